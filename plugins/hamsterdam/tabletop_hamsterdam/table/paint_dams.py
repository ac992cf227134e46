"""The dams: each dam's cards with its flood tokens and hamster stacks, between its sea and its
town, the smaller dams' rows and the big dam of the seat whose eyes the table uses.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.rows import row_height
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape
from tabletop_hamsterdam.pieces import (
    HAMSTER,
    HIDDEN,
    TWINSTER_SIDEWAYS,
)
from tabletop_hamsterdam.state import (
    DAM_SIZE,
    PASS,
    HamsterdamState,
)
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.scenery import (
    WATER,
    Scenery,
    big_title,
    card_pixels,
    hot_numbers,
    in_danger,
    other_facts,
    row_of,
    sizes_for,
    stack_groups,
    town_figure,
)
from tabletop_hamsterdam.table.textures import (
    FLOODED,
    breached_texture,
    card_texture,
    flood_water_texture,
    hamster_texture,
    hidden_texture,
    sea_texture,
    token_texture,
    town_texture,
)


def _paint_dam_cards(
    canvas: Canvas,
    top: Canvas,
    layout: TableLayout,
    view: HamsterdamState,
    seat: int,
    row: int,
    hot: set[int],
) -> None:
    dam = view.dams[seat]
    w, h = card_pixels(layout, row)
    s = layout.scale
    sp = Spacing(s)
    for position in range(DAM_SIZE):
        rect = layout.card(row, position)
        if position >= len(dam.cards):
            Surfaces(s).place(canvas, rect)
            continue
        number = dam.cards[position]
        if number == HIDDEN:
            canvas.texture(hidden_texture(w, h), rect, piece=("dam card", seat, position))
            continue
        if dam.flipped[position]:
            canvas.texture(breached_texture(number, w, h), rect, piece=("dam card", seat, position))
            continue
        if number in hot:
            canvas.rect(rect.inset(-sp.tight), WATER, chamfer=7 * s)
        canvas.texture(card_texture(number, w, h), rect, piece=("dam card", seat, position))
        if dam.tokens[position]:
            water = Rect(rect.left, rect.bottom, rect.width, rect.height * FLOODED)
            canvas.texture(flood_water_texture(w, max(1, int(water.height))), water)
            canvas.texture(token_texture(), layout.token(row, position))
        groups = stack_groups(dam.stacks[position].pieces)
        count = len(groups)
        for index, (piece, many) in enumerate(groups):
            spot = layout.piece(row, position, index, count)
            sprite = canvas.texture(
                hamster_texture(piece), spot, piece=("hamster", seat, position, index)
            )
            if piece == TWINSTER_SIDEWAYS:
                sprite.angle = 90
            if many > 1:
                _paint_count(top, layout, rect, spot, many)


def _paint_count(canvas: Canvas, layout: TableLayout, card: Rect, spot: Rect, many: int) -> None:
    """A stack's "×n" badge, inside its card so the neighbours' badges never touch it; it grows
    with the text-size setting as far as the card is wide."""
    s = layout.scale
    sp = Spacing(s)
    sizes = sizes_for(layout)
    size = max(9.0, 10 * s) * sizes.text
    text = f"×{many}"
    width = Canvas.measure(text, size, bold=True) + sp.tight
    if width > card.width:
        size *= card.width / width
        width = card.width
    height = row_height(size)
    badge = Rect(min(spot.right - 13 * s, card.right - width), spot.bottom, width, height)
    Surfaces(s).panel(canvas, badge, edge=None, corners="badge")
    canvas.fitted_text(text, badge.inset(-2 * s, 0), size, Palette.TEXT, bold=True)


def paint_other(
    canvas: Canvas,
    top_canvas: Canvas,
    layout: TableLayout,
    sizes: Sizes,
    scene: Scenery,
    index: int,
    seat: int,
) -> None:
    s = layout.scale
    sp = Spacing(s)
    view = scene.view
    dam = view.dams[seat]
    row = layout.other_row(index)
    Surfaces(s).seat(canvas, row, seat_color(seat), acting=seat == scene.to_act)
    x, y, r = layout.other_marker(index)
    canvas.marker(seat_shape(seat), x, y, r, seat_color(seat))
    facts = other_facts(scene, seat)
    cells = layout.other_cells(index)
    name = cells[0]
    canvas.fitted_text(
        facts[0],
        Rect(name.left + 22 * s, name.bottom, name.width - 22 * s + sp.tight, name.height),
        sizes.body,
        Palette.TEXT,
        bold=True,
        align="left",
    )
    _paint_figure(canvas, cells[1], sizes, hamster_texture(HAMSTER), facts[1], False)
    _paint_figure(canvas, cells[2], sizes, token_texture(), facts[2], in_danger(dam.town))
    if layout.others_shown == "folded":
        return
    _paint_shore(canvas, layout, index, dam.town)
    _paint_dam_cards(canvas, top_canvas, layout, view, seat, index, hot_numbers(scene, seat))


def _paint_figure(
    canvas: Canvas, cell: Rect, sizes: Sizes, icon: Any, figure: str, danger: bool
) -> None:
    """A compact figure after its picture: a flood token before the town's "2/3", a hamster
    before the reinforcements' count."""
    size = min(cell.height, sizes.line(sizes.small))
    canvas.texture(icon, Rect(cell.left, cell.center_y - size / 2, size, size))
    left = cell.left + size + 2
    canvas.fitted_text(
        figure,
        Rect(left, cell.bottom, max(1.0, cell.right - left + 2), cell.height),
        sizes.small,
        (255, 170, 120, 255) if danger else Palette.TEXT,
        align="left",
        bold=True,
    )


