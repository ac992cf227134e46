"""Parts along a line: rows, columns, wraps and grids, and how they give way."""

from __future__ import annotations

import math

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.tree import (
    NUDGE,
    Align,
    Context,
    Gap,
    Justify,
    Layout,
    Node,
    Share,
    Span,
    _across,
    _aligned,
    _gap,
    _justified,
    share,
)


class Line(Node):
    """Parts one after another along an axis, with a gap between them; see :class:`Row` and
    :class:`Column`. ``align`` places each part across the axis, ``justify`` along it."""

    __slots__ = ("align", "children", "gap", "justify")
    horizontal = True

    def __init__(
        self,
        *children: Node,
        gap: float | Gap = 0,
        align: Align = "stretch",
        justify: Justify = "start",
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.children, self.gap, self.align, self.justify = children, _gap(gap), align, justify

    def _along(self, ctx: Context, across: float) -> list[Span]:
        if self.horizontal:
            return [ctx.widths(child) for child in self.children]
        return [ctx.heights(child, _across(ctx.widths(child), across, self.align))
                for child in self.children]  # fmt: skip

    def _span(self, spans: list[Span]) -> Span:
        required = [s for s, child in zip(spans, self.children, strict=True) if not child.optional]
        least = sum(s[0] for s in required) + self.gap.least * max(0, len(required) - 1)
        preferred = sum(s[1] for s in spans) + self.gap.preferred * max(0, len(spans) - 1)
        return least, max(least, preferred)

    def share(self, ctx: Context, length: float, across: float = math.inf) -> Share:
        """How the parts share ``length`` along the axis, ``across`` being the room across it:
        an optional part too big across is dropped as well (the last such first)."""
        if across == math.inf:  # no part is too big across: the parts share the length
            optional = [child.optional for child in self.children]
            grow = [child.grow for child in self.children]
            return share(self._along(ctx, across), optional, grow, self.gap, length)
        out_of_room: set[int] = set()
        while True:
            parts = [i for i in range(len(self.children)) if i not in out_of_room]
            spans = self._along(ctx, across)
            given = share(
                [spans[i] for i in parts],
                [self.children[i].optional for i in parts],
                [self.children[i].grow for i in parts],
                self.gap,
                length,
            )
            lengths: list[float | None] = [None] * len(self.children)
            for i, size in zip(parts, given.lengths, strict=True):
                lengths[i] = size
            too_big = [
                i
                for i in parts
                if self.children[i].optional
                and (size := lengths[i]) is not None
                and self._least_across(ctx, self.children[i], size) > across + NUDGE
            ]
            if not too_big:
                return Share(tuple(lengths), given.gap, given.fits)
            out_of_room.add(too_big[-1])

    def _least_across(self, ctx: Context, child: Node, size: float) -> float:
        """The least room across the axis ``child`` needs when it is ``size`` long."""
        return ctx.heights(child, size)[0] if self.horizontal else ctx.widths(child)[0]

    def widths(self, ctx: Context) -> Span:
        if self.horizontal:
            return self._span(self._along(ctx, 0))
        spans = [ctx.widths(child) for child in self.children]
        required = [
            s[0] for s, child in zip(spans, self.children, strict=True) if not child.optional
        ]
        return max(required, default=0.0), max((s[1] for s in spans), default=0.0)

    def heights(self, ctx: Context, width: float) -> Span:
        if not self.horizontal:
            return self._span(self._along(ctx, width))
        lengths = self.share(ctx, width).lengths
        kept = [(child.optional, ctx.heights(child, size))
                for child, size in zip(self.children, lengths, strict=True)
                if size is not None]  # fmt: skip
        least = max((span[0] for optional, span in kept if not optional), default=0.0)
        preferred = max((span[1] for _optional, span in kept), default=0.0)
        return least, max(least, preferred)

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        length, across = (rect.width, rect.height) if self.horizontal else (rect.height, rect.width)
        given = self.share(ctx, length, across)
        if not given.fits:
            out.problem(f"{self.describe()} needs more than {length:.0f} px along it")
        spare = max(0.0, length - given.used)
        kept = sum(1 for each in given.lengths if each is not None)
        start, step = _justified(self.justify, spare, kept)
        for child, size in zip(self.children, given.lengths, strict=True):
            if size is None:
                out.drop(child)
                continue
            child.place(ctx, self._slot(ctx, child, rect, start, size), out)
            start += size + given.gap + step

    def _slot(self, ctx: Context, child: Node, rect: Rect, start: float, size: float) -> Rect:
        """The rect of a part ``size`` long that starts ``start`` along the axis."""
        if self.horizontal:
            height = _across(ctx.heights(child, size), rect.height, self.align)
            out_rect = Rect(rect.left + start, rect.bottom, size, rect.height)
            return _aligned(out_rect, size, height, "stretch", self.align)
        width = _across(ctx.widths(child), rect.width, self.align)
        out_rect = Rect(rect.left, rect.top - start - size, rect.width, size)
        return _aligned(out_rect, width, size, self.align, "stretch")


class Row(Line):
    """Parts side by side, the first on the left (``gap``, ``align`` and ``justify``: see
    :class:`Line`)."""

    __slots__ = ()
    horizontal = True


class Column(Line):
    """Parts one under the other, the first on top (``gap``, ``align`` and ``justify``: see
    :class:`Line`)."""

    __slots__ = ()
    horizontal = False


class Wrap(Node):
    """Parts side by side that go on to a new line when the next one would not fit, like words
    in a paragraph; ``gap`` between the parts, ``line_gap`` between the lines. Short of height,
    the parts close up to their least, then the optional ones are dropped (the last first)."""

    __slots__ = ("children", "gap", "line_gap")

    def __init__(
        self,
        *children: Node,
        gap: float | Gap = 0,
        line_gap: float | Gap = 0,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.children, self.gap, self.line_gap = children, _gap(gap), _gap(line_gap)

    def widths(self, ctx: Context) -> Span:
        spans = [ctx.widths(child) for child in self.children]
        required = [s[0] for s, c in zip(spans, self.children, strict=True) if not c.optional]
        preferred = sum(s[1] for s in spans) + self.gap.preferred * max(0, len(spans) - 1)
        return max(required, default=0.0), preferred

    def _fitting(self, ctx: Context, width: float) -> list[Node]:
        """The parts that fit ``width`` across (an optional part wider is left out)."""
        return [c for c in self.children if not c.optional or ctx.widths(c)[0] <= width + NUDGE]

    def flow(
        self, ctx: Context, width: float, tight: bool, parts: list[Node] | None = None
    ) -> list[list[tuple[Node, float]]]:
        """The parts in lines, each with its width: at their least with the least spacing when
        ``tight``, else at their preferred (never wider than ``width``)."""
        gap = self.gap.least if tight else self.gap.preferred
        lines: list[list[tuple[Node, float]]] = [[]]
        used = 0.0
        for child in self._fitting(ctx, width) if parts is None else parts:
            least, preferred = ctx.widths(child)
            size = least if tight else max(least, min(preferred, width))
            if lines[-1] and used + gap + size > width + NUDGE:
                lines.append([])
                used = 0.0
            used += (gap if lines[-1] else 0.0) + size
            lines[-1].append((child, size))
        return lines

    def _tall(self, ctx: Context, lines: list[list[tuple[Node, float]]], tight: bool) -> float:
        gap = self.line_gap.least if tight else self.line_gap.preferred
        heights = [max((ctx.heights(c, w)[0 if tight else 1] for c, w in line), default=0.0)
                   for line in lines]  # fmt: skip
        return sum(heights) + gap * max(0, len(lines) - 1)

    def heights(self, ctx: Context, width: float) -> Span:
        required = [child for child in self.children if not child.optional]
        least = self._tall(ctx, self.flow(ctx, width, True, required), True)
        return least, max(least, self._tall(ctx, self.flow(ctx, width, False), False))

    def _packed(self, ctx: Context, rect: Rect) -> tuple[list[Node], bool]:
        """The parts kept in ``rect`` and whether they close up to their least."""
        parts = self._fitting(ctx, rect.width)
        if self._tall(ctx, self.flow(ctx, rect.width, False, parts), False) <= rect.height + NUDGE:
            return parts, False
        while self._tall(ctx, self.flow(ctx, rect.width, True, parts), True) > rect.height + NUDGE:
            optional = [child for child in parts if child.optional]
            if not optional:
                break
            parts.remove(optional[-1])
        return parts, True

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        parts, tight = self._packed(ctx, rect)
        for child in self.children:
            if child not in parts:
                out.drop(child)
        lines = self.flow(ctx, rect.width, tight, parts)
        if tight and self._tall(ctx, lines, True) > rect.height + NUDGE:
            out.problem(f"{self.describe()} needs more than {rect.height:.0f} px of height")
        across, down = (self.gap, self.line_gap)
        across_px, down_px = (
            (across.least, down.least) if tight else (across.preferred, down.preferred)
        )
        top = rect.top
        for line in lines:
            if not line:  # every part was left out
                continue
            height = max(ctx.heights(c, w)[0 if tight else 1] for c, w in line)
            left = rect.left
            for child, width in line:
                child.place(ctx, Rect(left, top - height, width, height), out)
                left += width + across_px
            top -= height + down_px


class Grid(Node):
    """Parts in cells of equal size, ``columns`` to a line, filled line by line from the top
    left; the cells share the room as the parts of a row do (the spacing gives way first)."""

    __slots__ = ("children", "columns", "gap")

    def __init__(
        self,
        *children: Node,
        columns: int,
        gap: float | Gap = 0,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.children, self.columns, self.gap = children, max(1, columns), _gap(gap)

    @property
    def rows(self) -> int:
        return -(-len(self.children) // self.columns)

    def _cell_widths(self, ctx: Context) -> Span:
        spans = [ctx.widths(child) for child in self.children]
        return max((s[0] for s in spans), default=0.0), max((s[1] for s in spans), default=0.0)

    def _cell_heights(self, ctx: Context, width: float) -> Span:
        spans = [ctx.heights(child, width) for child in self.children]
        return max((s[0] for s in spans), default=0.0), max((s[1] for s in spans), default=0.0)

    def _cells(self, span: Span, count: int, room: float) -> Share:
        return share([span] * count, [False] * count, [1.0] * count, self.gap, room)

    def widths(self, ctx: Context) -> Span:
        return _repeated(self._cell_widths(ctx), self.columns, self.gap)

    def heights(self, ctx: Context, width: float) -> Span:
        cell = self._cells(self._cell_widths(ctx), self.columns, width)
        return _repeated(self._cell_heights(ctx, cell.lengths[0] or 0.0), self.rows, self.gap)

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        across = self._cells(self._cell_widths(ctx), self.columns, rect.width)
        width = across.lengths[0] or 0.0
        down = self._cells(self._cell_heights(ctx, width), self.rows, rect.height)
        height = down.lengths[0] or 0.0
        if not (across.fits and down.fits):
            out.problem(
                f"{self.describe()} needs more room than {rect.width:.0f}×{rect.height:.0f}"
            )
        for index, child in enumerate(self.children):
            row, column = divmod(index, self.columns)
            left = rect.left + column * (width + across.gap)
            top = rect.top - row * (height + down.gap)
            child.place(ctx, Rect(left, top - height, width, height), out)


def _repeated(cell: Span, count: int, gap: Gap) -> Span:
    gaps = max(0, count - 1)
    return cell[0] * count + gap.least * gaps, cell[1] * count + gap.preferred * gaps
