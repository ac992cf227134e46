"""The components in the game's own words: dam cards and their dots, hamsters, special hamsters.

Pieces on a dam are small ints (a plain hamster is 0, special hamsters 1-12) so stacks and
reinforcement piles are plain lists of ints that clone cheaply.
"""

from __future__ import annotations

DAM_CARDS: tuple[int, ...] = tuple(range(2, 13))
"""Every player's set: one dam card of each number 2-12."""

ORANGE_DOTS: dict[int, int] = {2: 0, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 1, 12: 0}
BLUE_DOTS: dict[int, int] = {2: 1, 3: 0, 4: 0, 5: 0, 6: 0, 7: 1, 8: 1, 9: 0, 10: 1, 11: 0, 12: 0}

ROLL_WAYS: dict[int, int] = {value: 6 - abs(value - 7) for value in range(2, 13)}
"""Of the 36 rolls of 2d6, how many give each value."""

HIDDEN = -1
"""A card or piece the viewing seat may not know."""

HAMSTER = 0
TWINSTER = 1
NUDGESTER = 2
FLIPSTER = 3
REROLLSTER = 4
SCOUT = 5
LIFEGUARD = 6
SPLASHSTER = 7
BAILER = 8
MEDIC = 9
RECRUITER = 10
ENGINEER = 11
LOOKOUT = 12
TWINSTER_SIDEWAYS = 13
"""A Twinster that has held its first flood (it holds one more)."""

SPECIALS: tuple[int, ...] = tuple(range(TWINSTER, LOOKOUT + 1))
COPIES_OF_EACH_SPECIAL = 3
PIECE_KINDS = TWINSTER_SIDEWAYS + 1

PIECE_NAMES: tuple[str, ...] = (
    "hamster",
    "twinster",
    "nudgester",
    "flipster",
    "rerollster",
    "scout",
    "lifeguard",
    "splashster",
    "bailer",
    "medic",
    "recruiter",
    "engineer",
    "lookout",
    "twinster (sideways)",
)
PIECE_OF: dict[str, int] = {name: code for code, name in enumerate(PIECE_NAMES)}

RESERVOIR_TOKENS = 35
HAMSTERS_IN_BOX = 56
HAMSTERS_PER_SET = sum(ORANGE_DOTS.values())
ROUNDS = 3
TURNS_PER_ROUND = 12
"""6 turns each with 2 players, 4 each with 3, 3 each with 4."""


def piece_name(piece: int) -> str:
    return "a hidden hamster" if piece == HIDDEN else PIECE_NAMES[piece]


def special_deck() -> list[int]:
    """The 36 special hamster cards minus the Twinster set aside at the start."""
    cards = [kind for kind in SPECIALS for _ in range(COPIES_OF_EACH_SPECIAL)]
    cards.remove(TWINSTER)
    return cards


def dots(cards: list[int]) -> int:
    return sum(ORANGE_DOTS[c] + BLUE_DOTS[c] for c in cards if c != HIDDEN)


def breaches_owed(town: int) -> int:
    """Breaches a town pile of ``town`` tokens has caused: at 3, at 5 and at every token after."""
    if town < 3:
        return 0
    if town < 5:
        return 1
    return town - 3


def next_breach_at(town: int) -> int:
    """The town pile's size at which its dam next breaches (3, then 5, then every token)."""
    size = town + 1
    while breaches_owed(size) == breaches_owed(town):
        size += 1
    return size
