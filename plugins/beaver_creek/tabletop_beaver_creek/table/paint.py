"""The still parts of the table, painted into canvases rebuilt only when something changes: the
creek and the box, the side column (how to place, the pieces in hand, the supply), the player
stocks, and in solo the verdict ladder."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_beaver_creek.dice import (
    BEAVER_AND_LOG,
    MIRRORED_HAND,
    ON_LAST_LOG,
    ONLY_BEAVERS,
    SCISSOR_GRIP,
    TREMBLING_HAND,
)
from tabletop_beaver_creek.pieces import BOX_TOP, BOX_WIDTH, LOG, SMALL_LOG
from tabletop_beaver_creek.scoring import VERDICTS
from tabletop_beaver_creek.state import DISCARD, OVER, PLACE, ROLL, SETUP, CreekState
from tabletop_beaver_creek.table.layout import TRAY_SLOTS, Camera, TableLayout
from tabletop_beaver_creek.table.textures import box_texture, creek_texture, piece_texture
from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape, table_sizes

_, ngettext = translator("tabletop_beaver_creek")


def handicap_words(face: int) -> str:
    """Die 2 in words, as the family reads it beside the die."""
    words = {
        TREMBLING_HAND: _(
            "Only your pinky fingers: the piece trembles as you let go and lands a little off."
        ),
        SCISSOR_GRIP: _(
            "Fingers like scissors: the piece swings as you let go and turns at most 10°."
        ),
        MIRRORED_HAND: _("Non-dominant hand: left and right are mirrored while you carry."),
        BEAVER_AND_LOG: _(
            "One beaver-and-log combination: a beaver comes with a log on its head; "
            "both are placed together."
        ),
        ON_LAST_LOG: _("Every log you place must touch the last log placed (the starred one)."),
        ONLY_BEAVERS: _("A log may touch beavers (and the box) only, never another log."),
    }
    return words.get(face, "")


def piece_name(kind: str) -> str:
    names = {
        "beaver": _("Beaver"),
        LOG: _("Log"),
        SMALL_LOG: _("Small log"),
        "beaver+log": _("Beaver with a log"),
        "beaver+small_log": _("Beaver with a small log"),
    }
    return names.get(kind, kind)


PIECE_KEYS = {"beaver": "B", LOG: "L", SMALL_LOG: "S"}


@dataclass
class Scenery:
    """What the painters need to know besides the view."""

    view: CreekState
    names: list[str]
    bots: list[bool]
    to_act: int | None
    my_turn: bool
    kinds: list[str]
    """What the seat to act may pick up now, in tray order."""
    held: str | None = None
    focus: int = 0
    keyboard: bool = False
    over_line: str = ""
    slots: list[tuple[str, Rect]] = field(default_factory=list)
    buttons: list[tuple[str, Rect]] = field(default_factory=list)


def sizes_for(layout: TableLayout) -> Sizes:
    return table_sizes(layout.scale, title=24, heading=16, body=13, small=11, pad=10)


# --- the scene ---------------------------------------------------------------------------------


def paint_scene(canvas: Canvas, layout: TableLayout, camera: Camera) -> None:
    scene = layout.scene
    table_y = int(scene.top - camera.ground)
    canvas.texture(creek_texture(int(scene.width), int(scene.height), max(1, table_y)), scene)
    left, bottom = camera.to_screen(-BOX_WIDTH / 2, 0.0)
    canvas.texture(box_texture(), Rect(left, bottom, BOX_WIDTH * camera.k, BOX_TOP * camera.k))


def paint_marks(canvas: Canvas, camera: Camera, view: CreekState, last_log: int | None) -> None:
    """Marks on the settled dam: the star on the log every new log must touch (face 5)."""
    if view.phase == PLACE and view.handicap == ON_LAST_LOG and last_log in view.pieces:
        piece = view.pieces[last_log]
        x, y = camera.to_screen(piece.x, piece.y)
        r = max(5.0, 6 * camera.k)
        canvas.marker("pentagon", x, y, r, Palette.FOCUS)
        canvas.ring(x, y, r * 1.7, Palette.FOCUS, 2)


def paint_banner(canvas: Canvas, layout: TableLayout, sizes: Sizes, text: str, alarm: bool) -> None:
    scene = layout.scene
    s = layout.scale
    band = Rect(scene.left + 40 * s, scene.top - 52 * s, scene.width - 80 * s, 40 * s)
    canvas.rect(
        band,
        (20, 24, 31, 215),
        border=Palette.DANGER if alarm else Palette.PANEL_EDGE,
        border_width=3 if alarm else 1,
        chamfer=8 * s,
    )
    if alarm:
        canvas.marker("triangle", band.left + 22 * s, band.center_y, 12 * s, Palette.DANGER)
        canvas.text(
            "!",
            band.left + 22 * s,
            band.center_y - 1 * s,
            sizes.small,
            Palette.TEXT_DARK,
            anchor_x="center",
            anchor_y="center",
            bold=True,
        )
    canvas.fitted_text(text, band.inset(40 * s, 0), sizes.body, Palette.TEXT, bold=True)


# --- the side column ---------------------------------------------------------------------------


def paint_side(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    canvas.rect(
        layout.side, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s
    )
    dice = layout.dice_area
    for index, caption in enumerate((_("what"), _("how"))):
        (cx, cy), size = layout.die(index)
        canvas.fitted_text(
            caption,
            Rect(cx - size / 2, dice.top - 20 * s, size, 16 * s),
            sizes.small,
            Palette.TEXT_MUTED,
        )
    _paint_how(canvas, layout, sizes, scene)
    _paint_tray(canvas, layout, sizes, scene)
    _paint_supply(canvas, layout, sizes, view)


def _paint_how(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    area = layout.how_area.inset(10 * s, 2 * s)
    lines: list[str] = []
    if view.phase == SETUP:
        lines.append(_("Setting up: the first player stands 2 beavers on free spaces of the box."))
    elif view.phase == ROLL:
        lines.append(_("Roll both dice to see what to place and how."))
    elif view.phase == DISCARD:
        lines.append(_("Accident! The others may each throw away one log (never their last)."))
    elif view.phase == PLACE and view.handicap is not None:
        lines.append(handicap_words(view.handicap))
        due = []
        if view.beavers_due > 0:
            due.append(
                ngettext("{n} beaver", "{n} beavers", view.beavers_due).format(n=view.beavers_due)
            )
        if view.logs_due > 0:
            due.append(ngettext("{n} log", "{n} logs", view.logs_due).format(n=view.logs_due))
        if due:
            lines.append(_("Still to place: {pieces}").format(pieces=", ".join(due)))
    elif view.phase == OVER:
        lines.append(scene.over_line)
    canvas.text(
        "\n".join(lines),
        area.left,
        area.top,
        sizes.small,
        Palette.TEXT,
        anchor_y="top",
        width=area.width,
        multiline=True,
    )


def _paint_tray(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    tray = layout.tray
    view = scene.view
    canvas.rect(tray.inset(4 * s, 0), Palette.PANEL_LIGHT, chamfer=6 * s)
    title = Rect(tray.left + 12 * s, tray.top - 24 * s, tray.width - 24 * s, 20 * s)
    who = scene.names[scene.to_act] if scene.to_act is not None else ""
    if scene.to_act is None:
        canvas.fitted_text(
            _("The game is over"), title, sizes.body, Palette.TEXT, align="left", bold=True
        )
        return
    if not scene.my_turn:
        text = _("{name} is playing…").format(name=who)
        canvas.fitted_text(text, title, sizes.body, Palette.TEXT_MUTED, align="left", bold=True)
        return
    if view.phase == ROLL:
        canvas.fitted_text(_("Your turn"), title, sizes.body, Palette.TEXT, align="left", bold=True)
        (rect,) = layout.buttons(1)
        _button(canvas, sizes, rect, _("Roll the dice"), "R", primary=True, focused=scene.keyboard)
        scene.buttons.append(("roll", rect))
        return
    if view.phase == DISCARD:
        canvas.fitted_text(
            _("Throw a log away?"), title, sizes.body, Palette.TEXT, align="left", bold=True
        )
        stock = view.stocks[scene.to_act]
        choices = [("keep", _("Keep my logs"), "K")]
        if stock[LOG]:
            choices.append((LOG, _("Discard a log"), "L"))
        if stock[SMALL_LOG]:
            choices.append((SMALL_LOG, _("Discard a small log"), "S"))
        for (name, label, key), rect in zip(choices, layout.buttons(len(choices)), strict=True):
            _button(canvas, sizes, rect, label, key, primary=name != "keep")
            scene.buttons.append((name, rect))
        return
    canvas.fitted_text(
        _("Pick up a piece"), title, sizes.body, Palette.TEXT, align="left", bold=True
    )
    if not scene.kinds:
        canvas.fitted_text(
            _("Nothing can be placed"), layout.tray_slot(0), sizes.small, Palette.TEXT_MUTED
        )
        return
    stock = view.stocks[scene.to_act]
    for index, kind in enumerate(scene.kinds[:TRAY_SLOTS]):
        rect = layout.tray_slot(index)
        held = kind == scene.held
        focused = scene.keyboard and index == scene.focus and scene.held is None
        canvas.rect(
            rect,
            Palette.PANEL if not held else (40, 52, 74, 255),
            border=Palette.FOCUS if focused else Palette.PANEL_EDGE,
            border_width=3 if focused else 1,
            chamfer=6 * s,
        )
        _paint_piece_icon(
            canvas,
            kind,
            Rect(rect.left + 8 * s, rect.bottom + 6 * s, rect.height * 1.1, rect.height - 12 * s),
        )
        text = Rect(rect.left + rect.height * 1.1 + 16 * s, rect.bottom, rect.width, rect.height)
        top, bottom = text.rows(2)
        canvas.fitted_text(
            f"{index + 1} · {piece_name(kind)}",
            Rect(top.left, top.bottom, rect.right - top.left - 6 * s, top.height),
            sizes.small,
            Palette.TEXT,
            align="left",
            bold=True,
        )
        if held:
            note = _("in your hand")
        elif kind == "beaver":
            note = _("{n} in the supply").format(n=view.supply["beaver"])
        else:
            log = kind.split("+")[-1]
            note = _("{n} in your stock").format(n=stock[log])
        canvas.fitted_text(
            note,
            Rect(bottom.left, bottom.bottom, rect.right - bottom.left, bottom.height),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
        )
        scene.slots.append((kind, rect))


def _paint_piece_icon(canvas: Canvas, kind: str, rect: Rect) -> None:
    parts = kind.split("+")
    if parts[0] == "beaver":
        h = rect.height * (0.62 if len(parts) > 1 else 0.95)
        w = h / 2
        beaver = Rect(rect.center_x - w / 2, rect.bottom, w, h)
        canvas.texture(piece_texture("beaver"), beaver)
        if len(parts) > 1:
            length = rect.width * (1.0 if parts[1] == LOG else 0.72)
            canvas.texture(
                piece_texture(parts[1]),
                Rect(rect.center_x - length / 2, beaver.top, length, rect.height * 0.2),
            )
        return
    length = rect.width * (1.0 if kind == LOG else 0.72)
    canvas.texture(
        piece_texture(kind),
        Rect(
            rect.center_x - length / 2,
            rect.center_y - rect.height * 0.12,
            length,
            rect.height * 0.24,
        ),
    )


def _button(
    canvas: Canvas, sizes: Sizes, rect: Rect, label: str, key: str, *, primary=False, focused=False
) -> None:
    s = sizes.scale
    fill = Palette.BUTTON_PRIMARY if primary else Palette.BUTTON
    canvas.rect(
        rect,
        fill,
        border=Palette.FOCUS if focused else Palette.PANEL_EDGE,
        border_width=3 if focused else 1,
        chamfer=6 * s,
    )
    keycap = Rect(rect.right - 34 * s, rect.center_y - 12 * s, 24 * s, 24 * s)
    canvas.rect(
        keycap, Palette.PANEL_LIGHT, border=Palette.TEXT_MUTED, border_width=1, chamfer=4 * s
    )
    canvas.fitted_text(key, keycap, sizes.small, Palette.TEXT, bold=True)
    canvas.fitted_text(
        label,
        Rect(rect.left + 8 * s, rect.bottom, rect.width - 50 * s, rect.height),
        sizes.body,
        Palette.TEXT,
        bold=True,
    )


def _paint_supply(canvas: Canvas, layout: TableLayout, sizes: Sizes, view: CreekState) -> None:
    s = layout.scale
    area = layout.supply.inset(10 * s, 6 * s)
    top, bottom = area.rows(2)
    column = 34 * s
    icon_h = top.height - 2 * s
    canvas.texture(
        piece_texture("beaver"),
        Rect(top.left + column / 2 - icon_h / 4, top.bottom + 1 * s, icon_h / 2, icon_h),
    )
    canvas.texture(piece_texture(LOG), Rect(bottom.left, bottom.center_y - 3 * s, column, 6 * s))
    beavers = view.supply["beaver"]
    logs = view.discard_pile.total()
    for row, text, color in (
        (
            top,
            ngettext("{n} beaver left", "{n} beavers left", beavers).format(n=beavers),
            Palette.TEXT,
        ),
        (
            bottom,
            ngettext("{n} log discarded", "{n} logs discarded", logs).format(n=logs),
            Palette.TEXT_MUTED,
        ),
    ):
        canvas.fitted_text(
            text,
            Rect(row.left + column + 8 * s, row.bottom, row.width - column - 8 * s, row.height),
            sizes.small,
            color,
            align="left",
        )


# --- the player stocks -------------------------------------------------------------------------


def paint_stocks(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    for seat in range(view.players):
        rect = layout.stock(seat)
        acting = seat == scene.to_act
        canvas.rect(
            rect,
            Palette.PANEL_LIGHT if acting else Palette.PANEL,
            border=seat_color(seat) if acting else Palette.PANEL_EDGE,
            border_width=3 if acting else 1,
            chamfer=8 * s,
        )
        head, body = rect.inset(10 * s, 6 * s).split_top(22 * s)
        canvas.marker(seat_shape(seat), head.left + 9 * s, head.center_y, 8 * s, seat_color(seat))
        name = scene.names[seat] + (_(" (bot)") if scene.bots[seat] else "")
        if acting:
            name = _("▶ {name}").format(name=name)
        canvas.fitted_text(
            name,
            Rect(head.left + 24 * s, head.bottom, head.width - 24 * s, head.height),
            sizes.body,
            Palette.TEXT,
            align="left",
            bold=acting,
        )
        stock = view.stocks[seat]
        rows = body.rows(3)
        total = stock.total()
        canvas.fitted_text(
            ngettext("{n} log left", "{n} logs left", total).format(n=total),
            rows[0],
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
        )
        for row, kind in ((rows[1], LOG), (rows[2], SMALL_LOG)):
            length = row.height * (4.2 if kind == LOG else 3.0)
            canvas.texture(
                piece_texture(kind),
                Rect(row.left, row.center_y - row.height * 0.3, length, row.height * 0.6),
            )
            words = (
                ngettext("× {n} log", "× {n} logs", stock[kind])
                if kind == LOG
                else ngettext("× {n} small", "× {n} small", stock[kind])
            )
            canvas.fitted_text(
                words.format(n=stock[kind]),
                Rect(
                    row.left + row.height * 4.4,
                    row.bottom,
                    row.width - row.height * 4.4,
                    row.height,
                ),
                sizes.small,
                Palette.TEXT,
                align="left",
            )
    if view.players == 1:
        _paint_ladder(canvas, layout, sizes, view)


def verdict_index(logs_placed: int) -> int:
    for index, (most, _line) in enumerate(VERDICTS):
        if logs_placed <= most:
            return index
    return len(VERDICTS) - 1


def _paint_ladder(canvas: Canvas, layout: TableLayout, sizes: Sizes, view: CreekState) -> None:
    s = layout.scale
    area = layout.ladder
    canvas.rect(area, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s)
    inner = area.inset(10 * s, 6 * s)
    head, rest = inner.split_top(22 * s)
    line, cells = rest.split_top(26 * s)
    placed = view.logs_placed
    now = verdict_index(placed)
    canvas.fitted_text(
        ngettext("Solo: {n} log placed", "Solo: {n} logs placed", placed).format(n=placed),
        head,
        sizes.body,
        Palette.TEXT,
        align="left",
        bold=True,
    )
    canvas.fitted_text(_(VERDICTS[now][1]), line, sizes.small, Palette.FOCUS, align="left")
    low = 1
    columns = cells.columns(len(VERDICTS), 4 * s)
    for index, ((most, _line), cell) in enumerate(zip(VERDICTS, columns, strict=True)):
        lit = index == now
        cell = Rect(cell.left, cell.bottom, cell.width, min(cell.height, 30 * s))
        canvas.rect(cell, Palette.FOCUS if lit else Palette.PANEL_LIGHT, chamfer=4 * s)
        label = f"{low}–{most}"
        if lit:
            label = "▲ " + label
        canvas.fitted_text(
            label, cell, sizes.small, Palette.TEXT_DARK if lit else Palette.TEXT_MUTED, bold=lit
        )
        low = most + 1
