"""The layout with many players at 200 % text: the decision goes under the raft, the hand keeps
readable cards, and the raft, the dam's label and the round's header stay apart; with the log in
its drawer the raft keeps the size it has with two players, its caption standing beside it."""

from __future__ import annotations

from functools import partial
from itertools import combinations

import pytest
from tabletop_mein_lieber_biber.state import END_STUCK, END_TIPPED
from tabletop_mein_lieber_biber.table.sizes import biber_sizes

from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale, table_scale

TABLE_AT_200 = Rect(0, 103, 960, 552)
"""The table's rect in a 1280×720 window at 200 % text (the frame's log and prompt take the rest)."""


@pytest.fixture()
def large_text():
    set_text_scale(2.0)
    yield biber_sizes(table_scale(TABLE_AT_200))
    set_text_scale(1.0)


@pytest.fixture()
def german(large_text, wordings):
    """``(table, players, **more)``: the table laid out in German at 200 % text, with short
    names."""
    for wording, lay_out in wordings():
        if wording == "German":
            yield partial(lay_out, sizes=large_text)
            return


def apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom


def within(inner: Rect, outer: Rect, nudge: float = 1e-6) -> bool:
    """``inner`` lies inside ``outer`` (up to a rounding error)."""
    return (
        inner.left >= outer.left - nudge
        and inner.right <= outer.right + nudge
        and inner.bottom >= outer.bottom - nudge
        and inner.top <= outer.top + nudge
    )


def raft_reach(layout) -> Rect:
    """The room the raft takes leaning its most."""
    from tabletop_mein_lieber_biber.table.pond import TILTED_ABOVE, TILTED_ASIDE, TILTED_BELOW

    cx, cy = layout.pond.raft_centre
    radius = layout.pond.raft_radius
    return Rect(cx - TILTED_ASIDE * radius, cy - TILTED_BELOW * radius,
                2 * TILTED_ASIDE * radius, (TILTED_ABOVE + TILTED_BELOW) * radius)  # fmt: skip


@pytest.mark.parametrize("round_ends", ((), (END_TIPPED, END_STUCK)))
def test_six_players_put_the_decision_under_the_raft_and_keep_the_hand(german, round_ends):
    layout = german(TABLE_AT_200, 6, round_ends=round_ends, rounds=(3, 3))
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
    caption = layout.pond.raft_caption
    if layout.pond.caption_beside:  # clear of the raft leaning its most
        assert apart(caption, raft_reach(layout))
    else:
        assert cy - radius >= caption.top
    assert layout.pond.dam_label.top <= layout.round_header.rect.bottom
    assert layout.pond.dam.right < cx - radius


def test_two_players_keep_the_decision_in_the_column(german):
    layout = german(TABLE_AT_200, 2)
    assert layout.compact and not layout.crowded
    assert layout.pond.raft_room == layout.pond.raft_area
    column = layout.column
    assert column.contains(layout.decision.row.left, layout.decision.row.bottom)
    assert layout.decision.news_room == layout.decision.row
    assert layout.hand.area.top <= layout.decision.row.bottom


def test_the_beavers_ashore_keep_their_bands_apart_at_any_size(german):
    for players in (2, 6):
        layout = german(TABLE_AT_200, players)
        bands = [layout.pond.joker_band(index) for index in range(6)]
        for a, b in combinations(bands, 2):
            assert apart(a, b), (players, a, b)
        assert all(band.top <= layout.pond.dam.top for band in bands)


TABLE_AT_200_LOG_CLOSED = Rect(0, 103, 1280, 552)
"""The table's rect in a 1280×720 window at 200 % text with the log in its drawer."""


@pytest.mark.parametrize("players", (3, 4, 5, 6))
def test_a_crowded_table_keeps_the_raft_as_large_as_two_players_get(german, players):
    two = german(TABLE_AT_200_LOG_CLOSED, 2)
    layout = german(TABLE_AT_200_LOG_CLOSED, players)
    assert layout.crowded and not two.crowded
    assert layout.pond.raft_radius >= 0.9 * two.pond.raft_radius, (
        layout.pond.raft_radius,
        two.pond.raft_radius,
    )
    # the caption beside the raft, clear of it leaning its most, of the level and of the band
    assert layout.pond.caption_beside
    reach = raft_reach(layout)
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
        assert within(button, band)
    for a, b in combinations(buttons, 2):
        assert apart(a, b)


def test_three_players_hold_cards_as_large_as_four_players_do(german):
    """With the log in its drawer, the decision in the column would leave three players the
    smallest hand of any count (50×71 px at 200 % text): it goes under the raft instead, the raft
    keeping nearly its size; with the log open the raft would lose a third, and it stays."""
    three = german(TABLE_AT_200_LOG_CLOSED, 3)
    four = german(TABLE_AT_200_LOG_CLOSED, 4)
    two = german(TABLE_AT_200_LOG_CLOSED, 2)
    assert three.hand.card_size[1] >= four.hand.card_size[1]
    assert three.hand.card_size[1] >= two.hand.card_size[1]
    assert three.pond.raft_radius >= 0.9 * two.pond.raft_radius
    log_open = german(TABLE_AT_200, 3)
    assert not log_open.crowded
    assert log_open.pond.raft_radius > german(TABLE_AT_200, 4).pond.raft_radius
