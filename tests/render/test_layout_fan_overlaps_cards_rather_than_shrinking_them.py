"""A fan (a hand of cards) keeps every card at its size: side by side with their gap while the
row holds them, the gap giving way first, then overlapping evenly, the last card whole, never
closer than the least step; centred in the room it leaves over, on the row's foot."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Piece, Space, lay_out
from tabletop_core.render.kit.fan import Fan

CARD = (50.0, 70.0)


def hand(count: int, **options) -> Fan:
    return Fan(*(Piece(CARD, key=f"card {n}") for n in range(count)), **options)


def cards(count: int, width: float, height: float = 100.0, **options) -> list[Rect]:
    placed = lay_out(hand(count, **options), Rect(0, 0, width, height))
    return [placed[f"card {n}"] for n in range(count)]


def test_cards_stand_apart_by_their_gap_centred_on_the_foot_when_the_row_holds_them():
    laid = cards(3, 400, gap=10)
    assert [r.left for r in laid] == [115, 175, 235]  # 170 px of cards and gaps, centred in 400
    assert all((r.width, r.height, r.bottom) == (*CARD, 0) for r in laid)


def test_the_gap_gives_way_before_the_cards_overlap():
    laid = cards(3, 160, gap=10)
    assert [r.left for r in laid] == [0, 55, 110]


@pytest.mark.parametrize("width", [60, 100, 120, 149])
def test_short_of_room_the_cards_overlap_evenly_and_keep_their_size(width):
    laid = cards(4, width, gap=10)
    steps = {round(b.left - a.left, 6) for a, b in zip(laid, laid[1:], strict=False)}
    assert len(steps) == 1 and steps.pop() < CARD[0]
    assert laid[0].left == 0 and laid[-1].right == pytest.approx(width)
    assert all((r.width, r.height) == CARD for r in laid)


def test_the_overlap_stops_at_the_least_step_and_the_layout_says_it_does_not_fit():
    fan = hand(5, least_step=20)
    placed = lay_out(Column(fan, Space(0, 0)), Rect(0, 0, 100, 100))
    laid = [placed[f"card {n}"] for n in range(5)]
    assert [r.left for r in laid] == [0, 20, 40, 60, 80]
    assert not placed.fits


def test_a_fan_asks_for_its_cards_side_by_side_and_needs_the_last_card_whole():
    from tabletop_core.render.kit import Context
    from tabletop_core.render.theme import table_sizes

    ctx = Context(table_sizes(1), lambda text, size, bold=False: 0.0)
    assert ctx.widths(hand(3, gap=10, least_step=12)) == (50 + 2 * 12, 3 * 50 + 2 * 10)
    assert ctx.heights(hand(3), 0) == (70, 70)
