"""The server "this computer" starts for the home network: a real ``tabletop serve`` process
that answers, is found again instead of started twice, and stops with the window."""

from __future__ import annotations

from pathlib import Path

from tabletop_core.online.local_server import LocalServer, answers, home_address
from tabletop_core.online.loopback import free_port
from tabletop_core.online.terminal import open_match


def test_a_server_on_this_computer_answers_and_stops(tmp_path: Path) -> None:
    port = free_port()
    server = LocalServer(tmp_path / "server", port=port)
    try:
        url = server.start()
        assert url == f"http://{home_address()}:{port}" and answers(server.own_url)
        opened = open_match(server.own_url, "damit", [{"kind": "here"}, {"kind": "invited"}])
        assert len(opened["codes"]) == 1
        again = LocalServer(tmp_path / "server", port=port)
        assert again.start() == url and again.process is None  # the one running is used
    finally:
        server.stop()
    assert not answers(f"http://127.0.0.1:{port}", timeout=0.5)
    assert list((tmp_path / "server" / "rooms").glob("*.json"))  # its matches stay on disk
