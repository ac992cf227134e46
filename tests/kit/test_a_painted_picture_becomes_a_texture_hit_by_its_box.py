"""A picture a table painted becomes a texture under the key it is named by, hit by its whole
box (a round token is clicked anywhere in its square, as the tables hit-test rects)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

pytestmark = pytest.mark.gl


def test_a_round_picture_is_hit_by_its_whole_box(window):
    from tabletop_core.render.canvas import arcade
    from tabletop_core.render.kit.pictures import texture_of

    image = Image.new("RGBA", (40, 40), (0, 0, 0, 0))
    ImageDraw.Draw(image).ellipse((0, 0, 39, 39), fill=(200, 50, 50, 255))
    texture = texture_of(image, "kit-test-round-40")
    assert (texture.width, texture.height) == (40, 40)
    assert texture.cache_name.startswith("kit-test-round-40|")
    assert texture.hit_box_algorithm is arcade.hitbox.algo_bounding_box
    xs = sorted({round(x) for x, _y in texture.hit_box_points})
    ys = sorted({round(y) for _x, y in texture.hit_box_points})
    assert len(texture.hit_box_points) == 4
    assert (xs[0], xs[-1], ys[0], ys[-1]) == (-20, 20, -20, 20)
