"""The score sheet at the end: per seat its dams, cubes ÷ 2, garbage penalty, total and the
tie-break (tree value left in hand), with the winner(s) named and starred."""

from __future__ import annotations

from typing import TypedDict

from tabletop_core.game import Result
from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, seat_color, seat_shape
from tabletop_damit.cards import garbage_penalty
from tabletop_damit.rules import CUBES_HALVED, DAMS, GARBAGE_LINE
from tabletop_damit.state import END_BY_DAMS, DamItState
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.paint import _sizes

_, ngettext = translator("tabletop_damit")


TOTAL_ROW = 3
"""The row of :func:`score_lines` that holds the total."""


def winners_text(result: Result, names: list[str]) -> str:
    who = [names[seat] for seat in result.winners]
    if len(who) == 1:
        return _("{name} wins!").format(name=who[0])
    return _("{names} and {last} share the win!").format(names=", ".join(who[:-1]), last=who[-1])


def score_lines(view: DamItState, result: Result, seat: int) -> list[tuple[str, str]]:
    """(what, points) rows of one seat's sheet, in the words of the rulebook. The words are the
    same for every seat (the sheet shows them once); how many dams, cubes and garbage cards each
    seat has is on the table beside it."""
    cubes = view.cubes[seat]
    kept = len(view.garbage[seat])
    tiebreak = result.tiebreak[seat] if result.tiebreak else 0
    return [
        (_(DAMS), f"{sum(view.dams[seat])}"),
        (_(CUBES_HALVED), f"{cubes // 2}"),
        (_(GARBAGE_LINE), f"−{garbage_penalty(kept)}" if kept else "0"),
        (_("total"), f"{result.scores[seat]:g}"),
        (_("tie-break: trees in hand"), f"{tiebreak:g}"),
    ]


_lines = Canvas.lines_needed
"""How many lines a text takes wrapped into a width (short for the sheet's sums)."""


def end_rule(view: DamItState) -> str:
    """Why the game ended (the rows below spell out the scoring)."""
    if view.end == END_BY_DAMS:
        return _("The last dam card was taken.")
    return _("The river could not be refilled any more.")


def total_text(result: Result, seat: int) -> str:
    """A seat's total; the winners' starred (the star besides the column's tint)."""
    score = f"{result.scores[seat]:g}".replace("-", "−")
    return score + (" ★" if seat in result.winners else "")


def spread(items: list[tuple[float, float]], low: float, high: float, gap: float) -> list[float]:
    """Lefts for (wanted left, width) items along one line, kept in order, ``gap`` apart and
    inside ``low``..``high`` where the line has the room; each as near its wanted place as that
    allows."""
    lefts = [max(low, min(left, high - width)) for left, width in items]
    for i in range(1, len(items)):
        lefts[i] = max(lefts[i], lefts[i - 1] + items[i - 1][1] + gap)
    if lefts and lefts[-1] + items[-1][1] > high:
        lefts[-1] = high - items[-1][1]
    for i in range(len(items) - 2, -1, -1):
        lefts[i] = min(lefts[i], lefts[i + 1] - gap - items[i][1])
    if lefts:
        lefts[0] = max(lefts[0], low)
    return lefts


def _paint_names(
    canvas: Canvas,
    names: list[str],
    columns: list[float],
    band: Rect,
    wide: Rect,
    staggered: bool,
    s: float,
    size: float,
) -> None:
    """The seats' names (each after its seat's marker) over their columns; names wider than
    their column stand on two lines by turns, moved aside along their line (into the empty
    space above the row labels if need be) so that none lies on another."""
    col_w = columns[1] - columns[0] if len(columns) > 1 else band.width
    mark = 23 * s
    if not staggered:
        for seat, name in enumerate(names):
            cell = Rect(columns[seat] + 22 * s, band.bottom, col_w - 26 * s, band.height)
            label = canvas.fitted_text(name, cell, size, Palette.TEXT, bold=True, lines=2)
            canvas.marker(
                seat_shape(seat), label.left - 14 * s, cell.center_y, 9 * s, seat_color(seat)
            )
        return
    line_h = band.height / 2
    for line in (0, 1):
        seats = [seat for seat in range(len(names)) if seat % 2 == line]
        items = []
        for seat in seats:
            width = mark + Canvas.measure(names[seat], size, bold=True) + 4 * s
            items.append((columns[seat] + col_w / 2 - width / 2, width))
        lefts = spread(items, wide.left, wide.right, 12 * s)
        for seat, left, (_wanted, width) in zip(seats, lefts, items, strict=True):
            cell = Rect(left + mark, band.top - (line + 1) * line_h, width - mark, line_h)
            label = canvas.fitted_text(
                names[seat], cell, size, Palette.TEXT, bold=True, align="left"
            )
            canvas.marker(
                seat_shape(seat), label.left - 14 * s, cell.center_y, 9 * s, seat_color(seat)
            )


