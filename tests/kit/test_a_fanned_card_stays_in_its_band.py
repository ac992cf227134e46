"""A fan of cards whose count changes as the game goes (a hand, garbage kept in a panel): the
cards lie their step apart, closer together when the band is short, never past its ends, and
each keeps its size (the kit's ``fanned``, used by Dam It!'s panels and Hamsterdam's hand)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.fan import fanned

BAND = Rect(100, 50, 300, 80)
CARD = (40.0, 60.0)


def test_cards_lie_their_step_apart_when_the_band_holds_them():
    cards = [fanned(BAND, CARD, i, 3, 50) for i in range(3)]
    assert [c.left for c in cards] == [100, 150, 200]
    assert all(c.center_y == BAND.center_y and (c.width, c.height) == CARD for c in cards)


def test_a_share_of_the_room_left_lies_before_the_fan():
    assert fanned(BAND, CARD, 0, 2, 50, share=1).left == pytest.approx(BAND.right - 90)
    assert fanned(BAND, CARD, 0, 2, 50, share=0.5).left == pytest.approx(BAND.left + 105)


@given(
    count=st.integers(1, 40),
    step=st.floats(0, 200),
    share=st.sampled_from([0, 0.5, 1]),
)
def test_many_cards_come_closer_and_never_pass_the_bands_ends(count, step, share):
    cards = [fanned(BAND, CARD, i, count, step, share) for i in range(count)]
    assert cards[0].left >= BAND.left - 1e-6
    assert cards[-1].right <= BAND.right + 1e-6
    assert all((c.width, c.height) == CARD for c in cards)
    lefts = [c.left for c in cards]
    assert lefts == sorted(lefts)
    if count > 1:
        assert lefts[1] - lefts[0] <= step + 1e-6
