"""The column right of the pond, declared top to bottom: the round's header (atop the column
unless it is compact), the players' rows, the draw piles beside the stick supply, the decision
(unless crowded: then it goes under the raft) and the hand, which takes the room left. The plan
declares the column's forms with it (:func:`forms`) and takes the first that holds what it
must; the settled layout takes its places from it. No arcade."""

from __future__ import annotations

from tabletop_core.render.kit import Column, FirstFitting, Piece, Space
from tabletop_core.render.kit.spacing import Spacing


def column(
    s: float,
    *,
    header: float | None,
    seats: float,
    piles: float,
    choices: float | None,
    hand: float,
    key: str | None = None,
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
    return Column(*(part for part in parts if part is not None), key=key)


def forms(
    s: float,
    *,
    header: float,
    seats: float,
    piles: tuple[float, float],
    choices: float,
    hand: tuple[float, float],
    under_the_raft: bool = False,
) -> FirstFitting:
    """The column's forms, most wanted first, each keyed by its name: ``roomy`` (the round's
    header atop it, the ``piles`` tall, the decision, the hand at its roomy least), ``compact``
    (the header above the raft, the piles short; left out ``under_the_raft``) and ``crowded``
    (the decision under the raft, the hand at its least). ``piles`` and ``hand``: (roomy,
    compact) heights. The first whose least height fits the column is the layout's."""
    (tall, short), (roomy, least) = piles, hand
    options = [column(s, header=header, seats=seats, piles=tall, choices=choices, hand=roomy,
                      key="roomy")]  # fmt: skip
    if not under_the_raft:
        options.append(column(s, header=None, seats=seats, piles=short, choices=choices,
                              hand=least, key="compact"))  # fmt: skip
    options.append(column(s, header=None, seats=seats, piles=short, choices=None, hand=least,
                          key="crowded"))  # fmt: skip
    return FirstFitting(*options)
