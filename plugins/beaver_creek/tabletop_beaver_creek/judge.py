"""Rule checks read from the physics: what rests on what, what touches the table, what fell.

All of them take the settled poses and the contacts of the world they judge, so the game, the
bots' trial worlds and the tests ask the same questions of the same data.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

from tabletop_beaver_creek.pieces import (
    BEAVER,
    BEAVER_HEIGHT,
    BEAVER_WIDTH,
    BOX_KEY,
    BOX_TOP,
    HALF_HEIGHT,
    HALF_LENGTH,
    LOG_KINDS,
    OUTLINE,
    SPACE_CENTRES,
    TABLE_KEY,
    space_at,
)
from tabletop_beaver_creek.world import Piece
from tabletop_core.i18n import N_
from tabletop_core.physics import Contact, transformed, turn_between

BEAVER_ON_BEAVER = N_("a beaver never stands directly on another beaver")
OFF_THE_SPACES = N_("a beaver on the box stands on one of its five spaces")
SPACE_TAKEN = N_("that space of the box is taken")
ONE_BEAVER_PER_LOG = N_("only one beaver per log in a turn")
STANDS_ON_NOTHING = N_("the beaver does not stand on anything")
LOG_WITHOUT_BEAVER = N_("a log rests on at least one beaver, never on logs alone")
OFF_THE_LAST_LOG = N_("every log must rest on the last log placed")
LOG_TOUCHES_LOG = N_("a log may touch beavers only")
"""Why a placement is taken back: English in the events, translated where shown."""

FALL_DROP = BEAVER_HEIGHT
"""A piece whose middle came down more than a beaver's height fell, whatever it still touches
(a log tipping from a beaver's head onto the box comes down about half that: a lean)."""
SLIP_DROP = 4.0
"""A piece that lost everything it rested on and came down more than this fell off its support."""
LYING = math.radians(60)
"""A beaver turned this far from upright, or a log this far from level, fell over. Less is a
lean, not a fall."""
STANDING_LIMIT = math.radians(20)
"""A beaver leaning more than this cannot carry a log (it is no free beaver)."""
FACE_ZONE = 2.5
"""How near a piece's top or bottom face a contact must be to count as resting there."""
ROOM_MARGIN = 2.0
HEAD_HALF = BEAVER_WIDTH / 2 - 3.0
"""Half the flat of a beaver's head (its outline is chamfered by 3 at the corners)."""
HEAD_ROOM = 3.5
"""The free stretch of a beaver's head a log's end needs: a little less than half the flat,
so a head whose one half carries the end of a log still carries the end of another."""
COLLAPSE_SHARE = 0.25
"""Solo: the structure falls when at least this share of the pieces that stood in the dam
before the move dropped in it (and at least :data:`COLLAPSE_LEAST` of them)."""
COLLAPSE_LEAST = 2

Contacts = Sequence[Contact]


def _local(piece: Piece, x: float, y: float) -> tuple[float, float]:
    dx, dy = x - piece.x, y - piece.y
    cos, sin = math.cos(piece.angle), math.sin(piece.angle)
    return dx * cos + dy * sin, -dx * sin + dy * cos


def _touches(contacts: Contacts, key: object) -> Iterable[tuple[object, Contact]]:
    for contact in contacts:
        if contact.a == key:
            yield contact.b, contact
        elif contact.b == key:
            yield contact.a, contact


def touching(contacts: Contacts, key: int) -> set[object]:
    return {other for other, _ in _touches(contacts, key)}


def supports(pieces: Mapping[int, Piece], contacts: Contacts, key: int) -> set[object]:
    """What the piece rests on: everything touching its bottom face."""
    piece = pieces[key]
    floor = -HALF_HEIGHT[piece.kind] + FACE_ZONE
    return {o for o, c in _touches(contacts, key) if _local(piece, c.x, c.y)[1] < floor}


def carried(pieces: Mapping[int, Piece], contacts: Contacts, key: int) -> set[object]:
    """What rests on the piece: everything touching its top face."""
    piece = pieces[key]
    ceiling = HALF_HEIGHT[piece.kind] - FACE_ZONE
    return {o for o, c in _touches(contacts, key) if _local(piece, c.x, c.y)[1] > ceiling}


def on_table(pieces: Mapping[int, Piece], contacts: Contacts, key: int) -> bool:
    """Anything below the box top, or touching the table, is on the table."""
    return pieces[key].y < BOX_TOP or TABLE_KEY in touching(contacts, key)


def standing(piece: Piece) -> bool:
    return piece.kind != BEAVER or turn_between(0.0, piece.angle) <= STANDING_LIMIT


def _covered(
    pieces: Mapping[int, Piece], contacts: Contacts, key: int
) -> list[tuple[float, float]]:
    """The stretches (along the piece, from its centre) of a piece's top under what rests on it."""
    under = pieces[key]
    covered = []
    for other in carried(pieces, contacts, key):
        if not isinstance(other, int):
            continue
        rider = pieces[other]
        outline = transformed(OUTLINE[rider.kind], rider.x, rider.y, rider.angle)
        along = [_local(under, x, y)[0] for x, y in outline]
        covered.append((min(along), max(along)))
    covered.sort()
    return covered


def _room(
    covered: list[tuple[float, float]], half: float, need: float
) -> list[tuple[float, float]]:
    room, start = [], -half
    for left, right in covered:
        if left - start >= need:
            room.append((start, left))
        start = max(start, right)
    if half - start >= need:
        room.append((start, half))
    return room


def head_room(
    pieces: Mapping[int, Piece], contacts: Contacts, key: int
) -> list[tuple[float, float]]:
    """Stretches of a beaver's flat head (along it, from its centre) with nothing on them, wide
    enough for the end of a log (:data:`HEAD_ROOM`)."""
    return _room(_covered(pieces, contacts, key), HEAD_HALF, HEAD_ROOM)


def free_beavers(pieces: Mapping[int, Piece], contacts: Contacts) -> list[int]:
    """Beavers standing in the dam with room on their heads: a log may be laid on them. A log
    across the whole head takes it; a log whose end covers half of it leaves the other half
    for the end of another log."""
    return [
        key
        for key, piece in pieces.items()
        if piece.kind == BEAVER
        and standing(piece)
        and not on_table(pieces, contacts, key)
        and head_room(pieces, contacts, key)
    ]


def head_ends(pieces: Mapping[int, Piece], contacts: Contacts) -> int:
    """How many log ends the free beavers' heads can still take: two on a head with nothing on
    it (a log's end on each half), one on each free stretch of a head partly covered."""
    ends = 0
    for key in free_beavers(pieces, contacts):
        room = head_room(pieces, contacts, key)
        ends += 2 if room == [(-HEAD_HALF, HEAD_HALF)] else len(room)
    return ends


def free_spaces(contacts: Contacts) -> list[int]:
    """Box spaces nothing touches the box in."""
    taken = set()
    for other, contact in _touches(contacts, BOX_KEY):
        del other
        index = space_at(contact.x)
        if index is not None:
            taken.add(index)
    return [i for i in range(len(SPACE_CENTRES)) if i not in taken]


def log_room(
    pieces: Mapping[int, Piece], contacts: Contacts, key: int
) -> list[tuple[float, float]]:
    """Stretches of a log's top (along the log, from its centre) wide enough for a beaver."""
    log = pieces[key]
    return _room(
        _covered(pieces, contacts, key), HALF_LENGTH[log.kind], BEAVER_WIDTH + 2 * ROOM_MARGIN
    )


def open_logs(
    pieces: Mapping[int, Piece], contacts: Contacts, used: Iterable[int] = ()
) -> list[int]:
    """Logs in the dam, lying (not steep), that got no beaver this turn and have room on top."""
    used = set(used)
    return [
        key
        for key, piece in pieces.items()
        if piece.kind in LOG_KINDS
        and key not in used
        and turn_between(0.0, piece.angle) < math.radians(40)
        and not on_table(pieces, contacts, key)
        and log_room(pieces, contacts, key)
    ]


def lying(piece: Piece) -> bool:
    """Fallen over: a beaver no longer standing (more than :data:`LYING` from upright), or a log
    standing on end (more than :data:`LYING` from level, either way round)."""
    if piece.kind == BEAVER:
        return turn_between(0.0, piece.angle) > LYING
    return abs(math.sin(piece.angle)) > math.sin(LYING)


def fallen(
    before: Mapping[int, Piece],
    after: Mapping[int, Piece],
    contacts: Contacts,
    released: Mapping[int, tuple[float, float, float]],
    before_contacts: Contacts = (),
    held_by: Mapping[int, set[object]] | None = None,
) -> list[int]:
    """Pieces that dropped ("if you drop the log or the beaver you are about to place or any
    other piece of the dam"): a piece fell when it reached the table, when it lost everything
    it rested on and came down (more than :data:`SLIP_DROP`), when its middle came down more
    than :data:`FALL_DROP` whatever it still touches, or when it fell over (:func:`lying`). A slide
    along a support, or a lean on it (a log tipping with one end still on its beaver, a beaver
    leaning on a neighbour), is no fall.

    ``before``/``before_contacts``: the settled dam before the move; ``released``: the pieces
    just let go of, at the pose they came down to; ``held_by``: what each of those came down on.
    """
    held_by = held_by or {}
    result = []
    for key, piece in after.items():
        if on_table(after, contacts, key):
            result.append(key)
            continue
        was = before.get(key)
        if was is not None:
            start, held = (
                was.y,
                supports(before, before_contacts, key) if before_contacts else set(),
            )
        elif key in released:
            start, held = released[key][1], held_by.get(key, set())
        else:
            continue
        drop = start - piece.y
        fell_over = lying(piece) and not (was is not None and lying(was))
        slipped = drop > SLIP_DROP and held and not held & supports(after, contacts, key)
        if drop > FALL_DROP or fell_over or slipped:
            result.append(key)
    return sorted(result)


def structure_fell(
    standing: Mapping[int, Piece], fell: Iterable[int], discarded: Iterable[int]
) -> bool:
    """Solo's end, "if the structure falls": the move brought down the dam that stood before
    it, not just the piece being placed: at least :data:`COLLAPSE_SHARE` of the pieces that
    stood (and at least :data:`COLLAPSE_LEAST`) dropped (:func:`fallen`), wherever they came
    to rest. The piece let go of sliding off, even to the table, or one piece of the dam
    tipping or knocked off is an accident, not a fall of the structure. ``discarded`` (the
    pieces that reached the table) is not needed to tell: a fall is a fall, on the box or
    below it."""
    del discarded
    dropped = [key for key in fell if key in standing]
    return len(dropped) >= max(COLLAPSE_LEAST, math.ceil(COLLAPSE_SHARE * len(standing)))


def placement_fault(
    pieces: Mapping[int, Piece],
    contacts: Contacts,
    placed: Sequence[int],
    *,
    spaces_free: Iterable[int],
    beaver_logs: Iterable[int],
    last_log: int | None,
    only_beavers: bool,
) -> str | None:
    """Why the pieces just placed, now resting, break a placement rule (``None`` if they do not)."""
    spaces_free = set(spaces_free)
    beaver_logs = set(beaver_logs)
    for key in placed:
        piece = pieces[key]
        under = supports(pieces, contacts, key)
        if piece.kind == BEAVER:
            if any(isinstance(o, int) and pieces[o].kind == BEAVER for o in under):
                return BEAVER_ON_BEAVER
            if BOX_KEY in under:
                index = space_at(piece.x)
                if index is None:
                    return OFF_THE_SPACES
                if index not in spaces_free:
                    return SPACE_TAKEN
            if any(o in beaver_logs for o in under):
                return ONE_BEAVER_PER_LOG
            if not under:
                return STANDS_ON_NOTHING
        else:
            if not any(isinstance(o, int) and pieces[o].kind == BEAVER for o in under):
                return LOG_WITHOUT_BEAVER
            near = touching(contacts, key)
            if last_log is not None and last_log in pieces and last_log not in under:
                return OFF_THE_LAST_LOG
            if only_beavers and any(
                isinstance(o, int) and o not in placed and pieces[o].kind in LOG_KINDS for o in near
            ):
                return LOG_TOUCHES_LOG
    return None


def easiest_log(pieces: Mapping[int, Piece], contacts: Contacts) -> int | None:
    """The log to pull out of the dam when the discard pile is empty: nothing on it, highest."""
    logs = [k for k, p in pieces.items() if p.kind in LOG_KINDS]
    if not logs:
        return None
    free = [k for k in logs if not carried(pieces, contacts, k)] or logs
    return max(free, key=lambda k: (pieces[k].y, -k))
