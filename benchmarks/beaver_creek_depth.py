"""Beaver Creek's ceiling with depth: can a dam built in rows carry 41+ logs on 30 beavers?

The game's dam is one 2-D plane (:mod:`benchmarks.beaver_creek_ceiling` measures its ceiling).
The real toy is 3-D: logs criss-cross, a log lies along the dam in one row or across it on
beavers standing one behind the other. This benchmark keeps the 2-D side view and real pymunk
physics and gives the world depth with collision filters (``pymunk.ShapeFilter``):

- ``--rows`` depth rows (front, middle, back). A beaver, or a log lying ALONG the dam, lives in
  one row and collides only with its own row, the box, the table and logs laid across.
- A log laid ACROSS the dam is seen end-on: a square as thick as a log, spanning every row, so
  it collides with everything. In depth it balances only on supports in the front and the back
  row (or on something that spans every row): resting on one row alone it would tip over.
- The box's five spaces hold one beaver each, in any row (``--spaces-per-row``: one per row).

The same rules as the game otherwise: a log rests on at least one beaver; a beaver stands on a
free space or a log, never on a beaver; nothing touches the table; a placement counts only if
nothing fell (:func:`judge.fallen`, as the game judges). A deterministic beam search, no dice and
no handicap, one piece at a time, within the box's 30 beavers, 30 large and 20 small logs.

    python benchmarks/beaver_creek_depth.py --rows 3 --width 3
    python benchmarks/beaver_creek_depth.py --rows 1      # the one-plane model, same search
"""

from __future__ import annotations

import argparse
import math
import time
from typing import NamedTuple

import pymunk
from tabletop_beaver_creek import judge
from tabletop_beaver_creek.pieces import (
    BEAVER,
    BOX_KEY,
    DENSITY,
    FRICTION,
    HALF_HEIGHT,
    HALF_LENGTH,
    LOG,
    LOG_LENGTH,
    LOG_THICKNESS,
    OUTLINE,
    SMALL_LOG,
    SPACE_CENTRES,
    space_at,
)
from tabletop_beaver_creek.state import BEAVERS, LARGE_LOGS, SMALL_LOGS
from tabletop_beaver_creek.trial import TRIAL_MAX_STEPS, TRIAL_MIN_STEPS
from tabletop_beaver_creek.world import REST_SPEED, REST_SPIN, Piece, new_table

from tabletop_core.physics import Contact, Table, box, extent

ACROSS = {LOG: "log_across", SMALL_LOG: "small_log_across"}
"""A log laid across the dam, seen end-on."""
for _along, _across in ACROSS.items():
    OUTLINE[_across] = box(LOG_THICKNESS, LOG_THICKNESS)
    HALF_HEIGHT[_across] = LOG_THICKNESS / 2
    HALF_LENGTH[_across] = LOG_THICKNESS / 2
DIAGONAL = {LOG: "log_diagonal", SMALL_LOG: "small_log_diagonal"}
"""A log laid aslant across the dam (the toy's criss-cross): seen from the side it is shorter,
and each third of it lies in one row, front to back."""
ROW_PITCH = 15.0
"""How far apart (in depth) the rows' centres are: about a beaver's thickness and a little."""


def lay_diagonals(rows: int) -> None:
    """Give the diagonal logs their side-view length for ``rows`` rows: a log whose ends reach
    the front of the front row and the back of the back row (3 rows: a large log 66 long, a
    small one 33; 2 rows: 74 and 47)."""
    for along, diagonal in DIAGONAL.items():
        length = LOG_LENGTH[along]
        span = length * math.sqrt(max(0.0, 1.0 - (rows * ROW_PITCH / length) ** 2))
        OUTLINE[diagonal] = box(span, LOG_THICKNESS)
        HALF_HEIGHT[diagonal] = LOG_THICKNESS / 2
        HALF_LENGTH[diagonal] = span / 2


