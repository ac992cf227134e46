"""The Biber table's column is one declaration read top to bottom (table/column.py): the round's
header (unless compact), the players' rows, the piles, the decision (unless crowded) and the hand
at the foot. Every layout, at every player count, text size, set of words and table size, takes
its places from it: the parts in that order, inside the column, none over another, and each
area of the table (rows, piles, decision, hand, header) lying in its part."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber.state import END_STUCK, END_TIPPED
from tabletop_mein_lieber_biber.table.sizes import biber_sizes

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale, table_scale

TABLES = (
    Rect(0, 103, 960, 552),
    Rect(0, 52, 960, 616),
    Rect(0, 0, 800, 500),
    Rect(0, 0, 1600, 1000),
)
NUDGE = 1e-6


@pytest.fixture()
def text_sizes():
    def each():
        for text in (1.0, 1.5, 2.0):
            set_text_scale(text)
            yield text

    yield each
    set_text_scale(1.0)


def layouts(text_sizes, wordings):
    for _text in text_sizes():
        for table in TABLES:
            for _words, lay_out in wordings():
                for ends in ((), (END_TIPPED, END_STUCK)):
                    for players in range(2, 7):
                        for under in (False, True):
                            yield lay_out(
                                table, players, biber_sizes(table_scale(table)),
                                round_ends=ends, rounds=(len(ends) + 1, 3), under_the_raft=under,
                            )  # fmt: skip


def inside(inner: Rect, outer: Rect) -> bool:
    return (
        inner.left >= outer.left - NUDGE
        and inner.right <= outer.right + NUDGE
        and inner.bottom >= outer.bottom - NUDGE
        and inner.top <= outer.top + NUDGE
    )


def test_the_column_reads_top_to_bottom_and_each_area_lies_in_its_part(text_sizes, wordings):
    seen = set()
    for layout in layouts(text_sizes, wordings):
        if layout.raft_first:
            continue
        seen.add((layout.compact, layout.crowded))
        keys = ["header"] * (not layout.compact) + ["seats", "piles"]
        keys += ["choice"] * (not layout.crowded) + ["hand"]
        parts = [layout.part(key) for key in keys]
        for upper, lower in zip(parts, parts[1:], strict=False):
            assert lower.top <= upper.bottom + NUDGE, (keys, layout)
        assert all(inside(part, layout.column) for part in parts[:-1])
        assert parts[-1].bottom == pytest.approx(layout.column.bottom)  # the hand takes the rest
        seats = layout.part("seats")
        assert all(inside(layout.seats.seat_row(n), seats) for n in range(layout.players))
        assert layout.piles.row == layout.part("piles")
        assert layout.hand.area == layout.part("hand")
        if not layout.crowded:
            assert layout.decision.row == layout.part("choice")
        else:
            assert inside(layout.decision.row, layout.pond.raft_area)
        if not layout.compact:
            assert layout.round_header.rect == layout.part("header")
    assert seen == {(False, False), (True, False), (True, True)}  # every kind of column met
