"""The end screen: who won, the one score sheet (by column or by seat) and the ways on."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from tabletop_core.game import Result
from tabletop_core.i18n import _
from tabletop_core.ranking import Ranking, places
from tabletop_core.render import end_hero
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.overlay_panel import buttons as _buttons
from tabletop_core.render.overlay_panel import panel as _panel
from tabletop_core.render.theme import Color, Palette, Sizes, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import Control


def tie_to_break(result: Result) -> bool:
    """Whether seats shared the winners' score, so that the tie-break decided the game."""
    best = {result.scores[seat] for seat in result.winners if seat < len(result.scores)}
    return sum(1 for score in result.scores if score in best) > 1


def winners_line(result: Result, names: Sequence[str]) -> str:
    winners = [names[s] for s in result.winners]
    if len(result.scores) == 1 and names:  # solo: there is nobody to win against
        return _("{name}'s solo game is over").format(name=names[0])
    if not winners:
        return _("Nobody wins this time")
    if len(winners) == 1:
        return _("{name} wins!").format(name=winners[0])
    return _("{names} and {last} share the win!").format(
        names=", ".join(winners[:-1]), last=winners[-1]
    )


def paint_end(
    canvas: Canvas,
    bounds: Rect,
    sizes: Sizes,
    result: Result,
    names: Sequence[str],
    actions: dict[str, Callable[[], None]],
    label: Callable[[str], str] = str,
    ranking: Ranking = "highest",
    note: str = "",
    counted: float = 1.0,
    picture: Any = None,
    tiebreak: str = "",
    hero: end_hero.Hero | None = None,
    backdrop: Canvas | None = None,
) -> list[Control]:
    """Each seat's score sheet, the winner(s), and the ways on.

    ``label`` shows a breakdown key (data in the Result, English) in the current language;
    ``note`` is a line under the winners (a match played in practice mode says so). The seats
    stand in order of place, first place first, by the game's ``ranking``. The winner moment:
    each winner's piece beside their name, the game's own ``picture`` (its tile art, a texture)
    and the totals counting up, ``counted`` (0 to 1) of the way; the panel is as tall as its
    rows. A game that declares its ending gives a ``hero`` instead of the picture: the winner's
    portrait, what they built and the celebration (:mod:`tabletop_core.render.end_hero`).
    The shade over the table and the celebration go on ``backdrop`` when given (a canvas drawn
    under ``canvas``), so the flakes fall round the panel and never over its words.
    """
    s = sizes.scale
    if result.tiebreak is not None and not tie_to_break(result):
        result = replace(result, tiebreak=None)  # the tie-break line only where it decided
    (backdrop or canvas).rect(bounds, Palette.SHADE)
    players = len(names)
    lines: list[str] = []
    for sheet in result.breakdown:
        for key in sheet:
            if key not in lines and not _is_the_total(result, key):
                lines.append(key)
    ways_on = [  # the harmless way first: a stray Enter looks at the result, it never deals anew
        (_("Look at the table"), actions["close"], True, _("hold Enter")),
        (_("Play again"), actions["again"], False, ""),
        (_("Back to games"), actions["quit"], False, ""),
    ]
    buttons_need = sum(
        Canvas.measure(text, sizes.body, bold=primary) + 60 * s for text, _a, primary, _h in ways_on
    )
    least = end_hero.LEAST_WIDTH * s if hero is not None else 0  # portrait, name, what was built
    width = min(
        max(min(1160, 380 + 180 * players) * s, buttons_need + 40 * s, least),
        bounds.width - 20 * s,
    )
    tie_label = tiebreak_label(tiebreak)
    keys = [label(line) for line in lines] + [_("Total"), tie_label]
    table_width = width - 64 * s
    label_w = min(
        max(220 * s, max(Canvas.measure(key, sizes.body) for key in keys) + 12 * s),
        table_width * 0.45,
    )
    col_w = (table_width - label_w) / max(1, players)
    name_rows = max(
        min(2, Canvas.lines_needed(name, sizes.body, col_w - 8 * s, bold=True)) for name in names
    )
    by_rows = any(
        Canvas.measure(word, sizes.body, bold=True) > col_w - 8 * s
        for name in names
        for word in name.split()
    )  # a name that cannot fit its column even wrapped: a row per seat instead
    row_h = max(36 * s, sizes.line(sizes.body) + 4 * s)
    columns = [label(line) for line in lines] + [_("Total")]
    columns += [tie_label] if result.tiebreak is not None else []
    if by_rows:
        header = _header_height(sizes, columns, table_width - _name_width(sizes, names))
        rows = players + header / row_h + 0.5
    else:
        rows = len(lines) + (4.1 if result.tiebreak is not None else 3) + name_rows - 1
        if result.tiebreak is not None:
            rows += _tie_lines(sizes, tie_label, label_w) - 1
    winners = winners_line(result, names)
    side = 84 * s  # the game's picture, at the panel's top left (the winners' pieces right)
    aspect = picture.width / max(1, picture.height) if picture is not None else 0.0
    margin = max(24 * s, side * aspect + 20 * s, 48 * s * min(6, len(result.winners)))
    title_w = width - 2 * margin
    band = 74 * s  # the title's least height: with a hero, the winner band's
    if hero is not None:
        band = hero.band() * s
        spare = bounds.height - (rows * row_h + 150 * s) - (sizes.line(sizes.small) if note else 0)
        band = max(end_hero.LEAST_BAND * s, min(band, spare))
        title_w = end_hero.name_room(Rect(0, 0, width - 48 * s, band), sizes, hero).width
    title_size = sizes.title  # a long list of winners drops to heading type rather than be cut
    title_lines = Canvas.lines_needed(winners, title_size, title_w, bold=True)
    if title_lines > 2:
        title_size = sizes.heading
        title_lines = min(3, Canvas.lines_needed(winners, title_size, title_w, bold=True))
    title_h = title_lines * sizes.line(title_size)
    height = rows * row_h + 150 * s + max(title_h, band)
    height += sizes.line(sizes.small) + 6 * s if note else 0
    panel = _panel(canvas, bounds, sizes, width / s, min(height, bounds.height) / s)
    if hero is None:
        winner_moment(canvas, panel, sizes, result, picture, side)
        where = Rect(panel.left + margin, panel.top - 12 * s - title_h, title_w, title_h)
    else:
        room = Rect(panel.left + 24 * s, panel.top - 12 * s - max(title_h, band), 0, 0)
        room = Rect(room.left, room.bottom, panel.width - 48 * s, max(title_h, band))
        room = end_hero.paint_band(canvas, room, sizes, hero)
        where = _hero_words(canvas, room, sizes, hero, title_h)
    canvas.fitted_text(winners, where, title_size, Palette.ACCENT, bold=True, lines=title_lines)
    top = panel.top - 20 * s - max(title_h, band)
    if note:
        line = sizes.line(sizes.small)
        canvas.fitted_text(
            note,
            Rect(panel.left + 24 * s, top - line, panel.width - 48 * s, line),
            sizes.small,
            Palette.TEXT_MUTED,
            lines=1,
        )
        top -= line + 6 * s
    table = Rect(panel.left + 32 * s, panel.bottom + 96 * s, panel.width - 64 * s, 0)
    table = Rect(table.left, table.bottom, table.width, top - table.bottom)
    row_h = min(row_h, table.height / rows)
    order = places(result, ranking)
    colours = hero.colours if hero is not None else [seat_color(seat) for seat in result.winners]
    mark = dict(zip(result.winners, colours, strict=False))
    if by_rows:
        _sheet_by_seat(canvas, table, sizes, result, names, lines, columns, row_h, order, mark)
    else:
        _sheet_by_column(
            canvas,
            table,
            sizes,
            result,
            names,
            lines,
            label,
            label_w,
            name_rows,
            order,
            counted,
            tie_label,
            mark,
        )
    controls = _buttons(canvas, panel, sizes, ways_on)
    if hero is not None:
        end_hero.paint_flakes(backdrop or canvas, bounds, hero)
    return controls


