"""The Biber table's two draw piles are declared on the core's layout tree, and lie exactly where
the former arithmetic put them: for every player count, text size, set of words and table size,
in a compact column and a roomy one, the raft first or not."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT, Standard, biber_sizes

from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale, table_scale

_, _n = translator("tabletop_mein_lieber_biber")
TABLES = (
    Rect(0, 103, 960, 552),
    Rect(0, 103, 1280, 552),
    Rect(0, 52, 960, 616),
    Rect(0, 0, 800, 500),
    Rect(0, 0, 1600, 1000),
)


def designed_pile(layout: TableLayout, index: int) -> Rect:
    """Where a pile lay before the tree: the former arithmetic, kept as the reference."""
    s, compact = layout.scale, layout.compact
    width, height = layout.piles.size
    words = Canvas.measure(_("pile {n} · {count}").format(n=2, count=30), layout.type.small)
    caption = max(width + 40 * s, words + 6 * s)
    over = 0.0 if compact else (caption - width) / 2
    step = max(width + 44 * s, caption + 10 * s)
    left = layout.piles.row.left + max(6 * s if compact else 22 * s, over + 2 * s) + index * step
    top = layout.piles.row.top - max(24 * s, layout.small_line + 6 * s)
    return Rect(left, top - height, width, height)


def standard_of(lay_out, table: Rect, players: int) -> Standard:
    """The pieces at 100 % text on ``table``, as the scene hands them to a layout at larger text
    (which then puts the raft first rather than let them shrink)."""
    set_text_scale(1.0)
    at = lay_out(table, players, biber_sizes(table_scale(table)))
    return Standard(
        at.pond.raft_radius,
        at.hand.card_size[1],
        at.piles.size[1],
        at.supply.stick_size,
        min(at.supply.heap.height, at.supply.heap_needed),
    )


@pytest.fixture()
def text_sizes():
    def each():
        for text in (1.0, 1.5, 2.0):
            set_text_scale(text)
            yield text

    yield each
    set_text_scale(1.0)


def test_each_pile_lies_where_the_arithmetic_put_it(text_sizes, wordings):
    seen_compact, seen_raft_first = set(), set()
    standards = {
        (table, players, words): standard_of(lay_out, table, players)
        for words, lay_out in wordings()
        for table in TABLES
        for players in range(2, 7)
    }
    for _text in text_sizes():
        for table in TABLES:
            sizes = biber_sizes(table_scale(table))
            for words, lay_out in wordings():
                for players in range(2, 7):
                    standard = standards[table, players, words]
                    layout = lay_out(table, players, sizes, standard=standard)
                    seen_compact.add(layout.compact)
                    seen_raft_first.add(layout.raft_first)
                    for index in (0, 1):
                        got, meant = layout.piles.pile(index), designed_pile(layout, index)
                        assert (got.left, got.bottom, got.width, got.height) == pytest.approx(
                            (meant.left, meant.bottom, meant.width, meant.height), abs=1e-9
                        ), (players, words, table, index)
                        assert got.width == pytest.approx(got.height / CARD_ASPECT)
    assert seen_compact == {False, True}, "compact columns and roomy ones are checked"
    assert seen_raft_first == {False, True}, "the raft first and not"


def test_the_piles_are_a_tree_a_test_can_read(window):
    layout = TableLayout(Rect(0, 52, 960, 616), 4)
    column = layout.piles.tree()
    (_room_for_the_captions, row) = column.children
    assert [node.key for node in row.children if node.key] == ["pile 0", "pile 1"]
