"""The watchdog interrupts a call into a game's package that does not return within the bound,
and names the game and the call; everything else runs as if it were not there."""

from __future__ import annotations

import importlib
import signal
import sys
import textwrap
import threading
import time
from pathlib import Path
from types import ModuleType

import pytest

from tabletop_core import watchdog

GAME = """
import threading
import time

RELEASE = threading.Event()
ENTERED = threading.Event()


def legal_actions(state):
    while True:  # the bug under test: a loop that never ends
        state["spins"] = state.get("spins", 0) + 1


def stubborn(state):
    while True:
        try:
            legal_actions(state)
        except Exception:  # a game that swallows every error cannot swallow the watchdog
            pass


def quick(state):
    return [1, 2]


def waits(state):
    ENTERED.set()
    RELEASE.wait(60)
    return [1]
"""


@pytest.fixture()
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    (tmp_path / "tt_wd_game").mkdir()
    (tmp_path / "tt_wd_game" / "__init__.py").write_text(textwrap.dedent(GAME))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    module = importlib.import_module("tt_wd_game")
    yield module
    module.RELEASE.set()
    del sys.modules["tt_wd_game"]


class Ticks:
    """The watchdog's clock, driven: each look moves it on by ``step`` seconds, so the default
    20-second bound runs out after a few looks, ``TICK`` real seconds apart."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now


TICK = 0.002
"""Real seconds between the watchdog's looks in these tests."""


def test_an_endless_loop_in_game_code_ends_with_one_line_naming_the_call(game) -> None:
    clock = Ticks(5.0)
    with (
        pytest.raises(watchdog.Hung) as hung,
        watchdog.watching("otters", "tt_wd_game", seconds=20, clock=clock, tick=TICK),
    ):
        game.legal_actions({})
    assert str(hung.value) == "otters: legal_actions did not return within 20 s"
    assert clock.now >= 20 + 5, "interrupted before the call had run for the bound"


def test_the_game_cannot_swallow_the_interruption(game) -> None:
    with (
        pytest.raises(watchdog.Hung, match="otters: stubborn did not return"),
        watchdog.watching("otters", "tt_wd_game", seconds=20, clock=Ticks(5.0), tick=TICK),
    ):
        game.stubborn({})


def test_many_quick_calls_are_never_interrupted_however_long_they_take_together(game) -> None:
    calls = 0
    clock = Ticks(5.0)
    with watchdog.watching("otters", "tt_wd_game", seconds=20, clock=clock, tick=TICK):
        while clock.now < 80:  # four bounds' worth of quick calls
            game.quick({})
            calls += 1
    assert calls > 100


@pytest.fixture()
def no_outer_timer():
    """The process's one real-time timer disarmed for the test (pytest-timeout arms it around
    each test) and armed again after it for what was left."""
    outer = signal.setitimer(signal.ITIMER_REAL, 0)
    yield
    if outer[0] > 0:
        signal.setitimer(signal.ITIMER_REAL, *outer)


def test_the_previous_alarm_handler_is_restored(game, no_outer_timer) -> None:
    def mine(signum, frame):  # pragma: no cover - never fires
        pass

    previous = signal.signal(signal.SIGALRM, mine)
    try:
        with watchdog.watching("otters", "tt_wd_game", seconds=5):
            game.quick({})
        assert signal.getsignal(signal.SIGALRM) is mine
        assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    finally:
        signal.signal(signal.SIGALRM, previous)


def test_a_timer_armed_outside_runs_on_after_the_block(game, no_outer_timer) -> None:
    """A test runner's limit on a stalled test (pytest-timeout's alarm) is not disarmed by the
    first bot decision the test makes: it runs on for what was left of it."""

    def limit(signum, frame):  # pragma: no cover - never fires
        pass

    previous = signal.signal(signal.SIGALRM, limit)
    try:
        signal.setitimer(signal.ITIMER_REAL, 100.0)
        with watchdog.watching("otters", "tt_wd_game", seconds=5):
            game.quick({})
        left, interval = signal.getitimer(signal.ITIMER_REAL)
        assert signal.getsignal(signal.SIGALRM) is limit
        assert 50.0 < left <= 100.0 and interval == 0.0
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_a_nested_watch_is_bounded_by_the_outer_one(game) -> None:
    with (
        pytest.raises(watchdog.Hung, match="within 20 s"),
        watchdog.watching("otters", "tt_wd_game", seconds=20, clock=Ticks(5.0), tick=TICK),
        watchdog.watching("otters", "tt_wd_game", seconds=100),
    ):
        game.legal_actions({})


