"""How see-through a fill is, chosen by name: a faint hatch, a dimmed piece, a band that lets
the picture under it show, a note's ground over the board.

``veil(Palette.TEXT_DARK, "firm")`` is the dark ground a word is set on over a picture; a
sprite fading out takes ``opacity(share)``. Opacities are 0 (nothing) to 255 (:data:`OPAQUE`).
"""

from __future__ import annotations

from collections.abc import Sequence

BLACK = (0, 0, 0)
WHITE = (255, 255, 255)
"""The dark and the light most veils are made of: a shadow, a hatch."""
OPAQUE = 255
"""Nothing shows through."""
VEILS = {"faint": 40, "dim": 150, "firm": 200, "dense": 230}
"""Opacity of each veil, lightest first: a faint hatch or empty place, a dimmed piece, a band
with words over a picture, a note's ground over the board."""


def veil(colour: Sequence[int], name: str) -> tuple[int, int, int, int]:
    """``colour`` (RGB or RGBA; its own alpha is dropped) at the veil called ``name``."""
    red, green, blue = colour[:3]
    return (red, green, blue, VEILS[name])


def solid(colour: Sequence[int]) -> tuple[int, int, int, int]:
    """``colour`` with nothing showing through."""
    red, green, blue = colour[:3]
    return (red, green, blue, OPAQUE)


def opacity(share: float) -> int:
    """The opacity of something ``share`` (0..1, clamped) visible: a piece fading out."""
    return int(OPAQUE * max(0.0, min(1.0, share)))
