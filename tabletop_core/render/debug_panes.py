"""The four panes of the debug overlay, each painted from the overlay's state into its body:
the view as a tree, the legal moves, the log with its time-travel slider, the last bot search."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from tabletop_core.i18n import ngettext
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import FONT_MONO, Palette, seat_color
from tabletop_core.render.widgets.buttons import Button

if TYPE_CHECKING:
    from tabletop_core.render.debug_overlay import DebugOverlay

ROW_HEIGHT = 20


def write_line(
    overlay: DebugOverlay,
    canvas: Canvas,
    rect: Rect,
    text: str,
    color: Any = Palette.TEXT,
    bold: bool = False,
) -> None:
    canvas.fitted_text(text, rect, overlay.host.sizes.small, color, align="left", bold=bold)


def lines_in(overlay: DebugOverlay, body: Rect) -> list[Rect]:
    h = ROW_HEIGHT * overlay.host.sizes.scale
    count = max(1, int(body.height // h))
    return [Rect(body.left, body.top - (i + 1) * h, body.width, h) for i in range(count)]


def paint_state(overlay: DebugOverlay, canvas: Canvas, body: Rect) -> None:
    rows = overlay.rows()
    slots = lines_in(overlay, body)
    overlay.scroll = min(overlay.scroll, max(0, len(rows) - len(slots)))
    overlay._row_rects = []
    s = overlay.host.sizes.scale
    for row, rect in zip(rows[overlay.scroll :], slots, strict=False):
        mark = ("▾ " if row.expanded else "▸ ") if row.expandable else "  "
        indent = row.depth * 16 * s
        line = Rect(rect.left + indent, rect.bottom, rect.width - indent, rect.height)
        canvas.text(
            mark + row.text,
            line.left,
            line.center_y,
            overlay.host.sizes.small,
            Palette.TEXT if row.expandable else Palette.TEXT_MUTED,
            anchor_y="center",
            font=FONT_MONO,
        )
        if row.expandable:
            overlay._row_rects.append((rect, row.path))


def paint_moves(overlay: DebugOverlay, canvas: Canvas, body: Rect) -> None:
    match = overlay.host.match
    seat = match.to_act
    s = overlay.host.sizes.scale
    if seat is None:
        write_line(overlay, canvas, lines_in(overlay, body)[0], "The game is over.")
        return
    who = match.names[seat] + (" (bot)" if match.is_bot(seat) else "")
    if overlay.hides_seat(seat):
        write_line(
            overlay, canvas, lines_in(overlay, body)[0], f"{who} to act: their moves are hidden."
        )
        return
    head, body = body.split_top(24 * s)
    count = len(overlay.moves())
    to_act = ngettext(
        "{who} to act: {count} legal action", "{who} to act: {count} legal actions", count
    ).format(who=who, count=count)
    write_line(overlay, canvas, head, to_act, seat_color(seat), True)
    height = 30 * s
    shown = overlay.moves()[overlay.scroll :]
    for i, (label, _action) in enumerate(shown):
        top = body.top - i * (height + 4 * s)
        if top - height < body.bottom:
            break
        index = overlay.scroll + i
        button = Button(
            Rect(body.left, top - height, body.width, height),
            label,
            action=partial(overlay.play, index),
        )
        button.paint(canvas, overlay.host.sizes)
        overlay._buttons.append(button)


def paint_log(overlay: DebugOverlay, canvas: Canvas, body: Rect) -> None:
    s = overlay.host.sizes.scale
    sizes = overlay.host.sizes
    head, body = body.split_top(60 * s)
    total = overlay.length
    where = (
        "now"
        if overlay.present is None
        else "in the past: bots wait; play a move to go on from here"
    )
    write_line(
        overlay,
        canvas,
        Rect(head.left, head.top - 22 * s, head.width, 22 * s),
        f"After action {overlay.position} of {total} ({where})",
        Palette.ACCENT if overlay.present else Palette.TEXT,
        True,
    )
    overlay.slider = Rect(
        head.left + 8 * s, head.bottom + 12 * s, head.width - 16 * s - 110 * s, 6 * s
    )
    canvas.rect(overlay.slider, Palette.PANEL_EDGE)
    x = overlay.slider.left + overlay.slider.width * (overlay.position / total if total else 1)
    canvas.rect(
        Rect(
            overlay.slider.left,
            overlay.slider.bottom,
            x - overlay.slider.left,
            overlay.slider.height,
        ),
        Palette.ACCENT,
    )
    canvas.circle(x, overlay.slider.center_y, 9 * s, Palette.FOCUS)
    if overlay.present is not None:
        now = Button(
            Rect(overlay.slider.right + 16 * s, head.bottom, 94 * s, 28 * s),
            "Now",
            action=overlay.back_to_now,
        )
        now.paint(canvas, sizes)
        overlay._buttons.append(now)
    lines = overlay.host.match.log_lines(overlay.host.viewer)
    slots = lines_in(overlay, body)
    start = max(0, len(lines) - len(slots) - overlay.scroll)
    for line, rect in zip(lines[start : start + len(slots)], slots, strict=False):
        write_line(overlay, canvas, rect, line, Palette.TEXT_MUTED)


def paint_bot(overlay: DebugOverlay, canvas: Canvas, body: Rect) -> None:
    slots = lines_in(overlay, body)
    shown = overlay.search_shown()
    if shown is None:
        write_line(
            overlay,
            canvas,
            slots[0],
            "No bot decision with a search yet (ISMCTSBot fills last_search).",
        )
        return
    number, seat, lines, iterations = shown
    match = overlay.host.match
    write_line(
        overlay,
        canvas,
        slots[0],
        f"{match.names[seat]} chose action {number} after {iterations} iterations:",
        seat_color(seat),
        True,
    )
    write_line(overlay, canvas, slots[1], f"{'visits':>7}  {'mean':>5}  action", Palette.TEXT_MUTED)
    total = sum(visits for _label, visits, _mean in lines) or 1
    for (label, visits, mean), rect in zip(lines, slots[2:], strict=False):
        share = rect.width * 0.35 * visits / total
        canvas.rect(Rect(rect.left, rect.bottom + 3, share, rect.height - 6), (86, 180, 233, 90))
        canvas.text(
            f"{visits:>7}  {mean:5.2f}  {label}",
            rect.left,
            rect.center_y,
            overlay.host.sizes.small,
            Palette.TEXT,
            anchor_y="center",
            font=FONT_MONO,
        )


PANES: dict[str, Callable[[DebugOverlay, Canvas, Rect], None]] = {
    "state": paint_state,
    "moves": paint_moves,
    "log": paint_log,
    "bot": paint_bot,
}
