"""The still parts of the table, painted into canvases rebuilt only when something changes: the
creek and the box, the marks on the dam, the banner and the side column (how to place, the
pieces in hand, the supply). The player stocks are :mod:`.stocks`, the words :mod:`.words`."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_beaver_creek.dice import (
    ON_LAST_LOG,
)
from tabletop_beaver_creek.pieces import LOG, SMALL_LOG
from tabletop_beaver_creek.state import DISCARD, OVER, PLACE, ROLL, CreekState
from tabletop_beaver_creek.table.camera import BOX
from tabletop_beaver_creek.table.layout import (
    BANNER_LINES,
    TRAY_SLOTS,
    Camera,
    TableLayout,
)
from tabletop_beaver_creek.table.proportions import SLOT_ICON, SMALL_LOG_SHARE
from tabletop_beaver_creek.table.textures import (
    box_texture,
    creek_texture,
    piece_texture,
    px_for,
)
from tabletop_beaver_creek.table.words import (
    PHASES_WITH_WORDS,
    discard_labels,
    due_words,
    handicap_words,
    nothing_words,
    phase_words,
    piece_wordings,
    roll_label,
    slot_count,
    slot_notes,
    supply_words,
)
from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.strokes import RULE
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.kit.veils import veil
from tabletop_core.render.theme import Palette, Sizes

_, ngettext = translator("tabletop_beaver_creek")

LEAST_LOG_PICTURE = 40.0
SUPPLY_ICON = 32.0
"""The width of the pictures beside the supply's counts (at scale 1)."""
DUE_PICTURE = 44.0
"""The tallest a picture of a piece still to place is, under the words (at scale 1)."""
LEAST_DUE_PICTURE = 18.0
"""Smaller than this (at scale 1) the pieces still to place are told in words alone."""
BEAVER_SHARE = 0.55
"""A beaver's picture is this much as wide as it is high (the piece is 1:2, with room)."""
LOG_SHARE = 1.6
"""A log's picture is this much as wide as it is high (drawn lying, a quarter as thick)."""


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
    due: list[tuple[str, Rect]] = field(default_factory=list)
    """The pictures of the pieces still to place this turn, under the words saying so."""


def sizes_for(layout: TableLayout) -> Sizes:
    return layout.type


# --- the scene ---------------------------------------------------------------------------------


def paint_scene(canvas: Canvas, layout: TableLayout) -> None:
    """The backdrop at its own scale: the creek, the hills and the sky, the bank at the table
    top's line whatever the camera frames."""
    scene = layout.scene
    table_y = int(scene.top - layout.ground)
    canvas.texture(creek_texture(int(scene.width), int(scene.height), max(1, table_y)), scene)


def paint_box(canvas: Canvas, camera: Camera) -> None:
    """The box the dam stands on, where the camera shows it."""
    canvas.texture(box_texture(px_for(camera.k)), camera.shows(BOX), piece=("box",))


def paint_marks(canvas: Canvas, camera: Camera, view: CreekState, last_log: int | None) -> None:
    """Marks on the settled dam: the star on the log every new log must touch (face 5)."""
    if view.phase == PLACE and view.handicap == ON_LAST_LOG and last_log in view.pieces:
        piece = view.pieces[last_log]
        x, y = camera.to_screen(piece.x, piece.y)
        r = max(5.0, 6 * camera.k)
        canvas.marker("pentagon", x, y, r, Palette.FOCUS)
        canvas.ring(x, y, r * 1.7, Palette.FOCUS, RULE)


@dataclass(frozen=True, slots=True)
class Banner:
    """Where the banner goes and what it says: its band, the wording chosen, its lines, and the
    room its words are set in (left and right of them within the band)."""

    band: Rect
    text: str
    lines: int
    left: float
    words_width: float


