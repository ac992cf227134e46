"""Where pieces can go: the placeable kinds, the static checks on a spot, and spot finding.

A spot is judged twice. Before the piece is let go (here): the piece is one the player may
place now, within reach, held the right way up, not inside anything, and coming down on what
the placement rules allow (:mod:`tabletop_beaver_creek.landing`). After the world has settled
(:mod:`tabletop_beaver_creek.judge`): what it rests on and whether anything fell.
"""

from __future__ import annotations

import math

from tabletop_beaver_creek import judge, landing
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.dice import ON_LAST_LOG, SCISSOR_GRIP
from tabletop_beaver_creek.handicaps import SCISSOR_TURN_LIMIT, hand_x, world_x
from tabletop_beaver_creek.pieces import (
    BEAVER,
    CEILING,
    COMBOS,
    DAM_CENTRE,
    LOG_KINDS,
    LOG_TILT_LIMIT,
    OUTLINE,
    REACH,
    SPACE_CENTRES,
    UPRIGHT_LIMIT,
)
from tabletop_beaver_creek.state import PLACE, SETUP, CreekState
from tabletop_beaver_creek.wording import a_piece, label, thing
from tabletop_beaver_creek.world import still_table
from tabletop_core.game import IllegalAction
from tabletop_core.i18n import translator
from tabletop_core.physics import Table, extent

_, ngettext = translator("tabletop_beaver_creek")

OVERLAP_TOLERANCE = 0.2
BRIDGE_TILT = math.radians(20)
"""The steepest log the offered spots lay across two beavers' heads: a steeper log lets what
stands on it slide, and rarely holds at all (a hand may still turn a log up to the rules'
limit)."""


def still(state: CreekState) -> Table:
    """The cached never-stepped table of the settled dam, frozen: the legal actions, their
    names, the bots and the ghost ask it the same questions many times, answered once."""
    if state.still is None:
        state.still = still_table(state.pieces)
        state.still.freeze()
    return state.still


def can_place_beaver(state: CreekState) -> bool:
    if state.phase == SETUP:
        return bool(judge.free_spaces(state.contacts))
    return bool(judge.free_spaces(state.contacts)) or bool(
        judge.open_logs(state.pieces, state.contacts, state.beaver_logs)
    )


def can_place_log(state: CreekState) -> bool:
    return bool(judge.free_beavers(state.pieces, state.contacts))


def some_roll_places(state: CreekState) -> bool:
    """Whether some roll of the dice could still let the player to act place a piece: a beaver
    from the supply on a free space or a lying log with room, or a log from their stock on a
    beaver with room on its head."""
    pieces, contacts = state.pieces, state.contacts
    beaver = state.supply[BEAVER] > 0 and bool(
        judge.free_spaces(contacts) or judge.open_logs(pieces, contacts)
    )
    log = state.stocks[state.current].total() > 0 and bool(judge.free_beavers(pieces, contacts))
    return beaver or log


def placeable(state: CreekState) -> list[str]:
    """The kinds of piece the player to act may let go of now, in a fixed order: those due
    (:func:`kinds_due`) for which some offered spot passes every check made before letting go."""
    due = kinds_due(state)
    return [kind for kind in due if any(_fits(state, kind, a, due) for a in aims(state, kind))]


def _fits(state: CreekState, kind: str, aim: tuple[float, float], due: list[str]) -> bool:
    x, angle = aim
    table = still(state)
    heights = (drop_height(table, kind, x, angle), *held_heights(state, kind, x, angle))
    return any(offered(state, kind, x, y, angle, due) is not None for y in heights)


def offered(
    state: CreekState, kind: str, x: float, y: float, angle: float, due: list[str] | None = None
) -> Place | None:
    """The action that lets ``kind`` go at world ``x`` just above height ``y`` (radians), as the
    rules offer it — the hand's position and the numbers rounded as a move is written — or None
    when the rules refuse it there. What :func:`placeable` says and what the legal actions list
    is the same test, so a turn never waits on a piece nothing lets go of. ``due``:
    :func:`kinds_due` of ``state`` when the caller has it already (see :func:`check_spot`)."""
    action = Place(
        kind,
        round(hand_x(state.handicap, x), 3),
        round(y + 0.001, 3),
        round(math.degrees(angle), 3),
    )
    try:
        check_spot(
            state,
            kind,
            world_x(state.handicap, action.x),
            action.y,
            math.radians(action.angle),
            due,
        )
    except IllegalAction:
        return None
    return action


def kinds_due(state: CreekState) -> list[str]:
    """The kinds of piece the dice and the supplies let the player place now, wherever."""
    if state.phase == SETUP:
        return [BEAVER] if state.supply["beaver"] and can_place_beaver(state) else []
    if state.phase != PLACE:
        return []
    stock = state.stocks[state.current]
    beaver_ok = state.beavers_due > 0 and state.supply["beaver"] > 0 and can_place_beaver(state)
    if state.combo_due:
        with_beaver = state.beavers_due > 0 and state.supply["beaver"] > 0
        if with_beaver and state.logs_due > 0 and can_place_log(state):
            return [combo for combo, log in COMBOS.items() if stock[log] > 0]
        return []
    kinds = [BEAVER] if beaver_ok else []
    if state.logs_due > 0 and can_place_log(state):
        kinds.extend(kind for kind in LOG_KINDS if stock[kind] > 0)
    return kinds


