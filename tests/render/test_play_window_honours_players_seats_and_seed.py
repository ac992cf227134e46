"""`tabletop play GAME --players/--seats/--seed` in the window: the match they describe starts at
once (no lobby with last time's choices), and impossible values are refused in the same one line
as in the terminal, before any window opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key
CORE_TESTS = Path(__file__).parents[1] / "core"


def test_players_seats_and_seed_start_that_match_in_the_window(shell, driver, monkeypatch):
    from tabletop_core import plugins
    from tabletop_core.command_line.play import _window_start
    from tabletop_core.render.app import open_on
    from tabletop_core.render.host import HostView

    monkeypatch.setattr(plugins, "registry", lambda: shell.registry)
    from tabletop_core.settings import LobbyChoice, SeatChoice

    shell.settings.lobby = {  # last time's lobby: two people, seed 5
        "beaver_bids": LobbyChoice(
            players=2, seats=[SeatChoice(name="Old", kind="human")] * 2, seed=5
        )
    }
    start = _window_start("beaver_bids", 3, "human,bot:hard,bot:random", 77, None)
    host = open_on(shell, "beaver_bids", start=start)
    assert isinstance(host, HostView) and shell.window.current_view is host
    match = host.match
    assert match.seed == 77 and match.players == 3
    assert [(s.kind, s.level) for s in match.seats] == [
        ("human", None),
        ("bot", "hard"),
        ("bot", "random"),
    ]
    driver.draw()
    before = len(match.actions)
    driver.key(key.ENTER)  # the person at the window plays the first move
    assert len(match.actions) == before + 1

    only_players = _window_start("beaver_bids", 4, None, None, None)
    host = open_on(shell, "beaver_bids", start=only_players)
    kinds = [s.kind for s in host.match.seats]
    assert kinds == ["human", "bot", "bot", "bot"] and host.match.seed != 77


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The example game installed as a distribution, and no display."""
    site = tmp_path_factory.mktemp("site")
    info = site / "tabletop_beaver_bids-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tabletop-beaver-bids\nVersion: 0.1\n"
    )
    (info / "entry_points.txt").write_text("[tabletop]\nbeaver_bids = example_game\n")
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(site), str(CORE_TESTS), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    environment["TABLETOP_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    environment.pop("DISPLAY", None)
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return environment


@pytest.mark.slow  # commands in processes of their own
@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("--players", "9"), "tabletop: Beaver Bids is for 2–4 players, not 9"),
        (("--players", "0"), "tabletop: --players must be a number from 1 to 64, not 0"),
        (
            ("--seats", "human,bot:genius"),
            "tabletop: seat 2: beaver_bids has no bot level 'genius' (levels: random, hard)",
        ),
        (
            ("--players", "3", "--seats", "human,human"),
            "tabletop: --players 3 but 2 seats were given",
        ),
        (
            ("--seed", "3", "--resume", "latest"),
            "tabletop: --resume goes on with a saved match as it was dealt: leave out --players, "
            "--seats and --seed",
        ),
    ],
)
def test_impossible_choices_get_the_terminals_one_line_before_a_window(env, args, line):
    run = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "play", "beaver_bids", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode != 0
    assert run.stderr.strip() == line
