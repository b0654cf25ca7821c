"""The ``roadie`` command: the desktop app, or headless work with a subcommand.

``roadie`` opens the app and ``roadie FILE`` a saved game in it; ``roadie --self-test``
checks that this copy can play (:mod:`roadie.selftest`); ``roadie games``, ``roadie
simulate``, ``roadie replay`` and ``roadie bench`` work without a window, and so do ``roadie
host`` and ``roadie join`` (LAN peers as processes: :mod:`roadie.net.headless`). Bad input gives
one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

from roadie import __version__
from roadie.core.errors import InputError, OptionsError, RoadieError
from roadie.core.files import parse_json


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    from roadie.storage.paths import use_user_packs

    use_user_packs()
    if not args:
        from roadie.ui.app import run

        return int(run([]))
    if args[0] == "--self-test":
        from roadie.selftest import self_test_main

        return self_test_main(args[1:])
    try:
        ns = _parser().parse_args(args)
        return int(ns.func(ns))
    except _UsageError as exc:
        if len(args) == 1 and Path(args[0]).is_file():  # a save, double-clicked
            return open_save(Path(args[0]))
        return _fail(str(exc))
    except RoadieError as exc:
        return _fail(str(exc))
    except BrokenPipeError:
        return 0
    except OSError as exc:  # a file or folder that can't be written: one line, not a traceback
        where = f"{exc.filename}: " if exc.filename else ""
        return _fail(f"{where}{exc.strerror or exc}")


def open_save(path: Path) -> int:
    """The desktop app with the game saved in *path* on its table (``roadie FILE``: what a
    double-clicked save runs, also while Roadie runs: it opens in that window); a file that
    can't be loaded is told in the window."""
    from roadie.ui.app import run

    return int(run([], path))


LONGEST_WORD = 300
"""An error line cuts a longer word (a value echoed back) to this many characters."""
LONGEST_LINE = 1000


def _fail(message: str) -> int:
    """One line on stderr (values cut short, control characters shown as ``?``); status 2."""
    words = [w if len(w) <= LONGEST_WORD else f"{w[:LONGEST_WORD - 20]}...({len(w):,} chars)"
             for w in message.split()]
    line = "".join(c if c.isprintable() else "?" for c in " ".join(words))
    if len(line) > LONGEST_LINE:
        line = line[:LONGEST_LINE - 3] + "..."
    print(f"roadie: error: {line}", file=sys.stderr)
    return 2


class _UsageError(Exception):
    """A command line argparse could not read."""


MAX_GAMES = 1_000_000
"""The most games ``roadie simulate`` plays in one run."""
MAX_MATCHUP_GAMES = 10_000
"""The most games ``roadie tournament`` plays per match-up."""
MAX_WORKERS = 256
SEED_BOUND = 2**63


def _port(text: str) -> int:
    """A port number for argparse: 0 to 65535."""
    if not (text.isascii() and text.isdigit() and len(text) <= 5 and int(text) <= 65_535):
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (0 to 65535)")
    return int(text)


def _within(option: str, value: float, low: float, high: float) -> None:
    """OptionsError naming *option* unless *value* is within [*low*, *high*] (NaN is not)."""
    if not low <= value <= high:
        raise OptionsError(f"{option} must be between {_number(low)} and {_number(high)}, "
                           f"not {_number(value)}")


def _number(value: float) -> str:
    return f"{value:,}" if isinstance(value, int) else f"{value:g}"


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad command line in one line (status 2), not a usage block."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(f"{message} (see: {self.prog} --help)")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="roadie", description="Roadie, a table for music "
                     "board games. With no command, opens the desktop app.")
    parser.add_argument("--version", action="version", version=f"roadie {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="check that this copy of Roadie can play; exit status 0 or 1")
    sub = parser.add_subparsers(required=True, metavar="COMMAND")

    games = sub.add_parser("games", help="list the games with their options and player counts")
    games.add_argument("--json", action="store_true", help="print JSON")
    games.set_defaults(func=cmd_games)

    sim = sub.add_parser("simulate", help="play games headless between random legal bots")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game; then +1")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--records", type=Path, metavar="DIR", help="write each game's record")
    sim.add_argument("--json", action="store_true", help="JSON Lines: one per game, then a summary")
    sim.set_defaults(func=cmd_simulate)

    rep = sub.add_parser("replay", help="replay a game record or save; print its hash and scores")
    rep.add_argument("file", type=Path)
    rep.add_argument("--json", action="store_true")
    rep.set_defaults(func=cmd_replay)

    _network_parsers(sub)
    bench = sub.add_parser("bench", help="measure playout speed, view() and hash cost per game")
    bench.add_argument("--seconds", type=float, default=3.0, help="time per game (default 3)")
    bench.add_argument("--game", action="append", help="only these games")
    bench.add_argument("--json", action="store_true")
    bench.set_defaults(func=cmd_bench)
    _tournament_parser(sub)
    return parser