lay_diagonals(3)
LOGS = (LOG, SMALL_LOG, *ACROSS.values(), *DIAGONAL.values())
STOCK = {BEAVER: BEAVERS, LOG: LARGE_LOGS, SMALL_LOG: SMALL_LOGS}
SPANS = -1
"""The row of a piece laid across: every row."""
RISING = -2
"""The row of a diagonal log whose left third is in the front row, its right third at the back."""
FALLING = -3
"""A diagonal log the other way: front row on the right."""
SPREAD = (SPANS, RISING, FALLING)
ALL = pymunk.ShapeFilter.ALL_MASKS()
ACROSS_BIT = 1 << 20
BRIDGE_TILT = math.radians(20)
TIDY = [math.radians(10)]
"""A careful hand keeps a placement only if the piece rests this near level (a log) or upright."""

WEIGHTS = {"ends": 0.5, "ends_useful": 6, "beaver": 0.3, "room": 0.3, "room_useful": 3}
"""How the beam weighs a dam (:func:`promise`); the command line may change them."""


class Model(NamedTuple):
    rows: int
    spaces_per_row: bool
    across: bool
    diagonal: bool = True


def stock_kind(kind: str) -> str:
    for along in LOG_LENGTH:
        if kind in (ACROSS[along], DIAGONAL[along]):
            return along
    return kind


def parts(kind: str, row: int, rows: int):
    """``(outline in the body's frame, filter)`` of each shape of a piece: one, or for a
    diagonal log one third of it in each row."""
    if row not in (RISING, FALLING):
        return [(OUTLINE[kind], shape_filter(row))]
    span = HALF_LENGTH[kind] * 2
    third = span / rows
    found = []
    for index in range(rows):
        centre = -span / 2 + third * (index + 0.5)
        vertices = tuple((x + centre, y) for x, y in box(third, LOG_THICKNESS))
        found.append((vertices, shape_filter(index if row == RISING else rows - 1 - index)))
    return found


def shape_filter(row: int) -> pymunk.ShapeFilter:
    """A piece in ``row`` meets its row, what spans every row, and the box and table."""
    if row == SPANS:
        return pymunk.ShapeFilter(categories=ACROSS_BIT, mask=ALL)
    return pymunk.ShapeFilter(categories=1 << row, mask=(1 << row) | ACROSS_BIT | (1 << 21))


class Node(NamedTuple):
    pieces: dict[int, Piece]
    rows: dict[int, int]
    contacts: tuple[Contact, ...]
    used: dict[str, int]
    ends: int = 0
    room: int = 0

    @property
    def logs(self) -> int:
        return self.used[LOG] + self.used[SMALL_LOG]


def build(pieces: dict[int, Piece], rows: dict[int, int], model: Model) -> Table[int]:
    table = new_table()
    for shapes in table._shapes.values():
        for shape in shapes:
            shape.filter = pymunk.ShapeFilter(categories=ALL, mask=ALL)
    for key, piece in pieces.items():
        add(table, key, piece, rows[key], model)
    return table


def add(table: Table[int], key: int, piece: Piece, row: int, model: Model) -> None:
    body = table.add_polygon(
        key,
        OUTLINE[piece.kind],
        piece.x,
        piece.y,
        piece.angle,
        density=DENSITY,
        friction=FRICTION,
    )
    if row not in (RISING, FALLING):
        for shape in table._shapes[key]:
            shape.filter = shape_filter(row)
        return
    for shape in table._shapes.pop(key):
        del table._key_of[shape]
        table.space.remove(shape)
    shapes = []
    for vertices, part_filter in parts(piece.kind, row, model.rows):
        shape = pymunk.Poly(body, list(vertices))
        shape.friction = FRICTION
        shape.filter = part_filter
        table.space.add(shape)
        table._key_of[shape] = key
        shapes.append(shape)
    table._shapes[key] = shapes


def overlapping(
    table: Table[int], kind: str, row: int, x: float, y: float, angle: float, rows: int = 3
) -> bool:
    probe = table._probe_body
    probe.position = (x, y)
    probe.angle = angle
    for vertices, part_filter in parts(kind, row, rows):
        shape = pymunk.Poly(probe, list(vertices))
        shape.filter = part_filter
        for info in table.space.shape_query(shape):
            if info.shape is None or info.shape not in table._key_of:
                continue
            if any(p.distance < -0.2 for p in info.contact_point_set.points):
                return True
    return False


