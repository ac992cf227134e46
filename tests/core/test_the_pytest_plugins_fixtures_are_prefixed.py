"""The core's pytest plugin gives every project that installs Tabletop ``tabletop_window`` and
``tabletop_driver``; the unprefixed names of the last release still work, with a deprecation."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SUITE = """
def test_new(tabletop_window, tabletop_driver):
    assert tabletop_driver.window is tabletop_window
    assert (tabletop_window.width, tabletop_window.height) == (1280, 720)

def test_old(window, driver):
    assert driver.window is window
"""


def test_a_project_gets_the_prefixed_fixtures_and_a_warning_for_the_old_names(
    tmp_path: Path,
) -> None:
    (tmp_path / "test_outside.py").write_text(SUITE)
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "-p", "no:cacheprovider", "-W", "default"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 passed" in run.stdout
    assert "the fixture 'window' of tabletop_core.pytest_plugin is now 'tabletop_window'" in (
        run.stdout
    )
    assert "the fixture 'driver' of tabletop_core.pytest_plugin is now 'tabletop_driver'" in (
        run.stdout
    )