def _network_parsers(sub: Any) -> None:
    host = sub.add_parser("host", help="host a LAN game: peers join its lobby; it begins "
                                       "once every seat is taken and ready, and ends with it")
    host.add_argument("game", nargs="?", help="(not with --resume)")
    host.add_argument("--resume", type=Path, metavar="SAVE",
                      help="host again the game autosaved at SAVE: peers rejoin their seats")
    host.add_argument("--autosave", type=Path, metavar="SAVE",
                      help="autosave here after every action (default: lan-host.roadie among "
                           "the saves)")
    host.add_argument("--seats", default="open,open",
                      help="per seat: open, bot:LEVEL or reserved:NAME (default: open,open)")
    host.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    host.add_argument("--seed", type=int, default=None)
    host.add_argument("--address", default="0.0.0.0", help="listen here (127.0.0.1: loopback)")
    host.add_argument("--port", type=_port, default=None,
                      help="0: any free port (default 45742; with --resume, the port it had)")
    host.add_argument("--password", default=None)
    host.add_argument("--pace", type=float, default=1.0, help="factor on the bots' pauses")
    host.set_defaults(func=cmd_host)
    join = sub.add_parser("join", help="fill a seat of a LAN game with a headless bot")
    join.add_argument("address", help="HOST or HOST:PORT")
    join.add_argument("--bot", default="normal", metavar="LEVEL")
    join.add_argument("--name", default="Roadie bot")
    join.add_argument("--password", default=None)
    join.add_argument("--invite", default=None, metavar="CODE",
                      help="the code the host gave for a seat it keeps for you")
    join.add_argument("--pace", type=float, default=1.0, help="factor on the bot's pauses")
    join.add_argument("--seed", type=int, default=1)
    join.set_defaults(func=cmd_join)


def cmd_host(ns: argparse.Namespace) -> int:
    import ipaddress
    import secrets

    from roadie.net import headless
    from roadie.storage.paths import saves_dir

    _network_values(ns)
    try:
        ipaddress.ip_address(ns.address)
    except ValueError:
        raise OptionsError(f"--address {ns.address!r} is not an IP address (0.0.0.0: every "
                           "network, 127.0.0.1: this machine only)") from None
    if ns.resume is not None:
        return headless.rehost(ns.resume, address=ns.address, port=ns.port,
                               password=ns.password, pace=ns.pace)
    if ns.game is None:
        raise RoadieError("host needs a GAME (or --resume SAVE)")
    seed = ns.seed if ns.seed is not None else secrets.randbelow(2**31)
    autosave = ns.autosave or saves_dir() / "lan-host.roadie"
    autosave.parent.mkdir(parents=True, exist_ok=True)
    return headless.host(ns.game, ns.seats.split(","), parse_option_values(ns.option), seed,
                         address=ns.address, port=45_742 if ns.port is None else ns.port,
                         password=ns.password, pace=ns.pace, autosave=autosave)


def cmd_join(ns: argparse.Namespace) -> int:
    import ipaddress

    from roadie.net import headless

    _network_values(ns)
    address, _sep, port = ns.address.rpartition(":") if ":" in ns.address else (ns.address,
                                                                                "", "45742")
    with contextlib.suppress(ValueError):  # an IPv6 address alone: the default port
        address, port = str(ipaddress.ip_address(ns.address)), "45742"
    if address.startswith("[") and address.endswith("]"):  # [IPv6]:PORT
        address = address[1:-1]
    try:
        number = _port(port)
    except argparse.ArgumentTypeError:
        number = 0
    if not address or not number:
        raise RoadieError(f"{ns.address!r} is not HOST or HOST:PORT (a port from 1 to 65535)")
    return headless.join(address, number, level=ns.bot, name=ns.name,
                         password=ns.password, invite=ns.invite, pace=ns.pace, seed=ns.seed)


def _network_values(ns: argparse.Namespace) -> None:
    """The pace and seed of ``host`` and ``join`` within bounds (OptionsError if not)."""
    _within("--pace", ns.pace, 0, 100)
    if ns.seed is not None:
        _within("--seed", ns.seed, -SEED_BOUND + 1, SEED_BOUND - 1)


def _tournament_parser(sub: Any) -> None:
    tour = sub.add_parser("tournament", help="bot levels against each other and the automaton")
    tour.add_argument("game")
    tour.add_argument("--bots", default="easy,normal,hard", help="levels, comma-separated")
    tour.add_argument("--games", type=int, default=20, help="games per match-up")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--players", type=int, default=2)
    tour.add_argument("--workers", type=int, default=None, help="processes (default: cores)")
    tour.add_argument("--no-automaton", action="store_true", help="skip the solo match-ups")
    tour.add_argument("--out", type=Path, default=Path("."), help="folder for CSV and PNG")
    tour.set_defaults(func=cmd_tournament)


