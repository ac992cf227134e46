"""The leaves and wrappers of a layout tree: empty space, pieces, text, a padded box, layers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from tabletop_core.assets.raster import aspect as picture_aspect
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.tree import (
    Align,
    Context,
    Gap,
    Layout,
    Node,
    Span,
    Style,
    _across,
    _aligned,
    _gap,
)

WRAP_SLACK = 2.0
"""Pixels a line of text keeps free when it is wrapped, as the canvas wraps it (pyglet breaks a
line a little before its measured width)."""

SEARCH_STEPS = 24
"""Halvings that find the narrowest width a text wraps into its lines (well under a pixel)."""


class Space(Node):
    """Empty room of at least ``least`` (and preferably ``preferred``) pixels each way."""

    __slots__ = ("least", "preferred")

    def __init__(
        self,
        least: float = 0,
        preferred: float | None = None,
        *,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.least = float(least)
        self.preferred = self.least if preferred is None else float(preferred)

    def widths(self, ctx: Context) -> Span:
        return self.least, self.preferred

    def heights(self, ctx: Context, width: float) -> Span:
        return self.least, self.preferred


class Piece(Node):
    """Something drawn (a card, a token, a picture) that never goes below ``least`` (width,
    height): the size at which its own words and marks still read. ``preferred`` defaults to
    the least. With ``aspect`` (width / height) it is fitted to that shape: it gets the largest
    rect of that shape inside the room it is given, placed by ``halign`` and ``valign``."""

    __slots__ = ("aspect", "halign", "least", "preferred", "valign")

    def __init__(
        self,
        least: tuple[float, float],
        preferred: tuple[float, float] | None = None,
        *,
        aspect: float | None = None,
        halign: Align = "center",
        valign: Align = "center",
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.aspect = aspect
        self.least = _shaped(least, aspect)
        self.preferred = _shaped(preferred or least, aspect)
        self.halign, self.valign = halign, valign

    def widths(self, ctx: Context) -> Span:
        return self.least[0], max(self.least[0], self.preferred[0])

    def heights(self, ctx: Context, width: float) -> Span:
        preferred = self.preferred[1] if self.aspect is None else width / self.aspect
        return self.least[1], max(self.least[1], preferred)

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        if self.aspect is not None:
            width = min(rect.width, rect.height * self.aspect)
            height = width / self.aspect
            rect = _aligned(rect, width, height, self.halign, self.valign)
        out.put(self, rect)


def _shaped(size: tuple[float, float], aspect: float | None) -> tuple[float, float]:
    """``size`` grown to ``aspect`` where it falls short of it (a fitted piece's least holds
    both ways)."""
    width, height = float(size[0]), float(size[1])
    if aspect is None:
        return width, height
    return max(width, height * aspect), max(height, width / aspect)


class Text(Node):
    """Words in one ``style``, on up to ``lines`` lines: as wide as they are measured on one
    line by preference; wrapped at spaces onto more lines (up to ``lines``) when narrower.
    Draw a laid-out tree's texts with ``tabletop_core.render.kit.texts.draw_texts``."""

    __slots__ = ("bold", "lines", "style", "text")

    def __init__(
        self,
        text: str,
        style: Style = "body",
        *,
        bold: bool = False,
        lines: int = 1,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.text, self.style, self.bold, self.lines = text, style, bold, max(1, lines)

    def describe(self) -> str:
        return self.key or repr(self.text)

    def _width(self, ctx: Context, text: str) -> float:
        return ctx.measure(text, ctx.type_size(self.style), bold=self.bold)

    def lines_at(self, ctx: Context, width: float) -> int:
        """How many lines the words take wrapped into ``width`` (as the canvas wraps them)."""
        room = width - WRAP_SLACK
        count = 0
        for paragraph in self.text.split("\n"):
            count += 1
            line = ""
            for word in paragraph.split():
                trial = f"{line} {word}" if line else word
                if line and self._width(ctx, trial) > room:
                    count += 1
                    line = word
                else:
                    line = trial
        return count

    def widths(self, ctx: Context) -> Span:
        key = (self.text, self.style, self.bold, self.lines)
        known = ctx.texts.get(key)
        if known is None:
            known = ctx.texts[key] = self._widths(ctx)
        return known

    def _widths(self, ctx: Context) -> Span:
        whole = max(self._width(ctx, paragraph) for paragraph in self.text.split("\n"))
        if self.lines == 1 or self.lines_at(ctx, whole + WRAP_SLACK) >= self.lines:
            return whole, whole
        words = max((self._width(ctx, word) for word in self.text.split()), default=0.0)
        low, high = words + WRAP_SLACK, whole + WRAP_SLACK
        if self.lines_at(ctx, low) <= self.lines:
            return low, whole
        for _ in range(SEARCH_STEPS):
            middle = (low + high) / 2
            low, high = (
                (low, middle) if self.lines_at(ctx, middle) <= self.lines else (middle, high)
            )
        return high, whole

    def heights(self, ctx: Context, width: float) -> Span:
        key = (self.text, self.style, self.bold, self.lines, width)
        known = ctx.texts.get(key)
        if known is None:
            needed = self.lines_at(ctx, width) if width < ctx.widths(self)[1] else 1
            height = min(self.lines, needed) * ctx.line(self.style)
            known = ctx.texts[key] = (height, height)
        return known


class Box(Node):
    """A part with room around it: ``pad`` pixels each side (a :class:`Gap` gives way), and its
    part placed inside by ``halign`` and ``valign`` (``stretch``: the whole inside)."""

    __slots__ = ("child", "halign", "pad", "valign")

    def __init__(
        self,
        child: Node,
        *,
        pad: float | Gap = 0,
        halign: Align = "stretch",
        valign: Align = "stretch",
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.child, self.pad, self.halign, self.valign = child, _gap(pad), halign, valign

    def _pad_for(self, room: float, need: float) -> float:
        """The padding each side when ``room`` must hold ``need`` between two paddings."""
        spare = (room - need) / 2
        return max(self.pad.least, min(self.pad.preferred, spare))

    def widths(self, ctx: Context) -> Span:
        least, preferred = ctx.widths(self.child)
        return least + 2 * self.pad.least, preferred + 2 * self.pad.preferred

    def heights(self, ctx: Context, width: float) -> Span:
        inner = width - 2 * self._pad_for(width, ctx.widths(self.child)[0])
        least, preferred = ctx.heights(self.child, inner)
        return least + 2 * self.pad.least, preferred + 2 * self.pad.preferred

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        dx = self._pad_for(rect.width, ctx.widths(self.child)[0])
        inner_width = rect.width - 2 * dx
        dy = self._pad_for(rect.height, ctx.heights(self.child, inner_width)[0])
        inner = rect.inset(dx, dy)
        width = _across(ctx.widths(self.child), inner.width, self.halign)
        height = _across(ctx.heights(self.child, width), inner.height, self.valign)
        self.child.place(ctx, _aligned(inner, width, height, self.halign, self.valign), out)


class Stack(Node):
    """Layers: every part over the one before, each in the whole rect (a picture, then the words
    on it). Wrap a part in a :class:`Box` to place it inside the layer."""

    __slots__ = ("children",)

    def __init__(
        self, *children: Node, key: str | None = None, optional: bool = False, grow: float = 0
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.children = children

    def widths(self, ctx: Context) -> Span:
        spans = [ctx.widths(child) for child in self.children]
        return max((s[0] for s in spans), default=0.0), max((s[1] for s in spans), default=0.0)

    def heights(self, ctx: Context, width: float) -> Span:
        spans = [ctx.heights(child, width) for child in self.children]
        return max((s[0] for s in spans), default=0.0), max((s[1] for s in spans), default=0.0)

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        for child in self.children:
            child.place(ctx, rect, out)


Fit = Literal["contain", "stretch"]
"""How a picture fills its room: ``contain`` keeps its shape (the largest rect of it that fits,
placed by its alignment), ``stretch`` takes the whole room."""


class Picture(Node):
    """A picture from a file that ``package`` ships (named in its asset manifest: an SVG or a
    PNG), drawn at the size it is given, so an SVG is sharp at every size.

    ``least`` and ``preferred`` (width, height) are in pixels at 100 % text and grow with the
    text-size setting (``grows_with_text``), as the words around the picture do. ``fit``
    ``contain`` (the default) keeps the picture's own shape (or ``aspect``, width per height,
    when given), placed by ``halign`` and ``valign``. When the file is not there the node keeps
    its room and the renderer draws ``fallback`` (a code painter called with the canvas and the
    rect) or nothing. Draw a laid-out tree's pictures with
    ``tabletop_core.render.kit.pictures.draw_pictures``."""

    __slots__ = ("aspect", "fallback", "fit", "grows_with_text", "halign", "least", "name",
                 "package", "preferred", "valign")  # fmt: skip

    def __init__(
        self,
        name: str,
        least: tuple[float, float],
        preferred: tuple[float, float] | None = None,
        *,
        package: str = "tabletop_core",
        aspect: float | None = None,
        fit: Fit = "contain",
        halign: Align = "center",
        valign: Align = "center",
        grows_with_text: bool = True,
        fallback: Callable[[Any, Rect], None] | None = None,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.name, self.package, self.fit = name, package, fit
        if aspect is None and fit == "contain":
            aspect = picture_aspect(package, name)
        self.aspect = aspect if fit == "contain" else None
        self.least = _shaped(least, self.aspect)
        self.preferred = _shaped(preferred or least, self.aspect)
        self.halign, self.valign = halign, valign
        self.grows_with_text, self.fallback = grows_with_text, fallback

    def describe(self) -> str:
        return self.key or f"picture {self.name!r}"

    def _k(self, ctx: Context) -> float:
        return ctx.sizes.text if self.grows_with_text else 1.0

    def widths(self, ctx: Context) -> Span:
        k = self._k(ctx)
        return self.least[0] * k, max(self.least[0], self.preferred[0]) * k

    def heights(self, ctx: Context, width: float) -> Span:
        k = self._k(ctx)
        preferred = self.preferred[1] * k if self.aspect is None else width / self.aspect
        return self.least[1] * k, max(self.least[1] * k, preferred)

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        if self.aspect is not None:
            width = min(rect.width, rect.height * self.aspect)
            height = width / self.aspect
            rect = _aligned(rect, width, height, self.halign, self.valign)
        out.put(self, rect)
