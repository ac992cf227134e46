"""The dam piles' row of the Dam It! table is declared on the core's layout tree (five piles
sharing the row, the discard's column at its right when it lies up there) and lies exactly where
the former arithmetic put it: the same rects for every player count, text size, language and
table size, and the same pixels on screen."""

from __future__ import annotations

import pytest
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.rows import PILES

from tabletop_core import i18n
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale

arcade = load_arcade()


def designed_cell(layout: TableLayout, index: int) -> Rect:
    """Where the piles lay before the tree: the former arithmetic, kept as the reference."""
    row = layout.piles_row
    if layout.discard_up:
        discard, row = row.split_right(layout.card_size[0] + 12 * layout.scale)
        if index == PILES:
            return discard
    return row.columns(PILES, 8 * layout.scale)[index]


@pytest.fixture()
def reading(gl_window):
    before = i18n.language()
    yield
    set_text_scale(1.0)
    i18n.set_language(before)


def test_every_pile_lies_where_the_arithmetic_put_it(table_layouts):
    discard_up_seen = set()
    for layout in table_layouts():
        discard_up_seen.add(layout.discard_up)
        for index in range(PILES + layout.discard_up):
            got, meant = layout.pile_cell(index), designed_cell(layout, index)
            for side in ("left", "bottom", "width", "height"):
                assert getattr(got, side) == pytest.approx(getattr(meant, side), abs=1e-9)
    assert discard_up_seen == {False, True}, "both arrangements of the row are checked"


@pytest.mark.gl
@pytest.mark.parametrize(("players", "text_size", "language"), [(2, 100, "en"), (4, 200, "de")])
def test_the_table_is_drawn_pixel_for_pixel_as_before(
    gl_window, damit_registry, tmp_path, monkeypatch, reading, players, text_size, language
):
    from tabletop_core.render.screenshot import take_screenshot

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))

    def shot(name: str):
        take_screenshot("damit", seed=3, out=tmp_path / name, registry=damit_registry,
                        players=players, text_size=text_size, language=language)  # fmt: skip
        layout = gl_window.current_view.table.scene.layout
        image = arcade.get_image(0, 0, gl_window.width, gl_window.height).convert("RGB")
        return image, [layout.pile_cell(n) for n in range(PILES)]

    on_the_tree, cells = shot("tree.bmp")
    monkeypatch.setattr(TableLayout, "pile_cell", designed_cell)
    by_arithmetic, designed = shot("arithmetic.bmp")
    assert by_arithmetic.tobytes() == on_the_tree.tobytes()
    assert [x for c in designed for x in (c.left, c.width)] == pytest.approx(
        [x for c in cells for x in (c.left, c.width)]
    )

    def nudged(layout: TableLayout, index: int) -> Rect:
        cell = designed_cell(layout, index)
        return Rect(cell.left + 2, cell.bottom, cell.width, cell.height)

    monkeypatch.setattr(TableLayout, "pile_cell", nudged)
    moved, _ = shot("nudged.bmp")
    assert moved.tobytes() != on_the_tree.tobytes(), "the comparison sees the piles"
