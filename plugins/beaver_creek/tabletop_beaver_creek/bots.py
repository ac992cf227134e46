"""Bots that build: try candidate spots on a rebuilt dam, keep the steadiest, then place it
with a hand that shakes less the better the bot, and more under a harder handicap. The hard
level weighs spots by their worth in logs against its shaken hand (:mod:`careful`)."""

from __future__ import annotations

import math
import random
from typing import Any

from tabletop_beaver_creek import judge, placing
from tabletop_beaver_creek.actions import Discard, Keep, Place, Roll
from tabletop_beaver_creek.handicaps import (
    CLUMSY_SHIFT,
    CLUMSY_TURN,
    COMBO_SHIFT,
    SCISSOR_SWING,
    TREMBLE_SHIFT,
    TREMBLE_TURN,
    world_x,
)
from tabletop_beaver_creek.pieces import BEAVER, COMBOS, LOG, LOG_KINDS, LOG_LENGTH, SMALL_LOG
from tabletop_beaver_creek.state import DISCARD, PLACE, ROLL, CreekState
from tabletop_beaver_creek.trial import baseline, try_shaken
from tabletop_core.game import IllegalAction

HANDICAP_SHAKE = {1: 2.0, 2: 1.6, 3: 1.5, 4: 1.3, 5: 1.0, 6: 1.0}
"""How much each face of die 2 multiplies a bot's own unsteadiness."""
HAND_NOISE = {
    1: (TREMBLE_SHIFT, TREMBLE_TURN),
    2: (2.0, SCISSOR_SWING),
    3: (CLUMSY_SHIFT, CLUMSY_TURN),
    4: (COMBO_SHIFT / 2, 0.0),
}
"""The standard deviation of where the turn's hand lets go, beside the bot's own (units,
radians; face 2 swings and drifts)."""
LOG_BONUS = 3.0
"""Getting rid of a log is the point of the game: a steady log beats a steady beaver."""
BRIDGE_BONUS = 1.0
"""A beaver a log can bridge to another free beaver from: a log on one head alone tips off at
the least slip of the hand."""
SUPPORT_BONUS = 0.6
"""A log lying on two supports stays where a log on one tips at the least nudge."""
RISK_COST = 2.0
"""Per slip of the hand (of the four tried) after which something falls."""
HEIGHT_COST = 0.02
"""A low, wide dam stands longer than a tall one."""
"""Getting rid of a log is the point of the game: a steady log beats a steady beaver."""


