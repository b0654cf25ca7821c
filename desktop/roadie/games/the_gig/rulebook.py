"""The Gig's rules in Roadie's words, keyed by rulebook section."""

from roadie.core.rulebook import register, rule_maker
from roadie.core.text import QT_TRANSLATE_NOOP as _

GAME = "the-gig"


_rule = rule_maker(GAME)


RULES = [
    # Setup
    _rule("setup.set-list", _("rules", "Setup › General Setup"), _("rules", "Set list"),
          _("rules", "A set list for the player count gives the six songs, played in order.")),
    _rule("setup.instruments", _("rules", "Setup › General Setup"), _("rules", "Instruments"),
          _("rules", "Each player takes one Instrument Board; two players never play the same "
                     "instrument."),
          _("rules", "Roadie's reading: the rulebook does not say how boards are shared out, so "
                     "Roadie deals them at random unless players choose theirs in the setup.")),
    _rule("setup.audience", _("rules", "Setup › Audience Setup"), _("rules", "Audience"),
          _("rules", "Early cards sit on top of Late ones; two players remove 6 of each, three "
                     "players 3 of each; a row of players + 1 cards is revealed."),
          _("rules", "Roadie's reading: The Showdown is set up as for two players, so its row "
                     "shows 3 cards each song (The Challenger discards from it first).")),
    _rule("setup.initiative", _("rules", "Setup › Audience Setup"), _("rules", "Initiative"),
          _("rules", "Only tokens numbered below the player count are used."),
          _("rules", "Roadie's reading: with two players the 1st token is used, as setup step 1 "
                     "says (the board note that removes it is not followed).")),
    # 1. The Song
    _rule("song.roll", _("rules", "1. The Song"), _("rules", "Everybody rolls"),
          _("rules", "After the countdown every player rolls all four dice at once; then play "
                     "runs in real time.")),
    _rule("song.rows", _("rules", "1. The Song › Rows"), _("rules", "Rows"),
          _("rules", "A die goes in the row of its value, 1 to 6: in one of its spaces or in its "
                     "Harmony space.")),
    _rule("song.one-per-space", _("rules", "1. The Song › Placing Dice"),
          _("rules", "One die per space"), _("rules", "Each space of the song holds one die.")),
    _rule("song.harmony", _("rules", "1. The Song › Placing Dice"), _("rules", "Harmony spaces"),
          _("rules", "The Harmony space at the end of a row takes dice of that row's value at "
                     "any time; it holds several dice, but only one of each colour."),
          _("rules", "Roadie's reading: \u201cat any time\u201d is about timing (whether or not "
                     "the row is full); a die still goes in its own row's Harmony space, never "
                     "another row's.")),
    _rule("song.one-at-a-time", _("rules", "1. The Song › Placing Dice"),
          _("rules", "One hand"),
          _("rules", "You hold and place one die at a time: while a die is in your hand you "
                     "place that one, not another from your tray."),
          _("rules", "Roadie's reading: you may put the held die back in your tray.")),
    _rule("song.clash", _("rules", "1. The Song › Resolving Clashes"), _("rules", "Clashes"),
          _("rules", "Two claims on one space close together in time clash: both dice go back "
                     "to their pools and are rolled again."),
          _("rules", "Roadie's reading: claims closer together than the clash window (an "
                     "option) clash; a later claim finds the space taken. The first claim is "
                     "down as soon as it is made, so yielding is the later claimant's: "
                     "claiming the space within the window means neither yielded, placing "
                     "elsewhere (or waiting out the window) is yielding.")),
    _rule("song.rerolling", _("rules", "1. The Song › Rolling Dice"), _("rules", "Re-rolling"),
          _("rules", "Until somebody places a fourth die you may re-roll dice in your pool as "
                     "often as you like.")),
    _rule("song.in-hand", _("rules", "1. The Song › Re-rolling Dice"),
          _("rules", "A die in hand"),
          _("rules", "A die you were holding when the Bridge was called may be rolled once more.")),
    _rule("song.bridge-call", _("rules", "1. The Song"), _("rules", "Take it to the Bridge!"),
          _("rules", "The first player to place a fourth die calls the Bridge: nobody re-rolls "
                     "any more, and the remaining dice are placed.")),
    _rule("song.notation", _("rules", "2. The Bridge › Using Symbols"),
          _("rules", "Notation symbols"),
          _("rules", "Erase a Notation symbol to change one of your unplaced dice, any time in "
                     "the Song, even after the Bridge is called.")),
    _rule("song.flat", _("rules", "Using Symbols › Flat"), _("rules", "Flat"),
          _("rules", "Lower a die by 1; a 1 becomes a 6.")),
    _rule("song.sharp", _("rules", "Using Symbols › Sharp"), _("rules", "Sharp"),
          _("rules", "Raise a die by 1; a 6 becomes a 1.")),
    _rule("song.repeat", _("rules", "Using Symbols › Repeat"), _("rules", "Repeat"),
          _("rules", "Turn a die to the value of another of your dice, placed or not.")),
    _rule("song.rest", _("rules", "Using Symbols › Rest"), _("rules", "Rest"),
          _("rules", "Turn a die to a value none of your dice shows.")),
    _rule("song.initiative", _("rules", "1. The Song › Taking the Initiative"),
          _("rules", "Initiative"),
          _("rules", "Placing your fourth die takes the lowest Initiative token left; with the "
                     "Audience cards the 1st brings a Spotlight."),
          _("rules", "Roadie takes the token for you. The 1st token's Spotlight comes only "
                     "with the Audience cards, in the turn-based rules too (there the tokens "
                     "are laid out without the cards, for the placing order only).")),
    _rule("song.clock", _("rules", "1. The Song"), _("rules", "Real time"),
          _("rules", "Claims are ordered by the table's clock; time never runs backwards.")),
    _rule("song.done", _("rules", "1. The Song"), _("rules", "All dice placed"),
          _("rules", "The Song ends when every player has placed their dice, \u201cif they "
                     "still can\u201d."),
          _("rules", "Roadie's reading: a die that has no free space in its row, whose Harmony "
                     "space already holds your colour, and that can't be rolled again (after "
                     "the call: unless it was in your hand, or an Audience card gives a "
                     "re-roll) stays unplaced. Notation symbols may still change it; or you "
                     "leave it off the song. The Song ends when every player is done: all "
                     "dice placed, or the rest left or stuck with no Notation symbol to "
                     "change them. In the turn-based rules a done player's turn passes, and "
                     "the Song ends after the second round.")),
    _rule("notes-full", _("rules", "Using Symbols"), _("rules", "A full Notes track"),
          _("rules", "Each Notes track has a fixed number of boxes; a full one takes no more "
                     "marks."),
          _("rules", "Roadie's reading: a full track is never offered as a choice (Keys, "
                     "Vocals, Audience cards); when every track is full the owed symbol is "
                     "dropped and the log says so, as it does for a discard reward or a "
                     "copy that finds its track full.")),
    # 2. The Bridge
    _rule("solo.pick-one", _("rules", "Instrument Solos › Pick One"), _("rules", "Pick one groove"),
          _("rules", "Draw exactly one of your grooves on your solo each song, if any fits.")),
    _rule("solo.grooves", _("rules", "Instrument Solos › Find Your Grooves"), _("rules", "Grooves"),
          _("rules", "A groove is 1 to 4 of your dice linked side by side or corner to corner; "
                     "Harmony dice never count, and you may leave dice out if the rest stay "
                     "linked.")),
    _rule("solo.shape", _("rules", "Instrument Solos › Play Your Solo"), _("rules", "Same shape"),
          _("rules", "The groove keeps its shape on the solo grid, turned or flipped as you "
                     "like.")),
    _rule("solo.start", _("rules", "Instrument Solos › Play Your Solo"), _("rules", "Start space"),
          _("rules", "Your first groove covers the start space beside >>>.")),
    _rule("solo.adjacent", _("rules", "Instrument Solos › Play Your Solo"),
          _("rules", "Touch another groove"),
          _("rules", "Every later groove touches one already drawn, side or corner.")),
    _rule("solo.overlap", _("rules", "Instrument Solos › Play Your Solo"), _("rules", "No overlap"),
          _("rules", "Grooves never overlap, and never cross each other diagonally."),
          _("rules", "Roadie's reading: two grooves may not each pass diagonally through the "
                     "same corner of four spaces.")),
    _rule("solo.benefits", _("rules", "Instrument Solos › Solo Benefits"), _("rules", "Benefits"),
          _("rules", "Enclosed points score at the end, enclosed symbols are gained at once, and "
                     "the highest multiplier in a groove multiplies everything else in it.")),
    _rule("instrument.horn", _("rules", "Instrument Symbols › The Horn"), _("rules", "The Horn"),
          _("rules", "Numbers enclosed in the rightmost column are multiplied by the number of "
                     "enclosed Horn symbols, when there are two or more."),
          _("rules", "Roadie's reading: a groove's multiplier applies to those numbers first; "
                     "Horn symbols themselves are never multiplied.")),
    _rule("instrument.drums", _("rules", "Instrument Symbols › The Drums"), _("rules", "The Drums"),
          _("rules", "A Drums and a Sticks in the same groove score 7 as a pair; multipliers "
                     "apply.")),
    _rule("instrument.keys", _("rules", "Instrument Symbols › The Keys"), _("rules", "The Keys"),
          _("rules", "An enclosed Keys symbol gives one Notation symbol of your choice at once; "
                     "multipliers give more.")),
    _rule("instrument.sax", _("rules", "Instrument Symbols › The Sax"), _("rules", "The Sax"),
          _("rules", "Each enclosed Sax symbol scores at the end; multipliers apply.")),
    _rule("instrument.vocals", _("rules", "Instrument Symbols › The Vocals"),
          _("rules", "The Vocals"),
          _("rules", "A Vocals symbol copies one other symbol in its groove at once and is "
                     "crossed out; left uncrossed, it copies a point space of its groove at the "
                     "end. Multipliers apply once."),
          _("rules", "Roadie's reading: each uncrossed Vocals copies a different point space of "
                     "its groove, the best ones first.")),
    _rule("instrument.bass", _("rules", "Instrument Symbols › The Bass"), _("rules", "The Bass"),
          _("rules", "Each of the two widest rows scores 10 when grooves fill it.")),
    _rule("bridge.harmonies", _("rules", "2. The Bridge › b. Score Harmonies"),
          _("rules", "Harmonies"),
          _("rules", "A die of yours in a Harmony space scores 2 for every filled space of that "
                     "row, Harmony spaces not counted.")),
    _rule("bridge.remove", _("rules", "2. The Bridge › c. Remove Dice, Gain Bonuses"),
          _("rules", "Remove dice"),
          _("rules", "Dice leave the song one by one; you mark the symbol under each of yours."),
          _("rules", "Roadie's reading: the Notes section holds a limited number of each "
                     "Notation symbol; marks beyond it are lost.")),
    # 3. The Applause
    _rule("applause.order", _("rules", "3. The Applause"), _("rules", "Applause order"),
          _("rules", "In Initiative order, players without a token last, each player buys or "
                     "discards one card of the row, or lets it be.")),
    _rule("applause.buy", _("rules", "3. The Applause › Buying Cards"), _("rules", "Buy"),
          _("rules", "Pay the card's cost in Spotlights to take it; an immediate effect happens "
                     "now.")),
    _rule("applause.discard", _("rules", "3. The Applause › Discarding Cards"),
          _("rules", "Discard"),
          _("rules", "Discard a card from the row to gain its reward; nobody can buy it then.")),
    _rule("applause.choice", _("rules", "3. The Applause"), _("rules", "Choices first"),
          _("rules", "Finish the choice you owe (a symbol to pick, a groove to draw) first.")),
    # 4. The Tune-Up and final scoring
    _rule("tune-up", _("rules", "4. The Tune-Up"), _("rules", "Tune-Up"),
          _("rules", "Dice go home, the next song of the set list opens, and a new row of "
                     "Audience cards is revealed.")),
    _rule("final.scoring", _("rules", "Final Scoring"), _("rules", "Final scoring"),
          _("rules", "Solo points, 1 per Spotlight, Audience cards, 5 per player with fewer of "
                     "each symbol than you, 5 per set of four different Notation symbols, and "
                     "Harmonies; ties share the win."),
          _("rules", "Roadie's reading: Spotlights are a Symbol in the majorities too, counted "
                     "as you hold them at the end (those spent on Audience cards are rubbed "
                     "out).")),
    # Turn-based variant
    _rule("turn-based.lock", _("rules", "Alternative Turn-Based Rules"), _("rules", "Lock in"),
          _("rules", "Re-roll freely and lock dice in on your instrument board; with all four "
                     "locked, take an Initiative token (players - 1 of them). Dice are locked "
                     "in only then, before the placing."),
          _("rules", "Roadie's reading: notation symbols may still change locked dice.")),
    _rule("turn-based.stop", _("rules", "Alternative Turn-Based Rules"), _("rules", "Last player"),
          _("rules", "When the tokens are gone the last player stops re-rolling."),
          _("rules", "Roadie's reading: the end of re-rolling here is the turn-based Bridge "
                     "call: an Audience card's re-roll may still roll one of your locked dice "
                     "while the dice are placed (it stays locked in).")),
    _rule("turn-based.place", _("rules", "Alternative Turn-Based Rules"),
          _("rules", "Place in order"),
          _("rules", "In Initiative order each player places 2 dice; then once more.")),
    # The Showdown
    _rule("showdown.challenger", _("rules", "The Showdown › Rolling Dice"),
          _("rules", "The Challenger rolls"),
          _("rules", "Each time you roll, The Challenger rolls one die; unless it is a 6 it "
                     "goes on the leftmost free space of its row before you place again."),
          _("rules", "Roadie's reading: \u201cthe space that matches the corresponding "
                     "symbol\u201d is the row of the die's value; it takes that row's leftmost "
                     "free space, never a Harmony space, and stays off the song when the row "
                     "is full. It rolls with an Audience card's re-roll too.")),
    _rule("showdown.reroll-end", _("rules", "The Showdown › The Bridge"),
          _("rules", "End of re-rolling"),
          _("rules", "You stop re-rolling once you place a die, the Challenger's fourth die is "
                     "placed, or the timer runs out."),
          _("rules", "Roadie's reading: that is The Showdown's Bridge call, so an Audience "
                     "card's re-roll still works after it.")),
    _rule("showdown.applause", _("rules", "The Showdown › The Applause"),
          _("rules", "The Challenger's Applause"),
          _("rules", "The Challenger discards first: 1 card for 2 placed dice, 2 for 3-4 or if "
                     "the timer beat you, picking rewards for its emptiest symbol track."),
          _("rules", "Roadie's reading: the upper-leftmost empty space of its symbol tracker is "
                     "in the leftmost column with an empty space, so its emptiest track comes "
                     "first, ties going to the upper track (Flat, Sharp, Repeat, Rest, "
                     "Spotlight); when no card in the row rewards that symbol, the next track "
                     "in that order is tried.")),
    _rule("showdown.unplaced", _("rules", "The Showdown › Unplaced Dice"),
          _("rules", "Unplaced Challenger dice"),
          _("rules", "Each Challenger die left off the song is worth 5 to it.")),
    _rule("showdown.scoring", _("rules", "The Showdown › Endgame Scoring"),
          _("rules", "The Challenger scores"),
          _("rules", "The Challenger's symbol majorities are worth 10; beat its total to win; "
                     "Hard gives it 20 points to start, Expert 30.")),
    _rule("showdown.timer", _("rules", "The Showdown › Difficulty Balancing"), _("rules", "Timer"),
          _("rules", "With the timer on, time up ends re-rolling for the song."),
          _("rules", "Roadie's reading: the timer runs from the moment the song opens; the "
                     "rules check the time of every claim, so a re-roll after it is refused "
                     "and any other claim after it first records that the timer beat you. A "
                     "time-up is never undone.")),
]

register(GAME, _("games", "The Gig"), RULES)
