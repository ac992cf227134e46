"""Mein lieber Biber's ending: the winning beaver face-on in its life vest, the raft as it ended (the
pond of the table's last picture), and sticks and swim rings thrown up in celebration."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_core.game import Result
from tabletop_core.i18n import translator
from tabletop_core.render.kit.ending import TABLE, Art, Ending
from tabletop_mein_lieber_biber.cards import RING_COLOUR
from tabletop_mein_lieber_biber.table.pictures import PACKAGE, player_swaps

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.view import BiberTable

_, ngettext = translator("tabletop_mein_lieber_biber")


def ending(table: BiberTable, view: Any, result: Result) -> Ending:
    """The beaver wears the winner's seat colour; the rings fall in the raft's own colours."""
    rings = tuple(
        Art(PACKAGE, "swim-ring", player_swaps(c)) for c in sorted(set(RING_COLOUR)) if c >= 0
    )
    layout = table.scene.layout
    return Ending(
        portrait=Art(PACKAGE, "portrait", seat_colour="#FF00FF"),
        built=TABLE,
        region=layout.pond.raft_room if layout is not None else None,
        built_words=_("The raft as it ended"),
        material=(Art(PACKAGE, "stick"), *rings),
    )
