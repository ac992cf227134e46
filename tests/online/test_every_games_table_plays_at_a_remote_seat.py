"""Each of the four games' own tables, unchanged, at a seat played on a server: the window's
host draws it from the rebuilt view and animates the events that arrive, while the people at
the server's other seats and a bot play on, and the table never stops with an error."""

from __future__ import annotations

import random
import time

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import host, join, play_turn
from tabletop_core.online.view_codec import view_type
from tabletop_core.online.wire import to_wire
from tabletop_core.render.driving import make_shell

pytestmark = pytest.mark.gl
TURNS = 10


@pytest.mark.parametrize(
    "game_id",
    [
        "damit",
        pytest.param("hamsterdam", marks=pytest.mark.slow),  # the longest setup: the slow tier
        "mein_lieber_biber",
        "beaver_creek",
    ],
)
def test_the_table_draws_a_remote_seat_through_several_turns(
    module_server, window, driver, tmp_path, game_id: str
) -> None:
    from tabletop_core.render.online_screens import show_online_table

    server = module_server  # each case hosts a match of its own on it
    seats = [{"kind": "invited"}, {"kind": "invited"}, {"kind": "bot", "level": "random"}]
    opened = host(server, game_id, seats, seed=3)
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    here = join(server, opened["codes"][0]["code"])
    there = join(server, opened["codes"][1]["code"])
    table = show_online_table(shell, here)
    rng = random.Random(2)
    try:
        for _ in range(TURNS):
            deadline = time.monotonic() + 60
            while not (here.to_act == here.seat or there.to_act == there.seat or here.is_over):
                assert time.monotonic() < deadline, "nobody's turn came"
                driver.update(1 / 30)
                driver.draw()
                there.poll()
                there.wait_for_news(0.02)  # at most a frame's wait; at once when news comes
            if here.is_over:
                break
            play_turn(here if here.to_act == here.seat else there, rng)
            driver.update(1 / 30)
            driver.draw()
            assert not table.failed, shell.last_error
        driver.draw()
        assert not table.failed, shell.last_error
        assert here.ply >= TURNS
        drawn = table.match.view(here.seat)  # what the table drew from: the game's own view
        assert type(drawn) is view_type(shell.registry.get(game_id).game)
        caches = ("rng", "still", "world")
        assert {k: v for k, v in to_wire(drawn).items() if k not in caches} == {
            k: v for k, v in here.view().items() if k not in caches
        }
    finally:
        here.close()
        there.close()
