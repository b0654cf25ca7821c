"""Teaching mode's words for The Gig's table: what each element is (with the rules that govern
it) and the sentences that say what it does for the viewer now. Beside the rulebook; marked for
translation under "lessons" and formatted by the table with ``str.format``."""

from __future__ import annotations

from roadie.core.text import QT_TRANSLATE_NOOP as _

R = "the-gig/"
LESSONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "grid": (_("lessons", "Your solo grid: in each solo step you draw a groove on it; what a "
                          "groove encloses is yours."),
             (R + "solo.grooves", R + "solo.shape", R + "solo.start", R + "solo.adjacent",
              R + "solo.overlap", R + "solo.benefits")),
    "peek": (_("lessons", "Another player's solo grid: hover it to see it large."),
             (R + "solo.grooves", R + "setup.instruments")),
    "mat": (_("lessons", "Your instrument board: its grid, its own symbol and your Notes."),
            (R + "setup.instruments",)),
    "space": (_("lessons", "A song space: a die showing its row's value claims it."),
              (R + "song.rows", R + "song.one-per-space", R + "song.notation")),
    "die": (_("lessons", "A Gig die: roll it, place it on the song, or keep it in hand."),
            (R + "song.roll", R + "song.rerolling", R + "song.in-hand")),
    "audience": (_("lessons", "The Audience: cards bought with Applause after each song."),
                 (R + "applause.order", R + "applause.buy", R + "showdown.applause")),
}
"""Each element's lesson: what it is, and the rules it follows."""

INSTRUMENTS = {"horn": R + "instrument.horn", "drums": R + "instrument.drums",
               "keys": R + "instrument.keys", "sax": R + "instrument.sax",
               "vocals": R + "instrument.vocals", "bass": R + "instrument.bass"}
"""The rule of each instrument's own symbol, taught on that player's grid and board."""

NOW = {
    "instrument": _("lessons", "You play the {instrument}: {ability}"),
    "symbols": _("lessons", "Your grid has {count} {symbol} spaces; {enclosed} are in your "
                            "grooves."),
    "multipliers": _("lessons", "Multipliers on your grid: {all}; in your grooves: {enclosed}."),
    "grooves": _("lessons", "Grooves drawn so far: {count}."),
    "space": _("lessons", "This space holds {symbol}."),
    "none": _("lessons", "none"),
}
"""What an element does for the viewer now."""
