"""The guided first game of Rock Hard: 1977: the drafts, then a first turn on the board."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching.guided import Do, Guide, Step

GUIDE = Guide(seed=7, steps=(
    Step(_("guided", "Choose your character: click one of the two ringed cards."),
         Do("keep"),
         _("guided", "Everybody chooses at the same time. Your character's ability is shown on "
                     "your mat."),
         "rock-hard-1977/setup.characters"),
    Step(_("guided", "Keep choosing the ringed cards: two secret goals, then a Job, then a "
                     "Manager."),
         Do("keep"),
         _("guided", "Goals bring Fame, your Job pays for its shift, and you pay your Manager in "
                     "June, September and at the end."),
         "rock-hard-1977/setup.draft", times=4),
    Step(_("guided", "It is Day. Drag your standee onto a ringed space you can afford."),
         Do("place"),
         _("guided", "A space asks for stats you must already have and a price you pay in "
                     "full."),
         "rock-hard-1977/actions.requirement", targets=True),
    Step(_("guided", "That was your action. End your turn with the ringed button."),
         Do("end"),
         _("guided", "Each phase of the month everyone takes a turn in order."),
         "rock-hard-1977/turn.structure"),
), handover=_("guided", "Night and After Hours work the same way. The months up to December "
                        "are yours to play: good luck!"))
