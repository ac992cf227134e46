"""Drawing a laid-out tree's pictures: each :class:`~tabletop_core.render.kit.parts.Picture`
rasterised at the size of its rect, in window pixels, and drawn as a texture.

This module imports arcade (through the canvas); the tree does not. The textures are cached by
(package, file, width, height), as the pixels are (:mod:`tabletop_core.assets.raster`), so a
canvas built again at the same size uploads nothing new.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tabletop_core.assets import raster
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.parts import Picture
from tabletop_core.render.kit.tree import Layout


def pixels(length: float) -> int:
    """A rect's length as the whole pixels a picture is rasterised at."""
    return max(1, int(round(length)))


def pixel_ratio() -> float:
    """Screen pixels per window unit (2 on most high-density screens; 1 headless)."""
    try:
        return max(1.0, float(arcade.get_window().get_pixel_ratio()))
    except Exception:  # no window yet: a canvas built for a test
        return 1.0


@lru_cache(maxsize=256)
def picture_texture(package: str, name: str, width: int, height: int) -> Any | None:
    """The texture of picture ``name`` of ``package`` at ``width`` × ``height`` pixels, or None
    when the picture is not there."""
    image = raster.picture(package, name, width, height)
    if image is None:
        return None
    return arcade.Texture(image, hash=f"tabletop-asset:{package}:{name}:{width}x{height}")


def texture_of(image: Any, key: str) -> Any:
    """A texture of a picture a table painted (a PIL image), known to arcade's caches by
    ``key`` (name the game and the picture's size in it: the same key must mean the same
    pixels). Its hit box is its bounding box: a table hit-tests rects, not outlines."""
    return arcade.Texture(image, hash=key, hit_box_algorithm=arcade.hitbox.algo_bounding_box)


def draw_picture(canvas: Canvas, node: Picture, rect: Rect) -> bool:
    """Draw ``node`` filling ``rect`` (its fallback when the file is not there); whether the
    picture itself was drawn."""
    width, height = pixels(rect.width), pixels(rect.height)
    ratio = pixel_ratio()  # a high-density screen has more pixels than window units
    texture = picture_texture(
        node.package, node.name, pixels(width * ratio), pixels(height * ratio)
    )
    if texture is None:
        if node.fallback is not None:
            node.fallback(canvas, rect)
        return False
    # on whole pixels, one texel to a screen pixel: nothing is resampled, so nothing blurs
    canvas.texture(texture, Rect(round(rect.left), round(rect.bottom), width, height))
    return True


def draw_pictures(layout: Layout, canvas: Canvas) -> None:
    """Draw every picture of ``layout`` where it was placed."""
    for placed in layout.placed:
        if isinstance(placed.node, Picture):
            draw_picture(canvas, placed.node, placed.rect)
