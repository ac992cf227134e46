"""``tabletop screenshot GAME --frames N --every MS`` records the moment since Ana's last move
as it plays at the table: an APNG or a GIF whose frames differ as things move and which ends
on the table as the rules left it; the same match gives the same frames."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageSequence

pytestmark = pytest.mark.gl


def _frames(path: Path) -> list[Image.Image]:
    with Image.open(path) as picture:
        return [frame.convert("RGB") for frame in ImageSequence.Iterator(picture)]


def test_a_recorded_moment_moves_and_repeats_exactly(window, tmp_path, monkeypatch):
    import tabletop_damit.plugin as damit_plugin

    from tabletop_core import plugins
    from tabletop_core.render.screenshot import take_screenshot

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    registry = plugins.load(extra_plugins=[damit_plugin], autoload=False)
    first = take_screenshot(
        "damit", moves=14, out=tmp_path / "a.png", registry=registry, frames=24,
        every=0.06, scale=0.25,
    )  # fmt: skip
    frames = _frames(first)
    assert frames[0].size == (320, 180)  # a quarter: small frames encode quickly
    assert len(frames) > 4, "the writer keeps one frame of a run of equal ones: nothing moved"
    again = take_screenshot(
        "damit", moves=14, out=tmp_path / "b.png", registry=registry, frames=24,
        every=0.06, scale=0.25,
    )  # fmt: skip
    assert [f.tobytes() for f in _frames(again)] == [f.tobytes() for f in frames]


@pytest.mark.slow  # the command in a process of its own, 116 moves into Hamsterdam
def test_the_command_writes_a_gif(tmp_path):
    environment = dict(os.environ)
    environment["TABLETOP_DATA_DIR"] = str(tmp_path / "data")
    environment["ARCADE_HEADLESS"] = "1"
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    out = tmp_path / "moment.gif"
    run = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "screenshot", "hamsterdam", "--moves", "116",
         "--frames", "12", "--every", "80", "--scale", "0.5", "--out", str(out)],
        env=environment, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    with Image.open(out) as picture:
        assert picture.format == "GIF" and picture.n_frames > 1
        assert picture.info["duration"] == 80
        assert picture.size == (640, 360)
