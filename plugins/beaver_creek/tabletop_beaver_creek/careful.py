"""The hard hand: it weighs every spot by what the spot is worth in logs, against the slips of
its own hand and of the turn's die 2, drawn the way the game draws them.

What a placement is worth, in logs (the game is won by getting rid of them): a log that stays
is one log fewer; a piece that falls gives every other player a log to discard and ends the
move, so the logs still due this turn stay in hand; a log that falls is gone all the same (it
is discarded with the accident, not given back), so when every spot is doomed a falling log
costs less than a falling beaver. The last log wins only if it stays; alone, the first
accident ends the game.

Each spot is first let go exactly; the most promising ones are then let go again several
times with the hand shaken as it will be: the bot's own unsteadiness, then die 2's tremble,
swing, mirror or off-centre beaver, drawn by the game's own :func:`handicaps.release` from the
bot's RNG (the state's, which holds the real draws, is not in its view). Every spot gets the
same draws, so that spots are compared on the same luck. A spot is judged by its expected
worth over those draws, the dam it leaves (a log on a slant or a tall tower spoils the next
spots) breaking near-ties. A beaver spot, while logs are still due, is also weighed by the best log
spot on the dam its trial leaves (one placement of look-ahead, exact), so the beaver does not
take the place the logs needed. When no offered spot stands, the hand looks along every open log and
around every free beaver for one that does; a spot taken back this turn is not tried again.
"""

from __future__ import annotations

import math
import random
from typing import Any, NamedTuple

from tabletop_beaver_creek import judge, placing
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.bots import HANDICAP_SHAKE, SteadyHand
from tabletop_beaver_creek.dice import ON_LAST_LOG, ONLY_BEAVERS, SCISSOR_GRIP
from tabletop_beaver_creek.handicaps import SCISSOR_TURN_LIMIT, Release, release, world_x
from tabletop_beaver_creek.pieces import (
    BEAVER,
    COMBOS,
    LOG_KINDS,
    LOG_LENGTH,
    SPACE_CENTRES,
    UPRIGHT_LIMIT,
)
from tabletop_beaver_creek.state import MAX_REFUSALS, PLACE, SETUP, CreekState
from tabletop_beaver_creek.trial import (
    Baseline,
    Outcome,
    Tried,
    baseline,
    try_hand,
    try_place,
    try_place_into,
)
from tabletop_core.game import IllegalAction

LAST_LOG_WORTH = 10.0
"""Placing one's last log without an accident wins the game."""
SOLO_FALL_COST = 10.0
"""Alone at the creek, a placement that brings the structure down ends the game: nothing
placed later counts."""
SOLO_ACCIDENT_COST = 1.0
"""Alone, an accident that leaves the structure standing stops the move: the piece is lost to
the table or lies in the way, and the logs still due wait for the next roll."""
DROPPED_COST = 0.5
"""Alone, per piece of the dam that came down with it: a beaver on the table is one head
fewer for the logs to come, a fallen piece on the dam is in the way."""
LATER_LOG_WORTH = 0.7
"""What each log still due this turn is worth before it is placed: it may yet fall."""
REFUSAL_COST = 0.2
"""A piece taken back costs one of the turn's tries (the more, the nearer the limit)."""
LEAN_COST = 0.8
"""Per radian the placed piece rests off level or upright (a log at 20° costs 0.28)."""
DISTURBANCE_COST = 0.01
"""Per unit the dam's pieces moved: a dam that shifts now shifts further later."""
HEIGHT_COST = 0.001
"""Per unit of height: a low, wide dam keeps its spots."""
END_WORTH = 0.2
"""Solo, per log end the free beavers' heads can still take in the dam the placement leaves
(two on a free head, one on a half-covered one): with 30 beavers for 50 logs, a log laid on
half a head (the other half left for the next log's end) keeps the dam growing."""
SHORTLIST = 6
"""Spots let go again with the shaken hand (the best after the exact trial)."""
SHAKES = 6
"""Shaken trials per shortlisted spot."""
TAKEN_BACK_REACH = 4.0
"""Units either side of a spot taken back this turn where the hand does not try again."""
MORE_AIMS = 80
"""Aims between the offered spots looked at when none of those stands."""
LEANING_SPOTS = 12
"""Spots the hand adds to those offered: a log from a free beaver's head onto the top of a log
of the dam (:func:`placing.onto_log`), which takes only part of one head. With 30 beavers for
50 logs, logs that each take a whole head run out of heads long before the logs run out: so
the hand looks for these alone at the creek (with others, a player's ten or twelve logs find
heads enough, and the work goes into shaking the offered spots)."""
FOLLOW_SPOTS = 16
"""Log spots tried on the dam a looked-past beaver leaves."""


