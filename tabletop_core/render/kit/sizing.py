"""The room a tree needs before it is laid out, so the band that holds it is sized by what it
holds (a tray as tall as its hamsters, its title and its words) instead of by a formula that
repeats the tree's sums."""

from __future__ import annotations

from tabletop_core.render.kit.tree import Context, Node, Span, _wordless
from tabletop_core.render.theme import table_sizes


def _context(ctx: Context | None) -> Context:
    """A fresh context (the tree may have changed since it was last sized; its words measure
    the same: :meth:`Context.fresh`)."""
    return ctx.fresh() if ctx else Context(table_sizes(1), _wordless)


def widths_of(tree: Node, ctx: Context | None = None) -> Span:
    """The least and preferred width of ``tree`` (a tree without words needs no context)."""
    return _context(ctx).widths(tree)


def heights_of(tree: Node, width: float, ctx: Context | None = None) -> Span:
    """The least and preferred height of ``tree`` laid out ``width`` wide."""
    return _context(ctx).heights(tree, width)
