"""The host's overlays: pass-the-device curtain, rules, menu and end screen.

Each paints into a canvas over the whole window and returns its buttons for the focus ring.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any
from weakref import WeakKeyDictionary

from tabletop_core.game import Result
from tabletop_core.i18n import N_, _
from tabletop_core.ranking import Ranking, places
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.rules_text import Block, Line, lay_out, parse
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import Button, Control


def _panel(canvas: Canvas, bounds: Rect, sizes: Sizes, width: float, height: float) -> Rect:
    s = sizes.scale
    panel = Rect(
        bounds.center_x - width * s / 2, bounds.center_y - height * s / 2, width * s, height * s
    )
    canvas.rect(panel, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=2, chamfer=14 * s)
    return panel


def _buttons(
    canvas: Canvas,
    panel: Rect,
    sizes: Sizes,
    specs: Sequence[tuple[str, Callable[[], None], bool, str]],
) -> list[Control]:
    """A row of buttons along the panel's foot, each as wide as its words (and key) need when
    the panel has the room; without it, keys go first, then the room is shared out."""
    s = sizes.scale
    gap = 16 * s
    room = panel.width - 40 * s - gap * (len(specs) - 1)
    words = [
        Canvas.measure(label, sizes.body, bold=primary) + 32 * s
        for label, _action, primary, _hint in specs
    ]
    keys = [Canvas.measure(hint, sizes.small) + 8 * s if hint else 0.0 for *_rest, hint in specs]
    widths = [max(200 * s, w + k) for w, k in zip(words, keys, strict=True)]
    if sum(widths) > room:
        widths = [max(160 * s, w) for w in words]
    if sum(widths) > room:
        widths = [w * room / sum(widths) for w in widths]
    x = panel.center_x - (sum(widths) + gap * (len(specs) - 1)) / 2
    buttons: list[Control] = []
    for (label, action, primary, hint), width in zip(specs, widths, strict=True):
        buttons.append(
            Button(
                Rect(x, panel.bottom + 26 * s, width, sizes.button_height),
                label,
                action=action,
                primary=primary,
                hint=hint,
            )
        )
        x += width + gap
    for button in buttons:
        button.paint(canvas, sizes)
    return buttons


def hold_to_confirm() -> str:
    """How a guarded screen is confirmed (:mod:`tabletop_core.render.deliberate`)."""
    return _("Hold Enter, or hold the button, until its bar is full.")


def paint_curtain(
    canvas: Canvas, bounds: Rect, sizes: Sizes, seat: int, name: str, reveal: Callable[[], None]
) -> list[Control]:
    """A closed curtain: nothing of the table shows until ``name`` says they are ready."""
    s = sizes.scale
    canvas.rect(bounds, Palette.BACKGROUND)
    for i in range(0, int(bounds.width), int(64 * s) or 1):
        canvas.rect(Rect(i, 0, 30 * s, bounds.height), (34, 46, 66, 255))
    lines = [
        (_("Pass the device to"), sizes.heading, Palette.TEXT_MUTED, False),
        (name, sizes.title * 1.2, seat_color(seat), True),
        (_("Everyone else, please look away."), sizes.body, Palette.TEXT_MUTED, False),
        (hold_to_confirm(), sizes.small, Palette.TEXT_MUTED, False),
    ]
    words = max(Canvas.measure(text, size, bold=bold) for text, size, _c, bold in lines)
    width = min(max(620 * s, words + 80 * s), bounds.width - 40 * s)
    heights = [sizes.line(size) for _t, size, _c, _b in lines]
    height = 112 * s + sum(heights) + sizes.button_height + 40 * s
    panel = _panel(canvas, bounds, sizes, width / s, height / s)
    canvas.marker(seat_shape(seat), panel.center_x, panel.top - 58 * s, 26 * s, seat_color(seat))
    y = panel.top - 92 * s
    for (text, size, colour, bold), line in zip(lines, heights, strict=True):
        canvas.fitted_text(
            text,
            Rect(panel.left + 20 * s, y - line, panel.width - 40 * s, line),
            size,
            colour,
            bold=bold,
        )
        y -= line
    return _buttons(
        canvas, panel, sizes, [(_("I am {name}").format(name=name), reveal, True, _("hold Enter"))]
    )


RuleLine = Line
"""One laid-out line of the rules (:class:`tabletop_core.render.rules_text.Line`)."""


MORE_IN_RULES_MD = N_("… (more in the game's RULES.md)")
"""Shown no more (the rules scroll); kept until the catalogues drop it."""
RULE_KINDS = ("heading", "subheading", "text", "header", "cell")
BOLD_KINDS = ("heading", "subheading")


def _rule_size(sizes: Sizes, kind: str) -> float:
    return sizes.heading if kind == "heading" else sizes.body


WHEEL_LINES = 3
"""Lines one notch of the mouse wheel scrolls."""


@dataclass(eq=False)
class RulesPage(Control):
    """The rules, scrolled a line at a time: ↑/↓ a line, PgUp/PgDn a page, Home/End the ends,
    the mouse wheel three lines. A scroll bar at its right shows where the page is."""

    lines: list[RuleLine] = field(default_factory=list)
    first: int = 0
    line_heights: dict[str, float] = field(default_factory=dict)
    wrapped_for: tuple[Any, ...] = ()

    def set_rules(self, blocks: list[Block], sizes: Sizes) -> None:
        """Lay ``blocks`` out for the page's width (again only when the text or sizes changed)."""
        width = self.text_width(sizes)
        wanted = (tuple(blocks), sizes.heading, sizes.body, round(width))
        if wanted == self.wrapped_for:
            return
        self.wrapped_for = wanted
        self.line_heights = {kind: sizes.line(_rule_size(sizes, kind)) for kind in RULE_KINDS}
        s = sizes.scale

        def measure(text: str, kind: str, bold: bool, italic: bool) -> float:
            return Canvas.measure(
                text, _rule_size(sizes, kind), bold=bold or kind in BOLD_KINDS, italic=italic
            )

        self.lines = lay_out(blocks, width, measure, indent=22 * s, air=10 * s, gap=18 * s)
        self.first = min(self.first, self.last_first)

    def text_width(self, sizes: Sizes) -> float:
        return self.rect.width - 2 * self.margin(sizes) - self.bar_width(sizes)

    @staticmethod
    def margin(sizes: Sizes) -> float:
        return 8 * sizes.scale

    @staticmethod
    def bar_width(sizes: Sizes) -> float:
        return 14 * sizes.scale * (1 + 0.5 * (sizes.text - 1))

    def fitting(self, first: int) -> int:
        """How many lines from ``first`` fit on the page."""
        room = self.rect.height - 2 * self.margin_y
        count = 0
        for index in range(first, len(self.lines)):
            line = self.lines[index]
            room -= self.line_heights[line.kind] + (line.air if index > first else 0)
            if room < 0:
                break
            count += 1
        return max(1, count) if first < len(self.lines) else 0

    @property
    def margin_y(self) -> float:
        return 4.0

    @property
    def last_first(self) -> int:
        """The first line shown when the page is scrolled to its end."""
        first = len(self.lines) - 1
        while first > 0 and first - 1 + self.fitting(first - 1) >= len(self.lines):
            first -= 1
        return max(0, first)

    def scroll_to(self, first: int) -> bool:
        first = max(0, min(self.last_first, first))
        if first == self.first:
            return False
        self.first = first
        return True

    def key(self, symbol: int) -> bool:
        key = arcade.key
        page = max(1, self.fitting(self.first) - 1)
        steps = {key.UP: -1, key.DOWN: 1, key.PAGEUP: -page, key.PAGEDOWN: page}
        if symbol in steps:
            return self.scroll_to(self.first + steps[symbol])
        if symbol == key.HOME:
            return self.scroll_to(0)
        if symbol == key.END:
            return self.scroll_to(self.last_first)
        return False

    def scroll(self, notches: float) -> bool:
        """The mouse wheel: up (positive) shows earlier lines."""
        return self.scroll_to(self.first - round(notches * WHEEL_LINES))

    def paint(self, canvas: Canvas, sizes: Sizes) -> None:
        r = self.rect
        left = r.left + self.margin(sizes)
        y = r.top - self.margin_y
        shown = self.fitting(self.first)
        for index in range(self.first, self.first + shown):
            line = self.lines[index]
            if index > self.first:
                y -= line.air
            size = _rule_size(sizes, line.kind)
            colour = Palette.ACCENT if line.kind == "heading" else Palette.TEXT
            for piece in line.pieces:
                canvas.text(
                    piece.text,
                    left + piece.x,
                    y,
                    size,
                    colour,
                    anchor_y="top",
                    bold=piece.bold or line.kind in BOLD_KINDS,
                    italic=piece.italic,
                )
            y -= self.line_heights[line.kind]
            if line.rule_below and line.kind in ("header", "cell"):
                width = 2 if line.kind == "header" else 1
                canvas.line(
                    left, y - 1, left + self.text_width(sizes), y - 1, Palette.PANEL_EDGE, width
                )
        self._paint_bar(canvas, sizes, shown)

    def _paint_bar(self, canvas: Canvas, sizes: Sizes, shown: int) -> None:
        """The scroll bar: a track the page's height with arrow ends, a thumb as long as the
        share of lines shown and where they are; arrows lit while there is more that way."""
        total = max(1, len(self.lines))
        width = self.bar_width(sizes)
        track = Rect(self.rect.right - width, self.rect.bottom, width, self.rect.height)
        canvas.rect(track, Palette.PANEL_LIGHT, border=Palette.PANEL_EDGE, border_width=1)
        ends = width
        run = Rect(track.left, track.bottom + ends, width, track.height - 2 * ends)
        for up, more in ((True, self.first > 0), (False, self.first + shown < total)):
            if not more:
                continue
            cy = track.top - ends / 2 if up else track.bottom + ends / 2
            d = width * 0.3 * (1 if up else -1)
            canvas.polygon(
                [
                    (track.center_x - abs(d), cy - d),
                    (track.center_x + abs(d), cy - d),
                    (track.center_x, cy + d),
                ],
                Palette.TEXT,
            )
        length = max(width, run.height * min(1.0, shown / total))
        top = run.top - (run.height - length) * (
            self.first / self.last_first if self.last_first else 0.0
        )
        canvas.rect(
            Rect(track.left + 2, top - length, width - 4, length),
            Palette.ACCENT,
            border=Palette.TEXT,
            border_width=1,
        )


