"""Imports point one way (ARCHITECTURE.md): no Qt below the UI, no game importing
another, nothing importing the UI, the UI touching no game's rules or state, no cycles."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import roadie

PACKAGE = Path(roadie.__file__).parent

ALLOWED: dict[str, set[str]] = {
    "core": {"core"},
    "games": {"core", "games"},
    "bots": {"core", "games", "bots"},
    "match": {"core", "games", "bots", "match", "storage"},
    "storage": {"core", "games", "bots", "storage"},
    "net": {"core", "games", "bots", "match", "storage", "net"},
}
QT = ("PySide6", "shiboken6")
NET_QT = {Path("net/host.py"), Path("net/client.py"), Path("net/qt_loop.py"),
          Path("net/headless.py"), Path("net/failures.py")}
"""The network modules below the UI that own sockets (and the Qt timers and thread pool the
table and the host pace bots with, and the translated lines their failures show): they may
use QtNetwork and QtCore."""
GAME_VALUES = {"actions", "events", "views", "content", "lessons"}
"""The modules of a game the UI may import: its values and teaching words, never its rules or
state."""
APP_ENTRIES = {"cli.py", "selftest.py"}
"""Top-level modules that start the app (the command line, its self-test) and so may open the UI."""
UI_MATCH = {"client", "pacing", "holds", "time_scale", "session", "signal"}
"""The match modules the UI may import: the client seam, the bots' pacing and what holds it
(the table's waits, the time scale), never the match itself."""


def imports_of(source: str) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
            names += [f"{node.module}.{a.name}" for a in node.names]
    return names


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "roadie":
        return None
    if len(parts) == 1 or parts[1].startswith("__"):
        return "__init__"  # the package itself: its version string
    return parts[1]


def violations(rel: Path, source: str) -> list[str]:
    """Every import in *source* (a file at *rel* in the package) that points the wrong way."""
    layer = rel.parts[0] if len(rel.parts) > 1 else None
    found: list[str] = []
    for name in imports_of(source):
        target = layer_of(name)
        if layer == "ui":
            found += ui_violations(rel, name)
            continue
        if layer is None:
            if target == "ui" and rel.name not in APP_ENTRIES:
                found.append(f"{rel} imports the UI ({name})")
            continue
        if name.startswith(QT) and not net_qt(rel, name):
            found.append(f"{rel} imports Qt ({name}); only ui/ may")
        elif target not in (None, "__init__") and target not in ALLOWED[layer]:
            found.append(f"{rel} ({layer}) may not import {name}")
        elif layer == "games" and target == "games" and len(rel.parts) > 2:
            other = name.split(".")[2] if name.count(".") >= 2 else rel.parts[1]
            if other != rel.parts[1]:
                found.append(f"{rel} imports another game ({name})")
    return found


def net_qt(rel: Path, name: str) -> bool:
    """Whether *name* is Qt's network or core module imported by a network module."""
    return rel in NET_QT and name.split(".")[:2] in (["PySide6", "QtNetwork"],
                                                     ["PySide6", "QtCore"])


def ui_violations(rel: Path, name: str) -> list[str]:
    """The UI may import a game's values and the client seam, nothing else of either."""
    parts = name.split(".")
    if parts[:2] == ["roadie", "games"] and len(parts) > 3 and parts[3] not in GAME_VALUES:
        return [f"{rel} imports a game's rules or state ({name})"]
    if parts[:2] == ["roadie", "match"] and len(parts) > 2 and parts[2] not in UI_MATCH:
        return [f"{rel} imports the match itself ({name}); the UI plays through a client"]
    return []


def reads_state(source: str) -> list[int]:
    """Lines reading ``.state`` or ``.match`` (a game state, or the match behind a client)."""
    return sorted({node.lineno for node in ast.walk(ast.parse(source))
                   if isinstance(node, ast.Attribute) and node.attr in ("state", "match")})


SOURCES = sorted(PACKAGE.rglob("*.py"))
UI_SOURCES = [p for p in SOURCES if p.relative_to(PACKAGE).parts[0] == "ui"]


def test_the_walk_sees_the_package() -> None:
    layers = {p.relative_to(PACKAGE).parts[0] for p in SOURCES}
    assert {"core", "games", "match", "storage", "bots"} <= layers


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_the_right_way(path: Path) -> None:
    assert violations(path.relative_to(PACKAGE), path.read_text()) == []


@pytest.mark.parametrize("path", UI_SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_ui_reads_no_state(path: Path) -> None:
    assert reads_state(path.read_text()) == [], f"{path.name} reads a state or the match"


@pytest.mark.parametrize(("where", "source"), [
    ("core/x.py", "from PySide6.QtCore import QObject"),
    ("games/gig_dice/x.py", "import roadie.games.the_gig.rules"),
    ("games/gig_dice/x.py", "from roadie.match.match import Match"),
    ("match/x.py", "from roadie.ui import app"),
    ("storage/x.py", "import shiboken6"),
    ("ui/games/x/board.py", "from roadie.games.the_gig.song import place"),
    ("ui/games/x/board.py", "from roadie.games.the_gig.state import Groove"),
    ("ui/x.py", "from roadie.match.match import Match"),
    ("net/protocol.py", "from PySide6.QtNetwork import QTcpSocket"),
    ("net/host.py", "from PySide6.QtWidgets import QWidget"),
    ("net/host.py", "from roadie.ui import app"),
])
def test_the_check_catches_a_wrong_arrow(where: str, source: str) -> None:
    assert violations(Path(where), source)


def test_the_ui_may_use_a_games_values_and_the_client() -> None:
    source = ("from roadie.games.the_gig import actions as a\n"
              "from roadie.games.the_gig.views import TheGigView\n"
              "from roadie.match.client import TableClient\n")
    assert violations(Path("ui/games/x/board.py"), source) == []
    assert reads_state("x = client.match.state\n") == [1]


def test_the_network_modules_may_use_qt_sockets() -> None:
    source = "from PySide6.QtCore import QObject\nfrom PySide6.QtNetwork import QTcpSocket\n"
    assert violations(Path("net/client.py"), source) == []


def module_graph() -> dict[str, set[str]]:
    """Each module of the package and the package modules it imports when it runs
    (imports under ``if TYPE_CHECKING`` left out, imports inside functions counted)."""
    names = {module_name(p): p for p in SOURCES}
    graph: dict[str, set[str]] = {}
    for name, path in names.items():
        deps: set[str] = set()
        for node in runtime_imports(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                deps |= {a.name for a in node.names}
            elif node.module:
                base = resolve(node, name, path.name == "__init__.py")
                subs = {f"{base}.{a.name}" for a in node.names}
                deps |= ({s for s in subs if s in names}
                         | ({base} if any(s not in names for s in subs) else set()))
        graph[name] = {d for d in deps if d in names and d != name}
    return graph


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def resolve(node: ast.ImportFrom, module: str, package: bool) -> str:
    """The absolute name of a (possibly relative) ``from`` import."""
    if not node.level:
        return node.module or ""
    base = module.split(".")[: None if package else -1]
    base = base[: len(base) - node.level + 1]
    return ".".join([*base, *([node.module] if node.module else [])])


def runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    checking = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                and "TYPE_CHECKING" in ast.unparse(node.test) for n in ast.walk(node)}
    return [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)
            and id(n) not in checking]


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = [stack.pop()]
            while group[-1] != v:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_cycles() -> None:
    assert cycles(module_graph()) == []


def test_the_cycle_check_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
