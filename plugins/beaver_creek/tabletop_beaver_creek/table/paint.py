"""The still parts of the table, painted into canvases rebuilt only when something changes: the
creek and the box, the side column (how to place, the pieces in hand, the supply), the player
stocks, and in solo the verdict ladder."""

from __future__ import annotations

from collections.abc import Sequence
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
from tabletop_beaver_creek.table.layout import (
    BANNER_LINES,
    BOARD_LOG_PICTURE,
    BOARD_SMALL_LOG_PICTURE,
    LOG_PICTURE,
    SMALL_LOG_SHARE,
    TRAY_SLOTS,
    Camera,
    TableLayout,
)
from tabletop_beaver_creek.table.textures import box_texture, creek_texture, piece_texture
from tabletop_beaver_creek.wording import a_piece, reason, the_piece
from tabletop_core.i18n import N_, translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape

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
            "One beaver-and-log combination: a log comes with a beaver standing on it; "
            "lay the log on a beaver, both go together."
        ),
        ON_LAST_LOG: _("Every log you place must rest on the last log placed (the starred one)."),
        ONLY_BEAVERS: _("A log may touch beavers (and the box) only, never another log."),
    }
    return words.get(face, "")


def piece_name(kind: str) -> str:
    names = {
        "beaver": _("Beaver"),
        LOG: _("Log"),
        SMALL_LOG: _("Small log"),
        "beaver+log": _("Log with a beaver on it"),
        "beaver+small_log": _("Small log with a beaver on it"),
    }
    return names.get(kind, kind)


def piece_wordings(kind: str) -> tuple[str, ...]:
    """A tray slot's name for ``kind``, longest first: a beaver with a log has a shorter name
    for a narrow tray."""
    shorter = {
        "beaver+log": _("Log with beaver"),
        "beaver+small_log": _("Small log with beaver"),
    }
    return (piece_name(kind), shorter[kind]) if kind in shorter else (piece_name(kind),)


def taken_back_words(kind: str, name: str, why: str) -> tuple[str, str]:
    """The banner when the physics judge hands a piece back, longest first: the piece named in
    the sentence ("Benny nimmt den Stamm zurück: …"), then the rule alone."""
    full = _("{name} takes {piece} back: {reason}").format(
        name=name, piece=the_piece(kind), reason=reason(why)
    )
    return full, reason(why)


def cannot_place_words(kind: str, why: str = "") -> str:
    """What the table says when a piece that cannot be placed now is picked up, and why."""
    if why:
        return _("You cannot place {piece} now: {reason}.").format(piece=a_piece(kind), reason=why)
    return _("You cannot place {piece} now.").format(piece=a_piece(kind))


PIECE_KEYS = {"beaver": "B", LOG: "L", SMALL_LOG: "S"}
SLOT_ICON = 72.0
"""The widest a piece's picture in a tray slot is (at scale 1): more text leaves more room."""
LEAST_LOG_PICTURE = 40.0
SUPPLY_ICON = 32.0
"""The width of the pictures beside the supply's counts (at scale 1)."""
PHASES_WITH_WORDS = (SETUP, ROLL, DISCARD)


# --- the words, shared with the measuring -------------------------------------------------------


def phase_words(phase: str) -> str:
    words = {
        SETUP: _("Setting up: the first player stands 2 beavers on free spaces of the box."),
        ROLL: _("Roll both dice to see what to place and how."),
        DISCARD: _("Accident! The others may each throw away one log (never their last)."),
    }
    return words.get(phase, "")


STUCK = {"beaver": N_("No beaver can go now: {reason}."), LOG: N_("No log can go now: {reason}.")}


def stuck_words(kind: str, why: str) -> str:
    """Under "Still to place": why a piece the dice still ask for cannot go."""
    return _(STUCK[kind]).format(reason=why)


def due_words(beavers: int, logs: int) -> str:
    due = []
    if beavers > 0:
        due.append(ngettext("{n} beaver", "{n} beavers", beavers).format(n=beavers))
    if logs > 0:
        due.append(ngettext("{n} log", "{n} logs", logs).format(n=logs))
    return _("Still to place: {pieces}").format(pieces=", ".join(due)) if due else ""


