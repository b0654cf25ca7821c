"""The Gig dice tray's own handling (section 6 lives in roadie.core.dice_rules).

Section 6 is the dice chapter of the Gig card game; its turns, its effects and
who wins are the card game's. What this module registers is Roadie's own way of
sharing one tray of dice around a table, cited as "Companion table".
"""

from roadie.core.dice_rules import GAME
from roadie.core.rulebook import register, rule_maker
from roadie.core.text import QT_TRANSLATE_NOOP as _

_rule = rule_maker(GAME)


RULES = [
    _rule("table.tray", _("rules", "Companion table › A tray for the card game"),
          _("rules", "A tray for the card game"),
          _("rules", "This table holds the Gig dice of a game of the Gig card game and applies "
                     "section 6 to them. The cards say what to roll, adjust, set, swap or steal; "
                     "the turns, the table space and the end of a session are Roadie's own "
                     "handling, not the card game's rules.")),
    _rule("table.turns", _("rules", "Companion table › Turns"),
          _("rules", "Turns"),
          _("rules", "Seats act in turn, clockwise; only the seat whose turn it is may act.")),
    _rule("table.space", _("rules", "Companion table › Table space"),
          _("rules", "Table space"),
          _("rules", "Each area of the table holds a limited number of dice (an option, 12 by "
                     "default).")),
    _rule("table.own", _("rules", "Companion table › Your own dice"),
          _("rules", "Your own dice"),
          _("rules", "On your turn you roll new dice into your Gig area or your fixer area, "
                     "move a friendly Gig to your fixer area, and take a friendly Gig or a "
                     "rival's Gig off the table, as the cards tell you.")),
    _rule("table.end", _("rules", "Companion table › End of the session"),
          _("rules", "End of the session"),
          _("rules", "The session ends when a player ends it on their turn, or after the number "
                     "of rounds chosen when it began. Nobody wins and nothing is scored here: "
                     "the card game decides that by its own rules.")),
]

register(GAME, _("games", "Gig dice"), RULES)
