"""The shared column: the dice and what they rolled, the round tracker and the Reservoir."""

from __future__ import annotations

from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.theme import Palette, Sizes
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_hamsterdam.pieces import (
    RESERVOIR_TOKENS,
    TURNS_PER_ROUND,
)
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.layout_hud import DIE, DIE_OF_ROW, DIE_PLACES
from tabletop_hamsterdam.table.scenery import Scenery, roll_words
from tabletop_hamsterdam.table.textures import reservoir_texture

_, ngettext = translator("tabletop_hamsterdam")


def paint_dice(canvas: Canvas, layout: TableLayout, sizes: Sizes, dice: list[DieWidget]) -> None:
    row = layout.hud_parts()["dice"]
    tallest, widest = DIE_OF_ROW
    size = min(DIE * layout.scale * sizes.text**0.5, row.height * tallest, row.width * widest)
    for k, (die, share) in enumerate(zip(dice, DIE_PLACES, strict=False)):
        center = (row.left + row.width * share, row.center_y)
        die.paint(canvas, sizes, center, size)
        canvas.piece(("die", k), Rect(center[0] - size / 2, center[1] - size / 2, size, size))


def paint_hud(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    sp = Spacing(s)
    view = scene.view
    hud = layout.hud
    Surfaces(s).panel(canvas, hud)
    part = layout.hud_parts()
    paint_dice(canvas, layout, sizes, scene.dice)
    canvas.fitted_wording(
        roll_words(view), part["roll"], sizes.small, Palette.TEXT, bold=True, lines=2
    )
    canvas.fitted_text(
        _("Round {n} of {total}").format(n=view.round, total=view.rounds),
        part["round"],
        sizes.body,
        Palette.TEXT,
        bold=True,
    )
    boxes = part["boxes"].inset(sp.tight, 0)
    for r, cell in enumerate(boxes.columns(view.rounds, sp.snug)):
        done = r + 1 < view.round
        now = r + 1 == view.round
        canvas.rect(
            cell,
            Palette.ACCENT if now else (Palette.PANEL_EDGE if done else Palette.PANEL_LIGHT),
            border=Palette.CARD_EDGE,
            border_width=1,
            chamfer=3 * s,
        )
        canvas.fitted_text(
            str(r + 1), cell, sizes.small, Palette.TEXT_DARK if now else Palette.TEXT, bold=now
        )
        if done:
            canvas.line(
                cell.left + 3 * s,
                cell.bottom + 3 * s,
                cell.right - 3 * s,
                cell.top - 3 * s,
                Palette.TEXT,
                2,
            )
    ticks = part["ticks"].inset(sp.tight, 0).columns(TURNS_PER_ROUND)
    for t, tick in enumerate(ticks):
        canvas.circle(
            tick.center_x,
            tick.center_y,
            3.2 * s if t < view.turns else 2 * s,
            Palette.TEXT if t < view.turns else Palette.PANEL_EDGE,
            segments=8,
        )
    canvas.fitted_text(
        _("turn {n} of {total}").format(
            n=min(view.turns + 1, TURNS_PER_ROUND), total=TURNS_PER_ROUND
        ),
        part["turn"],
        sizes.small,
        Palette.TEXT_MUTED,
    )

    left = view.reservoir["token"]
    canvas.fitted_text(_("Reservoir"), part["title"], sizes.body, Palette.TEXT, bold=True)
    tank = part["tank"].inset(sp.tight, 0)
    level = max(0.0, min(1.0, left / RESERVOIR_TOKENS))
    pixels = (max(1, int(tank.width)), max(1, int(tank.height)))
    canvas.texture(reservoir_texture(*pixels, level), tank)
    canvas.fitted_text(
        ngettext("{n} token left", "{n} tokens left", left).format(n=left),
        tank.inset(2 * s, 0),
        sizes.small,
        Palette.TEXT,
        bold=True,
    )
