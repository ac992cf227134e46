"""`tabletop check` on a game whose rules raise: the author reads where, and how to see it again.

A throwaway plugin (its package and an installer's dist-info, found through its entry point) has
a rule that raises ``KeyError`` on the fifth stroke. The real ``tabletop check`` command must name
the file, line and function in the plugin's own code, with the seed and step, for the kit's
random playthroughs and for the bot matches alike; ``TABLETOP_DEBUG=1`` adds the tracebacks.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

RULES = '''
from dataclasses import dataclass

from tabletop_core import GameInfo, IllegalAction, Result
from tabletop_core.actions import ActionCodec

SHORE = 10
WATER = {0: "calm", 1: "calm", 2: "calm", 3: "calm", 4: "calm"}


@dataclass(frozen=True, slots=True)
class Paddle:
    strokes: int


CODEC = ActionCodec({"paddle": Paddle})


class Pond:
    """Two people paddle in turn, one or two lengths a stroke; the fifth stroke finds water the
    rules forgot (whatever lengths were paddled: the shore is at least five strokes away)."""

    info = GameInfo(id="crash_pond", title="Crash Pond", min_players=2, max_players=2)

    def new_state(self, players, seed, options=None):
        return {"strokes": 0, "moves": 0}

    def to_act(self, state):
        return None if state["strokes"] >= SHORE else state["moves"] % 2

    def legal_actions(self, state):
        return [Paddle(1), Paddle(2)]

    def apply(self, state, action):
        if self.to_act(state) is None:
            raise IllegalAction("the boat is ashore")
        if action not in (Paddle(1), Paddle(2)):
            raise IllegalAction("paddle 1 or 2 strokes")
        state["strokes"] += action.strokes
        state["moves"] += 1
        self.water(state)
        return []

    def water(self, state):
        return WATER[state["moves"]]

    def result(self, state):
        if self.to_act(state) is not None:
            return None
        return Result(scores=(1, 1), winners=(0, 1))

    def view(self, state, seat):
        return dict(state)

    def encode_action(self, action):
        return CODEC.encode(action)

    def decode_action(self, data):
        return CODEC.decode(data)
'''

PLUGIN = """
from tabletop_core import hookimpl

from tt_crash_pond.rules import Pond


@hookimpl
def tabletop_register_games(register):
    register(Pond())
"""

WATER_LINE = 1 + RULES.splitlines().index('        return WATER[state["moves"]]')


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    site = tmp_path_factory.mktemp("site")
    package = site / "tt_crash_pond"
    package.mkdir()
    (package / "__init__.py").write_text(PLUGIN)
    (package / "rules.py").write_text(RULES)
    info = site / "tt_crash_pond-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tt-crash-pond\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[tabletop]\ntt_crash_pond = tt_crash_pond\n")
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(site), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    environment["TABLETOP_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    environment["ARCADE_HEADLESS"] = "1"
    for name in ("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "TABLETOP_DEBUG"):
        environment.pop(name, None)
    return environment


def check(env: dict[str, str], **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "check", "crash_pond"]
        + ["--games", "1", "--no-render"],
        env={**env, **extra},
        capture_output=True,
        text=True,
        timeout=300,
    )


def _line(out: str, start: str) -> str:
    return next(line for line in out.splitlines() if line.strip().startswith(start))


def test_an_exception_in_the_rules_names_file_line_function_seed_and_step(env):
    run = check(env)
    assert run.returncode == 1, run.stderr
    line = _line(run.stdout, "FAIL random playthroughs, 2 players")
    assert f"KeyError: 5 in tt_crash_pond/rules.py line {WATER_LINE}, in water()" in line
    assert "at players=2 seed=0 step=" in line
    assert "Traceback" not in run.stdout + run.stderr


def test_a_bot_match_that_breaks_says_where_and_at_which_seed_and_step(env):
    run = check(env)
    line = _line(run.stdout, "FAIL 2 players: random, random")
    assert f"KeyError: 5 in tt_crash_pond/rules.py line {WATER_LINE}, in water()" in line
    assert "at players=2 seed=13 step=" in line


def test_tabletop_debug_prints_the_tracebacks(env):
    run = check(env, TABLETOP_DEBUG="1")
    assert run.returncode == 1
    assert "tabletop: traceback of 'random playthroughs, 2 players' at players=2" in run.stderr
    assert "tabletop: traceback of '2 players: random, random' at players=2 seed=13" in run.stderr
    assert run.stderr.count(f'rules.py", line {WATER_LINE}, in water') == 2
