"""Hamsterdam keeps the engine contract (the core's conformance kit) and loads as a plugin."""

from __future__ import annotations

import pytest

from tabletop_core import plugins
from tabletop_core.testing import assert_conforms, check_game


@pytest.mark.slow  # a whole game (the kit plays several): the slow tier
def test_hamsterdam_passes_the_conformance_kit(game) -> None:
    assert_conforms(game, games=2)


def test_every_check_of_the_kit_ran(game) -> None:
    report = check_game(game, players=[3], games=1, seed=11)
    names = {check.name for check in report.checks}
    assert "hidden information stays hidden" in names
    assert "clone is equal and independent" in names
    assert report.ok, report.summary()


def test_the_entry_point_registers_the_game_and_its_bot_levels() -> None:
    registry = plugins.load(autoload=True)
    registered = registry.get("hamsterdam")
    assert registered.distribution == "tabletop-hamsterdam"
    assert registered.info.title == "Hamsterdam"
    assert registered.info.hidden_information
    assert set(registry.bot_levels("hamsterdam")) >= {"random", "easy", "normal", "hard"}
    assert "What the digital version decides" in registered.info.rules
