"""The heart of a match: its seats, its state, its log, and ``act``, the one way the state changes.

:class:`MatchCore` is the part of :class:`~tabletop_core.match.Match` every other part builds on
(bot turns in :mod:`~tabletop_core.match_bots`, undo in :mod:`~tabletop_core.match_undo`, saving
in :mod:`~tabletop_core.match_saving`, loading in :mod:`~tabletop_core.match_loading`). The state
is the game's own object and is never looked inside: this part asks the game where the match
stands and hands it the actions played.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from tabletop_core.bots.base import Bot
from tabletop_core.decision_rng import DecisionKeys
from tabletop_core.game import (
    Event,
    Game,
    GameOver,
    IllegalAction,
    Result,
    parse_options,
    supports,
)
from tabletop_core.game_base import check_action
from tabletop_core.replay import MAX_SEED, SeatSpec
from tabletop_core.undo import practice_refusal


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action as it was played, with the events it caused."""

    seat: int
    action: Any
    events: tuple[Event, ...]


MATCH_ID = re.compile(r"^[A-Za-z0-9_]{1,40}$")
"""What a match id may be: it names the match's autosave file and its online room."""


def new_match_id() -> str:
    return secrets.token_hex(6)


class MatchCore:
    """Seats, state and action log of one game being played, and :meth:`act`.

    ``act`` is the only way the state changes; it raises :class:`IllegalAction` (leaving the match
    as it was) for an action out of turn, after the end, or that the rules forbid. ``practice``
    (only with exactly one person seated) lifts the undo policy's limits and is kept in saves.
    """

    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatSpec | Mapping[str, Any]],
        seed: int,
        options: Mapping[str, Any] | BaseModel | None = None,
        *,
        bots: Mapping[int, Bot] | None = None,
        autosave: bool = False,
        match_id: str | None = None,
        practice: bool = False,
        keep_log: bool = True,
    ) -> None:
        self.game = game
        self.seats: list[SeatSpec] = [
            seat if isinstance(seat, SeatSpec) else SeatSpec.model_validate(seat) for seat in seats
        ]
        info = game.info
        if not info.min_players <= len(self.seats) <= info.max_players:
            raise ValueError(
                f"{info.title} is for {player_range(info.min_players, info.max_players)} "
                f"players, not {len(self.seats)}"
            )
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}")
        self.bots: dict[int, Bot] = dict(bots or {})
        for seat in self.bots:
            if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "bot":
                raise ValueError(f"seat {seat} is not a bot seat, so it cannot be given a bot")
        if match_id is not None and not MATCH_ID.match(match_id):
            raise ValueError(f"a match id is 1 to 40 letters, digits or '_', not {match_id!r}")
        if practice and (why := practice_refusal(self._humans())):
            raise ValueError(why)
        self.practice = practice
        """Practice mode: the undo policy's limits are lifted (one person at the table)."""
        if autosave and not keep_log:
            raise ValueError("a match that keeps no log cannot be saved")
        self.keep_log = keep_log
        """False for bots playing many games (``tabletop simulate``): no log, no events made, no
        save, no undo; a game that can ``advance`` without making events is advanced that way."""
        self._advance = game.advance if not keep_log and supports(game, "advance") else game.apply
        self._picks_plainly = getattr(game, "random_action", None) is None
        """Whether a bot of :data:`~tabletop_core.bots.decision.PICKS_ANY_LEGAL_ACTION` picks
        among the legal actions here (it asks a game with ``random_action`` instead)."""
        self.seed = seed
        self._keys = DecisionKeys(seed, len(self.seats))
        self.options: BaseModel = parse_options(game, options)
        self.match_id = match_id or new_match_id()
        self.autosave = autosave
        """Whether every action is written to the autosave as it is played (match_saving)."""
        self.read_only: str | None = None
        """Why this match may only be looked at (it is open in another window), or None."""
        self.load_note: str | None = None
        """What loading left out (a last action cut off by a crash), or None."""
        self.actions: list[tuple[int, Any]] = []
        self.log: list[LogEntry] = []
        self._encoded: list[dict[str, Any]] = []
        """The JSON form of each action so far, each encoded once (for saves and the journal)."""
        self.state: Any = self._fresh_state()
        self._setup: dict[str, Any] | None = (
            None  # nothing reads it: a match without a log is never saved
            if not keep_log
            else _as_json(game.setup(self.state))
            if supports(game, "setup")
            else {}
        )

    @property
    def setup(self) -> dict[str, Any]:
        """What the deal was (``game.setup`` of the fresh state, as JSON), kept for the save."""
        if self._setup is None:
            raise RuntimeError("a match that keeps no log records no setup")
        return self._setup

    # -- where the match stands -------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    @property
    def result(self) -> Result | None:
        return self.game.result(self.state) if self.is_over else None

    def legal_actions(self) -> list[Any]:
        return [] if self.is_over else self.game.legal_actions(self.state)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "bot"

    # -- playing ----------------------------------------------------------------------------

    def act(self, action: Any, *, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the seat to act (which must be ``seat`` when given).

        The action's shape is checked here, once for every game (:func:`check_action`), so the
        rules' ``apply`` may assume a well-formed action."""
        to_act = self.to_act
        if to_act is None:
            raise GameOver("the game is over")
        if seat is not None and seat != to_act:
            raise IllegalAction(f"it is {self._who(to_act)}'s turn, not {self._who(seat)}'s")
        check_action(self.game, action)
        return self._apply(to_act, action)

    def _apply(self, to_act: int, action: Any) -> list[Event]:
        """Play a well-formed action of the seat to act (the rules still refuse an illegal one)."""
        if not self.keep_log:
            self._advance(self.state, action)
            self.actions.append((to_act, action))
            return []
        events = list(self.game.apply(self.state, action))
        self.actions.append((to_act, action))
        self.log.append(LogEntry(to_act, action, tuple(events)))
        self._autosave()
        return events

    def act_json(self, data: Any, *, seat: int | None = None) -> list[Event]:
        """Decode an action from its JSON form (raises :class:`IllegalAction`), then play it."""
        return self.act(self.game.decode_action(data), seat=seat)

    def _autosave(self) -> None:
        """Hand what the log gained to the autosave: the saving part
        (:class:`~tabletop_core.match_saving.Saving`) does it; a bare core saves nothing."""

    # -- the log ----------------------------------------------------------------------------

    def log_lines(self, for_seat: int | None = None) -> list[str]:
        """The log as ``for_seat`` may read it (``None``: a spectator)."""
        names = self.names
        return [
            event.describe(names)
            for entry in self.log
            for event in entry.events
            if event.visible_to(for_seat)
        ]

    # -- helpers ----------------------------------------------------------------------------

    def _fresh_state(self) -> Any:
        return self.game.new_state(self.players, self.seed, self.options)

    def _humans(self) -> list[bool]:
        return [spec.kind == "human" for spec in self.seats]

    def _who(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return f"{self.seats[seat].name} (seat {seat})"
        return f"seat {seat}"

    def __repr__(self) -> str:
        return (
            f"Match({self.game.info.id!r}, seed={self.seed}, players={self.players}, "
            f"actions={len(self.actions)}, to_act={self.to_act})"
        )


def player_range(low: int, high: int) -> str:
    """How many players a game is for, in words: "2" or "2 to 5"."""
    return str(low) if low == high else f"{low} to {high}"


def _as_json(data: Any) -> dict[str, Any]:
    """A deep, JSON-clean copy (the game's setup may share lists with its live state)."""
    copy = json.loads(json.dumps(data, allow_nan=False))
    if not isinstance(copy, dict):
        raise TypeError(f"setup() must return a dict, not {type(data).__name__}")
    return copy
