"""Pieces keep the size they have at the standard text size: the helpers a table layout uses
so that large text takes its room from words, spacing and optional parts, never from pieces.

At 200 % text the frame's bars grow and the host gives the table less height; a layout that
sizes its cards, rings or logs by the room it gets would shrink them. Instead a layout asks what
it would draw at 100 % text in the same window (:func:`standard_size`) and keeps its pieces at
least that large (:func:`at_least`). :mod:`tabletop_core.render.piece_sizes` checks the result
in the window's pixels.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import frame_bands, reading, scale_for, table_scale

T = TypeVar("T")


@contextmanager
def standard_text() -> Iterator[None]:
    """Within: the text size is the standard 100 % (type sizes and measurements made inside
    are those of 100 % text); the setting in force comes back afterwards."""
    before = reading.text_scale
    reading.text_scale = 1.0
    try:
        yield
    finally:
        reading.text_scale = before


def _bands(scale: float, text: float) -> float:
    before = reading.text_scale
    reading.text_scale = text
    try:
        sizes = scale_for(1280 * scale, 720 * scale)
    finally:
        reading.text_scale = before
    return sum(frame_bands(sizes))


def standard_rect(rect: Rect) -> Rect:
    """The rect the host would give a table drawn in ``rect`` if the text were at 100 %: as
    wide, and taller by what the larger text adds to the frame's bars (the same rect at
    100 %)."""
    text = reading.text_scale
    if text <= 1.0:
        return rect
    return _standard_rect(rect, text)


@functools.lru_cache(maxsize=64)
def _standard_rect(rect: Rect, text: float) -> Rect:
    scale = 1.0
    grown = 0.0
    for _ in range(3):  # the window's scale from the table's, then the bars at that scale
        grown = _bands(scale, text) - _bands(scale, 1.0)
        scale = table_scale(Rect(rect.left, rect.bottom, rect.width, rect.height + grown))
    return Rect(rect.left, rect.bottom - grown, rect.width, rect.height + grown)


def standard_size(size_in: Callable[[Rect], T], rect: Rect) -> T:
    """What ``size_in`` gives for the table at 100 % text in the same window: it is called with
    :func:`standard_rect` while the text size is 100 % (so words it measures are at 100 %)."""
    if reading.text_scale <= 1.0:
        return size_in(rect)
    standard = standard_rect(rect)
    with standard_text():
        return size_in(standard)


def piece_scale(rect: Rect) -> float:
    """The scale a table's pieces are drawn at in ``rect``: :func:`table_scale`, never below
    what it is for the same window at 100 % text."""
    return max(table_scale(rect), table_scale(standard_rect(rect)))


def at_least(size: float, standard: float) -> float:
    """``size``, or the standard one when that is larger: the rule every piece follows."""
    return max(size, standard)
