"""A whole match of the core's example game (hidden hands) with the built-in random bot."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from tabletop_core.bots import RandomBot
from tabletop_core.match import Match
from tabletop_core.plugins import load
from tabletop_core.replay import SeatSpec


@pytest.fixture(scope="module")
def example():
    spec = importlib.util.spec_from_file_location(
        "example_game_for_matches", Path(__file__).with_name("example_game.py")
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being defined
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules[spec.name]


def test_a_bot_match_saves_loads_and_replays_to_the_same_end(example, tmp_path: Path) -> None:
    registry = load([example], autoload=False)
    game = registry.get("beaver_bids").game
    seats = [SeatSpec.bot(name, "random") for name in ("Ana", "Ben", "Cy")]
    match = Match(game, seats, seed=42, bots={seat: RandomBot() for seat in range(3)})
    match.run_bots(max_steps=10)
    path = tmp_path / "half.json"
    match.save(path)

    resumed = Match.load(path, registry)
    assert resumed.actions == match.actions
    for seat in (None, 0, 1, 2):
        assert resumed.log_lines(seat) == match.log_lines(seat)
    match.run_bots()
    resumed.run_bots()
    assert match.is_over and resumed.is_over
    assert resumed.actions == match.actions
    assert resumed.result == match.result
    assert resumed.to_replay() == match.to_replay()
    assert match.to_replay().setup == game.setup(game.new_state(3, 42, match.options))
