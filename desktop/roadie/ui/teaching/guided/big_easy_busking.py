"""The guided first game of Big Easy Busking: a song played, finished, and a tip."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching.guided import Do, Guide, Step

GUIDE = Guide(seed=7, options=(("first_player", 0),), steps=(
    Step(_("guided", "Drag a song from your hand onto a crowd. The songs you can play are "
                     "ringed."),
         Do("play"),
         _("guided", "Your band members paid the energy the song asks. The song waits by the "
                     "crowd until your next turn."),
         "big-easy-busking/turn.play"),
    Step(_("guided", "When Ben has played, your turn starts by finishing your song: press "
                     "the ringed Finish my song."),
         Do("finish"),
         _("guided", "Energy left on a crowd counts when it pays at the end of the round. A "
                     "song in the crowd's mood lets you take some energy back, or $1."),
         "big-easy-busking/turn.finish"),
    Step(_("guided", "Tip your band: drag energy from your reserve onto a band member. Each "
                     "energy costs $1."),
         Do("tip"),
         _("guided", "Tip before your action: a song needs energy on the right band members."),
         "big-easy-busking/turn.tip"),
), handover=_("guided", "Now take your action: play, learn or pass. The three rounds are yours "
                        "to play: good luck!"))