def cmd_tournament(ns: argparse.Namespace) -> int:
    """Play the match-ups, print the table, write ``GAME-tournament.csv`` and ``.png``."""
    from roadie import games
    from roadie.bots.level_info import LEVEL_INFO
    from roadie.bots.tournament import jobs, run, table, tally, write_csv

    game = games.get(ns.game)
    levels = [lv.strip() for lv in ns.bots.split(",") if lv.strip()]
    unknown = [lv for lv in levels if lv not in LEVEL_INFO]
    if unknown or len(levels) < 1 or len(set(levels)) < len(levels):
        raise OptionsError(f"--bots takes levels among {', '.join(LEVEL_INFO)}, each once")
    _within("--games", ns.games, 1, MAX_MATCHUP_GAMES)
    _within("--seed", ns.seed, -SEED_BOUND + 1, SEED_BOUND - 1 - ns.games)
    if ns.workers is not None:
        _within("--workers", ns.workers, 1, MAX_WORKERS)
    game.make_options(ns.players)
    _folder(ns.out, "--out")
    todo = jobs(game.info.id, levels, ns.games, ns.seed, ns.players, not ns.no_automaton)
    lines = tally(run(todo, ns.workers or os.cpu_count() or 1, _progress_bar))
    print(table(lines))
    stem = ns.out / f"{game.info.id}-tournament"
    write_csv(lines, stem.with_suffix(".csv"))
    from roadie.ui.chart import draw_chart

    draw_chart(lines, stem.with_suffix(".png"), f"{game.info.id}: win rates, 95% intervals")
    print(f"wrote {stem}.csv and {stem}.png")
    return 0


def _progress_bar(items: Any, total: int) -> Any:
    """A progress bar on a terminal (tqdm); plain iteration elsewhere."""
    from tqdm import tqdm  # type: ignore[import-untyped]

    return tqdm(items, total=total, disable=not sys.stderr.isatty(), unit="game")


# --- roadie games -------------------------------------------------------------

def cmd_games(ns: argparse.Namespace) -> int:
    from roadie import games

    listing: list[dict[str, Any]] = []
    for game_id in games.available():
        game = games.get(game_id)
        info = game.info
        options = {
            name: {"type": _type_name(field.annotation), "default": field.default}
            for name, field in game.options_model.model_fields.items() if name != "players"
        }
        listing.append({"id": info.id, "title": info.title, "pitch": info.pitch,
                        "players": [1 if info.solo else info.min_players, info.max_players],
                        "solo": info.solo, "options": options})
    if ns.json:
        print(json.dumps(listing, indent=1))
        return 0
    for item in listing:
        low, high = item["players"]
        print(f"{item['id']}  ({item['title']}, {low}-{high} players"
              f"{', solo' if item['solo'] else ''})\n  {item['pitch']}")
        for name, opt in item["options"].items():
            print(f"  --option {name}=<{opt['type']}>  (default {opt['default']})")
    return 0


def _type_name(annotation: Any) -> str:
    return getattr(annotation, "__name__", None) or str(annotation).replace("typing.", "")


# --- roadie simulate ------------------------------------------------------------

def parse_option_values(pairs: list[str]) -> dict[str, Any]:
    """``NAME=VALUE`` pairs; values are read as JSON when they can be (10, true, null)."""
    values: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or not name:
            raise OptionsError(f"option {pair!r} is not NAME=VALUE")
        try:
            values[name] = parse_json(raw, f"--option {name}")
        except InputError:
            values[name] = raw
    return values


