"""Shared fixtures for the core tests. Keep this file to fixtures only.

``nim_game`` is a tiny deterministic game for the match, replay and storage tests: take 1 to
``max_take`` sticks, whoever takes the last stick wins. Its state holds a seeded RNG (it picks the
start player and a secret token drawn after every take), so it also has hidden information.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, Field

from tabletop_core import hookimpl
from tabletop_core.actions import ActionCodec
from tabletop_core.game import Event, GameInfo, IllegalAction, Result


@dataclass(frozen=True, slots=True)
class Take:
    count: int


@dataclass(frozen=True, slots=True)
class Took(Event):
    seat: int
    count: int
    left: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes {self.count}, {self.left} left"


@dataclass(frozen=True, slots=True)
class DrewToken(Event):
    seat: int
    token: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} draws token {self.token}"

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


class NimOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    sticks: int = Field(default=15, ge=1, le=100)
    max_take: int = Field(default=3, ge=1, le=5)


class NimState:
    __slots__ = ("players", "sticks", "max_take", "current", "winner", "tokens", "rng", "start")

    def __init__(self, players: int, seed: int, options: NimOptions) -> None:
        self.players = players
        self.sticks = options.sticks
        self.max_take = options.max_take
        self.rng = random.Random(seed)
        self.start = self.rng.randrange(players)
        self.current = self.start
        self.winner: int | None = None
        self.tokens: list[list[int | None]] = [[] for _ in range(players)]

    def snapshot(self) -> tuple[Any, ...]:
        """Everything, for comparing two states in tests."""
        return (
            self.players,
            self.sticks,
            self.max_take,
            self.current,
            self.winner,
            [list(t) for t in self.tokens],
            self.rng.getstate(),
            self.start,
        )


class Nim:
    info = GameInfo(id="nim", title="Nim", min_players=2, max_players=4, hidden_information=True)
    Options = NimOptions
    codec = ActionCodec({"take": Take})

    def new_state(self, players: int, seed: int, options: NimOptions | None = None) -> NimState:
        return NimState(players, seed, options or NimOptions())

    def to_act(self, state: NimState) -> int | None:
        return None if state.winner is not None else state.current

    def legal_actions(self, state: NimState) -> list[Take]:
        if state.winner is not None:
            return []
        return [Take(n) for n in range(1, min(state.max_take, state.sticks) + 1)]

    def apply(self, state: NimState, action: Any) -> list[Event]:
        if state.winner is not None:
            raise IllegalAction("the game is over")
        if not isinstance(action, Take) or not 1 <= action.count <= min(
            state.max_take, state.sticks
        ):
            raise IllegalAction(f"take 1 to {min(state.max_take, state.sticks)} sticks")
        seat = state.current
        state.sticks -= action.count
        token = state.rng.randrange(100)
        state.tokens[seat].append(token)
        events: list[Event] = [Took(seat, action.count, state.sticks), DrewToken(seat, token)]
        if state.sticks == 0:
            state.winner = seat
        else:
            state.current = (seat + 1) % state.players
        return events

    def result(self, state: NimState) -> Result | None:
        if state.winner is None:
            return None
        scores = tuple(1.0 if s == state.winner else 0.0 for s in range(state.players))
        return Result(scores=scores, winners=(state.winner,))

    def view(self, state: NimState, seat: int | None) -> NimState:
        seen = self.clone(state)
        seen.tokens = [
            list(t) if s == seat else [None] * len(t) for s, t in enumerate(state.tokens)
        ]
        seen.rng = random.Random(0)
        return seen

    def clone(self, state: NimState) -> NimState:
        copy = NimState.__new__(NimState)
        for name in NimState.__slots__:
            setattr(copy, name, getattr(state, name))
        copy.tokens = [list(t) for t in state.tokens]
        copy.rng = random.Random()
        copy.rng.setstate(state.rng.getstate())
        return copy

    def setup(self, state: NimState) -> dict[str, Any]:
        return {"start": state.start, "sticks": state.sticks}

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: Any) -> Take:
        return self.codec.decode(data)


class PickRandom:
    """A bot that picks uniformly among the legal actions of its view, with the rng it is given."""

    def choose(self, game: Any, view: Any, rng: random.Random) -> Any:
        return rng.choice(game.legal_actions(view))


class NimPlugin:
    @hookimpl
    def tabletop_register_games(self, register) -> None:
        register(Nim())

    @hookimpl
    def tabletop_register_bots(self, register) -> None:
        register("nim", "random", PickRandom)


@pytest.fixture
def nim_game() -> Nim:
    return Nim()


@pytest.fixture
def nim() -> SimpleNamespace:
    """The Nim module's pieces: ``Take``, ``Took``, ``DrewToken``, ``Options``, ``PickRandom``."""
    return SimpleNamespace(
        Take=Take, Took=Took, DrewToken=DrewToken, Options=NimOptions, PickRandom=PickRandom
    )


@pytest.fixture
def nim_registry():
    """A plugin registry holding Nim (and its ``random`` bot level), without autoloading."""
    from tabletop_core.plugins import load

    return load([NimPlugin()], autoload=False)


@pytest.fixture
def tabletop_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Points ``TABLETOP_DATA_DIR`` at a fresh temporary folder, and returns it."""
    folder = tmp_path / "tabletop-data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def example_game() -> Any:
    """The example game of ``example_game.py`` (Beaver Bids: hidden hands, an RNG in the state),
    loaded once per worker as the module ``tabletop_tests_example_game``; a new game each time."""
    import importlib.util
    import sys

    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("example_game.py")
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name].ExampleGame()
