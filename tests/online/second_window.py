"""The second computer of the window test, as a process of its own: a headless Tabletop window
that joins through the launcher's "Join a game" and plays one turn at its seat.

    python tests/online/second_window.py SERVER CODE NAME

It prints one JSON line at the end: what its table showed (its seat, the names, the plies).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from window_play import play_one_turn, type_into, wait_for  # noqa: E402

from tabletop_core import plugins  # noqa: E402
from tabletop_core.render._arcade import load_arcade, want_headless  # noqa: E402
from tabletop_core.render.driving import Driver, make_shell  # noqa: E402


def main(server: str, code: str, name: str) -> None:
    want_headless()
    arcade = load_arcade()
    key = arcade.key
    window = arcade.Window(1280, 720, "second window", visible=False, antialiasing=False)
    driver = Driver(window)
    shell = make_shell(window, plugins.registry(), Path("settings-second.json").absolute())
    shell.show_launcher()
    driver.draw()
    driver.key(key.J)  # the launcher's "Join a game"
    join = window.current_view
    driver.draw()
    type_into(driver, join, join.code, code)
    type_into(driver, join, join.name, name)
    type_into(driver, join, join.server, server)
    driver.click_rect(join.join_button.rect)
    from tabletop_core.render.online_host import OnlineHostView

    wait_for(driver, lambda: isinstance(window.current_view, OnlineHostView), "the table")
    host = window.current_view
    match = host.match
    start = match.remote.ply
    wait_for(driver, lambda: match.to_act == match.seat and host.can_act(), "this seat's turn", 120)
    played_at = match.remote.ply
    play_one_turn(driver, host)
    wait_for(driver, lambda: match.remote.ply > played_at, "the server's answer")
    wait_for(driver, lambda: match.remote.ply >= 2, "the other window's turn", 120)
    driver.draw()
    print(
        json.dumps(
            {
                "seat": match.seat,
                "names": match.names,
                "start": start,
                "played_at": played_at,
                "ply": match.remote.ply,
                "seat_labels": host._seat_labels(),
                "log": match.log_lines(),
            }
        ),
        flush=True,
    )
    match.remote.close()
    time.sleep(0.1)
    window.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
