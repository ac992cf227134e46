"""Hamsterdam's pictures are SVG files in its package, listed in its manifest, and what the table
draws comes from them: each picture is rasterised at the size it is shown, so it is sharper
drawn larger (not a small bitmap blown up), and the table's hamsters, cards and water are those
pictures' pixels."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageStat

PACKAGE = "tabletop_hamsterdam"
PLACES = (
    "dam-card",
    "dam-card-breached",
    "dam-card-hidden",
    "dot-hamster",
    "dot-special",
    "pip",
    "flood-token",
    "flood-wave",
    "flood-water",
    "splash",
    "drop-frame",
    "sea",
    "town",
    "town-water",
    "breach-line",
    "reservoir",
    "reservoir-water",
)
HAMSTERS = (
    "hamster",
    *(
        f"hamster-{kind}"
        for kind in [
            "twinster",
            "nudgester",
            "flipster",
            "rerollster",
            "scout",
            "lifeguard",
            "splashster",
            "bailer",
            "medic",
            "recruiter",
            "engineer",
            "lookout",
        ]
    ),
)
SMALL = 96
"""The longer side of a picture drawn small, in pixels (three times that drawn large)."""


def _edges(image: Image.Image) -> float:
    """How crisp a picture's edges are: the root mean square of the steps between neighbouring
    pixels' grey (an edge blurred over k pixels counts about k times less)."""
    flat = Image.new("RGBA", image.size, (128, 128, 128, 255))
    flat.alpha_composite(image)
    grey = flat.convert("L")
    across = ImageChops.difference(
        grey, grey.transform(grey.size, Image.AFFINE, (1, 0, 1, 0, 1, 0))
    )
    down = ImageChops.difference(grey, grey.transform(grey.size, Image.AFFINE, (1, 0, 0, 0, 1, 1)))
    inside = (0, 0, grey.width - 1, grey.height - 1)  # the shifted copy is blank past the edge
    return ImageStat.Stat(across.crop(inside)).rms[0] + ImageStat.Stat(down.crop(inside)).rms[0]


def test_every_piece_and_place_has_an_svg_picture_in_the_manifest():
    from tabletop_core.assets.library import assets_of

    found = assets_of(PACKAGE)
    assert not found.problems, found.problems
    for name in (*HAMSTERS, *PLACES):
        picture = found.get("pictures", name)
        assert picture is not None, f"no picture {name!r} in the manifest"
        assert picture.suffix == "svg" and picture.entry.licence and picture.entry.credit


@pytest.mark.parametrize("name", [*HAMSTERS, *PLACES])
def test_each_picture_is_sharper_drawn_larger(name):
    from tabletop_core.assets.raster import aspect, picture

    shape = aspect(PACKAGE, name)
    assert shape is not None, f"{name} cannot be drawn"
    small = (SMALL, max(4, round(SMALL / shape))) if shape >= 1 else (round(SMALL * shape), SMALL)
    large = (small[0] * 3, small[1] * 3)
    drawn_small = picture(PACKAGE, name, *small)
    drawn_large = picture(PACKAGE, name, *large)
    assert drawn_small is not None and drawn_large is not None
    assert drawn_large.size == large
    blown_up = drawn_small.resize(large, Image.Resampling.BILINEAR)
    assert _edges(drawn_large) > 1.3 * _edges(blown_up), name


def test_the_table_draws_the_hamsters_and_cards_from_their_pictures(window):
    from tabletop_hamsterdam.pieces import HAMSTER, SPECIALS
    from tabletop_hamsterdam.table.art import PICTURES
    from tabletop_hamsterdam.table.textures import (
        PIECE_PIXELS,
        card_texture,
        flood_water_texture,
        hamster_texture,
    )

    from tabletop_core.assets.raster import picture

    for piece in (HAMSTER, *SPECIALS):
        drawn = hamster_texture(piece).image.convert("RGBA")
        wanted = picture(PACKAGE, PICTURES[piece], PIECE_PIXELS, PIECE_PIXELS)
        assert drawn.tobytes() == wanted.tobytes(), piece
    assert len({PICTURES[piece] for piece in (HAMSTER, *SPECIALS)}) == 1 + len(SPECIALS)
    for width, height in ((60, 80), (120, 161)):
        card = card_texture(7, width, height).image.convert("RGBA")
        wall = (0, height // 2, width, height)  # below the plaque: the wall picture alone
        wanted = picture(PACKAGE, "dam-card", width, height)
        assert card.crop(wall).tobytes() == wanted.crop(wall).tobytes()
        water = flood_water_texture(width, height // 3).image.convert("RGBA")
        assert water.size == (width, height // 3)
        assert ImageStat.Stat(water.convert("L")).mean[0] > 0
