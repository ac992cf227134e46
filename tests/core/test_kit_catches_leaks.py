"""The kit's secrets check: views and logs must not depend on what a seat may not know.

A game declares its secrets once, in ``redeal_secrets(state, seat, rng)``; the kit re-draws them
many times over whole random games and requires the same view (and the same log lines) for the
seat. A game that copies another seat's secret into every view, and whose own ``determinize``
copies it through, passes the old determinization check but fails this one, naming the leak.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop_core.actions import ActionCodec
from tabletop_core.game import Event, GameInfo, IllegalAction, Result
from tabletop_core.testing import SECRETS, check_game

ROUNDS = 6


@dataclass(frozen=True, slots=True)
class Add:
    """Add ``chips`` (0-2) to your own secret counter."""

    chips: int


@dataclass(frozen=True, slots=True)
class Added(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} adds chips in secret"


@dataclass(frozen=True, slots=True)
class AddedExactly(Event):
    """A private line for the seat itself (visible to it alone)."""

    seat: int
    chips: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} adds {self.chips}"

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(slots=True)
class ChipsState:
    players: int
    rng: random.Random | None
    counters: list[int | None]
    """Each seat's secret counter; None where the viewer may not see it."""
    turn: int = 0
    moves: int = 0
    bonus: list[int] = field(default_factory=list)


class SecretChips:
    """Each seat secretly adds 0-2 chips per turn; the highest counter wins. The RNG gives every
    seat a random secret head start."""

    info = GameInfo(
        id="secret_chips",
        title="Secret chips",
        min_players=2,
        max_players=3,
        hidden_information=True,
    )
    codec = ActionCodec({"add": Add})

    def new_state(self, players: int, seed: int, options: Any = None) -> ChipsState:
        rng = random.Random(seed)
        return ChipsState(players, rng, [rng.randrange(3) for _ in range(players)])

    def to_act(self, state: ChipsState) -> int | None:
        return None if state.moves >= ROUNDS * state.players else state.turn

    def legal_actions(self, state: ChipsState) -> list[Add]:
        return [] if self.to_act(state) is None else [Add(0), Add(1), Add(2)]

    def apply(self, state: ChipsState, action: Any) -> list[Event]:
        if self.to_act(state) is None:
            raise IllegalAction("the game is over")
        if type(action) is not Add or action.chips not in (0, 1, 2):
            raise IllegalAction(f"not a move: {action!r}")
        seat = state.turn
        state.counters[seat] += action.chips  # type: ignore[operator]
        state.moves += 1
        state.turn = (seat + 1) % state.players
        return self.events(seat, action.chips)

    def events(self, seat: int, chips: int) -> list[Event]:
        return [Added(seat), AddedExactly(seat, chips)]

    def result(self, state: ChipsState) -> Result | None:
        if self.to_act(state) is not None:
            return None
        scores = tuple(float(c or 0) for c in state.counters)
        best = max(scores)
        return Result(scores, tuple(s for s, v in enumerate(scores) if v == best))

    def view(self, state: ChipsState, seat: int | None) -> ChipsState:
        return ChipsState(
            state.players,
            None,
            [c if s == seat else None for s, c in enumerate(state.counters)],
            state.turn,
            state.moves,
        )

    def clone(self, state: ChipsState) -> ChipsState:
        rng = None
        if state.rng is not None:
            rng = random.Random()
            rng.setstate(state.rng.getstate())
        return ChipsState(state.players, rng, list(state.counters), state.turn, state.moves)

    def determinize(self, view: ChipsState, seat: int, rng: random.Random) -> ChipsState:
        full = self.clone(view)
        full.rng = random.Random(rng.getrandbits(32))
        full.counters = [
            c if c is not None else rng.randrange(3 + 2 * view.moves)
            for s, c in enumerate(view.counters)
        ]
        return full

    def redeal_secrets(self, state: ChipsState, seat: int, rng: random.Random) -> ChipsState:
        """Other seats' counters could be anything from 0 to their head start plus 2 a turn:
        drawn again from the full state, never from the view under test."""
        full = self.clone(state)
        full.rng = random.Random(rng.getrandbits(32))
        full.counters = [
            c if s == seat else rng.randrange(3 + 2 * state.moves)
            for s, c in enumerate(state.counters)
        ]
        return full

    def encode_action(self, action: Add) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: Any) -> Add:
        return self.codec.decode(data)


class LeakyChips(SecretChips):
    """Every seat's secret counter in every view, copied through by its own ``determinize``."""

    def view(self, state: ChipsState, seat: int | None) -> ChipsState:
        seen = super().view(state, seat)
        seen.counters = list(state.counters)
        return seen

    def determinize(self, view: ChipsState, seat: int, rng: random.Random) -> ChipsState:
        full = self.clone(view)
        full.rng = random.Random(rng.getrandbits(32))
        return full


class TellingLog(SecretChips):
    """The view keeps the secret, but the log line everybody reads says how many were added."""

    def events(self, seat: int, chips: int) -> list[Event]:
        return [AddedExactly(seat, chips), _Told(seat, chips)]


