"""Two parts for a region declared as one tree whose parts a painter lays out again on its own.

:class:`Measured` holds a part the tree measures but does not place: as large as the part, it
places itself only, so that several copies of a part declared with the same keys (a row of
cells that each name their picture "icon") can stand in one tree; the painter lays each part
out in its rect. :class:`FittingAcross` is a ``FirstFitting`` whose heights are those of the
first form that fits across the width asked (a title on one line in large type where the
width holds it, else in smaller type, else wrapped), so a column reads how tall the form it
will show is, not the most wanted one."""

from __future__ import annotations

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.first_fitting import FirstFitting
from tabletop_core.render.kit.tree import NUDGE, Context, Layout, Node, Span


class Measured(Node):
    """As large as ``child`` (its least and preferred sizes; ``whole``: never less tall than
    its preferred height, its optional parts kept), placing itself only::

        Column(*(Measured(cell(n), whole=True, key=f"cell {n}") for n in range(count)))
    """

    __slots__ = ("child", "whole")

    def __init__(
        self,
        child: Node,
        *,
        whole: bool = False,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.child, self.whole = child, whole

    def widths(self, ctx: Context) -> Span:
        return ctx.widths(self.child)

    def heights(self, ctx: Context, width: float) -> Span:
        least, preferred = ctx.heights(self.child, width)
        return (preferred, preferred) if self.whole else (least, preferred)

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)


class FittingAcross(FirstFitting):
    """A ``FirstFitting`` whose preferred height at a width is that of the first of its forms
    whose least width fits it (its least height stays the smallest form's, so a short room
    still picks a shorter form)::

        FittingAcross(Text(title, "heading"), Text(title, "body", lines=9), Text(brief))
    """

    __slots__ = ()

    def heights(self, ctx: Context, width: float) -> Span:
        least = self.least_height(ctx, width)
        across = (o for o in self.options if ctx.least_width(o) <= width + NUDGE)
        first = next(across, self.options[-1])
        return least, max(least, ctx.heights(first, width)[1])