class SteadyHand:
    """``candidates`` spots tried per decision (twice as many when none of them stands);
    ``shake`` (units) and ``twist`` (degrees) are the standard deviations of its hand.

    The effort is counted in simulated placements and the physics they take, never in seconds:
    after two spots, trying stops once ``work`` body-steps (bodies in the trial world times the
    steps simulated, summed over the spots) are spent, so a tall dam, where every trial is
    dear, is weighed on fewer spots. A decision is a pure function of (view, rng): a match
    replays the same on any machine at any load."""

    def __init__(
        self, candidates: int, shake: float, twist: float, work: int | None = None
    ) -> None:
        self.candidates = candidates
        self.shake = shake
        self.twist = twist
        self.work = work

    @property
    def most_placements(self) -> int:
        """The most spots one decision weighs (each let go exactly and, when the hand may slip,
        slipped four ways: see :func:`trial.try_shaken`)."""
        return 2 * self.candidates

    def choose(self, game: Any, view: CreekState, rng: random.Random) -> Any:
        if view.phase == ROLL:
            return Roll()
        if view.phase == DISCARD:
            return self._discard(game, view)
        options = [a for a in game.legal_actions(view) if isinstance(a, Place)]
        if not options:
            return game.random_action(view, rng)
        rng.shuffle(options)
        base = baseline(view)
        best, best_score = options[0], -math.inf
        spent = 0
        for tried, action in enumerate(options):
            if tried >= self.candidates and (best_score > 0 or tried >= self.most_placements):
                break  # nothing steady yet: look twice as far before settling for a fall
            if tried >= 2 and self.work is not None and spent >= self.work:
                break
            score, work = self._score(view, base, action)
            spent += work
            if score > best_score:
                best, best_score = action, score
        return self._shaky(game, view, best, rng)

    def _score(self, view: CreekState, base, action: Place) -> tuple[float, int]:
        """How good the spot looks, and the body-steps of physics trying it took."""
        x = world_x(view.handicap, action.x)
        spread, twist = self._unsteadiness(view)
        outcome = try_shaken(
            view, base, action.piece, x, action.y, math.radians(action.angle), spread, twist
        )
        if outcome.fell:
            return -100.0 - outcome.fell, outcome.work
        if outcome.fault:
            return -50.0, outcome.work
        bonus = LOG_BONUS if action.piece in LOG_KINDS or action.piece in COMBOS else 0.0
        if action.piece == BEAVER and _bridgeable(view, x, action.y):
            bonus += BRIDGE_BONUS
        elif action.piece != BEAVER:
            bonus += SUPPORT_BONUS * min(2, max(0, outcome.supports - 1))
        steadiness = -outcome.disturbance - 0.1 * outcome.drift - RISK_COST * outcome.risk
        return bonus + steadiness - HEIGHT_COST * action.y, outcome.work

    def _unsteadiness(self, view: CreekState) -> tuple[float, float]:
        """How far (units, radians) this hand may land off the aim under the turn's die 2: the
        spread a candidate must survive to either side."""
        factor = HANDICAP_SHAKE.get(view.handicap or 0, 1.0) if view.phase == PLACE else 1.0
        handicap = view.handicap if view.phase == PLACE else None
        shift, turn = HAND_NOISE.get(handicap or 0, (0.0, 0.0))
        spread = 2.0 * math.hypot(self.shake * factor, shift)
        twist = 2.0 * math.hypot(math.radians(self.twist * factor), turn)
        return spread, twist

    def _shaky(self, game: Any, view: CreekState, action: Place, rng: random.Random) -> Place:
        factor = HANDICAP_SHAKE.get(view.handicap or 0, 1.0)
        x = world_x(view.handicap, action.x) + rng.gauss(0.0, self.shake * factor)
        turn = action.angle + rng.gauss(0.0, self.twist * factor)
        if action.piece == BEAVER or action.piece in COMBOS:
            turn = max(-10.0, min(10.0, turn))
        table = placing.still(view)
        y = placing.drop_height(table, action.piece, x, math.radians(turn))
        shaken = Place(action.piece, world_x(view.handicap, x), y + 0.001, turn)
        try:
            placing.check_spot(view, action.piece, x, shaken.y, math.radians(turn))
        except IllegalAction:
            return action
        return shaken

    @staticmethod
    def _discard(game: Any, view: CreekState) -> Any:
        legal = game.legal_actions(view)
        for preferred in (Discard(SMALL_LOG), *(Discard(k) for k in LOG_KINDS)):
            if preferred in legal:
                return preferred
        return Keep()


def _bridgeable(view: CreekState, x: float, y: float) -> bool:
    """Whether a beaver standing at ``x`` (centre height ``y``) could carry a log together with
    another free beaver: within a large log's reach, heads nearly level."""
    for key in judge.free_beavers(view.pieces, view.contacts):
        other = view.pieces[key]
        if 20.0 <= abs(other.x - x) <= LOG_LENGTH[LOG] - 12.0 and abs(other.y - y) <= 12.0:
            return True
    return False


def easy_bot() -> SteadyHand:
    return SteadyHand(candidates=3, shake=4.0, twist=4.0)


def normal_bot() -> SteadyHand:
    return SteadyHand(candidates=8, shake=2.0, twist=2.0)


HARD_WORK = 400_000
"""Body-steps of physics (bodies in the trial world times the steps simulated) the hard hand
may spend on one decision: every offered spot let go once, the best six let go again six times
with the hand shaken as it will be (see :mod:`tabletop_beaver_creek.careful`)."""


def hard_bot() -> SteadyHand:
    from tabletop_beaver_creek.careful import CarefulHand  # it builds on SteadyHand: imported late

    return CarefulHand(shake=0.5, twist=0.5, work=HARD_WORK)


LEVELS = {"easy": easy_bot, "normal": normal_bot, "hard": hard_bot}
