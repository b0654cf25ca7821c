"""The guided first game of The Gig: the first song, from the first die to the solo."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching.guided import Do, Guide, Step

GUIDE = Guide(seed=7, steps=(
    Step(_("guided", "Drag one of your dice onto the song, into the row of its value: a 3 "
                     "goes in row 3. The dice you can move are ringed."),
         Do("place"),
         _("guided", "One die per space. Dice that touch each other on the song form grooves, "
                     "the shapes your solo is made of."),
         "the-gig/song.rows", hold_bots=True),
    Step(_("guided", "Now drop a die in a Harmony space, the ringed space at the end of its "
                     "row."),
         Do("place", (("col", None),)),
         _("guided", "A Harmony space takes several dice. At the Bridge each scores 2 for "
                     "every filled space of its row."),
         "the-gig/song.harmony", hold_bots=True, targets=True),
    Step(_("guided", "Not happy with the dice left in your tray? Re-roll them: the ringed "
                     "button, or R."),
         Do("reroll"),
         _("guided", "You may re-roll as often as you like, until somebody places a fourth "
                     "die."),
         "the-gig/song.rerolling", hold_bots=True),
    Step(_("guided", "Place your last two dice. The first player to place a fourth die calls "
                     "the Bridge."),
         Do("place"),
         _("guided", "You called the Bridge: re-rolling stops and Ben places what he can."),
         "the-gig/song.bridge-call", times=2, hold_bots=True),
    Step(_("guided", "Your groove is shown on your instrument board, on the start space. Play "
                     "your solo with the ringed button, or Enter."),
         Do("solo"),
         _("guided", "What your solo encloses scores at the end; the symbols it covers count "
                     "at once."),
         "the-gig/solo.benefits"),
), handover=_("guided", "That is a round of The Gig. The Audience and the next five songs are "
                        "yours to play: good luck!"))
