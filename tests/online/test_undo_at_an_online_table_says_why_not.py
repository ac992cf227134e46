"""At an online table Undo follows the server: after a take that turned up a new card, U is
refused in the prompt bar with the server's reason, and the match is as it was."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import host, join, play_turn
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import make_shell

sys.path.insert(0, str(Path(__file__).parent))
from window_play import play_one_turn, wait_for  # noqa: E402

pytestmark = pytest.mark.gl


def test_undo_is_refused_with_the_servers_reason(start_server, window, driver, tmp_path) -> None:
    from tabletop_core.render.online_screens import show_online_table

    server = start_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=3)
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    ana = join(server, opened["codes"][0]["code"])
    otto = join(server, opened["codes"][1]["code"])
    table = show_online_table(shell, ana)
    try:
        wait_for(driver, lambda: ana.last is not None, "Ana's seat")
        if ana.to_act != ana.seat:
            play_turn(otto, random.Random(1))
        wait_for(driver, table.can_act, "Ana's turn")
        ply = ana.ply
        play_one_turn(driver, table)
        wait_for(driver, lambda: ana.ply == ply + 1, "the server's answer")
        assert not ana.can_undo and ana.undo_refusal  # the take turned up a card
        driver.key(load_arcade().key.U)
        driver.update(1 / 30)
        assert ana.undo_refusal in table._hint
        # the server answers a connection's messages in order: once it has refused an undo
        # sent after the key, anything the key sent has been answered too
        ana.undo()
        wait_for(driver, lambda: ana.refusal is not None, "the server's answer")
        assert ana.ply == ply + 1
        assert not table.failed
    finally:
        ana.close()
        otto.close()