_pages: WeakKeyDictionary[Canvas, RulesPage] = WeakKeyDictionary()
"""The rules page of each overlay canvas, so its scroll position outlives a rebuild."""


def rules_page(canvas: Canvas) -> RulesPage:
    """The rules page painted into ``canvas`` (made on first use)."""
    page = _pages.get(canvas)
    if page is None:
        page = _pages[canvas] = RulesPage(Rect(0, 0, 0, 0))
    return page


def paint_rules(
    canvas: Canvas, bounds: Rect, sizes: Sizes, title: str, rules: str, close: Callable[[], None]
) -> list[Control]:
    """The rules over the table: a scrolling page (focused first) and the way back."""
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    panel = _panel(canvas, bounds, sizes, 900, 640)
    heading_h = sizes.line(sizes.heading)
    canvas.fitted_text(
        _("Rules of {game}").format(game=title),
        Rect(panel.left + 32 * s, panel.top - 14 * s - heading_h, panel.width - 64 * s, heading_h),
        sizes.heading,
        Palette.ACCENT,
        bold=True,
        align="left",
    )
    bottom = panel.bottom + 40 * s + sizes.button_height
    page = rules_page(canvas)
    page.rect = Rect(
        panel.left + 24 * s,
        bottom,
        panel.width - 48 * s,
        panel.top - 22 * s - heading_h - bottom,
    )
    page.set_rules(parse(rules or _("This game has no written rules.")), sizes)
    page.paint(canvas, sizes)
    return [page, *_buttons(canvas, panel, sizes, [(_("Back to the game"), close, True, "F1")])]


