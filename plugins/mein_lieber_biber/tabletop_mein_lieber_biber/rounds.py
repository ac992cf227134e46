"""Setting up a round, and the end of a round and of the game (RULES.md): beavers into the
middle, three cards a seat, two draw piles; then the round's score, who starts the next.
"""

from __future__ import annotations

from tabletop_core.components import Deck, Pile, SpiralTrack
from tabletop_core.game import Event
from tabletop_mein_lieber_biber import turn
from tabletop_mein_lieber_biber.cards import (
    BEAVERS,
    CARD_COUNT,
    HAND_SIZE,
    RING_COLOURS,
)
from tabletop_mein_lieber_biber.events import (
    GameEnded,
    RoundEnded,
    RoundStarted,
)
from tabletop_mein_lieber_biber.raft import LEVEL_POSES, centre_tail
from tabletop_mein_lieber_biber.state import (
    END_TIPPED,
    OVER,
    PLAY,
    BiberState,
)


def set_up_round(state: BiberState, deck: list[int]) -> None:
    """Beavers into the middle, a level raft, three cards a seat, the rest in two piles."""
    raft = SpiralTrack(RING_COLOURS)
    for beaver in BEAVERS:
        raft.place(beaver)
    state.raft = raft
    state.placements = [(0.0, centre_tail(beaver)) for beaver in BEAVERS]
    state.poses = LEVEL_POSES
    players = state.players
    state.hands = [
        sorted(deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]) for seat in range(players)
    ]
    rest = deck[players * HAND_SIZE :]
    half = (len(rest) + 1) // 2
    state.piles = [Deck.from_top_first(rest[:half]), Deck.from_top_first(rest[half:])]
    state.discards = [Pile(face_up=True) for _ in range(players)]
    state.reward_due = False
    state.lifted = None
    state.dam = []
    state.phase = PLAY


def end_round(state: BiberState, reason: str, next_seat: int, events: list[Event]) -> None:
    """Score the round; start the next one (the fewest sticks begins, ties broken by who would
    have played next) unless three rounds are done or the sticks have run out."""
    state.round_ends.append(reason)
    if reason == END_TIPPED:
        state.rounds_tipped += 1
    totals = tuple(sticks["stick"] for sticks in state.sticks)
    events.append(RoundEnded(state.round, reason, totals))
    if state.round >= state.rounds or not state.supply["stick"]:
        state.phase = OVER
        best = max(totals)
        events.append(GameEnded(totals, tuple(s for s, n in enumerate(totals) if n == best)))
        return
    fewest = min(totals)
    start = next(seat for seat in state.turn.order_from(next_seat) if totals[seat] == fewest)
    state.round += 1
    for row in state.round_sticks:
        row.append(0)
    deck = list(range(CARD_COUNT))
    if state.rng is None:
        raise ValueError("a view cannot start a new round (it holds no RNG): determinize it first")
    state.rng.shuffle(deck)
    state.turn.set_start(start)
    set_up_round(state, deck)
    events.append(RoundStarted(state.round, start))
    turn.start_turn(state, events)
