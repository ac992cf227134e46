"""The cards of Dam It! as ints, with lookup tuples for what the rules ask of them.

Card ids 0..65, grouped by kind in ascending order: willow 0-5, acacia 6-11, birch 12-17,
pine 18-23, maple 24-29, oak 30-35, beech 36-41, garbage 42-53, garbage disposal 54-65. Because
the kinds are contiguous and ascending, a sorted hand lists each kind's lowest card first. A
hidden card (in another seat's view) is ``HIDDEN`` (-1).
"""

from __future__ import annotations

SPECIES: tuple[str, ...] = ("willow", "acacia", "birch", "pine", "maple", "oak", "beech")
KIND_NAMES: tuple[str, ...] = (*SPECIES, "garbage", "disposal")
GARBAGE = 7
DISPOSAL = 8
KIND_VALUE: tuple[int, ...] = (1, 1, 2, 2, 2, 3, 3, 0, 2)
"""Building value per kind: a disposal card is a wildcard worth 2; garbage cannot be built."""

CARD_COUNT = 66
FIRST_GARBAGE = 42
FIRST_DISPOSAL = 54
HIDDEN = -1

KIND: tuple[int, ...] = tuple(
    card // 6 if card < FIRST_GARBAGE else (GARBAGE if card < FIRST_DISPOSAL else DISPOSAL)
    for card in range(CARD_COUNT)
)
VALUE: tuple[int, ...] = tuple(KIND_VALUE[kind] for kind in KIND)
TREE_VALUE: tuple[int, ...] = tuple(VALUE[c] if KIND[c] < GARBAGE else 0 for c in range(CARD_COUNT))
"""What a card in hand counts for the tie-break: tree cards only, disposal cards count 0."""

DAM_COSTS: tuple[int, ...] = (3, 5, 7, 9, 11)
COST_INDEX: dict[int, int] = {cost: index for index, cost in enumerate(DAM_COSTS)}
DAM_VP: tuple[tuple[int, ...], ...] = ((5, 4, 3), (7, 6, 5), (10, 9, 8), (13, 12, 11), (17, 15, 13))
"""Victory points of the dam cards per pile (index as ``DAM_COSTS``), top of the pile first."""
ALL_PILES = (1 << len(DAM_COSTS)) - 1

GARBAGE_PENALTY: tuple[int, ...] = (0, 1, 4, 9, 16, 25)
"""Minus points by the number of garbage cards in a dam pile (5 or more count as 5)."""


_FIRST_OF: dict[str, int] = {name: KIND.index(kind) for kind, name in enumerate(KIND_NAMES)}


def card_of(kind: str, number: int = 0) -> int:
    """The id of the ``number``-th card of a kind: ``card_of("oak")`` is 30, ``card_of("oak", 1)``
    is 31."""
    count = 6 if KIND_NAMES.index(kind) < GARBAGE else 12
    if not 0 <= number < count:
        raise ValueError(f"there are {count} {kind} cards, no number {number}")
    return _FIRST_OF[kind] + number


def is_garbage(card: int) -> bool:
    return FIRST_GARBAGE <= card < FIRST_DISPOSAL


def card_name(card: int) -> str:
    """The card's kind in the game's words: "oak", "garbage", "disposal"; "hidden card" for -1."""
    if card == HIDDEN:
        return "hidden card"
    if not 0 <= card < CARD_COUNT:
        raise ValueError(f"no card id {card} (ids are 0..{CARD_COUNT - 1})")
    return KIND_NAMES[KIND[card]]


def garbage_penalty(count: int) -> int:
    return GARBAGE_PENALTY[count if count < 5 else 5]
