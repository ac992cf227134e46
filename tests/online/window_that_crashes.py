"""A window that hosts a match and is then killed, as a process of its own:

    TABLETOP_DATA_DIR=... python tests/online/window_that_crashes.py SERVER

It hosts Dam It! from the lobby's "Play online" (Ana here, one invited), sits down at its table,
prints one JSON line (the match, the invited code) and draws frames until it is killed.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from hosting_window import host_from_the_lobby  # noqa: E402
from window_play import wait_for  # noqa: E402

from tabletop_core import plugins  # noqa: E402
from tabletop_core.render._arcade import load_arcade, want_headless  # noqa: E402
from tabletop_core.render.driving import Driver, make_shell  # noqa: E402


def main(server: str) -> None:
    want_headless()
    arcade = load_arcade()
    window = arcade.Window(1280, 720, "the window that crashes", visible=False, antialiasing=False)
    driver = Driver(window)
    shell = make_shell(window, plugins.registry(), Path("settings-crashing.json").absolute())
    online = host_from_the_lobby(shell, driver, server)
    driver.click_rect(online.table_button.rect)
    host = window.current_view
    wait_for(driver, lambda: host.match.remote.last is not None, "the table")
    seen = {"match": host.match.match_id, "code": online.answer["codes"][0]["code"]}
    print(json.dumps(seen), flush=True)
    while True:  # playing on, until the kill
        driver.update(1 / 30)
        driver.draw()
        time.sleep(0.05)


if __name__ == "__main__":
    main(sys.argv[1])
