"""Big Easy Busking's rules in Roadie's own words, with our readings where the rulebook is unclear.

Ids are ``big-easy-busking/<section>``; the content pack cites several of them.
"""

from roadie.core.rulebook import register, rule_maker
from roadie.core.text import QT_TRANSLATE_NOOP as _

GAME = "big-easy-busking"


_rule = rule_maker(GAME)


SETUP = [
    _rule("setup.street", _("rules", "Game Setup"), _("rules", "Royal Street"),
          _("rules", "Three crowd cards from the shuffled crowd deck form Royal Street; each gets "
                     "a mood token drawn at random from the face-down pile.")),
    _rule("setup.standards", _("rules", "Game Setup"), _("rules", "Standard Songs"),
          _("rules", "One Ability Song and two Hit Songs become the Standard Songs, each with a "
                     "Standard token on its cheaper side; the other Ability Songs go back to the "
                     "box.")),
    _rule("setup.market", _("rules", "Game Setup"), _("rules", "Melody Market"),
          _("rules", "Three more Hit Songs form the Melody Market; the rest make the face-down "
                     "Hit Song deck.")),
    _rule("setup.players", _("rules", "Player Setup"), _("rules", "Your band"),
          _("rules", "Each player has a band of three, 15 energy (4 on each band member, 3 in "
                     "reserve), the three songs of their colour and $3."),
          _("rules", "Roadie's reading: every band plays trumpet, saxophone and drums, so every "
                     "song suits every band. Each player chooses a colour when the game is set "
                     "up; a seat that does not choose takes the first colour left.")),
    _rule("setup.first-player", _("rules", "Gameplay"), _("rules", "First player"),
          _("rules", "The player who most recently tipped a street musician starts the first "
                     "round; play goes clockwise."),
          _("rules", "Roadie's reading: the table names the first player when it sets up the "
                     "game, or Roadie draws one at random.")),
]