def _hero_words(
    canvas: Canvas, room: Rect, sizes: Sizes, hero: end_hero.Hero, title_h: float
) -> Rect:
    """Where the winners' names go in the band's middle ``room`` (centred, the words of what
    was built under them when there is room); returns the names' rect."""
    words = hero.built_words
    line = sizes.line(sizes.body)
    if not words or title_h + line > room.height:
        return Rect(room.left, room.center_y - title_h / 2, room.width, title_h)
    bottom = room.center_y - (title_h + line) / 2
    canvas.fitted_text(words, Rect(room.left, bottom, room.width, line), sizes.body, Palette.TEXT)
    return Rect(room.left, bottom + line, room.width, title_h)


def _sheet_by_column(
    canvas: Canvas,
    table: Rect,
    sizes: Sizes,
    result: Result,
    names: Sequence[str],
    lines: list[str],
    label: Callable[[str], str],
    label_w: float,
    name_rows: int,
    order: Sequence[int],
    counted: float = 1.0,
    tie_label: str = "",
    mark: dict[int, Color] | None = None,
) -> None:
    """The score sheet with a column per seat (in ``order``) and a row per line of the breakdown;
    the totals ``counted`` of the way up (1: the final scores)."""
    s = sizes.scale
    players = len(names)
    col_w = (table.width - label_w) / max(1, players)
    tie_label = tie_label or _("Tie-break")
    tie_lines = _tie_lines(sizes, tie_label, label_w) if result.tiebreak is not None else 1
    rows = len(lines) + (4.1 if result.tiebreak is not None else 3) + name_rows - 1
    rows += tie_lines - 1
    row_h = min(max(36 * s, sizes.line(sizes.body) + 4 * s), table.height / rows)
    y = table.top
    for column, seat in enumerate(order):
        name = names[seat]
        x = table.left + label_w + column * col_w
        if mark and seat in mark:
            column_rect = Rect(x + 4 * s, y - row_h * rows, col_w - 8 * s, row_h * rows)
            end_hero.mark_column(canvas, column_rect, mark[seat], s)
        canvas.marker(seat_shape(seat), x + col_w / 2, y - row_h * 0.25, 9 * s, seat_color(seat))
        canvas.fitted_text(
            name,
            Rect(x + 4 * s, y - row_h * (0.45 + name_rows), col_w - 8 * s, row_h * name_rows),
            sizes.body,
            Palette.TEXT,
            bold=True,
            lines=name_rows,
        )
    y -= row_h * (0.5 + name_rows)
    for line in lines:
        canvas.fitted_text(
            label(line),
            Rect(table.left, y - row_h, label_w, row_h),
            sizes.body,
            Palette.TEXT_MUTED,
            align="left",
        )
        for column, seat in enumerate(order):
            value = result.breakdown[seat].get(line) if seat < len(result.breakdown) else None
            shown = "" if value is None else f"{value:g}"
            canvas.fitted_text(
                shown,
                Rect(table.left + label_w + column * col_w, y - row_h, col_w, row_h),
                sizes.body,
                Palette.TEXT,
            )
        y -= row_h
    canvas.line(table.left, y - 4 * s, table.right, y - 4 * s, Palette.PANEL_EDGE, 2)
    y -= 8 * s
    canvas.fitted_text(
        _("Total"),
        Rect(table.left, y - row_h, label_w, row_h),
        sizes.body,
        Palette.TEXT,
        align="left",
        bold=True,
    )
    for column, seat in enumerate(order):
        score = result.scores[seat] if seat < len(result.scores) else 0
        total = score if counted >= 1 else round(score * max(0.0, counted))
        text = f"{total:g}" + ("  ★" if seat in result.winners and counted >= 1 else "")
        canvas.fitted_text(
            text,
            Rect(table.left + label_w + column * col_w, y - row_h, col_w, row_h),
            sizes.heading,
            Palette.ACCENT if seat in result.winners else Palette.TEXT,
            bold=True,
        )
    if result.tiebreak is not None:
        y -= row_h * 1.1
        canvas.fitted_text(
            tie_label,
            Rect(table.left, y - row_h * tie_lines, label_w, row_h * tie_lines),
            sizes.body,
            Palette.TEXT_MUTED,
            align="left",
            lines=tie_lines,
        )
        for column, seat in enumerate(order):
            if seat >= len(result.tiebreak):
                continue
            canvas.fitted_text(
                f"{result.tiebreak[seat]:g}",
                Rect(table.left + label_w + column * col_w, y - row_h, col_w, row_h),
                sizes.body,
                Palette.TEXT_MUTED,
            )