def _paint_shore(canvas: Canvas, layout: TableLayout, row: int, town: int) -> None:
    """The sea left of a dam's first card and the town behind its last, the water in the town
    standing as high as its flood pile."""
    sea = layout.sea(row)
    canvas.texture(sea_texture(max(1, int(sea.width)), max(1, int(sea.height))), sea)
    place = layout.town(row)
    canvas.texture(town_texture(max(1, int(place.width)), max(1, int(place.height)), town), place)


def paint_big(
    canvas: Canvas, top: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery
) -> None:
    s = layout.scale
    sp = Spacing(s)
    view = scene.view
    seat = scene.big
    dam = view.dams[seat]
    row = layout.main_row
    Surfaces(s).seat(canvas, row, seat_color(seat), acting=seat == scene.to_act)
    name, _town = layout.big_cells()
    canvas.marker(seat_shape(seat), name.left - 14 * s, name.center_y, sp.gap, seat_color(seat))
    canvas.fitted_text(
        big_title(scene), name.inset(-2 * s, 0), sizes.body, Palette.TEXT, bold=True, align="left"
    )
    _paint_figure(
        canvas, big_figure(layout), sizes, token_texture(), town_figure(dam), in_danger(dam.town)
    )
    _paint_shore(canvas, layout, -1, dam.town)
    if view.stage == PASS and scene.viewer == seat and scene.ask is not None:
        _paint_pick_cards(canvas, layout, sizes, scene)
        return
    _paint_dam_cards(canvas, top, layout, view, seat, -1, hot_numbers(scene, seat))


def _paint_pick_cards(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """Passing: the hand of dam cards laid out large where the dam will stand."""
    ask = scene.ask
    assert ask is not None
    w, h = card_pixels(layout, -1)
    count = len(ask.hand)
    for index, (card, _action) in enumerate(ask.hand):
        canvas.texture(card_texture(card, w, h), layout.choice_card(index, count))


def big_figure(layout: TableLayout) -> Rect:
    """The big dam's town figure on its header line."""
    town = layout.big_cells()[1]
    width = layout.big_dam.cells[1] if layout.big_dam.cells else town.width
    return Rect(town.left, town.bottom, width, town.height)


def town_under(layout: TableLayout, scene: Scenery, x: float, y: float) -> int | None:
    """The seat whose town picture, sea or header figures lie under ``(x, y)``."""
    shown = layout.others_shown
    for seat in range(scene.view.players):
        row = row_of(scene, seat)
        if row >= 0 and shown == "aside":
            continue
        places = layout.other_cells(row)[1:] if row >= 0 else [big_figure(layout)]
        if row < 0 or shown != "folded":
            places += [layout.town(row), layout.sea(row)]
        if any(place.contains(x, y) for place in places):
            return seat
    return None
