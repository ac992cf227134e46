"""Trying a placement on a rebuilt copy of the dam, as a bot weighs its options.

The trial world is rebuilt from the settled poses (never copied from the live space) and let
settle once without the new piece; each candidate is then judged against that baseline, so
the small settling of a rebuilt world is not mistaken for a fall.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from tabletop_beaver_creek import judge, placing
from tabletop_beaver_creek.dice import ON_LAST_LOG, ONLY_BEAVERS
from tabletop_beaver_creek.pieces import DENSITY, FRICTION, OUTLINE
from tabletop_beaver_creek.state import PLACE, CreekState
from tabletop_beaver_creek.world import REST_SPEED, REST_SPIN, Piece, still_table

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


def baseline(state: CreekState) -> dict[int, Piece]:
    """The rebuilt dam's own settled poses, to judge trials against."""
    table = still_table(state.pieces)
    table.settle(TRIAL_MAX_STEPS, min_steps=TRIAL_MIN_STEPS, speed=REST_SPEED, spin=REST_SPIN)
    return {k: Piece(state.pieces[k].kind, *pose) for k, pose in table.poses().items()}


def try_place(
    state: CreekState, base: dict[int, Piece], kind: str, x: float, y: float, angle: float
) -> Outcome:
    """Let go of the piece at that world spot (radians) in a rebuilt dam and judge it."""
    table = still_table(state.pieces)
    kinds = {k: p.kind for k, p in state.pieces.items()}
    released = {}
    key = max(kinds, default=-1) + 1
    for piece, px, py, pa in placing.outlines(kind, x, y, angle):
        table.add_polygon(key, OUTLINE[piece], px, py, pa, density=DENSITY, friction=FRICTION)
        kinds[key] = piece
        released[key] = (px, py, pa)
        key += 1
    settling = table.settle(
        TRIAL_MAX_STEPS, min_steps=TRIAL_MIN_STEPS, speed=REST_SPEED, spin=REST_SPIN
    )
    after = {k: Piece(kinds[k], *pose) for k, pose in table.poses().items()}
    contacts = tuple(table.contacts())
    fell = judge.fallen(base, after, contacts, released)
    disturbance = sum(
        math.hypot(after[k].x - p.x, after[k].y - p.y) for k, p in base.items() if k in after
    )
    drift = sum(math.hypot(after[k].x - rx, after[k].y - ry) for k, (rx, ry, _) in released.items())
    work = len(kinds) * settling.steps
    if fell or not settling.settled:
        return Outcome(max(1, len(fell)), None, disturbance, drift, work)
    fault = judge.placement_fault(
        after,
        contacts,
        tuple(released),
        spaces_free=judge.free_spaces(state.contacts),
        beaver_logs=state.beaver_logs if state.phase == PLACE else (),
        last_log=_last_log(state) if state.handicap == ON_LAST_LOG else None,
        only_beavers=state.handicap == ONLY_BEAVERS,
    )
    return Outcome(0, fault, disturbance, drift, work)


def _last_log(state: CreekState) -> int | None:
    if state.last_log in state.pieces:
        return state.last_log
    logs = [k for k, p in state.pieces.items() if p.kind != "beaver"]
    return logs[-1] if logs else None