def _tie_lines(sizes: Sizes, tie_label: str, label_w: float) -> int:
    """Lines the tie-break row's label takes in the label column (two at most)."""
    return min(2, Canvas.lines_needed(tie_label, sizes.body, label_w))


def tiebreak_label(what: str) -> str:
    """The tie-break row's label: what it counts when the game says (``GameInfo.tiebreak``,
    already translated), so the row never stands as a bare number."""
    return _("Tie-break: {what}").format(what=what) if what else _("Tie-break")


def winner_moment(
    canvas: Canvas, panel: Rect, sizes: Sizes, result: Result, picture: Any, side: float
) -> None:
    """The game's own picture at the panel's top left, ``side`` pixels tall, and each winner's
    piece (the seat's marker, its colour and shape) large at the top right."""
    s = sizes.scale
    if picture is not None:
        aspect = picture.width / max(1, picture.height)
        canvas.texture(
            picture, Rect(panel.left + 12 * s, panel.top - side - 10 * s, side * aspect, side)
        )
    for index, seat in enumerate(result.winners[:6]):
        x = panel.right - 36 * s - index * 48 * s
        canvas.marker(seat_shape(seat), x, panel.top - 38 * s, 18 * s, seat_color(seat))


def _is_the_total(result: Result, key: str) -> bool:
    """Whether a breakdown line is every seat's score again (the Total row shows it)."""
    return len(result.breakdown) == len(result.scores) and all(
        sheet.get(key) == score
        for sheet, score in zip(result.breakdown, result.scores, strict=True)
    )


