"""A retained drawing: shapes, pictures and text built once, drawn in three batched calls.

Screens rebuild their canvas only when something changes (a click, an event, a resize) and draw
it every frame: one shape list, one sprite list and one pyglet text batch. That keeps a frame
well inside 16.7 ms on Mesa's software renderer, where hundreds of single draw calls would not.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Hashable, Sequence
from typing import Any

import pyglet

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import FONT, Color, line_width

load_arcade()  # headless or not, decided before arcade's first import
import arcade  # noqa: E402
from arcade import shape_list as _shapes  # noqa: E402

from tabletop_core.render.fonts import fonts_loaded, register_fonts  # noqa: E402

register_fonts()  # the core's faces, before the first word is measured


def shape_points(kind: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Outline points of a seat marker shape (see ``theme.SEAT_SHAPES``) of radius ``r``."""
    corners = {"triangle": 3, "square": 4, "diamond": 4, "pentagon": 5, "hexagon": 6}
    if kind in corners:
        n = corners[kind]
        start = {"triangle": 90, "square": 45, "diamond": 90, "pentagon": 90, "hexagon": 0}[kind]
        return [
            (
                cx + r * math.cos(math.radians(start + 360 * i / n)),
                cy + r * math.sin(math.radians(start + 360 * i / n)),
            )
            for i in range(n)
        ]
    return [
        (cx + r * math.cos(2 * math.pi * i / 24), cy + r * math.sin(2 * math.pi * i / 24))
        for i in range(24)
    ]


OPAQUE = 200
"""A fill at least this opaque (of 255) hides the words under it."""
_DRAWS = itertools.count(1)


class Label(arcade.Text):
    """A text label that remembers how it was made, so the next build can take it up again."""

    _tabletop_key: tuple[Any, ...]

    def _init_deferred(self) -> None:
        """arcade's own, but with the font list resolved once (:func:`_font_name`), not for every
        label: arcade looks each name up as a file path and loads the font to read its name, a
        tenth of the CPU of drawing a screen of new labels."""
        arcade.get_window()
        font = self._arguments["font_name"]
        self._arguments["font_name"] = _font_name(font if isinstance(font, tuple) else (font,))
        self._label = pyglet.text.Label(**self._arguments)
        self._initialized = True


