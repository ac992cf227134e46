"""The toast never covers a note of the table's own: it goes below each it would overlap, and
waits unseen when the table has no room left for it."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import scale_for
from tabletop_core.render.toast import Toast

pytestmark = pytest.mark.gl

TABLE = Rect(0, 60, 920, 600)


def _toast() -> Toast:
    toast = Toast()
    toast.show("Otto takes a stick (1 stick)")
    return toast


def test_with_no_note_the_toast_is_at_the_top(window):
    rect, _lines = _toast().place(TABLE, scale_for(1280, 720))
    assert TABLE.top - 30 < rect.top <= TABLE.top


def test_the_toast_goes_below_a_banner_it_would_cover(window):
    banner = Rect(100, 560, 700, 80)
    rect, _lines = _toast().place(TABLE, scale_for(1280, 720), keep_clear=[banner])
    assert not rect.overlaps(banner) and rect.top <= banner.bottom


def test_the_toast_goes_below_every_note_in_turn(window):
    notes = [Rect(100, 560, 700, 80), Rect(300, 480, 200, 70)]
    rect, _lines = _toast().place(TABLE, scale_for(1280, 720), keep_clear=notes)
    assert not any(rect.overlaps(note) for note in notes)


def test_with_no_room_left_the_toast_is_not_shown(window):
    full = Rect(0, 60, 920, 600)
    assert _toast().place(TABLE, scale_for(1280, 720), keep_clear=[full]) is None