def drop_height(
    table: Table[int], kind: str, row: int, x: float, angle: float, rows: int = 3
) -> float:
    """Lowered from above at ``x`` in ``row`` until it meets something: where a hand lets go."""
    left, bottom, right, _top = extent(OUTLINE[kind], angle)
    column = pymunk.BB(x + left, -1e9, x + right, 1e9)
    wide = shape_filter(SPANS if row in SPREAD else row)
    highest = max((s.bb.top for s in table.space.bb_query(column, wide)), default=0.0)
    free = highest - bottom + 1.0
    y = free
    blocked = None
    while y > 0:
        y -= 1.0
        if overlapping(table, kind, row, x, y, angle, rows):
            blocked = y
            break
        free = y
    if blocked is None:
        return free
    while free - blocked > 0.05:
        middle = (free + blocked) / 2
        if overlapping(table, kind, row, x, middle, angle, rows):
            blocked = middle
        else:
            free = middle
    return free + 0.5


def rows_of(rows: dict[int, int], keys, model: Model) -> set[int]:
    found: set[int] = set()
    for key in keys:
        row = rows.get(key, SPANS) if isinstance(key, int) else SPANS
        found |= set(range(model.rows)) if row in SPREAD else {row}
    return found


def taken_spaces(contacts, rows: dict[int, int], model: Model) -> set[tuple[int, int]]:
    """(space, row) pairs taken on the box (row -1 for every row when spaces are shared)."""
    taken = set()
    for contact in contacts:
        if BOX_KEY not in (contact.a, contact.b):
            continue
        other = contact.b if contact.a == BOX_KEY else contact.a
        index = space_at(contact.x)
        if index is None:
            continue
        row = rows.get(other, SPANS) if model.spaces_per_row else SPANS
        taken.add((index, row))
    return taken


def space_free(taken, index: int, row: int, model: Model) -> bool:
    if not model.spaces_per_row:
        return (index, SPANS) not in taken
    return (index, row) not in taken and (index, SPANS) not in taken


def fault(node: Node, after, contacts, key: int, row: int, model: Model) -> str | None:
    piece = after[key]
    under = judge.supports(after, contacts, key)
    beavers_under = [o for o in under if isinstance(o, int) and after[o].kind == BEAVER]
    if piece.kind == BEAVER:
        if beavers_under:
            return "beaver on beaver"
        if not under:
            return "stands on nothing"
        if BOX_KEY in under:
            index = space_at(piece.x)
            if index is None:
                return "off the spaces"
            if not space_free(taken_spaces(node.contacts, node.rows, model), index, row, model):
                return "space taken"
        return None
    if not beavers_under:
        return "log without beaver"
    if row in SPREAD and model.rows > 1:
        held = rows_of(node.rows | {key: row}, under, model)
        if not {0, model.rows - 1} <= held:
            return "tips over in depth"
    return None


def settle(table: Table[int]) -> int:
    return table.settle(
        TRIAL_MAX_STEPS, min_steps=TRIAL_MIN_STEPS, speed=REST_SPEED, spin=REST_SPIN
    ).steps


def baseline(node: Node, model: Model) -> tuple[dict[int, Piece], tuple[Contact, ...], int]:
    if not node.pieces:
        return {}, (), 0
    table = build(node.pieces, node.rows, model)
    steps = settle(table)
    kinds = {k: p.kind for k, p in node.pieces.items()}
    pieces = {k: Piece(kinds[k], *pose) for k, pose in table.poses().items()}
    return pieces, tuple(table.contacts()), steps * len(pieces)