class _Fit(TypedDict):
    """How the score sheet fits a panel: its measures, and whether it fits at all."""

    label: float
    col_w: float
    staggered: bool
    name_h: float
    heights: list[float]
    title_w: float
    beside: float
    side: bool
    head_h: float
    foot_h: float
    spare: float
    width_short: bool


def paint_scores(
    canvas: Canvas, layout: TableLayout, view: DamItState, result: Result, names: list[str]
) -> Rect:
    """The sheet over the river and hand; over the whole table when its words need the room
    (large text, long names, many players). Every row is as tall as its wrapped words; the
    title stands beside the rule when that saves height."""
    sizes = _sizes(layout)
    s = layout.scale
    players = view.players
    rows = [label for label, _points in score_lines(view, result, 0)]
    rows_lines = [score_lines(view, result, seat) for seat in range(players)]
    label_w = max(Canvas.measure(label, sizes.body, bold=True) for label in rows) + 16 * s
    names_w = max(Canvas.measure(name, sizes.body, bold=True) for name in names)
    values_w = max(
        Canvas.measure(total_text(result, seat), sizes.heading, bold=True) + 12 * s
        for seat in range(players)
    )
    column_least = max(names_w + 26 * s, values_w)
    footer = _("Enter or Esc: the end screen (play again) · U: undo · F1: rules")
    title = winners_text(result, names)
    rule = end_rule(view)

    def plan(panel: Rect) -> _Fit:
        inner = panel.inset(16 * s, 8 * s)
        table_w = inner.width - 16 * s
        label_room = max(table_w - players * column_least, table_w * 0.36)
        label = min(max(250 * s, label_w), label_room)
        col_w = (table_w - label) / players
        staggered = players > 1 and any(
            Canvas.measure(word, sizes.body, bold=True) > col_w - 26 * s
            for n in names
            for word in n.split()
        )
        if staggered:
            # the names stand aside on their two lines: the columns need room for the points only
            label_room = max(table_w - players * max(values_w, 150 * s), label_room)
            label = min(max(250 * s, label_w), label_room)
            col_w = (table_w - label) / players
        name_lines = (
            2 if staggered else max(_lines(n, sizes.body, col_w - 26 * s, bold=True) for n in names)
        )
        heights = [
            layout.body_line * _lines(text, sizes.body, label, bold=index == TOTAL_ROW)
            for index, text in enumerate(rows)
        ]
        heights[TOTAL_ROW] = max(heights[TOTAL_ROW], sizes.line(sizes.heading))
        title_line = sizes.line(sizes.title) * 0.92
        stacked = title_line * _lines(title, sizes.title, inner.width, bold=True)
        stacked += layout.small_line * _lines(rule, sizes.small, inner.width)
        title_w = Canvas.measure(title, sizes.title, bold=True) + 8 * s
        title_w = min(title_w, inner.width - max(inner.width * 0.3, 220 * s))
        beside = inner.width - title_w - 16 * s
        side = max(
            title_line * _lines(title, sizes.title, title_w, bold=True),
            layout.small_line * _lines(rule, sizes.small, beside),
        )
        foot_h = layout.small_line * _lines(footer, sizes.small, inner.width)
        head_h = min(stacked, side)
        sheet_h = layout.body_line * name_lines + sum(heights)
        return {
            "label": label,
            "col_w": col_w,
            "staggered": staggered,
            "name_h": layout.body_line * name_lines,
            "heights": heights,
            "title_w": title_w,
            "beside": beside,
            "side": side < stacked,
            "head_h": head_h,
            "foot_h": foot_h,
            "spare": inner.height - head_h - foot_h - sheet_h - 12 * s,
            "width_short": label_w > label or col_w < column_least,
        }

    panel = layout.main.inset(6 * s)
    fit = plan(panel)
    if fit["spare"] < 0 or fit["width_short"]:
        panel = layout.rect.inset(6 * s)
        fit = plan(panel)
    canvas.rect(panel, Palette.PANEL, border=Palette.ACCENT, border_width=3, chamfer=12 * s)
    inner = panel.inset(16 * s, 8 * s)
    head_h, foot_h = fit["head_h"], fit["foot_h"]
    if fit["side"]:
        title_w, beside = fit["title_w"], fit["beside"]
        canvas.fitted_text(
            title,
            Rect(inner.left, inner.top - head_h, title_w, head_h),
            sizes.title,
            Palette.ACCENT,
            bold=True,
            align="left",
            lines=3,
        )
        canvas.fitted_text(
            rule,
            Rect(inner.right - beside, inner.top - head_h, beside, head_h),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
            lines=4,
        )
    else:
        rule_h = layout.small_line * _lines(rule, sizes.small, inner.width)
        canvas.fitted_text(
            title,
            Rect(inner.left, inner.top - head_h + rule_h, inner.width, head_h - rule_h),
            sizes.title,
            Palette.ACCENT,
            bold=True,
            lines=2,
        )
        canvas.fitted_text(
            rule,
            Rect(inner.left, inner.top - head_h, inner.width, rule_h),
            sizes.small,
            Palette.TEXT_MUTED,
            lines=3,
        )
    canvas.fitted_text(
        footer,
        Rect(inner.left, inner.bottom, inner.width, foot_h),
        sizes.small,
        Palette.TEXT_MUTED,
        lines=3,
    )

    label_w, col_w = fit["label"], fit["col_w"]
    table = Rect(inner.left + 8 * s, inner.bottom + foot_h + 4 * s, inner.width - 16 * s, 0)
    table = Rect(table.left, table.bottom, table.width, inner.top - head_h - 8 * s - table.bottom)
    name_h = fit["name_h"]
    wanted_h = name_h + sum(fit["heights"])
    grow = max(1.0, min(44 * s / layout.body_line, table.height / wanted_h))
    heights = [h * grow for h in fit["heights"]]
    top = table.top
    sheet_h = name_h + sum(heights)
    columns = [table.left + label_w + seat * col_w for seat in range(players)]
    for seat in result.winners:
        canvas.rect(
            Rect(columns[seat] + 4 * s, top - sheet_h, col_w - 8 * s, sheet_h),
            (230, 159, 0, 50),
            chamfer=8 * s,
        )
    _paint_names(
        canvas,
        names,
        columns,
        Rect(table.left, top - name_h, table.width, name_h),
        Rect(table.left, top - name_h, inner.right - table.left, name_h),
        fit["staggered"],
        s,
        sizes.body,
    )
    y = top - name_h
    for index, (label, height) in enumerate(zip(rows, heights, strict=True)):
        total = index == TOTAL_ROW
        if total:
            canvas.line(table.left, y, table.right, y, Palette.PANEL_EDGE, 2)
        canvas.fitted_text(
            label,
            Rect(table.left, y - height, label_w, height),
            sizes.body,
            Palette.TEXT if total else Palette.TEXT_MUTED,
            bold=total,
            align="left",
            lines=3,
        )
        for seat in range(players):
            value = total_text(result, seat) if total else rows_lines[seat][index][1]
            canvas.fitted_text(
                value,
                Rect(columns[seat], y - height, col_w, height),
                sizes.heading if total else sizes.body,
                Palette.ACCENT if total and seat in result.winners else Palette.TEXT,
                bold=total,
            )
        y -= height
    return panel
