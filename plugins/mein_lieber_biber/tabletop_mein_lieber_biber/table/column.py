"""The column right of the pond, declared top to bottom: the round's header (atop the column
unless it is compact), the players' rows, the draw piles beside the stick supply, the decision
(unless crowded: then it goes under the raft) and the hand, which takes the room left. The plan
asks this declaration whether the column holds what it must; the settled layout takes its places
from it. No arcade."""

from __future__ import annotations

from tabletop_core.render.kit import Column, Piece, Space
from tabletop_core.render.kit.spacing import Spacing


def column(
    s: float,
    *,
    header: float | None,
    seats: float,
    piles: float,
    choices: float | None,
    hand: float,
) -> Column:
    """The column at scale ``s`` with parts this tall (``None``: not in the column); ``hand`` is
    the least the hand needs under them all."""
    space = Spacing(s)
    parts = (
        None if header is None else Piece((0, header), key="header"),
        Space(space.tight),
        Piece((0, seats), key="seats"),
        Space(10 * s),
        Piece((0, piles), key="piles"),
        None if choices is None else Space(space.tight),
        None if choices is None else Piece((0, choices), key="choice"),
        Space(space.snug),
        Piece((0, hand), key="hand", grow=1),
    )
    return Column(*(part for part in parts if part is not None))
