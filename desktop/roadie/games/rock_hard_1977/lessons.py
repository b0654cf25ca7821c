"""Teaching mode's words for Rock Hard: 1977's table: what each element is (with the rules that
govern it) and the sentences that say what it does for the viewer now. Beside the rulebook;
marked for translation under "lessons" and formatted with ``str.format``."""

from __future__ import annotations

from roadie.core.text import QT_TRANSLATE_NOOP as _

R = "rock-hard-1977/"
LESSONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "space": (_("lessons", "An action space: put your standee here to take its action."),
              (R + "actions.available", R + "actions.requirement", R + "actions.cost",
               R + "setup.board")),
    "hangout": (_("lessons", "A Hang Out: the Hot tokens on them bring Fame."),
                (R + "ah.hangout", R + "setup.hot-tokens")),
    "standee": (_("lessons", "Your standee: drag it onto a lit space to take that action."),
                (R + "turn.structure", R + "actions.available")),
    "mat": (_("lessons", "Your band: stats, money, Candy and Crew."),
            (R + "stats.range", R + "stats.cost")),
    "cards": (_("lessons", "Your cards: Life cards, goals, Character, Job and Manager."),
              (R + "cards.slash", R + "cards.trade", R + "cards.deck")),
    "decisions": (_("lessons", "Your decisions: the choices the rules ask of you now."),
                  (R + "turn.structure", R + "candy.consume")),
}
"""Each element's lesson: what it is, and the rules it follows."""

NOW = {
    "gives": _("lessons", "It gives: {text}"),
    "needs": _("lessons", "It asks: {needs}."),
    "price": _("lessons", "Its printed price: {price}."),
    "open": _("lessons", "You may go here now."),
    "refused": _("lessons", "Not now: {why}"),
}
"""What an element does for the viewer now."""
