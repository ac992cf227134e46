"""The drawing hooks of Beaver Creek: its table view and its launcher art.

arcade is imported inside the hook bodies only, so commands that draw nothing never load it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_core import hookimpl


@hookimpl
def tabletop_register_views(register: Callable[..., None]) -> None:
    def make_table(host: Any) -> Any:
        from tabletop_beaver_creek.table.view import BeaverCreekTable

        return BeaverCreekTable(host)

    register("beaver_creek", make_table)


@hookimpl
def tabletop_register_art(register: Callable[..., None]) -> None:
    def draw(width: int, height: int) -> Any:
        from tabletop_beaver_creek.table.pictures import tile_art

        return tile_art(width, height)

    register("beaver_creek", draw)
