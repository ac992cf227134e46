"""The small steps below a table's small type, by name, for words that sit on or beside pieces.

``fine(sizes.small)`` sets the word on a card's band or a "played" tag; ``aside(sizes.small)``
a muted line beside or under a heading (the rounds so far). Both follow the text-size setting
because the sizes they scale do; below ``fine`` words stop reading at 100 %.
"""

from __future__ import annotations

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
