"""Beaver Creek's ending: the winning beaver, the dam as it stood at the end (the creek scene of
the table's last picture), and logs and leaves thrown up in celebration."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_core.game import Result
from tabletop_core.i18n import translator
from tabletop_core.render.kit.ending import TABLE, Art, Ending

if TYPE_CHECKING:
    from tabletop_beaver_creek.table.view import BeaverCreekTable

_, ngettext = translator("tabletop_beaver_creek")


def ending(table: BeaverCreekTable, view: Any, result: Result) -> Ending:
    """The core's beaver on a disc of the winner's colour; the dam is the table's creek scene."""
    layout = table.scene.layout
    return Ending(
        portrait=Art("tabletop_core", "beaver"),
        built=TABLE,
        region=layout.scene if layout is not None else None,
        built_words=_("The dam as it stood"),
        material=(Art("tabletop_core", "log"), Art("tabletop_core", "leaf")),
    )