def try_place(node: Node, base, kind: str, row: int, x: float, angle: float, model: Model):
    table = build(node.pieces, node.rows, model)
    y = drop_height(table, kind, row, x, angle, model.rows) + 0.001
    key = max(node.pieces, default=-1) + 1
    add(table, key, Piece(kind, x, y, angle), row, model)
    steps = settle(table)
    work = steps * (len(node.pieces) + 1)
    kinds = {k: p.kind for k, p in node.pieces.items()} | {key: kind}
    after = {k: Piece(kinds[k], *pose) for k, pose in table.poses().items()}
    contacts = tuple(table.contacts())
    fell = judge.fallen(base[0], after, contacts, {key: (x, y, angle)}, base[1])
    if fell:
        return None, work, "fell"
    why = fault(node, after, contacts, key, row, model)
    if why is not None:
        return None, work, why
    if abs(math.asin(math.sin(after[key].angle))) > TIDY[0]:
        return None, work, "rests aslant"
    rows = node.rows | {key: row}
    used = dict(node.used)
    used[stock_kind(kind)] += 1
    ends = judge.head_ends(after, contacts)
    taken = taken_spaces(contacts, rows, model)
    spaces = sum(
        space_free(taken, i, r, model)
        for i in range(len(SPACE_CENTRES))
        for r in (range(model.rows) if model.spaces_per_row else [0])
    )
    room = (
        spaces + len(judge.open_logs(after, contacts)) + len(_stands_aslant(after, rows, contacts))
    )
    return Node(after, rows, contacts, used, ends, room), work, "holds"


STANCES = [3]
"""How many places along a free stretch a beaver is offered (``--stances``)."""


def _stances(left: float, right: float) -> list[float]:
    """Where along a stretch from ``left`` to ``right`` a beaver may stand: the middle first,
    then evenly from end to end (its feet 9 in from each end)."""
    low, high = left + 9.0, right - 9.0
    if high < low:
        return [(left + right) / 2]
    count = STANCES[0]
    spread = [low + (high - low) * i / (count - 1) for i in range(count)] if count > 1 else []
    return list(dict.fromkeys([(left + right) / 2, *spread]))


def _stands_aslant(pieces, rows, contacts) -> list[int]:
    """Logs across or aslant, lying, with nothing on them: a beaver could stand there."""
    return [
        key
        for key, row in rows.items()
        if row in SPREAD
        and abs(math.asin(math.sin(pieces[key].angle))) < math.radians(15)
        and not judge.carried(pieces, contacts, key)
    ]


def aims(node: Node, model: Model) -> list[tuple[str, int, float, float]]:
    """(kind, row, x, angle) spots to try from this dam, as the game's :func:`placing.aims`
    offers them, in every row and (logs) both orientations."""
    pieces, contacts, rows = node.pieces, node.contacts, node.rows
    found: list[tuple[str, int, float, float]] = []
    row_range = range(model.rows)
    if node.used[BEAVER] < STOCK[BEAVER]:
        taken = taken_spaces(contacts, rows, model)
        for r in row_range:
            for i, centre in enumerate(SPACE_CENTRES):
                if space_free(taken, i, r, model):
                    found.append((BEAVER, r, centre, 0.0))
            for key in judge.open_logs(pieces, contacts):
                if rows[key] not in (r, SPANS):
                    continue
                log = pieces[key]
                for left, right in judge.log_room(pieces, contacts, key):
                    for along in _stances(left, right):
                        found.append((BEAVER, r, log.x + along * math.cos(log.angle), 0.0))
            for key, piece in pieces.items():
                if rows[key] == SPANS and not judge.carried(pieces, contacts, key) - {BOX_KEY}:
                    found.append((BEAVER, r, piece.x, 0.0))
                if rows[key] in (RISING, FALLING) and abs(piece.angle) < math.radians(15):
                    third = 2 * HALF_LENGTH[piece.kind] / model.rows
                    index = r if rows[key] == RISING else model.rows - 1 - r
                    start = -HALF_LENGTH[piece.kind] + third * index
                    for along in _stances(start, start + third):
                        found.append((BEAVER, r, piece.x + along * math.cos(piece.angle), 0.0))
    beavers = judge.free_beavers(pieces, contacts)
    for along in (LOG, SMALL_LOG):
        if node.used[along] >= STOCK[along]:
            continue
        length = LOG_LENGTH[along]
        for key in beavers:
            b, r = pieces[key], rows[key]
            room = judge.head_room(pieces, contacts, key)
            half = judge.HEAD_HALF
            if room == [(-half, half)]:
                found.append((along, r, b.x, 0.0))
            for left, right in room:
                if right >= half:
                    found.append((along, r, b.x + max(left, -0.5) + 0.5 + length / 2, 0.0))
                if left <= -half:
                    found.append((along, r, b.x + min(right, 0.5) - 0.5 - length / 2, 0.0))
            for other in beavers:
                c = pieces[other]
                if rows[other] != r or c.x <= b.x or c.x - b.x > length - 12:
                    continue
                tilt = math.atan2(c.y - b.y, c.x - b.x)
                if abs(tilt) <= BRIDGE_TILT:
                    found.append((along, r, (b.x + c.x) / 2, tilt))
            if model.diagonal and model.rows > 1 and r in (0, model.rows - 1):
                found.extend(_diagonal_aims(pieces, rows, beavers, key, along, model))
            if model.across and model.rows > 1:
                for left, right in room:
                    found.append((ACROSS[along], SPANS, b.x + (left + right) / 2, 0.0))
                found.append((ACROSS[along], SPANS, b.x, 0.0))
    unique = list(dict.fromkeys((k, r, round(x, 2), round(a, 4)) for k, r, x, a in found))
    return _interleaved(unique)


