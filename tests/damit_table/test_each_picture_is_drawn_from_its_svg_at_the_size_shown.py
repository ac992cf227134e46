"""Every picture Dam It!'s table shows is an SVG file listed in its manifest, drawn from that
file at the size it is shown: the table's texture at two sizes holds the file's own pixels at
each size (the words a card carries aside), and the larger one is sharper than the smaller one
scaled up, not a small picture stretched."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat
from tabletop_damit.table import textures

from tabletop_core.assets import assets_of
from tabletop_core.assets.raster import picture

PACKAGE = "tabletop_damit"
KIND_PICTURE = (
    *(f"tree-{tree}" for tree in ("willow", "acacia", "birch", "pine", "maple", "oak", "beech")),
    "garbage",
    "disposal",
)
"""Each kind of river card's picture, in the order of the kinds."""
SEAT = (230, 159, 0)
Box = tuple[float, float, float, float]
WHOLE: Box = (0, 0, 1, 1)
PANEL: Box = (0, 0.24, 1, 0.8)
"""A river card's picture between its value and its name: no words there."""
LOGS: Box = (0, 0.3, 0.12, 0.75)
"""A dam card's logs at its left edge, clear of its points."""


def _size(name: str, scale: int) -> tuple[int, int]:
    if name in ("cube", "beaver"):
        return 24 * scale, 24 * scale
    if name == "water":
        return 300 * scale, 60 * scale
    if name == "dam-card":
        return 50 * scale, 60 * scale
    return 50 * scale, 72 * scale


def _table_picture(name: str) -> tuple[Callable[[int, int], Any], Box, tuple]:
    """How the table draws picture ``name`` at a size, the part of it the table writes no words
    on, and the swaps its file is drawn with."""
    if name in KIND_PICTURE:
        kind = KIND_PICTURE.index(name)
        return (lambda w, h: textures.kind_texture(kind, w, h)), PANEL, ()
    drawers: dict[str, tuple[Callable[[int, int], Any], Box, tuple]] = {
        "dam-card": (lambda w, h: textures.dam_texture(4, 17, w, h), LOGS, ()),
        "card-back": (textures.back_texture, WHOLE, ()),
        "dam-site": (textures.dam_site_texture, WHOLE, ()),
        "cube": (lambda w, _h: textures.cube_texture(w), WHOLE, ()),
        "water": (lambda w, h: textures.water_texture(w, h, False), WHOLE, ()),
        "beaver": (
            lambda w, _h: textures.beaver_texture(w, SEAT),
            WHOLE,
            (("#FF00FF", "#E69F00"),),
        ),
    }
    return drawers[name]


TABLE_PICTURES = (*KIND_PICTURE, "dam-card", "card-back", "dam-site", "cube", "water",
                  "beaver")  # fmt: skip


def test_the_manifest_lists_every_picture_the_table_shows():
    found = {name for (kind, name) in assets_of(PACKAGE).assets if kind == "pictures"}
    assert assets_of(PACKAGE).problems == ()
    assert set(TABLE_PICTURES) <= found
    for name in TABLE_PICTURES:
        assert assets_of(PACKAGE).get("pictures", name).suffix == "svg"


def _part(image: Image.Image, box: Box) -> Image.Image:
    w, h = image.size
    return image.crop((round(box[0] * w), round(box[1] * h), round(box[2] * w), round(box[3] * h)))


def _detail(image: Image.Image) -> float:
    """How much fine edge the picture has: the mean of its edges, in grey."""
    grey = Image.new("RGB", image.size, (0, 0, 0))
    grey.paste(image, mask=image.getchannel("A"))
    return ImageStat.Stat(grey.convert("L").filter(ImageFilter.FIND_EDGES)).mean[0]


@pytest.mark.parametrize("name", TABLE_PICTURES)
def test_each_picture_is_its_svg_at_two_sizes_sharper_when_larger(name):
    draw, box, swaps = _table_picture(name)
    drawn = []
    for scale in (1, 3):
        width, height = _size(name, scale)
        shown = draw(width, height).image.convert("RGBA")
        assert shown.size == (width, height)
        own = picture(PACKAGE, name, width, height, swaps, stretch=True)
        assert own is not None, f"{name} is drawn from its file"
        same = ImageChops.difference(_part(shown, box), _part(own, box)).getbbox()
        assert same is None, f"{name} at {width}×{height} is its SVG's own pixels"
        drawn.append(shown)
    small, large = drawn
    stretched = small.resize(large.size, Image.Resampling.BICUBIC)
    assert _detail(large) > 1.15 * _detail(stretched), f"{name} is sharper when larger"