def outlines(kind: str, x: float, y: float, angle: float, shift: float = 0.0):
    """``(piece, x, y, angle)`` of each body a placement lets go of (two for face 4: the log,
    and the beaver standing on it)."""
    return landing.bodies(kind, x, y, angle, shift)


def last_log(state: CreekState) -> int | None:
    """The log every new log must rest on under face 5: the last one placed (or, if it left
    the dam, the newest log in it)."""
    if state.last_log in state.pieces:
        return state.last_log
    logs = [k for k, p in state.pieces.items() if p.kind in LOG_KINDS]
    return logs[-1] if logs else None


def check_spot(
    state: CreekState, kind: str, x: float, y: float, angle: float, due: list[str] | None = None
) -> None:
    """Raise :class:`IllegalAction` unless the piece may be let go of there (world x, radians).
    ``due``: :func:`kinds_due` of ``state`` when the caller has it already: the legal actions
    check a hundred spots or so of one state, and working out which kinds are due (which
    beavers are free, which logs open) each time was a fifth of their cost."""
    if due is None:
        due = kinds_due(state)
    if kind not in due:
        allowed = ", ".join(label(k) for k in due) or _("nothing")
        raise IllegalAction(
            _("cannot place {piece} now (placeable: {allowed})").format(
                piece=a_piece(kind), allowed=allowed
            )
        )
    if not all(math.isfinite(v) for v in (x, y, angle)):
        raise IllegalAction(_("the spot must be finite numbers"))
    if abs(x - DAM_CENTRE) > REACH or y > CEILING:
        raise IllegalAction(_("the spot is out of reach of the dam"))
    upright = kind == BEAVER or kind in COMBOS
    limit = UPRIGHT_LIMIT if upright else LOG_TILT_LIMIT
    if state.handicap == SCISSOR_GRIP and state.phase == PLACE:
        limit = min(limit, SCISSOR_TURN_LIMIT)
    if abs(angle) > limit + 1e-9:
        what = (
            _("a beaver is placed standing: turn it at most {degrees}°")
            if upright
            else _("a log is laid, not stood up: turn it at most {degrees}°")
        )
        raise IllegalAction(what.format(degrees=f"{math.degrees(limit):.0f}"))
    table = still(state)
    for piece, px, py, pa in outlines(kind, x, y, angle):
        hits = table.overlapping(OUTLINE[piece], px, py, pa, tolerance=OVERLAP_TOLERANCE)
        if hits:
            raise IllegalAction(
                _("the spot is taken (in the way: {pieces})").format(pieces=_names(state, hits))
            )
    fault = landing.landing_fault(state, table, kind, x, y, angle, last_log(state))
    if fault is not None:
        raise IllegalAction(_(fault))


def _names(state: CreekState, keys) -> str:
    names = []
    for key in sorted(keys, key=str):
        names.append(thing(key, state.pieces[key].kind if isinstance(key, int) else None))
    return ", ".join(names)


def clear_height(
    table: Table, kind: str, x: float, y: float, angle: float, shift: float = 0.0
) -> float:
    """``y`` raised, if need be, until the piece is inside nothing (after the hand shook)."""
    for _ in range(200):
        if not any(
            table.overlapping(OUTLINE[p], px, py, pa, tolerance=0.0)
            for p, px, py, pa in outlines(kind, x, y, angle, shift)
        ):
            return y
        y += 0.5
    return y


def drop_height(table: Table, kind: str, x: float, angle: float) -> float:
    """Where a hand lowering the piece at ``x`` lets go: just above what is below it."""
    if kind in COMBOS:
        log = OUTLINE[COMBOS[kind]]
        y = table.rest_height(log, x, angle, floor=-extent(log, angle)[1])
        return clear_height(table, kind, x, y, angle) + 0.05
    return table.rest_height(OUTLINE[kind], x, angle, floor=-extent(OUTLINE[kind], angle)[1])


def held_heights(state: CreekState, kind: str, x: float, angle: float) -> list[float]:
    """Where else than from above a hand lowering the piece at ``x`` may let go: slid in under
    an overhang, just above a piece of the dam with room over it, then lowered from there
    (highest first; each below the drop from above). A piece that would be inside something
    there is no candidate."""
    table = still(state)
    bottom_kind = COMBOS.get(kind, kind)
    left, bottom, right, _top = extent(OUTLINE[bottom_kind], angle)
    above = drop_height(table, kind, x, angle)
    found: list[float] = []
    for piece in state.pieces.values():
        p_left, _p_bottom, p_right, p_top = extent(OUTLINE[piece.kind], piece.angle)
        if piece.x + p_right <= x + left or piece.x + p_left >= x + right:
            continue
        start = piece.y + p_top - bottom + 0.5
        if start >= above - 0.5 or landing.overlaps(table, kind, x, start, angle):
            continue
        y = landing.lowered(table, kind, x, start, angle) + 0.5
        if y < above - 0.5 and all(abs(y - other) > 0.5 for other in found):
            found.append(y)
    return sorted(found, reverse=True)


