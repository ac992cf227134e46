"""The conformance kit passes the example game and reports every check by name."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from tabletop_core.testing import CheckReport, check_game, fingerprint, first_difference


def _example():
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("example_game.py")
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture(scope="module")
def report() -> CheckReport:
    """The kit's whole default run over the example game (every count, five games each), once
    for the tests that read it."""
    return check_game(_example().ExampleGame())


def test_example_game_conforms(report: CheckReport):
    assert report.ok, report.summary()


def test_report_names_every_check_and_each_player_count(report: CheckReport):
    names = [check.name for check in report.checks]
    assert report.ok, report.summary()
    assert names == [
        "info",
        "random playthroughs, 2 players",
        "random playthroughs, 3 players",
        "random playthroughs, 4 players",
        "same seed and actions, same state",
        "actions to JSON and back",
        "illegal actions refused, state untouched",
        "views are playable by bots",
        "hidden information stays hidden",
        "views do not depend on secrets",
        "events describe themselves",
        "setup, stats and result are JSON",
        "clone is equal and independent",
    ]
    summary = report.summary()
    assert summary.startswith("beaver_bids: 13/13 checks passed")
    assert all(name in summary for name in names)


def test_players_limits_the_player_counts_checked():
    report = check_game(_example().ExampleGame(), players=[3], games=1)
    assert [c.name for c in report.checks if c.name.startswith("random")] == [
        "random playthroughs, 3 players"
    ]
    assert report.ok, report.summary()


def test_fingerprints_see_rng_state_and_point_at_the_difference():
    game = _example().ExampleGame()
    a, b = game.new_state(2, seed=1), game.new_state(2, seed=1)
    assert fingerprint(a) == fingerprint(b)
    b.rng.random()
    assert fingerprint(a) != fingerprint(b)
    assert first_difference(fingerprint(a), fingerprint(b)).startswith("state.rng")
    c = game.clone(a)
    c.bids[1] = 2
    assert first_difference(fingerprint(a), fingerprint(c)) == "state.bids[1]: None != 2"
    assert fingerprint({1, 2}) == fingerprint({2, 1})
    assert fingerprint(random.Random(1)) != fingerprint(random.Random(2))
