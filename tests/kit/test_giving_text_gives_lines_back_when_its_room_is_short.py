"""``GivingText`` is as tall as all its lines while its room holds them; in a short room it
gives lines back (down to its least) before anything runs past the room, after the spacing."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Context, Gap, Text, lay_out
from tabletop_core.render.kit.giving_text import GivingText
from tabletop_core.render.kit.sizing import heights_of
from tabletop_core.render.theme import table_sizes

WHY = "Every dam floods at each card that shows the number the dice rolled this turn"


def _measure(text: str, size: float, *, bold: bool = False) -> float:
    return len(text) * size * 0.6  # a plain measure: each letter 0.6 of the type size


def _ctx() -> Context:
    return Context(table_sizes(1.0), _measure)


def _tree(least_lines: int = 1) -> Column:
    return Column(
        Text("Roll", "heading", bold=True, key="title"),
        GivingText(WHY, "small", lines=99, least_lines=least_lines, key="why"),
        gap=Gap(8, 2),
    )


def test_it_prefers_all_its_lines_and_needs_only_its_least():
    ctx = _ctx()
    line = ctx.line("small")
    whole = Text(WHY, "small", lines=99)
    least, preferred = heights_of(GivingText(WHY, "small", lines=99, least_lines=2), 120, ctx)
    assert preferred == pytest.approx(heights_of(whole, 120, ctx)[1]) and preferred > 3 * line
    assert least == pytest.approx(2 * line)


def test_in_a_room_that_holds_it_every_line_is_laid_out():
    ctx = _ctx()
    placed = lay_out(_tree(), Rect(0, 0, 200, 400), ctx)
    assert placed.fits
    assert placed["why"].height == pytest.approx(heights_of(_tree().children[1], 200, ctx)[1])


def test_a_short_room_takes_lines_from_it_after_the_spacing_and_nothing_runs_past():
    ctx = _ctx()
    title, line = ctx.line("heading"), ctx.line("small")
    room = Rect(0, 0, 200, title + 2 + 2 * line)
    placed = lay_out(_tree(), room, ctx)
    assert placed.fits
    why = placed["why"]
    assert why.bottom >= room.bottom - 1e-6 and why.height >= 2 * line - 1e-6
    assert placed["title"].bottom - why.top == pytest.approx(2)  # the gap gave way first


def test_below_its_least_lines_it_says_it_does_not_fit():
    ctx = _ctx()
    room = Rect(0, 0, 200, ctx.line("heading") + 2 * ctx.line("small"))
    assert not lay_out(_tree(least_lines=3), room, ctx).fits
