"""How to play Rock Hard: 1977, in Roadie's own words."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching import Lesson, Page, Picture

DRAFTED = ("",) * 10
"""Everybody keeps the first card offered, up to the first Day."""
STUDIO = (*DRAFTED, "space='studio-a'")
"""Ben books Rehearsal Studio A; now it is your turn."""

LESSON = Lesson(seed=7, players=2, pages=(
    Page(_("how_to_play", "The goal"),
         _("how_to_play", "It is 1977 and you are a musician on the way up. From April to "
                          "December you gather Fame. The game also ends after any month in which "
                          "someone reaches 50 Fame; then the most famous musician wins."),
         "rock-hard-1977/cleanup.end", Picture(DRAFTED, (0, 0, 1300, 1030))),
    Page(_("how_to_play", "A month in four phases"),
         _("how_to_play", "Each month has a Prep, then Day, Night and After Hours. In each of "
                          "those three phases every player sends their standee to one space of "
                          "that phase, or of Anytime, in turn order."),
         "rock-hard-1977/turn.order", Picture(STUDIO, (0, 90, 940, 620))),
    Page(_("how_to_play", "Taking a space"),
         _("how_to_play", "A space may ask for stats you must already have and a price you pay in "
                          "full. A Limited space takes one standee; an Open one takes any number. "
                          "Before your action you may eat a Candy for a boost, at a risk."),
         "rock-hard-1977/actions.requirement", Picture(STUDIO, (0, 200, 305, 510))),
    Page(_("how_to_play", "Your amplifier"),
         _("how_to_play", "Chops, Reputation and Songs run from 0 to 11 and open the bigger Gigs. "
                          "Money, Candy, Crew and Craving sit beside them. Play Gigs at Night, "
                          "Hang Out after hours, and do your Job's shift."),
         "rock-hard-1977/stats.range", Picture(STUDIO, (0, 710, 942, 320))),
    Page(_("how_to_play", "How you score"),
         _("how_to_play", "Fame comes from Gigs, Hang Outs, sets of Life Experiences, bonus cards "
                          "and your secret goals. At the end, each stat at 11 and every $3 add a "
                          "little more."),
         "rock-hard-1977/end.scoring", Picture(STUDIO, (935, 100, 365, 570))),
))