def aims(state: CreekState, kind: str) -> list[tuple[float, float]]:
    """Representative ``(world x, angle)`` aims for a kind: the finite set legal_actions offers.

    Beavers: the centre of every free box space and of every free stretch on top of an open
    log. Logs: centred on every free beaver, overhanging it by most of the log to either side,
    and bridging it with every other free beaver in reach (tilted to lie on both heads).
    """
    pieces, contacts = state.pieces, state.contacts
    result: list[tuple[float, float]] = []
    if kind == BEAVER:
        result.extend((SPACE_CENTRES[i], 0.0) for i in judge.free_spaces(contacts))
        if state.phase == PLACE:
            for key in judge.open_logs(pieces, contacts, state.beaver_logs):
                log = pieces[key]
                for left, right in judge.log_room(pieces, contacts, key):
                    for along in {(left + right) / 2, left + 9.0, right - 9.0}:
                        result.append((log.x + along * math.cos(log.angle), 0.0))
        return result
    from tabletop_beaver_creek.pieces import BEAVER_HEIGHT, LOG_LENGTH

    length = LOG_LENGTH[COMBOS.get(kind, kind)]
    beavers = judge.free_beavers(pieces, contacts)
    limit = SCISSOR_TURN_LIMIT if state.handicap == SCISSOR_GRIP else LOG_TILT_LIMIT
    if kind in COMBOS:
        limit = UPRIGHT_LIMIT
    for key in beavers:
        b = pieces[key]
        room = judge.head_room(pieces, contacts, key)
        if room == [(-judge.HEAD_HALF, judge.HEAD_HALF)]:
            result.append((b.x, 0.0))
            result.append((b.x - length / 2 + 9, 0.0))
            result.append((b.x + length / 2 - 9, 0.0))
        result.extend(_half_head_aims(b.x, room, length))
        for other in beavers:
            c = pieces[other]
            if c.x <= b.x or c.x - b.x > length - 12:
                continue
            top_b = b.y + BEAVER_HEIGHT / 2
            top_c = c.y + BEAVER_HEIGHT / 2
            tilt = math.atan2(top_c - top_b, c.x - b.x)
            if abs(tilt) <= min(limit, BRIDGE_TILT):
                result.append(((b.x + c.x) / 2, tilt))
    if state.phase == PLACE and state.handicap == ON_LAST_LOG:
        result.extend(_onto_the_last_log(state, beavers, length, limit))
    return result


def _half_head_aims(
    x: float, room: list[tuple[float, float]], length: float
) -> list[tuple[float, float]]:
    """Level aims laying a log's end on the free half of a beaver's head (at ``x``), the log
    reaching away from what covers the other half: so two logs share one head."""
    half = judge.HEAD_HALF
    result = []
    for left, right in room:
        if right >= half:  # free up to the head's right edge: a log reaching right
            result.append((x + max(left, -0.5) + 0.5 + length / 2, 0.0))
        if left <= -half:  # free from the left edge: a log reaching left
            result.append((x + min(right, 0.5) - 0.5 - length / 2, 0.0))
    return result


def _onto_the_last_log(
    state: CreekState, beavers: list[int], length: float, limit: float
) -> list[tuple[float, float]]:
    """Face 5: aims laying the log across a free beaver's head and the last log's top."""
    key = last_log(state)
    if key is None:
        return []
    return onto_log(state, key, beavers, length, limit)


def onto_log(
    state: CreekState, key: int, beavers: list[int], length: float, limit: float
) -> list[tuple[float, float]]:
    """Aims laying a log of ``length`` from a free beaver's head onto the top of the log
    ``key`` (at either end, a quarter in or the middle), tilted at most ``limit``: the log
    rests on a beaver and on a log, as the rules allow."""
    from tabletop_beaver_creek.pieces import BEAVER_HEIGHT, HALF_LENGTH, LOG_THICKNESS

    log = state.pieces[key]
    cos, sin = math.cos(log.angle), math.sin(log.angle)
    half = HALF_LENGTH[log.kind]
    tops = [
        (log.x + s * cos - LOG_THICKNESS / 2 * sin, log.y + s * sin + LOG_THICKNESS / 2 * cos)
        for s in (-half + 6.0, -half / 2, 0.0, half / 2, half - 6.0)
    ]
    result = []
    for beaver in beavers:
        b = state.pieces[beaver]
        head = (b.x, b.y + BEAVER_HEIGHT / 2)
        for tx, ty in tops:
            span = abs(tx - head[0])
            if not 12.0 <= span <= length - 12.0:
                continue
            tilt = math.atan2(ty - head[1], tx - head[0])
            if tx < head[0]:
                tilt = math.atan2(head[1] - ty, head[0] - tx)
            if abs(tilt) <= limit:
                result.append(((head[0] + tx) / 2, tilt))
    return result