def solo_over_words(placed: int, line: str) -> str:
    return ngettext("{n} log placed: {verdict}", "{n} logs placed: {verdict}", placed).format(
        n=placed, verdict=_(line)
    )


def slot_notes(n: int) -> list[str]:
    return [
        _("in your hand"),
        _("{n} in the supply").format(n=n),
        _("{n} in your stock").format(n=n),
    ]


def supply_words(beavers: int, logs: int) -> list[str]:
    return [
        ngettext("{n} beaver left", "{n} beavers left", beavers).format(n=beavers),
        ngettext("{n} log discarded", "{n} logs discarded", logs).format(n=logs),
    ]


def tray_titles(names: Sequence[str]) -> list[str]:
    return [
        _("The game is over"),
        _("Your turn"),
        _("Throw a log away?"),
        _("Pick up a piece"),
        *(_("{name} is playing…").format(name=name) for name in names),
    ]


def roll_label() -> str:
    return _("Roll the dice")


def nothing_words() -> str:
    return _("Nothing can be placed")


def discard_labels() -> list[str]:
    return [_("Keep my logs"), _("Discard a log"), _("Discard a small log")]


def seat_label(name: str, bot: bool) -> str:
    return name + (_(" (bot)") if bot else "")


def acting_label(label: str) -> str:
    return _("▶ {name}").format(name=label)


def stock_total_words(total: int) -> str:
    return ngettext("{n} log left", "{n} logs left", total).format(n=total)


def stock_words(logs: int, small: int) -> list[str]:
    return [
        ngettext("× {n} log", "× {n} logs", logs).format(n=logs),
        ngettext("× {n} small", "× {n} small", small).format(n=small),
    ]


def board_headings() -> list[str]:
    """The stock board's column headings, over the counts of logs, small logs and both."""
    return [
        # TRANSLATORS: a column heading over each player's count of (long) logs.
        _("logs"),
        # TRANSLATORS: a column heading over each player's count of small logs.
        _("small"),
        # TRANSLATORS: a column heading over each player's logs left to place, both kinds.
        _("in all"),
    ]


def ladder_labels(*, lit: bool) -> list[str]:
    labels = []
    low = 1
    for most, _line in VERDICTS:
        labels.append(("▲ " if lit else "") + f"{low}–{most}")
        low = most + 1
    return labels


NO_LOG_YET = N_("No log placed yet")
"""Solo before the first log: the rulebook gives its verdict when the structure falls, and with
nothing placed there is none to show yet."""


def earned(view: CreekState) -> int:
    """The verdict the solo player has earned so far (its index), or -1 before the first log
    while the game goes on."""
    if view.logs_placed == 0 and view.phase != OVER:
        return -1
    return verdict_index(view.logs_placed)


def solo_head(placed: int) -> str:
    return ngettext("Solo: {n} log placed", "Solo: {n} logs placed", placed).format(n=placed)


@dataclass
class Scenery:
    """What the painters need to know besides the view."""

    view: CreekState
    names: list[str]
    bots: list[bool]
    to_act: int | None
    my_turn: bool
    kinds: list[str]
    """The tray's slots in number order (:mod:`tabletop_beaver_creek.tray`)."""
    closed: dict[str, str] = field(default_factory=dict)
    """Why each slot's piece cannot be placed now (empty words: it can)."""
    held: str | None = None
    focus: int = 0
    keyboard: bool = False
    over_line: str = ""
    slots: list[tuple[str, Rect]] = field(default_factory=list)
    buttons: list[tuple[str, Rect]] = field(default_factory=list)


def sizes_for(layout: TableLayout) -> Sizes:
    return layout.type


# --- the scene ---------------------------------------------------------------------------------


def paint_scene(canvas: Canvas, layout: TableLayout, camera: Camera) -> None:
    scene = layout.scene
    table_y = int(scene.top - camera.ground)
    canvas.texture(creek_texture(int(scene.width), int(scene.height), max(1, table_y)), scene)
    left, bottom = camera.to_screen(-BOX_WIDTH / 2, 0.0)
    box = Rect(left, bottom, BOX_WIDTH * camera.k, BOX_TOP * camera.k)
    canvas.texture(box_texture(), box, piece=("box",))


