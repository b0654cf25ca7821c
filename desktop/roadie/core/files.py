"""The one reader for every file Roadie opens: saves, records, content packs, settings.

Only regular files are read (a FIFO or a device is refused before a byte is read),
never more than a size limit, and JSON is parsed with bounds: a nesting depth, whole
numbers of at most 64 bits, finite decimals. Every problem is an :class:`InputError`
with one readable line naming the file.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

from roadie.core.errors import InputError

MAX_BYTES = 32 * 1024 * 1024
"""The largest file Roadie reads (a long game's save is well under 1 MB)."""
MAX_DEPTH = 32
"""The deepest JSON nesting Roadie reads (its own files nest fewer than 10 levels)."""
INT_BOUND = 2**63
"""Whole numbers are read if their size is below this."""


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at *path*, at most *limit* of them."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise InputError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise InputError(f"{path.name} is not a regular file")
        if info.st_size > limit:
            raise InputError(f"{path.name} is too large ({info.st_size:,} bytes; "
                             f"the limit is {limit:,})")
        data = _read_up_to(fd, limit + 1)
    except OSError as exc:
        raise InputError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise InputError(f"{path.name} is too large (the limit is {limit:,} bytes)")
    return data


def _read_up_to(fd: int, size: int) -> bytes:
    chunks: list[bytes] = []
    while size > 0 and (chunk := os.read(fd, min(size, 1 << 20))):
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    """The JSON value in the file at *path*, read within Roadie's bounds."""
    return parse_json(read_bytes(path, limit), path.name)


def parse_json(data: bytes | str, source: str) -> Any:
    """A JSON value from *data* within the bounds; *source* names it in errors."""
    try:
        value = json.loads(data, parse_int=_whole, parse_float=_decimal,
                           parse_constant=_no_constant)
    except RecursionError:
        raise InputError(f"{source} is nested too deeply") from None
    except UnicodeDecodeError:
        raise InputError(f"{source} is not text (UTF-8)") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"{source}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
    except ValueError as exc:
        raise InputError(f"{source}: {exc}") from None
    if _depth(value) > MAX_DEPTH:
        raise InputError(f"{source} is nested too deeply (more than {MAX_DEPTH} levels)")
    return value


def _whole(text: str) -> int:
    if len(text) > 20 or not -INT_BOUND < (number := int(text)) < INT_BOUND:
        raise ValueError(f"the number {text[:20]}… is out of bounds")
    return number


def _decimal(text: str) -> float:
    number = float(text[:400])
    if not math.isfinite(number) or len(text) > 400:
        raise ValueError(f"the number {text[:20]} is out of bounds")
    return number


def _no_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number Roadie reads")


def _depth(value: Any) -> int:
    """How deeply *value* nests lists and objects (iteratively: no recursion limit)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        node, level = stack.pop()
        children = node.values() if isinstance(node, dict) else node if isinstance(
            node, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level + 1) for child in children)
    return deepest
