"""An SVG drawn at a size is kept as a PNG in the cache folder: the next start reads it instead of
rasterising again, and a replaced file (other bytes) is drawn afresh."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image

from tabletop_core.assets import disk_cache, raster
from tabletop_core.assets.library import assets_of

MANIFEST = """
[pictures.ellipse]
file = "pictures/ellipse.svg"
licence = "CC0-1.0"
credit = "A test"
"""


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(disk_cache.CACHE_DIR_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache" / "pictures"


def _new_start() -> None:
    """What a new process starts with: nothing rasterised in memory."""
    raster.rasterised.cache_clear()
    raster.covered.cache_clear()


def _kept(cache: Path, size: str) -> list[Path]:
    return sorted(cache.glob(f"*-{size}-*.png"))


def test_a_picture_is_kept_and_read_back_at_the_next_start(make_package, circle_svg, cache):
    package = make_package(MANIFEST, {"pictures/ellipse.svg": circle_svg})
    drawn = raster.picture(package, "ellipse", 64, 32)
    assert drawn is not None
    (kept,) = _kept(cache, "64x32")
    assert Image.open(kept).size == (64, 32)
    # the next start reads the file: a picture put in its place is what it shows
    marker = Image.new("RGBA", (64, 32), (255, 0, 0, 255))
    out = io.BytesIO()
    marker.save(out, format="PNG")
    kept.write_bytes(out.getvalue())
    _new_start()
    again = raster.picture(package, "ellipse", 64, 32)
    assert again is not None and again.getpixel((32, 16)) == (255, 0, 0, 255)
    # a kept file that is not a PNG is drawn again, and written anew
    kept.write_bytes(b"half a picture")
    _new_start()
    redrawn = raster.picture(package, "ellipse", 64, 32)
    assert redrawn is not None and redrawn.tobytes() == drawn.tobytes()
    assert kept.read_bytes().startswith(disk_cache.PNG_SIGNATURE)


def test_a_replaced_file_is_drawn_afresh(make_package, circle_svg, cache):
    package = make_package(MANIFEST, {"pictures/ellipse.svg": circle_svg})
    first = raster.picture(package, "ellipse", 40, 20)
    assert first is not None and first.getpixel((20, 10))[:3] == (0x8A, 0x5A, 0x34)
    svg_file = Path(str(assets_of(package).get("pictures", "ellipse").file))
    svg_file.write_text(circle_svg.replace("#8A5A34", "#2A6E96"), encoding="utf-8")
    _new_start()
    second = raster.picture(package, "ellipse", 40, 20)
    assert second is not None and second.getpixel((20, 10))[:3] == (0x2A, 0x6E, 0x96)
    assert len(_kept(cache, "40x20")) == 2, "each version of the file kept under its own name"


def test_a_cache_folder_that_cannot_be_written_only_costs_time(
    make_package, circle_svg, tmp_path, monkeypatch
):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setenv(disk_cache.CACHE_DIR_ENV, str(blocked))
    package = make_package(MANIFEST, {"pictures/ellipse.svg": circle_svg})
    image = raster.picture(package, "ellipse", 30, 15)
    assert image is not None and image.size == (30, 15)


def test_only_the_newest_pictures_are_kept(make_package, circle_svg, cache, monkeypatch):
    monkeypatch.setattr(disk_cache, "KEPT", 3)
    package = make_package(MANIFEST, {"pictures/ellipse.svg": circle_svg})
    for width in range(20, 26):  # a window dragged through six sizes, a second apart
        assert raster.picture(package, "ellipse", width, 10) is not None
        (written,) = _kept(cache, f"{width}x10")
        when = 1_700_000_000_000_000_000 + width * 1_000_000_000
        os.utime(written, ns=(when, when))
    kept = sorted(path.name.split("-")[1] for path in cache.glob("*.png"))
    assert kept == ["23x10", "24x10", "25x10"]


def test_a_pictures_own_size_is_kept_and_a_replaced_file_measured_afresh(
    make_package, circle_svg, cache, monkeypatch
):
    """Its own size is known only by drawing the whole picture at it: the next start reads the
    two numbers instead, and other bytes in the file are measured again."""
    package = make_package(MANIFEST, {"pictures/ellipse.svg": circle_svg})
    drawn: list[tuple[object, object]] = []
    original = raster._svg

    def counting(found, width, height, *args, **kwargs):
        drawn.append((width, height))
        return original(found, width, height, *args, **kwargs)

    monkeypatch.setattr(raster, "_svg", counting)
    raster.natural_size.cache_clear()
    size = raster.natural_size(package, "ellipse")
    assert size is not None and drawn == [(None, None)]
    (kept,) = sorted(cache.glob("*-size-*.txt"))
    assert kept.read_text().split() == [str(size[0]), str(size[1])]
    raster.natural_size.cache_clear()  # a new start
    assert raster.natural_size(package, "ellipse") == size
    assert drawn == [(None, None)], "read from the cache, not drawn"

    svg_file = Path(str(assets_of(package).get("pictures", "ellipse").file))
    wider = circle_svg.replace('width="', 'width="2').replace("#8A5A34", "#2A6E96")
    svg_file.write_text(wider, encoding="utf-8")
    raster.natural_size.cache_clear()
    resized = raster.natural_size(package, "ellipse")
    assert drawn == [(None, None), (None, None)], "another file is measured again"
    assert resized is not None and resized != size
    raster.natural_size.cache_clear()
