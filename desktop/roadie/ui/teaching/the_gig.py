"""How to play The Gig, in Roadie's own words."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching import Lesson, Page, Picture

PLACED = ("die=0, row=2, col=0", "die=1, row=1, col=0", "die=2, row=5, col=None")
"""You place three dice, one of them in a Harmony space."""
BRIDGE = (*PLACED, "die=3, row=2, col=1")
"""Your fourth die goes down first: you call the Bridge."""

LESSON = Lesson(seed=7, players=2, pages=(
    Page(_("how_to_play", "The goal"),
         _("how_to_play", "Your band plays six songs. Each song you race to put your four dice on "
                          "the song sheet, then turn them into a solo on your instrument board. "
                          "Whoever holds the most points after the sixth song wins."),
         "the-gig/setup.set-list", Picture((), (0, 0, 1400, 545))),
    Page(_("how_to_play", "Roll and place, all at once"),
         _("how_to_play", "Everybody rolls together and plays at the same time. Drop each die in "
                          "the row of its value: one die per space, any number in the Harmony "
                          "space at the row's end. Re-roll your pool as often as you like until "
                          "someone has placed four dice."),
         "the-gig/song.rows", Picture(PLACED, (0, 0, 730, 545))),
    Page(_("how_to_play", "Take it to the Bridge"),
         _("how_to_play", "The first player with four dice placed calls the Bridge: re-rolling "
                          "stops and the others place what they can. Placing your fourth die "
                          "also takes the lowest Initiative token left, which lets you choose "
                          "Audience cards earlier."),
         "the-gig/song.bridge-call", Picture(BRIDGE, (0, 0, 1400, 800))),
    Page(_("how_to_play", "Play your solo"),
         _("how_to_play", "Dice touching each other on the song make grooves. Copy one groove's "
                          "shape onto your instrument board: the first covers the start space "
                          "beside >>>, the next ones touch earlier grooves. What it encloses "
                          "scores at the end; symbols come at once."),
         "the-gig/solo.shape", Picture(PLACED, (730, 0, 670, 545))),
    Page(_("how_to_play", "Applause and score"),
         _("how_to_play", "Dice in Harmony spaces score as their row fills. Then, in Initiative "
                          "order, buy an Audience card with Spotlights or discard one for its "
                          "reward. At the end add your solo points, Spotlights, cards and the "
                          "bonuses for leading each symbol."),
         "the-gig/final.scoring", Picture(PLACED, (0, 0, 1400, 1000))),
))
