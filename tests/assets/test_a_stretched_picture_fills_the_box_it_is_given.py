"""A picture drawn to a shape the code decides (a band of water as deep as a flood pile) fills
its whole box: the SVG's view box is stretched to it, drawn at that size in pixels, not kept in
its own shape with empty sides."""

from __future__ import annotations

MANIFEST = """
[pictures.band]
file = "pictures/band.svg"
licence = "CC0-1.0"
credit = "a test"
"""
# a square: left half red, right half blue
BAND = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">'
    '<rect width="5" height="10" fill="#FF0000"/><rect x="5" width="5" height="10" fill="#0000FF"/>'
    "</svg>"
)


def test_a_stretched_svg_fills_a_box_of_another_shape(make_package):
    from tabletop_core.assets.raster import picture, stretched

    package = make_package(MANIFEST, {"pictures/band.svg": BAND})
    wide = stretched(package, "band", 200, 20)
    assert wide is not None and wide.size == (200, 20)
    assert wide.getpixel((3, 10))[:3] == (255, 0, 0) and wide.getpixel((196, 10))[:3] == (0, 0, 255)
    assert wide.getpixel((97, 10))[:3] == (255, 0, 0) and wide.getpixel((103, 10))[:3] == (
        0,
        0,
        255,
    )
    kept = picture(package, "band", 200, 20)  # the shape kept: a square in the middle
    assert kept.getpixel((3, 10))[3] == 0
    assert stretched(package, "no such picture", 20, 20) is None
