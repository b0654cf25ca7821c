"""Dice on every table: a die not rolled yet shows no value; each face is drawn once."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from roadie.ui.scene import dice_item
from roadie.ui.scene.dice_item import UNROLLED, DieItem

GREY = QColor("#9a9a9a")


def picture(item: DieItem, scale: float = 1.0) -> QImage:
    """The die as a table shows it, drawn at *scale*."""
    image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(60, 60)
    painter.scale(scale, scale)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def test_a_die_not_rolled_yet_shows_no_value(qtbot) -> None:
    unrolled = DieItem(6, UNROLLED, GREY, 64)
    assert not unrolled.rolled
    blank = picture(unrolled)
    for value in range(1, 7):
        rolled = DieItem(6, value, GREY, 64)
        assert rolled.rolled
        assert picture(rolled) != blank  # no face of a rolled die looks like it
    unrolled.set_face(4)
    assert unrolled.rolled and picture(unrolled) == picture(DieItem(6, 4, GREY, 64))


def test_each_face_is_drawn_once_per_look_and_scale(qtbot) -> None:
    dice_item.FACES.clear()
    first, second = DieItem(6, 3, GREY, 64), DieItem(6, 3, GREY, 64)
    picture(first), picture(second)
    assert len(dice_item.FACES) == 1
    assert picture(first) == picture(second)
    second.set_face(5)
    picture(second)
    picture(first, scale=2.0)
    assert len(dice_item.FACES) == 3