def _name_width(sizes: Sizes, names: Sequence[str]) -> float:
    return max(Canvas.measure(name, sizes.body, bold=True) for name in names) + 48 * sizes.scale


def _column_widths(sizes: Sizes, columns: list[str], width: float) -> list[float]:
    """Each column of a sheet with a row per seat: its longest word (or a score) and an even
    share of what is left."""
    s = sizes.scale
    least = [
        max(
            max(Canvas.measure(word, sizes.small) for word in (column.split() or [""])),
            Canvas.measure("-88  ★", sizes.body, bold=True),
        )
        + 12 * s
        for column in columns
    ]
    spare = max(0.0, width - sum(least)) / max(1, len(columns))
    if sum(least) > width:
        return [w * width / sum(least) for w in least]
    return [w + spare for w in least]


def _header_height(sizes: Sizes, columns: list[str], width: float) -> float:
    """The height of the column headings of a sheet with a row per seat (up to three lines)."""
    widths = _column_widths(sizes, columns, width)
    lines = max(
        min(3, Canvas.lines_needed(c, sizes.small, w - 8 * sizes.scale))
        for c, w in zip(columns, widths, strict=True)
    )
    return lines * sizes.line(sizes.small) + 8 * sizes.scale


def _sheet_by_seat(
    canvas: Canvas,
    table: Rect,
    sizes: Sizes,
    result: Result,
    names: Sequence[str],
    lines: list[str],
    columns: list[str],
    row_h: float,
    order: Sequence[int],
    mark: dict[int, Color] | None = None,
) -> None:
    """The score sheet turned round, for names too long for narrow columns: a row per seat
    (marker and name, in ``order``), a column per line of the breakdown, the total and the
    tie-break."""
    s = sizes.scale
    name_w = min(_name_width(sizes, names), table.width * 0.5)
    widths = _column_widths(sizes, columns, table.width - name_w)
    lefts = [table.left + name_w + sum(widths[:index]) for index in range(len(widths))]
    header = _header_height(sizes, columns, table.width - name_w)
    y = table.top
    for heading, left, width in zip(columns, lefts, widths, strict=True):
        canvas.fitted_text(
            heading,
            Rect(left + 4 * s, y - header, width - 8 * s, header),
            sizes.small,
            Palette.TEXT_MUTED,
            lines=3,
        )
    y -= header
    canvas.line(table.left, y - 2 * s, table.right, y - 2 * s, Palette.PANEL_EDGE, 2)
    y -= 4 * s
    for seat in order:
        name = names[seat]
        won = seat in result.winners
        if mark and seat in mark:
            end_hero.mark_row(
                canvas, Rect(table.left, y - row_h, table.width, row_h), mark[seat], s
            )
        canvas.marker(seat_shape(seat), table.left + 14 * s, y - row_h / 2, 9 * s, seat_color(seat))
        canvas.fitted_text(
            name,
            Rect(table.left + 30 * s, y - row_h, name_w - 34 * s, row_h),
            sizes.body,
            Palette.TEXT,
            bold=True,
            align="left",
        )
        sheet = result.breakdown[seat] if seat < len(result.breakdown) else {}
        values = [sheet.get(line) for line in lines]
        values.append(result.scores[seat] if seat < len(result.scores) else 0)
        if result.tiebreak is not None:
            values.append(result.tiebreak[seat] if seat < len(result.tiebreak) else None)
        for index, value in enumerate(values):
            total = index == len(lines)
            shown = "" if value is None else f"{value:g}" + ("  ★" if total and won else "")
            canvas.fitted_text(
                shown,
                Rect(lefts[index], y - row_h, widths[index], row_h),
                sizes.body,
                Palette.ACCENT if total and won else Palette.TEXT,
                bold=total,
            )
        y -= row_h
