"""The layout tree's ground: sizing context, gaps, the node every part is, how a line of parts
shares its room, and the result of laying a tree out (see :mod:`tabletop_core.render.kit.layout`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal, Protocol

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.type_steps import style_size
from tabletop_core.render.theme import Sizes, table_sizes

Span = tuple[float, float]
"""(least, preferred) room along one axis, in window pixels."""

Style = Literal["title", "heading", "body", "small", "aside", "fine"]
"""A text's type, one of the sizes of :class:`~tabletop_core.render.theme.Sizes`, or a step
below the small one (:mod:`tabletop_core.render.kit.type_steps`: ``aside`` for a muted line
beside a heading, ``fine`` for words on or under a piece)."""

Align = Literal["start", "center", "end", "stretch"]
"""Where a part lies across its container's axis (``start``: at the left of a column, the top
of a row), or ``stretch`` to take the whole breadth."""

Justify = Literal["start", "center", "end", "between"]
"""Where the parts of a row or a column lie along it when they leave room over."""

NUDGE = 1e-6
"""What two sums of pixels may differ by and still be equal."""

_TEXTS_KEPT = 4096
"""The most measures of words a context keeps for the next layouts (:meth:`Context.fresh`):
a window's context lives as long as its table, whose words change with the game."""


class Measure(Protocol):
    """How wide a text is on one line at a type size, in window pixels."""

    def __call__(self, text: str, size: float, *, bold: bool = False) -> float: ...


@dataclass(frozen=True, slots=True)
class Context:
    """What sizing needs: the type in force (it includes the text-size setting) and a measure.
    ``tabletop_core.render.kit.measure.drawn_context(sizes)`` makes one that measures as the
    canvas draws."""

    sizes: Sizes
    measure: Measure
    _widths: dict[Node, Span] = field(default_factory=dict, compare=False, repr=False)
    """Each node's span of widths (a node is its own key: it hashes by identity, and the
    context keeps it while it remembers it)."""
    _heights: dict[tuple[Node, float], Span] = field(
        default_factory=dict, compare=False, repr=False
    )
    _leasts: dict[tuple[Node, float | None], float] = field(
        default_factory=dict, compare=False, repr=False
    )
    texts: dict[tuple[object, ...], Span] = field(default_factory=dict, compare=False, repr=False)
    """Words measured in this context, by what they say and how (not by node): a tree built
    again (a form tried at another size) holds the same words in new nodes, and a fresh
    context for the next layout (:meth:`fresh`) keeps them. Their measure depends on nothing
    else: the type sizes and the measure are the context's."""

    def fresh(self) -> Context:
        """A context with nothing remembered of any node (the tree may have changed since),
        but the words measured in this one (:attr:`texts`): the same words at the same sizes
        measure the same."""
        if len(self.texts) > _TEXTS_KEPT:
            self.texts.clear()
        return Context(self.sizes, self.measure, texts=self.texts)

    def widths(self, node: Node) -> Span:
        """``node``'s least and preferred width, worked out once per layout."""
        known = self._widths.get(node)
        if known is None:
            known = self._widths[node] = node.widths(self)
        return known

    def heights(self, node: Node, width: float) -> Span:
        """``node``'s least and preferred height at ``width``, worked out once per layout."""
        key = (node, round(width, 3))
        known = self._heights.get(key)
        if known is None:
            known = self._heights[key] = node.heights(self, width)
        return known

    def least_width(self, node: Node) -> float:
        """``node``'s least width alone, worked out once per layout (see :meth:`least_height`)."""
        known = self._widths.get(node)
        if known is not None:  # the whole span is known already
            return known[0]
        least = self._leasts.get((node, None))
        if least is None:
            least = self._leasts[node, None] = node.least_width(self)
        return least

    def least_height(self, node: Node, width: float) -> float:
        """``node``'s least height at ``width`` alone, worked out once per layout: the first of
        :meth:`heights`, but a part whose preferred size costs more than its least (a
        :class:`~tabletop_core.render.kit.largest_fitting.LargestFitting` searches for it) is
        spared that work where only the least is wanted, as by a
        :class:`~tabletop_core.render.kit.first_fitting.FirstFitting` choosing among its forms."""
        key = (node, round(width, 3))
        known = self._heights.get(key)
        if known is not None:
            return known[0]
        least = self._leasts.get(key)
        if least is None:
            least = self._leasts[key] = node.least_height(self, width)
        return least

    def type_size(self, style: Style) -> float:
        """The point size of ``style`` in these sizes."""
        return style_size(self.sizes, style)

    def line(self, style: Style) -> float:
        """The height of one line of ``style``."""
        return self.sizes.line(self.type_size(style))


