"""A still layer on the table's own window: the table asks for one by its background colour and
never reaches for the window (:class:`~tabletop_core.render.widgets.still_layer.StillLayer`
paints a region once and copies it every frame while nothing moves).

This module imports arcade (through the canvas); the table does not.
"""

from __future__ import annotations

from tabletop_core.render.canvas import arcade
from tabletop_core.render.theme import Color
from tabletop_core.render.widgets.still_layer import StillLayer


def still_layer(background: Color) -> StillLayer:
    """A still layer over an opaque ``background``, on the window the table is drawn in."""
    return StillLayer(arcade.get_window(), background)
