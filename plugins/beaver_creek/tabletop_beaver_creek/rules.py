"""Beaver Creek's rules engine: the turn, the dice, placing, accidents and both endings."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop_beaver_creek import judge, landing, placing
from tabletop_beaver_creek.actions import Discard, Keep, Place, Roll
from tabletop_beaver_creek.dice import (
    BEAVER_AND_LOG,
    ON_LAST_LOG,
    ONLY_BEAVERS,
    creek_dice,
)
from tabletop_beaver_creek.events import (
    Accident,
    Discarded,
    GameEnded,
    LogTakenBack,
    Placed,
    Refused,
    Rolled,
    TurnEnded,
)
from tabletop_beaver_creek.handicaps import SHAKING_HANDS, Release, release, world_x
from tabletop_beaver_creek.info import INFO
from tabletop_beaver_creek.pieces import BEAVER, COMBOS, LOG, LOG_KINDS, SMALL_LOG
from tabletop_beaver_creek.scoring import verdict
from tabletop_beaver_creek.settle import Settle
from tabletop_beaver_creek.state import (
    DISCARD,
    LARGE_LOGS,
    MAX_REFUSALS,
    OVER,
    PLACE,
    ROLL,
    SETUP,
    SETUP_BEAVERS,
    SMALL_LOGS,
    CreekState,
    starting_logs,
)
from tabletop_beaver_creek.wording import a_piece, step_name
from tabletop_beaver_creek.world import Dam, Piece
from tabletop_core.components import Supply
from tabletop_core.game import Event, IllegalAction, Result, parse_options
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import N_, translator

_, ngettext = translator("tabletop_beaver_creek")

MAX_CLEANUPS = 3
SOLO_IDLE_TURNS = 10
"""Solo: turns in a row in which nothing could be placed before the game ends anyway (while
some roll could still place something, the next roll may)."""


EVERYTHING_PLACED = N_("everything rolled is placed")
NOTHING_PLACEABLE = N_("nothing more can be placed")
TAKEN_BACK_TOO_OFTEN = N_("five placements came to rest against the rules and were taken back")
ACCIDENT_STOPS = N_("an accident stops the move")
LAST_LOG_PLACED = N_("placed their last log without an accident")
ALL_LOGS_IN = N_("all 50 logs are in the dam")
NO_LOGS_TO_PLACE = N_("no log is left to place")
NO_BEAVERS_LEFT = N_("no beavers are left")
DAM_FELL = N_("the dam fell")
IDLE_ROUND = N_("a whole round passed in which nothing could be placed")
"""Why a turn or the game ends: English in events and the state, translated where shown (solo
endings add the verdict after ": ")."""

DISCARD_LINES = {LOG: N_("Discard a log"), SMALL_LOG: N_("Discard a small log")}
NONE_TO_DISCARD = {
    LOG: N_("you have no log to discard"),
    SMALL_LOG: N_("you have no small log to discard"),
}

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
        for kind in placing.kinds_due(state):
            for x, angle in placing.aims(state, kind):
                action = self._spot(state, table, kind, x, angle)
                if action is not None and action not in seen:
                    seen.add(action)
                    actions.append(action)
        return actions

    def _spot(self, state: CreekState, table, kind: str, x: float, angle: float) -> Place | None:
        """The piece lowered at ``x`` from above the dam; if the rules refuse that, slid in
        under an overhang and lowered from there (:func:`placing.held_heights`)."""
        action = self._spot_from(state, kind, x, placing.drop_height(table, kind, x, angle), angle)
        if action is not None:
            return action
        for y in placing.held_heights(state, kind, x, angle):
            action = self._spot_from(state, kind, x, y, angle)
            if action is not None:
                return action
        return None

    def _spot_from(
        self, state: CreekState, kind: str, x: float, y: float, angle: float
    ) -> Place | None:
        return placing.offered(state, kind, x, y, angle)

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
            return self._roll(state)
        if isinstance(action, Place):
            if state.phase not in (SETUP, PLACE):
                raise IllegalAction(
                    _("no placing now: it is the {step} step").format(step=step_name(state.phase))
                )
            return self._place(state, action)
        if isinstance(action, Discard | Keep):
            if state.phase != DISCARD:
                raise IllegalAction(_("discarding is only allowed after another player's accident"))
            return self._discard(state, action)
        raise IllegalAction(f"not a Beaver Creek action: {action!r}")

    def _roll(self, state: CreekState) -> list[Event]:
        seat = state.current
        rerolls = 0
        (beavers, logs), handicap = state.dice.roll(state.rng)
        while handicap == ON_LAST_LOG and not any(
            p.kind in LOG_KINDS for p in state.pieces.values()
        ):
            (beavers, logs), handicap = state.dice.roll(state.rng)
            rerolls += 1
        state.turns += 1
        state.handicap = handicap
        state.beavers_due = min(beavers, state.supply["beaver"])
        state.logs_due = min(logs, state.logs_left(seat))
        state.combo_due = handicap == BEAVER_AND_LOG
        state.phase = PLACE
        events: list[Event] = [Rolled(seat, beavers, logs, handicap, rerolls)]
        events.extend(self._carry_on(state))
        return events

    def _place(self, state: CreekState, action: Place) -> list[Event]:
        seat = state.current
        kind = action.piece
        if kind not in (BEAVER, *LOG_KINDS, *COMBOS):
            raise IllegalAction(f"unknown piece {kind!r}")
        x = world_x(state.handicap if state.phase == PLACE else None, float(action.x))
        y, angle = float(action.y), math.radians(float(action.angle))
        placing.check_spot(state, kind, x, y, angle)

        # committed from here on: the hand's noise is drawn
        state.tries_this_turn += 1
        handicap = state.handicap if state.phase == PLACE else None
        shaken = handicap in SHAKING_HANDS
        hand = release(handicap, x, y, angle, state.rng)
        lifted = placing.clear_height(
            placing.still(state), kind, hand.x, hand.y, hand.angle, hand.combo_shift
        )
        hand = hand._replace(y=lifted)
        fall = hand.y - landing.lowered(placing.still(state), kind, hand.x, hand.y, hand.angle)
        dam = self._live(state)
        before = dict(state.pieces)
        before_contacts = state.contacts
        kinds = {key: p.kind for key, p in before.items()}
        dam.film_from(kinds)
        released: dict[int, tuple[float, float, float]] = {}
        landed: dict[int, tuple[float, float, float]] = {}
        for piece, px, py, pa in placing.outlines(
            kind, hand.x, hand.y, hand.angle, hand.combo_shift
        ):
            key = state.next_id
            state.next_id += 1
            kinds[key] = piece
            released[key] = (px, py, pa)
            landed[key] = (px, py - fall, pa)
            dam.add(key, piece, px, py, pa, (hand.vx, hand.vy, hand.spin))
        self._take_from_stock(state, seat, kind)
        settling = dam.settle()
        after = dam.poses(kinds)
        contacts = dam.contacts()
        held = landing.held_by(
            placing.still(state), kind, hand.x, hand.y, hand.angle, tuple(released)
        )
        fell = judge.fallen(before, after, contacts, landed, before_contacts, held)
        if fell or not settling.settled:
            return self._accident(state, seat, kind, tuple(released), fell, kinds, before)

        placed = tuple(released)
        fault = judge.placement_fault(
            after,
            contacts,
            placed,
            spaces_free=judge.free_spaces(state.contacts),
            beaver_logs=state.beaver_logs if state.phase == PLACE else (),
            last_log=placing.last_log(state)
            if state.handicap == ON_LAST_LOG and state.phase == PLACE
            else None,
            only_beavers=state.handicap == ONLY_BEAVERS and state.phase == PLACE,
        )
        if fault is not None:
            return self._take_back(state, seat, kind, placed, fault, kinds, shaken)
        self._commit(state, after, contacts)
        return self._placed(state, seat, kind, placed, hand, shaken)

    def _placed(
        self,
        state: CreekState,
        seat: int,
        kind: str,
        placed: tuple[int, ...],
        hand: Release,
        shaken: bool,
    ) -> list[Event]:
        events: list[Event] = [
            Placed(
                seat,
                kind,
                placed,
                hand.x,
                hand.y,
                math.degrees(hand.angle),
                shaken,
                self._cut(state),
            )
        ]
        for key in placed:
            piece = state.pieces[key]
            if piece.kind == BEAVER:
                state.beavers_placed += 1
                if state.phase == PLACE:
                    state.beavers_due -= 1
                    state.beaver_logs.update(
                        o
                        for o in judge.supports(state.pieces, state.contacts, key)
                        if isinstance(o, int) and state.pieces[o].kind in LOG_KINDS
                    )
            else:
                state.logs_placed += 1
                state.logs_due -= 1
                state.last_log = key
        if kind in COMBOS:
            state.combo_due = False
        if state.phase == SETUP:
            standing = sum(p.kind == BEAVER for p in state.pieces.values())
            if standing >= SETUP_BEAVERS or not placing.placeable(state):
                state.phase = ROLL
            return events
        if state.players > 1 and kind != BEAVER and state.logs_left(seat) == 0:
            events.extend(self._end(state, (seat,), LAST_LOG_PLACED))
            return events
        if state.players == 1 and state.logs_left(seat) == 0:
            events.extend(self._end_solo(state))
            return events
        if state.players > 1 and state.supply["beaver"] == 0:
            events.extend(self._end_fewest_logs(state, NO_BEAVERS_LEFT))
            return events
        events.extend(self._carry_on(state))
        return events

    def _take_back(
        self,
        state: CreekState,
        seat: int,
        kind: str,
        placed: tuple[int, ...],
        fault: str,
        kinds: dict[int, str],
        shaken: bool,
    ) -> list[Event]:
        dam = self._live(state)
        for key in placed:
            dam.remove(key)
        dam.settle()
        self._commit(state, dam.poses(kinds), dam.contacts())
        self._return_to_stock(state, seat, kind)
        events: list[Event] = [Refused(seat, kind, fault, shaken, self._cut(state))]
        if state.phase == SETUP:
            if not placing.placeable(state):
                state.phase = ROLL
            return events
        state.refusals += 1
        if state.refusals >= MAX_REFUSALS:
            events.extend(self._end_turn(state, TAKEN_BACK_TOO_OFTEN))
        else:
            events.extend(self._carry_on(state))
        return events

    def _accident(
        self,
        state: CreekState,
        seat: int,
        kind: str,
        placed: tuple[int, ...],
        fell: list[int],
        kinds: dict[int, str],
        before: dict[int, Piece],
    ) -> list[Event]:
        dam = self._live(state)
        discarded: list[int] = []
        for _ in range(MAX_CLEANUPS):
            pieces, contacts = dam.poses(kinds), dam.contacts()
            gone = [k for k in pieces if judge.on_table(pieces, contacts, k)]
            if not gone:
                break
            for key in gone:
                dam.remove(key)
                if pieces[key].kind in LOG_KINDS:
                    state.discard_pile.add(pieces[key].kind)
                else:
                    state.discarded_beavers += 1
            discarded.extend(gone)
            dam.settle()
        self._commit(state, dam.poses(kinds), dam.contacts())
        state.accidents += 1
        if state.last_log not in state.pieces:
            state.last_log = None
        for key in placed:
            if key in state.pieces and state.pieces[key].kind in LOG_KINDS:
                state.last_log = key
        events: list[Event] = [
            Accident(
                seat,
                tuple(fell),
                tuple(sorted(discarded)),
                self._cut(state),
                kind,
                tuple(kinds[key] for key in fell),
            )
        ]
        if state.phase == SETUP:
            if not placing.placeable(state):
                state.phase = ROLL
            return events
        if state.players == 1:
            if judge.structure_fell(before, fell, discarded):
                events.extend(self._end(state, (0,), f"{DAM_FELL}: {verdict(state.logs_placed)}"))
            elif state.logs_left(seat) == 0:
                events.extend(self._end_solo(state))
            else:
                events.extend(self._end_turn(state, ACCIDENT_STOPS))
            return events
        if state.supply["beaver"] == 0:
            events.extend(self._end_fewest_logs(state, NO_BEAVERS_LEFT))
            return events
        state.accident_seat = seat
        others = [(seat + step) % state.players for step in range(1, state.players)]
        state.discard_queue = [s for s in others if state.logs_left(s) >= 2]
        if state.discard_queue:
            state.phase = DISCARD
            return events
        events.extend(self._after_accident(state))
        return events

    def _discard(self, state: CreekState, action: Discard | Keep) -> list[Event]:
        seat = state.discard_queue[0]
        stock = state.stocks[seat]
        if isinstance(action, Discard):
            if action.piece not in LOG_KINDS:
                raise IllegalAction(f"only logs are discarded, not {action.piece!r}")
            if stock[action.piece] == 0:
                raise IllegalAction(_(NONE_TO_DISCARD[action.piece]))
            if stock.total() < 2:
                raise IllegalAction(_("a player's last log cannot be discarded"))
            stock.transfer(state.discard_pile, action.piece)
        state.discard_queue.pop(0)
        events: list[Event] = [
            Discarded(seat, action.piece if isinstance(action, Discard) else None)
        ]
        if not state.discard_queue:
            events.extend(self._after_accident(state))
        return events

    def _after_accident(self, state: CreekState) -> list[Event]:
        """The last-log rule, then the turn passes."""
        seat = state.accident_seat if state.accident_seat is not None else state.current
        events: list[Event] = []
        if state.logs_left(seat) == 0:
            events.append(self._new_log(state, seat))
        state.phase = PLACE
        state.accident_seat = None
        events.extend(self._end_turn(state, ACCIDENT_STOPS))
        return events

    def _new_log(self, state: CreekState, seat: int) -> LogTakenBack:
        pile = state.discard_pile
        if pile.total():
            kind = LOG if pile[LOG] >= pile[SMALL_LOG] else SMALL_LOG
            pile.transfer(state.stocks[seat], kind)
            return LogTakenBack(seat, kind, None)
        key = judge.easiest_log(state.pieces, state.contacts)
        if key is None:  # no log anywhere: the rules leave the player empty-handed
            return LogTakenBack(seat, LOG, None)
        kind = state.pieces[key].kind
        dam = self._live(state)
        kinds = {k: p.kind for k, p in state.pieces.items()}
        dam.film_from(kinds)
        dam.remove(key)
        dam.settle()
        self._commit(state, dam.poses(kinds), dam.contacts())
        if state.last_log == key:
            state.last_log = None
        state.stocks[seat].add(kind)
        return LogTakenBack(seat, kind, key, self._cut(state))

    def _carry_on(self, state: CreekState) -> list[Event]:
        """End the turn when nothing is due, or when nothing due can be placed."""
        if state.combo_due and not placing.placeable(state):
            state.combo_due = False
        if state.beavers_due <= 0 and state.logs_due <= 0:
            return self._end_turn(state, EVERYTHING_PLACED)
        if not placing.placeable(state):
            return self._end_turn(state, NOTHING_PLACEABLE)
        return []

    def _end_turn(self, state: CreekState, reason: str) -> list[Event]:
        seat = state.current
        events: list[Event] = [TurnEnded(seat, reason)]
        state.idle_turns = 0 if state.tries_this_turn else state.idle_turns + 1
        solo_stuck = state.players == 1 and (
            state.idle_turns >= SOLO_IDLE_TURNS or not placing.some_roll_places(state)
        )
        if solo_stuck or (state.players > 1 and state.idle_turns >= state.players):
            if state.players == 1:
                events.extend(
                    self._end(state, (0,), f"{NOTHING_PLACEABLE}: {verdict(state.logs_placed)}")
                )
            else:
                events.extend(self._end_fewest_logs(state, IDLE_ROUND))
            return events
        state.current = (seat + 1) % state.players
        state.phase = ROLL
        state.handicap = None
        state.beavers_due = state.logs_due = 0
        state.combo_due = False
        state.beaver_logs = set()
        state.refusals = 0
        state.tries_this_turn = 0
        return events

    def _end_solo(self, state: CreekState) -> list[Event]:
        """Solo with no log left in hand: every log placed, or the rest dropped to the table."""
        why = ALL_LOGS_IN if state.logs_placed >= LARGE_LOGS + SMALL_LOGS else NO_LOGS_TO_PLACE
        return self._end(state, (0,), f"{why}: {verdict(state.logs_placed)}")

    def _end_fewest_logs(self, state: CreekState, reason: str) -> list[Event]:
        fewest = min(state.logs_left(s) for s in range(state.players))
        winners = tuple(s for s in range(state.players) if state.logs_left(s) == fewest)
        if state.players == 1:
            reason = f"{reason}: {verdict(state.logs_placed)}"
        return self._end(state, winners, reason)

    def _end(self, state: CreekState, winners: tuple[int, ...], reason: str) -> list[Event]:
        state.phase = OVER
        state.winners = winners
        state.end_reason = reason
        return [GameEnded(winners, reason)]

    # bookkeeping -----------------------------------------------------------------------------

    def _live(self, state: CreekState) -> Dam:
        if state.world is None:
            state.world = Dam.replay(state.world_log)
            state.world_log = state.world.log
        return state.world

    @staticmethod
    def _cut(state: CreekState) -> Settle | None:
        """The world's settle since the rules began filming it, for the event that tells it."""
        return state.world.cut() if state.world is not None else None

    @staticmethod
    def _commit(state: CreekState, pieces: dict[int, Piece], contacts) -> None:
        state.pieces = pieces
        state.contacts = contacts
        state.still = None

    @staticmethod
    def _last_log(state: CreekState) -> int | None:
        return placing.last_log(state)

    @staticmethod
    def _take_from_stock(state: CreekState, seat: int, kind: str) -> None:
        if kind == BEAVER or kind in COMBOS:
            state.supply.remove("beaver")
        if kind in LOG_KINDS or kind in COMBOS:
            state.stocks[seat].remove(COMBOS.get(kind, kind))

    @staticmethod
    def _return_to_stock(state: CreekState, seat: int, kind: str) -> None:
        if kind == BEAVER or kind in COMBOS:
            state.supply.add("beaver")
        if kind in LOG_KINDS or kind in COMBOS:
            state.stocks[seat].add(COMBOS.get(kind, kind))

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
