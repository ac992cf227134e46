"""A padded part keeps its margins while there is room, and gives them up before it shrinks."""

from __future__ import annotations

import pytest

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pad import Pad


def _panel() -> Pad:
    words = kit.Piece((0, 20), (0, 60), key="words")
    return Pad(kit.Column(kit.Piece((0, 30), key="title"), words), across=12, down=kit.Gap(8, 2))


def test_with_room_the_margins_are_wider_across_than_down():
    placed = kit.lay_out(_panel(), Rect(0, 0, 200, 200))
    title = placed["title"]
    assert title.left == pytest.approx(12) and title.right == pytest.approx(188)
    assert title.top == pytest.approx(200 - 8)


def test_short_of_height_the_margins_give_way_before_the_words_shrink():
    # 30 + 60 of parts and 2 × 8 of margin want 106 px; in 96 the margins give 5 px each side
    placed = kit.lay_out(_panel(), Rect(0, 0, 200, 96))
    assert placed["words"].height == pytest.approx(60)
    assert placed["title"].top == pytest.approx(96 - 3)
    # in 70 the margins are at their least and the words take what is left
    placed = kit.lay_out(_panel(), Rect(0, 0, 200, 70))
    assert placed["title"].top == pytest.approx(70 - 2)
    assert placed["words"].height == pytest.approx(70 - 4 - 30)


def test_its_needs_are_its_part_and_its_margins():
    from tabletop_core.render.kit.sizing import heights_of, widths_of

    assert heights_of(_panel(), 200) == (30 + 20 + 4, 30 + 60 + 16)
    assert widths_of(_panel())[1] == pytest.approx(24)


def test_a_part_that_wraps_keeps_its_margins_across_and_flows_inside_them():
    kinds = (kit.Piece((40, 40), key=f"kind {n}") for n in range(6))
    placed = kit.lay_out(Pad(kit.Wrap(*kinds, gap=10), across=12, down=4), Rect(0, 0, 160, 200))
    assert placed["kind 0"].left == pytest.approx(12)
    assert max(placed[f"kind {n}"].right for n in range(6)) <= 160 - 12
