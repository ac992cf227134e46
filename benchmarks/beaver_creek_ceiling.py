"""Beaver Creek's ceiling: how many logs can 30 beavers carry in this physics at all?

Independent of any bot and of the dice: a deterministic beam search over placements, one piece
at a time. From each dam kept, every spot the rules offer for a beaver, a large log and a small
log (:func:`placing.aims`, lowered as the legal actions lower them) is let go of exactly in the
physics trial the bots and the keyboard use (:mod:`tabletop_beaver_creek.trial`); a placement
counts only if nothing fell and no placement rule is broken. The ``width`` best dams are kept
after each placement (most logs, then the most log ends free heads can still take), within the
box's 30 beavers, 30 large and 20 small logs. The answer is the most logs any kept dam holds: if
that is far below 41, the model caps solo below the top bands whatever a bot does.

    python benchmarks/beaver_creek_ceiling.py --width 4
    python benchmarks/beaver_creek_ceiling.py --width 8 --per-kind 12
"""

from __future__ import annotations

import argparse
import random
import time
from typing import NamedTuple

from tabletop_beaver_creek import judge, pieces, placing, settle, trial, world
from tabletop_beaver_creek.dice import creek_dice
from tabletop_beaver_creek.pieces import (
    BEAVER,
    BEAVER_HEIGHT,
    BEAVER_WIDTH,
    LOG,
    LOG_LENGTH,
    LOG_TILT_LIMIT,
    SMALL_LOG,
)
from tabletop_beaver_creek.state import (
    BEAVERS,
    LARGE_LOGS,
    PLACE,
    SMALL_LOGS,
    CreekState,
)
from tabletop_beaver_creek.world import Piece

from tabletop_core.components import Supply
from tabletop_core.physics import Contact, chamfered_box

ENDS_WEIGHT = 0.5
ENDS_USEFUL = 6
BEAVER_COST = 0.3
ROOM_WEIGHT = 0.3
WEIGHTS = {"room": ROOM_WEIGHT}
ROOM_USEFUL = 3
STOCK = {BEAVER: BEAVERS, LOG: LARGE_LOGS, SMALL_LOG: SMALL_LOGS}


class Node(NamedTuple):
    pieces: dict[int, Piece]
    contacts: tuple[Contact, ...]
    used: dict[str, int]
    ends: int
    """Log ends the free heads can still take."""
    room: int = 0
    """Places a beaver could stand: free box spaces and lying logs with room on top."""

    @property
    def logs(self) -> int:
        return self.used[LOG] + self.used[SMALL_LOG]


def state_of(node: Node) -> CreekState:
    """A solo state placing anything, no handicap, at this dam."""
    state = CreekState(
        players=1,
        rng=random.Random(0),
        dice=creek_dice(),
        stocks=[
            Supply(
                log=STOCK[LOG] - node.used[LOG], small_log=STOCK[SMALL_LOG] - node.used[SMALL_LOG]
            )
        ],
        supply=Supply(beaver=STOCK[BEAVER] - node.used[BEAVER]),
        phase=PLACE,
        pieces=dict(node.pieces),
        contacts=node.contacts,
        next_id=max(node.pieces, default=-1) + 1,
    )
    state.beavers_due = 1 if state.supply[BEAVER] else 0
    state.logs_due = 1 if state.logs_left(0) else 0
    return state


def children(node: Node, per_kind: int) -> tuple[list[Node], int]:
    """Every placement from ``node`` that holds, and the physics work spent finding them."""
    state = state_of(node)
    base = trial.baseline(state)
    table = placing.still(state)
    found, work = [], 0
    for kind in placing.kinds_due(state):
        tried_here = 0
        for x, angle in _aims(state, kind):
            heights = (
                placing.drop_height(table, kind, x, angle),
                *placing.held_heights(state, kind, x, angle),
            )
            y = next(
                (h + 0.001 for h in heights if placing.offered(state, kind, x, h, angle)), None
            )
            if y is None:
                continue
            tried = trial.try_place_into(state, base, kind, x, y, angle)
            work += tried.outcome.work
            tried_here += 1
            if tried.outcome.fell or tried.outcome.fault is not None:
                continue
            used = dict(node.used)
            used[kind] += 1
            room = len(judge.free_spaces(tried.contacts)) + len(
                judge.open_logs(tried.pieces, tried.contacts, set())
            )
            found.append(Node(tried.pieces, tried.contacts, used, tried.outcome.ends, room))
            if tried_here >= per_kind:
                break
    return found, work


