"""What the Biber table's layout is sized from: the table's type, the pieces' sizes at 100 % text
(no piece is drawn smaller), and the plan of sizes that follows from them. Plain data, no arcade."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.render.theme import Sizes, table_sizes


def biber_sizes(scale: float) -> Sizes:
    """The table's type at ``scale``, grown by the text-size setting in force."""
    return table_sizes(scale, title=26, heading=16, body=13.5, small=11.5, pad=12)


@dataclass(frozen=True, slots=True)
class Standard:
    """The pieces' sizes at 100 % text in the same window (zeros: not known, or the text is at
    100 %): at larger text no piece is drawn smaller."""

    radius: float = 0.0
    """The raft's radius (its rings and beavers, and the dam beside it, follow it)."""
    card: float = 0.0
    """A hand card's height."""
    pile: float = 0.0
    """A draw pile's height."""
    stick: tuple[float, float] = (0.0, 0.0)
    """A stick of the supply's heap (width, height)."""
    heap: float = 0.0
    """The height of the supply's heap (its sticks lie stacked in it)."""


@dataclass(frozen=True, slots=True)
class Plan:
    """The sizes that follow from the type and the words, worked out once per layout."""

    compact: bool
    crowded: bool
    column_width: float
    header_height: float
    history_lines: int
    """Lines the rounds' history takes under the round's number (compact: above the raft, one
    from the start); it grows as rounds end, the raft giving up the room."""
    seat_lines: int
    piles_height: float
    choices_side_by_side: bool
    """The decision's buttons side by side (else one under the other)."""
    played_above: bool
    """Many players at large text: the word "played" heads the column of last cards once,
    instead of standing in every player's row, so that the rows keep to one line."""
    raft_first: bool = False
    """See :attr:`TableLayout.raft_first`."""


CARD_SYMBOLS = ((0.24, 0.16), (0.76, 0.84))
"""Where a movement card shows its colour's symbol: centres as shares of the card's width and
height from its top-left corner."""


CARD_SYMBOL = 0.13
"""The symbol's radius as a share of the card's width."""


CARD_ASPECT = 1.42
