"""On top of the table: the focus, the lit places to click or drop on, and their labels."""

from __future__ import annotations

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import FRAME_OUT, Surfaces
from tabletop_core.render.theme import Palette, Sizes
from tabletop_hamsterdam.state import (
    ARRANGE,
    PASS,
)
from tabletop_hamsterdam.table.choices import (
    CARD,
    Spot,
)
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.paint_dams import big_figure
from tabletop_hamsterdam.table.paint_panel import keep_help_over
from tabletop_hamsterdam.table.paint_tray import paint_next, source_rect
from tabletop_hamsterdam.table.scenery import Scenery

# --- the marks: focus, places to click, the held hamster -------------------------------------


def paint_marks(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    sp = Spacing(s)
    surface = Surfaces(s)
    ask = scene.ask
    if ask is None or not scene.my_turn:
        return
    view = scene.view
    focus = scene.focus
    for spot, _action in ask.spots.items():
        kind, position = spot
        if kind == CARD:
            rect = layout.card(-1, position).inset(-3 * s)
            surface.frame(canvas, rect, width="chosen" if spot == focus else "mark", out=0)
        else:
            rect = layout.gap(-1, position)
            canvas.circle(
                rect.center_x,
                rect.center_y,
                rect.width / 2,
                Palette.FOCUS if spot == focus else Palette.BUTTON,
            )
            canvas.fitted_text(
                "⇄",
                rect,
                sizes.body,
                Palette.TEXT_DARK if spot == focus else Palette.TEXT,
                bold=True,
            )
        if spot == focus:
            label = ask.spot_labels.get(spot, "")
            told = layout.wide_panel and any(offer.label == label for offer in ask.buttons)
            if label and not told:
                card = layout.card(-1, position)
                width = max(140 * s, Canvas.measure(label, sizes.small, bold=True) + sp.loose)
                height = max(20 * s, layout.line("small") * 0.9)
                box = _spot_label_box(layout, card, width, height, _header_free(layout))
                surface.lit(canvas, box)
                canvas.fitted_text(label, box, sizes.small, Palette.TEXT_DARK, bold=True)
    if (
        isinstance(focus, tuple)
        and focus[0] == "button"
        and focus[1] < len(scene.buttons)
        and not ask.drags
    ):
        surface.frame(canvas, scene.buttons[focus[1]])
    if isinstance(focus, tuple) and focus[0] == "hand":
        index = focus[1]
        count = len(ask.hand)
        rect = (
            layout.choice_card(index, count)
            if view.stage == PASS
            else layout.hand_card(index, count)
        )
        surface.frame(canvas, rect, width="chosen", out=FRAME_OUT + 1)
    kinds = [kind for kind, _action in ask.specials]
    over = keep_help_over(layout, sizes, kinds, scene.hover_piece)
    covered = over[1] if over is not None else set()
    if isinstance(focus, tuple) and focus[0] == "special" and focus[1] not in covered:
        surface.frame(canvas, layout.special_choice(focus[1], len(ask.specials)))
    if view.stage == ARRANGE and scene.viewer is not None:
        slot = layout.card(-1, len(view.dams[scene.viewer].cards))
        surface.frame(canvas, slot, width="strong")
        paint_next(canvas, layout, sizes, slot)
    held = scene.held
    if held is None or held not in ask.drags:
        for source in ask.drags:
            lit = source_rect(layout, scene, source)
            if lit is not None:
                canvas.ring(lit.center_x, lit.center_y, lit.width * 0.55, (240, 228, 66, 150), 2)
        return
    held_rect = source_rect(layout, scene, held)
    if held_rect is not None:
        canvas.ring(held_rect.center_x, held_rect.center_y, held_rect.width * 0.6, Palette.FOCUS, 4)
    for position in ask.drags[held]:
        card = layout.stack_area(-1, position)
        edge = "chosen" if position == scene.target else "mark"
        surface.frame(canvas, card, width=edge, out=FRAME_OUT - 1)
        if position == scene.target:
            tip, foot = card.bottom - 2 * s, card.bottom - sp.wide
            canvas.polygon(
                [
                    (card.center_x, tip),
                    (card.center_x - 9 * s, foot),
                    (card.center_x + 9 * s, foot),
                ],
                Palette.FOCUS,
            )


def _spot_label_box(
    layout: TableLayout, card: Rect, width: float, height: float, header: tuple[float, float]
) -> Rect:
    """Where a focused place's words go: above its card where the dam's header line is free
    (between ``header``'s two ends: where its name ends and where the town's figure begins),
    else in the header line as near the card as that room allows, so the words never cover a
    card's number; over the card's top edge only when the header has no room; never out of
    the dam's row."""
    s = layout.scale
    sp = Spacing(s)
    main = layout.main_row
    width = min(width, main.width - sp.gap)
    left = min(max(card.center_x - width / 2, main.left + sp.tight), main.right - sp.tight - width)
    free, stop = header[0] + sp.snug, header[1] - sp.snug
    if not layout.wide_panel and left < free <= stop - width:
        left = free
    if not layout.wide_panel and left + width > stop and free <= stop - width:
        left = stop - width
    above = not layout.wide_panel and free <= left and left + width <= stop
    bottom = card.top + 2 * s if above else card.top - height
    return Rect(left, bottom, width, height)


def _header_free(layout: TableLayout) -> tuple[float, float]:
    """Where the big dam's header line is free: from the end of its name (and of the town's
    figure when it follows the name) to the figure standing over the town, or the row's end
    (the words' ends as the room measured them)."""
    s = layout.scale
    name, figure = layout.big_cells()[0], big_figure(layout)
    if figure.right >= layout.town(-1).right - 1 and figure.left > name.right:
        return name.right, figure.left
    return max(name.right, figure.right + Spacing(s).snug), layout.main_row.right + 2 * s


def spot_rect(layout: TableLayout, spot: Spot) -> Rect:
    kind, position = spot
    return layout.card(-1, position) if kind == CARD else layout.gap(-1, position)
