"""An older single-class table warns its author (a run with deprecation warnings shown, as pytest
and ``python -W default`` do) in one line, once; a player starting the same table sees nothing.

The older table belongs to a third-party game of this test's own, installed as a real
distribution (a ``*.dist-info`` folder with its entry point on PYTHONPATH): the built-in games are
all tables of three parts, and plugins written for the older form must keep playing.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

CORE_TESTS = Path(__file__).parents[1] / "core"

OLD_PLUGIN = textwrap.dedent(
    '''
    """Beaver Bids (the core tests' example game) with a table in the older single-class form."""

    from example_game import GAME, tabletop_register_bots, tabletop_register_games  # noqa: F401
    from tabletop_core import hookimpl


    @hookimpl
    def tabletop_register_views(register):
        from tabletop_core.render import GameTable

        class OldBidsTable(GameTable):
            def draw(self, rect):
                pass

        register(GAME.info.id, OldBidsTable)
    '''
)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("site")
    (site / "old_bids_table.py").write_text(OLD_PLUGIN)
    info = site / "tabletop_old_bids-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tabletop-old-bids\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[tabletop]\nold_bids = old_bids_table\n")
    return site


def _screenshot(tmp_path: Path, site: Path, *python_flags: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ARCADE_HEADLESS": "1", "TABLETOP_DATA_DIR": str(tmp_path / "data")}
    env.pop("PYTHONWARNINGS", None)
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)  # a player's run: the installed games
    env["PYTHONPATH"] = os.pathsep.join(
        [str(site), str(CORE_TESTS), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    command = [sys.executable, *python_flags, "-m", "tabletop_core.cli", "screenshot"]
    return subprocess.run(
        [*command, "beaver_bids", "--out", str(tmp_path / "bids.png")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=300,
    )


def test_the_author_is_told_once_and_the_player_never(tmp_path: Path, site: Path) -> None:
    author = _screenshot(tmp_path, site, "-W", "default::DeprecationWarning")
    assert author.returncode == 0, author.stderr[-2000:]
    told = [line for line in author.stderr.splitlines() if "is a GameTable" in line]
    assert len(told) == 1 and "OldBidsTable" in told[0], author.stderr[-2000:]
    assert (tmp_path / "bids.png").stat().st_size > 0

    player = _screenshot(tmp_path, site)
    assert player.returncode == 0, player.stderr[-2000:]
    assert "GameTable" not in player.stderr and "Warning" not in player.stderr, player.stderr
