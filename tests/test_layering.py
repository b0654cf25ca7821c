"""Imports point one way (shared/design/ARCHITECTURE.md): no Qt below the UI,
no game importing another, nothing importing the UI."""

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
        if layer in ("ui", None):
            if target == "ui" and layer is None and rel.name != "cli.py":
                found.append(f"{rel} imports the UI ({name})")
            continue
        if name.startswith(QT):
            found.append(f"{rel} imports Qt ({name}); only ui/ may")
        elif target not in (None, "__init__") and target not in ALLOWED[layer]:
            found.append(f"{rel} ({layer}) may not import {name}")
        elif layer == "games" and target == "games" and len(rel.parts) > 2:
            other = name.split(".")[2] if name.count(".") >= 2 else rel.parts[1]
            if other != rel.parts[1]:
                found.append(f"{rel} imports another game ({name})")
    return found


SOURCES = sorted(PACKAGE.rglob("*.py"))


def test_the_walk_sees_the_package() -> None:
    layers = {p.relative_to(PACKAGE).parts[0] for p in SOURCES}
    assert {"core", "games", "match", "storage", "bots"} <= layers


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_the_right_way(path: Path) -> None:
    assert violations(path.relative_to(PACKAGE), path.read_text()) == []


@pytest.mark.parametrize(("where", "source"), [
    ("core/x.py", "from PySide6.QtCore import QObject"),
    ("games/gig_dice/x.py", "import roadie.games.the_gig.rules"),
    ("games/gig_dice/x.py", "from roadie.match.match import Match"),
    ("match/x.py", "from roadie.ui import app"),
    ("storage/x.py", "import shiboken6"),
])
def test_the_check_catches_a_wrong_arrow(where: str, source: str) -> None:
    assert violations(Path(where), source)
