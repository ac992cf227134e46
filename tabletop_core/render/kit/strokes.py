"""The few line widths and corners a table draws its panels and rings with, chosen by name.

A table writes ``border_width=MARKED if acting else EDGE`` or ``chamfer=corner(scale)`` rather
than pixel counts, so that every table marks the one to act, the piece taken and its panels'
corners alike. Widths are in screen pixels (a hairline stays a hairline at any size); corners
grow with the table's scale, as spacing does (:mod:`tabletop_core.render.kit.spacing`).
"""

from __future__ import annotations

EDGE = 1
"""A panel's or a row's plain border."""
RULE = 2
"""A drawn line that must read at a glance: a box's frame, a gauge's line."""
MARKED = 3
"""The border of what stands out: the one to act, a lit piece, a panel calling for attention."""
HELD = 4
"""The ring round the piece in hand: thicker than anything merely lit."""
CORNER = 5
"""The cut corner of a row or a panel, in pixels at scale 1."""


def corner(scale: float) -> float:
    """A row's or a panel's cut corner at ``scale``."""
    return CORNER * scale
