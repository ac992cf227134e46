"""Trying a placement on a rebuilt copy of the dam, as a bot weighs its options.

The trial world is rebuilt from the settled poses (never copied from the live space) and let
settle once without the new piece; each candidate is then judged against that baseline, so
the small settling of a rebuilt world is not mistaken for a fall.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from tabletop_beaver_creek import judge, landing, placing
from tabletop_beaver_creek.dice import ON_LAST_LOG, ONLY_BEAVERS
from tabletop_beaver_creek.handicaps import Release
from tabletop_beaver_creek.pieces import DENSITY, FRICTION, OUTLINE
from tabletop_beaver_creek.state import PLACE, CreekState
from tabletop_beaver_creek.world import REST_SPEED, REST_SPIN, Piece, still_table
from tabletop_core.physics import Contact

TRIAL_MIN_STEPS = 40
TRIAL_MAX_STEPS = 240


class Outcome(NamedTuple):
    fell: int
    """How many pieces fell (0: no accident)."""
    fault: str | None
    disturbance: float
    """How far the dam's pieces moved, summed."""
    drift: float
    """How far the new piece moved from where it was let go."""
    work: int = 0
    """The physics it took: bodies in the trial world times the steps it was simulated."""
    supports: int = 0
    """How many things the new piece (for face 4: its log) rests on."""
    risk: int = 0
    """Of the slips :func:`try_shaken` tried, how many made something fall."""
    lean: float = 0.0
    """How far (radians) the placed pieces came to rest from level (a log) or upright."""
    heads: int = 0
    """Free beavers (room on their heads for a log) in the dam the placement leaves."""
    ends: int = 0
    """Log ends the free beavers' heads can still take in that dam (:func:`judge.head_ends`)."""
    dropped: int = 0
    """How many pieces of the dam that stood before fell (the piece let go not counted)."""
    collapsed: bool = False
    """Whether those were enough for solo's "the structure falls" (:func:`judge.structure_fell`)."""


class Baseline(NamedTuple):
    """The rebuilt dam's own settled poses and contacts."""

    pieces: dict[int, Piece]
    contacts: tuple[Contact, ...]


def baseline(state: CreekState) -> Baseline:
    """The rebuilt dam settled once without a new piece, to judge trials against."""
    table = still_table(state.pieces)
    table.settle(TRIAL_MAX_STEPS, min_steps=TRIAL_MIN_STEPS, speed=REST_SPEED, spin=REST_SPIN)
    pieces = {k: Piece(state.pieces[k].kind, *pose) for k, pose in table.poses().items()}
    return Baseline(pieces, tuple(table.contacts()))


def try_place(
    state: CreekState, base: Baseline, kind: str, x: float, y: float, angle: float
) -> Outcome:
    """Let go of the piece at that world spot (radians) in a rebuilt dam and judge it."""
    return _let_go(state, base, kind, Release(x, y, angle), 0.0).outcome


class Tried(NamedTuple):
    """A trial's outcome and the dam it came to rest as (the piece let go included)."""

    outcome: Outcome
    pieces: dict[int, Piece]
    contacts: tuple[Contact, ...]
    placed: tuple[int, ...]
    """The keys the trial gave the pieces let go of."""


def try_place_into(
    state: CreekState, base: Baseline, kind: str, x: float, y: float, angle: float
) -> Tried:
    """:func:`try_place`, with the dam it leaves: for a hand that looks one placement ahead."""
    return _let_go(state, base, kind, Release(x, y, angle), 0.0)


def try_hand(state: CreekState, base: Baseline, kind: str, hand: Release) -> Outcome:
    """Let go as the game does after die 2's hand had its say (:func:`handicaps.release`): the
    piece lifted clear of the dam if the noise put it inside something, with the hand's speed
    and spin and face 4's beaver off the middle, and judged from where it came down."""
    still = placing.still(state)
    y = placing.clear_height(still, kind, hand.x, hand.y, hand.angle, hand.combo_shift)
    fall = y - landing.lowered(still, kind, hand.x, y, hand.angle)
    return _let_go(state, base, kind, hand._replace(y=y), fall).outcome


