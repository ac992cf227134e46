"""A picture node takes its room in a layout like a piece, grows with the text size, keeps its
picture's shape where it is aligned, and is drawn as a texture of exactly its size in pixels."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Picture, Row, Text, lay_out
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.theme import set_text_scale, table_sizes


@pytest.fixture()
def reading(window) -> Iterator[None]:
    yield
    set_text_scale(1.0)


def context_at(percent: int):
    set_text_scale(percent / 100)
    return drawn_context(table_sizes(1.0))


def header(**picture) -> Row:
    return Row(
        Picture("beaver", (48, 48), (64, 64), key="art", **picture),
        Text("Beaver Creek", "heading", key="name"),
        gap=8,
        align="center",
    )


@pytest.mark.parametrize("percent", [100, 200])
def test_the_picture_takes_its_preferred_size_grown_by_the_text_size(reading, percent):
    placed = lay_out(header(), Rect(0, 0, 900, 300), context_at(percent))
    art = placed["art"]
    k = percent / 100
    assert (art.width, art.height) == pytest.approx((64 * k, 64 * k))  # the beaver is square
    assert placed["name"].left == pytest.approx(art.right + 8)
    assert placed.fits


def test_at_200_percent_the_picture_is_twice_as_large_and_not_below_its_least(reading):
    small = lay_out(header(), Rect(0, 0, 900, 300), context_at(100))["art"]
    large = lay_out(header(), Rect(0, 0, 900, 300), context_at(200))["art"]
    assert large.width == pytest.approx(2 * small.width)
    cramped = lay_out(header(), Rect(0, 0, 260, 300), context_at(200))
    assert cramped["art"].width >= 96 - 1e-6  # the least, grown: the words take the rest


def test_a_picture_in_a_room_of_another_shape_keeps_its_shape_where_it_is_aligned(reading):
    ctx = context_at(100)
    room = Rect(10, 20, 300, 100)
    for halign, left in (("start", 10), ("center", 110), ("end", 210)):
        node = Picture("beaver", (40, 40), key="art", halign=halign, grow=1)
        art = lay_out(Row(node, align="stretch"), room, ctx)["art"]
        assert (art.left, art.width, art.height) == pytest.approx((left, 100, 100))
    stretched = Picture("beaver", (40, 40), key="art", fit="stretch", grow=1)
    art = lay_out(Row(stretched), room, ctx)["art"]
    assert (art.width, art.height) == pytest.approx((300, 100))


@pytest.mark.gl
@pytest.mark.parametrize("percent", [100, 200])
def test_the_picture_is_drawn_as_a_texture_of_its_size_in_pixels(reading, percent):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.kit.pictures import draw_pictures, picture_texture

    placed = lay_out(header(), Rect(0.4, 0.3, 900, 300), context_at(percent))
    canvas = Canvas()
    draw_pictures(placed, canvas)
    (sprite,) = canvas.sprites
    size = 64 * percent // 100
    assert sprite.texture is picture_texture("tabletop_core", "beaver", size, size)
    assert (sprite.texture.width, sprite.texture.height) == (size, size)  # one texel, one pixel
    assert (sprite.width, sprite.height) == (size, size)
    art = placed["art"]  # on whole pixels, so no texel falls between two
    assert sprite.center_x - size / 2 == round(art.left)
    assert sprite.center_y - size / 2 == round(art.bottom)


@pytest.mark.gl
def test_a_missing_picture_keeps_its_room_and_draws_its_code_painted_fallback(reading):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.kit.pictures import draw_pictures

    painted: list[Rect] = []
    node = Picture("no-such-picture", (48, 48), key="art", fallback=lambda c, r: painted.append(r))
    placed = lay_out(Row(node, Text("Beaver Creek", key="name")), Rect(0, 0, 600, 100),
                     context_at(100))  # fmt: skip
    canvas = Canvas()
    draw_pictures(placed, canvas)
    assert painted == [placed["art"]] and len(canvas.sprites) == 0
    assert placed["art"].width == pytest.approx(48)
