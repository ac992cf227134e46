"""The launcher keeps the tiles it drew on disk: a second start reads them instead of drawing,
and editing the art's source (or another version) draws afresh."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop_core.game import GameInfo
from tabletop_core.plugins import Registered
from tabletop_core.render.art import cached_tile_image, tile_cache_path

START = textwrap.dedent(
    """
    import functools, sys
    from tabletop_core import plugins
    from tabletop_core.render.art import cached_tile_image, tile_cache_path

    registered = plugins.registry().get("damit")
    drawn = []
    original = registered.art

    @functools.wraps(original)
    def counting(width, height):
        drawn.append((width, height))
        return original(width, height)

    registered.art = counting
    image = cached_tile_image(registered, 320, 180)
    print(len(drawn), image.size, tile_cache_path(registered, 320, 180))
    """
)


def _start(env: dict[str, str]) -> tuple[int, str, Path]:
    run = subprocess.run(
        [sys.executable, "-c", START], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    drawn, *size, path = run.stdout.split()
    return int(drawn), " ".join(size), Path(path)


def test_a_second_start_reads_the_damit_tile_from_the_cache(tmp_path: Path) -> None:
    env = dict(os.environ, TABLETOP_DATA_DIR=str(tmp_path))
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    drawn, size, path = _start(env)
    assert (drawn, size) == (1, "(320, 180)")
    assert path.is_file() and path.parent == tmp_path / "cache" / "tiles"
    assert path.name.startswith("damit-tabletop_damit_")
    drawn, size, again = _start(env)
    assert (drawn, size, again) == (0, "(320, 180)", path)


ART_MODULE = """
from PIL import Image

DRAWN = []


def draw(width, height):
    DRAWN.append((width, height))
    return Image.new("RGB", (width, height), COLOUR)


COLOUR = (200, 40, 40)
"""


@pytest.fixture()
def tile_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A one-package plugin whose art function lives in a file the test can edit."""
    package = tmp_path / "src" / "tile_plugin_pkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(ART_MODULE)
    monkeypatch.syspath_prepend(str(package.parent))
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    import tile_plugin_pkg

    yield package, tile_plugin_pkg
    sys.modules.pop("tile_plugin_pkg", None)


def _registered(art, version: str = "1.0") -> Registered:
    info = GameInfo(id="tiles_test", title="Tiles", min_players=1, max_players=2)
    game = type("TilesGame", (), {"info": info})()
    return Registered(game, "tiles_test", "tabletop-tiles-test", version, art=art)


def test_the_cache_is_keyed_by_the_art_source_and_the_version(tile_plugin) -> None:
    package, module = tile_plugin
    registered = _registered(module.draw)
    first = cached_tile_image(registered, 200, 100)
    assert module.DRAWN == [(200, 100)]
    path = tile_cache_path(registered, 200, 100)
    assert path.is_file()
    again = cached_tile_image(registered, 200, 100)
    assert module.DRAWN == [(200, 100)], "the second call read the file"
    assert again.tobytes() == first.tobytes()

    source = package / "__init__.py"
    later = source.stat().st_mtime_ns + 5_000_000_000
    os.utime(source, ns=(later, later))
    edited = tile_cache_path(registered, 200, 100)
    assert edited != path
    cached_tile_image(registered, 200, 100)
    assert len(module.DRAWN) == 2, "an edited source draws the tile again"
    assert edited.is_file() and not path.exists(), "the tile it replaces is removed"

    newer = _registered(module.draw, version="1.1")
    cached_tile_image(newer, 200, 100)
    assert len(module.DRAWN) == 3
    cached_tile_image(newer, 120, 60)
    assert len(module.DRAWN) == 4
    assert tile_cache_path(newer, 200, 100).is_file(), "another size does not replace it"


def test_a_tile_whose_art_fails_is_not_kept(tile_plugin) -> None:
    def broken(width: int, height: int):
        raise RuntimeError("no paint")

    broken.__module__ = "tile_plugin_pkg"
    registered = _registered(broken)
    image = cached_tile_image(registered, 80, 40)
    assert image.size == (80, 40)
    assert not tile_cache_path(registered, 80, 40).exists()