@dataclass(frozen=True, slots=True)
class Gap:
    """Spacing between parts: ``preferred`` pixels when there is room, down to ``least`` when
    not. A plain number as a gap gives way down to nothing."""

    preferred: float
    least: float = 0.0

    def __post_init__(self) -> None:
        if not 0 <= self.least <= self.preferred:
            raise ValueError(f"a gap gives way from its preferred width down to its least: {self}")


def _gap(value: float | Gap) -> Gap:
    return value if isinstance(value, Gap) else Gap(float(value))


class Node:
    """A part of a layout. ``key`` names it in the result; an ``optional`` part is dropped when
    the room is short (by the row, column or wrap it is in: a grid, a stack and a box keep all
    their parts); ``grow`` is its share of the room left over along its row or column (0: it
    keeps its preferred size)."""

    __slots__ = ("grow", "key", "optional")

    def __init__(self, *, key: str | None = None, optional: bool = False, grow: float = 0):
        self.key = key
        self.optional = optional
        self.grow = float(grow)

    def widths(self, ctx: Context) -> Span:
        """The least and preferred width of this part."""
        raise NotImplementedError

    def heights(self, ctx: Context, width: float) -> Span:
        """The least and preferred height of this part when it is ``width`` wide."""
        raise NotImplementedError

    def least_width(self, ctx: Context) -> float:
        """The least width of this part (a part that can tell it for less than its
        :meth:`widths` says so here)."""
        return ctx.widths(self)[0]

    def least_height(self, ctx: Context, width: float) -> float:
        """The least height of this part when it is ``width`` wide (as :meth:`least_width`)."""
        return ctx.heights(self, width)[0]

    def fits(self, ctx: Context, width: float, height: float) -> bool:
        """Whether this part's least size fits ``width`` × ``height`` (a part in several forms
        answers from the first form that fits, without measuring the others; no height is
        measured where ``height`` is unbounded)."""
        if ctx.least_width(self) > width + NUDGE:
            return False
        return height == float("inf") or ctx.least_height(self, width) <= height + NUDGE

    def place(self, ctx: Context, rect: Rect, out: Layout) -> None:
        """Put this part (and its parts) in ``rect``."""
        out.put(self, rect)

    def describe(self) -> str:
        return self.key or type(self).__name__


@dataclass(frozen=True, slots=True)
class Share:
    """How a line of parts shares its room: each kept part's length (None: dropped), the gap
    between kept parts, and whether the least of it all fits."""

    lengths: tuple[float | None, ...]
    gap: float
    fits: bool

    @property
    def used(self) -> float:
        kept = [length for length in self.lengths if length is not None]
        return sum(kept) + self.gap * max(0, len(kept) - 1)


def share(
    spans: list[Span], optional: list[bool], grow: list[float], gap: Gap, room: float
) -> Share:
    """Give ``room`` to a line of parts (their least and preferred ``spans``) in the order the
    tree gives way: the spacing, then the optional parts (the last first), then the parts' own
    preferred size; never below a part's least."""
    kept = list(range(len(spans)))
    while True:
        done = _share_kept(spans, kept, grow, gap, room)
        if done is not None:
            return done
        droppable = [i for i in kept if optional[i]]
        if not droppable:
            break
        kept.remove(droppable[-1])
    return _shrink(spans, kept, gap, room)


def _lengths(count: int, kept: list[int], of: dict[int, float]) -> tuple[float | None, ...]:
    """The kept parts' lengths in ``of``; None for the others (``of`` holds the kept only)."""
    return tuple(of.get(i) for i in range(count))


def _share_kept(
    spans: list[Span], kept: list[int], grow: list[float], gap: Gap, room: float
) -> Share | None:
    """The share with ``kept`` parts at their preferred size, the gap as wide as it may be, the
    room over given to the parts that grow; None when their preferred size does not fit."""
    gaps = max(0, len(kept) - 1)
    wanted = sum(spans[i][1] for i in kept)
    if wanted + gaps * gap.least > room + NUDGE:
        return None
    over = room - wanted
    width = gap.preferred if not gaps else min(gap.preferred, over / gaps)
    over -= width * gaps
    growing = sum(grow[i] for i in kept)
    sizes = {i: spans[i][1] + (over * grow[i] / growing if growing else 0.0) for i in kept}
    return Share(_lengths(len(spans), kept, sizes), width, True)


