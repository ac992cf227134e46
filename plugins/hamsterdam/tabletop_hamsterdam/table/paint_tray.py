"""The reinforcements tray: the seat's hamsters waiting to be placed, and where each is picked up."""

from __future__ import annotations

from collections import Counter

from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.kit.texts import draw_texts
from tabletop_core.render.theme import Palette, Sizes
from tabletop_hamsterdam.pieces import (
    TWINSTER_SIDEWAYS,
)
from tabletop_hamsterdam.table.choices import (
    TRAY,
    Source,
)
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.layout_tray import empty_tray_words
from tabletop_hamsterdam.table.scenery import Scenery, specials_line, stack_groups, tray_title_words
from tabletop_hamsterdam.table.textures import (
    hamster_texture,
)

_, ngettext = translator("tabletop_hamsterdam")


def paint_tray(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    dam = view.dams[scene.big]
    tray = layout.tray
    Surfaces(s).panel(canvas, tray)
    canvas.fitted_text(
        tray_title_words(dam),
        layout.tray_title(),
        sizes.small if layout.tray_layout.small_title else sizes.body,
        Palette.TEXT,
        bold=True,
        align="left",
        lines=2,
    )
    kinds = Counter(dam.reserves)
    for index, kind in enumerate(scene.tray_kinds):
        slot = layout.tray_slot(index)
        sprite = canvas.texture(hamster_texture(kind), slot, piece=("tray hamster", kind))
        if kind == TWINSTER_SIDEWAYS:
            sprite.angle = 90
        canvas.fitted_text(
            f"×{kinds[kind]}",
            layout.tray_count(index),
            sizes.small,
            Palette.TEXT,
            bold=True,
            align="left",
        )
    if not kinds:
        words = kit.Box(empty_tray_words(), valign="center")
        placed = kit.lay_out(words, layout.tray_empty(), layout.ctx)
        draw_texts(canvas, sizes, placed, {"empty": Palette.TEXT_MUTED})
    specials = specials_line(dam)
    if specials and kinds:
        canvas.fitted_wording(
            specials,
            layout.tray_specials(),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
            lines=layout.tray_specials_lines(),
        )


def source_rect(layout: TableLayout, scene: Scenery, source: Source) -> Rect | None:
    """Where a draggable hamster can be grabbed: its tray slot, or the visible part of its group
    in a stack of the big dam."""
    if source[0] == TRAY:
        if source[1] in scene.tray_kinds:
            return layout.tray_slot(scene.tray_kinds.index(source[1]))
        return None
    _stack, position, kind = source
    groups = stack_groups(scene.view.dams[scene.big].stacks[position].pieces)
    for index in range(len(groups) - 1, -1, -1):
        if groups[index][0] == kind:
            return piece_grip(layout, -1, position, index, len(groups))
    return None


def piece_grip(layout: TableLayout, row: int, position: int, index: int, count: int) -> Rect:
    """The part of a stack's group that the group above it does not cover."""
    rect = layout.piece(row, position, index, count)
    if index == count - 1:
        return rect
    above = layout.piece(row, position, index + 1, count)
    return Rect(rect.left, rect.bottom, rect.width, max(4.0, above.bottom - rect.bottom))


def paint_next(canvas: Canvas, layout: TableLayout, sizes: Sizes, slot: Rect) -> None:
    """The word "next" on the empty place the next dam card goes: in it, or when the word is
    wider, over the empty places after it (or, at the dam's end, ending at it)."""
    s = layout.scale
    sp = Spacing(s)
    words = _("next")
    width = Canvas.measure(words, sizes.body, bold=True) + 10 * s
    if width <= slot.width:
        canvas.fitted_text(words, slot, sizes.body, Palette.FOCUS, bold=True)
        return
    main = layout.main_row
    height = layout.line("body")
    left = slot.left if slot.left + width <= main.right - sp.tight else slot.right - width
    box = Rect(left, slot.center_y - height / 2, width, height)
    Surfaces(s).lit(canvas, box)
    canvas.fitted_text(words, box, sizes.body, Palette.TEXT_DARK, bold=True)
