"""What a held piece will come down on: the placement rules a player judges before letting go.

A person at the real dam sees, while still holding the piece, whether the log will lie on a
beaver, whether it rests on the last log, whether the beaver's feet are on a free space. Here
the piece is lowered from where the hand holds it on the still table of the settled dam until
it meets something, then probed :data:`LANDING_DEPTH` deeper: everything it then overlaps is
what it comes down on. The ghost shows these refusals and the rules refuse them before any
physics runs; what only the settling shows is judged afterwards (:mod:`judge`).
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop_beaver_creek import judge
from tabletop_beaver_creek.dice import ON_LAST_LOG, ONLY_BEAVERS
from tabletop_beaver_creek.pieces import (
    BEAVER,
    BOX_KEY,
    COMBOS,
    LOG_KINDS,
    OUTLINE,
    TABLE_KEY,
    combo_beaver_offset,
    space_at,
)
from tabletop_beaver_creek.state import PLACE, CreekState
from tabletop_core.i18n import N_
from tabletop_core.physics import Table

LANDING_DEPTH = 1.5
"""How far below first contact the lowered piece is probed: what lies within it is landed on
(a log aimed across two heads meets both within this)."""
STEP = 1.0
PRECISION = 0.05

BEAVER_ON_THE_TABLE = N_("a beaver stands on the box or on a log, never on the table")
LOG_ON_THE_TABLE = N_("a log never touches the table")


def bodies(kind: str, x: float, y: float, angle: float, shift: float = 0.0):
    """``(piece, x, y, angle)`` of each body a placement lets go of: for face 4 the log first,
    the beaver standing on it second."""
    if kind in COMBOS:
        dx, dy = combo_beaver_offset(shift, angle)
        return [(COMBOS[kind], x, y, angle), (BEAVER, x + dx, y + dy, angle)]
    return [(kind, x, y, angle)]


def overlaps(table: Table, kind: str, x: float, y: float, angle: float) -> bool:
    """Whether the piece held there would be inside something of the dam."""
    return any(
        table.overlapping(OUTLINE[p], px, py, pa) for p, px, py, pa in bodies(kind, x, y, angle)
    )


def lowered(table: Table, kind: str, x: float, y: float, angle: float) -> float:
    """The height the piece held at ``y`` comes down to before it meets anything."""
    free = y
    blocked = None
    while free > -200.0:
        if overlaps(table, kind, x, free - STEP, angle):
            blocked = free - STEP
            break
        free -= STEP
    if blocked is None:
        return free
    while free - blocked > PRECISION:
        middle = (free + blocked) / 2
        if overlaps(table, kind, x, middle, angle):
            blocked = middle
        else:
            free = middle
    return free


def held_by(
    table: Table, kind: str, x: float, y: float, angle: float, keys: tuple[int, ...]
) -> dict[int, set[object]]:
    """What each body of a placement (their ``keys``, as :func:`bodies` orders them) comes down
    on: the bottom one what lies below, a combo's beaver its log."""
    held = {keys[0]: landed_on(table, kind, x, y, angle)}
    for key in keys[1:]:
        held[key] = {keys[0]}
    return held


def landed_on(table: Table, kind: str, x: float, y: float, angle: float) -> set[object]:
    """What the piece (for face 4: its log) comes down on when let go at that spot."""
    bottom, bx, by, ba = bodies(kind, x, lowered(table, kind, x, y, angle), angle)[0]
    return table.overlapping(OUTLINE[bottom], bx, by - LANDING_DEPTH, ba)


def landing_fault(
    state: CreekState,
    table: Table,
    kind: str,
    x: float,
    y: float,
    angle: float,
    last_log: int | None,
) -> str | None:
    """Why the rules refuse the piece coming down there (``None``: it may be let go of)."""
    under = landed_on(table, kind, x, y, angle)
    kinds: dict[object, str] = {k: state.pieces[k].kind for k in under if isinstance(k, int)}
    if kind == BEAVER:
        return _beaver_fault(state, x, under, kinds)
    if TABLE_KEY in under:
        return LOG_ON_THE_TABLE
    if BEAVER not in kinds.values():
        return judge.LOG_WITHOUT_BEAVER
    placing_now = state.phase == PLACE
    resting = last_log is None or last_log in under
    if placing_now and state.handicap == ON_LAST_LOG and not resting:
        return judge.OFF_THE_LAST_LOG
    if placing_now and state.handicap == ONLY_BEAVERS and _logs(kinds.values()):
        return judge.LOG_TOUCHES_LOG
    return None


def _logs(kinds: Iterable[str]) -> bool:
    return any(k in LOG_KINDS for k in kinds)


def _beaver_fault(
    state: CreekState, x: float, under: set[object], kinds: dict[object, str]
) -> str | None:
    if TABLE_KEY in under:
        return BEAVER_ON_THE_TABLE
    if BEAVER in kinds.values():
        return judge.BEAVER_ON_BEAVER
    if BOX_KEY in under:
        index = space_at(x)
        if index is None:
            return judge.OFF_THE_SPACES
        if index not in judge.free_spaces(state.contacts):
            return judge.SPACE_TAKEN
    if state.phase == PLACE and any(k in state.beaver_logs for k in kinds):
        return judge.ONE_BEAVER_PER_LOG
    return None
