"""The Biber table's two draw piles are declared on the core's layout tree, each under its
caption: for every player count, text size, language and table size, in a compact column and a
roomy one, the raft first or not, the caption holds its words (on a second line when the row is
short of room) and stands over its pile (centred, or compact from its left edge), the captions
stand apart, and the stick supply right of them, its longest word whole."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.sizes import CARD_ASPECT, Standard, biber_sizes
from tabletop_mein_lieber_biber.table.words import pile_caption_text, supply_heading

from tabletop_core.i18n import translator
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Text
from tabletop_core.render.theme import set_text_scale, table_scale

_, _n = translator("tabletop_mein_lieber_biber")
TABLES = (
    Rect(0, 103, 960, 552),
    Rect(0, 103, 1280, 552),
    Rect(0, 52, 960, 616),
    Rect(0, 0, 800, 500),
    Rect(0, 0, 1600, 1000),
)


def check_piles(layout: TableLayout) -> None:
    """Each pile under its caption, the captions apart, the supply right of them."""
    nudge = 1e-6
    caption_words = pile_caption_text(1, 30)
    row = layout.piles.row
    for index in (0, 1):
        pile, caption = layout.piles.pile(index), layout.piles.caption(index)
        assert (pile.width, pile.height) == pytest.approx(layout.piles.size, abs=1e-9)
        assert pile.width == pytest.approx(pile.height / CARD_ASPECT)
        lines = caption_words.lines_at(layout.words, caption.width)
        assert lines <= 2 and caption.height >= lines * layout.small_line - nudge
        assert caption.width >= pile.width
        assert caption.bottom >= pile.top - nudge and caption.top <= row.top + nudge
        assert caption.left >= row.left - nudge
        if layout.compact:
            assert caption.left == pytest.approx(pile.left)
        else:
            assert caption.center_x == pytest.approx(pile.center_x)
    first, second = layout.piles.caption(0), layout.piles.caption(1)
    assert first.right < second.left
    assert layout.piles.pile(0).right < layout.piles.pile(1).left
    assert layout.supply.rect.left > second.right
    supply_words = (Text(word, "small", bold=True) for word in supply_heading().text.split())
    assert layout.supply.rect.width >= layout.width(*supply_words) - nudge


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


def test_each_pile_stands_under_its_caption(text_sizes, wordings):
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
                    check_piles(layout)
    assert seen_compact == {False, True}, "compact columns and roomy ones are checked"
    assert seen_raft_first == {False, True}, "the raft first and not"


def test_the_piles_are_a_tree_a_test_can_read(window):
    layout = TableLayout(Rect(0, 52, 960, 616), 4)
    column = layout.piles.tree()
    (_room_over_the_captions, row) = column.children
    piles = [node for node in row.children if isinstance(node, Column)]
    keys = [[part.key for part in pile.children] for pile in piles]
    assert keys == [["caption 0", "pile 0"], ["caption 1", "pile 1"]]
