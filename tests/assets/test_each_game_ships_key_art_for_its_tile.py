"""Each of the four games ships its launcher picture as an SVG file named in its manifest, in its
wheel's package data; the tile is that picture covering the tile, drawn anew at each size."""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat

from tabletop_core.assets import asset, assets_of, raster
from tabletop_core.game import GameInfo
from tabletop_core.plugins import Registered
from tabletop_core.render.art import KEY_ART, tile_image

ROOT = Path(__file__).parents[2]
GAMES = {
    "damit": "tabletop_damit",
    "mein_lieber_biber": "tabletop_mein_lieber_biber",
    "beaver_creek": "tabletop_beaver_creek",
    "hamsterdam": "tabletop_hamsterdam",
}


@pytest.mark.parametrize("folder", sorted(GAMES))
def test_the_game_ships_its_key_art_named_credited_and_packaged(folder: str) -> None:
    package = GAMES[folder]
    found = assets_of(package)
    assert found.problems == ()
    key_art = asset(package, "pictures", KEY_ART)
    assert key_art is not None and key_art.suffix == "svg"
    assert key_art.entry.licence and key_art.entry.credit
    assert raster.aspect(package, KEY_ART) == 4.0, "drawn for the launcher's wide tiles"
    # every file of its assets folder is in the wheel's package data
    plugin = ROOT / "plugins" / folder
    globs = tomllib.loads((plugin / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]["package-data"][package]
    assets = plugin / package / "assets"
    files = [p.relative_to(plugin / package).as_posix() for p in assets.rglob("*") if p.is_file()]
    assert "assets/CREDITS.md" in files and "assets/manifest.toml" in files
    left_out = [f for f in files if not any(fnmatch(f, pattern) for pattern in globs)]
    assert not left_out, f"not in {folder}'s package data: {left_out}"


def test_every_shipped_picture_is_credited_in_the_notice() -> None:
    notice = (ROOT / "NOTICE.md").read_text(encoding="utf-8")
    for folder, package in [
        ("", "tabletop_core"),
        *((f"plugins/{f}/", p) for f, p in GAMES.items()),
    ]:
        for each in assets_of(package).of_kind("pictures"):
            assert f"{folder}{package}/assets/{each.entry.file}" in notice, each.entry.file


def _registered(package: str, art=None) -> Registered:
    """A game registered from ``package`` (its rules a stand-in: a tile needs only its info)."""
    info = GameInfo(id="key_art_test", title="Key art", min_players=1, max_players=2)
    game = type("KeyArtGame", (), {"info": info, "__module__": package})()
    return Registered(game, "key_art_test", "tabletop-key-art-test", "1.0", art=art)


def _painted(width: int, height: int) -> Image.Image:
    """The picture a game paints in code: one flat colour, easy to tell from the key art."""
    return Image.new("RGB", (width, height), (10, 200, 30))


@pytest.mark.parametrize("package", sorted(GAMES.values()))
def test_the_tile_is_the_key_art_covering_it_whole(package: str) -> None:
    registered = _registered(package, art=_painted)
    for width, height in ((572, 130), (300, 200)):  # a wide tile, and a taller one
        image, problem = tile_image(registered, width, height)
        assert problem is None and image.size == (width, height)
        assert image.tobytes() == raster.covering(package, KEY_ART, width, height).tobytes()
        assert image.getchannel("A").getextrema() == (255, 255), "no empty band on the tile"
        assert image.convert("RGB").getpixel((width // 2, height // 2)) != (10, 200, 30)


def _detail(image: Image.Image) -> float:
    """How much fine detail a picture holds: the mean strength of its edges."""
    edges = image.convert("L").filter(ImageFilter.FIND_EDGES)
    return ImageStat.Stat(edges).mean[0]


def test_the_key_art_is_drawn_anew_at_a_larger_size_not_scaled_up() -> None:
    package = "tabletop_mein_lieber_biber"
    small = raster.covering(package, KEY_ART, 300, 75)
    large = raster.covering(package, KEY_ART, 1200, 300)
    assert small is not None and large is not None and large.size == (1200, 300)
    scaled = small.resize(large.size, Image.Resampling.BICUBIC)
    # the same picture (nearly every pixel close) ...
    difference = ImageStat.Stat(ImageChops.difference(large.convert("RGB"), scaled.convert("RGB")))
    assert max(difference.mean) < 12
    # ... with the sharp edges of a drawing at that size: an upscale has soft ones
    assert _detail(large) > 1.5 * _detail(scaled)


def test_a_taller_tile_cuts_the_sides_and_keeps_the_middle() -> None:
    package = "tabletop_beaver_creek"
    wide = raster.covering(package, KEY_ART, 800, 200)
    square = raster.covering(package, KEY_ART, 400, 400)
    assert wide is not None and square is not None and square.size == (400, 400)
    # the square one is the wide one's middle (a quarter of its width), drawn at twice the size
    middle = wide.crop((300, 0, 500, 200)).resize((400, 400), Image.Resampling.BICUBIC)
    left = wide.crop((0, 0, 200, 200)).resize((400, 400), Image.Resampling.BICUBIC)

    def off(other: Image.Image) -> float:
        return max(ImageStat.Stat(ImageChops.difference(square.convert("RGB"), other)).mean)

    assert off(middle.convert("RGB")) < 8 < 20 < off(left.convert("RGB"))


KEY_ART_MANIFEST = """
[pictures.key-art]
file = "pictures/key-art.svg"
licence = "CC0-1.0"
credit = "A test"
"""


def test_a_broken_key_art_file_is_one_line_and_the_painted_picture_is_shown(
    make_package, caplog
) -> None:
    package = make_package(KEY_ART_MANIFEST, {"pictures/key-art.svg": "<svg oops, not closed"})
    registered = _registered(package, art=_painted)
    with caplog.at_level("WARNING"):
        for size in ((200, 50), (400, 100)):
            image, problem = tile_image(registered, *size)
            assert problem is None
            assert image.convert("RGB").getpixel((10, 10)) == (10, 200, 30)
    lines = [r.getMessage() for r in caplog.records if package in r.getMessage()]
    assert len(lines) == 1, lines
    assert "pictures.key-art" in lines[0] and "not a drawable SVG" in lines[0]
    assert "\n" not in lines[0]


def test_a_missing_key_art_file_is_one_line_and_the_painted_picture_is_shown(
    make_package, caplog
) -> None:
    package = make_package(KEY_ART_MANIFEST, {})
    registered = _registered(package, art=_painted)
    with caplog.at_level("WARNING"):
        image, problem = tile_image(registered, 120, 60)
    assert problem is None and image.convert("RGB").getpixel((60, 30)) == (10, 200, 30)
    lines = [r.getMessage() for r in caplog.records if package in r.getMessage()]
    assert lines == [f"{package} assets: pictures.key-art: no file assets/pictures/key-art.svg"]


def test_a_game_whose_package_does_not_import_gets_its_painted_tile(make_package, caplog) -> None:
    package = make_package(KEY_ART_MANIFEST, {}, code="raise RuntimeError('half written')")
    registered = _registered(package, art=_painted)
    with caplog.at_level("WARNING"):
        image, problem = tile_image(registered, 120, 60)
    assert problem is None and image.convert("RGB").getpixel((60, 30)) == (10, 200, 30)
    (line,) = [r.getMessage() for r in caplog.records if "key_art_test" in r.getMessage()]
    assert "half written" in line and "\n" not in line
