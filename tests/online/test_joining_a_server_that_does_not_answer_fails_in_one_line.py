""" "Join a game" at an address where no Tabletop server answers says so in one line within a
few seconds, instead of "Joining…" for ever: a port nothing listens on, and a socket that
takes the connection and never says a word (a machine that hangs, a wrong program)."""

from __future__ import annotations

import socket
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import free_port
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import make_shell

sys.path.insert(0, str(Path(__file__).parent))
from window_play import type_into, wait_for  # noqa: E402

pytestmark = pytest.mark.gl


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A socket that accepts connections on a loopback port and never answers them."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield f"http://127.0.0.1:{listener.getsockname()[1]}"


def join_and_time(
    window, driver, tmp_path: Path, server: str, clock: Callable[[], float] = time.monotonic
) -> tuple[float, str]:
    from tabletop_core.render.online_screens import JoinView

    shell = make_shell(window, plugins.registry(), tmp_path / "settings.json")
    shell.show_launcher()
    driver.draw()
    driver.key(load_arcade().key.J)
    join = window.current_view
    assert isinstance(join, JoinView)
    type_into(driver, join, join.code, "KX7P-M2QD")
    type_into(driver, join, join.server, server)
    began = clock()
    driver.click_rect(join.join_button.rect)
    wait_for(driver, lambda: join.message.startswith("Not joined"), "the join to fail", 30)
    took = clock() - began
    assert join.remote is None  # gave up: the button joins again
    driver.draw()
    return took, join.message


@pytest.mark.slow  # waits out the few seconds a silent server is given
def test_a_server_that_never_answers_is_given_up_in_one_line(
    window, driver, tmp_path, silent_server, monkeypatch
) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    took, message = join_and_time(window, driver, tmp_path, silent_server)
    assert took < 8, took
    assert "\n" not in message
    assert message.startswith(f"Not joined: no Tabletop server answers at {silent_server}")
    assert "did not answer within" in message


def test_an_address_where_nothing_listens_is_given_up_in_one_line(
    window, driver, tmp_path, monkeypatch, client_clock
) -> None:
    """The client's back-off between tries runs on a driven clock: given up within 6 s of it."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    server = f"http://127.0.0.1:{free_port()}"
    took, message = join_and_time(window, driver, tmp_path, server, client_clock.clock)
    assert took < 6, took
    assert "\n" not in message
    assert message == (
        f"Not joined: no Tabletop server answers at {server} (nothing listens at that address)"
    )
