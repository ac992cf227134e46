"""The table's material, shared by every game: green baize with a fine grain, lit softly from
above the middle and darker towards the edges (a vignette), drawn once per size and cached.

It is procedural (a seeded grain, gradients), so it costs no asset and looks the same on every
machine. A table draws it first, under everything else: ``TableSurface.draw(rect)``.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageFilter
from pyglet.math import Mat4

from tabletop_core.render.canvas import arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, reading

GRAIN = 10
"""How far the grain strays from the felt's colour (0-255 levels, before blurring)."""
LIGHT = 0.16
"""How much brighter the lit middle is than the felt's colour."""
VIGNETTE = 0.25
"""How much darker the corners are."""


def _grain(width: int, height: int) -> Image.Image:
    """A soft, fine mottling: seeded noise at a quarter size, smoothed and scaled up, plus a
    little noise at full size (the felt's fibres)."""
    rng = random.Random(23)
    w, h = max(1, width // 4), max(1, height // 4)
    coarse = Image.frombytes("L", (w, h), rng.randbytes(w * h))
    coarse = coarse.filter(ImageFilter.GaussianBlur(1.2)).resize(
        (width, height), Image.Resampling.BICUBIC
    )
    fine = Image.frombytes("L", (width, height), rng.randbytes(width * height))
    return Image.blend(coarse, fine, 0.3)


@lru_cache(maxsize=4)
def surface_image(width: int, height: int, base: tuple[int, int, int] = Palette.TABLE[:3]) -> Any:
    """The felt for a table of ``width`` × ``height`` pixels (an RGB PIL image)."""
    width, height = max(1, width), max(1, height)
    # 0 in the middle, 255 at the rim, stretched to the table's shape; softened in the middle
    rim = Image.radial_gradient("L").resize((width, height), Image.Resampling.BILINEAR)
    rim = rim.point(lambda v: min(255, round(255 * (v / 255) ** 1.6)))
    lit = Image.new("RGB", (width, height), tuple(min(255, round(c * (1 + LIGHT))) for c in base))
    dark = Image.new("RGB", (width, height), tuple(round(c * (1 - VIGNETTE)) for c in base))
    picture = Image.composite(dark, lit, rim)
    grain = _grain(width, height).point(lambda v: 128 + (v - 128) * GRAIN // 128)
    return ImageChops.add(picture, Image.merge("RGB", (grain,) * 3), offset=-128)


@lru_cache(maxsize=4)
def surface_texture(width: int, height: int, high_contrast: bool) -> Any:
    if high_contrast:
        image = Image.new("RGB", (max(1, width), max(1, height)), Palette.TABLE[:3])
    else:
        image = surface_image(width, height)
    return arcade.Texture(
        image.convert("RGBA"),
        hash=f"tabletop-felt-{width}x{height}-{high_contrast}",
        hit_box_algorithm=arcade.hitbox.algo_bounding_box,
    )


class TableSurface:
    """One sprite of the felt, the size of the table's room, drawn without blending (it is
    opaque).

    Mesa's software renderer samples every pixel of that sprite again on every repaint, some
    15 ms for a table at 1280×720. Into an offscreen picture (a still layer) the felt is drawn
    once, read back, and afterwards written into the picture's texture as those very bytes (by
    any table of that size): the same pixels at the cost of a copy. On the window itself, or
    wherever the pixels do not map one to one, it stays a sprite."""

    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._for: tuple[Any, ...] | None = None

    def draw(self, rect: Rect) -> None:
        high_contrast = bool(getattr(reading, "high_contrast", False))
        ctx = arcade.get_window().ctx
        target = _one_to_one(ctx, rect)
        if target is not None:
            texture, where = target
            pixels = _FELT.get((high_contrast, where))
            if pixels is not None:
                texture.write(pixels, viewport=where[0])
                return
        self._draw_sprite(ctx, rect, high_contrast)
        if target is not None:
            pixels = ctx.active_framebuffer.read(viewport=target[1][0], components=4)
            if len(_FELT) >= _FELT_KEPT:
                del _FELT[next(iter(_FELT))]
            _FELT[high_contrast, target[1]] = pixels

    def _draw_sprite(self, ctx: Any, rect: Rect, high_contrast: bool) -> None:
        key = (rect, high_contrast)
        if key != self._for:
            self._for = key
            self.sprites.clear()
            texture = surface_texture(int(rect.width), int(rect.height), high_contrast)
            sprite = arcade.Sprite(texture, center_x=rect.center_x, center_y=rect.center_y)
            sprite.width, sprite.height = rect.width, rect.height
            self.sprites.append(sprite)
        blending = ctx.is_enabled(ctx.BLEND)
        ctx.disable(ctx.BLEND)
        self.sprites.draw()
        if blending:
            ctx.enable(ctx.BLEND)


_FELT: dict[tuple[Any, ...], bytes] = {}
"""The felt's pixels as drawn into an offscreen picture, by the contrast and where it lay
(:func:`_one_to_one`); the last few kept (about 3 MB each at 1280×720)."""
_FELT_KEPT = 4


def _one_to_one(ctx: Any, rect: Rect) -> tuple[Any, tuple[Any, ...]] | None:
    """The texture behind the offscreen framebuffer drawn into now, and the pixel rect ``rect``
    covers in it with what decides that, if window coordinates are its pixels (no camera, no
    scissor, no scaling) and ``rect`` lies on whole pixels inside it; else None."""
    framebuffer = ctx.active_framebuffer
    if framebuffer is ctx.screen or framebuffer.scissor is not None:
        return None
    attachments = framebuffer.color_attachments
    if len(attachments) != 1:
        return None
    texture = attachments[0]
    if texture.components != 4 or texture.dtype != "f1" or texture.samples:
        return None
    width, height = framebuffer.size
    if ctx.viewport != (0, 0, width, height) or ctx.view_matrix != _IDENTITY:
        return None
    projection = tuple(ctx.projection_matrix)
    if tuple(projection[i] for i in _XY) != (2 / width, 0, 0, 0, 2 / height, 0, -1, -1, 1):
        return None
    box = (rect.left, rect.bottom, rect.width, rect.height)
    if any(v != int(v) for v in box):
        return None
    x, y, w, h = (int(v) for v in box)
    if x < 0 or y < 0 or w <= 0 or h <= 0 or x + w > width or y + h > height:
        return None
    return texture, ((x, y, w, h), framebuffer.size, projection)


_IDENTITY = Mat4()
_XY = (0, 1, 3, 4, 5, 7, 12, 13, 15)
"""The entries of a projection (column by column) that place x and y: an orthographic one
over the framebuffer's pixels has 2/width, 2/height, -1, -1 and 1 there, 0 elsewhere."""