def _aims(state: CreekState, kind: str) -> list[tuple[float, float]]:
    """The rules' offered aims, and for a log also every lean from a free head onto another
    log (:func:`placing.onto_log`, as the hard hand tries alone): a log on half a head and a
    log is how a dam holds more logs than its beavers have heads."""
    found = placing.aims(state, kind)
    if kind in LOG_LENGTH:
        beavers = judge.free_beavers(state.pieces, state.contacts)
        for key, piece in state.pieces.items():
            if piece.kind in LOG_LENGTH:
                found.extend(
                    placing.onto_log(state, key, beavers, LOG_LENGTH[kind], LOG_TILT_LIMIT)
                )
    return found


def search(width: int, per_kind: int, verbose: bool = True) -> tuple[int, int, Node]:
    """The most logs the beam reaches, the physics work spent, and the best dam."""
    start = Node({}, (), {BEAVER: 0, LOG: 0, SMALL_LOG: 0}, 0)
    beam = [start]
    best = start
    work = 0
    depth = 0
    while beam:
        depth += 1
        pool: list[Node] = []
        for node in beam:
            found, spent = children(node, per_kind)
            pool.extend(found)
            work += spent
        if not pool:
            break
        pool.sort(key=_promise, reverse=True)
        beam = _distinct(pool, width)
        if beam[0].logs > best.logs:
            best = beam[0]
        if verbose:
            print(
                f"placement {depth}: best {beam[0].logs} logs, {beam[0].used[BEAVER]} beavers,"
                f" {beam[0].ends} ends free; {len(pool)} holding; work {work:,}",
                flush=True,
            )
    return best.logs, work, best


def _promise(node: Node) -> tuple[float, int]:
    """How far a dam may still go: its logs, half a log for each log end a free head can
    still take (up to :data:`ENDS_USEFUL`: a dam with no free head takes no more logs), a
    little for each place a beaver could stand (up to :data:`ROOM_USEFUL`), less a share of a
    log for each beaver spent (30 must carry them all)."""
    ends = min(node.ends, ENDS_USEFUL)
    room = min(node.room, ROOM_USEFUL)
    promise = (
        node.logs + ENDS_WEIGHT * ends + WEIGHTS["room"] * room - BEAVER_COST * node.used[BEAVER]
    )
    return (promise, node.logs)


def _distinct(pool: list[Node], width: int) -> list[Node]:
    """The best ``width`` nodes, no two with the same counts and free ends (near-copies)."""
    kept, seen = [], set()
    for node in pool:
        sig = (node.used[BEAVER], node.used[LOG], node.used[SMALL_LOG], node.ends)
        if sig in seen:
            continue
        seen.add(sig)
        kept.append(node)
        if len(kept) >= width:
            break
    return kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=4)
    parser.add_argument("--per-kind", type=int, default=40)
    parser.add_argument(
        "--chamfer", type=float, default=None, help="try another beaver head: its corner cut"
    )
    parser.add_argument("--friction", type=float, default=None, help="try another friction")
    parser.add_argument(
        "--room-weight",
        type=float,
        default=ROOM_WEIGHT,
        help="worth of a place a beaver could stand",
    )
    args = parser.parse_args()
    WEIGHTS["room"] = args.room_weight
    if args.chamfer is not None:
        pieces.OUTLINE[BEAVER] = chamfered_box(BEAVER_WIDTH, BEAVER_HEIGHT, args.chamfer)
        judge.HEAD_HALF = BEAVER_WIDTH / 2 - args.chamfer
    if args.friction is not None:
        for module in (pieces, world, trial, settle):
            if hasattr(module, "FRICTION"):
                module.FRICTION = args.friction
    began = time.process_time()
    logs, work, best = search(args.width, args.per_kind)
    print(
        f"ceiling: {logs} logs ({best.used[LOG]} large, {best.used[SMALL_LOG]} small) on"
        f" {best.used[BEAVER]} beavers; physics work {work:,};"
        f" CPU {time.process_time() - began:.0f} s"
    )


if __name__ == "__main__":
    main()