def _interleaved(found: list[tuple[str, int, float, float]]) -> list[tuple[str, int, float, float]]:
    """The aims taking turns by row, so a cap on the aims tried of a kind leaves no row out."""
    groups: dict[tuple[str, int], list[tuple[str, int, float, float]]] = {}
    for aim in found:
        groups.setdefault((aim[0], aim[1]), []).append(aim)
    result = []
    for index in range(max((len(g) for g in groups.values()), default=0)):
        result.extend(group[index] for group in groups.values() if index < len(group))
    return result


def _diagonal_aims(pieces, rows, beavers, key: int, along: str, model: Model):
    """Diagonal logs from the front-row beaver ``key``'s head to a back-row beaver's head (or
    from the back row to the front), and reaching from its head either way to whatever is there."""
    kind = DIAGONAL[along]
    span = 2 * HALF_LENGTH[kind]
    reach = span - span / model.rows
    b, r = pieces[key], rows[key]
    last = model.rows - 1
    found = []
    for other in beavers:
        c = pieces[other]
        if rows[other] != last - r or c.x <= b.x or c.x - b.x > span - 4:
            continue
        tilt = math.atan2(c.y - b.y, c.x - b.x)
        if abs(tilt) <= BRIDGE_TILT:
            found.append((kind, RISING if r == 0 else FALLING, (b.x + c.x) / 2, tilt))
    # its end third on this head, reaching right (this beaver's row at the left end) or left
    found.append((kind, RISING if r == 0 else FALLING, b.x + reach / 2, 0.0))
    found.append((kind, FALLING if r == 0 else RISING, b.x - reach / 2, 0.0))
    return found


WHY: dict[tuple[str, str], int] = {}
"""How the aims tried from the last beam came out, by kind: why the search stopped."""


def children(node: Node, model: Model, per_kind: int) -> tuple[list[Node], int]:
    base = baseline(node, model)
    work = base[2]
    here = node._replace(pieces=base[0] or node.pieces, contacts=base[1] or node.contacts)
    found = []
    tried: dict[str, int] = {}
    for kind, row, x, angle in aims(here, model):
        if tried.get(kind, 0) >= per_kind:
            continue
        tried[kind] = tried.get(kind, 0) + 1
        child, spent, why = try_place(here, base, kind, row, x, angle, model)
        WHY[(kind, why)] = WHY.get((kind, why), 0) + 1
        work += spent
        if child is not None:
            found.append(child)
    return found, work