TURN = [
    _rule("turn.order", _("rules", "Player Turns"), _("rules", "Taking turns"),
          _("rules", "Players take turns clockwise, skipping those who have passed; only the "
                     "player whose turn it is acts.")),
    _rule("turn.first", _("rules", "1. Finish Playing a Song"), _("rules", "First turn"),
          _("rules", "On your first turn of a round you go straight to your action."),
          _("rules", "Roadie's reading: going straight to step 3 skips the tip too, so you "
                     "cannot tip on your first turn of a round.")),
    _rule("turn.finish", _("rules", "1. Finish Playing a Song"), _("rules", "Finish your song"),
          _("rules", "A song you played last turn must be finished first. Moods match when they "
                     "are equal or either is Wild. No match: all its energy goes to the crowd. "
                     "Match: either all of it goes to the crowd and you take $1, or at least 1 "
                     "goes there and the rest goes back onto your band members."),
          _("rules", "Roadie's reading: placing all of the energy always takes the $1.")),
    _rule("turn.finish.return", _("rules", "1. Finish Playing a Song"),
          _("rules", "Energy back to your band"),
          _("rules", "Energy you keep from a matched song goes back onto your band members, "
                     "split between them as you wish; you place all of it before going on.")),
    _rule("turn.finish.standard", _("rules", "1. Finish Playing a Song"),
          _("rules", "Finished Standards"),
          _("rules", "A finished song goes face down to your discard pile (the others see how "
                     "many cards it holds); a Standard Song goes back to Royal Street and its "
                     "Standard token turns to 2.")),
    _rule("turn.finish.ability", _("rules", "1. Finish Playing a Song"), _("rules", "Abilities"),
          _("rules", "When you finish a Standard Song with an ability, you may use the ability "
                     "then, before tipping."),
          _("rules", "Roadie's reading: you use the ability or skip it before anything else; "
                     "the Robot never uses abilities.")),
    _rule("ability.gain-money", _("rules", "Ability Song Cards"), _("rules", "Take money"),
          _("rules", "Take the dollars the card shows, once or for every crowd in Royal Street "
                     "where you have more energy than anyone else."),
          _("rules", "Roadie's reading: only energy on the crowd cards counts, not songs still "
                     "being played.")),
    _rule("ability.free-tip", _("rules", "Ability Song Cards"), _("rules", "Free tip"),
          _("rules", "Move up to the number of energy the card shows from your reserve to your "
                     "band members, split as you wish, without paying.")),
    _rule("ability.free-learn", _("rules", "Ability Song Cards"), _("rules", "Free learn"),
          _("rules", "Learn a song from the Melody Market or the top of the Hit Song deck "
                     "without moving energy to your reserve; it is not your action."),
          _("rules", "Roadie's reading: as with Learn, no song can be learnt once the Melody "
                     "Market is empty.")),
    _rule("ability.move-crowd-energy", _("rules", "Ability Song Cards"),
          _("rules", "Move energy between crowds"),
          _("rules", "Move up to the number of energy the card shows of yours from one crowd in "
                     "Royal Street to another.")),
    _rule("ability.swap-moods", _("rules", "Ability Song Cards"), _("rules", "Swap moods"),
          _("rules", "Swap the mood tokens of two crowds in Royal Street."),
          _("rules", "Roadie's reading: songs still being played finish against the mood their "
                     "crowd shows when they finish.")),
    _rule("ability.recall-song", _("rules", "Ability Song Cards"), _("rules", "Recall songs"),
          _("rules", "Take up to the number of songs the card shows from your discard pile back "
                     "into your hand.")),
    _rule("turn.tip", _("rules", "2. Tip (optional)"), _("rules", "Tip your band"),
          _("rules", "Pay $1 to the bank for each energy you move from your reserve to a band "
                     "member of your choice; as often as you like before your action."),
          _("rules", "Roadie's reading: you tip one band member at a time, any number of "
                     "times.")),
    _rule("turn.action", _("rules", "3. Perform Action"), _("rules", "One action"),
          _("rules", "After tipping you do exactly one of Learn a Song, Play a Song or Pass; "
                     "then your turn ends.")),
    _rule("turn.learn", _("rules", "Learn a Song"), _("rules", "Learn a song"),
          _("rules", "Move 1 energy from each band member to your reserve and take a song from "
                     "the Melody Market (refilled at once from the Hit Song deck) or the top of "
                     "the Hit Song deck. Standards cannot be learnt, and once the Melody Market "
                     "is empty nobody can learn. Your hand is yours alone: the others see how "
                     "many songs you hold, and a song taken from the top of the deck is seen by "
                     "you only."),
          _("rules", "Roadie's reading: a Market slot the empty deck cannot refill stays "
                     "empty.")),
    _rule("turn.play", _("rules", "Play a Song"), _("rules", "Play a song"),
          _("rules", "Play a song from your hand, or a Standard Song nobody is playing, for a "
                     "crowd of Royal Street: each band member puts the energy the song asks of "
                     "its instrument on the song, which stays by the crowd until your next turn."),
          _("rules", "Roadie's reading: an instrument the song does not list needs no energy.")),
    _rule("turn.play.standard", _("rules", "Play a Song"), _("rules", "Playing a Standard"),
          _("rules", "A Standard Song also costs what its Standard token shows (1 or 2), paid in "
                     "dollars to the bank or energy from your band members to your reserve. You "
                     "cannot play the Standard you finished this turn."),
          _("rules", "Roadie's reading: the whole cost is paid one way, either all in dollars or "
                     "all in energy, never a mix.")),
    _rule("turn.pass", _("rules", "Pass"), _("rules", "Pass"),
          _("rules", "Flip your player card: you take no more turns this round. If you can "
                     "neither learn nor play, you must pass."),
          _("rules", "Roadie's reading: you may also pass when you could still learn or "
                     "play.")),
]

