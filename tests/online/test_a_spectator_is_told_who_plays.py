"""A spectator's window says who plays: watching two people at Dam It! (a real server on a
loopback port, the spectator's window joined with the watch code through "Join a game"), the
hand's header names them and never says that only bots play."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import host, join
from tabletop_core.render.driving import make_shell
from tabletop_core.render.legibility import canvases_of
from tabletop_core.watching import who_plays

sys.path.insert(0, str(Path(__file__).parent))
from window_play import wait_for  # noqa: E402

pytestmark = pytest.mark.gl


def test_who_plays_names_the_people() -> None:
    assert who_plays(["Otto", "Bea"], [True, True]) == "Only bots play"
    assert who_plays(["Ana", "Otto"], [False, True]) == "Ana plays"
    assert who_plays(["Ana", "Grandpa"], [False, False]) == "Ana and Grandpa play"
    assert who_plays(["Ana", "Bo", "Cy"], [False, False, False]) == "Ana, Bo and Cy play"


@pytest.mark.slow  # a server and two clients
def test_a_spectator_watching_two_people_is_told_they_play(
    start_server, window, driver, tmp_path, monkeypatch
) -> None:
    from tabletop_core.render.online_host import OnlineHostView
    from tabletop_core.render.online_screens import JoinView

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    server = start_server()
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=5)
    ana = join(server, opened["codes"][0]["code"], name="Ana")
    grandpa = join(server, opened["codes"][1]["code"], name="Grandpa")
    try:
        shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
        view = JoinView(shell)
        window.show_view(view)
        view.code.text, view.server.text, view.watch.value = opened["watch"], server.url, True
        driver.draw()
        driver.click_rect(view.join_button.rect)
        wait_for(driver, lambda: isinstance(window.current_view, OnlineHostView), "the table")
        table = window.current_view
        wait_for(driver, lambda: table.match.names == ["Ana", "Grandpa"], "both names")
        driver.draw()
        words = " ".join(label.text for c in canvases_of(table) for label in c.texts)
        assert table.viewer is None
        assert "Ana and Grandpa play: every hand stays hidden." in words
        assert "Only bots" not in words
        table.save_and_quit()
    finally:
        ana.close()
        grandpa.close()
