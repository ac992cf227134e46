"""``FirstFitting`` lays out the first of its forms whose least size fits its room (words in a
smaller type before they would be cut), the last one when none does, at the top of the room."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Context, FirstFitting, Text, lay_out
from tabletop_core.render.kit.sizing import heights_of
from tabletop_core.render.theme import table_sizes

WORDS = "Otto is thinking about where the hamsters go"


def _measure(text: str, size: float, *, bold: bool = False) -> float:
    return len(text) * size * 0.6  # a plain measure: each letter 0.6 of the type size


def _forms() -> FirstFitting:
    return FirstFitting(
        Text(WORDS, "heading", bold=True, lines=9, key="heading"),
        Text(WORDS, "body", bold=True, lines=9, key="body"),
        Text(WORDS, "small", bold=True, lines=1, key="small"),
    )


def _ctx() -> Context:
    return Context(table_sizes(1.0), _measure)


@pytest.mark.parametrize(("tall", "chosen"), [(200, "heading"), (40, "body"), (20, "small")])
def test_the_first_form_whose_least_size_fits_is_laid_out(tall, chosen):
    ctx = _ctx()
    room = Rect(0, 0, 400, tall)
    placed = lay_out(_forms(), room, ctx)
    assert [key for key in ("heading", "body", "small") if key in placed] == [chosen]
    rect = placed[chosen]
    assert rect.top == pytest.approx(room.top)  # at the top of its room, as tall as it needs
    assert rect.height == pytest.approx(heights_of(_pick(chosen), 400, ctx)[1])
    assert placed.fits


def test_when_no_form_fits_the_last_is_laid_out_and_the_layout_says_so():
    placed = lay_out(_forms(), Rect(0, 0, 400, 5), _ctx())
    assert "small" in placed and "heading" not in placed
    assert not placed.fits


def test_its_least_is_the_smallest_forms_and_its_preferred_the_firsts():
    ctx = _ctx()
    least, preferred = heights_of(_forms(), 400, ctx)
    assert least == pytest.approx(heights_of(_pick("small"), 400, ctx)[0])
    assert preferred == pytest.approx(heights_of(_pick("heading"), 400, ctx)[1])
    with pytest.raises(ValueError):
        FirstFitting()


def _pick(key: str) -> Text:
    return next(form for form in _forms().options if isinstance(form, Text) and form.key == key)
