"""Teaching mode's words for Big Easy Busking's table: what each element is (with the rules
that govern it) and the sentences that say what it does for the viewer now. Beside the
rulebook; marked for translation under "lessons" and formatted with ``str.format``."""

from __future__ import annotations

from roadie.core.text import QT_TRANSLATE_NOOP as _

R = "big-easy-busking/"
LESSONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "song": (_("lessons", "A song card: its mood, and the energy each band member needs to "
                          "play it."),
             (R + "turn.play", R + "turn.finish")),
    "standard": (_("lessons", "A Standard Song: anyone may play it, for its token's price."),
                 (R + "turn.play.standard", R + "variant.mardi-gras")),
    "crowd": (_("lessons", "A crowd in Royal Street: play songs to it; the most energy on it "
                           "wins its payout and its mood token."),
              (R + "turn.play", R + "round.payout", R + "round.crowds", R + "round.reset",
               R + "round.first-player")),
    "band": (_("lessons", "Your band: the energy on each member pays for the songs you play."),
             (R + "turn.tip", R + "turn.learn", R + "turn.finish.return")),
    "robot": (_("lessons", "The Robot: your rival in the solo game."),
              (R + "solo.robot", R + "solo.setup", R + "solo.energy", R + "solo.difficulty",
               R + "solo.scoring")),
    "turn": (_("lessons", "Your turn: finish last turn's song, tip, then one action."),
             (R + "turn.order", R + "turn.first", R + "turn.action", R + "turn.pass")),
}
"""Each element's lesson: what it is, and the rules it follows."""

NOW = {
    "matches": _("lessons", "{song} ({mood}) matches: {crowds}."),
    "no_match": _("lessons", "{song} ({mood}) matches no crowd now."),
    "crowd_mood": _("lessons", "Its mood is {mood}; your songs that match: {songs}."),
    "crowd_none": _("lessons", "Its mood is {mood}; none of your songs matches it."),
    "crowd_open": _("lessons", "Its mood token is gone: no song matches it."),
    "wild": _("lessons", "Wild matches every mood."),
}
"""What an element does for the viewer now."""