ROUND = [
    _rule("round.end", _("rules", "End of Round"), _("rules", "End of a round"),
          _("rules", "The round ends when every player has passed.")),
    _rule("round.payout", _("rules", "Pay Out Crowd Cards"), _("rules", "Crowd payouts"),
          _("rules", "Each crowd pays its 1st place payout to the player with the most energy on "
                     "it, who also takes its mood token; all players tied for most energy are "
                     "paid and the token goes to the box. Everyone with at least the threshold "
                     "of energy there, 1st place included, collects the threshold payout."),
          _("rules", "Roadie's reading: a crowd with no energy on it pays nobody and its mood "
                     "token goes to the box.")),
    _rule("round.reset", _("rules", "End of Round"), _("rules", "Rest up"),
          _("rules", "Except after round 3: Standard tokens back to 1, played songs back into "
                     "hands, 4 energy on each band member and 3 in reserve."),
          _("rules", "Roadie's reading: the Robot gets one set of 15 energy back and its played "
                     "songs are shuffled back into its Robot Song Deck.")),
    _rule("round.crowds", _("rules", "End of Round"), _("rules", "New crowds"),
          _("rules", "Except after round 3: the scored crowds go to the box; 4 new crowds come "
                     "out for round 2 and 5 for round 3, each with a mood token from the pile.")),
    _rule("round.first-player", _("rules", "End of Round"), _("rules", "Who starts"),
          _("rules", "The player with the most money starts the next round; then the one with "
                     "the most mood tokens; then the one who acted last in the round before."),
          _("rules", "Roadie's reading: on the last tie, of the players still tied, the one who "
                     "acted most recently starts.")),
    _rule("game.end", _("rules", "End of the Game"), _("rules", "End of the game"),
          _("rules", "The game ends after round 3. The player with the most money wins; ties go "
                     "to the most song cards, then to the most mood tokens."),
          _("rules", "Roadie's reading: your song cards are those in your hand and discard pile "
                     "(not the Standards); players still tied share the win.")),
    _rule("variant.mardi-gras", _("rules", "Mardi Gras Variant"), _("rules", "Mardi Gras"),
          _("rules", "The three Standard Songs are all Ability Songs.")),
]

SOLO = [
    _rule("solo.setup", _("rules", "Solo Setup"), _("rules", "Solo setup"),
          _("rules", "The Robot has its own energy and $3; its Robot Song Deck is every player "
                     "song not in use, shuffled.")),
    _rule("solo.robot", _("rules", "Solo Gameplay"), _("rules", "The Robot"),
          _("rules", "The Robot takes the first turn of every round and follows its Robot card "
                     "step by step; after you pass it takes one last turn, and the round ends."),
          _("rules", "Roadie's reading: the Robot puts on a song the energy its card says (the "
                     "song's total, give or take) from its own supply; it pays for Standards in "
                     "dollars, never uses abilities, and shuffles its discards into a new deck "
                     "when its deck is empty.")),
    _rule("solo.energy", _("rules", "Solo Gameplay"), _("rules", "The Robot's energy"),
          _("rules", "When the Robot runs out of energy it takes another set of 15 from the box. "
                     "The box holds 5 sets, less the players' and the Robot's own."),
          _("rules", "Roadie's reading: with the box empty the Robot plays a song with the energy "
                     "it has left; with none left, the song it flipped goes to its discard pile "
                     "unplayed and it buys no Standard. Each round it starts again with one "
                     "set.")),
    _rule("solo.difficulty", _("rules", "Solo Scaling Difficulty"), _("rules", "Difficulty"),
          _("rules", "Easy: the Robot starts without money. Medium: the rules as written. Medium "
                     "Advanced: $2 for a matched mood. Advanced: two closing turns after you "
                     "pass. Professional: both.")),
    _rule("solo.scoring", _("rules", "Solo Scoring"), _("rules", "Beat the Robot"),
          _("rules", "You win if you have more money than the Robot after round 3."),
          _("rules", "Roadie's reading: equal money is a loss.")),
]

RULES = SETUP + TURN + ROUND + SOLO

register(GAME, _("games", "Big Easy Busking"), RULES)
