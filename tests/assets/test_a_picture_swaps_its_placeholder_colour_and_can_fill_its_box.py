"""An SVG picture can be drawn with words of its text swapped first (a declared placeholder
colour made the colour the code computes, such as a seat's) and stretched to fill its box
whole; each variant is its own picture in the caches, and the file itself is untouched."""

from __future__ import annotations

from pathlib import Path

from tabletop_core.assets.library import read
from tabletop_core.assets.raster import edited, rasterised

SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">
  <rect width="10" height="10" fill="#FF00FF"/>
</svg>
"""
MANIFEST = """[pictures.disc]
file = "pictures/disc.svg"
licence = "CC0-1.0"
credit = "a test"
"""


def _asset(tmp_path: Path):
    (tmp_path / "pictures").mkdir()
    (tmp_path / "pictures" / "disc.svg").write_text(SVG, encoding="utf-8")
    (tmp_path / "manifest.toml").write_text(MANIFEST, encoding="utf-8")
    return read("swapped_pictures", tmp_path).get("pictures", "disc")


def test_a_placeholder_colour_is_swapped_before_drawing(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    found = _asset(tmp_path)
    plain = rasterised(found, 20, 20)
    orange = rasterised(found, 20, 20, (("#FF00FF", "#E69F00"),))
    blue = rasterised(found, 20, 20, (("#FF00FF", "#0072B2"),))
    assert plain.getpixel((10, 10)) == (255, 0, 255, 255)
    assert orange.getpixel((10, 10)) == (230, 159, 0, 255)
    assert blue.getpixel((10, 10)) == (0, 114, 178, 255)
    assert (tmp_path / "pictures" / "disc.svg").read_text(encoding="utf-8") == SVG


def test_a_stretched_picture_fills_its_box_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    found = _asset(tmp_path)
    kept = rasterised(found, 40, 20)  # keeps its square shape, centred: clear at the sides
    assert kept.getpixel((2, 10))[3] == 0
    stretched = rasterised(found, 40, 20, (), True)
    assert stretched.size == (40, 20)
    assert stretched.getpixel((2, 10)) == (255, 0, 255, 255)
    assert stretched.getpixel((38, 10)) == (255, 0, 255, 255)


def test_stretching_rewrites_only_the_root_size():
    text = edited(SVG, stretch=(40, 20))
    assert 'width="40" height="20" preserveAspectRatio="none"' in text
    assert '<rect width="10" height="10"' in text
    assert text.count("preserveAspectRatio") == 1
