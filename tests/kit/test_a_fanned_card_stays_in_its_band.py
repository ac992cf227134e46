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


def test_a_click_on_an_overlapped_card_reaches_only_the_part_that_shows():
    from tabletop_core.render.kit.fan import LEAST_HIT, uncovered

    band = Rect(0, 0, 100, 80)
    cards = [fanned(band, CARD, i, 5, 50) for i in range(5)]  # 15 px apart: they overlap
    hits = [uncovered(card, cards[i + 1] if i < 4 else None) for i, card in enumerate(cards)]
    for i, hit in enumerate(hits[:-1]):
        assert hit.right == pytest.approx(cards[i + 1].left)  # the next card takes the rest
    assert hits[-1] == cards[-1]
    point = (cards[1].left + 2, cards[1].center_y)  # on card 1's strip, under no other card
    assert [i for i, hit in enumerate(hits) if hit.contains(*point)] == [1]
    # cards squeezed almost on top of each other keep a sliver to click; cards apart give
    # a click between them to neither
    close = uncovered(Rect(0, 0, 40, 60), Rect(1, 0, 40, 60))
    assert close.width == LEAST_HIT
    apart = uncovered(Rect(0, 0, 40, 60), Rect(50, 0, 40, 60))
    assert apart.width == 40 and not apart.contains(45, 30)
