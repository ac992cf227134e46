"""A game can say that the lowest score wins; the search bot, `simulate` and the helpers follow it.

Missed Bids (the example game scored the other way round: every trick off the bid is a point
against you) declares ``ranking="lowest"``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.bots import ISMCTSBot, RandomBot, play_bots
from tabletop_core.game import GameInfo, Result
from tabletop_core.ranking import better, places, ranking_of, winners
from tabletop_core.replay import SeatSpec
from tabletop_core.simulate import simulate_games

HERE = Path(__file__).parent


def _example():
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "example_game.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def test_a_game_says_highest_unless_it_declares_lowest() -> None:
    info = GameInfo(id="pond", title="Pond", min_players=2, max_players=4)
    assert info.ranking == "highest" == ranking_of(info)
    assert ranking_of(_example().MissedBids()) == "lowest"
    with pytest.raises(ValueError, match="ranking"):
        GameInfo(id="pond", title="Pond", min_players=2, max_players=4, ranking="middle")


def test_the_helpers_rank_by_the_declared_direction() -> None:
    assert better(3, 5, "lowest") and not better(3, 5) and better(5, 3)
    assert not better(4, 4, "lowest")
    assert winners((7, 2, 2, 9), "lowest") == (1, 2)
    assert winners((7, 2, 2, 9)) == (3,)
    result = Result(scores=(7.0, 2.0, 4.0, 9.0), winners=(1,), tiebreak=(0.0, 0.0, 1.0, 0.0))
    assert places(result, "lowest") == [1, 2, 0, 3]
    assert places(result) == [1, 3, 0, 2]  # the winners stand first whatever the scores say
    level = Result(scores=(5.0, 5.0, 5.0), winners=(0, 1, 2), tiebreak=(1.0, 3.0, 2.0))
    assert places(level, "lowest") == [1, 2, 0]


def test_missed_bids_gives_the_win_to_the_fewest_points() -> None:
    game = _example().MissedBids()
    state, _ = play_bots(game, [RandomBot(), RandomBot(), RandomBot()], seed=4)
    result = game.result(state)
    assert result.winners == winners(result.scores, "lowest")
    assert all(result.scores[w] == min(result.scores) for w in result.winners)


def test_the_search_bot_plays_for_the_lowest_score() -> None:
    game = _example().MissedBids()
    games, won, search_points, random_points = 30, 0.0, 0, 0
    for seed in range(games):
        seat = seed % 2
        bots = [RandomBot(), RandomBot()]
        bots[seat] = ISMCTSBot(iterations=100)
        state, _ = play_bots(game, bots, seed)
        result = game.result(state)
        won += 1 / len(result.winners) if seat in result.winners else 0.0
        search_points += result.scores[seat]
        random_points += result.scores[1 - seat]
    assert won / games >= 0.65, f"the search bot won {won}/{games} against random"
    assert search_points < 0.75 * random_points, (search_points, random_points)


@pytest.fixture
def missed_registry() -> plugins.Registry:
    return plugins.load([_example().MISSED_PLUGIN], autoload=False)


def test_simulate_counts_the_lowest_scores_as_the_wins(missed_registry) -> None:
    registered = missed_registry.get("missed_bids")
    seats = [SeatSpec.bot("Searcher", "hard"), SeatSpec.bot("Dice", "random")]
    summary = simulate_games(registered, seats, games=8, seed=1, registry=missed_registry)
    assert summary["ranking"] == "lowest"
    searcher, dice = 0, 1
    assert summary["mean_score"][searcher] < summary["mean_score"][dice]
    assert summary["best"] == searcher
    assert summary["wins"][searcher] > summary["wins"][dice]
    assert summary["mean_place"][searcher] < summary["mean_place"][dice]
    assert 1.0 <= min(summary["mean_place"]) <= max(summary["mean_place"]) <= 2.0


def test_tabletop_simulate_marks_the_lowest_mean_score_best(tmp_path: Path) -> None:
    """The real command, with Missed Bids installed as an outside distribution."""
    site = tmp_path / "site"
    info = site / "tabletop_missed_bids-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tabletop-missed-bids\nVersion: 0.1\n"
    )
    (info / "entry_points.txt").write_text("[tabletop]\nmissed_bids = example_game:MISSED_PLUGIN\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(site), str(HERE), env.get("PYTHONPATH", "")])
    env["TABLETOP_DATA_DIR"] = str(tmp_path / "data")
    env["COLUMNS"] = "160"
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    args = ["simulate", "missed_bids", "--seats", "bot:hard,bot:random", "--games", "6"]
    command = [sys.executable, "-m", "tabletop_core.cli", *args]
    as_json = subprocess.run([*command, "--json"], env=env, capture_output=True, text=True)
    assert as_json.returncode == 0, as_json.stderr
    summary = json.loads(as_json.stdout)
    assert summary["ranking"] == "lowest" and summary["best"] == 0
    assert summary["mean_score"][0] < summary["mean_score"][1]
    shown = subprocess.run(command, env=env, capture_output=True, text=True)
    assert shown.returncode == 0, shown.stderr
    assert "the lowest score wins" in shown.stdout
    (hard_row,) = [line for line in shown.stdout.splitlines() if "0: bot:hard" in line]
    assert "★" in hard_row
