"""Pictures from files are drawn anew at the size they are shown (an SVG stays sharp), cached by
file and size."""

from __future__ import annotations

import io

from PIL import Image

from tabletop_core.assets import raster

MANIFEST = """
[pictures.ellipse]
file = "pictures/ellipse.svg"
licence = "CC0-1.0"
credit = "A test"

[pictures.dot]
file = "pictures/dot.png"
licence = "CC0-1.0"
credit = "A test"

[pictures.broken]
file = "pictures/broken.svg"
licence = "CC0-1.0"
credit = "A test"
"""


def _png(size: tuple[int, int]) -> bytes:
    image = Image.new("RGBA", size, (200, 120, 40, 255))
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def _package(make_package, circle_svg) -> str:
    return make_package(
        MANIFEST,
        {
            "pictures/ellipse.svg": circle_svg,
            "pictures/dot.png": _png((30, 10)),
            "pictures/broken.svg": "<svg this is not",
        },
    )


def _soft_edge(image: Image.Image) -> int:
    """How many pixels are partly covered: the blur at the picture's edge."""
    return sum(1 for alpha in image.getchannel("A").getdata() if 0 < alpha < 255)


def test_an_svg_is_rasterised_at_the_size_asked_and_stays_sharp(make_package, circle_svg):
    package = _package(make_package, circle_svg)
    assert raster.natural_size(package, "ellipse") == (40, 20)
    assert raster.aspect(package, "ellipse") == 2.0
    small = raster.picture(package, "ellipse", 100, 50)
    large = raster.picture(package, "ellipse", 200, 100)
    assert small is not None and large is not None
    assert small.size == (100, 50) and large.size == (200, 100)
    # drawn anew, the edge stays one pixel wide; scaled up, it would be two
    scaled = small.resize((200, 100), Image.Resampling.BILINEAR)
    assert _soft_edge(large) < 0.75 * _soft_edge(scaled)


def test_a_box_of_another_shape_keeps_the_svgs_shape_centred(make_package, circle_svg):
    package = _package(make_package, circle_svg)
    image = raster.picture(package, "ellipse", 100, 100)
    assert image is not None and image.size == (100, 100)
    alpha = image.getchannel("A")
    assert alpha.getpixel((50, 50)) == 255  # the middle of the ellipse
    assert alpha.getpixel((50, 10)) == 0 and alpha.getpixel((50, 90)) == 0  # room above, below


def test_the_cache_hits_for_the_same_file_and_size_and_misses_for_a_new_size(
    make_package, circle_svg
):
    package = _package(make_package, circle_svg)
    before = raster.rasterised.cache_info()
    first = raster.picture(package, "ellipse", 64, 32)
    again = raster.picture(package, "ellipse", 64, 32)
    after = raster.rasterised.cache_info()
    assert again is first
    assert (after.misses - before.misses, after.hits - before.hits) == (1, 1)
    raster.picture(package, "ellipse", 128, 64)
    assert raster.rasterised.cache_info().misses - after.misses == 1


def test_a_png_is_resampled_to_the_size_asked(make_package, circle_svg):
    package = _package(make_package, circle_svg)
    assert raster.natural_size(package, "dot") == (30, 10)
    image = raster.picture(package, "dot", 90, 30)
    assert image is not None and image.size == (90, 30)
    assert image.getpixel((45, 15)) == (200, 120, 40, 255)


def test_a_picture_that_is_missing_or_broken_is_none(make_package, circle_svg):
    package = _package(make_package, circle_svg)
    assert raster.picture(package, "nothing", 10, 10) is None
    assert raster.picture(package, "broken", 10, 10) is None
    assert raster.natural_size(package, "broken") is None
