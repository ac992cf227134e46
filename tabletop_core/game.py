"""The engine contract every game fulfils (docs/authoring.md, "The engine contract").

A game is an object with an ``info`` and a handful of operations on a state that belongs to the
game alone: the engine never looks inside it. Because all randomness comes from a seeded RNG in
that state, a game is a pure function of (seed, options, actions); matches, saves, replays, undo
and bots are all built on that one fact.

Actions and events are small frozen dataclasses (fast to make in the hundreds per turn). They are
turned into JSON and back only at the edges, through the game's ``encode_action`` /
``decode_action`` (see :class:`tabletop_core.actions.ActionCodec`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from tabletop_core.i18n import _

Tag = Literal["cards", "dice", "dexterity", "tiles", "family", "strategy", "solo", "example"]


class GameInfo(BaseModel):
    """What the launcher, the lobby and ``tabletop list`` know about a game."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)
    title: str = Field(min_length=1, max_length=60)
    summary: str = ""
    min_players: int = Field(ge=1, le=8)
    max_players: int = Field(ge=1, le=8)
    tags: tuple[Tag, ...] = ()
    version: str = "1.0"
    rules: str = ""
    """The rules as markdown, shown by the rules overlay (F1)."""
    hidden_information: bool = False
    """True when seats hold secrets from each other (the host then shows a curtain between humans)."""
    bot_levels: tuple[str, ...] = ("random",)


class IllegalAction(ValueError):
    """An action the rules forbid. The message names the rule; the state is left untouched."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, returned by ``apply``: views animate it, the log prints it.

    Games subclass it with their own fields (conventionally ``seat`` first, for the actor).
    ``describe`` gives the log line; ``visible_to`` hides an event (say, the card a player drew)
    from seats that may not know it. The base has no fields so subclasses may order theirs freely.
    """

    def describe(self, names: Sequence[str]) -> str:
        seat = getattr(self, "seat", None)
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else _("The game")
        return f"{who}: {type(self).__name__}"

    def visible_to(self, seat: int | None) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome: a score per seat, the winning seats (several share a win), and a breakdown.

    ``breakdown[seat]`` maps a readable line of the score sheet ("dams", "cubes ÷ 2",
    "garbage") to its points, in the order the score sheet shows them.
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    breakdown: tuple[Mapping[str, float], ...] = ()
    tiebreak: tuple[float, ...] | None = None

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "scores": [_plain_number(s) for s in self.scores],
            "winners": list(self.winners),
        }
        if self.breakdown:
            data["breakdown"] = [
                {k: _plain_number(v) for k, v in lines.items()} for lines in self.breakdown
            ]
        if self.tiebreak is not None:
            data["tiebreak"] = [_plain_number(t) for t in self.tiebreak]
        return data


def _plain_number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)


class NoOptions(BaseModel):
    """The options model of a game that has none."""

    model_config = ConfigDict(extra="forbid", frozen=True)


@runtime_checkable
class Game(Protocol):
    """The contract. Required: ``info`` and the seven methods below ``encode_action``.

    Optional members (checked with ``hasattr``/:func:`supports`):

    - ``Options: type[BaseModel]`` — the lobby turns it into a form; default :class:`NoOptions`.
    - ``clone(state) -> S`` — a deep, independent copy (bots that search need it).
    - ``determinize(view, seat, rng) -> S`` — a full state consistent with what ``seat`` knows.
    - ``random_action(state, rng) -> A`` — for games with continuous choices.
    - ``stats(state) -> dict[str, int]`` — per-game counters summed by ``tabletop simulate``.
    - ``setup(state) -> dict`` — what the game records of its initial deal in a replay.
    - ``describe_action(state, action, names) -> str`` — a readable line for the prompt bar.
    """

    info: GameInfo

    def new_state(self, players: int, seed: int, options: BaseModel | None = None) -> Any: ...

    def to_act(self, state: Any) -> int | None: ...

    def legal_actions(self, state: Any) -> list[Any]: ...

    def apply(self, state: Any, action: Any) -> list[Event]: ...

    def result(self, state: Any) -> Result | None: ...

    def view(self, state: Any, seat: int | None) -> Any: ...

    def encode_action(self, action: Any) -> dict[str, Any]: ...

    def decode_action(self, data: Any) -> Any: ...


def supports(game: Game, member: str) -> bool:
    """Whether a game offers an optional member of the contract (``clone``, ``determinize``...)."""
    return callable(getattr(game, member, None))


def options_model(game: Game) -> type[BaseModel]:
    return getattr(game, "Options", None) or NoOptions


def parse_options(game: Game, options: Mapping[str, Any] | BaseModel | None) -> BaseModel:
    """Validate lobby or file options against the game's model (raises pydantic's error)."""
    model = options_model(game)
    if isinstance(options, model):
        return options
    if isinstance(options, BaseModel):
        options = options.model_dump()
    return model.model_validate(options or {})


def is_over(game: Game, state: Any) -> bool:
    return game.to_act(state) is None


def play_random(
    game: Game, players: int, seed: int, options: Any = None, max_steps: int = 100_000
) -> tuple[Any, list[Any]]:
    """Play a whole game with uniformly random legal actions; returns (final state, actions).

    The action RNG is separate from the game's own and derived from ``seed``, so the playthrough
    is reproducible.
    """
    rng = random.Random(seed ^ 0x5EED)
    state = game.new_state(players, seed, parse_options(game, options))
    actions: list[Any] = []
    pick_random = getattr(game, "random_action", None)
    for _step in range(max_steps):
        if game.to_act(state) is None:
            return state, actions
        if pick_random is not None:
            action = pick_random(state, rng)
        else:
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        game.apply(state, action)
        actions.append(action)
    raise RuntimeError(f"{game.info.id}: no end after {max_steps} actions")
