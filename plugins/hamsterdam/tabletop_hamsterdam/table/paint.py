"""The table as regions each painted into its own pair of canvases, repainted only when what it
shows changes: which regions there are (:func:`parts`), what each depends on (:func:`part_key`),
and which painter draws it (:func:`paint_part`). The painters each have a module: the dams
(:mod:`.paint_dams`), the shared column (:mod:`.paint_hud`), the tray (:mod:`.paint_tray`), the
decision panel (:mod:`.paint_panel`) and the marks on top (:mod:`.paint_marks`); what they draw
from is :mod:`.scenery` (the layout measures its words itself: :mod:`.layout`).
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_hamsterdam.state import (
    ARRANGE,
    KEEP,
    OVER,
    PASS,
)
from tabletop_hamsterdam.table import explain
from tabletop_hamsterdam.table.choices import (
    piece_help,
    piece_title,
)
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.paint_dams import paint_big, paint_other, town_under
from tabletop_hamsterdam.table.paint_hud import paint_dice, paint_hud
from tabletop_hamsterdam.table.paint_marks import paint_marks, spot_rect
from tabletop_hamsterdam.table.paint_panel import paint_panel
from tabletop_hamsterdam.table.paint_tray import paint_tray, source_rect
from tabletop_hamsterdam.table.scenery import (
    Scenery,
    hot_numbers,
    row_of,
    sizes_for,
    specials_of,
    stack_groups,
    town_words,
)

# --- the base: everything under the focus --------------------------------------------------------


def parts(scene: Scenery) -> list[Any]:
    """The table's regions, each painted into its own pair of canvases and repainted only when
    its :func:`part_key` changes: a key press repaints the marks, not four dams."""
    aside = scene.layout is not None and scene.layout.others_shown == "aside"
    rows: list[Any] = [] if aside else [("row", index) for index in range(len(scene.rows))]
    shown = rows + ["hud", "big", "tray", "panel", "marks"]
    layout = scene.layout
    words = _open_words(scene)
    if words is not None and layout is not None:
        # the dams under the open words give way while they are read
        rows_under = [("row", k) for k in range(len(scene.rows))]
        covered: list[Any] = [p for p in rows_under if layout.other_row(p[1]).overlaps(words)]
        if layout.main_row.overlaps(words):
            covered += ["big", "marks"]
        shown = [part for part in shown if part not in covered] + ["explain"]
    return shown


def _hover_words(scene: Scenery) -> tuple[str, bool] | None:
    """The words about the thing under the pointer, when they open over the dams, and whether
    low (a smaller dam's town is under the pointer, up top)."""
    layout = scene.layout
    if layout is None or not explain.hover_boxed(layout):
        return None
    if scene.hover_piece is not None:
        piece = scene.hover_piece
        return f"{piece_title(piece)}: {piece_help(piece)}", False
    if scene.hover_town is not None:
        return town_words(scene, scene.hover_town)[0], row_of(scene, scene.hover_town) >= 0
    return None


def _open_words(scene: Scenery) -> Rect | None:
    """Where words open over the dams now (the decision's, asked for; or the hovered thing's)."""
    layout, ask = scene.layout, scene.ask
    if layout is None:
        return None
    if scene.explaining and ask is not None and explain.hidden(layout, ask):
        return explain.words_rect(layout, sizes_for(layout), ask)
    hover = _hover_words(scene)
    if hover is not None:
        return explain.hover_rect(layout, sizes_for(layout), *hover)
    return None


def _dam_key(dam: Any) -> tuple[Any, ...]:
    return (
        tuple(dam.cards),
        tuple(dam.flipped),
        tuple(dam.tokens),
        tuple(tuple(s.pieces) for s in dam.stacks),
        tuple(dam.reserves),
        tuple(dam.passing),
        dam.town,
        dam.breaches,
    )


def part_key(part: Any, scene: Scenery) -> tuple[Any, ...]:
    """Everything a region's picture depends on."""
    view = scene.view
    if isinstance(part, tuple):
        seat = scene.rows[part[1]]
        return (
            seat,
            _dam_key(view.dams[seat]),
            seat == scene.to_act,
            tuple(hot_numbers(scene, seat)),
            scene.names[seat],
            scene.bots[seat],
        )
    if part == "hud":
        return (
            tuple(view.dice.values),
            tuple(d.value for d in scene.dice),
            view.value,
            view.stage in (PASS, ARRANGE, KEEP),
            view.round,
            view.turns,
            view.reservoir["token"],
        )
    ask = scene.ask
    asked = None
    if ask is not None:
        asked = (
            ask.title,
            ask.help,
            tuple(ask.buttons),
            tuple(c for c, _a in ask.hand),
            tuple(k for k, _a in ask.specials),
            tuple(ask.spots),
            tuple(ask.drags),
        )
    if part == "big":
        seat = scene.big
        return (
            seat,
            _dam_key(view.dams[seat]),
            seat == scene.to_act,
            tuple(hot_numbers(scene, seat)),
            scene.viewer,
            scene.names[seat],
            view.stage == PASS and asked,
        )
    if part == "tray":
        dam = view.dams[scene.big]
        return (tuple(dam.reserves), tuple(sorted(specials_of(dam))))
    if part == "explain":
        return (asked, scene.explaining, _hover_words(scene))
    if part == "panel":
        return (
            asked,
            scene.explaining,
            scene.hover_piece,
            scene.hover_town,
            town_words(scene, scene.hover_town) if scene.hover_town is not None else "",
            scene.waiting,
            view.stage,
            tuple(view.dams[scene.big].passing),
        )
    return (
        asked,
        scene.my_turn,
        view.stage,
        scene.focus,
        scene.hover_piece if ask is not None and ask.specials else None,
        scene.held,
        scene.target,
        len(view.dams[scene.big].cards),
        tuple(len(s.pieces) for s in view.dams[scene.big].stacks),
    )


def paint_part(part: Any, canvas: Canvas, top: Canvas, layout: TableLayout, scene: Scenery) -> None:
    """Paint one region into ``canvas`` and what lies over its cards and hamsters (counts,
    focus, places to click) into ``top``, which is drawn after it."""
    sizes = sizes_for(layout)
    if isinstance(part, tuple):
        index = part[1]
        paint_other(canvas, top, layout, sizes, scene, index, scene.rows[index])
    elif part == "hud":
        paint_hud(canvas, layout, sizes, scene)
    elif part == "big":
        paint_big(canvas, top, layout, sizes, scene)
    elif part == "tray":
        paint_tray(canvas, layout, sizes, scene)
    elif part == "panel":
        paint_panel(canvas, layout, sizes, scene)
    elif part == "explain":
        hover = _hover_words(scene)
        if scene.explaining and scene.ask is not None and explain.hidden(layout, scene.ask):
            explain.paint_words(canvas, layout, sizes, scene.ask)
        elif hover is not None:
            explain.paint_hover(canvas, layout, sizes, *hover)
    elif scene.view.stage != OVER:
        paint_marks(top, layout, sizes, scene)


def paint_table(canvas: Canvas, top: Canvas, layout: TableLayout, scene: Scenery) -> None:
    """The whole table into two canvases (screenshots, tests)."""
    for part in parts(scene):
        paint_part(part, canvas, top, layout, scene)


__all__ = [
    "Scenery",
    "paint_dice",
    "paint_part",
    "paint_table",
    "part_key",
    "parts",
    "row_of",
    "sizes_for",
    "source_rect",
    "spot_rect",
    "stack_groups",
    "town_under",
    "town_words",
]
