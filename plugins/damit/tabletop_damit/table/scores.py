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


def paint_scores(
    canvas: Canvas, layout: TableLayout, view: DamItState, result: Result, names: list[str]
) -> Rect:
    sizes = _sizes(layout)
    s = layout.scale
    main = layout.main
    panel = main.inset(6 * s)
    canvas.rect(panel, Palette.PANEL, border=Palette.ACCENT, border_width=3, chamfer=12 * s)
    canvas.text(
        winners_text(result, names),
        panel.center_x,
        panel.top - 40 * s,
        sizes.title,
        Palette.ACCENT,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    why = (
        _("The last dam card was taken")
        if view.end == END_BY_DAMS
        else _("The river could not be refilled any more")
    )
    canvas.text(
        _("{why}. Score: dams + 1 VP per 2 cubes − garbage penalty.").format(why=why),
        panel.center_x,
        panel.top - 74 * s,
        sizes.small,
        Palette.TEXT_MUTED,
        anchor_x="center",
        anchor_y="center",
    )
    players = view.players
    label_w = 250 * s
    table = Rect(
        panel.left + 24 * s, panel.bottom + 30 * s, panel.width - 48 * s, panel.height - 130 * s
    )
    col_w = (table.width - label_w) / players
    row_h = min(44 * s, table.height / 7)
    top = table.top
    rows = [label for label, _points in score_lines(view, result, 0)]
    for seat in range(players):
        x = table.left + label_w + seat * col_w
        if seat in result.winners:
            canvas.rect(
                Rect(x + 4 * s, top - row_h * 6.4, col_w - 8 * s, row_h * 6.4),
                (230, 159, 0, 50),
                chamfer=8 * s,
            )
        canvas.marker(seat_shape(seat), x + col_w / 2, top - row_h * 0.3, 9 * s, seat_color(seat))
        star = " ★" if seat in result.winners else ""
        canvas.fitted_text(
            names[seat] + star,
            Rect(x, top - row_h * 1.25, col_w, row_h * 0.7),
            sizes.body,
            Palette.TEXT,
            bold=True,
        )
    y = top - row_h * 1.4
    for index, label in enumerate(rows):
        total = index == TOTAL_ROW
        if total:
            canvas.line(table.left, y, table.right, y, Palette.PANEL_EDGE, 2)
        canvas.fitted_text(
            label,
            Rect(table.left, y - row_h, label_w, row_h),
            sizes.body,
            Palette.TEXT if total else Palette.TEXT_MUTED,
            bold=total,
            align="left",
        )
        for seat in range(players):
            value = score_lines(view, result, seat)[index][1]
            canvas.fitted_text(
                value,
                Rect(table.left + label_w + seat * col_w, y - row_h, col_w, row_h),
                sizes.heading if total else sizes.body,
                Palette.ACCENT if total and seat in result.winners else Palette.TEXT,
                bold=total,
            )
        y -= row_h
    canvas.fitted_text(
        _("Enter or Esc: the end screen (play again) · U: undo · F1: rules"),
        Rect(panel.left, panel.bottom + 8 * s, panel.width, 22 * s),
        sizes.small,
        Palette.TEXT_MUTED,
    )
    return panel
