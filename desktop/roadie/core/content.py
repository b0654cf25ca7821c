"""Content packs: the cards, songs and boards a game ships as data.

A pack is a folder ``resources/content/<game>/<pack>/`` holding one JSON file
per field of the game's pack schema (a pydantic model). Loading validates every
file; any error names the file, the item and the field, and nothing half-loads.
Players' own packs are named ``player:<pack>``, so they never replace a built-in
one; :func:`pack_digest` fingerprints a pack for the records played with it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from roadie.core.errors import ContentError, InputError
from roadie.core.files import read_bytes, read_json

if TYPE_CHECKING:
    from pydantic import BaseModel

P = TypeVar("P", bound="BaseModel")

_EXTRA_ROOTS: list[Path] = []
"""Further folders of packs (a player's own), added by the app at start-up."""


def add_pack_root(root: Path) -> None:
    """Also look for packs in ``<root>/<game>/<pack>/``."""
    if root not in _EXTRA_ROOTS:
        _EXTRA_ROOTS.append(root)


def resources_dir() -> Path:
    """The ``resources`` folder: inside the installed package, or the source checkout's."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "resources", here.parent.parent / "resources"):
        if candidate.is_dir():
            return candidate
    raise ContentError(f"Roadie's resources folder is missing (looked beside {here})")


PLAYER_PACK = "player:"
"""The prefix of the names of players' own packs."""


def pack_dirs(game: str, extra_roots: list[Path] | None = None) -> dict[str, Path]:
    """Packs available for *game*: built-in ones, then the players' own (``player:<name>``)."""
    found = _packs_in(resources_dir() / "content" / game, "")
    for root in [*_EXTRA_ROOTS, *(extra_roots or [])]:
        for name, folder in _packs_in(root / game, PLAYER_PACK).items():
            found.setdefault(name, folder)
    return found


def _packs_in(folder: Path, prefix: str) -> dict[str, Path]:
    try:
        packs = sorted(p for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else []
    except OSError:
        return {}
    return {f"{prefix}{pack.name}": pack for pack in packs}


_DIGESTS: dict[tuple[Any, ...], str] = {}


def pack_digest(game: str, pack: str) -> str | None:
    """A fingerprint of the files of *game*'s pack *pack* (``None`` if there is no such pack)."""
    folder = pack_dirs(game).get(pack)
    if folder is None:
        return None
    try:
        files = sorted(p for p in folder.glob("*.json") if p.is_file())
        key = (folder, *((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files))
        if key not in _DIGESTS:
            import hashlib  # (not before the launcher's first frame, which lists packs)

            digest = hashlib.sha256()
            for path in files:
                digest.update(path.name.encode() + b"\0" + read_bytes(path) + b"\0")
            _DIGESTS[key] = digest.hexdigest()[:16]
    except (OSError, InputError):
        return None
    return _DIGESTS[key]


def load_pack(schema: type[P], folder: Path) -> P:
    """Load and validate the pack in *folder* against *schema*, all or nothing."""
    data: dict[str, Any] = {}
    problems: list[str] = []
    for name in schema.model_fields:
        path = folder / f"{name}.json"
        if not path.exists():
            problems.append(f"{path.name}: file is missing")
            continue
        try:
            data[name] = read_json(path)
        except InputError as exc:
            problems.append(str(exc))
    if not problems:
        from pydantic import ValidationError  # not before: listing packs needs no pydantic

        try:
            return schema.model_validate(data)
        except ValidationError as exc:
            problems = [_describe(err, data) for err in exc.errors()]
    raise ContentError(f"content pack {folder.name!r} of {folder.parent.name!r}: "
                       + "; ".join(problems))


def _describe(err: Any, data: dict[str, Any]) -> str:
    """One validation error as 'file.json: item 3 (\"name\"), field x: message'."""
    loc = list(err["loc"])
    file = f"{loc.pop(0)}.json" if loc else "pack"
    where: list[str] = []
    node: Any = data.get(file.removesuffix(".json"))
    for part in loc:
        if isinstance(part, int):
            label = f"item {part + 1}"
            item = node[part] if isinstance(node, list) and part < len(node) else None
            if isinstance(item, dict):
                key = item.get("id", item.get("name"))
                if key is not None:
                    label += f" ({key!r})"
            where.append(label)
            node = item
        else:
            where.append(f"field {part}")
            node = node.get(part) if isinstance(node, dict) else None
    return f"{file}: {', '.join(where) or 'top level'}: {err['msg']}"
