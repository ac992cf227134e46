"""A row or column short of room gives way in one order: spacing, then optional parts (the last
declared first), then the parts' preferred size; never a piece below its least."""

from __future__ import annotations

import itertools

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Context, Gap, Piece, Row, Wrap, lay_out
from tabletop_core.render.theme import table_sizes


def no_text(text: str, size: float, *, bold: bool = False) -> float:
    raise AssertionError("these layouts hold no text")


CTX = Context(table_sizes(1.0), no_text)
TALL = 80


def hand(*, optional_last: bool = True, seat: str = "") -> Row:
    """Two cards that would like 100 px and read down to 50, then a token that may go."""
    return Row(
        Piece((50, 50), (100, 50), key=f"{seat}first"),
        Piece((50, 50), (100, 50), key=f"{seat}second"),
        Piece((30, 30), key=f"{seat}token", optional=optional_last),
        gap=Gap(20, 5),
    )


def test_with_room_every_part_has_its_preferred_size_and_gap():
    placed = lay_out(hand(), Rect(0, 0, 300, TALL), CTX)
    assert placed.fits and not placed.dropped
    assert placed["first"].width == 100 and placed["second"].width == 100
    assert placed["second"].left - placed["first"].right == 20
    assert placed["token"].left - placed["second"].right == 20


def test_spacing_gives_way_first():
    placed = lay_out(hand(), Rect(0, 0, 250, TALL), CTX)
    assert placed["first"].width == 100 and placed["token"].width == 30
    assert placed["second"].left - placed["first"].right == pytest.approx(10)
    assert not placed.dropped


def test_optional_parts_are_dropped_before_pieces_shrink():
    placed = lay_out(hand(), Rect(0, 0, 239, TALL), CTX)
    assert "token" not in placed and placed.dropped == ["token"]
    assert placed["first"].width == 100 and placed["second"].width == 100
    assert placed["second"].left - placed["first"].right == 20  # the gap comes back
    assert placed.fits


def test_the_last_declared_optional_part_goes_first():
    row = Row(
        Piece((40, 40), key="a", optional=True),
        Piece((40, 40), key="b"),
        Piece((40, 40), key="c", optional=True),
    )
    placed = lay_out(row, Rect(0, 0, 85, TALL), CTX)
    assert placed.dropped == ["c"] and "a" in placed
    placed = lay_out(row, Rect(0, 0, 45, TALL), CTX)
    assert sorted(placed.dropped) == ["a", "c"] and "b" in placed


def test_pieces_shrink_last_each_by_what_it_can_give():
    row = Row(
        Piece((50, 50), (100, 50), key="big"),
        Piece((50, 50), (70, 50), key="small"),
        Piece((30, 30), key="token", optional=True),
        gap=Gap(20, 5),
    )
    placed = lay_out(row, Rect(0, 0, 125, TALL), CTX)
    assert placed.dropped == ["token"]
    # 170 wanted + 5 gap in 125: 50 short of the 70 the two can give, each gives 5/7 of its part
    assert placed["big"].width == pytest.approx(50 + 50 * 2 / 7)
    assert placed["small"].width == pytest.approx(50 + 20 * 2 / 7)
    assert placed["small"].left - placed["big"].right == pytest.approx(5)


def test_a_column_gives_way_in_the_same_order_from_the_top():
    column = Column(
        Piece((10, 40), (10, 60), key="title"),
        Piece((10, 100), (10, 200), key="river"),
        Piece((10, 30), key="hint", optional=True),
        gap=Gap(10, 2),
    )
    roomy = lay_out(column, Rect(0, 0, 50, 400), CTX)
    assert roomy["title"].top == 400 and roomy["river"].top == 400 - 60 - 10
    short = lay_out(column, Rect(0, 0, 50, 262), CTX)
    assert short.dropped == ["hint"] and short["river"].height == 200
    assert short["title"].height == 60 and short["title"].bottom - short["river"].top == 2


