"""The Gig dice companion table's own rules (section 6 lives in roadie.core.dice_rules)."""

from roadie.core.dice_rules import GAME
from roadie.core.rulebook import register, rule_maker
from roadie.core.text import QT_TRANSLATE_NOOP as _

_rule = rule_maker(GAME)


RULES = [
    _rule("table.turns", _("rules", "Companion table › Turns"),
          _("rules", "Turns"),
          _("rules", "Seats act in turn, clockwise; only the seat whose turn it is may act.")),
    _rule("table.space", _("rules", "Companion table › Table space"),
          _("rules", "Table space"),
          _("rules", "Each area of the companion table holds a limited number of dice (an option, "
                     "12 by default).")),
    _rule("table.own", _("rules", "Companion table › Your own dice"),
          _("rules", "Your own dice"),
          _("rules", "You add dice to, move dice between and remove dice from your own areas; "
                     "a rival's die can only be removed from their Gig area.")),
    _rule("table.end", _("rules", "Companion table › End of the session"),
          _("rules", "End of the session"),
          _("rules", "The session ends when the players end it or when the turn limit is "
                     "reached; each seat scores the total of its Gig area.")),
]

register(GAME, _("games", "Gig dice"), RULES)
