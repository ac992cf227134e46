"""The player stocks of the Beaver Creek table: a row of logs a player, or (many players at
large text) a board under headings, and in solo the verdict ladder."""

from __future__ import annotations

from tabletop_beaver_creek.pieces import LOG, SMALL_LOG
from tabletop_beaver_creek.scoring import VERDICTS
from tabletop_beaver_creek.state import CreekState
from tabletop_beaver_creek.table.layout import (
    BOARD_LOG_PICTURE,
    BOARD_SMALL_LOG_PICTURE,
    LOG_PICTURE,
    SMALL_LOG_SHARE,
    TableLayout,
)
from tabletop_beaver_creek.table.paint import LEAST_LOG_PICTURE, Scenery
from tabletop_beaver_creek.table.proportions import LOG_ROW, LOG_THICKNESS, log_thickness
from tabletop_beaver_creek.table.textures import piece_texture
from tabletop_beaver_creek.table.words import (
    NO_LOG_YET,
    acting_label,
    board_headings,
    earned,
    ladder_labels,
    seat_label,
    solo_head,
    solo_over_words,
    stock_total_words,
    stock_words,
)
from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape

_, ngettext = translator("tabletop_beaver_creek")

# --- the player stocks -------------------------------------------------------------------------


def paint_stocks(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    if layout.board:
        _paint_board(canvas, layout, sizes, scene)
        return
    if layout.compact:
        _paint_strip(canvas, layout, sizes, scene)
        return
    s = layout.scale
    sp = layout.space
    view = scene.view
    for seat in range(view.players):
        rect = layout.stock(seat)
        acting = seat == scene.to_act
        Surfaces(s).seat(canvas, rect, seat_color(seat), acting=acting)
        head = layout.stock_head(seat)
        x, y, r = layout.stock_marker(seat)
        canvas.marker(seat_shape(seat), x, y, r, seat_color(seat))
        name = seat_label(scene.names[seat], scene.bots[seat])
        if acting and layout.board_arrows:
            name = acting_label(name)
        name_room = Rect(head.left + sp.far, head.bottom, head.width - sp.far, head.height)
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
        room = rows[1].width - sp.gap - max(Canvas.measure(w, sizes.small) for w in words)
        longest = min(LOG_PICTURE * s, room)
        pictures = longest >= LEAST_LOG_PICTURE * s
        for row, kind, text in ((rows[1], LOG, words[0]), (rows[2], SMALL_LOG, words[1])):
            left = row.left
            if pictures:
                thick = log_thickness(row.height, s)
                length = longest * (1.0 if kind == LOG else SMALL_LOG_SHARE)
                canvas.texture(
                    piece_texture(kind),
                    Rect(row.left, row.center_y - thick / 2, length, thick),
                    piece=("stock", seat, kind),
                )
                left += longest + sp.gap
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
    surface = Surfaces(layout.scale)
    far = layout.space.far
    view = scene.view
    surface.panel(canvas, layout.stocks)
    if layout.board_headed:
        _paint_board_headings(canvas, layout, sizes)
    for seat in range(view.players):
        acting = seat == scene.to_act
        if acting:
            surface.panel(
                canvas,
                layout.stock(seat),
                fill="PANEL_LIGHT",
                edge=seat_color(seat),
                width="strong",
                corners="place",
            )
        head, *counts = layout.board_cells(seat)
        x, y, r = layout.stock_marker(seat)
        canvas.marker(seat_shape(seat), x, y, r, seat_color(seat))
        name = seat_label(scene.names[seat], scene.bots[seat])
        if acting and layout.board_arrows:
            name = acting_label(name)
        words = Rect(head.left + far, head.bottom, head.width - far, head.height)
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
    thick = LOG_ROW * ps * LOG_THICKNESS
    canvas.texture(
        piece_texture(kind),
        Rect(cell.left, cell.center_y - thick / 2, length, thick),
        piece=key,
    )
    left = cell.left + length + layout.space.snug
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
        thick = log_thickness(cell.height, s)
        canvas.texture(
            piece_texture(kind),
            Rect(cell.center_x - length / 2, cell.center_y - thick / 2, length, thick),
        )
    canvas.fitted_text(headings[2], cells[2], sizes.small, Palette.TEXT_MUTED)


def _paint_ladder(canvas: Canvas, layout: TableLayout, sizes: Sizes, view: CreekState) -> None:
    surface = Surfaces(layout.scale)
    area = layout.ladder
    surface.panel(canvas, area)
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
        surface.panel(
            canvas, cell, fill="FOCUS" if lit else "PANEL_LIGHT", edge=None, corners="tag"
        )
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
    sp = layout.space
    surface = Surfaces(s)
    view = scene.view
    surface.panel(canvas, layout.stocks)
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
        if not lit:  # the lit cell stands out by the row's room above and below
            cell = cell.inset(0, sp.snug / 2)
        surface.panel(
            canvas, cell, fill="FOCUS" if lit else "PANEL_LIGHT", edge=None, corners="tag"
        )
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
        Rect(name.left + sp.far, name.bottom, name.width - sp.far, name.height),
        sizes.small,
        Palette.TEXT,
        align="left",
        bold=True,
    )
    stock = view.stocks[0]
    numbers = (stock[LOG], stock[SMALL_LOG], stock.total())
    before = None
    if name.bottom == counts[0][0].bottom:  # one line: dividers between name and counts
        before = name.left + sp.far + Canvas.measure(label, sizes.small, bold=True)
    for heading, number, (head, cell) in zip(board_headings(), numbers, counts, strict=True):
        if before is not None:
            middle = (before + head.left) / 2
            canvas.rect(
                Rect(middle - s / 2, head.bottom + sp.tight, s, head.height - 2 * sp.tight),
                Palette.PANEL_EDGE,
            )
        before = cell.left + Canvas.measure(str(number), sizes.small, bold=True)
        kind = (LOG, SMALL_LOG, None)[counts.index((head, cell))]
        if layout.aside and kind is not None:  # the log's picture for its heading
            _stock_picture(canvas, layout, kind, head, ("stock", 0, kind))
        else:
            canvas.fitted_text(heading, head, sizes.small, Palette.TEXT_MUTED, align="left")
        canvas.fitted_text(str(number), cell, sizes.small, Palette.TEXT, align="left", bold=True)
