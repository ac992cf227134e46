"""A fan: parts side by side that overlap, rather than shrink, when the room is short — a hand
of cards, a row of tokens. Each part keeps its preferred size; the step from one part to the
next shrinks from the part's width and the gap down to ``least_step``, the last part whole.

:class:`Fan` is a node of the layout tree; :func:`fanned` places one card of a fan whose
count changes as the game goes (a hand, a pile kept in a seat's panel) straight in a band."""

from __future__ import annotations

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.tree import (
    Align,
    Context,
    Gap,
    Justify,
    Layout,
    Node,
    Span,
    _aligned,
    _gap,
    _justified,
)


class Fan(Node):
    """``parts`` left to right with ``gap`` between them while they fit; overlapping (each part
    over the one before) when they do not, every part at its preferred size, the step between
    them never under ``least_step``. ``justify`` places the fan along the row when it leaves
    room over; ``valign`` places each part across it (``end``: on the row's foot)."""

    __slots__ = ("children", "gap", "justify", "least_step", "valign")

    def __init__(
        self,
        *children: Node,
        gap: float | Gap = 0,
        least_step: float = 0,
        justify: Justify = "center",
        valign: Align = "end",
        key: str | None = None,
        optional: bool = False,
        grow: float = 0,
    ):
        super().__init__(key=key, optional=optional, grow=grow)
        self.children, self.gap, self.least_step = children, _gap(gap), float(least_step)
        self.justify, self.valign = justify, valign

    def _widths(self, ctx: Context) -> list[float]:
        return [ctx.widths(child)[1] for child in self.children]

    def widths(self, ctx: Context) -> Span:
        widths = self._widths(ctx)
        if not widths:
            return 0.0, 0.0
        overlapped = widths[-1] + self.least_step * (len(widths) - 1)
        preferred = sum(widths) + self.gap.preferred * (len(widths) - 1)
        return overlapped, max(overlapped, preferred)

    def heights(self, ctx: Context, width: float) -> Span:
        spans = [
            ctx.heights(child, w) for child, w in zip(self.children, self._widths(ctx), strict=True)
        ]
        return max((s[0] for s in spans), default=0.0), max((s[1] for s in spans), default=0.0)

    def steps(self, ctx: Context, room: float) -> list[float]:
        """How far each part starts from the one before it in ``room`` px: its width and the
        gap (the gap giving way first), else an even overlap down to ``least_step``."""
        widths = self._widths(ctx)
        count = len(widths)
        if count < 2:
            return [0.0] * count
        spare = room - sum(widths)
        gap = min(self.gap.preferred, max(0.0, spare / (count - 1)))
        if spare >= self.gap.least * (count - 1):
            return [0.0, *(w + gap for w in widths[:-1])]
        step = max(self.least_step, (room - widths[-1]) / (count - 1))
        return [0.0, *(min(w, step) for w in widths[:-1])]

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        out.put(self, rect)
        widths = self._widths(ctx)
        steps = self.steps(ctx, rect.width)
        used = sum(steps) + (widths[-1] if widths else 0.0)
        if used > rect.width + 1e-6:
            out.problem(f"{self.describe()} needs more than {rect.width:.0f} px along it")
        x = rect.left + _justified(self.justify, max(0.0, rect.width - used), 1)[0]
        for child, width, step in zip(self.children, widths, steps, strict=True):
            x += step
            height = ctx.heights(child, width)[1]
            room = Rect(x, rect.bottom, width, rect.height)
            child.place(
                ctx, _aligned(room, width, min(height, rect.height), "start", self.valign), out
            )


LEAST_HIT = 4.0
"""Window pixels of a fanned card that stay a target however close the cards lie."""


def uncovered(card: Rect, over: Rect | None) -> Rect:
    """The part of fanned ``card`` a click reaches: left of the card ``over`` it (the next in
    the fan; None for the last, which shows whole), never narrower than :data:`LEAST_HIT` and
    never wider than the card (a click between two cards apart takes neither)."""
    if over is None:
        return card
    width = min(card.width, max(LEAST_HIT, over.left - card.left))
    return Rect(card.left, card.bottom, width, card.height)


def fanned(
    band: Rect, size: tuple[float, float], index: int, count: int, step: float, share: float = 0
) -> Rect:
    """Card ``index`` of ``count`` fanned in ``band``, ``step`` apart, closer when the band is
    short (never past its ends), each centred on the band's height. ``share`` of the room the
    fan leaves over lies before it: 0 starts it at the band's left, 0.5 centres it, 1 ends it
    at the right."""
    w, h = size
    if count > 1:
        step = max(0.0, min(step, (band.width - w) / (count - 1)))
    spare = max(0.0, band.width - w - step * (count - 1))
    return Rect(band.left + spare * share + index * step, band.center_y - h / 2, w, h)
