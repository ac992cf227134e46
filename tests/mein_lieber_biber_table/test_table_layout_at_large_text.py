"""The layout with many players at 200 % text: the decision goes under the raft, the hand keeps
readable cards, and the raft, the dam's label and the round's header stay apart; with the log in
its drawer the raft keeps the size it has with two players, its caption standing beside it."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.sizes import ColumnWords, biber_sizes

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale, table_scale

TABLE_AT_200 = Rect(0, 103, 960, 552)
"""The table's rect in a 1280×720 window at 200 % text (the frame's log and prompt take the rest)."""
GERMAN_AT_200 = ColumnWords(
    name=182, count=36, sticks=60, played=95, choice=411, pile=179, supply=101, stock=60,
    supply_word=101, dam=150,
)  # fmt: skip
"""Widths (px) the painter measures for German words at 200 % text."""


@pytest.fixture()
def large_text():
    set_text_scale(2.0)
    yield biber_sizes(table_scale(TABLE_AT_200))
    set_text_scale(1.0)


def apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


@pytest.mark.parametrize("history_lines", (0, 2))
def test_six_players_put_the_decision_under_the_raft_and_keep_the_hand(large_text, history_lines):
    words = replace(GERMAN_AT_200, history_lines=history_lines)
    layout = TableLayout(TABLE_AT_200, 6, large_text, words)
    assert layout.crowded
    band, room = layout.decision.row, layout.pond.raft_room
    assert layout.pond.raft_area.contains(band.left, band.bottom)
    assert layout.pond.raft_area.contains(band.right, band.top)
    assert band.top <= room.bottom
    _w, card = layout.hand.card_size
    assert card >= 1.8 * layout.small_line
    assert layout.hand.header.bottom >= layout.hand.slot(0, 5, lifted=True).top
    assert layout.hand.area.top <= layout.piles.row.bottom
    cx, cy = layout.pond.raft_centre
    radius = layout.pond.raft_radius
    assert radius >= 60 * layout.scale
    assert cy + 1.08 * radius <= layout.round_header.rect.bottom
    assert cy - radius >= layout.pond.raft_caption.top
    assert layout.pond.dam_label.top <= layout.round_header.rect.bottom
    assert layout.pond.dam.right < cx - radius


def test_two_players_keep_the_decision_in_the_column(large_text):
    layout = TableLayout(TABLE_AT_200, 2, large_text, GERMAN_AT_200)
    assert layout.compact and not layout.crowded
    assert layout.pond.raft_room == layout.pond.raft_area
    column = layout.column
    assert column.contains(layout.decision.row.left, layout.decision.row.bottom)
    assert layout.decision.news_room == layout.decision.row
    assert layout.hand.area.top <= layout.decision.row.bottom


def test_the_beavers_ashore_keep_their_bands_apart_at_any_size(large_text):
    for players in (2, 6):
        layout = TableLayout(TABLE_AT_200, players, large_text, GERMAN_AT_200)
        bands = [layout.pond.joker_band(index) for index in range(6)]
        for a, b in combinations(bands, 2):
            assert apart(a, b), (players, a, b)
        assert all(band.top <= layout.pond.dam.top for band in bands)


TABLE_AT_200_LOG_CLOSED = Rect(0, 103, 1280, 552)
"""The table's rect in a 1280×720 window at 200 % text with the log in its drawer."""


@pytest.mark.parametrize("players", (3, 4, 5, 6))
def test_a_crowded_table_keeps_the_raft_as_large_as_two_players_get(large_text, players):
    from tabletop_mein_lieber_biber.table.pond import TILTED_ABOVE, TILTED_ASIDE, TILTED_BELOW

    two = TableLayout(TABLE_AT_200_LOG_CLOSED, 2, large_text, GERMAN_AT_200)
    layout = TableLayout(TABLE_AT_200_LOG_CLOSED, players, large_text, GERMAN_AT_200)
    assert layout.crowded and not two.crowded
    assert layout.pond.raft_radius >= 0.9 * two.pond.raft_radius, (
        layout.pond.raft_radius,
        two.pond.raft_radius,
    )
    # the caption beside the raft, clear of it leaning its most, of the level and of the band
    assert layout.pond.caption_beside
    cx, cy = layout.pond.raft_centre
    radius = layout.pond.raft_radius
    reach = Rect(cx - TILTED_ASIDE * radius, cy - TILTED_BELOW * radius,
                 2 * TILTED_ASIDE * radius, (TILTED_ABOVE + TILTED_BELOW) * radius)  # fmt: skip
    caption, room = layout.pond.raft_caption, layout.pond.raft_room
    assert caption.width >= layout.pond.level_label.width
    assert apart(caption, reach) and apart(caption, layout.pond.level_label)
    lx, ly, lr = layout.pond.level
    assert apart(caption, Rect(lx - lr, ly - lr, 2 * lr, 2 * lr))
    assert room.contains(caption.left, caption.bottom) and room.contains(caption.right, caption.top)
    assert reach.bottom >= layout.decision.row.top
    # the decision's buttons stand inside the band, apart from each other
    buttons = layout.decision.buttons(3)
    band = layout.decision.row
    for button in buttons:
        assert band.contains(button.left, button.bottom) and band.contains(button.right, button.top)
    for a, b in combinations(buttons, 2):
        assert apart(a, b)


def test_three_players_hold_cards_as_large_as_four_players_do(large_text):
    """With the log in its drawer, the decision in the column would leave three players the
    smallest hand of any count (50×71 px at 200 % text): it goes under the raft instead, the raft
    keeping nearly its size; with the log open the raft would lose a third, and it stays."""
    three = TableLayout(TABLE_AT_200_LOG_CLOSED, 3, large_text, GERMAN_AT_200)
    four = TableLayout(TABLE_AT_200_LOG_CLOSED, 4, large_text, GERMAN_AT_200)
    two = TableLayout(TABLE_AT_200_LOG_CLOSED, 2, large_text, GERMAN_AT_200)
    assert three.hand.card_size[1] >= four.hand.card_size[1]
    assert three.hand.card_size[1] >= two.hand.card_size[1]
    assert three.pond.raft_radius >= 0.9 * two.pond.raft_radius
    log_open = TableLayout(TABLE_AT_200, 3, large_text, GERMAN_AT_200)
    assert not log_open.crowded
    assert (
        log_open.pond.raft_radius
        > TableLayout(TABLE_AT_200, 4, large_text, GERMAN_AT_200).pond.raft_radius
    )
