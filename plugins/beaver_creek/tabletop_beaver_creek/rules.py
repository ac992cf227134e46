"""Beaver Creek's rules engine: the turn, the dice, placing, accidents and both endings.

The rules read in the rulebook's order, one function per step: :mod:`.turn` (roll, place,
take back, pass the turn), :mod:`.accidents` (clearing what fell, discards, the last-log rule)
and :mod:`.ending` (why a turn or the game ends, and who wins), with the physics dam's
bookkeeping in :mod:`.bookkeeping`; this class is the face the table, the bots and the core see.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop_beaver_creek import placing
from tabletop_beaver_creek.accidents import MAX_CLEANUPS, NONE_TO_DISCARD, discard, new_log
from tabletop_beaver_creek.actions import Discard, Keep, Place, Roll
from tabletop_beaver_creek.dice import creek_dice
from tabletop_beaver_creek.ending import (
    ACCIDENT_STOPS,
    ALL_LOGS_IN,
    DAM_FELL,
    EVERYTHING_PLACED,
    IDLE_ROUND,
    LAST_LOG_PLACED,
    NO_BEAVERS_LEFT,
    NO_LOGS_TO_PLACE,
    NOTHING_PLACEABLE,
    TAKEN_BACK_TOO_OFTEN,
)
from tabletop_beaver_creek.events import LogTakenBack
from tabletop_beaver_creek.info import INFO
from tabletop_beaver_creek.pieces import LOG, LOG_KINDS, SMALL_LOG
from tabletop_beaver_creek.state import (
    DISCARD,
    OVER,
    PLACE,
    ROLL,
    SETUP,
    CreekState,
    starting_logs,
)
from tabletop_beaver_creek.turn import SOLO_IDLE_TURNS, end_turn, place, roll
from tabletop_beaver_creek.wording import a_piece, step_name
from tabletop_core.components import Supply
from tabletop_core.game import Event, IllegalAction, Result, parse_options
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import N_, translator

_, ngettext = translator("tabletop_beaver_creek")


DISCARD_LINES = {LOG: N_("Discard a log"), SMALL_LOG: N_("Discard a small log")}

LOGS_PLACED = N_("logs placed")
LOGS_IN_HAND = N_("logs still in hand (taken off)")
LOGS_AT_START = N_("logs at the start")
"""The score sheet's lines: English keys in the Result (and replays), translated where shown.
Each is a count, never negative: the total is the first less the second."""


class CreekOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    first_player: int | None = Field(
        default=None,
        ge=0,
        le=4,
        title=N_("First player"),
        description="Starting seat; empty: chosen at random from the seed",
    )


class BeaverCreek(GameBase):
    """The game object the engine talks to (see the contract in ``tabletop_core.game``)."""

    info = INFO
    Options = CreekOptions
    Action = Roll | Place | Discard | Keep
    _named: tuple[CreekState, dict[Place, str]] | None = None
    """The names of the moves offered in the last view named (see ``name_action``)."""

    # setting up ------------------------------------------------------------------------------

    def new_state(self, players: int, seed: int, options: Any = None) -> CreekState:
        """The first player ("the most buck-toothed") is drawn from ``random.Random(seed)``
        unless the options name one; the same RNG then rolls the dice."""
        chosen = parse_options(self, options)
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(f"Beaver Creek is for 1 to 5 players, not {players}")
        rng = random.Random(seed)
        first = chosen.first_player  # type: ignore[attr-defined]  # parse_options gives a BaseModel
        if first is None:
            first = rng.randrange(players) if players > 1 else 0
        elif not 0 <= first < players:
            raise ValueError(f"no seat {first} among {players} players")
        logs = starting_logs(players)
        return CreekState(
            players=players,
            rng=rng,
            dice=creek_dice(),
            stocks=[Supply(logs) for _ in range(players)],
            current=first,
            first_player=first,
        )

    def setup(self, state: CreekState) -> dict[str, Any]:
        return {
            "first_player": state.first_player,
            "logs_each": starting_logs(state.players),
            "beavers": 30,
        }

    # asking ----------------------------------------------------------------------------------

    def to_act(self, state: CreekState) -> int | None:
        if state.phase == OVER:
            return None
        if state.phase == DISCARD:
            return state.discard_queue[0]
        return state.current

    def legal_actions(self, state: CreekState) -> list[Any]:
        """Roll; keep or discard; or, when placing, a finite representative set of spots
        (:func:`placing.aims` for every placeable kind, each lowered to just above the dam).
        Every spot in between is legal too: see ``random_action``."""
        if state.phase == ROLL:
            return [Roll()]
        if state.phase == DISCARD:
            seat = state.discard_queue[0]
            stock = state.stocks[seat]
            return [Keep()] + [Discard(kind) for kind in LOG_KINDS if stock[kind] > 0]
        if state.phase not in (SETUP, PLACE):
            return []
        table = placing.still(state)
        seen: set[Place] = set()
        actions: list[Place] = []
        due = placing.kinds_due(state)
        for kind in due:
            for x, angle in placing.aims(state, kind):
                action = self._spot(state, table, kind, x, angle, due)
                if action is not None and action not in seen:
                    seen.add(action)
                    actions.append(action)
        return actions

    def _spot(
        self,
        state: CreekState,
        table,
        kind: str,
        x: float,
        angle: float,
        due: list[str] | None = None,
    ) -> Place | None:
        """The piece lowered at ``x`` from above the dam; if the rules refuse that, slid in
        under an overhang and lowered from there (:func:`placing.held_heights`). ``due``: the
        kinds due now, when the caller knows them (:func:`placing.check_spot`)."""
        drop = placing.drop_height(table, kind, x, angle)
        action = self._spot_from(state, kind, x, drop, angle, due)
        if action is not None:
            return action
        for y in placing.held_heights(state, kind, x, angle):
            action = self._spot_from(state, kind, x, y, angle, due)
            if action is not None:
                return action
        return None

    def _spot_from(
        self,
        state: CreekState,
        kind: str,
        x: float,
        y: float,
        angle: float,
        due: list[str] | None = None,
    ) -> Place | None:
        return placing.offered(state, kind, x, y, angle, due)

    def random_action(self, state: CreekState, rng: random.Random) -> Any:
        """Any legal action; when placing, a spot drawn from the continuum near a random site
        (a free space, an open log, a free beaver), lowered to just above the dam."""
        if state.phase not in (SETUP, PLACE):
            return rng.choice(self.legal_actions(state))
        kinds = placing.placeable(state)
        table = placing.still(state)
        for _ in range(8):
            kind = rng.choice(kinds)
            aims = placing.aims(state, kind)
            if not aims:
                continue
            x, angle = rng.choice(aims)
            if kind in LOG_KINDS:
                x += rng.uniform(-12.0, 12.0)
                limit = math.radians(10 if state.handicap == 2 else 20)
                angle = max(-limit, min(limit, angle + rng.uniform(-0.15, 0.15)))
            elif state.phase == PLACE:
                x += rng.uniform(-3.0, 3.0)
            action = self._spot(state, table, kind, x, angle)
            if action is not None:
                return action
        return rng.choice(self.legal_actions(state))

    # playing ---------------------------------------------------------------------------------

    def apply(self, state: CreekState, action: Any) -> list[Event]:
        if state.phase == OVER:
            raise IllegalAction(_("the game is over"))
        if isinstance(action, Roll):
            if state.phase != ROLL:
                raise IllegalAction(
                    _("no rolling now: it is the {step} step").format(step=step_name(state.phase))
                )
            return roll(state)
        if isinstance(action, Place):
            if state.phase not in (SETUP, PLACE):
                raise IllegalAction(
                    _("no placing now: it is the {step} step").format(step=step_name(state.phase))
                )
            return place(state, action)
        if isinstance(action, Discard | Keep):
            if state.phase != DISCARD:
                raise IllegalAction(_("discarding is only allowed after another player's accident"))
            return discard(state, action)
        raise IllegalAction(f"not a Beaver Creek action: {action!r}")

    # the rules' steps the tests drive directly --------------------------------------------------

    def _new_log(self, state: CreekState, seat: int) -> LogTakenBack:
        """The last-log rule for ``seat`` (:func:`.accidents.new_log`)."""
        return new_log(state, seat)

    def _end_turn(self, state: CreekState, reason: str) -> list[Event]:
        """The turn passes, or the game ends (:func:`.turn.end_turn`)."""
        return end_turn(state, reason)

    # results and views -----------------------------------------------------------------------

    def result(self, state: CreekState) -> Result | None:
        if state.phase != OVER or state.winners is None:
            return None
        if state.players == 1:
            return Result(
                scores=(float(state.logs_placed),),
                winners=(0,),
                breakdown=({LOGS_PLACED: float(state.logs_placed)},),
            )
        start = sum(starting_logs(state.players).values())
        scores = tuple(float(start - state.logs_left(s)) for s in range(state.players))
        breakdown = tuple(  # the total explained: the logs dealt, less those still held
            {LOGS_AT_START: float(start), LOGS_IN_HAND: float(state.logs_left(s))}
            for s in range(state.players)
        )
        return Result(scores=scores, winners=state.winners, breakdown=breakdown)

    def view(self, state: CreekState, seat: int | None) -> CreekState:
        """Nothing at the creek is secret except the future: the dice and the hand's noise,
        which live in the RNG, so a view carries a fresh RNG instead."""
        return state.copy(rng=random.Random(0))

    def redeal_secrets(self, state: CreekState, seat: int, rng: random.Random) -> CreekState:
        """The game's one secret for the conformance kit: the future (dice and the hand's noise),
        so a re-draw is the same creek with a fresh RNG.

        Written by hand rather than derived by ``DeclaredSecrets``: the creek holds no card, and
        its state is a physics world the core cannot copy field by field (``state.copy`` rebuilds
        it); its one secret, the RNG, takes one line here."""
        return state.copy(rng=random.Random(rng.getrandbits(64)))

    def clone(self, state: CreekState) -> CreekState:
        return state.copy()

    def fingerprint(self, state: CreekState) -> tuple[Any, ...]:
        """For the conformance kit: the state as comparable data (the world by its log)."""
        return state.snapshot()

    def stats(self, state: CreekState) -> dict[str, int]:
        return {
            "turns": state.turns,
            "accidents": state.accidents,
            "logs_placed": state.logs_placed,
            "beavers_placed": state.beavers_placed,
        }

    def render_text(self, view: CreekState, seat: int | None, names: Sequence[str]) -> str:
        """The creek in text for a person at the terminal (:mod:`tabletop_beaver_creek.text_view`)."""
        from tabletop_beaver_creek.text_view import render_text

        return render_text(view, seat, names)

    def name_action(self, view: CreekState, action: Any, names: Sequence[str]) -> str:
        """A spot named by what the piece comes down on (:mod:`tabletop_beaver_creek.spots`)."""
        if isinstance(action, Place):
            from tabletop_beaver_creek.spots import place_names

            if self._named is None or self._named[0] is not view:
                offered = [a for a in self.legal_actions(view) if isinstance(a, Place)]
                self._named = (view, place_names(view, offered))
            named = self._named[1]
            return named[action] if action in named else place_names(view, [action])[action]
        return self.describe_action(view, action, names)

    def describe_action(self, state: CreekState, action: Any, names: Sequence[str]) -> str:
        if isinstance(action, Roll):
            return _("Roll the dice")
        if isinstance(action, Keep):
            return _("Keep all logs")
        if isinstance(action, Discard):
            return _(DISCARD_LINES.get(action.piece, "")) or repr(action)
        if isinstance(action, Place):
            return _("Place {piece} at ({x}, {y}), {angle}°").format(
                piece=a_piece(action.piece),
                x=f"{action.x:.0f}",
                y=f"{action.y:.0f}",
                angle=f"{action.angle:.0f}",
            )
        return repr(action)


__all__ = [
    "ACCIDENT_STOPS",
    "ALL_LOGS_IN",
    "DAM_FELL",
    "DISCARD_LINES",
    "EVERYTHING_PLACED",
    "IDLE_ROUND",
    "LAST_LOG_PLACED",
    "MAX_CLEANUPS",
    "NONE_TO_DISCARD",
    "NOTHING_PLACEABLE",
    "NO_BEAVERS_LEFT",
    "NO_LOGS_TO_PLACE",
    "SOLO_IDLE_TURNS",
    "TAKEN_BACK_TOO_OFTEN",
    "BeaverCreek",
    "CreekOptions",
]