def paint_menu(
    canvas: Canvas,
    bounds: Rect,
    sizes: Sizes,
    can_undo: bool,
    actions: dict[str, Callable[[], None]],
) -> list[Control]:
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    specs = [
        (_("Back to the game"), "resume", True, _("Esc")),
        (_("Undo my last move"), "undo", False, "U"),
        (_("Restart this match"), "restart", False, ""),
        (_("Rules"), "rules", False, "F1"),
        (_("Settings"), "settings", False, ""),
        (_("Save and quit to games"), "quit", False, ""),
    ]
    words = max(Canvas.measure(label, sizes.body, bold=primary) for label, _k, primary, _h in specs)
    width = min(max(420 * (1 + 0.6 * (sizes.text - 1)), words / s + 112), bounds.width / s - 40)
    panel = _panel(canvas, bounds, sizes, width, 110 + len(specs) * (sizes.button_height / s + 14))
    canvas.text(
        _("Menu"),
        panel.center_x,
        panel.top - 40 * s,
        sizes.heading,
        Palette.TEXT,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    buttons: list[Control] = []
    y = panel.top - 84 * s
    for label, key, primary, hint in specs:
        button = Button(
            Rect(
                panel.left + 40 * s,
                y - sizes.button_height,
                panel.width - 80 * s,
                sizes.button_height,
            ),
            label,
            action=actions[key],
            primary=primary,
            hint=hint,
        )
        if key == "undo":
            button.enabled = can_undo
        button.paint(canvas, sizes)
        buttons.append(button)
        y -= sizes.button_height + 14 * s
    return buttons


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
) -> list[Control]:
    """Each seat's score sheet, the winner(s), and the ways on.

    ``label`` shows a breakdown key (data in the Result, English) in the current language;
    ``note`` is a line under the winners (a match played in practice mode says so). The seats
    stand in order of place, first place first, by the game's ``ranking``. The winner moment:
    each winner's piece beside their name, the game's own ``picture`` (its tile art, a texture)
    and the totals counting up, ``counted`` (0 to 1) of the way; the panel is as tall as its
    rows.
    """
    s = sizes.scale
    if result.tiebreak is not None and not tie_to_break(result):
        result = replace(result, tiebreak=None)  # the tie-break line only where it decided
    canvas.rect(bounds, Palette.SHADE)
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
    width = min(
        max(min(1160, 380 + 180 * players) * s, buttons_need + 40 * s), bounds.width - 20 * s
    )
    keys = [label(line) for line in lines] + [_("Total"), _("Tie-break")]
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
    columns += [_("Tie-break")] if result.tiebreak is not None else []
    if by_rows:
        header = _header_height(sizes, columns, table_width - _name_width(sizes, names))
        rows = players + header / row_h + 0.5
    else:
        rows = len(lines) + (4.1 if result.tiebreak is not None else 3) + name_rows - 1
    winners = winners_line(result, names)
    side = 84 * s  # the game's picture, at the panel's top left (the winners' pieces right)
    aspect = picture.width / max(1, picture.height) if picture is not None else 0.0
    margin = max(24 * s, side * aspect + 20 * s, 48 * s * min(6, len(result.winners)))
    title_w = width - 2 * margin
    title_size = sizes.title  # a long list of winners drops to heading type rather than be cut
    title_lines = Canvas.lines_needed(winners, title_size, title_w, bold=True)
    if title_lines > 2:
        title_size = sizes.heading
        title_lines = min(3, Canvas.lines_needed(winners, title_size, title_w, bold=True))
    title_h = title_lines * sizes.line(title_size)
    height = rows * row_h + 150 * s + max(title_h, 74 * s)
    height += sizes.line(sizes.small) + 6 * s if note else 0
    panel = _panel(canvas, bounds, sizes, width / s, min(height, bounds.height) / s)
    winner_moment(canvas, panel, sizes, result, picture, side)
    canvas.fitted_text(
        winners,
        Rect(panel.left + margin, panel.top - 12 * s - title_h, title_w, title_h),
        title_size,
        Palette.ACCENT,
        bold=True,
        lines=title_lines,
    )
    top = panel.top - 20 * s - max(title_h, 74 * s)
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
    if by_rows:
        _sheet_by_seat(canvas, table, sizes, result, names, lines, columns, row_h, order)
    else:
        _sheet_by_column(
            canvas, table, sizes, result, names, lines, label, label_w, name_rows, order, counted
        )
    return _buttons(canvas, panel, sizes, ways_on)


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
) -> None:
    """The score sheet with a column per seat (in ``order``) and a row per line of the breakdown;
    the totals ``counted`` of the way up (1: the final scores)."""
    s = sizes.scale
    players = len(names)
    col_w = (table.width - label_w) / max(1, players)
    rows = len(lines) + (4.1 if result.tiebreak is not None else 3) + name_rows - 1
    row_h = min(max(36 * s, sizes.line(sizes.body) + 4 * s), table.height / rows)
    y = table.top
    for column, seat in enumerate(order):
        name = names[seat]
        x = table.left + label_w + column * col_w
        if seat in result.winners:
            canvas.rect(
                Rect(x + 4 * s, y - row_h * rows, col_w - 8 * s, row_h * rows),
                (230, 159, 0, 48),
                chamfer=8 * s,
            )
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
            _("Tie-break"),
            Rect(table.left, y - row_h, label_w, row_h),
            sizes.body,
            Palette.TEXT_MUTED,
            align="left",
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
        if won:
            canvas.rect(Rect(table.left, y - row_h, table.width, row_h), (230, 159, 0, 48))
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