class Weighed(NamedTuple):
    worth: float
    action: Place


class CarefulHand(SteadyHand):
    """``shake``/``twist``: the hand's own standard deviations (units, degrees), as for the
    other levels. ``work``: body-steps of physics the decision may spend (bodies in the trial
    world times the steps simulated); every spot offered is tried at least once while work is
    left, the shortlist is shaken only with what remains, and the search along the logs only
    when nothing offered stands. A decision is a pure function of (view, rng)."""

    def __init__(self, shake: float, twist: float, work: int) -> None:
        super().__init__(candidates=0, shake=shake, twist=twist, work=work)
        self.budget = work
        self.spent = 0
        """Body-steps the last decision spent."""

    def choose(self, game: Any, view: CreekState, rng: random.Random) -> Any:
        if view.phase not in (PLACE, SETUP):
            return super().choose(game, view, rng)
        options = [a for a in game.legal_actions(view) if isinstance(a, Place)]
        if not options:
            return game.random_action(view, rng)
        rng.shuffle(options)
        options.sort(key=lambda a: a.piece == BEAVER)  # logs first: they are the point
        draws = [rng.getrandbits(64) for _ in range(SHAKES)]
        base = baseline(view)
        self.spent = 0
        exact = self._try_all(view, base, options)
        if view.players == 1 and self.spent < self.budget // 2:
            exact += self._try_all(view, base, self._leaning(game, view, options))
        if not any(self._stands(o) for _, o in exact):
            exact += self._try_all(view, base, self._more_spots(game, view, options, rng))
        exact.sort(key=lambda pair: -self._worth(view, pair[0], pair[1]))
        refused = _taken_back(view)
        if refused:
            exact = [(a, o) for a, o in exact if not _near(view, a, refused)] or exact
        best = Weighed(-math.inf, exact[0][0])
        for action, outcome in exact[:SHORTLIST]:
            if self._stands(outcome):
                worth = self._shaken_worth(view, base, action, outcome, draws)
                if action.piece == BEAVER and _logs_follow(view):
                    worth += self._follow(game, view, base, action) - self._later(view, 0)
            else:
                worth = self._worth(view, action, outcome)
            if worth > best.worth:
                best = Weighed(worth, action)
        return self._shaky(game, view, best.action, rng)

    def _follow(self, game: Any, view: CreekState, base: Baseline, action: Place) -> float:
        """What the logs due are worth once the beaver stands there: the best log spot on the
        dam the beaver's trial leaves, let go exactly, weighed as :data:`LATER_LOG_WORTH` of a
        log (nothing if no log could be laid there; much less than nothing if every log laid
        there falls). Every standing beaver of the shortlist is looked past, so that they are
        compared alike; with no work left, the logs due count as :meth:`_later` does."""
        if self.spent >= self.budget:
            return self._later(view, 0)
        tried = try_place_into(
            view,
            base,
            BEAVER,
            world_x(view.handicap, action.x),
            action.y,
            math.radians(action.angle),
        )
        self.spent += tried.outcome.work
        after = _after_beaver(view, tried)
        then = Baseline(tried.pieces, tried.contacts)
        table = placing.still(after)
        best = -math.inf
        spots = 0
        due = placing.kinds_due(after)
        for kind in due:
            if kind not in LOG_KINDS:
                continue
            for x, angle in placing.aims(after, kind):
                if spots >= FOLLOW_SPOTS or self.spent >= self.budget:
                    break
                spot = game._spot(after, table, kind, x, angle, due)
                if spot is None:
                    continue
                spots += 1
                outcome = try_place(
                    after,
                    then,
                    kind,
                    world_x(after.handicap, spot.x),
                    spot.y,
                    math.radians(spot.angle),
                )
                self.spent += outcome.work
                worth = self._worth(after, spot, outcome)
                if self._stands(outcome):  # the heads left are the beaver's to count, not the log's
                    worth -= self._ends_worth(after, outcome)
                best = max(best, worth)
        if best == -math.inf:
            return 0.0 if spots == 0 else self._later(view, 0)
        return LATER_LOG_WORTH * best

    def _try_all(
        self, view: CreekState, base: Baseline, actions: list[Place]
    ) -> list[tuple[Place, Outcome]]:
        tried: list[tuple[Place, Outcome]] = []
        for action in actions:
            if self.spent >= self.budget and tried:
                break
            outcome = try_place(
                view,
                base,
                action.piece,
                world_x(view.handicap, action.x),
                action.y,
                math.radians(action.angle),
            )
            self.spent += outcome.work
            tried.append((action, outcome))
        return tried

    @staticmethod
    def _stands(outcome: Outcome) -> bool:
        return not outcome.fell and outcome.fault is None

    def _worth(self, view: CreekState, action: Place, outcome: Outcome) -> float:
        """What one letting-go is worth, in logs (see the module's docstring)."""
        piece = action.piece
        is_log = piece in LOG_KINDS or piece in COMBOS
        seat = view.current
        if outcome.fell and view.players == 1:
            if outcome.collapsed:
                return -SOLO_FALL_COST - 0.01 * outcome.fell
            return -SOLO_ACCIDENT_COST - DROPPED_COST * outcome.dropped - 0.01 * outcome.fell
        if outcome.fell:
            others = sum(1 for s in range(view.players) if s != seat and view.logs_left(s) >= 2)
            last = is_log and view.logs_left(seat) == 1 and view.players > 1
            return (0.0 if last or not is_log else 1.0) - others - 0.01 * outcome.fell
        upkeep = (
            -LEAN_COST * outcome.lean
            - DISTURBANCE_COST * outcome.disturbance
            - HEIGHT_COST * action.y
        )
        upkeep += self._ends_worth(view, outcome)
        if outcome.fault is not None:
            if view.refusals + 1 >= MAX_REFUSALS:
                return -REFUSAL_COST  # the turn ends with the logs due still in hand
            return self._later(view, 0) - REFUSAL_COST * (1 + view.refusals)
        if is_log and view.logs_left(seat) == 1 and view.players > 1:
            return LAST_LOG_WORTH + upkeep
        return (1.0 if is_log else 0.0) + self._later(view, int(is_log)) + upkeep

    @staticmethod
    def _ends_worth(view: CreekState, outcome: Outcome) -> float:
        return END_WORTH * outcome.ends if view.players == 1 else 0.0

    @staticmethod
    def _later(view: CreekState, placed_logs: int) -> float:
        if view.phase != PLACE:
            return 0.0
        due = min(view.logs_due - placed_logs, view.logs_left(view.current) - placed_logs)
        return LATER_LOG_WORTH * max(0, due)

    def _shaken_worth(
        self,
        view: CreekState,
        base: Baseline,
        action: Place,
        exact: Outcome,
        draws: list[int],
    ) -> float:
        """The mean worth over the shaken trials (the exact one alone once work runs out)."""
        worths = []
        for seed in draws:
            if self.spent >= self.budget:
                break
            hand = self._hand(view, action, random.Random(seed))
            outcome = try_hand(view, base, action.piece, hand)
            self.spent += outcome.work
            worths.append(self._worth(view, action, outcome))
        if not worths:
            return self._worth(view, action, exact)
        return sum(worths) / len(worths)

    def _hand(self, view: CreekState, action: Place, rng: random.Random) -> Release:
        """Where the piece will leave the hand: this hand's own shake (as :meth:`_shaky` does
        it), then die 2's (as the game's :func:`handicaps.release` does it)."""
        handicap = view.handicap if view.phase == PLACE else None
        factor = HANDICAP_SHAKE.get(view.handicap or 0, 1.0)
        aimed_x = world_x(view.handicap, action.x)
        x = aimed_x + rng.gauss(0.0, self.shake * factor)
        turn = action.angle + rng.gauss(0.0, self.twist * factor)
        if action.piece == BEAVER or action.piece in COMBOS:
            turn = max(-10.0, min(10.0, turn))
        angle = math.radians(turn)
        table = placing.still(view)
        y = placing.drop_height(table, action.piece, x, angle) + 0.001
        try:
            placing.check_spot(view, action.piece, x, y, angle)
        except IllegalAction:
            x, y, angle = aimed_x, action.y, math.radians(action.angle)
        return release(handicap, x, y, angle, rng)

    def _leaning(self, game: Any, view: CreekState, offered: list[Place]) -> list[Place]:
        """Logs leaning from a free beaver's head onto another log's top, the least steep
        first (not under face 5, whose offered spots are all of this kind, nor face 6, where a
        log may touch no log)."""
        if view.phase != PLACE or view.combo_due or view.handicap in (ON_LAST_LOG, ONLY_BEAVERS):
            return []
        due = placing.kinds_due(view)
        kinds = [k for k in due if k in LOG_KINDS]
        if not kinds:
            return []
        pieces, contacts = view.pieces, view.contacts
        beavers = judge.free_beavers(pieces, contacts)
        limit = placing.BRIDGE_TILT
        if view.handicap == SCISSOR_GRIP:
            limit = min(limit, SCISSOR_TURN_LIMIT)
        logs = [
            key
            for key, piece in pieces.items()
            if piece.kind in LOG_KINDS and not judge.on_table(pieces, contacts, key)
        ]
        aims = sorted(
            (abs(angle), x, kind, angle)
            for kind in kinds
            for key in logs
            for x, angle in placing.onto_log(view, key, beavers, LOG_LENGTH[kind], limit)
        )
        table = placing.still(view)
        seen = set(offered)
        found: list[Place] = []
        for _tilt, x, kind, angle in aims:
            if len(found) >= LEANING_SPOTS:
                break
            action = game._spot(view, table, kind, x, angle, due)
            if action is not None and action not in seen:
                seen.add(action)
                found.append(action)
        return found

    def _more_spots(
        self, game: Any, view: CreekState, offered: list[Place], rng: random.Random
    ) -> list[Place]:
        """Spots between the offered ones: beavers every few units along each open log (upright
        and leaning with the log) and around each free space, logs at many reaches across each
        free beaver and slightly turned."""
        due = placing.kinds_due(view)
        aims = [(kind, x, angle) for kind in due for x, angle in _between(view, kind)]
        rng.shuffle(aims)
        aims.sort(key=lambda aim: aim[0] == BEAVER)
        table = placing.still(view)
        seen = set(offered)
        found: list[Place] = []
        for kind, x, angle in aims[:MORE_AIMS]:
            action = game._spot(view, table, kind, x, angle, due)
            if action is not None and action not in seen:
                seen.add(action)
                found.append(action)
        return found


