"""`tabletop simulate` checks every action a bot plays against the state as it is now: an
action that was legal at the bot's last decision but no longer is gets refused, naming the bot,
on the fast path (no replays) as in a full match (replays)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tabletop_damit.actions import TAKE

from tabletop_core import hookimpl, plugins
from tabletop_core.bots.random_bot import RandomBot
from tabletop_core.replay import SeatSpec
from tabletop_core.simulate import SimulationError, simulate_games


class StaleBot(RandomBot):
    """Plays the draw pile's top (4 cubes) at every decision: legal at its first, with its four
    cubes, not at its second, the cubes thrown."""

    def choose(self, game, view, rng):
        return TAKE[4, False]


class StalePlugin:
    @hookimpl
    def tabletop_register_bots(self, register):
        register("damit", "stale", StaleBot)


@pytest.mark.parametrize("recorded", [False, True], ids=["fast path", "full match"])
def test_an_action_legal_before_but_not_now_is_refused(recorded: bool, tmp_path: Path) -> None:
    registry = plugins.load([StalePlugin()])
    seats = [SeatSpec.bot(f"Bot {i}", "stale") for i in range(2)]
    with pytest.raises(SimulationError) as refused:
        simulate_games(
            registry.get("damit"),
            seats,
            games=1,
            seed=3,
            registry=registry,
            replays=tmp_path if recorded else None,
        )
    said = str(refused.value)
    assert "at action 2:" in said and "the stale bot of" in said and "seat 0" in said
    assert "chose an illegal action" in said
    assert "taking position 5 needs 4 cubes, you have 0" in said