def paint_play_again(
    canvas: Canvas, bounds: Rect, sizes: Sizes, again: Callable[[], None], stay: Callable[[], None]
) -> list[Control]:
    """Play again? asked before the result is left behind; staying is the default."""
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    lines = [
        (_("Play again?"), sizes.heading, Palette.TEXT, True),
        (
            _("The same players start a new game; this game's score sheet closes."),
            sizes.body,
            Palette.TEXT_MUTED,
            False,
        ),
    ]
    width = min(
        max(640 * s, Canvas.measure(lines[0][0], sizes.heading) + 80 * s), bounds.width - 40 * s
    )
    text_lines = Canvas.lines_needed(lines[1][0], sizes.body, width - 48 * s)
    height = (
        100 * s
        + sizes.line(sizes.heading)
        + text_lines * sizes.line(sizes.body)
        + sizes.button_height
    )
    panel = _panel(canvas, bounds, sizes, width / s, height / s)
    y = panel.top - 20 * s - sizes.line(sizes.heading)
    canvas.fitted_text(
        lines[0][0],
        Rect(panel.left + 24 * s, y, panel.width - 48 * s, sizes.line(sizes.heading)),
        sizes.heading,
        Palette.TEXT,
        bold=True,
    )
    body = text_lines * sizes.line(sizes.body)
    canvas.fitted_text(
        lines[1][0],
        Rect(panel.left + 24 * s, y - 8 * s - body, panel.width - 48 * s, body),
        sizes.body,
        Palette.TEXT_MUTED,
        lines=text_lines,
    )
    return _buttons(
        canvas,
        panel,
        sizes,
        [
            (_("No, keep the result"), stay, True, _("hold Esc")),
            (_("Yes, play again"), again, False, ""),
        ],
    )
