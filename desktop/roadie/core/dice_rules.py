"""Gig dice, section 6: the rules of the shared dice model, in our words."""

from roadie.core.rulebook import Rule, register, rule_maker
from roadie.core.text import QT_TRANSLATE_NOOP as _

GAME = "gig-dice"


def _rule(section: str, title: str, text: str, clarification: str = "") -> Rule:
    """A clause of section 6: its number is both its id and its section."""
    return rule_maker(GAME)(section, section, title, text, clarification)


RULES = [
    _rule("6.1", _("rules", "Gig dice"),
          _("rules", "Each polyhedral die on the table is one Gig.")),
    _rule("6.1.1", _("rules", "Die types"),
          _("rules", "Gigs are d4, d6, d8, d10, d12 and d20; the number is both the sides and "
                     "the highest value.")),
    _rule("6.1.2", _("rules", "Friendly Gigs"),
          _("rules", "You control the dice in your own Gig area: they are your friendly Gigs.")),
    _rule("6.1.3", _("rules", "The fixer area"),
          _("rules", "Dice in your fixer area are yours but not under your control: they are "
                     "not friendly Gigs."),
          _("rules", "Roadie's reading: not even their owner moves, re-rolls, changes or "
                     "removes them at will. Section 6 gives no way out of a fixer area, so a "
                     "die stays there for the rest of the session.")),
    _rule("6.1.4", _("rules", "Targeting"),
          _("rules", "No effect may target a die in a fixer area.")),
    _rule("6.2", _("rules", "Rolling"),
          _("rules", "Rolls are fair and the result is kept; Roadie rolls for you.")),
    _rule("6.2.6", _("rules", "Keeping the value"),
          _("rules", "A die moved after its roll keeps the value it shows.")),
    _rule("6.3", _("rules", "Value"), _("rules", "A Gig's value is the number on its top face.")),
    _rule("6.3.1", _("rules", "Min Gig"), _("rules", "A die showing 1 is a min Gig.")),
    _rule("6.3.2", _("rules", "Max Gig"),
          _("rules", "A die showing its number of sides is a max Gig.")),
    _rule("6.3.3", _("rules", "Lowest and highest"),
          _("rules", "Every die runs from 1 up to its number of sides.")),
    _rule("6.4", _("rules", "Adjust"),
          _("rules", "Adjusting moves a die's value up (increase) or down (decrease)."),
          _("rules", "Roadie's reading: a die stops at its lowest or highest face (6.3.3), "
                     "so an adjustment is entered as the step to the value it reaches and a "
                     "longer step is refused: each resulting value is one action.")),
    _rule("6.4.1", _("rules", "Increase"),
          _("rules", "Increasing adjusts a die to a higher value.")),
    _rule("6.4.2", _("rules", "Decrease"),
          _("rules", "Decreasing adjusts a die to a lower value.")),
    _rule("6.4.3", _("rules", "No empty adjustment"),
          _("rules", "An adjustment that would leave the value unchanged fails.")),
    _rule("6.5", _("rules", "Set"), _("rules", "Setting turns a die to a chosen face."),
          _("rules", "Roadie's reading: setting a die to the value it already shows changes "
                     "nothing, so the table refuses it.")),
    _rule("6.5.1", _("rules", "Only real faces"),
          _("rules", "A die can only be set to a value it has, never a d6 to 8.")),
    _rule("6.6", _("rules", "Value-pairs"),
          _("rules", "Two dice of equal value in the same Gig area make a value-pair.")),
    _rule("6.6.1", _("rules", "One pair per die"),
          _("rules", "A die counts towards one value-pair at most.")),
    _rule("6.7", _("rules", "Swap"),
          _("rules", "Swap a friendly Gig with a rival Gig: each goes to the other's Gig area "
                     "at once.")),
    _rule("6.7.1", _("rules", "Values kept in a swap"),
          _("rules", "Both dice keep their values through the swap.")),
    _rule("6.7.2", _("rules", "A swap is not a steal"),
          _("rules", "Swapping never counts as stealing.")),
    _rule("6.8", _("rules", "Steal"),
          _("rules", "Stealing takes a rival Gig into your own Gig area, under your control.")),
]

register(GAME, _("games", "Gig dice"), RULES)
