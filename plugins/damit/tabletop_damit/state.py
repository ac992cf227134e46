"""The whole table of a Dam It! game as one plain slotted dataclass of ints and lists.

Cubes are plain ints per seat rather than a :class:`tabletop_core.components.Supply` each: a
take moves cubes up to twice (thrown, won), and a checked ``Supply.transfer`` costs about 0.9 µs
against 0.1 µs for an int update (measured here), some 15-20 % of a whole random-playout turn,
while the rules already check that a seat never throws more cubes than it has. Dam cards are their victory points; the piles hold them bottom -> top.

The parts that change once in several turns (each seat's dams and kept garbage, the dam piles)
are tuples, replaced when they change: a view or a copy shares them instead of copying them,
which makes the view a bot gets at every decision about a quarter cheaper.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.components import Deck, Pile, Row

END_NONE = 0
END_BY_RIVER = 1
END_BY_DAMS = 2


@dataclass(slots=True)
class DamItState:
    players: int
    river: Row[int]
    """Positions 0..3 (0 is furthest from the draw pile); ``river.tokens`` are the cubes on them."""
    draw: Deck[int]
    """The face-up draw pile, bottom -> top; its top card is public, position 4 of a take."""
    discard: Pile[int]
    hands: list[list[int]]
    """Per seat, sorted ascending; -1 marks a card the viewer may not see."""
    cubes: list[int]
    dams: list[tuple[int, ...]]
    """Per seat, the victory points of the dam cards built, in the order built."""
    garbage: list[tuple[int, ...]]
    """Per seat, the garbage cards built into the dam pile for good (public)."""
    piles: list[tuple[int, ...]]
    """Dam piles by cost index (costs 3, 5, 7, 9, 11): victory points, bottom -> top."""
    open_piles: int
    """Bit i set while pile i still has cards."""
    current: int
    first_player: int
    over: bool = False
    end: int = END_NONE
    turns: int = 0
    dams_built: int = 0
    garbage_disposed: int = 0
    deck: tuple[int, ...] = ()
    """The river deck as dealt (river positions 0-3, then the draw pile top first); () in a view."""

    def copy(self) -> DamItState:
        """An independent copy; card ids and victory points are ints, so lists copy shallowly
        and the tuples are shared."""
        return DamItState(
            self.players,
            self.river.clone(),
            self.draw.clone(),
            self.discard.clone(),
            [hand.copy() for hand in self.hands],
            self.cubes.copy(),
            self.dams.copy(),
            self.garbage.copy(),
            self.piles.copy(),
            self.open_piles,
            self.current,
            self.first_player,
            self.over,
            self.end,
            self.turns,
            self.dams_built,
            self.garbage_disposed,
            self.deck,
        )
