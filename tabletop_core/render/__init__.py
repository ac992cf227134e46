"""The arcade shell: launcher, lobby, game host, widget kit and screenshots (docs/shell.md).

Importing this package does not import arcade: commands that draw nothing stay fast. A game's
table is a :class:`Table` of three parts, :class:`Scene`, :class:`Choreography` and
:class:`Controller` (:mod:`tabletop_core.render.parts`); plugins build it in their view hook,
where they may import arcade. The older :class:`GameTable` still plays, with a deprecation
warning.
"""

from __future__ import annotations

from tabletop_core.render.geometry import Rect
from tabletop_core.render.parts import Choreography, Controller, Scene, Table
from tabletop_core.render.table import GameTable, Host


class NoDisplayError(RuntimeError):
    """There is no screen to open a window on; the message is one line for the person."""

    def __init__(self, detail: str = "") -> None:
        why = f" ({detail})" if detail else ""
        super().__init__(
            f"no display to open the window on{why}; play in the terminal with "
            "`tabletop play GAME --headless`, or draw a picture with `tabletop screenshot`"
        )


__all__ = [
    "Choreography",
    "Controller",
    "GameTable",
    "Host",
    "NoDisplayError",
    "Rect",
    "Scene",
    "Table",
]
