"""The guided first game of the Gig dice tray: rolling into both areas, adjusting, a turn."""

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.teaching.guided import Do, Guide, Step

GUIDE = Guide(seed=7, level="random", steps=(
    Step(_("guided", "Drag a ringed d6 from the tray into your Gig area: it rolls as it "
                     "lands."),
         Do("add", (("sides", 6), ("area", "gig"))),
         _("guided", "Dice in your Gig area are your friendly Gigs: the cards' effects aim at "
                     "them."),
         "gig-dice/6.1.2", targets=True),
    Step(_("guided", "Now drag a die into your fixer area, the ringed place beside it."),
         Do("add", (("area", "fixer"),)),
         _("guided", "Dice in your fixer area are yours, but no effect can aim at them."),
         "gig-dice/6.1.3", targets=True),
    Step(_("guided", "A card tells you to adjust a die: click one of your ringed dice, then "
                     "press + or −."),
         Do("adjust"),
         _("guided", "Adjusting moves a die up or down its faces; a change that would leave "
                     "it as it was fails."),
         "gig-dice/6.4"),
    Step(_("guided", "Your card is played: end your turn with the ringed button."),
         Do("end_turn"),
         _("guided", "Seats act in turn; only the seat whose turn it is may act."),
         "gig-dice/table.turns"),
), handover=_("guided", "The tray is yours: play your cards and let Roadie keep the dice "
                        "honest."))