@dataclass(frozen=True, slots=True)
class _Told(Event):
    seat: int
    chips: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} adds {self.chips} chips"


class KeepsTheRng(SecretChips):
    """Re-draws the counters but keeps the RNG: the future is a secret too."""

    def redeal_secrets(self, state: ChipsState, seat: int, rng: random.Random) -> ChipsState:
        full = super().redeal_secrets(state, seat, rng)
        full.rng = self.clone(state).rng
        return full


class RedealsNothing(SecretChips):
    """Holds no RNG after the deal, and its re-draw is a plain copy."""

    def new_state(self, players: int, seed: int, options: Any = None) -> ChipsState:
        state = super().new_state(players, seed, options)
        state.rng = None
        return state

    def redeal_secrets(self, state: ChipsState, seat: int, rng: random.Random) -> ChipsState:
        return self.clone(state)


class ChangesTheState(SecretChips):
    """Its re-draw also counts a move on the state it re-draws from (on the third re-draw of a
    seat, or on every one): the views of the later re-draws differ too, but the cause is named."""

    def __init__(self, every: bool) -> None:
        self.every = every
        self.calls = 0

    def redeal_secrets(self, state: ChipsState, seat: int, rng: random.Random) -> ChipsState:
        self.calls += 1
        if self.every or self.calls % 20 == 3:
            state.moves += 1
        return super().redeal_secrets(state, seat, rng)

    def view(self, state: ChipsState, seat: int | None) -> ChipsState:
        seen = super().view(state, seat)
        seen.bonus = [state.moves]  # so a changed state shows in the next views too
        return seen


class Undeclared(SecretChips):
    redeal_secrets = None  # type: ignore[assignment]


def _secrets_check(game: Any) -> tuple[bool, str]:
    report = check_game(game, games=3)
    check = report.get(SECRETS)
    return check.ok, check.detail


def test_an_honest_game_passes_at_every_player_count():
    report = check_game(SecretChips(), games=3)
    assert report.ok, report.summary()
    assert "left every view unchanged" in report.get(SECRETS).detail
    assert "indistinguishable moves gave the same log" in report.get(SECRETS).detail


def test_a_secret_copied_into_every_view_fails_naming_the_seat_the_field_and_the_move():
    report = check_game(LeakyChips(), games=3)
    # the old check cannot see it: determinize copies the leaked counters through
    assert report.get("hidden information stays hidden").ok
    check = report.get(SECRETS)
    assert not check.ok
    assert "seat 0's view at move 0 changes when what is hidden from it is re-drawn" in (
        check.detail
    )
    assert "view.counters[1]" in check.detail
    assert "players=2 seed=0 step=0" in check.detail


def test_a_log_line_telling_what_the_view_hides_fails():
    ok, detail = _secrets_check(TellingLog())
    assert not ok
    assert "seat 1's log after move 0" in detail
    assert "tells it what its view hides" in detail
    assert "adds" in detail and "chips" in detail
    assert "a public fact told in the log must stay in the view" in detail
    assert 'docs/authoring.md, "What the log tells stays in the view"' in detail


def test_a_redeal_keeping_the_future_fails():
    ok, detail = _secrets_check(KeepsTheRng())
    assert not ok
    assert "keeps the game's RNG" in detail


def test_a_redeal_that_redraws_nothing_proves_nothing_and_fails():
    ok, detail = _secrets_check(RedealsNothing())
    assert not ok
    assert "re-draws no secret" in detail


def test_a_redeal_that_changes_the_state_it_redraws_from_fails_naming_what_changed():
    for every in (True, False):
        ok, detail = _secrets_check(ChangesTheState(every))
        assert not ok
        assert "redeal_secrets changed the state it re-draws from: state.moves: 0 != 1" in detail
        assert "changes when what is hidden from it is re-drawn" not in detail


def test_hidden_information_without_declared_secrets_fails():
    ok, detail = _secrets_check(Undeclared())
    assert not ok
    assert "no redeal_secrets" in detail


def test_tabletop_check_fails_the_leaky_game_and_passes_the_honest_one(monkeypatch):
    from types import ModuleType

    from tabletop_core import hookimpl, plugins
    from tabletop_core.authoring.checkup import check_up

    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")
    verdicts = {}
    for game in (SecretChips(), LeakyChips()):
        plugin = ModuleType(f"plugin_{type(game).__name__}")

        @hookimpl
        def tabletop_register_games(register, game=game):
            register(game)

        plugin.tabletop_register_games = tabletop_register_games
        registry = plugins.load(extra_plugins=[plugin], autoload=False)
        report = check_up(registry, "secret_chips", games=2, render=False)
        verdicts[type(game).__name__] = report
    assert verdicts["SecretChips"].ok, verdicts["SecretChips"].summary()
    leaky = verdicts["LeakyChips"]
    assert not leaky.ok
    (failure,) = leaky.failures
    assert failure.name == SECRETS and "view.counters[1]" in failure.detail
    assert f"FAIL {SECRETS}: seat 0's view at move 0" in leaky.summary()
