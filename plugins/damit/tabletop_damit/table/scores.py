"""The score sheet at the end: per seat its dams, cubes ÷ 2, garbage penalty, total and the
tie-break (tree value left in hand), with the winner(s) named and starred."""

from __future__ import annotations

from tabletop_core.game import Result
from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, seat_color, seat_shape
from tabletop_damit.cards import garbage_penalty
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
    """(what, points) rows of one seat's sheet, in the words of the rulebook."""
    dams = view.dams[seat]
    cubes = view.cubes[seat]
    kept = len(view.garbage[seat])
    tiebreak = result.tiebreak[seat] if result.tiebreak else 0
    return [
        (_("dams ({count} built)").format(count=len(dams)), f"{sum(dams)}"),
        (
            ngettext("cubes ÷ 2 ({count} cube)", "cubes ÷ 2 ({count} cubes)", cubes).format(
                count=cubes
            ),
            f"{cubes // 2}",
        ),
        (
            _("garbage ({count} kept)").format(count=kept),
            f"−{garbage_penalty(kept)}" if kept else "0",
        ),
        (_("total"), f"{result.scores[seat]:g}"),
        (_("tie-break: trees in hand"), f"{tiebreak:g}"),
    ]


def _lines(text: str, size: float, width: float, *, bold: bool = False) -> int:
    """How many lines ``text`` takes wrapped into ``width``."""
    return Canvas.lines_needed(text, size, width, bold=bold)


def end_rule(view: DamItState) -> str:
    """Why the game ended (the rows below spell out the scoring)."""
    if view.end == END_BY_DAMS:
        return _("The last dam card was taken.")
    return _("The river could not be refilled any more.")


def total_text(result: Result, seat: int) -> str:
    """A seat's total; the winners' starred (the star besides the column's tint)."""
    score = f"{result.scores[seat]:g}".replace("-", "−")
    return score + (" ★" if seat in result.winners else "")


def paint_scores(
    canvas: Canvas, layout: TableLayout, view: DamItState, result: Result, names: list[str]
) -> Rect:
    """The sheet over the river and hand; over the whole table when its words need the room
    (large text, long names, many players). The title stands beside the rule when the sheet
    is short of height."""
    sizes = _sizes(layout)
    s = layout.scale
    players = view.players
    rows = [label for label, _points in score_lines(view, result, 0)]
    label_w = max(Canvas.measure(label, sizes.body, bold=True) for label in rows) + 16 * s
    names_w = max(Canvas.measure(name, sizes.body, bold=True) for name in names)
    values_w = max(
        Canvas.measure(total_text(result, seat), sizes.heading, bold=True) + 12 * s
        for seat in range(players)
    )
    column_least = max(names_w + 26 * s, values_w)
    wanted = 48 * s + label_w + players * column_least
    panel = layout.main.inset(6 * s)
    if wanted > panel.width:
        panel = layout.rect.inset(6 * s)
    canvas.rect(panel, Palette.PANEL, border=Palette.ACCENT, border_width=3, chamfer=12 * s)
    inner = panel.inset(16 * s, 8 * s)

    footer = _("Enter or Esc: the end screen (play again) · U: undo · F1: rules")
    foot_h = layout.small_line * _lines(footer, sizes.small, panel.width - 16 * s)
    table_w = inner.width - 16 * s
    label_w = min(max(250 * s, label_w), table_w - players * column_least)
    col_w = (table_w - label_w) / players
    name_lines = max(_lines(n, sizes.body, col_w - 26 * s, bold=True) for n in names)
    heights = [
        layout.body_line * _lines(label, sizes.body, label_w, bold=index == TOTAL_ROW)
        for index, label in enumerate(rows)
    ]
    heights[TOTAL_ROW] = max(heights[TOTAL_ROW], sizes.line(sizes.heading))
    name_h = layout.body_line * name_lines
    wanted_h = name_h + sum(heights)

    title = winners_text(result, names)
    rule = end_rule(view)
    title_line = sizes.line(sizes.title) * 0.92
    title_h = title_line * _lines(title, sizes.title, inner.width, bold=True)
    rule_h = layout.small_line * _lines(rule, sizes.small, inner.width)
    free = inner.height - foot_h - 12 * s - wanted_h
    if title_h + rule_h > free:
        # side by side: the title on the left, the rule wrapped beside it
        title_w = Canvas.measure(title, sizes.title, bold=True) + 8 * s
        title_w = min(title_w, inner.width * 0.6)
        title_lines = _lines(title, sizes.title, title_w, bold=True)
        beside = inner.width - title_w - 16 * s
        rule_lines = _lines(rule, sizes.small, beside)
        top_h = max(title_line * title_lines, layout.small_line * rule_lines)
        head, rest = inner.split_top(top_h)
        canvas.fitted_text(
            title,
            Rect(head.left, head.top - top_h, title_w, top_h),
            sizes.title,
            Palette.ACCENT,
            bold=True,
            align="left",
            lines=title_lines,
        )
        canvas.fitted_text(
            rule,
            Rect(head.right - beside, head.top - top_h, beside, top_h),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
            lines=rule_lines,
        )
    else:
        head, rest = inner.split_top(title_h)
        canvas.fitted_text(title, head, sizes.title, Palette.ACCENT, bold=True, lines=2)
        note, rest = rest.split_top(rule_h)
        canvas.fitted_text(rule, note, sizes.small, Palette.TEXT_MUTED, lines=3)
    canvas.fitted_text(
        footer,
        Rect(panel.left + 8 * s, panel.bottom + 4 * s, panel.width - 16 * s, foot_h),
        sizes.small,
        Palette.TEXT_MUTED,
        lines=2,
    )

    table = Rect(rest.left + 8 * s, rest.bottom + foot_h + 4 * s, table_w, 0)
    table = Rect(table.left, table.bottom, table.width, rest.top - 8 * s - table.bottom)
    grow = max(1.0, min(44 * s / layout.body_line, table.height / wanted_h))
    heights = [h * grow for h in heights]
    top = table.top
    sheet_h = name_h + sum(heights)
    for seat in range(players):
        x = table.left + label_w + seat * col_w
        if seat in result.winners:
            canvas.rect(
                Rect(x + 4 * s, top - sheet_h, col_w - 8 * s, sheet_h),
                (230, 159, 0, 50),
                chamfer=8 * s,
            )
        label = canvas.fitted_text(
            names[seat],
            Rect(x + 22 * s, top - name_h, col_w - 26 * s, name_h),
            sizes.body,
            Palette.TEXT,
            bold=True,
            lines=2,
        )
        canvas.marker(
            seat_shape(seat), label.left - 14 * s, top - name_h / 2, 9 * s, seat_color(seat)
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
            lines=2,
        )
        for seat in range(players):
            value = total_text(result, seat) if total else score_lines(view, result, seat)[index][1]
            canvas.fitted_text(
                value,
                Rect(table.left + label_w + seat * col_w, y - height, col_w, height),
                sizes.heading if total else sizes.body,
                Palette.ACCENT if total and seat in result.winners else Palette.TEXT,
                bold=total,
            )
        y -= height
    return panel
