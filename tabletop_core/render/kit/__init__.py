"""The table kit: what a game's table is declared with, in plain data (no arcade import).

The layout tree (:mod:`tabletop_core.render.kit.layout`): rows, columns, layers, wraps and grids
whose parts know the least and the preferred room they need; and the pieces on the table
(:mod:`tabletop_core.render.kit.pieces`): the pictures a scene lays down and moves.

Why not arcade's own layouts (``arcade.gui`` ``UIBoxLayout``, ``UIAnchorLayout``,
``UIGridLayout``): they are widgets of arcade's ``UIManager``, so a game declaring its table
with them would import arcade and its scene would not be plain data another renderer could
walk; their spacing is fixed (``space_between``) rather than the first thing to give way; they
have no optional parts to drop; and when the minimums do not fit they overflow with a warning
instead of saying what does not fit.
"""

from __future__ import annotations

from tabletop_core.render.kit.layout import *  # noqa: F403
from tabletop_core.render.kit.layout import __all__ as _layout_names
from tabletop_core.render.kit.pieces import Pieces, TablePiece

__all__ = [*_layout_names, "Pieces", "TablePiece"]
