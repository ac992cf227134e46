"""Putting a beaver down (RULES.md, "Putting a beaver down — the raft tips for real"):
picking the beaver up plays the card; where, which way and how gently it is set down; the
raft's answer from :mod:`.raft`, and what a tip costs.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from tabletop_core.components import SpiralTrack
from tabletop_core.game import Event, IllegalAction
from tabletop_core.i18n import translator
from tabletop_mein_lieber_biber.actions import (
    Lift,
    Play,
    SetDown,
)
from tabletop_mein_lieber_biber.cards import (
    BEAVERS,
    COLOUR_INDEX,
    COLOURS,
    RING_COLOUR,
    RING_COLOURS,
    VALUES,
)
from tabletop_mein_lieber_biber.events import (
    BeaverLifted,
    BeaverMoved,
    RaftTipped,
    RaftWobbled,
    SticksReturned,
)
from tabletop_mein_lieber_biber.fall import fall
from tabletop_mein_lieber_biber.hand import tremble
from tabletop_mein_lieber_biber.raft import LEVEL_POSES, Beaver, layout, wobble
from tabletop_mein_lieber_biber.rounds import end_round
from tabletop_mein_lieber_biber.state import (
    END_TIPPED,
    PLACE,
    PLAY,
    REWARD,
    BiberState,
)
from tabletop_mein_lieber_biber.turn import Move, finish_move, own_card, phase_message, rewards

_, ngettext = translator("tabletop_mein_lieber_biber")


SPOTS = (-1.0, 0.0, 1.0)


TAIL_TURNS = tuple(k * math.pi / 2 for k in range(4))
"""``legal_actions`` offers each placement with the tail pointing outwards, to the left,
inwards and to the right of the ring's direction from the middle (see RULES.md)."""


DROPS = (0.0, 1.0)
"""``legal_actions`` offers each placement lowered gently and let fall."""


PENALTY = 2


def play(state: BiberState, action: Play) -> list[Event]:
    """Lift and set down in one decision."""
    if state.phase != PLAY:
        raise IllegalAction(phase_message(state))
    check_placement(action.spot, action.tail, action.drop)
    move = playable_move(state, action.card, action.beaver)
    events = lift_move(state, move)
    if state.phase == PLACE:  # one decision: the log tells the move once
        events = set_down(state, SetDown(action.spot, action.tail, action.drop))
    return events


def lift(state: BiberState, action: Lift) -> list[Event]:
    """The beaver is picked up: the card is played and must be carried out."""
    if state.phase != PLAY:
        raise IllegalAction(phase_message(state))
    return lift_move(state, playable_move(state, action.card, action.beaver))


def playable_move(state: BiberState, card: Any, named: Any) -> Move:
    """The move of ``card`` (moving the beaver ``named`` if it is a joker), or why not."""
    hand = state.hands[state.turn.current]
    card = own_card(hand, card)
    raft = state.raft
    colour = card // VALUES
    value = card % VALUES + 1
    if colour in raft:
        if named not in ("", COLOURS[colour]):
            raise IllegalAction(
                _(
                    "a {colour} card moves the {colour} beaver; only the cards of beavers on "
                    "the dam are jokers"
                ).format(colour=_(COLOURS[colour]))
            )
        beaver = colour
    else:
        beaver = COLOUR_INDEX.get(named, -1) if type(named) is str else -1
        if beaver < 0 or beaver not in raft:
            on_raft = ", ".join(_(COLOURS[b]) for b in BEAVERS if b in raft)
            raise IllegalAction(
                _(
                    "the {colour} beaver is on the dam, so this card is a joker: name the "
                    "beaver it moves ({beavers}), not {named}"
                ).format(colour=_(COLOURS[colour]), beavers=on_raft, named=repr(named))
            )
    end = raft.destination(beaver, value)
    if end is not None and not raft.can_end_on(end):
        blocker = raft.occupant(end)
        assert isinstance(blocker, int), "the raft carries beavers by colour"
        raise IllegalAction(
            _(
                "ring {ring} is taken by the {colour} beaver (a move must end on a free ring)"
            ).format(ring=end, colour=_(COLOURS[blocker]))
        )
    return card, beaver, end


