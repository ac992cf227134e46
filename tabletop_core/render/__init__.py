"""The arcade shell: launcher, lobby, game host, widget kit and screenshots (docs/shell.md).

Importing this package does not import arcade: commands that draw nothing stay fast. Game
plugins subclass :class:`GameTable` for their table and import arcade inside their view hook.
"""

from __future__ import annotations

from tabletop_core.render.geometry import Rect
from tabletop_core.render.table import GameTable, Host


class NoDisplayError(RuntimeError):
    """There is no screen to open a window on; the message is one line for the person."""

    def __init__(self, detail: str = "") -> None:
        why = f" ({detail})" if detail else ""
        super().__init__(
            f"no display to open the window on{why}; play in the terminal with "
            "`tabletop play GAME --headless`, or draw a picture with `tabletop screenshot`"
        )


__all__ = ["GameTable", "Host", "NoDisplayError", "Rect"]
