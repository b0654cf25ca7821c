"""How to play the Gig dice tray, in Roadie's own words."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching import Lesson, Page, Picture

ROLLED = ("sides=6, area=<Area.GIG", "sides=6, area=<Area.GIG", "sides=12, area=<Area.GIG",
          "sides=8, area=<Area.FIXER", "EndTurn", "sides=20, area=<Area.GIG")
"""You roll two d6, a d12 and a d8 for your fixer; Ben rolls a d20."""

LESSON = Lesson(seed=7, players=2, pages=(
    Page(_("how_to_play", "The goal"),
         _("how_to_play", "This table keeps the Gig dice of a game of the Gig card game. It has no "
                          "winner of its own: the cards you play say what to roll and change, and "
                          "Roadie keeps every die honest while you do it."),
         "gig-dice/table.tray", Picture((), (0, 0, 1400, 1000))),
    Page(_("how_to_play", "Roll into your areas"),
         _("how_to_play", "On your turn drag a die from the tray into your Gig area or your fixer "
                          "area; Roadie rolls it as it lands. Dice in your Gig area are under your "
                          "control. Dice in your fixer area are yours, but no effect can aim at "
                          "them."),
         "gig-dice/6.1.2", Picture(ROLLED, (200, 10, 1200, 480))),
    Page(_("how_to_play", "Read your dice"),
         _("how_to_play", "A die is worth the face it shows. A 1 is a min Gig, its highest face a "
                          "max Gig. Two dice of the same value in one Gig area form a value-pair "
                          "(ringed on the table), and no die belongs to two pairs."),
         "gig-dice/6.6", Picture(ROLLED, (610, 125, 360, 150))),
    Page(_("how_to_play", "Change what the cards say"),
         _("how_to_play", "Cards make you adjust a die up or down, set it to a face, swap a die "
                          "with a rival's or steal one. A change that would leave a value as it "
                          "was fails, and a die is never set to a face it does not have."),
         "gig-dice/6.4.3", Picture(ROLLED, (0, 0, 1400, 1000))),
    Page(_("how_to_play", "How it ends"),
         _("how_to_play", "End the session on your turn, or let it stop after the rounds chosen at "
                          "the start. Nothing is scored here: the card game's own rules decide who "
                          "won."),
         "gig-dice/table.end", Picture(ROLLED, (200, 500, 1200, 490))),
))