def _let_go(state: CreekState, base: Baseline, kind: str, hand: Release, fall: float) -> Tried:
    x, y, angle = hand.x, hand.y, hand.angle
    table = still_table(state.pieces)
    kinds = {k: p.kind for k, p in state.pieces.items()}
    released = {}
    landed = {}
    key = max(kinds, default=-1) + 1
    for piece, px, py, pa in placing.outlines(kind, x, y, angle, hand.combo_shift):
        body = table.add_polygon(
            key, OUTLINE[piece], px, py, pa, density=DENSITY, friction=FRICTION
        )
        if hand.vx or hand.vy or hand.spin:
            body.velocity = (hand.vx, hand.vy)
            body.angular_velocity = hand.spin
        kinds[key] = piece
        released[key] = (px, py, pa)
        landed[key] = (px, py - fall, pa)
        key += 1
    settling = table.settle(
        TRIAL_MAX_STEPS, min_steps=TRIAL_MIN_STEPS, speed=REST_SPEED, spin=REST_SPIN
    )
    after = {k: Piece(kinds[k], *pose) for k, pose in table.poses().items()}
    contacts = tuple(table.contacts())
    held = landing.held_by(placing.still(state), kind, x, y, angle, tuple(released))
    fell = judge.fallen(base.pieces, after, contacts, landed, base.contacts, held)
    disturbance = sum(
        math.hypot(after[k].x - p.x, after[k].y - p.y) for k, p in base.pieces.items() if k in after
    )
    drift = sum(math.hypot(after[k].x - rx, after[k].y - ry) for k, (rx, ry, _) in released.items())
    work = len(kinds) * settling.steps
    placed = tuple(released)
    if fell or not settling.settled:
        dropped = sum(1 for k in fell if k in base.pieces)
        collapsed = judge.structure_fell(base.pieces, fell, ())
        outcome = Outcome(
            max(1, len(fell)), None, disturbance, drift, work, dropped=dropped, collapsed=collapsed
        )
        return Tried(outcome, after, contacts, placed)
    fault = judge.placement_fault(
        after,
        contacts,
        tuple(released),
        spaces_free=judge.free_spaces(state.contacts),
        beaver_logs=state.beaver_logs if state.phase == PLACE else (),
        last_log=placing.last_log(state) if state.handicap == ON_LAST_LOG else None,
        only_beavers=state.handicap == ONLY_BEAVERS,
    )
    bottom = min(released)
    supports = len(judge.supports(after, contacts, bottom))
    heads = len(judge.free_beavers(after, contacts))
    outcome = Outcome(
        0,
        fault,
        disturbance,
        drift,
        work,
        supports,
        0,
        _lean(after, released),
        heads,
        judge.head_ends(after, contacts),
    )
    return Tried(outcome, after, contacts, placed)


def _lean(after: dict[int, Piece], placed: dict[int, tuple[float, float, float]]) -> float:
    """How far (radians) the pieces just placed came to rest from lying level (a log) or
    standing upright (a beaver): a log on a slant gives the next beaver nowhere to stand."""
    return max(abs(math.asin(math.sin(after[k].angle))) for k in placed)


def try_shaken(
    state: CreekState,
    base: Baseline,
    kind: str,
    x: float,
    y: float,
    angle: float,
    spread: float,
    twist: float,
) -> Outcome:
    """Letting go at the spot, and how risky it is: ``risk`` counts the four slips of the hand
    (``spread`` to either side, turned ``twist`` radians either way) after which something
    falls. A log balanced on one beaver's head holds when let go exactly, and tips off when the
    hand is a little off."""
    exact = try_place(state, base, kind, x, y, angle)
    if spread <= 0.0 or exact.fell:
        return exact
    risk, work = 0, exact.work
    for side, turn in ((-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (1.0, 1.0)):
        moved = x + side * spread
        turned = angle + turn * twist
        lowered = placing.drop_height(placing.still(state), kind, moved, turned) + 0.001
        slipped = try_place(state, base, kind, moved, lowered, turned)
        risk += slipped.fell > 0
        work += slipped.work
    return exact._replace(risk=risk, work=work)