def banner_at(
    layout: TableLayout, sizes: Sizes, wordings: str | tuple[str, ...], alarm: bool
) -> Banner:
    """A line across the top of the scene (an accident, a piece taken back, whose turn): as many
    lines as its words need and the scene holds, up to :data:`BANNER_LINES`; long words in a low
    scene (solo at large text) may cover all of it. Several wordings are tried longest first."""
    scene = layout.scene
    s = layout.scale
    sp = layout.space
    edge = sp.gap if layout.banded else 40 * s
    width = scene.width - 2 * edge
    left = 40 * s if alarm else sp.loose  # room for the warning sign
    right = sp.gap if layout.banded else left
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
    height = min(max(40 * s, lines * line + sp.gap), max(scene.height, lines * line))
    gap = min(sp.loose, max(0.0, (scene.height - height) / 2))
    band = Rect(scene.left + edge, scene.top - gap - height, width, height)
    return Banner(band, text, lines, left, words_width)


def paint_banner(
    canvas: Canvas,
    layout: TableLayout,
    sizes: Sizes,
    wordings: str | tuple[str, ...],
    alarm: bool,
) -> None:
    """The banner :func:`banner_at` places, painted."""
    s = layout.scale
    sp = layout.space
    banner = banner_at(layout, sizes, wordings, alarm)
    band, text, lines, left, words_width = (
        banner.band,
        banner.text,
        banner.lines,
        banner.left,
        banner.words_width,
    )
    Surfaces(s).panel(
        canvas,
        band,
        fill=veil(Palette.TEXT_DARK, "dense"),
        edge="DANGER" if alarm else "PANEL_EDGE",
        width="strong" if alarm else "hair",
    )
    if alarm:
        sign = band.left + sp.far
        canvas.marker("triangle", sign, band.center_y, sp.loose, Palette.DANGER)
        canvas.text(
            "!",
            sign,
            band.center_y - s,
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
    view = scene.view
    panels = [layout.side_panel]
    if layout.how_panel is not None:
        panels += [layout.dice_area, layout.how_panel]
    for panel in panels:
        Surfaces(layout.scale).panel(canvas, panel)
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
    if view.phase == PLACE:
        _paint_due(
            canvas, layout, scene, Rect(area.left, area.bottom, area.width, top - area.bottom)
        )


def _paint_due(canvas: Canvas, layout: TableLayout, scene: Scenery, room: Rect) -> None:
    """What the roll still asks, in pictures: a beaver for each beaver due, a log for each log,
    in a row under the words, as large as the room left there allows (none when too little)."""
    s = layout.scale
    view = scene.view
    kinds = ["beaver"] * view.beavers_due + [LOG] * view.logs_due
    gap = layout.space.snug
    height = min(DUE_PICTURE * s, room.height - gap)
    if not kinds or height < LEAST_DUE_PICTURE * s:
        return
    wide = {"beaver": BEAVER_SHARE, LOG: LOG_SHARE}
    across = sum(wide[kind] for kind in kinds)
    height = min(height, (room.width - gap * (len(kinds) - 1)) / across)
    if height < LEAST_DUE_PICTURE * s:
        return
    left = room.left
    bottom = room.top - gap - height
    for kind in kinds:
        rect = Rect(left, bottom, wide[kind] * height, height)
        _paint_piece_icon(canvas, kind, rect)
        scene.due.append((kind, rect))
        left = rect.right + gap


def _paint_tray(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    s = layout.scale
    sp = layout.space
    surface = Surfaces(s)
    tray = layout.tray
    view = scene.view
    surface.panel(canvas, tray.inset(sp.tight, 0), fill="PANEL_LIGHT", edge=None, corners="place")
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
        room = layout.button_words(layout.tray.width - 2 * sp.gap)
        size = layout.button_type
        lines = [1 if Canvas.measure(c[1], size, bold=True) <= room else 2 for c in choices]
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
        surface.panel(  # a held piece's slot is empty: darker, the background showing
            canvas,
            rect,
            fill="BACKGROUND" if held else "PANEL",
            edge="FOCUS" if focused else "PANEL_EDGE",
            width="strong" if focused else "hair",
            corners="place",
        )
        icon = min(rect.height * 1.1, SLOT_ICON * s)
        inset = sp.snug
        if rect.height < 2 * line:  # a one-line slot: the piece as long as at 100 %, and tall
            icon, inset = SLOT_ICON * layout.piece_scale, sp.hair
        _paint_piece_icon(
            canvas,
            kind,
            Rect(rect.left + sp.gap, rect.bottom + inset, icon, rect.height - 2 * inset),
        )
        left = rect.left + icon + sp.wide
        text_box = Rect(
            left, rect.bottom + sp.hair, rect.right - left - sp.snug, rect.height - 2 * sp.hair
        )
        count = (
            0 if held else view.supply["beaver"] if kind == "beaver" else stock[kind.split("+")[-1]]
        )
        note = slot_notes(count)[0 if held else 1 if kind == "beaver" else 2]
        names = [f"{index + 1} · {name}" for name in piece_wordings(kind)]
        if text_box.height < 2 * line:  # one line: the name, then its count on the right
            shortest = min(Canvas.measure(n, sizes.small, bold=True) for n in names)
            beside = Canvas.measure(note, sizes.small) + sp.loose
            if not held and beside + shortest > text_box.width:
                note = slot_count(count)  # the name whole before the words around its count
            bottom, top = text_box.split_right(Canvas.measure(note, sizes.small))
            top = Rect(top.left, top.bottom, top.width - sp.loose, top.height)  # room between
        else:
            note_height = line if text_box.height >= 3 * line else text_box.height / 2
            bottom, top = text_box.split_bottom(note_height)
        canvas.fitted_wording(
            names,
            top,
            sizes.small,
            Palette.TEXT,
            align="left",
            bold=True,
            lines=2,
        )
        canvas.fitted_text(note, bottom, sizes.small, Palette.TEXT_MUTED, align="left")
        scene.slots.append((kind, rect))


def _paint_piece_icon(canvas: Canvas, kind: str, rect: Rect) -> None:
    parts = kind.split("+")
    if parts[0] == "beaver":
        if len(parts) > 1:  # face 4: a log with a beaver standing on it
            length = rect.width * (1.0 if parts[1] == LOG else SMALL_LOG_SHARE)
            log = Rect(rect.center_x - length / 2, rect.bottom, length, rect.height * 0.2)
            canvas.texture(piece_texture(parts[1]), log)
            h = rect.height * 0.72
            canvas.texture(piece_texture("beaver"), Rect(rect.center_x - h / 4, log.top, h / 2, h))
            return
        h = rect.height * 0.95
        w = h / 2
        canvas.texture(piece_texture("beaver"), Rect(rect.center_x - w / 2, rect.bottom, w, h))
        return
    length = rect.width * (1.0 if kind == LOG else SMALL_LOG_SHARE)
    thick = rect.height * 0.24
    canvas.texture(
        piece_texture(kind),
        Rect(rect.center_x - length / 2, rect.center_y - thick / 2, length, thick),
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
    surface = Surfaces(layout.scale)
    sizes = layout.type
    surface.panel(
        canvas,
        rect,
        fill="BUTTON_PRIMARY" if primary else "BUTTON",
        edge="FOCUS" if focused else "PANEL_EDGE",
        width="strong" if focused else "hair",
        corners="place",
    )
    words, keycap = layout.button_parts(rect)
    surface.panel(canvas, keycap, fill="PANEL_LIGHT", edge="TEXT_MUTED", corners="tag")
    canvas.fitted_text(key, keycap, sizes.small, Palette.TEXT, bold=True)
    canvas.fitted_text(label, words, layout.button_type, Palette.TEXT, bold=True, lines=2)


def _paint_supply(canvas: Canvas, layout: TableLayout, sizes: Sizes, view: CreekState) -> None:
    s = layout.scale
    snug = layout.space.snug
    top, bottom = layout.supply_rows()
    column = SUPPLY_ICON * s
    icon_h = min(top.height, 28 * s) - layout.space.hair
    canvas.texture(
        piece_texture("beaver"),
        Rect(top.left + column / 2 - icon_h / 4, top.center_y - icon_h / 2, icon_h / 2, icon_h),
    )
    log = Rect(bottom.left, bottom.center_y - snug / 2, column, snug)  # as thick as a snug gap
    canvas.texture(piece_texture(LOG), log)
    beavers_left, logs_gone = supply_words(view.supply["beaver"], view.discard_pile.total())
    for row, text, color in (
        (top, beavers_left, Palette.TEXT),
        (bottom, logs_gone, Palette.TEXT_MUTED),
    ):
        canvas.fitted_text(
            text,
            Rect(row.left + column + snug, row.bottom, row.width - column - snug, row.height),
            sizes.small,
            color,
            align="left",
            lines=layout.supply_lines,
        )
