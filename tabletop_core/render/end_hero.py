"""The end screen around its winner, for a game that declares its ending
(:mod:`tabletop_core.render.kit.ending`): the winner's portrait large on a disc of their colour,
their name, what they built beside it, and the celebration falling over the screen.

The game names pictures; this module sizes, colours and places them (rasterised at the size
drawn, so they are sharp at every text size) and marks the winner's column in their colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import count
from typing import Any

from tabletop_core.assets import raster
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.celebration import Flake
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.ending import Art
from tabletop_core.render.kit.pictures import pixel_ratio, pixels
from tabletop_core.render.theme import Color, Palette, Sizes

BAND = 150
"""The winner band's height at 100 %, in pixels: portrait, name and what they built."""
TABLE_BAND = 180
"""... when what was built is the table as it ended (a wide picture: it needs the height)."""
PORTRAIT = 160
"""The largest a portrait is drawn at 100 %, in pixels across."""
LEAST_BAND = 72
"""The least the band gives way to on a short window (and at 200 % text with many rows)."""
MOST_COPIES = 8
"""The most copies of a built picture shown side by side (the rest would be slivers)."""
BUILT_SHARE = 0.34
"""The most of the band's width what was built takes."""
TABLE_SHARE = 0.5
"""... when it is the table as it ended."""
LEAST_WIDTH = 900
"""The narrowest the end screen's panel is at 100 % with a winner band (a solo game's sheet is
narrow, but the portrait, the name and what was built need the room side by side)."""
FLAKE_STEP = 8
"""Flakes are rasterised at sizes rounded to this many pixels (a few textures, not one each)."""

_made = count()


@dataclass
class Hero:
    """What the winner band shows, resolved by the end dialog once per ending."""

    colours: list[Color]
    """Each winner's seat colour (the first marks the column)."""
    portraits: list[tuple[Art, Color]] = field(default_factory=list)
    """Each winner's portrait (at most three) with the colour it wears."""
    built: Art | None = None
    table: Any = None
    """The table as it ended (a texture), when the game's built thing is the table."""
    shows_table: bool = False
    """What was built is the table as it ended (pictured on the first frame the dialog shows)."""
    copies: int = 1
    marks: Sequence[str] = ()
    built_words: str = ""
    material: Sequence[Art] = ()
    flakes: list[Flake] = field(default_factory=list)
    """The celebration's flakes in sight now (none with reduced motion)."""

    def band(self) -> float:
        """The band's height at 100 %, in pixels, for what it shows."""
        return TABLE_BAND if self.shows_table else BAND

    def built_aspect(self) -> float:
        """The width per height of what was built, all its copies side by side."""
        if self.table is not None:
            return self.table.width / max(1, self.table.height)
        if self.built is None:
            return 0.0
        own = raster.aspect(self.built.package, self.built.name) or 1.0
        return own * max(1, min(MOST_COPIES, self.copies))


@lru_cache(maxsize=128)
def art_texture(package: str, name: str, swaps: raster.Swaps, width: int, height: int) -> Any:
    """Picture ``name`` of ``package`` (SVG text edited by ``swaps``) as a texture of
    ``width`` × ``height`` pixels, or None when it cannot be had."""
    image = raster.picture(package, name, width, height, swaps)
    if image is None:
        return None
    key = f"tabletop-ending:{package}:{name}:{hash(swaps)}:{width}x{height}"
    return arcade.Texture(image, hash=key)


def table_texture(image: Any) -> Any:
    """The table's last frame (a PIL image) as a texture of its own."""
    return arcade.Texture(image, hash=f"tabletop-ending:table:{next(_made)}")


def _art(canvas: Canvas, art: Art, swaps: raster.Swaps, rect: Rect, key: str) -> None:
    ratio = pixel_ratio()
    texture = art_texture(
        art.package, art.name, swaps, pixels(rect.width * ratio), pixels(rect.height * ratio)
    )
    if texture is not None:
        canvas.texture(texture, rect, piece=key)


def built_width(hero: Hero, band: Rect) -> float:
    """How wide what was built is drawn in ``band`` (0: nothing built is shown)."""
    aspect = hero.built_aspect()
    share = TABLE_SHARE if hero.shows_table else BUILT_SHARE
    return min(band.width * share, band.height * aspect) if aspect else 0.0


def _step(hero: Hero, side: float) -> float:
    """How far apart shared winners' portraits stand (overlapping a little)."""
    return side * (1 if len(hero.portraits) == 1 else 0.62)


def portrait_side(band: Rect, sizes: Sizes) -> float:
    """How large a portrait is drawn in ``band``."""
    return min(band.height, PORTRAIT * sizes.scale)


