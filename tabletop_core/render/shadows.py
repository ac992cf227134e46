"""Soft shadows under pieces that lie on the table (cards, tiles): one blurred rounded shape,
drawn once and stretched under every piece, offset away from a light at the top left.

``Shadows.draw(sprites...)`` puts a shadow under each visible sprite of the lists given, then
the table draws the sprites themselves; pieces that move take their shadow with them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFilter

from tabletop_core.render.canvas import arcade

SIZE = 64
MARGIN = 12
"""Pixels of blur around the shape in the shadow picture (of ``SIZE`` + 2 × ``MARGIN``)."""


@lru_cache(maxsize=2)
def shadow_texture(round_: bool = False) -> Any:
    """A card's shadow (a rounded rectangle) or, ``round_``, a figure's (an ellipse)."""
    side = SIZE + 2 * MARGIN
    image = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    box = (MARGIN, MARGIN, MARGIN + SIZE, MARGIN + SIZE)
    if round_:
        draw.ellipse(box, fill=(0, 0, 0, 120))
    else:
        draw.rounded_rectangle(box, radius=SIZE * 0.12, fill=(0, 0, 0, 150))
    image = image.filter(ImageFilter.GaussianBlur(MARGIN / 2.5))
    return arcade.Texture(
        image,
        hash=f"tabletop-soft-shadow-{round_}",
        hit_box_algorithm=arcade.hitbox.algo_bounding_box,
    )


class Shadows:
    """Shadow sprites kept in step with the pieces they lie under."""

    def __init__(
        self, offset: tuple[float, float] = (3.0, -4.0), size: float = 1.0, round_: bool = False
    ) -> None:
        self.offset = offset
        self.size = size
        """The shadow's shape as a share of the piece's picture (a figure fills less of it)."""
        self.round = round_
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def draw(self, *lists: Iterable[Any]) -> None:
        pieces = [sprite for sprites in lists for sprite in sprites if sprite.visible]
        while len(self.sprites) < len(pieces):
            self.sprites.append(arcade.Sprite(shadow_texture(self.round)))
        dx, dy = self.offset
        grow = (SIZE + 2 * MARGIN) / SIZE * self.size
        for index, shadow in enumerate(self.sprites):
            if index >= len(pieces):
                shadow.visible = False
                continue
            piece = pieces[index]
            shadow.visible = True
            shadow.center_x, shadow.center_y = piece.center_x + dx, piece.center_y + dy
            shadow.width = abs(piece.width) * grow
            shadow.height = abs(piece.height) * grow
            shadow.angle = piece.angle
            shadow.alpha = piece.alpha
        self.sprites.draw()
