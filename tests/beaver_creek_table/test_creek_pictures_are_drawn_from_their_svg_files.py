"""Beaver Creek's pictures come from the SVG files its manifest names, drawn by the core's asset
pipeline at the size they are shown (sharper when drawn larger), and what the table shows (the
pieces on the dam, the box, the dice faces, the creek) is those files' pixels, not paint in
code."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageChops, ImageFilter

PACKAGE = "tabletop_beaver_creek"
PICTURES = (
    "beaver",
    "log",
    "small-log",
    "box",
    "creek",
    "bank",
    *(f"what-{n}" for n in range(1, 7)),
    *(f"how-{n}" for n in range(1, 7)),
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


def test_the_manifest_names_every_table_picture_as_an_svg_with_its_credit():
    from importlib.resources import files

    from tabletop_core.assets import assets_of

    found = assets_of(PACKAGE)
    assert not found.problems, found.problems
    credits = (files(PACKAGE) / "assets" / "CREDITS.md").read_text(encoding="utf-8")
    for name in PICTURES:
        picture = found.get("pictures", name)
        assert picture is not None, f"no picture {name!r} in the manifest"
        assert picture.suffix == "svg", picture.entry.file
        assert f"`pictures/{name}.svg`" in credits


@pytest.mark.parametrize("name", PICTURES + ("key-art",))
def test_each_picture_is_drawn_from_its_svg_at_two_sizes_sharper_when_larger(name):
    from tabletop_core.assets import raster

    aspect = raster.aspect(PACKAGE, name)
    assert aspect is not None, f"picture {name!r} cannot be drawn"
    small_w = 60
    small = raster.picture(PACKAGE, name, small_w, round(small_w / aspect))
    large = raster.picture(PACKAGE, name, small_w * 4, round(small_w * 4 / aspect))
    assert small is not None and large is not None
    assert large.getchannel("A").getbbox() is not None, "an empty picture"
    blown_up = small.resize(large.size, Image.Resampling.BICUBIC)
    assert ImageChops.difference(_on_grey(large), _on_grey(blown_up)).getbbox() is not None
    assert _edge_energy(large) > 1.2 * _edge_energy(blown_up), name


def _same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(a.convert("RGBA"), b).getbbox() is None


@pytest.mark.gl
def test_the_table_draws_the_files_pixels(creek_shell, driver):
    from tabletop_beaver_creek.dice import WHAT_FACES
    from tabletop_beaver_creek.table.textures import (
        box_texture,
        creek_texture,
        how_texture,
        px_for,
        what_texture,
    )

    from tabletop_core.assets import raster
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = creek_shell.registry.get("beaver_creek").game
    match = Match(game, [SeatSpec.human("Ana"), SeatSpec.human("Otto")], 5, None, bots={})
    host = creek_shell.start_match(match)
    rng = random.Random(5)
    for _ in range(300):  # until the dam holds beavers and both kinds of log
        host.act_for_seat_to_act(game.random_action(match.view(None), rng))
        kinds = {piece.kind for piece in match.state.pieces.values()}
        if kinds >= {"beaver", "log", "small_log"} or match.is_over:
            break
    driver.draw()
    scene = host.table.scene
    camera = scene.camera
    px = px_for(camera.k)
    pictures = {"beaver": "beaver", "log": "log", "small_log": "small-log"}
    kinds = {key: piece.kind for key, piece in match.state.pieces.items()}
    assert set(kinds.values()) >= {"beaver", "log", "small_log"}
    for key, sprite in scene.dam.by_key.items():
        texture = sprite.picture
        svg = raster.picture(PACKAGE, pictures[kinds[key]], *texture.image.size, stretch=True)
        assert svg is not None and _same(texture.image, svg), kinds[key]
        assert sprite.width == pytest.approx(texture.image.width * camera.k / px)
    box = box_texture(px).image
    assert _same(box, raster.picture(PACKAGE, "box", *box.size, stretch=True))
    for number, face in enumerate(WHAT_FACES, start=1):
        drawn = what_texture(face, 70).image
        assert _same(drawn, raster.picture(PACKAGE, f"what-{number}", 70, 70))
    for face in range(1, 7):
        assert _same(how_texture(face, 70).image, raster.picture(PACKAGE, f"how-{face}", 70, 70))
    area = scene.layout.scene
    ground = int(area.top - scene.layout.ground)
    creek = creek_texture(int(area.width), int(area.height), ground).image
    cover = raster.covering(PACKAGE, "creek", int(area.width), ground)
    assert _same(creek.crop((0, 0, int(area.width), ground)), cover)