def test_a_nested_container_gives_way_inside_after_its_parent_dropped_its_own_parts():
    inner = Row(
        Piece((40, 40), key="card"), Piece((20, 20), key="note", optional=True), gap=Gap(10, 0)
    )
    outer = Row(inner, Piece((30, 30), key="extra", optional=True), gap=Gap(10, 0))
    placed = lay_out(outer, Rect(0, 0, 75, TALL), CTX)
    assert placed.dropped == ["extra"] and "note" in placed
    placed = lay_out(outer, Rect(0, 0, 55, TALL), CTX)
    assert sorted(placed.dropped) == ["extra", "note"] and placed["card"].width == 40


@pytest.mark.parametrize("room", range(0, 400, 7))
def test_no_piece_is_ever_below_its_least_nor_on_another(room):
    tree = Column(
        hand(),
        Row(
            hand(optional_last=False, seat="b "),
            Piece((20, 20), (60, 40), key="pawn"),
            gap=Gap(8, 2),
        ),
        gap=Gap(12, 3),
    )
    placed = lay_out(tree, Rect(0, 0, room, room * 0.6), CTX)
    pieces = [p for p in placed.placed if isinstance(p.node, Piece)]
    for each in pieces:
        assert each.rect.width >= each.node.least[0] - 1e-9
        assert each.rect.height >= each.node.least[1] - 1e-9
    for a, b in itertools.combinations(pieces, 2):
        apart_x = a.rect.right <= b.rect.left + 1e-9 or b.rect.right <= a.rect.left + 1e-9
        apart_y = a.rect.top <= b.rect.bottom + 1e-9 or b.rect.top <= a.rect.bottom + 1e-9
        assert apart_x or apart_y, (a.node.key, b.node.key)


def test_grow_shares_the_room_over_and_justify_places_the_rest():
    row = Row(Piece((20, 20), key="a"), Piece((20, 20), key="b", grow=1), gap=10)
    placed = lay_out(row, Rect(0, 0, 200, 20), CTX)
    assert placed["b"].width == 170 and placed["b"].right == 200
    centred = lay_out(Row(Piece((20, 20), key="a"), justify="center"), Rect(0, 0, 200, 20), CTX)
    assert centred["a"].left == 90
    between = Row(Piece((20, 20), key="a"), Piece((20, 20), key="b"), justify="between")
    spread = lay_out(between, Rect(0, 0, 200, 20), CTX)
    assert spread["a"].left == 0 and spread["b"].right == 200


def test_align_places_parts_across_the_line():
    row = Row(Piece((20, 20), key="top"), Piece((20, 20), key="end"), align="start")
    placed = lay_out(row, Rect(0, 0, 100, 60), CTX)
    assert placed["top"].top == 60 and placed["top"].height == 20
    row = Row(Piece((20, 20), key="mid"), align="center")
    assert lay_out(row, Rect(0, 0, 100, 60), CTX)["mid"].bottom == 20
    column = Column(Piece((20, 20), key="right"), align="end")
    assert lay_out(column, Rect(0, 0, 100, 60), CTX)["right"].right == 100
    stretched = lay_out(Row(Piece((20, 20), key="s")), Rect(0, 0, 100, 60), CTX)
    assert stretched["s"].height == 60


def test_an_optional_part_too_big_across_its_line_is_dropped():
    column = Column(Piece((40, 10), key="name"), Piece((90, 10), key="badge", optional=True))
    assert lay_out(column, Rect(0, 0, 60, 40), CTX).dropped == ["badge"]
    row = Row(Piece((40, 10), key="name"), Piece((10, 50), key="flag", optional=True))
    placed = lay_out(row, Rect(0, 0, 100, 30), CTX)
    assert placed.dropped == ["flag"] and placed.fits
    assert CTX.heights(row, 100) == (10, 50)  # the flag is only wanted, not needed


def test_a_wrap_short_of_height_closes_up_then_drops_its_optional_parts():
    wrap = Wrap(
        *(Piece((30, 20), (40, 20), key=f"chip {n}") for n in range(3)),
        Piece((30, 20), key="extra", optional=True),
        gap=Gap(10, 0),
    )
    placed = lay_out(wrap, Rect(0, 0, 100, 20), CTX)
    assert placed.dropped == ["extra"] and placed["chip 2"].right == 90 and placed.fits
    assert not lay_out(wrap, Rect(0, 0, 80, 20), CTX).fits
