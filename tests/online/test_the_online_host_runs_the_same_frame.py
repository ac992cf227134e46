"""The online host is the same frame as at home: the same parts (prompt bar, menu bar, seat
strip, log drawer, curtain, pause menu, end dialog), run each frame by the same clock. So a hint
said for some seconds (someone lost their connection, the host dealt again) goes when they are
spent, and the end dialog's totals count up, as at a table on this computer; and the log drawer
opens on F2 at the remote seat."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import host, join
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import make_shell

sys.path.insert(0, str(Path(__file__).parent))
from window_play import wait_for  # noqa: E402

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_the_remote_seat_runs_the_frames_own_parts(start_server, window, driver, tmp_path):
    from tabletop_core.render.frame.end_dialog import EndDialog
    from tabletop_core.render.frame.log_drawer import LogDrawer
    from tabletop_core.render.frame.menu_bar import MenuBar
    from tabletop_core.render.frame.pause_menu import PauseMenu
    from tabletop_core.render.frame.prompt_bar import PromptBar
    from tabletop_core.render.frame.seat_strip import SeatStrip
    from tabletop_core.render.online_screens import show_online_table

    server = start_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=3)
    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json", reduced_motion=False)
    ana = join(server, opened["codes"][0]["code"])
    otto = join(server, opened["codes"][1]["code"])
    table = show_online_table(shell, ana)
    try:
        wait_for(driver, lambda: ana.last is not None, "Ana's seat")
        parts = (table.prompt_bar, table.seat_strip, table.pause_menu)
        for part, kind in zip(parts, (PromptBar, SeatStrip, PauseMenu), strict=True):
            assert isinstance(part, kind)
        assert type(table.menu_bar) is MenuBar and type(table.log_drawer) is LogDrawer
        assert type(table.end_dialog) is EndDialog

        driver.update(1 / 10, frames=10)  # what the server sent first is taken in
        table.say("Grandpa lost their connection: their seat waits for them.", seconds=0.5)
        driver.update(1 / 10, frames=2)
        assert table._hint.startswith("Grandpa")
        driver.update(1 / 10, frames=5)
        assert table._hint == "", "a timed hint goes online too"

        driver.key(key.F2)
        driver.draw()
        assert table.log_open and table.layout().side.width > 0

        table.end_dialog.open()  # as when the last move arrives: the totals count up
        assert table.counted == 0
        driver.update(1 / 10, frames=20)
        assert table.counted == 1
        assert not table.failed
    finally:
        ana.close()
        otto.close()
