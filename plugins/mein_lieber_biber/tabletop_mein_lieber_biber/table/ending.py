"""Mein lieber Biber's ending: the winning beaver in its life vest, the raft as it ended (the
table's last picture), and sticks and swim rings thrown up in celebration."""

from __future__ import annotations

from typing import Any

from tabletop_core.game import Result
from tabletop_core.i18n import translator
from tabletop_core.render.kit.ending import TABLE, Art, Ending
from tabletop_mein_lieber_biber.cards import RING_COLOUR
from tabletop_mein_lieber_biber.table.pictures import PACKAGE, PLAYER_COLOUR, player_swaps

_, ngettext = translator("tabletop_mein_lieber_biber")


def ending(view: Any, result: Result) -> Ending:
    """The beaver wears the winner's seat colour; the rings fall in the raft's own colours."""
    rings = tuple(
        Art(PACKAGE, "swim-ring", player_swaps(c)) for c in sorted(set(RING_COLOUR)) if c >= 0
    )
    return Ending(
        portrait=Art(PACKAGE, "beaver", seat_colour=PLAYER_COLOUR),
        built=TABLE,
        built_words=_("The raft as it ended"),
        material=(Art(PACKAGE, "stick"), *rings),
    )
