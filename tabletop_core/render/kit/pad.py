"""Room round a part that gives way first: a panel's margins, wider across than down."""

from __future__ import annotations

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.tree import Context, Gap, Layout, Node, Span, _gap


class Pad(Node):
    """A part with ``across`` pixels left and right of it and ``down`` above and below (a
    :class:`Gap` gives way). Short of height, the margins above and below give way before the
    part does (the tree's order: spacing first); across, the part reflows to the width the
    margins leave it, so they give way only when it is narrower than its least."""

    __slots__ = ("across", "child", "down")

    def __init__(
        self,
        child: Node,
        *,
        across: float | Gap = 0,
        down: float | Gap = 0,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.child, self.across, self.down = child, _gap(across), _gap(down)

    @staticmethod
    def _margin(gap: Gap, room: float, size: float) -> float:
        """A margin each side when ``room`` holds the part at ``size`` and two margins: as wide
        as they may be, never under their least."""
        return max(gap.least, min(gap.preferred, (room - size) / 2))

    def widths(self, ctx: Context) -> Span:
        least, preferred = ctx.widths(self.child)
        return least + 2 * self.across.least, preferred + 2 * self.across.preferred

    def _inner_width(self, ctx: Context, width: float) -> float:
        return width - 2 * self._margin(self.across, width, ctx.widths(self.child)[0])

    def heights(self, ctx: Context, width: float) -> Span:
        least, preferred = ctx.heights(self.child, self._inner_width(ctx, width))
        return least + 2 * self.down.least, preferred + 2 * self.down.preferred

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        width = self._inner_width(ctx, rect.width)
        dy = self._margin(self.down, rect.height, ctx.heights(self.child, width)[1])
        self.child.place(ctx, rect.inset((rect.width - width) / 2, dy), out)
