"""The decision panel: the question, its why, its buttons and cards, and the help for what the
pointer is over.
"""

from __future__ import annotations

import math

from tabletop_core.render import kit
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.giving_text import GivingText
from tabletop_core.render.kit.rows import rows_held
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.kit.texts import draw_texts
from tabletop_core.render.theme import Palette, Sizes
from tabletop_hamsterdam.state import (
    ARRANGE,
    PASS,
)
from tabletop_hamsterdam.table import explain
from tabletop_hamsterdam.table.choices import (
    piece_help,
    piece_title,
)
from tabletop_hamsterdam.table.keep_cell import keep_cell, keep_icon
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.panel_words import (
    WHOLE,
    key_side,
    offer_words,
    passing_slot,
    title_words,
)
from tabletop_hamsterdam.table.scenery import (
    Scenery,
    card_pixels,
    passing_words,
    town_words,
)
from tabletop_hamsterdam.table.textures import (
    card_texture,
    hamster_texture,
)


def paint_panel(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    sp = Spacing(s)
    panel = layout.panel
    ask = scene.ask
    surface = Surfaces(s)
    if ask is not None:
        surface.panel(canvas, panel, edge="FOCUS", width="mark")
    else:
        surface.panel(canvas, panel)
    if ask is None:
        # the words whole in the largest type that holds them, else cut in small type
        title = layout.panel_title()
        room = Rect(
            title.left, panel.bottom + sp.gap, title.width, title.top - panel.bottom - sp.gap
        )
        fewest = max(1, int(room.height / layout.line("small") + 1e-6))
        waiting = kit.FirstFitting(
            kit.Text(scene.waiting, "heading", bold=True, lines=WHOLE),
            kit.Text(scene.waiting, "body", bold=True, lines=WHOLE),
            kit.Text(scene.waiting, "small", bold=True, lines=fewest),
        )
        draw_texts(canvas, sizes, kit.lay_out(waiting, room, layout.ctx))
        if explain.hover_boxed(layout):
            return  # the hovered thing's words open over the dams
        if scene.hover_piece is not None:
            _paint_piece_help(canvas, layout, sizes, scene.hover_piece)
        elif scene.hover_town is not None:
            _paint_help_words(canvas, layout, sizes, town_words(scene, scene.hover_town))
        return
    shows_title, shows_why = layout.panel_words()
    help_rect = layout.panel_help()
    if shows_title:
        placed = _title_placed(layout, sizes, ask.brief if shows_title == "brief" else ask.title)
        draw_texts(canvas, sizes, placed)
        help_rect = placed["help"]
    explain.paint_button(canvas, layout, sizes, ask, scene.explaining)
    kinds = [kind for kind, _action in ask.specials]
    told = keep_help_over(layout, sizes, kinds, scene.hover_piece)
    boxed = explain.hover_boxed(layout)  # the hovered thing's words open over the dams
    if boxed and (scene.hover_piece is not None or scene.hover_town is not None):
        pass
    elif scene.hover_piece is not None and told is None and scene.hover_piece not in kinds:
        # (a special to keep whose help fits its cell already shows it there)
        _paint_piece_help(canvas, layout, sizes, scene.hover_piece)
    elif scene.hover_town is not None and not ask.specials:
        _paint_help_words(canvas, layout, sizes, town_words(scene, scene.hover_town))
    elif (
        shows_why
        and ask.help
        and not ask.specials
        and not (ask.hand and scene.view.stage == ARRANGE)
    ):
        # the buttons say the choice: their story gives way whole rather than cut
        story = kit.Text if ask.buttons else GivingText
        why = story(ask.help, "small", lines=WHOLE, key="why", optional=True)
        placed = kit.lay_out(kit.Column(why, justify="center"), help_rect, layout.ctx)
        draw_texts(canvas, sizes, placed, {"why": Palette.TEXT_MUTED})
    if ask.hand and scene.view.stage == ARRANGE:
        w, h = card_pixels(layout, -1)
        for index, (card, _action) in enumerate(ask.hand):
            rect = layout.hand_card(index, len(ask.hand))
            canvas.texture(card_texture(card, w, h), rect)
    if ask.hand and scene.view.stage == PASS:
        _paint_passing(canvas, layout, sizes, scene)
    for index, (kind, _action) in enumerate(ask.specials):
        cell = layout.special_choice(index, len(ask.specials))
        if told is not None and index in told[1]:
            continue
        surface.panel(canvas, cell, fill="PANEL_LIGHT", corners="place")
        placed = _keep_placed(layout, sizes, cell, index, kind)
        canvas.texture(hamster_texture(kind), placed["icon"])
        draw_texts(canvas, sizes, placed, {"why": Palette.TEXT_MUTED})
    if told is not None and scene.hover_piece is not None:
        _paint_keep_help(canvas, layout, sizes, told[0], scene.hover_piece)
    rects = layout.buttons(len(ask.buttons))
    for index, (offer, rect) in enumerate(zip(ask.buttons, rects, strict=True)):
        fill = "BUTTON_PRIMARY" if index == 0 else "BUTTON"
        words = surface.keyed_button(
            canvas, sizes, rect, str(index + 1), fill=fill, cap_side=key_side(layout)
        )
        lines = max(2, rows_held(words.height, sizes.body))
        stacked, gap = layout.stacked(), Canvas.measure("  ", sizes.body)
        tree = offer_words(offer, lines, layout.wide_panel, stacked, gap)
        placed = kit.lay_out(tree, words, layout.ctx)
        draw_texts(canvas, sizes, placed, {"detail": Palette.TEXT_MUTED})


def _title_placed(layout: TableLayout, sizes: Sizes, title: str) -> kit.Layout:
    """The decision's title in the form that fits the panel's width (:func:`title_words`),
    over the room left for its help (``help``): a title on two lines takes from that room."""
    top, under = layout.panel_title(), layout.panel_help()
    ctx = layout.ctx
    words = title_words(title, layout.wide_panel).chosen(ctx, Rect(0, 0, top.width, math.inf))
    tree = kit.Column(words, kit.Space(grow=1, key="help"), gap=top.bottom - under.top)
    return kit.lay_out(tree, Rect(top.left, under.bottom, top.width, top.top - under.bottom), ctx)


def _keep_placed(
    layout: TableLayout, sizes: Sizes, cell: Rect, index: int, kind: int
) -> kit.Layout:
    """Special ``kind`` to keep laid out in its cell (:func:`keep_cell`): what it does is
    there only when the cell has the lines for it."""
    s, wide = layout.scale, layout.wide_panel
    icon = layout.line("body") if wide else keep_icon(s, cell.height)
    tree = keep_cell(index, kind, s, icon, wide)
    return kit.lay_out(tree, cell, layout.ctx)


def keep_help_over(
    layout: TableLayout, sizes: Sizes, kinds: list[int], hovered: int | None
) -> tuple[Rect, set[int]] | None:
    """Where the help of a hovered special to keep shows when its cell has no room for it:
    over the rows of cells on the larger side of the hovered one (those cells give way while
    the pointer rests there), as ``(rect, covered indices)``; ``None`` when it is not needed."""
    if hovered is None or hovered not in kinds:
        return None
    index = kinds.index(hovered)
    cells = [layout.special_choice(i, len(kinds)) for i in range(len(kinds))]
    if "why" in _keep_placed(layout, sizes, cells[index], index, hovered):
        return None  # the cell shows it
    mine = cells[index].bottom
    below = {i for i, cell in enumerate(cells) if cell.top <= mine + 0.5}
    above = {i for i, cell in enumerate(cells) if cell.bottom >= cells[index].top - 0.5}
    side = below if _around(cells, below).height >= _around(cells, above).height else above
    return (_around(cells, side), side) if side else None


def _around(cells: list[Rect], chosen: set[int]) -> Rect:
    """The least rect that holds the ``chosen`` cells (none: an empty one)."""
    if not chosen:
        return Rect(0, 0, 0, 0)
    left, bottom = min(cells[i].left for i in chosen), min(cells[i].bottom for i in chosen)
    right, top = max(cells[i].right for i in chosen), max(cells[i].top for i in chosen)
    return Rect(left, bottom, right - left, top - bottom)


def _paint_keep_help(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, rect: Rect, kind: int
) -> None:
    """What a hovered special to keep does, over the cells beside it: its name over its
    words, or in a low rect name and words run on as one text."""
    s = layout.scale
    Surfaces(s).panel(canvas, rect, fill="PANEL_LIGHT", edge="FOCUS", width="mark", corners="place")
    inner = rect.inset(10 * s, Spacing(s).snug)
    title, text = piece_title(kind), piece_help(kind)
    words = kit.FirstFitting(
        kit.Column(kit.Text(title, bold=True), kit.Text(text, "small", lines=WHOLE)),
        GivingText(f"{title}: {text}", "small", lines=WHOLE),
    )
    draw_texts(canvas, sizes, kit.lay_out(words, inner, layout.ctx))


def _paint_passing(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    chosen = scene.view.dams[scene.big].passing
    for k, cell in enumerate(layout.passing_slots()):
        Surfaces(s).panel(canvas, cell, fill="PANEL_LIGHT", corners="place")
        words = passing_slot(passing_words(scene, k), k < len(chosen))
        inner = cell.inset(Spacing(s).gap, 0)
        draw_texts(canvas, sizes, kit.lay_out(words, inner, layout.ctx), align="center")


def _paint_piece_help(canvas: Canvas, layout: TableLayout, sizes: Sizes, piece: int) -> None:
    _paint_help_words(canvas, layout, sizes, f"{piece_title(piece)}: {piece_help(piece)}")


def _paint_help_words(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, words: str | tuple[str, ...]
) -> None:
    """What the thing under the pointer is, in words, where the decision's why stands: the
    longest of the wordings that fits there."""
    s = layout.scale
    rect = layout.panel_help()
    wordings = (words,) if isinstance(words, str) else words
    Surfaces(s).panel(
        canvas, rect.inset(-Spacing(s).tight, -2 * s), fill="PANEL_LIGHT", edge=None, corners="tag"
    )
    whole = (kit.Text(w, "small", bold=True, lines=WHOLE) for w in wordings[:-1])
    cut = GivingText(wordings[-1], "small", bold=True, lines=WHOLE)  # none fits: the shortest
    fitting = kit.FirstFitting(*whole, cut, valign="center")
    draw_texts(canvas, sizes, kit.lay_out(fitting, rect, layout.ctx))
