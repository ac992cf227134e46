"""The small steps below a table's small type, by name, for words that sit on or beside pieces.

``fine(sizes.small)`` sets the word on a card's band or a "played" tag; ``aside(sizes.small)``
a muted line beside or under a heading (the rounds so far). Both follow the text-size setting
because the sizes they scale do; below ``fine`` words stop reading at 100 %.
"""

from __future__ import annotations

from tabletop_core.render.theme import Sizes

FINE = 0.85
"""Words on or under a piece: a band across a card, a tag by a discard."""
ASIDE = 0.9
"""A muted line beside or under a heading."""


def fine(size: float) -> float:
    """The type for words on or under a piece, from the small type ``size``."""
    return size * FINE


def aside(size: float) -> float:
    """The type for a muted line beside a heading, from the small type ``size``."""
    return size * ASIDE


_STEPPED = {"fine": fine, "aside": aside}
"""The layout tree's styles below the small type (see ``tabletop_core.render.kit.tree.Style``)."""


def style_size(sizes: Sizes, style: str) -> float:
    """The point size of a text style in ``sizes``: one of their sizes by name, or a step
    below their small type (``fine``, ``aside``)."""
    step = _STEPPED.get(style)
    return step(sizes.small) if step is not None else float(getattr(sizes, style))
