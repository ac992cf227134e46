"""A picture that varies (a player's colour, a symbol) ships once, with placeholders in its SVG
text; the pipeline swaps them before rasterising, and keeps each variant apart in its caches."""

from __future__ import annotations

from tabletop_core.assets import disk_cache, raster

MANIFEST = """
[pictures.token]
file = "pictures/token.svg"
licence = "CC0-1.0"
credit = "A test"
"""

TOKEN = """<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
  <rect width="20" height="20" fill="#ff00ff"/>
</svg>
"""


def test_a_placeholder_colour_is_swapped_before_the_svg_is_drawn(
    make_package, tmp_path, monkeypatch
):
    monkeypatch.setenv(disk_cache.CACHE_DIR_ENV, str(tmp_path / "cache"))
    package = make_package(MANIFEST, {"pictures/token.svg": TOKEN})
    plain = raster.picture(package, "token", 16, 16)
    blue = raster.picture(package, "token", 16, 16, (("#ff00ff", "#0072b2"),))
    red = raster.picture(package, "token", 16, 16, (("#ff00ff", "#cc202c"),))
    assert plain is not None and blue is not None and red is not None
    assert plain.getpixel((8, 8)) == (255, 0, 255, 255)
    assert blue.getpixel((8, 8)) == (0, 114, 178, 255)
    assert red.getpixel((8, 8)) == (204, 32, 44, 255)
    # each variant is its own picture on disk too: a second start draws the same colours
    kept = sorted((tmp_path / "cache" / "pictures").glob("*.png"))
    assert len(kept) == 3
