"""The Qt binding Roadie installs must keep Python's reference counts straight.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call of a
method that returns nothing, and the interpreter aborts after a few thousand
calls; pyproject.toml excludes that combination, and this test guards it.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont, QPen


def test_void_qt_calls_keep_none_alive() -> None:
    pen, font = QPen(), QFont()
    before = sys.getrefcount(None)
    for _ in range(500):
        pen.setWidth(2)
        font.setBold(True)
    assert sys.getrefcount(None) - before > -100
