"""The rules over the table: a page that scrolls by keys and wheel, and its panel."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from weakref import WeakKeyDictionary

from tabletop_core.i18n import N_, _
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.overlay_panel import buttons as _buttons
from tabletop_core.render.overlay_panel import panel as _panel
from tabletop_core.render.rules_text import Block, Line, lay_out, parse
from tabletop_core.render.theme import Palette, Sizes
from tabletop_core.render.widgets.buttons import Control

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

    def page_above(self) -> int:
        """The first line of the page before: the earliest whose page still shows the line now
        at the top as its last, so Page Up undoes Page Down even where lines differ in height."""
        for first in range(max(0, self.first - 1)):
            if first + self.fitting(first) - 1 >= self.first:
                return first
        return max(0, self.first - 1)

    def scroll_to(self, first: int) -> bool:
        first = max(0, min(self.last_first, first))
        if first == self.first:
            return False
        self.first = first
        return True

    def key(self, symbol: int) -> bool:
        key = arcade.key
        page = max(1, self.fitting(self.first) - 1)
        steps = {key.UP: -1, key.DOWN: 1, key.PAGEDOWN: page}
        if symbol == key.PAGEUP:
            return self.scroll_to(self.page_above())
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