def cmd_simulate(ns: argparse.Namespace) -> int:
    from roadie import games
    from roadie.bots.playout import play_random

    game = games.get(ns.game)
    values = parse_option_values(ns.option)
    if "players" in values:
        raise OptionsError("set the number of players with --players, not --option")
    options = game.make_options(ns.players, values)
    _within("--games", ns.games, 1, MAX_GAMES)
    _within("--seed", ns.seed, -SEED_BOUND + 1, SEED_BOUND - 1 - ns.games)
    if ns.records:
        _folder(ns.records, "--records")
    wins: list[float] = []
    totals: list[int] = []
    actions = 0
    progress = _Progress(ns.games, enabled=not ns.json and sys.stderr.isatty())
    started = time.perf_counter()
    for n in range(ns.games):
        seed = ns.seed + n
        result, _, record = play_random(game, options, seed, record=ns.records is not None)
        if record is not None:
            from roadie.core.record import with_content
            from roadie.storage.atomic import write_atomic

            path = ns.records / f"{game.info.id}-seed{seed}.json"
            write_atomic(path, with_content(record).model_dump_json(indent=1).encode())
        if not wins:
            names = [s.name if s.automaton else f"seat {s.seat + 1}"
                     for s in result.score_sheet.seats]
            wins, totals = [0.0] * len(names), [0] * len(names)
        for w in result.winners:
            wins[w] += 1
        totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
        actions += result.actions
        if ns.json:
            print(result.model_dump_json(include={"seed", "scores", "winners", "actions", "hash"}))
        else:
            progress.clear()
            print(f"game {n + 1:>4}  seed {seed:<6} {result.actions:>6} actions  scores "
                  f"{'/'.join(map(str, result.scores)):<16} winner "
                  f"{', '.join(names[w] for w in result.winners)}  {result.hash[:12]}")
        progress.step()
    elapsed = max(time.perf_counter() - started, 1e-9)
    progress.clear()
    summary = {"summary": True, "game": game.info.id, "games": ns.games, "players": ns.players,
               "seats": names, "wins": wins, "actions": actions,
               "mean_scores": [round(t / ns.games, 2) for t in totals]}
    if ns.json:
        print(json.dumps(summary))
    else:
        print(f"{ns.games} games of {game.info.id}, {ns.players} players: wins "
              + ", ".join(f"{name} {w:g}" for name, w in zip(names, wins, strict=True))
              + "; mean scores " + "/".join(f"{m:g}" for m in summary["mean_scores"])
              + f"; {actions} actions, {actions / elapsed:,.0f} actions/s")
    return 0


def _folder(folder: Path, option: str) -> None:
    """Make sure *folder* is a folder files can be written to, before any work (OptionsError
    naming *option* if not)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OptionsError(f"{option} {folder}: {exc.strerror or exc}") from None
    if not folder.is_dir():
        raise OptionsError(f"{option} {folder}: not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise OptionsError(f"{option} {folder}: Roadie may not write there")


class _Progress:
    """A one-line progress bar on stderr, only on a terminal."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total, self.done, self.enabled = total, 0, enabled and total > 1

    def step(self) -> None:
        self.done += 1
        if self.enabled:
            filled = 30 * self.done // self.total
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {self.done}/{self.total}")
            sys.stderr.flush()

    def clear(self) -> None:
        if self.enabled and self.done:
            sys.stderr.write("\r\033[K")


# --- roadie replay --------------------------------------------------------------

def cmd_replay(ns: argparse.Namespace) -> int:
    from roadie import games
    from roadie.core.errors import InputError, RecordError
    from roadie.core.files import read_json
    from roadie.core.game import state_hash
    from roadie.core.record import parse_record, replay
    from roadie.storage.saves import load_save

    try:
        data = read_json(ns.file)
    except InputError as exc:
        raise RecordError(str(exc)) from None
    raw = json.dumps(data).encode()
    if isinstance(data, dict) and data.get("format") == "roadie-save":
        save, state = load_save(raw, ns.file.name)
        record = save.record
    else:
        record = parse_record(raw, ns.file.name)
        state = replay(games.get(record.game), record)
    game = games.get(record.game)
    sheet = game.score(state)
    digest = state_hash(state)
    over = game.is_over(state)
    winners = sheet.winners if over else []  # a game in progress has no winner yet
    if ns.json:
        print(json.dumps({"game": record.game, "actions": len(record.actions), "hash": digest,
                          "scores": sheet.totals, "winners": winners, "over": over}))
    else:
        print(f"{record.game}: {len(record.actions)} actions, hash {digest}")
        names = [s.name if s.automaton else f"seat {s.seat + 1}" for s in sheet.seats]
        print("scores " + "/".join(map(str, sheet.totals)) + (
            "  winner " + ", ".join(names[w] for w in winners) if over
            else "  not over: no winner yet"))
    return 0


# --- roadie bench ---------------------------------------------------------------

def cmd_bench(ns: argparse.Namespace) -> int:
    from roadie import games
    from roadie.bots.bench import bench_game

    if not 0 < ns.seconds <= 3600:  # also refuses nan and inf
        raise OptionsError("--seconds must be more than 0 and at most 3600")
    for game_id in ns.game or games.available():
        figures = bench_game(games.get(game_id), seconds=ns.seconds)
        if ns.json:
            print(json.dumps(figures))
        else:
            print(f"{game_id} ({figures['players']} players, one core): "
                  f"{figures['actions_per_s']:,.0f} random-playout actions/s, "
                  f"{figures['games_per_s']:,.1f} games/s, view() {figures['view_us']:.1f} µs, "
                  f"state hash {figures['hash_us']:.1f} µs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
