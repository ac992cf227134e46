"""`tabletop dev` replays the match into the reloaded code under the watchdog: new code whose
``apply`` never returns stops the replay with one line naming the game and the call, instead of
freezing the window."""

from __future__ import annotations

import importlib
import importlib.util
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop_core.authoring.reload import replay_into
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

EXAMPLE = Path(__file__).parents[1] / "core" / "example_game.py"

ENDLESS = """
import sys

Base = sys.modules["tabletop_tests_example_game"].ExampleGame


class Endless(Base):
    def apply(self, state, action):
        while True:  # the edit under test: a loop that never ends
            pass
"""


def _example():
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, EXAMPLE)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def test_new_code_that_never_returns_stops_the_replay_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_WATCHDOG_SECONDS", "1")
    example = _example()
    (tmp_path / "tt_dev_endless").mkdir()
    (tmp_path / "tt_dev_endless" / "__init__.py").write_text(textwrap.dedent(ENDLESS))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    endless = importlib.import_module("tt_dev_endless")
    try:
        match = Match(example.ExampleGame(), [SeatSpec.human("Ana"), SeatSpec.human("Ben")], 3)
        for _ in range(3):
            match.act(match.legal_actions()[0])

        replayed = replay_into(match, endless.Endless(), {})

        assert not replayed.complete
        assert replayed.replayed == 0 and replayed.total == 3
        assert replayed.problem is not None
        assert "beaver_bids" in replayed.problem and "apply" in replayed.problem
        assert "did not return" in replayed.problem and "\n" not in replayed.problem
    finally:
        del sys.modules["tt_dev_endless"]
