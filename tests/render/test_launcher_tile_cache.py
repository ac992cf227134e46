"""The launcher keeps the tiles it drew on disk: a second start reads them instead of drawing,
and editing the art's source or replacing its key-art file (or another version) draws afresh."""

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
    from tabletop_core.assets import raster
    from tabletop_core.render.art import cached_tile_image, tile_cache_path

    registered = plugins.registry().get("damit")
    drawn = []
    original = raster.covering

    @functools.wraps(original)
    def counting(package, name, width, height):
        drawn.append((width, height))  # Dam It!'s key art drawn at the tile's size
        return original(package, name, width, height)

    raster.covering = counting
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
    env.pop("TABLETOP_CACHE_DIR", None)  # the data folder's cache, as without the suite's
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
    monkeypatch.delenv("TABLETOP_CACHE_DIR", raising=False)
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


KEY_ART_MANIFEST = """
[pictures.key-art]
file = "pictures/key-art.svg"
licence = "CC0-1.0"
credit = "A test"
"""
KEY_ART = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10" width="40" height="10">'
    '<rect width="40" height="10" fill="#2A6E96"/></svg>'
)


def test_replacing_the_key_art_file_draws_the_tile_afresh(tmp_path, monkeypatch) -> None:
    package = tmp_path / "src" / "key_art_tile_pkg"
    (package / "assets" / "pictures").mkdir(parents=True)
    (package / "__init__.py").write_text(ART_MODULE)
    (package / "assets" / "manifest.toml").write_text(KEY_ART_MANIFEST)
    picture = package / "assets" / "pictures" / "key-art.svg"
    picture.write_text(KEY_ART)
    monkeypatch.syspath_prepend(str(package.parent))
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("TABLETOP_CACHE_DIR", raising=False)
    import key_art_tile_pkg

    info = GameInfo(id="key_art_tiles", title="Tiles", min_players=1, max_players=2)
    game = type("TilesGame", (), {"info": info, "__module__": "key_art_tile_pkg"})()
    registered = Registered(game, "key_art_tiles", "tabletop-tiles-test", "1.0",
                            art=key_art_tile_pkg.draw)  # fmt: skip
    try:
        image = cached_tile_image(registered, 200, 50)
        assert key_art_tile_pkg.DRAWN == [], "the key art is the tile, not the painted picture"
        assert image.getpixel((100, 25)) == (42, 110, 150, 255)
        path = tile_cache_path(registered, 200, 50)
        assert path.is_file()
        later = picture.stat().st_mtime_ns + 5_000_000_000
        os.utime(picture, ns=(later, later))
        assert tile_cache_path(registered, 200, 50) != path, "a replaced picture is drawn again"
    finally:
        sys.modules.pop("key_art_tile_pkg", None)


def test_tiles_are_kept_in_the_cache_folder_shared_with_pictures_and_sounds(tmp_path: Path) -> None:
    """``TABLETOP_CACHE_DIR`` names the one cache folder: a start with another data folder (a
    new test, another profile) reads the tiles drawn before instead of drawing them again."""
    env = dict(os.environ, TABLETOP_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    drawn, _size, path = _start(dict(env, TABLETOP_DATA_DIR=str(tmp_path / "one")))
    assert drawn == 1 and path.parent == tmp_path / "cache" / "tiles"
    drawn, _size, again = _start(dict(env, TABLETOP_DATA_DIR=str(tmp_path / "two")))
    assert (drawn, again) == (0, path)
