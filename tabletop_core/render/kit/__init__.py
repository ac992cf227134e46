"""The table kit: what a game's table is declared with, in plain data (no arcade import).

So far, the layout tree (:mod:`tabletop_core.render.kit.layout`): rows, columns, layers, wraps
and grids whose parts know the least and the preferred room they need.
"""

from __future__ import annotations

from tabletop_core.render.kit.layout import *  # noqa: F403
from tabletop_core.render.kit.layout import __all__  # noqa: F401
