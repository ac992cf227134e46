"""Dam It!'s ending: the winner's beaver at work, the dams they built side by side, and cards of
the river's trees (with a wood cube or two) thrown up in celebration."""

from __future__ import annotations

from typing import Any

from tabletop_core.game import Result
from tabletop_core.i18n import translator
from tabletop_core.render.kit.ending import Art, Ending
from tabletop_damit.state import DamItState

_, ngettext = translator("tabletop_damit")

PACKAGE = "tabletop_damit"
CELEBRATION = ("tree-willow", "tree-maple", "cube", "tree-birch", "tree-oak", "tree-acacia")
"""What falls when somebody wins: the river's tree cards and the cubes paid for them."""


def ending(table: Any, view: DamItState, result: Result) -> Ending:
    """The first winner's dams, one card each with its points (their portrait wears their
    seat's colour)."""
    winner = result.winners[0] if result.winners else 0
    built = view.dams[winner] if winner < len(view.dams) else ()
    dams = len(built)
    return Ending(
        portrait=Art(PACKAGE, "beaver", seat_colour="#FF00FF"),
        built=Art(PACKAGE, "dam-card") if dams else None,
        copies=dams,
        marks=tuple(str(points) for points in built),
        built_words=ngettext("{count} dam built", "{count} dams built", dams).format(count=dams),
        material=tuple(Art(PACKAGE, name) for name in CELEBRATION),
    )
