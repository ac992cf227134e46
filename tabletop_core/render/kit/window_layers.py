"""Layers drawn straight on the table's window, asked for without reaching for the window: a
still layer (:class:`~tabletop_core.render.widgets.still_layer.StillLayer` paints a region
once and copies it every frame while nothing moves) by its background colour, and a picture
drawn through a homography (:class:`~tabletop_core.render.widgets.warped_picture.WarpedPicture`,
a raft seen leaning) by its image.

This module imports arcade (through the canvas); the table does not.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render.canvas import arcade
from tabletop_core.render.theme import Color
from tabletop_core.render.widgets.still_layer import StillLayer
from tabletop_core.render.widgets.warped_picture import WarpedPicture


def still_layer(background: Color) -> StillLayer:
    """A still layer over an opaque ``background``, on the window the table is drawn in."""
    return StillLayer(arcade.get_window(), background)


def warped_picture(image: Any) -> WarpedPicture:
    """``image`` (a PIL image) as a picture drawn through a homography, on the window the
    table is drawn in (``release()`` it when a new one replaces it)."""
    return WarpedPicture(arcade.get_window(), image)