def _logs_follow(view: CreekState) -> bool:
    """Whether logs are still due after the beaver (not face 4, whose log comes with it)."""
    return (
        view.phase == PLACE
        and not view.combo_due
        and min(view.logs_due, view.logs_left(view.current)) > 0
    )


def _after_beaver(view: CreekState, tried: Tried) -> CreekState:
    """The view as it would be with the trial's beaver standing: its dam, one beaver fewer due
    and in the supply, and the log it stands on used for this turn."""
    after = view.copy(rng=random.Random(0))
    after.pieces = dict(tried.pieces)
    after.contacts = tried.contacts
    after.still = None
    after.next_id = max(tried.pieces) + 1
    after.beavers_due -= 1
    after.supply.remove(BEAVER)
    for key in tried.placed:
        after.beaver_logs.update(
            o
            for o in judge.supports(tried.pieces, tried.contacts, key)
            if isinstance(o, int) and tried.pieces[o].kind in LOG_KINDS
        )
    return after


def _between(view: CreekState, kind: str) -> list[tuple[float, float]]:
    """World ``(x, angle)`` aims finer than :func:`placing.aims`."""
    aims: list[tuple[float, float]] = []
    if kind == BEAVER:
        if view.phase == PLACE:
            for key in judge.open_logs(view.pieces, view.contacts, view.beaver_logs):
                log = view.pieces[key]
                slope = math.atan2(math.sin(log.angle), math.cos(log.angle))
                lean = max(-UPRIGHT_LIMIT, min(UPRIGHT_LIMIT, slope))
                for left, right in judge.log_room(view.pieces, view.contacts, key):
                    along = left + 8.0
                    while along <= right - 8.0:
                        x = log.x + along * math.cos(log.angle)
                        aims.extend((x, turn) for turn in (0.0, lean / 2, lean))
                        along += 4.0
        for index in judge.free_spaces(view.contacts):
            aims.extend((SPACE_CENTRES[index] + dx, 0.0) for dx in (-12.0, -6.0, 6.0, 12.0))
        return aims
    length = LOG_LENGTH[COMBOS.get(kind, kind)]
    for key in judge.free_beavers(view.pieces, view.contacts):
        beaver = view.pieces[key]
        reach = -length / 2 + 6.0
        while reach <= length / 2 - 6.0:
            aims.extend((beaver.x + reach, math.radians(t)) for t in (0.0, -8.0, 8.0))
            reach += 6.0
    return aims


def _taken_back(view: CreekState) -> list[tuple[str, float]]:
    """``(piece, world x)`` of the pieces taken back this turn, read from the dam's own log:
    a trial on the rebuilt dam may see a spot stand that the real dam refuses, and the hand
    that felt it slide does not try it again."""
    if view.phase != PLACE or not view.refusals:
        return []
    removed: set[int] = set()
    spots: list[tuple[str, float]] = []
    for op in reversed(view.world_log):
        if op[0] == "remove":
            removed.add(op[1])
        elif op[0] == "add" and op[1] in removed:
            spots.append((op[2], op[3]))
            if len(spots) >= 2 * view.refusals:
                break
    return spots


def _near(view: CreekState, action: Place, spots: list[tuple[str, float]]) -> bool:
    kind = COMBOS.get(action.piece, action.piece)
    x = world_x(view.handicap, action.x)
    return any(piece == kind and abs(x - spot) < TAKEN_BACK_REACH for piece, spot in spots)
