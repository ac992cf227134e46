"""``LargestFitting`` lays a part out at the largest size whose least room fits: a row of
fixed-shape cards given less height is built again with smaller cards that stay packed side
by side (a row of fitted pieces would leave them centred in slots as wide as before)."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Gap, Piece, Row, lay_out
from tabletop_core.render.kit.largest_fitting import LargestFitting
from tabletop_core.render.kit.sizing import heights_of, widths_of

ASPECT = 1.5
"""A card's height over its width."""


def _cards(width: float) -> Row:
    return Row(
        *(Piece((width, width * ASPECT), key=f"card {n}") for n in range(4)), gap=Gap(10, 10)
    )


def _river() -> LargestFitting:
    return LargestFitting(_cards, least=40, most=100)


def test_given_room_the_cards_take_their_largest_size():
    placed = lay_out(_river(), Rect(0, 0, 1000, 400))
    assert placed.fits
    assert [placed[f"card {n}"].width for n in range(4)] == pytest.approx([100] * 4)


def test_given_less_height_the_cards_shrink_and_stay_packed():
    placed = lay_out(_river(), Rect(0, 0, 1000, 90))
    cards = [placed[f"card {n}"] for n in range(4)]
    assert placed.fits
    assert cards[0].height == pytest.approx(90, abs=0.01)
    assert cards[0].width == pytest.approx(60, abs=0.01)
    for card, after in zip(cards, cards[1:], strict=False):
        assert after.left - card.right == pytest.approx(10)  # packed: the gap as declared
    assert cards[0].left == pytest.approx(0)


def test_given_less_width_the_cards_shrink_to_it():
    placed = lay_out(_river(), Rect(0, 0, 270, 400))
    assert placed.fits
    assert placed["card 3"].right == pytest.approx(270, abs=0.01)
    assert placed["card 0"].width == pytest.approx(60, abs=0.01)


def test_its_room_is_the_parts_at_its_least_and_its_most():
    river = _river()
    assert widths_of(river) == pytest.approx((4 * 40 + 30, 4 * 100 + 30))
    least, preferred = heights_of(river, 270)
    assert least == pytest.approx(40 * ASPECT)
    assert preferred == pytest.approx(60 * ASPECT, abs=0.01)  # the largest the width holds


def test_a_room_too_small_keeps_the_least_size_and_says_so():
    placed = lay_out(_river(), Rect(0, 0, 1000, 30))
    assert not placed.fits
    assert placed["card 0"].width == pytest.approx(40)