class Canvas:
    """Collects shapes, textures and text; :meth:`draw` paints them, shapes first, text last."""

    def __init__(self) -> None:
        self.shapes: _shapes.ShapeElementList[_shapes.Shape] = _shapes.ShapeElementList()
        self._sprites: arcade.SpriteList | None = None
        self.batch = pyglet.graphics.Batch()
        self.texts: list[Label] = []
        self._empty_shapes = True
        self._spare: dict[tuple[Any, ...], list[Label]] = {}
        """Labels of the previous build, by how they were made, waiting to be used again."""
        self.abridged: list[Label] = []
        """Labels shortened on purpose to the room they have: a game's summary on a tile or in
        the lobby's header, a teaser for the rules. The legibility checks let these end in "…".
        """
        self.cut: list[str] = []
        """Texts :meth:`fitted_text` had to shorten with an ellipsis in this build: a layout that
        reads at every text size leaves this empty (the legibility checks look here)."""
        self.pieces: list[tuple[Hashable, Rect]] = []
        """The game pieces drawn in this build, by a key naming each one the same at every text
        size, with the rect it fills (:mod:`tabletop_core.render.piece_sizes` measures them)."""
        self.fills: list[Rect] = []
        """The opaque rectangles filled in this build (panels, cards, bars): a label of a
        canvas drawn earlier that lies under one is covered (the legibility checks look here)."""
        self.drawn = 0
        """When this canvas was last drawn, in the order of every canvas's draws (0: never)."""
        self._above: Canvas | None = None

    @property
    def sprites(self) -> arcade.SpriteList:
        """The pictures drawn, made at the first one asked for: a sprite list costs its GL
        buffers, and most canvases (words, panels) draw no picture."""
        if self._sprites is None:
            self._sprites = arcade.SpriteList()
        return self._sprites

    @property
    def above(self) -> Canvas:
        """A layer drawn after everything on this canvas, cards and text included: a frame
        around a card, a mark on it. Cleared with this canvas."""
        if self._above is None:
            self._above = Canvas()
        return self._above

    def clear(self) -> None:
        """Forget the drawing. Labels are kept aside: laying out text is the costly part of a
        rebuild, and most of it (the log, names, buttons) comes back unchanged, only moved."""
        self.shapes = _shapes.ShapeElementList()
        if self._sprites is not None and len(self._sprites):  # an empty list is kept
            self._sprites = None
        for labels in self._spare.values():  # not wanted by the last build: free them
            for label in labels:
                label.label.delete()  # its vertices leave the batch (moving it out laid it out anew)
        self._spare = {}
        for label in self.texts:
            label.visible = False
            self._spare.setdefault(label._tabletop_key, []).append(label)
        self.texts = []
        self.cut = []
        self.abridged = []
        self.pieces = []
        self.fills = []
        self._empty_shapes = True
        if self._above is not None:
            self._above.clear()

    def draw(self) -> None:
        self.drawn = next(_DRAWS)
        if not self._empty_shapes:
            self.shapes.draw()
        if self._sprites is not None and len(self._sprites):
            self._sprites.draw()
        if self.texts:
            self.batch.draw()
        if self._above is not None:
            self._above.draw()

    def _add(self, shape: Any) -> None:
        self.shapes.append(shape)
        self._empty_shapes = False

    def rect(
        self,
        rect: Rect,
        color: Color,
        *,
        border: Color | None = None,
        border_width: float = 2,
        chamfer: float = 0,
    ) -> None:
        """A filled rectangle, optionally with cut corners (reads as rounded) and a border."""
        if rect.width <= 0 or rect.height <= 0:
            return
        if len(color) < 4 or color[3] >= OPAQUE:
            self.fills.append(rect)
        if chamfer > 0:
            points = _chamfered(rect, min(chamfer, rect.width / 2, rect.height / 2))
            self._add(_shapes.create_polygon(points, color))
            if border is not None:
                self._add(_shapes.create_line_loop(points, border, line_width(border_width)))
            return
        self._add(
            _shapes.create_rectangle_filled(
                rect.center_x, rect.center_y, rect.width, rect.height, color
            )
        )
        if border is not None:
            self.outline(rect, border, border_width)

    def outline(self, rect: Rect, color: Color, width: float = 2) -> None:
        """A rectangle's edge; thicker in high contrast (:func:`theme.line_width`)."""
        self._add(
            _shapes.create_rectangle_outline(
                rect.center_x, rect.center_y, rect.width, rect.height, color, line_width(width)
            )
        )

    def circle(self, cx: float, cy: float, radius: float, color: Color, segments: int = 28) -> None:
        self._add(
            _shapes.create_ellipse_filled(
                cx, cy, radius * 2, radius * 2, color, num_segments=segments
            )
        )

    def ring(self, cx: float, cy: float, radius: float, color: Color, width: float = 2) -> None:
        self._add(
            _shapes.create_ellipse_outline(
                cx, cy, radius * 2, radius * 2, color, border_width=width, num_segments=28
            )
        )

    def polygon(self, points: Sequence[tuple[float, float]], color: Color) -> None:
        self._add(_shapes.create_polygon(list(points), color))

    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        color: Color,
        width: float = 2,
    ) -> None:
        self._add(_shapes.create_line(x1, y1, x2, y2, color, width))

    def marker(
        self,
        kind: str,
        cx: float,
        cy: float,
        r: float,
        color: Color,
        edge: Color | None = (20, 24, 31, 255),
    ) -> None:
        """A seat marker: a shape as well as a colour, so colour blindness loses nothing."""
        if kind == "ring":
            self.ring(cx, cy, r, color, max(2.0, r / 3))
            return
        if kind == "cross":
            w = r / 2.5
            if edge is not None:
                self._cross(cx, cy, r + 1.5, w + 3, edge)
            self._cross(cx, cy, r, w, color)
            return
        if edge is not None:
            self.polygon(shape_points(kind, cx, cy, r + 1.5), edge)
        self.polygon(shape_points(kind, cx, cy, r), color)

    def _cross(self, cx: float, cy: float, r: float, w: float, color: Any) -> None:
        self._add(_shapes.create_rectangle_filled(cx, cy, 2 * r, w, color))
        self._add(_shapes.create_rectangle_filled(cx, cy, w, 2 * r, color))

    def hatch(self, rect: Rect, color: Color, spacing: float = 10) -> None:
        """Diagonal stripes inside ``rect``: a pattern that tells apart what colour alone would not."""
        offset = spacing / 2
        while offset < rect.width + rect.height:
            t0, t1 = max(0.0, offset - rect.width), min(rect.height, offset)
            if t0 < t1:
                self._add(
                    _shapes.create_line(
                        rect.left + offset - t0,
                        rect.bottom + t0,
                        rect.left + offset - t1,
                        rect.bottom + t1,
                        color,
                        2,
                    )
                )
            offset += spacing

    def texture(self, texture: Any, rect: Rect, *, piece: Hashable | None = None) -> Any:
        """Draw ``texture`` filling ``rect``; ``piece``: the key of the game piece it shows (see
        :meth:`piece`)."""
        if piece is not None:
            self.pieces.append((piece, rect))
        sprite = arcade.Sprite(texture, center_x=rect.center_x, center_y=rect.center_y)
        sprite.width = rect.width
        sprite.height = rect.height
        self.sprites.append(sprite)
        return sprite

    def piece(self, key: Hashable, rect: Rect) -> None:
        """Say that the game piece ``key`` (a card, a ring, a die: the same key at every text
        size) is drawn filling ``rect`` in this build, so the checks can find it in the pixels
        and make sure large text never shrinks it."""
        self.pieces.append((key, rect))

    def text(
        self,
        text: str,
        x: float,
        y: float,
        size: float,
        color: Color,
        *,
        anchor_x: str = "left",
        anchor_y: str = "baseline",
        width: float | None = None,
        multiline: bool = False,
        bold: bool = False,
        align: str = "left",
        font: Sequence[str] = FONT,
        italic: bool = False,
    ) -> Label:
        key = (
            text,
            size,
            tuple(color),
            anchor_x,
            anchor_y,
            width,
            multiline,
            bold,
            align,
            tuple(font),
            italic,
        )
        spare = self._spare.get(key)
        if spare:
            label = spare.pop()
            if label.text != text:  # a caller shortened it last time (an ellipsis)
                label.text = text
            label.position = (x, y)
            label.visible = True
        else:
            label = Label(
                text,
                x,
                y,
                color,
                size,
                width=int(width) if width else None,
                align=align,
                font_name=tuple(font),
                bold=bold,
                italic=italic,
                anchor_x=anchor_x,
                anchor_y=anchor_y,
                multiline=multiline,
                batch=self.batch,
            )
            label._tabletop_key = key
        self.texts.append(label)
        return label

    @staticmethod
    def measure(
        text: str,
        size: float,
        *,
        bold: bool = False,
        font: Sequence[str] = FONT,
        italic: bool = False,
    ) -> float:
        """How wide ``text`` is on one line at ``size`` points, without drawing it."""
        return _measure(text, round(size, 2), bold, tuple(font), italic)

    @staticmethod
    def lines_needed(text: str, size: float, width: float, *, bold: bool = False) -> int:
        """How many lines ``text`` takes wrapped at spaces into ``width`` pixels (as pyglet
        wraps it; a newline starts a paragraph)."""
        room = width - 2
        count = 0
        for paragraph in text.split("\n"):
            count += 1
            line = ""
            for word in paragraph.split():
                trial = f"{line} {word}" if line else word
                if line and Canvas.measure(trial, size, bold=bold) > room:
                    count += 1
                    line = word
                else:
                    line = trial
        return count

    def fitted_wording(
        self,
        wordings: Sequence[str],
        rect: Rect,
        size: float,
        color: Color,
        *,
        bold: bool = False,
        align: str = "center",
        lines: int = 1,
    ) -> Label:
        """The first of ``wordings`` (longest first) that reads whole in ``rect`` on up to
        ``lines`` lines, drawn by :meth:`fitted_text`; the last one if none does. A wording
        with a word wider than ``rect`` does not read whole (wrapping cannot help a single
        word), so a long compound falls back to the shorter wording after it."""
        rows = max(1, min(lines, int(rect.height / (size * 96 / 72 * 1.15) + 0.05)))
        room = rect.width - 2
        for text in wordings[:-1]:
            if self.lines_needed(text, size, rect.width, bold=bold) <= rows and all(
                self.measure(word, size, bold=bold) <= room for word in text.split()
            ):
                break
        else:
            text = wordings[-1]
        return self.fitted_text(text, rect, size, color, bold=bold, align=align, lines=lines)

    def fitted_text(
        self,
        text: str,
        rect: Rect,
        size: float,
        color: Color,
        *,
        bold: bool = False,
        align: str = "center",
        lines: int = 1,
        font: Sequence[str] = FONT,
    ) -> Label:
        """``text`` centred (or left-aligned) in ``rect``, on one line if it fits, else wrapped
        onto up to ``lines`` lines when ``rect`` is tall enough; cut with an ellipsis (and noted
        in :attr:`cut`) only if it still would not fit."""
        x = rect.center_x if align == "center" else rect.left
        anchor_x = "center" if align == "center" else "left"
        label = self.text(text, x, rect.center_y, size, color, anchor_x=anchor_x,
                          anchor_y="center", bold=bold, font=font)  # fmt: skip
        if label.content_width <= rect.width + 0.5 or len(text) <= 2:
            return label
        rows = min(lines, int(rect.height / (size * 96 / 72 * 1.15) + 0.05))
        wrapped = rows >= 2 and " " in text.strip()
        limit = rows * size * 96 / 72 * 1.3 + 1  # Sizes.line: pyglet draws 1.69x the size
        if wrapped:
            label.visible = False
            self.texts.pop()
            self._spare.setdefault(label._tabletop_key, []).append(label)
            label = self.text(text, x, rect.center_y, size, color, anchor_x=anchor_x,
                              anchor_y="center", width=rect.width, multiline=True, bold=bold,
                              align=align, font=font)  # fmt: skip
            if label.content_height <= limit and label.content_width <= rect.width + 0.5:
                return label
        keep = len(text)
        while keep > 1 and (
            label.content_height > limit if wrapped else label.content_width > rect.width
        ):
            keep -= max(1, keep // 8)
            label.text = text[:keep].rstrip() + "…"
        self.cut.append(text)
        return label


@functools.lru_cache(maxsize=2048)
def _measure(
    text: str, size: float, bold: bool, font: tuple[str, ...], italic: bool = False
) -> float:
    """The ``content_width`` of ``arcade.Text(text, ...)`` on one line, added up from the
    glyphs' advances as pyglet's layout adds them (each rounded to whole pixels), without
    making the label: building one (its vertex lists) costs some 25 times as much."""
    face = pyglet.font.load(
        _font_name(font),
        size,
        weight=pyglet.text.Weight.BOLD if bold else pyglet.text.Weight.NORMAL,
        italic=italic,
        stretch=False,
        dpi=96,
    )
    glyphs, offsets = face.get_glyphs(text)
    return float(sum(round(g.advance + o.x_advance) for g, o in zip(glyphs, offsets, strict=True)))


def _font_name(font: tuple[str, ...]) -> str:
    """The one font name ``arcade.Text`` hands pyglet for ``font`` (the first one installed),
    looked up again once more fonts are loaded."""
    return _resolved_font(font, fonts_loaded())


@functools.cache
def _resolved_font(font: tuple[str, ...], _fonts_loaded: int) -> str:
    from arcade.text import _attempt_font_name_resolution

    return _attempt_font_name_resolution(font)


def _chamfered(rect: Rect, c: float) -> list[tuple[float, float]]:
    x0, y0, x1, y1 = rect.left, rect.bottom, rect.right, rect.top
    return [
        (x0 + c, y0),
        (x1 - c, y0),
        (x1, y0 + c),
        (x1, y1 - c),
        (x1 - c, y1),
        (x0 + c, y1),
        (x0, y1 - c),
        (x0, y0 + c),
    ]
