"""How to play Big Easy Busking, in Roadie's own words."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching import Lesson, Page, Picture

PLAYED = ("PlaySong", "PlaySong")
"""Ben starts a song for a crowd, then you start one for the same crowd."""

LESSON = Lesson(seed=7, players=2, pages=(
    Page(_("how_to_play", "The goal"),
         _("how_to_play", "Your band of three busks on Royal Street for three rounds. Crowds pay "
                          "the band that puts the most energy on them. The richest band after the "
                          "third round wins."),
         "big-easy-busking/game.end", Picture((), (0, 250, 1010, 360))),
    Page(_("how_to_play", "Your band and its energy"),
         _("how_to_play", "Each band member holds energy; the rest waits in your reserve. Tipping "
                          "costs $1 for each energy you move from the reserve back onto a band "
                          "member, so tip before you need it."),
         "big-easy-busking/turn.tip", Picture((), (0, 610, 570, 390))),
    Page(_("how_to_play", "Play a song for a crowd"),
         _("how_to_play", "On your turn do one thing: learn a song, play one, or pass. To play, "
                          "drag a song onto a crowd: each band member pays the energy the song "
                          "asks of them, and the song waits there until your next turn."),
         "big-easy-busking/turn.play", Picture(PLAYED, (0, 250, 1010, 750))),
    Page(_("how_to_play", "Finish it next turn"),
         _("how_to_play", "Your next turn starts by finishing that song. When its mood matches the "
                          "crowd's, you may keep some energy back for your band or take $1; when "
                          "it does not, all of it stays with the crowd."),
         "big-easy-busking/turn.finish", Picture(PLAYED, (0, 255, 340, 355))),
    Page(_("how_to_play", "The crowds pay"),
         _("how_to_play", "When everyone has passed, each crowd pays its first prize and its mood "
                          "token to the band with the most energy on it, and pays everyone who "
                          "reached its threshold. Then the band rests and new crowds arrive."),
         "big-easy-busking/round.payout", Picture(PLAYED, (0, 0, 1400, 1000))),
))
