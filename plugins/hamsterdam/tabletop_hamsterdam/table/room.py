"""Large text: how much room the decision panel's words take at the width the panel has,
measured here and handed to :class:`~tabletop_hamsterdam.table.layout.TableLayout` as a
:class:`~tabletop_hamsterdam.table.layout.Room`."""

from __future__ import annotations

from dataclasses import replace

from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.sizing import heights_of, widths_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_hamsterdam.state import (
    ARRANGE,
    PASS,
)
from tabletop_hamsterdam.table.keep_cell import keep_cell
from tabletop_hamsterdam.table.layout import Room, TableLayout
from tabletop_hamsterdam.table.layout_panel import panel_tree
from tabletop_hamsterdam.table.panel_words import (
    WHOLE,
    key_side,
    needed,
    offer_words,
    passing_slot,
    title_words,
)
from tabletop_hamsterdam.table.scenery import (
    Scenery,
    passing_words,
    sizes_for,
)

_, ngettext = translator("tabletop_hamsterdam")


def button_words(layout: TableLayout, rect: Rect) -> float:
    """The width a button leaves its words (right of its number key)."""
    return Surfaces(layout.scale).keyed_words(rect.width, key_side(layout))


def panel_room(layout: TableLayout, scene: Scenery) -> Room:
    """Large text: the heights the decision panel's words take at the width the panel has
    (its title, its why, its buttons or choices)."""
    s = layout.scale
    sp = Spacing(s)
    sizes = sizes_for(layout)
    room = layout.room
    heading, body = layout.line("heading"), layout.line("body")
    ask = scene.ask
    width = layout.panel_title().width
    ctx = layout.ctx
    if ask is None:
        lines = Canvas.lines_needed(scene.waiting, sizes.heading, width, bold=True)
        rest = (max(2, lines) - 1) * heading
        need = heights_of(panel_tree(s, heading, rest, 0.0), width)[1]
        # the lines after the first give way
        return replace(room, panel_need=need, panel_why=rest, no_buttons=True)
    title = needed(title_words(ask.title, True), width, ctx)
    # a short title on one line, should the whole one give way
    one_line = widths_of(kit.Text(ask.brief, bold=True), ctx)[0] <= width
    brief = body if title > heading and ask.brief and one_line else 0.0
    stage = scene.view.stage
    helped = ask.help and not ask.specials and not (ask.hand and stage == ARRANGE)
    help_height = 0.0
    if helped:
        help_height = needed(kit.Text(ask.help, "small", lines=WHOLE), width, ctx) + 2 * s
    bottom = 0.0
    if ask.hand and stage == ARRANGE:
        bottom = max(64 * s, body * 1.6)
    elif ask.hand and stage == PASS:
        cell = layout.passing_slots()[0].width - sp.wide
        chosen = scene.view.dams[scene.big].passing
        slots = (passing_slot(passing_words(scene, k), k < len(chosen)) for k in range(2))
        tallest = max(needed(words, cell, ctx) for words in slots)
        bottom = max(layout.button_height, tallest + sp.snug)
    elif ask.specials:
        cells = [keep_cell(n, kind, s, body, True) for n, (kind, _) in enumerate(ask.specials)]
        tallest = max(heights_of(cell, width, ctx)[1] for cell in cells)
        bottom = len(cells) * tallest + (len(cells) - 1) * sp.gap
    elif ask.buttons:
        gap = Canvas.measure("  ", sizes.body)
        words = [offer_words(offer, WHOLE, True, False, gap) for offer in ask.buttons]
        rects = layout.buttons(len(ask.buttons))
        tallest = max(
            needed(tree, button_words(layout, rect), ctx) + sp.snug
            for tree, rect in zip(words, rects, strict=True)
        )
        beside = max(layout.button_height, tallest)
        across = button_words(layout, Rect(0, 0, layout.buttons_row().width, 1))
        heights = [
            max(40 * s, needed(offer_words(offer, WHOLE, True, True, gap), across, ctx) + sp.snug)
            for offer in ask.buttons
        ]
        stacked = sum(heights) + (len(heights) - 1) * sp.snug
        if len(heights) > 1 and stacked <= beside:
            one = max(heights)
            bottom = one * len(heights) + (len(heights) - 1) * sp.snug
            room = replace(room, stacked_buttons=True)
        else:
            bottom = beside
    panel = panel_tree(s, title, help_height, bottom, layout.panel_layout.more_width(), body)
    need = heights_of(panel, width)[1]
    return replace(
        room,
        panel_title=title,
        panel_why=help_height,
        panel_brief=brief,
        panel_need=need,
        button_need=bottom,
        no_buttons=not bottom,
    )
