"""A part declared for one size (a card's width, say), laid out at the largest size that fits.

A row of fixed-shape cards declared with :class:`~tabletop_core.render.kit.parts.Piece` and an
``aspect`` shrinks each card in place when its row is given less height than the cards want:
the cards stay centred in slots as wide as before, with gaps between them that grow. Declared
instead as a :class:`LargestFitting` of the cards' width, the row is built again at the
largest width whose least height fits too, so its cards stay packed (and what comes after them
in the row moves up to them)::

    river = LargestFitting(
        lambda width: Row(*(Piece((width, width * 1.44), key=f"card {n}") for n in range(5))),
        least=80,
        most=100,
    )
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.tree import Context, Layout, Node, Span

SEARCH_STEPS = 16
"""Halvings of the range of sizes when the largest fitting one is looked for: a sixty-five
thousandth of the range (well under a pixel for sizes of a window)."""


class LargestFitting(Node):
    """The part ``build(size)`` at the largest ``size`` between ``least`` and ``most`` whose
    least width and height fit the rect it is given (at ``least`` when even that does not
    fit: the part then reports what does not fit, as any part does). Its least room is the
    part's at ``least``; its preferred room the part's at ``most`` (across: at the largest
    size the width holds).

    ``build`` must give a part that needs no less room at a larger size; it is called once
    per size tried (a few tens of times in a layout)."""

    __slots__ = ("_built", "build", "least", "most")

    def __init__(
        self,
        build: Callable[[float], Node],
        least: float,
        most: float,
        *,
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.build, self.least, self.most = build, float(least), float(max(least, most))
        self._built: dict[float, Node] = {}

    def at(self, size: float) -> Node:
        """The part built at ``size`` (built once: the context remembers its measures)."""
        part = self._built.get(size)
        if part is None:
            part = self._built[size] = self.build(size)
        return part

    def fitting(self, ctx: Context, width: float, height: float = float("inf")) -> float:
        """The largest size whose part's least width fits ``width`` and least height (at
        that width) fits ``height``; :attr:`least` when none does."""

        def fits(size: float) -> bool:
            return self.at(size).fits(ctx, width, height)

        if fits(self.most):
            return self.most
        low, high = self.least, self.most
        if not fits(low):
            return low
        for _ in range(SEARCH_STEPS):
            middle = (low + high) / 2
            low, high = (middle, high) if fits(middle) else (low, middle)
        return low

    def widths(self, ctx: Context) -> Span:
        least = self.least_width(ctx)
        return least, max(least, ctx.widths(self.at(self.most))[1])

    def heights(self, ctx: Context, width: float) -> Span:
        least = self.least_height(ctx, width)
        largest = self.at(self.fitting(ctx, width))
        return least, max(least, ctx.heights(largest, width)[1])

    def least_width(self, ctx: Context) -> float:
        """The part's at :attr:`least` (nothing built at the largest size)."""
        return ctx.least_width(self.at(self.least))

    def least_height(self, ctx: Context, width: float) -> float:
        """The part's at :attr:`least` (no search for the largest size that fits)."""
        return ctx.least_height(self.at(self.least), width)

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        self.at(self.fitting(ctx, rect.width, rect.height)).place(ctx, rect, out)
