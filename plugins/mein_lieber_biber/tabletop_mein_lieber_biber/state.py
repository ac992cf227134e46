"""The whole table of a Mein lieber Biber game as one plain slotted dataclass."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tabletop_core.components import Deck, Pile, SpiralTrack, Supply, copied_rng
from tabletop_core.flow import TurnOrder
from tabletop_core.physics.table import Pose

PLAY = 0
"""The seat to act plays a card (or, with nothing playable, lays one down and draws)."""
REWARD = 1
"""The mover chooses an extra card or a stick."""
DRAW = 2
"""The mover draws a card from either pile."""
OVER = 3
PLACE = 4
"""The seat to act has played a card and holds its beaver: it must set it down."""

END_TIPPED = "tipped"
END_LAST_CARD = "last card"
END_DAM = "all beavers on the dam"
END_STUCK = "no playable card"


@dataclass(slots=True)
class BiberState:
    players: int
    turn: TurnOrder
    """``turn.current`` is the seat to act; ``turn.round`` counts table rounds, not game rounds."""
    raft: SpiralTrack
    """Beavers by colour index; ring 0 is the middle of the raft, beavers on the dam are gone."""
    placements: list[tuple[float, float]]
    """Per beaver, ``(spot, tail)`` as its last mover chose them."""
    poses: tuple[Pose, Pose]
    """The raft as it settled after the last move: the two side views (see raft.py)."""
    hands: list[list[int]]
    """Per seat, sorted; -1 for a card the viewer may not see."""
    discards: list[Pile[int]]
    """Per seat, face up: cards played and cards laid down."""
    piles: list[Deck[int]]
    """The two face-down draw piles."""
    supply: Supply
    sticks: list[Supply]
    rng: random.Random | None
    """Shuffles later rounds; ``None`` in a view."""
    deck: tuple[int, ...]
    """The first round's deck as dealt, top first (hands, then pile 0, then pile 1); () in a view."""
    first_player: int
    rounds: int = 3
    round: int = 1
    phase: int = PLAY
    reward_due: bool = False
    round_sticks: list[list[int]] = field(default_factory=list)
    """Per seat, sticks taken in each round so far."""
    returned: list[int] = field(default_factory=list)
    """Per seat, sticks given back for tipping the raft."""
    round_ends: list[str] = field(default_factory=list)
    """Why each round ended so far (``END_*``)."""
    rounds_tipped: int = 0
    beavers_on_dam: int = 0
    sticks_taken: int = 0
    lifted: tuple[int, int, int] | None = None
    """In ``PLACE``: ``(card, beaver, ring)`` of the played card whose beaver is in hand."""
    landed: tuple[float, float, float] | None = None
    """``(spot, tail, drop)`` of the last beaver set down, as the hand really set it (public:
    everybody watched it land, even when the raft then tipped and was set level again)."""
    dam: list[int] = field(default_factory=list)
    """The beavers ashore on the dam this round, in the order they came (their cards are
    jokers). A tip empties the raft into the water but leaves the dam as it is."""

    @property
    def current(self) -> int:
        return self.turn.current

    def copy(self, *, with_rng: bool = True) -> BiberState:
        """An independent copy (cards, colours and poses are immutable values); ``with_rng=False``
        leaves the RNG out (a view drops it anyway, and copying it is most of a copy's cost)."""
        return BiberState(
            self.players,
            self.turn.clone(),
            self.raft.clone(),
            self.placements.copy(),
            self.poses,
            [hand.copy() for hand in self.hands],
            [pile.clone() for pile in self.discards],
            [pile.clone() for pile in self.piles],
            self.supply.clone(),
            [sticks.clone() for sticks in self.sticks],
            _copy_rng(self.rng) if with_rng else None,
            self.deck,
            self.first_player,
            self.rounds,
            self.round,
            self.phase,
            self.reward_due,
            [row.copy() for row in self.round_sticks],
            self.returned.copy(),
            self.round_ends.copy(),
            self.rounds_tipped,
            self.beavers_on_dam,
            self.sticks_taken,
            self.lifted,
            self.landed,
            self.dam.copy(),
        )


def _copy_rng(rng: random.Random | None) -> random.Random | None:
    if rng is None:
        return None
    return copied_rng(rng)
