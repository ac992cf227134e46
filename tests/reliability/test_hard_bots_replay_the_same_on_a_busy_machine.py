"""Hard bots count their work, not the clock: the same seed and seats give the same game at any load.

For each of the four games, the opening of a hard-against-hard match is played twice: once on
the machine as it is, once while two processes burn a CPU core each. The two replay files (the
JSON text a save holds) must be byte-identical. A bot that stopped its search on a deadline
would search less under load and, sooner or later, choose differently.

How much load slows a decision depends on what else the machine does, so a third run makes the
machine as slow as it gets: every clock in the ``time`` module jumps a minute each time it is
read. A deadline read from any of them then passes at once, and the replay would differ.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec, dump_replay

pytestmark = pytest.mark.slow

OPENINGS = {"damit": 24, "hamsterdam": 80, "mein_lieber_biber": 40, "beaver_creek": 24}
"""Actions played per game (24 for any other installed game): enough real decisions of the
hard level, short enough to afford."""
SEED = 11
BURNERS = 2


def hard_opening(registry: plugins.Registry, game_id: str, level: str, actions: int) -> str:
    """The replay text after the first ``actions`` actions of ``level`` against ``level``."""
    game = registry.get(game_id).game
    seats = [SeatSpec(name=f"Bot {n + 1}", kind="bot", level=level) for n in range(2)]
    bots = {seat: registry.make_bot(game_id, level) for seat in range(2)}
    match = Match(game, seats, SEED, None, bots=bots)
    while len(match.actions) < actions and match.to_act is not None:
        match.bot_step()
    return dump_replay(match.to_replay())


CLOCKS = ("perf_counter", "monotonic", "process_time", "thread_time", "time")


@pytest.fixture
def racing_clocks(monkeypatch: pytest.MonkeyPatch):
    """Returns a function that makes every clock of ``time`` jump 60 s a read (and ``undo``)."""
    now = [0.0]

    def read() -> float:
        now[0] += 60.0
        return now[0]

    def race() -> None:
        for name in CLOCKS:
            monkeypatch.setattr(time, name, read)
            monkeypatch.setattr(time, f"{name}_ns", lambda: int(read() * 1e9))

    return race


@pytest.fixture
def busy_machine() -> Iterator[list[subprocess.Popen]]:
    """Two processes spinning on the CPU for as long as the test runs."""
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(BURNERS)]
    try:
        yield burners
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()


def test_hard_against_hard_replays_byte_for_byte_under_load(
    installed: plugins.Registry, game_id: str, busy_machine, racing_clocks, monkeypatch
) -> None:
    levels = installed.bot_levels(game_id)
    if game_id in OPENINGS:
        assert "hard" in levels
    level = "hard" if "hard" in levels else levels[-1]
    actions = OPENINGS.get(game_id, 24)
    for burner in busy_machine:
        burner.send_signal(signal.SIGSTOP)
    quiet = hard_opening(installed, game_id, level, actions)
    for burner in busy_machine:
        burner.send_signal(signal.SIGCONT)
    assert all(burner.poll() is None for burner in busy_machine), "the load is not running"
    busy = hard_opening(installed, game_id, level, actions)
    assert all(burner.poll() is None for burner in busy_machine), "the load stopped early"
    racing_clocks()
    racing = hard_opening(installed, game_id, level, actions)
    monkeypatch.undo()
    assert len(json.loads(quiet)["actions"]) == actions
    assert busy == quiet
    assert racing == quiet
