"""The rows right of the player areas on the Dam It! table (the dam piles, the river, the hand;
at large text in a short table the hand beside the piles and its header under the river) are
declared on the core's layout tree and lie exactly where the former arithmetic put them: the
same rows for every player count, text size, language and table size, and the same pixels on
screen."""

from __future__ import annotations

import pytest
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.rows import PILES

from tabletop_core.render.geometry import Rect


def designed_rows(layout: TableLayout) -> dict[str, Rect]:
    """Where the rows lay before the tree: the former arithmetic."""
    m, s = layout.main, layout.scale
    height = 152 * s
    if layout.room.hand_up:
        badges = max(34 * s, layout.key_radius + 6 * s)
        hand = layout.hand_card_size[1] + badges + 26 * s
        width = PILES * (layout.dam_size[0] + 12 * s)
        piles = Rect(m.left, m.top - max(height, hand), width, max(height, hand))
    else:
        piles = Rect(m.left, m.top - height, m.width, height)
    w, h = layout.card_size
    height = h + layout.caption_height + layout.labels_height + 8 * s
    river = Rect(m.left, piles.bottom - 6 * s - height, m.width, height)
    top = river.bottom - 4 * s
    if not layout.room.hand_up:
        return {
            "piles": piles,
            "river": river,
            "hand": Rect(m.left, m.bottom, m.width, top - m.bottom),
        }
    left = piles.right + 16 * s  # a wide space
    height = layout.body_line * layout.room.header_lines + 2 * s
    return {
        "piles": piles,
        "river": river,
        "hand": Rect(left, piles.bottom, m.right - left, piles.height),
        "header": Rect(m.left, top - height, m.width, height),
    }


def _same(got: Rect, meant: Rect) -> None:
    for side in ("left", "bottom", "width", "height"):
        assert getattr(got, side) == pytest.approx(getattr(meant, side), abs=1e-9)


def test_every_row_lies_where_the_arithmetic_put_it(table_layouts):
    hand_up_seen = set()
    for layout in table_layouts():
        hand_up_seen.add(layout.room.hand_up)
        rows = designed_rows(layout)
        _same(layout.piles_row, rows["piles"])
        _same(layout.river_row, rows["river"])
        _same(layout.hand_row, rows["hand"])
        if layout.room.hand_up:
            _same(layout.header, rows["header"])
    assert hand_up_seen == {False, True}, "the hand is checked below the river and beside the piles"


@pytest.mark.gl
@pytest.mark.parametrize(
    ("players", "text_size", "language"), [(2, 100, "en"), (3, 150, "en"), (4, 200, "de")]
)
def test_the_rows_are_drawn_pixel_for_pixel_as_before(
    table_shot, monkeypatch, players, text_size, language
):
    on_the_tree, _ = table_shot(players, text_size, language)
    monkeypatch.setattr(TableLayout, "_rows", property(designed_rows))
    by_arithmetic, _ = table_shot(players, text_size, language)
    assert by_arithmetic.tobytes() == on_the_tree.tobytes()

    def nudged(layout: TableLayout) -> dict[str, Rect]:
        rows = designed_rows(layout)
        river = rows["river"]
        return {**rows, "river": Rect(river.left, river.bottom - 2, river.width, river.height)}

    monkeypatch.setattr(TableLayout, "_rows", property(nudged))
    moved, _ = table_shot(players, text_size, language)
    assert moved.tobytes() != on_the_tree.tobytes(), "the comparison sees the rows"
