"""Mein lieber Biber's pictures come from the SVG files its manifest names, drawn by the core's
asset pipeline at the size they are shown: sharper when drawn larger, and a beaver on the table
wears its own player's colour, swapped into its SVG before it is drawn."""

from __future__ import annotations

import math

import pytest
from PIL import Image, ImageChops, ImageFilter

PACKAGE = "tabletop_mein_lieber_biber"
PICTURES = (
    "beaver",
    "raft",
    "swim-ring",
    "dam",
    "level",
    "bubble",
    "card",
    "card-back",
    "stick",
    "glow",
    "splash",
    "water",
)
"""The table's pictures that must be files (the key art too, from before)."""


def _on_grey(image: Image.Image) -> Image.Image:
    ground = Image.new("RGBA", image.size, (128, 128, 128, 255))
    ground.alpha_composite(image)
    return ground.convert("L")


def _edge_energy(image: Image.Image) -> float:
    """Mean brightness of the edges: a crisp picture has strong, thin edges."""
    edges = _on_grey(image).filter(ImageFilter.FIND_EDGES)
    histogram = edges.histogram()
    return sum(value * count for value, count in enumerate(histogram)) / (
        image.width * image.height
    )


def test_the_manifest_names_every_table_picture_as_an_svg():
    from tabletop_core.assets import assets_of

    found = assets_of(PACKAGE)
    assert not found.problems, found.problems
    for name in PICTURES:
        picture = found.get("pictures", name)
        assert picture is not None, f"no picture {name!r} in the manifest"
        assert picture.suffix == "svg", picture.entry.file


@pytest.mark.parametrize("name", PICTURES + ("key-art",))
def test_each_picture_is_drawn_from_its_svg_sharper_when_larger(name):
    from tabletop_core.assets import raster

    aspect = raster.aspect(PACKAGE, name)
    assert aspect is not None, f"picture {name!r} cannot be drawn"
    small_w = 60
    small = raster.picture(PACKAGE, name, small_w, round(small_w / aspect))
    large = raster.picture(PACKAGE, name, small_w * 4, round(small_w * 4 / aspect))
    assert small is not None and large is not None
    assert large.getchannel("A").getbbox() is not None, "an empty picture"
    # the large drawing against the small one blown up to its size: more detail, crisper edges
    blown_up = small.resize(large.size, Image.Resampling.BICUBIC)
    assert ImageChops.difference(_on_grey(large), _on_grey(blown_up)).getbbox() is not None
    assert _edge_energy(large) > 1.2 * _edge_energy(blown_up), name


@pytest.mark.gl
def test_each_beaver_on_the_table_is_its_svg_in_its_players_colour(
    make_shell, driver, ana_and_bots
):
    from tabletop_mein_lieber_biber.cards import COLOURS
    from tabletop_mein_lieber_biber.table.art import BEAVER_PICTURE, COLOUR_RGB
    from tabletop_mein_lieber_biber.table.pictures import player_swaps

    from tabletop_core.assets import raster

    host = make_shell().start_match(ana_and_bots(2, 5))
    table = host.table
    image = driver.frame()
    for colour, name in enumerate(COLOURS):
        sprite = table.scene.sprites.beaver_sprites[colour]
        texture = sprite.picture.image
        svg = raster.picture(PACKAGE, "beaver", *texture.size, player_swaps(colour))
        assert svg is not None
        assert ImageChops.difference(texture, svg).getbbox() is None, f"{name}: not its SVG"
        # in the window: the vest round the symbol is the player's own colour
        per_unit = sprite.width / (2 * BEAVER_PICTURE * 1000)  # the SVG's unit: raft radius/1000
        radius = 55 * per_unit
        want = COLOUR_RGB[colour]
        hits = 0
        spokes = 24
        for i in range(spokes):
            angle = math.tau * i / spokes
            x = sprite.center_x + radius * math.cos(angle)
            y = sprite.center_y + radius * math.sin(angle)
            pixel = image.getpixel((int(x), int(image.height - y)))[:3]
            hits += all(abs(a - b) <= 40 for a, b in zip(pixel, want, strict=True))
        assert hits >= spokes // 2, f"the {name} beaver's vest shows its colour at {hits}/{spokes}"