def test_a_whole_block_can_have_a_deadline(game) -> None:
    clock = Ticks(5.0)
    with (
        pytest.raises(watchdog.Hung, match="^loader: its import did not return within 20 s$"),
        watchdog.watching("loader", None, seconds=20, call="its import", clock=clock, tick=TICK),
    ):
        time.sleep(60)
    assert clock.now >= 20 + 5, "the block was cut before its bound"


def test_outside_the_main_thread_it_bounds_nothing_and_says_what_is_stuck(game) -> None:
    outcome: list[object] = []

    def run() -> None:
        with watchdog.watching("otters", "tt_wd_game", seconds=0.1):
            outcome.append(game.waits({}))

    thread = threading.Thread(target=run)
    thread.start()
    assert game.ENTERED.wait(60), "the thread never got into the game's call"
    assert watchdog.stuck_call(thread.ident, "tt_wd_game") == "waits"
    game.RELEASE.set()
    thread.join()
    assert outcome == [[1]]


def test_the_bound_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(watchdog.BOUND_ENV, raising=False)
    assert watchdog.bound() == watchdog.DEFAULT_BOUND == 20.0
    monkeypatch.setenv(watchdog.BOUND_ENV, "2.5")
    assert watchdog.bound() == 2.5
    for nonsense in ("soon", "-1", "0", "inf", "nan"):
        monkeypatch.setenv(watchdog.BOUND_ENV, nonsense)
        assert watchdog.bound() == watchdog.DEFAULT_BOUND


WAITING_GAME = """
import threading

from tabletop_core import GameInfo, Result

RELEASE = threading.Event()


class Waiting:
    info = GameInfo(id="waiting", title="Waiting", min_players=2, max_players=2)

    def new_state(self, players, seed, options=None):
        return {"moves": 0}

    def to_act(self, state):
        return None if state["moves"] >= 4 else state["moves"] % 2

    def legal_actions(self, state):
        if state["moves"] >= 1:
            RELEASE.wait(60)  # never set while the test waits: a hang, as far as anyone can tell
        return ["wait"]

    def apply(self, state, action):
        state["moves"] += 1
        return []

    def result(self, state):
        return Result(scores=(0, 0), winners=(0, 1)) if state["moves"] >= 4 else None

    def view(self, state, seat):
        return dict(state)

    def encode_action(self, action):
        return {"type": "wait"}

    def decode_action(self, data):
        return "wait"
"""


def test_the_windows_bot_thread_is_given_up_after_the_bound_with_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop_core.bots import RandomBot
    from tabletop_core.match import Match
    from tabletop_core.render.thinking import BotThinker
    from tabletop_core.replay import SeatSpec

    (tmp_path / "tt_wd_waiting.py").write_text(textwrap.dedent(WAITING_GAME))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv(watchdog.BOUND_ENV, raising=False)  # the default bound, 20 s
    module = importlib.import_module("tt_wd_waiting")
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    match = Match(module.Waiting(), seats, 1, None, bots={0: RandomBot(), 1: RandomBot()})
    now = [0.0]
    thinker = BotThinker(clock=lambda: now[0])
    thinker._slow.add((id(match), 1))  # seat 1 thinks on the worker thread
    try:
        assert thinker.step(match) is not None  # seat 0, on the spot
        assert thinker.step(match) is None  # seat 1's thought starts
        now[0] += 19.9
        assert thinker.step(match) is None, "given up before the bound"
        now[0] += 0.1
        with pytest.raises(watchdog.Hung) as hung:
            thinker.step(match)
        assert str(hung.value) == "waiting: legal_actions did not return within 20 s"
    finally:
        module.RELEASE.set()
        thinker.close()
        del sys.modules["tt_wd_waiting"]
