"""In a game where the lowest score wins, the end screen puts the lowest score first.

Missed Bids (the example game scored as penalties, ``ranking="lowest"``) is played by two bots
through the real host on the shared window until its end screen shows; the score sheet's columns
must then run from the fewest points to the most.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


@pytest.fixture(scope="module")
def registry():
    from tabletop_core import plugins

    from .conftest import EXAMPLE_GAME, _load_module

    example = _load_module("render_example_game", EXAMPLE_GAME)
    return plugins.load(extra_plugins=[example, example.MissedBidsPlugin()], autoload=False)


def _columns(host, names: list[str]) -> list[str]:
    """The seat names on the end screen, left to right."""
    labels = [label for label in host.overlay_canvas.texts if label.text in names]
    return [label.text for label in sorted(labels, key=lambda label: label.left)]


@pytest.mark.parametrize("game_id", ["missed_bids", "beaver_bids"])
def test_the_score_sheet_runs_from_first_place_to_last(shell, driver, game_id) -> None:
    from tabletop_core.render.driving import bot_frame
    from tabletop_core.replay import SeatSpec

    names = ["Otto", "Tina", "Ruth"]
    seats = [SeatSpec.bot(name, "random") for name in names]
    for seed in range(20):  # the first seed whose scores all differ, so the order is telling
        host = shell.start_match(shell.new_match(game_id, seats, seed, {"hand_sizes": [2, 3]}))
        for _ in range(80):
            bot_frame(driver, host)  # a bot thinking on its thread (a busy machine) is waited for
            if host.match.is_over:
                break
        scores = host.match.result.scores
        if len(set(scores)) == len(scores):
            break
    assert host.match.is_over and host.overlay == "end"
    assert len(set(scores)) == len(scores), scores
    driver.draw()
    shown = [names.index(name) for name in _columns(host, names)]
    assert sorted(shown) == [0, 1, 2]
    in_order = [scores[seat] for seat in shown]
    if game_id == "missed_bids":
        assert in_order == sorted(in_order), (in_order, "the fewest points stand first")
    else:
        assert in_order == sorted(in_order, reverse=True), (in_order, "the most points first")
    assert host.match.result.winners == (shown[0],)
