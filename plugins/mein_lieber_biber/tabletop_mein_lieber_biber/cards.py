"""The six colours, the 30 rings of the raft and the 48 movement cards.

A card is an int ``0..47``: colour ``card // 8`` (an index into :data:`COLOURS`), value
``card % 8 + 1``. A beaver is the index of its colour. ``HIDDEN`` (-1) stands for a card a seat
may not see.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("red", "orange", "yellow", "green", "blue", "purple")
BEAVERS = range(len(COLOURS))
"""The six beavers, by colour index."""
COLOUR_INDEX: dict[str, int] = {name: index for index, name in enumerate(COLOURS)}
_LETTER = {"R": 0, "O": 1, "Y": 2, "G": 3, "B": 4, "P": 5}

RING_LETTERS = "ROYGBP YRBOPG BGROPY OPGYRB RYPBOG".replace(" ", "")
"""Ring colours from ring 1 (the arrow, in the middle) to ring 30 (on the dam): ring 1 is the
rulebook's red-and-white ring, ring 30 its green-and-white one (every ring is drawn with white
bands); five rings of each colour."""
RINGS = len(RING_LETTERS)
RING_COLOURS: tuple[str, ...] = tuple(COLOURS[_LETTER[letter]] for letter in RING_LETTERS)
RING_COLOUR: tuple[int, ...] = (-1, *(_LETTER[letter] for letter in RING_LETTERS))
"""The colour index of ring ``i`` at ``RING_COLOUR[i]`` (index 0, the centre, has none)."""

VALUES = 8
CARD_COUNT = len(COLOURS) * VALUES
HIDDEN = -1
HAND_SIZE = 3
STICKS = 60


def card_colour(card: int) -> int:
    return card // VALUES


def card_value(card: int) -> int:
    return card % VALUES + 1


def card_name(card: int) -> str:
    """``"red 5"``; ``"a card"`` for a hidden one."""
    if card < 0:
        return "a card"
    return f"{COLOURS[card // VALUES]} {card % VALUES + 1}"
