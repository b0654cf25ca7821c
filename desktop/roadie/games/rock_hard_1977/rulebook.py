"""Rock Hard: 1977's rules in Roadie's own words, with our readings where the rulebook is unclear.

Ids are ``rock-hard-1977/<section>``, in rulebook order.
"""

from roadie.core.rulebook import register, rule_maker
from roadie.core.text import QT_TRANSLATE_NOOP as _

GAME = "rock-hard-1977"
_r = rule_maker(GAME)

RULES = [
    _r("setup.board", _("rules", "Setup"), _("rules", "The board"),
       _("rules", "The 2-3 player side or the 4-5 player side: 4-5 players have a second "
                  "Recording Studio, a fourth Hire Crew space and Studio B in the Day."),
       _("rules", "Roadie's reading: 'up to two Rehearsal Studios depending on the number of "
                  "players' and the Rising Star's use of Studio B at Night and Studio A by Day "
                  "both hold when the 2-3 side opens Studio B at Night only.")),
    _r("setup.players", _("rules", "Setup"), _("rules", "Your amplifier"),
       _("rules", "$1, 1 Candy, Fame 0, Royalty 0, Craving 0, Low Sugar off, Chops, Reputation "
                  "and Songs at 2.")),
    _r("setup.bonuses", _("rules", "Setup"), _("rules", "Bonus cards"),
       _("rules", "One random Production, Performance and Publicity bonus, face up.")),
    _r("setup.random-gigs", _("rules", "Setup"), _("rules", "Random Gig stack"),
       _("rules", "Three random cards of each level: A on top, then B, then C.")),
    _r("setup.hot-tokens", _("rules", "Setup"), _("rules", "Hot Hang Out tokens"),
       _("rules", "Tokens 7-11 (2-3 players) or 8-12 (4-5 players), one on each Hang Out.")),
    _r("setup.first-player", _("rules", "Setup"), _("rules", "First player"),
       _("rules", "The first player starts; the first round goes clockwise."),
       _("rules", "Roadie's reading: the table names the first player, or Roadie draws one.")),
    _r("setup.characters", _("rules", "Setup"), _("rules", "Characters"),
       _("rules", "Each player draws two Characters and keeps one; the characters with Ability "
                  "tokens take them.")),
    _r("setup.life", _("rules", "Setup"), _("rules", "Starting Life Experiences"),
       _("rules", "Each player draws two Starting Life Experiences of different icons, drawing "
                  "again on a repeat; repeats are shuffled back.")),
    _r("setup.goals", _("rules", "Setup"), _("rules", "Personal Goals"),
       _("rules", "Draw three, keep two, secret from the others; a goal with a progress track "
                  "is turned face up when chosen.")),
    _r("setup.jobs", _("rules", "Setup"), _("rules", "Jobs"),
       _("rules", "Draw two Jobs, keep one.")),
    _r("setup.managers", _("rules", "Setup"), _("rules", "Managers"),
       _("rules", "As many Managers as players, face up; players pick one each in reverse "
                  "player order.")),
    _r("setup.draft", _("rules", "Setup"), _("rules", "Simultaneous choices"),
       _("rules", "Characters, goals and Jobs are chosen simultaneously."),
       _("rules", "Roadie's reading: every seat with a choice to make may make it, in any "
                  "order; nobody sees another's cards.")),
    _r("stats.range", _("rules", "Your Amplifier"), _("rules", "Base Stats 0-11"),
       _("rules", "Chops, Reputation and Songs stay between 0 and 11; an increase beyond 11 "
                  "pays $1 instead.")),
    _r("stats.cost", _("rules", "Your Amplifier"), _("rules", "Losing more than you have"),
       _("rules", "You may not take an action or option that costs more than you have; an "
                  "effect that takes more than you have takes you to 0.")),
    _r("cards.slash", _("rules", "The Card Decks"), _("rules", "Slash: choose one"),
       _("rules", "A slash offers a choice of one side or the other.")),
    _r("cards.trade", _("rules", "Hang Out"), _("rules", "Paying for a benefit"),
       _("rules", "A benefit you pay for needs the full payment; you may decline it.")),
    _r("cards.deck", _("rules", "The Card Decks"), _("rules", "A deck runs out"),
       _("rules", "A deck that runs out is made again from its used cards, shuffled.")),
    _r("jobs.work", _("rules", "Job Cards"), _("rules", "Work"),
       _("rules", "Work only in your Job's phase, once a round, for its pay (rolled if it "
                  "shows six amounts).")),
    _r("jobs.variable", _("rules", "Job Cards"), _("rules", "Variable shifts"),
       _("rules", "In Prep roll for a variable shift: 1-2 Day, 3-4 Night, 5-6 After Hours.")),
    _r("jobs.missed", _("rules", "Job Cards"), _("rules", "Missed Work"),
       _("rules", "Not Working in your shift earns a Missed Work token; the third one fires "
                  "you."),
       _("rules", "Roadie's reading: a player sent to Recover during their Day shift misses "
                  "Work like anyone else who does not Work then.")),
    _r("jobs.quit", _("rules", "Job Cards"), _("rules", "Quitting"),
       _("rules", "You may quit only in your Work phase, before your action or after Working.")),
    _r("managers.pay", _("rules", "Manager Cards"), _("rules", "Paying your Manager"),
       _("rules", "$1 at the end of June, $3 at the end of September, $5 at the end of the "
                  "game; 3 Fame lost for each $1 you cannot pay, never below 0."),
       _("rules", "Roadie's reading: a game that ends before December (at 50 Fame) pays the "
                  "Manager the end-of-game $5 only, even at the end of June or September: that "
                  "quarter's $1 or $3 is not added.")),
    _r("perks.once", _("rules", "Manager Cards"), _("rules", "Once a round, once a game"),
       _("rules", "A once-a-round benefit turns its card sideways until Clean-Up; a "
                  "once-a-game ability spends an Ability token."),
       _("rules", "Roadie's reading: benefits that can never be wasted apply by themselves: "
                  "a discount or lowered requirement that is not used up, a bonus added to an "
                  "action (the same gain whichever visit takes it), an extra action every Day, "
                  "and a Candy re-roll or boost (only when Low Sugar would turn on, never when "
                  "it is on already). The others are spent when their owner chooses (see "
                  "'Spending a benefit').")),
    _r("perks.choice", _("rules", "Manager Cards"), _("rules", "Spending a benefit"),
       _("rules", "A once-a-game Ability token, a kept Bud's card, and a once-a-round shared "
                  "space, lowered requirement or discount are spent only when their owner "
                  "chooses: named with the placement they help, or, for an extra action, spent "
                  "on its own during your turn (after Candy, for one more action with it)."),
       _("rules", "Roadie's reading: a benefit named where it does nothing (no price left to "
                  "lower, a requirement already met, a free space) is refused, so nothing is "
                  "spent for nothing.")),
    _r("bonuses.scoring", _("rules", "Bonus Cards"), _("rules", "Bonus Fame"),
       _("rules", "First, second and third to achieve a bonus, or best at the end, score 8, 5 "
                  "and 3 Fame (4-5 players) or 5 Fame to the first only (2-3 players)."),
       _("rules", "Roadie's reading: a player with none of what an end-game bonus counts does "
                  "not place.")),
    _r("bonuses.ties", _("rules", "Bonus Cards"), _("rules", "Ties"),
       _("rules", "Tied players score the next lower amount: two tied for most score 5 each, "
                  "three or more tied for most 3 each, ties for second 3 each, ties for third "
                  "nothing; in a 2-3 player game tied players score nothing.")),
    _r("goals.scoring", _("rules", "Personal Goal Cards"), _("rules", "Personal Goals"),
       _("rules", "When-achieved goals score as soon as met; end-game goals stay secret and "
                  "score at the end.")),
    _r("events.reveal", _("rules", "Event Cards"), _("rules", "Events"),
       _("rules", "An Event's effect prevails over the rules for the round; a covered space is "
                  "unavailable.")),
    _r("turn.order", _("rules", "Action Phases"), _("rules", "Turn order"),
       _("rules", "In each action phase every player takes a turn in turn order.")),
    _r("turn.structure", _("rules", "Action Phases"), _("rules", "Your turn"),
       _("rules", "Optionally consume Candy once, then take one action plus any extra actions; "
                  "leaving a space for an extra action frees it.")),
    _r("actions.available", _("rules", "Action Phases"), _("rules", "Available spaces"),
       _("rules", "A space of the current phase's section or the Anytime section."),
       _("rules", "Roadie's reading: standees are lifted between phases, so a studio held by "
                  "Day is free at Night.")),
    _r("actions.limited", _("rules", "Action Phases"), _("rules", "Limited and Open spaces"),
       _("rules", "A Limited space holds one standee; an Open space any number (Push: newcomers "
                  "stand leftmost).")),
    _r("actions.requirement", _("rules", "Action Phases"), _("rules", "Requirements"),
       _("rules", "You need what a space requires (blue numbers).")),
    _r("actions.cost", _("rules", "Action Phases"), _("rules", "Costs"),
       _("rules", "You must pay a space's cost in full (red numbers).")),
    _r("actions.once", _("rules", "Anytime Actions"), _("rules", "Once a phase"),
       _("rules", "Each action once a phase, except Anytime actions other than Work.")),
    _r("candy.consume", _("rules", "Consuming Candy"), _("rules", "Consuming Candy"),
       _("rules", "Before your actions, once: discard a Candy, draw Sugar Rush, Craving +1 "
                  "unless Sugarless, roll: lower than your Craving turns Low Sugar on; take the "
                  "card's extra actions."),
       _("rules", "Roadie's reading: Sugarless Candy still rolls the die: it only leaves your "
                  "Craving as it is, and a roll lower than that Craving still turns Low Sugar "
                  "on.")),
    _r("recover.space", _("rules", "Recover Space"), _("rules", "Recover"),
       _("rules", "Low Sugar off and Craving -1; voluntary in the Day, forced after Low Sugar."),
       _("rules", "Roadie's reading: a player sent to Recover in Clean-Up recovers when the next "
                  "Day turn comes round and takes no Day action.")),
    _r("day.studio", _("rules", "Rehearse"), _("rules", "Rehearsal Studios"),
       _("rules", "Studio A $1 +1 Chops; Studio B $2 +2 Chops; one studio a phase.")),
    _r("hire.crew", _("rules", "Hire Crew"), _("rules", "Hire Crew"),
       _("rules", "The space's lowest, middle or highest price for your 1st, 2nd or 3rd Crew; "
                  "3 Crew at most; one a round; never two standees on a Crew space."),
       _("rules", "Roadie's reading: the rulebook prints only the first two spaces' prices of "
                  "its example ($1 for a first Crew, $4 for a second at space 2); the Crew "
                  "prices on Roadie's board ($1/$3/$5, $2/$4/$6, $3/$5/$7 and, with 4-5 "
                  "players, $4/$6/$8) are Roadie's own numbers.")),
    _r("day.record-deal", _("rules", "Record Deal"), _("rules", "Record Deal"),
       _("rules", "With a Demo Tape or Record Contract and the stats of a Royalty tier better "
                  "than yours, sign or renegotiate to the best tier you qualify for. The Record "
                  "Company is a Limited space only one player may visit each round."),
       _("rules", "Roadie's reading: the player who visits it holds it for the round, even "
                  "after an extra action takes their standee elsewhere; no ability or Event "
                  "that shares a Limited space lets a second player in.")),
    _r("night.gig", _("rules", "Play a Gig"), _("rules", "Gigs"),
       _("rules", "One Gig a round, meeting the venue's requirements; Random Gigs are Open and "
                  "change each round."),
       _("rules", "Roadie's reading: the Rising Star table names a third Yenser Arena space "
                  "(opener); Roadie's board gives it the middle space's price and benefit.")),
    _r("ah.bed", _("rules", "Go to Bed Early"), _("rules", "Go to Bed Early"),
       _("rules", "No other action and no Candy that phase; first to bed plays first next "
                  "round.")),
    _r("ah.demo", _("rules", "Record Demo"), _("rules", "Record Demo"),
       _("rules", "$3 (or $4 at the second studio): a Demo Tape."),
       _("rules", "Roadie's reading: you may not record while you hold a Demo Tape or a Record "
                  "Contract.")),
    _r("ah.hangout", _("rules", "Hang Out"), _("rules", "Hang Out"),
       _("rules", "Hottest spot 2 Fame, second hottest 1; draw and resolve the venue's card.")),
    _r("ah.sets", _("rules", "Forming and Scoring Sets"), _("rules", "Sets"),
       _("rules", "Four Life Experiences all alike or all different form a set at once for 5 "
                  "Fame; Wild stands in for any type but is not one."),
       _("rules", "Roadie's reading: a Wild card may stand in beside other Wild cards, so one "
                  "Life Experience and three Wild cards (or four Wild cards) form a set too.")),
    _r("anytime.candy", _("rules", "Buy or Sell Candy"), _("rules", "Buy or Sell Candy"),
       _("rules", "Buy or sell up to three Candy at $1 each.")),
    _r("cleanup.end", _("rules", "Clean-Up Phase"), _("rules", "End of the game"),
       _("rules", "After December, or any round ending with 50+ Fame: Low Sugar costs 5 Fame, "
                  "then Royalties, the Manager, and end-game scoring.")),
    _r("cleanup.royalties", _("rules", "Clean-Up Phase"), _("rules", "Royalties"),
       _("rules", "Tier 1: $2; tier 2: $3 and 1 Fame; tier 3: $5 and 2 Fame.")),
    _r("cleanup.order", _("rules", "Clean-Up Phase"), _("rules", "New turn order"),
       _("rules", "Lowest After Hours or Anytime space value first; on a shared space the "
                  "latest arrivals first, except Go to Bed Early (first to bed first)."),
       _("rules", "Roadie's reading: the rulebook does not print the values beside the spaces; "
                  "Roadie's board uses its own: Go to Bed Early 0, Recording Studios 1 and 2, "
                  "Work 3, Buy or Sell Candy 4, Donate Blood 5, Write a Song 6, and each Hang "
                  "Out its Hot Hang Out token (7-12). Two standees on a Limited space (a "
                  "Manager's ability) count as arrivals too: the later one goes first.")),
    _r("cleanup.rest", _("rules", "Clean-Up Phase"), _("rules", "Clean-Up"),
       _("rules", "Standees back, Low Sugar to Recover, Sugar Rush shuffled, Hot Hang Out "
                  "tokens re-dealt, next month.")),
    _r("end.scoring", _("rules", "End-Game Scoring"), _("rules", "End-game scoring"),
       _("rules", "End-game bonuses and goals; 2 Fame per Base Stat at 11 (+2 for all three); "
                  "1 Fame per $3.")),
    _r("end.ties", _("rules", "End-Game Scoring"), _("rules", "Ties"),
       _("rules", "Ties go to Reputation, then cash, then Royalty tier, then are shared.")),
    _r("rising.star", _("rules", "The Rising Star"), _("rules", "The Rising Star"),
       _("rules", "With 2 players (optionally 3) her cubes block one Day, Night and After Hours "
                  "space each month, as her card lists.")),
    _r("turn.wait", _("rules", "Action Phases"), _("rules", "Whose turn"),
       _("rules", "Only the player whose turn or decision it is may act.")),
    _r("variants.abilities", _("rules", "Tips for New Players"),
       _("rules", "Without unique abilities"),
       _("rules", "A first game may leave out the Managers' and characters' unique abilities "
                  "(an option): characters are drafted and Managers picked and paid as ever, "
                  "but their abilities do nothing and no Ability tokens are taken.")),
    _r("variants.candy", _("rules", "Tips for New Players"), _("rules", "Without Candy"),
       _("rules", "A first game may leave out Candy (an option): ignore the part of any card "
                  "that refers to Candy; with abilities, Eric Fairchild and Kimmy Kim are left "
                  "out."),
       _("rules", "Roadie's reading: nobody holds Candy (none at the start, none gained), so "
                  "nobody consumes it, Buy or Sell Candy is closed, and what can only be had "
                  "for Candy (a trade, a Random Gig's Candy cost) is out of reach; Craving and "
                  "Low Sugar from a card are ignored; the Personal Goals that count Candy or "
                  "Craving are left out of the deck; with abilities, the eight other "
                  "characters are dealt two each, or one each with five players.")),
]

register(GAME, _("games", "Rock Hard: 1977"), RULES)
