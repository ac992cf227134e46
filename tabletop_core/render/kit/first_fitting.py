"""A part declared in several forms, most wanted first: the first whose least size fits the room
is laid out (words that step down a type size before they would be cut, a picture that gives
way to a shorter label)."""

from __future__ import annotations

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.tree import (
    Align,
    Context,
    Layout,
    Node,
    Span,
    _across,
    _aligned,
)


class FirstFitting(Node):
    """The first of ``options`` whose least width and height fit the rect it is given, laid out
    in that rect at its preferred height (``valign`` places it: at the top by default,
    ``stretch`` for the whole rect); the last one when none does (it then reports what does not
    fit, as any part does). Its least size is the smallest option's, its preferred size the
    first option's::

        FirstFitting(*(Text(words, style, bold=True, lines=9) for style in ("heading", "body")))
    """

    __slots__ = ("options", "valign")

    def __init__(
        self,
        *options: Node,
        valign: Align = "start",
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        if not options:
            raise ValueError("FirstFitting needs at least one option")
        super().__init__(key=key, optional=optional, grow=grow)
        self.options, self.valign = options, valign

    def widths(self, ctx: Context) -> Span:
        least = self.least_width(ctx)
        return least, max(least, ctx.widths(self.options[0])[1])

    def heights(self, ctx: Context, width: float) -> Span:
        least = self.least_height(ctx, width)
        return least, max(least, ctx.heights(self.options[0], width)[1])

    def least_width(self, ctx: Context) -> float:
        return min(ctx.least_width(option) for option in self.options)

    def least_height(self, ctx: Context, width: float) -> float:
        return min(ctx.least_height(option, width) for option in self.options)

    def fits(self, ctx: Context, width: float, height: float) -> bool:
        return any(option.fits(ctx, width, height) for option in self.options)

    def chosen(self, ctx: Context, rect: Rect) -> Node:
        """The option laid out in ``rect``."""
        for option in self.options:
            if option.fits(ctx, rect.width, rect.height):
                return option
        return self.options[-1]

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        option = self.chosen(ctx, rect)
        if self.valign == "stretch":  # the whole rect, or the least past it: no preferred size
            height = max(ctx.least_height(option, rect.width), rect.height)
        else:
            height = _across(ctx.heights(option, rect.width), rect.height, self.valign)
        option.place(ctx, _aligned(rect, rect.width, height, "stretch", self.valign), out)