def _shrink(spans: list[Span], kept: list[int], gap: Gap, room: float) -> Share:
    """The required parts shrunk from their preferred size towards their least, each by its
    share of what it can give; at their least (and the share says it does not fit) if even
    that is too much."""
    gaps = max(0, len(kept) - 1)
    least = sum(spans[i][0] for i in kept) + gaps * gap.least
    give = sum(spans[i][1] - spans[i][0] for i in kept)
    short = sum(spans[i][1] for i in kept) + gaps * gap.least - room
    fits = least <= room + NUDGE
    keep = 0.0 if not fits or give <= 0 else 1 - short / give
    sizes = {i: spans[i][0] + (spans[i][1] - spans[i][0]) * keep for i in kept}
    return Share(_lengths(len(spans), kept, sizes), gap.least, fits)


def _across(span: Span, room: float, align: Align) -> float:
    """A part's size across its container's axis: all the room when it stretches, else its
    preferred size if the room holds it; never below its least."""
    least, preferred = span
    return max(least, room if align == "stretch" else min(preferred, room))


def _aligned(rect: Rect, width: float, height: float, halign: Align, valign: Align) -> Rect:
    """A ``width`` × ``height`` rect placed in ``rect``: start is left and top, end is right
    and bottom."""
    over_x, over_y = rect.width - width, rect.height - height
    share_x = {"start": 0.0, "end": 1.0}.get(halign, 0.5)
    share_y = {"start": 0.0, "end": 1.0}.get(valign, 0.5)
    return Rect(rect.left + over_x * share_x, rect.top - height - over_y * share_y, width, height)


def _justified(justify: Justify, spare: float, count: int) -> tuple[float, float]:
    """(where the first part starts, the extra room after each part) along a line."""
    if justify == "between":
        return 0.0, spare / (count - 1) if count > 1 else 0.0
    return {"start": 0.0, "end": spare}.get(justify, spare / 2), 0.0


class DoesNotFit(ValueError):
    """A layout's least does not fit its area; the message lists what does not fit."""


@dataclass(eq=False, slots=True)
class Placed:
    """One part of a laid-out tree and the rect it is drawn in."""

    node: Node
    rect: Rect


@dataclass(eq=False, slots=True)
class Layout:
    """Where every part of a tree goes: walk :attr:`placed` (in the declared order, a container
    before its parts) or ask for a named part's rect with ``layout[key]``."""

    area: Rect
    placed: list[Placed] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    """The optional parts left out for want of room (their keys or descriptions)."""
    problems: list[str] = field(default_factory=list)
    """What did not fit at its least: empty when the layout reads whole."""
    _keyed: dict[str, Rect] = field(default_factory=dict)

    def put(self, node: Node, rect: Rect) -> None:
        """Record that ``node`` is drawn in ``rect``."""
        self.placed.append(Placed(node, rect))
        if node.key is not None:
            if node.key in self._keyed:
                raise ValueError(f"two parts of the layout are named {node.key!r}")
            self._keyed[node.key] = rect

    def drop(self, node: Node) -> None:
        """Record that ``node`` is left out."""
        self.dropped.append(node.describe())

    def problem(self, text: str) -> None:
        self.problems.append(text)

    @property
    def fits(self) -> bool:
        return not self.problems

    def require(self) -> Layout:
        """This layout, or :class:`DoesNotFit` when anything did not fit at its least."""
        if self.problems:
            raise DoesNotFit("; ".join(self.problems))
        return self

    def __getitem__(self, key: str) -> Rect:
        return self._keyed[key]

    def __contains__(self, key: object) -> bool:
        return key in self._keyed

    def get(self, key: str) -> Rect | None:
        """The rect of the part named ``key``, or None when it was dropped."""
        return self._keyed.get(key)

    def keys(self) -> Iterator[str]:
        return iter(self._keyed)


def _wordless(text: str, size: float, *, bold: bool = False) -> float:
    raise ValueError(
        f"the layout holds words ({text!r}): lay it out with a Context that measures them"
    )


def lay_out(tree: Node, area: Rect, ctx: Context | None = None) -> Layout:
    """Lay ``tree`` out in ``area`` (a tree without :class:`Text` needs no context). When its
    least does not fit, the result lists why in :attr:`Layout.problems` and the tree reaches
    past the area's right and bottom edges."""
    if ctx is None:
        ctx = Context(table_sizes(1), _wordless)
    ctx = ctx.fresh()  # nothing remembered of the nodes: the tree may have changed
    out = Layout(area)
    if tree.fits(ctx, area.width, area.height):
        tree.place(ctx, area, out)
        return out
    least_width = ctx.least_width(tree)
    width = max(least_width, area.width)
    least_height = ctx.least_height(tree, width)
    height = max(least_height, area.height)
    if least_width > area.width + NUDGE or least_height > area.height + NUDGE:
        out.problem(
            f"{tree.describe()} needs at least {least_width:.0f}×{least_height:.0f} px; "
            f"the area is {area.width:.0f}×{area.height:.0f}"
        )
    tree.place(ctx, Rect(area.left, area.top - height, width, height), out)
    return out