def name_room(band: Rect, sizes: Sizes, hero: Hero) -> Rect:
    """The room between the portraits (left) and what was built (right): the winners' names."""
    side = portrait_side(band, sizes)
    shown = len(hero.portraits[:3])
    left = band.left + (side + (shown - 1) * _step(hero, side) if shown else 0)
    right = band.right - built_width(hero, band)
    gap = 16 * sizes.scale
    return Rect(left + gap, band.bottom, max(1.0, right - left - 2 * gap), band.height)


def paint_band(canvas: Canvas, band: Rect, sizes: Sizes, hero: Hero) -> Rect:
    """The portraits at the band's left and what was built at its right; returns the room left
    between them for the winners' names (:func:`name_room`)."""
    s = sizes.scale
    side = portrait_side(band, sizes)
    for index, (art, colour) in enumerate(hero.portraits[:3]):
        cx = band.left + side / 2 + index * _step(hero, side)
        canvas.circle(cx, band.center_y, side * 0.48, colour, segments=48)
        canvas.ring(cx, band.center_y, side * 0.48, Palette.PANEL_EDGE, 2 * s)
        inner = side * 0.86
        rect = Rect(cx - inner / 2, band.center_y - inner / 2, inner, inner)
        _art(canvas, art, art.for_seat(colour), rect, f"ending:portrait:{index}")
    width = built_width(hero, band)
    if width:
        height = width / hero.built_aspect()
        bottom = band.center_y - height / 2
        left = band.right - width
        if hero.table is not None:
            rect = Rect(left, bottom, width, height)
            edge = hero.colours[0] if hero.colours else Palette.PANEL_EDGE
            canvas.rect(rect.inset(-3 * s, -3 * s), edge)
            canvas.texture(hero.table, rect, piece="ending:built")
        elif hero.built is not None:
            copies = max(1, min(MOST_COPIES, hero.copies))
            each = width / copies
            for index in range(copies):
                rect = Rect(left + index * each, bottom, each, height)
                _art(canvas, hero.built, hero.built.swaps, rect, f"ending:built:{index}")
                if index < len(hero.marks):
                    _mark(canvas, rect, sizes, hero.marks[index])
    return name_room(band, sizes, hero)


def _mark(canvas: Canvas, rect: Rect, sizes: Sizes, words: str) -> None:
    """``words`` on a copy of what was built (a dam's points), on a badge of the panel's own
    colour so they read in every theme."""
    s = sizes.scale
    size = sizes.heading  # body type where many copies leave each little room
    if Canvas.measure(words, size, bold=True) + 12 * s > rect.width - 4 * s:
        size = sizes.body
    line = sizes.line(size)
    width = min(rect.width - 4 * s, Canvas.measure(words, size, bold=True) + 12 * s)
    badge = Rect(rect.center_x - width / 2, rect.center_y - line / 2, width, line)
    over = canvas.above  # over the picture: a canvas draws its shapes before its pictures
    over.rect(badge, Palette.PANEL, chamfer=4 * s)
    over.fitted_text(words, badge, size, Palette.TEXT, bold=True)


def paint_flakes(canvas: Canvas, bounds: Rect, hero: Hero) -> None:
    """The celebration's flakes in sight, each its game's picture, turned as it tumbles."""
    if not hero.material:
        return
    shorter = min(bounds.width, bounds.height)
    ratio = pixel_ratio()
    for flake in hero.flakes:
        art = hero.material[flake.material % len(hero.material)]
        size = max(FLAKE_STEP, round(flake.size * shorter / FLAKE_STEP) * FLAKE_STEP)
        texture = art_texture(art.package, art.name, art.swaps, *(pixels(size * ratio),) * 2)
        if texture is None:
            continue
        x = bounds.left + flake.x * bounds.width
        y = bounds.bottom + flake.y * bounds.height
        sprite = canvas.texture(texture, Rect(x - size / 2, y - size / 2, size, size))
        sprite.angle = flake.turn


def mark_column(canvas: Canvas, rect: Rect, colour: Color, scale: float) -> None:
    """The winner's column in their colour: a frame round it, where a player's eye finds it;
    the numbers inside stay on the panel's own background (their contrast unchanged)."""
    canvas.outline(rect, colour, 4 * scale)


def mark_row(canvas: Canvas, rect: Rect, colour: Color, scale: float) -> None:
    """The winner's row of a sheet by seat in their colour: a frame and a bar at its left."""
    canvas.outline(rect, colour, 3 * scale)
    canvas.rect(Rect(rect.left, rect.bottom, 6 * scale, rect.height), colour)