def lift_move(state: BiberState, move: Move) -> list[Event]:
    """Play the card; a beaver bound for the dam swims there at once, any other waits in
    the hand (phase ``PLACE``) to be set down."""
    card, beaver, end = move
    seat = state.turn.current
    state.hands[seat].remove(card)
    state.discards[seat].put(card)
    if end is not None:
        state.lifted = (card, beaver, end)
        state.phase = PLACE
        return [BeaverLifted(seat, card, beaver, end, card // VALUES != beaver)]
    return land(state, card, beaver, None, 0.0, 0.0, 0.0)


def set_down(state: BiberState, action: SetDown) -> list[Event]:
    if state.phase != PLACE:
        raise IllegalAction(phase_message(state))
    check_placement(action.spot, action.tail, action.drop)
    assert state.lifted is not None
    card, beaver, end = state.lifted
    spot, tail, drop = tremble(state.rng, float(action.spot), float(action.tail), action.drop)
    state.lifted = None
    return land(state, card, beaver, end, spot, tail, drop)


def land(
    state: BiberState,
    card: int,
    beaver: int,
    end: int | None,
    spot: float,
    tail: float,
    drop: float,
) -> list[Event]:
    """The beaver arrives (on ring ``end`` as set down, or on the dam) and the raft answers."""
    seat = state.turn.current
    raft = state.raft
    colour = card // VALUES
    state.landed = (spot, tail % math.tau, drop) if end is not None else None
    start = raft.position(beaver)
    assert start is not None
    raft.move(beaver, card % VALUES + 1)
    if end is None:
        state.beavers_on_dam += 1
        state.dam.append(beaver)
        state.reward_due = True
    else:
        state.placements[beaver] = (spot, tail % math.tau)
        state.reward_due = RING_COLOUR[end] == beaver
    beavers = layout(raft, state.placements, BEAVERS)
    placed = next((b for b in beavers if b.colour == beaver), None) if end else None
    answer = wobble(state.poses, beavers, placed, drop)
    events: list[Event] = [
        BeaverMoved(seat, card, beaver, start, end, colour != beaver),
        RaftWobbled(
            seat, answer.frames, answer.tipped_at, answer.peak, answer.rough, tuple(beavers)
        ),
    ]
    if answer.tipped:
        events.append(RaftTipped(seat, *fall(answer, beavers)))
        state.raft = SpiralTrack(RING_COLOURS)  # every beaver is in the water
        state.poses = LEVEL_POSES
        returned = state.sticks[seat].take_up_to("stick", PENALTY)
        state.supply.add("stick", returned)
        state.returned[seat] += returned
        state.reward_due = False
        events.append(SticksReturned(seat, returned))
        end_round(state, END_TIPPED, (seat + 1) % state.players, events)
        return events
    state.poses = answer.poses
    if state.reward_due and rewards(state):
        state.phase = REWARD
    else:
        state.reward_due = False
        finish_move(state, events)
    return events


def preview(
    state: BiberState, move: Move, spot: float, tail: float
) -> tuple[list[Beaver], Beaver | None]:
    """The beavers on the raft after ``move`` with that spot and tail, and the one put down
    (``None`` when it swam onto the dam), without touching ``state``: what a player pictures
    before moving, and what a bot feeds to :func:`~tabletop_mein_lieber_biber.raft.wobble`."""
    _card, beaver, ring = move
    raft = state.raft.clone()
    placements = state.placements.copy()
    raft.remove(beaver)
    if ring is not None:
        raft.place(beaver, ring)
        placements[beaver] = (spot, tail % math.tau)
    beavers = layout(raft, placements, BEAVERS)
    placed = next((b for b in beavers if b.colour == beaver), None) if ring is not None else None
    return beavers, placed


def offered_placements(state: BiberState, ring: int) -> Iterator[tuple[float, float, float]]:
    """The representative placements on ``ring`` (see ``legal_actions``)."""
    x, y = state.raft.coordinates(ring)
    bearing = math.atan2(y, x)
    for spot in SPOTS:
        for turn in TAIL_TURNS:
            for drop in DROPS:
                yield spot, (bearing + turn) % math.tau, drop


def check_placement(spot: Any, tail: Any, drop: Any) -> None:
    if not _is_number(spot) or not -1.0 <= spot <= 1.0:
        raise IllegalAction(f"the spot within a ring runs from -1 to 1, not {spot!r}")
    if not _is_number(tail) or not math.isfinite(tail):
        raise IllegalAction(f"a tail points in a direction in radians, not {tail!r}")
    if not _is_number(drop) or not 0.0 <= drop <= 1.0:
        raise IllegalAction(f"a drop runs from 0 (lowered) to 1 (let fall), not {drop!r}")


def _is_number(value: Any) -> bool:
    return type(value) in (float, int)