def paint_marks(canvas: Canvas, camera: Camera, view: CreekState, last_log: int | None) -> None:
    """Marks on the settled dam: the star on the log every new log must touch (face 5)."""
    if view.phase == PLACE and view.handicap == ON_LAST_LOG and last_log in view.pieces:
        piece = view.pieces[last_log]
        x, y = camera.to_screen(piece.x, piece.y)
        r = max(5.0, 6 * camera.k)
        canvas.marker("pentagon", x, y, r, Palette.FOCUS)
        canvas.ring(x, y, r * 1.7, Palette.FOCUS, 2)


def paint_banner(
    canvas: Canvas,
    layout: TableLayout,
    sizes: Sizes,
    wordings: str | tuple[str, ...],
    alarm: bool,
) -> None:
    """A line across the top of the scene (an accident, a piece taken back, whose turn): as many
    lines as its words need and the scene holds, up to :data:`BANNER_LINES`; long words in a low
    scene (solo at large text) may cover all of it. Several wordings are tried longest first."""
    scene = layout.scene
    s = layout.scale
    edge = 8 * s if layout.banded else 40 * s
    width = scene.width - 2 * edge
    left = (40 if alarm else 12) * s
    right = 8 * s if layout.banded else left
    words_width = width - left - right
    line = sizes.line(sizes.body)
    room = max(1, int((scene.height - 2 * s) // line))
    choices = (wordings,) if isinstance(wordings, str) else wordings
    most = min(BANNER_LINES, room)
    text = next(
        (w for w in choices if Canvas.lines_needed(w, sizes.body, words_width, bold=True) <= most),
        choices[-1],
    )
    lines = min(BANNER_LINES, room, Canvas.lines_needed(text, sizes.body, words_width, bold=True))
    height = min(max(40 * s, lines * line + 8 * s), max(scene.height, lines * line))
    gap = min(12 * s, max(0.0, (scene.height - height) / 2))
    band = Rect(scene.left + edge, scene.top - gap - height, width, height)
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
    canvas.fitted_text(
        text,
        Rect(band.left + left, band.bottom, words_width, band.height),
        sizes.body,
        Palette.TEXT,
        bold=True,
        lines=lines,
        align="center",
    )


# --- the side column ---------------------------------------------------------------------------


def paint_side(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    view = scene.view
    panels = [layout.side_panel]
    if layout.how_panel is not None:
        panels += [layout.dice_area, layout.how_panel]
    for panel in panels:
        canvas.rect(panel, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s)
    for index, caption in enumerate((_("what"), _("how"))):
        canvas.fitted_text(caption, layout.die_caption(index), sizes.small, Palette.TEXT_MUTED)
    _paint_how(canvas, layout, sizes, scene)
    _paint_tray(canvas, layout, sizes, scene)
    _paint_supply(canvas, layout, sizes, view)


def _paint_how(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    view = scene.view
    area = layout.how_words
    paragraphs: list[str] = []
    if view.phase in PHASES_WITH_WORDS:
        paragraphs.append(phase_words(view.phase))
    elif view.phase == PLACE and view.handicap is not None:
        paragraphs.append(handicap_words(view.handicap))
        paragraphs.append(due_words(view.beavers_due, view.logs_due))
    elif view.phase == OVER:
        paragraphs.append(scene.over_line)
    line = sizes.line(sizes.small)
    top = area.top
    for text in paragraphs:
        if not text:
            continue
        lines = Canvas.lines_needed(text, sizes.small, area.width)
        rect = Rect(area.left, top - lines * line, area.width, lines * line)
        canvas.fitted_text(text, rect, sizes.small, Palette.TEXT, align="left", lines=lines)
        top = rect.bottom


def _paint_tray(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    tray = layout.tray
    view = scene.view
    canvas.rect(tray.inset(4 * s, 0), Palette.PANEL_LIGHT, chamfer=6 * s)
    title = layout.tray_title
    who = scene.names[scene.to_act] if scene.to_act is not None else ""
    if scene.to_act is None:
        canvas.fitted_text(
            _("The game is over"), title, sizes.body, Palette.TEXT, align="left", bold=True
        )
        return
    if not scene.my_turn:
        text = _("{name} is playing…").format(name=who)
        two_lines = Rect(title.left, title.top - 2 * title.height, title.width, 2 * title.height)
        canvas.fitted_text(
            text, two_lines, sizes.body, Palette.TEXT_MUTED, align="left", bold=True, lines=2
        )
        return
    if view.phase == ROLL:
        canvas.fitted_text(_("Your turn"), title, sizes.body, Palette.TEXT, align="left", bold=True)
        (rect,) = layout.buttons(1)
        _button(canvas, layout, rect, roll_label(), "R", primary=True, focused=scene.keyboard)
        scene.buttons.append(("roll", rect))
        return
    if view.phase == DISCARD:
        stock = view.stocks[scene.to_act]
        keep, discard_log, discard_small = discard_labels()
        choices = [("keep", keep, "K")]
        if stock[LOG]:
            choices.append((LOG, discard_log, "L"))
        if stock[SMALL_LOG]:
            choices.append((SMALL_LOG, discard_small, "S"))
        room = layout.button_words(layout.tray.width - 20 * s)
        lines = [1 if Canvas.measure(c[1], sizes.body, bold=True) <= room else 2 for c in choices]
        titled = layout.buttons_fit(len(choices), lines)
        if titled:
            canvas.fitted_text(
                _("Throw a log away?"), title, sizes.body, Palette.TEXT, align="left", bold=True
            )
        rects = layout.buttons(len(choices), lines, titled)
        for (name, label, key), rect in zip(choices, rects, strict=True):
            _button(canvas, layout, rect, label, key, primary=name != "keep")
            scene.buttons.append((name, rect))
        return
    shown = [(n, kind) for n, kind in enumerate(scene.kinds) if not scene.closed.get(kind)]
    if layout.tray_titled(len(shown)):
        canvas.fitted_text(
            _("Pick up a piece"), title, sizes.body, Palette.TEXT, align="left", bold=True
        )
    if not shown:
        canvas.fitted_text(nothing_words(), layout.tray_slot(0), sizes.small, Palette.TEXT_MUTED)
        return
    stock = view.stocks[scene.to_act]
    line = sizes.line(sizes.small)
    for place, (index, kind) in enumerate(shown[:TRAY_SLOTS]):  # a closed slot is left out,
        rect = layout.tray_slot(place, len(shown))  # the others keep their numbers
        held = kind == scene.held
        focused = scene.keyboard and index == scene.focus and scene.held is None
        canvas.rect(
            rect,
            Palette.PANEL if not held else (40, 52, 74, 255),
            border=Palette.FOCUS if focused else Palette.PANEL_EDGE,
            border_width=3 if focused else 1,
            chamfer=6 * s,
        )
        icon = min(rect.height * 1.1, SLOT_ICON * s)
        inset = 6 * s
        if rect.height < 2 * line:  # a one-line slot: the piece as long as at 100 %, and tall
            icon, inset = SLOT_ICON * layout.piece_scale, 2 * s
        _paint_piece_icon(
            canvas,
            kind,
            Rect(rect.left + 8 * s, rect.bottom + inset, icon, rect.height - 2 * inset),
        )
        left = rect.left + icon + 16 * s
        text_box = Rect(left, rect.bottom + 2 * s, rect.right - left - 6 * s, rect.height - 4 * s)
        if held:
            note = slot_notes(0)[0]
        elif kind == "beaver":
            note = slot_notes(view.supply["beaver"])[1]
        else:
            note = slot_notes(stock[kind.split("+")[-1]])[2]
        align = "left"
        if text_box.height < 2 * line:  # one line: the name, then its count on the right
            bottom, top = text_box.split_right(Canvas.measure(note, sizes.small) + 12 * s)
            align = "right"
        else:
            note_height = line if text_box.height >= 3 * line else text_box.height / 2
            bottom, top = text_box.split_bottom(note_height)
        canvas.fitted_wording(
            [f"{index + 1} · {name}" for name in piece_wordings(kind)],
            top,
            sizes.small,
            Palette.TEXT,
            align="left",
            bold=True,
            lines=2,
        )
        canvas.fitted_text(note, bottom, sizes.small, Palette.TEXT_MUTED, align=align)
        scene.slots.append((kind, rect))


def _paint_piece_icon(canvas: Canvas, kind: str, rect: Rect) -> None:
    parts = kind.split("+")
    if parts[0] == "beaver":
        if len(parts) > 1:  # face 4: a log with a beaver standing on it
            length = rect.width * (1.0 if parts[1] == LOG else 0.72)
            log = Rect(rect.center_x - length / 2, rect.bottom, length, rect.height * 0.2)
            canvas.texture(piece_texture(parts[1]), log)
            h = rect.height * 0.72
            canvas.texture(piece_texture("beaver"), Rect(rect.center_x - h / 4, log.top, h / 2, h))
            return
        h = rect.height * 0.95
        w = h / 2
        canvas.texture(piece_texture("beaver"), Rect(rect.center_x - w / 2, rect.bottom, w, h))
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
    canvas: Canvas,
    layout: TableLayout,
    rect: Rect,
    label: str,
    key: str,
    *,
    primary: bool = False,
    focused: bool = False,
) -> None:
    s = layout.scale
    sizes = layout.type
    fill = Palette.BUTTON_PRIMARY if primary else Palette.BUTTON
    canvas.rect(
        rect,
        fill,
        border=Palette.FOCUS if focused else Palette.PANEL_EDGE,
        border_width=3 if focused else 1,
        chamfer=6 * s,
    )
    words, keycap = layout.button_parts(rect)
    canvas.rect(
        keycap, Palette.PANEL_LIGHT, border=Palette.TEXT_MUTED, border_width=1, chamfer=4 * s
    )
    canvas.fitted_text(key, keycap, sizes.small, Palette.TEXT, bold=True)
    canvas.fitted_text(label, words, sizes.body, Palette.TEXT, bold=True, lines=2)


def _paint_supply(canvas: Canvas, layout: TableLayout, sizes: Sizes, view: CreekState) -> None:
    s = layout.scale
    top, bottom = layout.supply_rows()
    column = SUPPLY_ICON * s
    icon_h = min(top.height, 28 * s) - 2 * s
    canvas.texture(
        piece_texture("beaver"),
        Rect(top.left + column / 2 - icon_h / 4, top.center_y - icon_h / 2, icon_h / 2, icon_h),
    )
    canvas.texture(piece_texture(LOG), Rect(bottom.left, bottom.center_y - 3 * s, column, 6 * s))
    beavers_left, logs_gone = supply_words(view.supply["beaver"], view.discard_pile.total())
    for row, text, color in (
        (top, beavers_left, Palette.TEXT),
        (bottom, logs_gone, Palette.TEXT_MUTED),
    ):
        canvas.fitted_text(
            text,
            Rect(row.left + column + 6 * s, row.bottom, row.width - column - 6 * s, row.height),
            sizes.small,
            color,
            align="left",
            lines=layout.supply_lines,
        )


# --- the player stocks -------------------------------------------------------------------------


def paint_stocks(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    if layout.board:
        _paint_board(canvas, layout, sizes, scene)
        return
    if layout.compact:
        _paint_strip(canvas, layout, sizes, scene)
        return
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
        head = layout.stock_head(seat)
        x, y, r = layout.stock_marker(seat)
        canvas.marker(seat_shape(seat), x, y, r, seat_color(seat))
        name = seat_label(scene.names[seat], scene.bots[seat])
        if acting and layout.board_arrows:
            name = acting_label(name)
        name_room = Rect(head.left + 24 * s, head.bottom, head.width - 24 * s, head.height)
        if Canvas.measure(name, sizes.small, bold=True) <= name_room.width + 0.5:
            name_room = name_room.split_top(2 * (head.top - y))[0]
        canvas.fitted_text(
            name, name_room, sizes.small, Palette.TEXT, align="left", bold=True, lines=2
        )
        stock = view.stocks[seat]
        rows = layout.stock_rows(seat)
        canvas.fitted_text(
            stock_total_words(stock.total()),
            rows[0],
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
            lines=2,
        )
        words = stock_words(stock[LOG], stock[SMALL_LOG])
        room = rows[1].width - 8 * s - max(Canvas.measure(w, sizes.small) for w in words)
        longest = min(LOG_PICTURE * s, room)
        pictures = longest >= LEAST_LOG_PICTURE * s
        for row, kind, text in ((rows[1], LOG, words[0]), (rows[2], SMALL_LOG, words[1])):
            left = row.left
            if pictures:
                thick = min(row.height, 23 * s) * 0.6
                length = longest * (1.0 if kind == LOG else 3.0 / 4.2)
                canvas.texture(
                    piece_texture(kind),
                    Rect(row.left, row.center_y - thick / 2, length, thick),
                    piece=("stock", seat, kind),
                )
                left += longest + 8 * s
            canvas.fitted_text(
                text,
                Rect(left, row.bottom, row.right - left, row.height),
                sizes.small,
                Palette.TEXT,
                align="left",
            )
    if view.players == 1:
        _paint_ladder(canvas, layout, sizes, view)


def _paint_board(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """Many players at large text: one row a player under the headings logs, small, in all."""
    s = layout.scale
    view = scene.view
    canvas.rect(
        layout.stocks, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s
    )
    if layout.board_headed:
        _paint_board_headings(canvas, layout, sizes)
    for seat in range(view.players):
        acting = seat == scene.to_act
        if acting:
            canvas.rect(
                layout.stock(seat),
                Palette.PANEL_LIGHT,
                border=seat_color(seat),
                border_width=3,
                chamfer=6 * s,
            )
        head, *counts = layout.board_cells(seat)
        x, y, r = layout.stock_marker(seat)
        canvas.marker(seat_shape(seat), x, y, r, seat_color(seat))
        name = seat_label(scene.names[seat], scene.bots[seat])
        if acting and layout.board_arrows:
            name = acting_label(name)
        words = Rect(head.left + 24 * s, head.bottom, head.width - 24 * s, head.height)
        canvas.fitted_text(name, words, sizes.small, Palette.TEXT, align="left", bold=True, lines=2)
        stock = view.stocks[seat]
        if layout.aside:  # each count beside its log's picture, as large as at 100 %
            for kind, cell in ((LOG, counts[0]), (SMALL_LOG, counts[1])):
                number = _stock_picture(canvas, layout, kind, cell, ("stock", seat, kind))
                canvas.fitted_text(
                    str(stock[kind]), number, sizes.small, Palette.TEXT, align="left"
                )
            total = str(stock.total()) if layout.board_headed else f"= {stock.total()}"
            canvas.fitted_text(total, counts[2], sizes.small, Palette.TEXT, bold=True)
            continue
        for count, cell, bold in (
            (stock[LOG], counts[0], False),
            (stock[SMALL_LOG], counts[1], False),
            (stock.total(), counts[2], True),
        ):
            canvas.fitted_text(str(count), cell, sizes.small, Palette.TEXT, bold=bold)


def _stock_picture(
    canvas: Canvas, layout: TableLayout, kind: str, cell: Rect, key: tuple[object, ...]
) -> Rect:
    """A stock's log (or small log) picture at the left of ``cell``, at its 100 % size; the
    room right of it (for the count) is returned."""
    ps = layout.piece_scale
    length = LOG_PICTURE * ps * (1.0 if kind == LOG else SMALL_LOG_SHARE)
    thick = 23 * ps * 0.6
    canvas.texture(
        piece_texture(kind),
        Rect(cell.left, cell.center_y - thick / 2, length, thick),
        piece=key,
    )
    left = cell.left + length + 6 * layout.scale
    return Rect(left, cell.bottom, cell.right - left, cell.height)


def _paint_board_headings(canvas: Canvas, layout: TableLayout, sizes: Sizes) -> None:
    """The words over the board's counts or, where they would make a name wrap, the pictures
    of a log and a small log (the tray and the rules name them) and the words "in all"."""
    headings, cells = board_headings(), layout.board_heads()
    if not layout.board_pictures:
        for heading, cell in zip(headings, cells, strict=True):
            canvas.fitted_text(heading, cell, sizes.small, Palette.TEXT_MUTED)
        return
    s = layout.scale
    for kind, cell in ((LOG, cells[0]), (SMALL_LOG, cells[1])):
        length = (BOARD_LOG_PICTURE if kind == LOG else BOARD_SMALL_LOG_PICTURE) * s
        thick = min(cell.height, 23 * s) * 0.6
        canvas.texture(
            piece_texture(kind),
            Rect(cell.center_x - length / 2, cell.center_y - thick / 2, length, thick),
        )
    canvas.fitted_text(headings[2], cells[2], sizes.small, Palette.TEXT_MUTED)


def verdict_index(logs_placed: int) -> int:
    for index, (most, _line) in enumerate(VERDICTS):
        if logs_placed <= most:
            return index
    return len(VERDICTS) - 1


def _paint_ladder(canvas: Canvas, layout: TableLayout, sizes: Sizes, view: CreekState) -> None:
    s = layout.scale
    area = layout.ladder
    canvas.rect(area, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s)
    head, line, cells = layout.ladder_parts()
    placed = view.logs_placed
    now = earned(view)
    canvas.fitted_text(
        solo_head(placed), head, sizes.body, Palette.TEXT, align="left", bold=True, lines=2
    )
    words = _(VERDICTS[now][1]) if now >= 0 else _(NO_LOG_YET)
    canvas.fitted_text(words, line, sizes.small, Palette.FOCUS, align="left", lines=3)
    plain, lit_labels = ladder_labels(lit=False), ladder_labels(lit=True)
    for index, cell in enumerate(cells):
        lit = index == now
        canvas.rect(cell, Palette.FOCUS if lit else Palette.PANEL_LIGHT, chamfer=4 * s)
        canvas.fitted_text(
            lit_labels[index] if lit else plain[index],
            cell,
            sizes.small,
            Palette.TEXT_DARK if lit else Palette.TEXT_MUTED,
            bold=lit,
        )


def _paint_strip(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """Solo at large text: the verdict earned so far, the six verdicts in a row (the lit one
    taller, so it stands out without its colour) and the stock as one line of counts."""
    s = layout.scale
    view = scene.view
    canvas.rect(
        layout.stocks, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=1, chamfer=8 * s
    )
    words, cells, _stock = layout.strip_parts()
    placed = view.logs_placed
    now = earned(view)
    canvas.fitted_text(
        solo_over_words(placed, VERDICTS[now][1]) if now >= 0 else _(NO_LOG_YET),
        words,
        sizes.small,
        Palette.FOCUS,
        align="left",
        bold=True,
        lines=3,
    )
    for index, (cell, label) in enumerate(zip(cells, ladder_labels(lit=False), strict=True)):
        lit = index == now
        if not lit:
            cell = cell.inset(0, 3 * s)
        canvas.rect(cell, Palette.FOCUS if lit else Palette.PANEL_LIGHT, chamfer=4 * s)
        canvas.fitted_text(
            label,
            cell,
            sizes.small,
            Palette.TEXT_DARK if lit else Palette.TEXT_MUTED,
            bold=lit,
        )
    name, counts = layout.strip_stock()
    x, y, r = layout.stock_marker(0)
    canvas.marker(seat_shape(0), x, y, r, seat_color(0))
    label = seat_label(scene.names[0], scene.bots[0])
    if scene.to_act == 0:
        label = acting_label(label)
    canvas.fitted_text(
        label,
        Rect(name.left + 24 * s, name.bottom, name.width - 24 * s, name.height),
        sizes.small,
        Palette.TEXT,
        align="left",
        bold=True,
    )
    stock = view.stocks[0]
    numbers = (stock[LOG], stock[SMALL_LOG], stock.total())
    before = None
    if name.bottom == counts[0][0].bottom:  # one line: dividers between name and counts
        before = name.left + 24 * s + Canvas.measure(label, sizes.small, bold=True)
    for heading, number, (head, cell) in zip(board_headings(), numbers, counts, strict=True):
        if before is not None:
            middle = (before + head.left) / 2
            canvas.rect(
                Rect(middle - s / 2, head.bottom + 5 * s, s, head.height - 10 * s),
                Palette.PANEL_EDGE,
            )
        before = cell.left + Canvas.measure(str(number), sizes.small, bold=True)
        kind = (LOG, SMALL_LOG, None)[counts.index((head, cell))]
        if layout.aside and kind is not None:  # the log's picture for its heading
            _stock_picture(canvas, layout, kind, head, ("stock", 0, kind))
        else:
            canvas.fitted_text(heading, head, sizes.small, Palette.TEXT_MUTED, align="left")
        canvas.fitted_text(str(number), cell, sizes.small, Palette.TEXT, align="left", bold=True)