def promise(node: Node) -> tuple[float, int]:
    """How far a dam may still go: its logs, a share of a log for each log end a free head can
    still take and each place a beaver could stand (up to a useful number of each), less a
    share of a log for each beaver spent (30 must carry them all)."""
    ends = min(node.ends, WEIGHTS["ends_useful"])
    room = min(node.room, WEIGHTS["room_useful"])
    value = (
        node.logs
        + WEIGHTS["ends"] * ends
        + WEIGHTS["room"] * room
        - WEIGHTS["beaver"] * node.used[BEAVER]
    )
    return (value, node.logs)


def distinct(pool: list[Node], width: int) -> list[Node]:
    kept, seen = [], set()
    for node in pool:
        sig = (
            node.used[BEAVER],
            node.used[LOG],
            node.used[SMALL_LOG],
            node.ends,
            node.room,
            tuple(sorted(node.rows.values())),
        )
        if sig in seen:
            continue
        seen.add(sig)
        kept.append(node)
        if len(kept) >= width:
            break
    return kept


def search(model: Model, width: int, per_kind: int, verbose: bool = True) -> tuple[Node, int]:
    start = Node({}, {}, (), {BEAVER: 0, LOG: 0, SMALL_LOG: 0})
    beam, best, work, depth = [start], start, 0, 0
    while beam:
        depth += 1
        pool: list[Node] = []
        WHY.clear()
        for node in beam:
            found, spent = children(node, model, per_kind)
            pool.extend(found)
            work += spent
        if not pool:
            if verbose:
                tally = ", ".join(f"{k} {w}: {n}" for (k, w), n in sorted(WHY.items()))
                print(f"no placement holds from the last dams ({tally or 'no spot offered'})")
            break
        pool.sort(key=promise, reverse=True)
        beam = distinct(pool, width)
        top = max(beam, key=lambda n: n.logs)
        if top.logs > best.logs:
            best = top
        if verbose:
            across = sum(1 for r in beam[0].rows.values() if r == SPANS)
            aslant = sum(1 for r in beam[0].rows.values() if r in (RISING, FALLING))
            print(
                f"placement {depth}: best {beam[0].logs} logs ({across} across,"
                f" {aslant} aslant),"
                f" {beam[0].used[BEAVER]} beavers, {beam[0].ends} ends free;"
                f" {len(pool)} holding; work {work:,}",
                flush=True,
            )
    return best, work


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=3)
    parser.add_argument("--no-across", action="store_true", help="logs lie only along the dam")
    parser.add_argument("--spaces-per-row", action="store_true")
    parser.add_argument("--no-diagonal", action="store_true", help="no log lies aslant")
    parser.add_argument("--width", type=int, default=3)
    parser.add_argument("--per-kind", type=int, default=30)
    parser.add_argument("--stances", type=int, default=3, help="beaver places a free stretch")
    parser.add_argument("--tidy", type=float, default=10.0, help="degrees: steepest rest kept")
    for name, value in WEIGHTS.items():
        parser.add_argument(f"--{name.replace('_', '-')}-weight", type=float, default=value)
    args = parser.parse_args()
    TIDY[0] = math.radians(args.tidy)
    STANCES[0] = args.stances
    for name in WEIGHTS:
        WEIGHTS[name] = getattr(args, f"{name}_weight")
    lay_diagonals(args.rows)
    model = Model(args.rows, args.spaces_per_row, not args.no_across, not args.no_diagonal)
    began = time.process_time()
    best, work = search(model, args.width, args.per_kind)
    across = sum(1 for r in best.rows.values() if r == SPANS)
    aslant = sum(1 for r in best.rows.values() if r in (RISING, FALLING))
    print(
        f"ceiling ({model}): {best.logs} logs ({best.used[LOG]} large, {best.used[SMALL_LOG]}"
        f" small; {across} across, {aslant} aslant) on {best.used[BEAVER]} beavers; physics work {work:,};"
        f" CPU {time.process_time() - began:.0f} s"
    )


if __name__ == "__main__":
    main()
