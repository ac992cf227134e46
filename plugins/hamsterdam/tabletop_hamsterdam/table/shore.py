"""What lies at a dam's two ends, from the pictures ``sea`` and ``town`` (SVG files): the sea on
its left, where the flood comes from (the wave sweeps in from there), and the town behind its
right end, whose water rises with the tokens in its flood pile.

The town's water and the breach line share one scale, so the water never sinks when a breach
raises the next breach's number: the picture is five tokens tall (more once a town holds five),
the breach line marks the next breach (3, then 5, then every token after). The code decides
only how high the water stands and where the line lies; the water and the line are pictures
too, stretched to that height and width. No arcade here.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from tabletop_core.assets.raster import covering, stretched
from tabletop_core.render.theme import OkabeIto
from tabletop_hamsterdam.pieces import next_breach_at

PACKAGE = "tabletop_hamsterdam"
RGB = tuple[int, int, int]

WATER: RGB = OkabeIto.BLUE[:3]
"""The colour of a town's water (as in the ``town-water`` picture): the rising water's too."""
WATER_TOP = 0.9
"""The share of the town's height that the whole scale (five tokens, or more) reaches."""
WATER_ALPHA = 199
"""How much the town's water hides the houses under it (0-255), as in its picture."""
LEVELS = 48
"""Water heights are drawn in this many steps of the scale (textures are cached per step)."""
CREST = 0.15
"""The share of the ``town-water`` picture above the water's surface (its wave crest)."""
LINE = 0.04
"""The breach line's thickness, as a share of the town's height."""


def _scale(town: int) -> int:
    return max(5, next_breach_at(town))


def water_level(town: int) -> float:
    """How high the water stands in a town of ``town`` tokens (0 dry, 1 the picture's top
    scale mark); it only ever rises as tokens come."""
    return town / _scale(town)


def breach_level(town: int) -> float:
    """Where the next breach's line lies on the same scale as :func:`water_level`."""
    return next_breach_at(town) / _scale(town)


def water_step(level: float) -> int:
    return max(0, min(LEVELS, round(level * LEVELS)))


def water_height(level: float, height: float) -> float:
    """The water's height in pixels in a town picture ``height`` tall."""
    return water_step(level) / LEVELS * WATER_TOP * height


def _blank(width: int, height: int) -> Image.Image:
    return Image.new("RGBA", (width, height))


@lru_cache(maxsize=16)
def sea_image(width: int, height: int) -> Image.Image:
    """The sea beside a dam: deep water lightening towards the wall, waves, foam at the wall."""
    found = covering(PACKAGE, "sea", width, height)
    return found if found is not None else _blank(width, height)


@lru_cache(maxsize=96)
def town_image(width: int, height: int, step: int, line: int) -> Image.Image:
    """The town, the water standing ``step`` of :data:`LEVELS` high over it (translucent: the
    houses show through) and the next breach's dashed line at ``line`` of :data:`LEVELS`."""
    town = covering(PACKAGE, "town", width, height)
    town = town.copy() if town is not None else _blank(width, height)
    depth = round(step / LEVELS * WATER_TOP * height)
    if depth > 0:
        crest = round(depth * CREST / (1 - CREST)) if depth < height else 0
        water = stretched(PACKAGE, "town-water", width, depth + crest)
        if water is not None:
            town.alpha_composite(water, (0, height - depth - crest))
    thick = max(2, round(height * LINE))
    mark = height - round(line / LEVELS * WATER_TOP * height)
    dashes = stretched(PACKAGE, "breach-line", width, thick)
    if dashes is not None:
        town.alpha_composite(dashes, (0, max(0, min(height - thick, mark - thick // 2))))
    return town


RIM = 0.09
"""The share of the Reservoir picture's height its stone rim takes, on each side."""


@lru_cache(maxsize=16)
def reservoir_image(width: int, height: int, step: int) -> Image.Image:
    """The Reservoir, its water standing ``step`` of :data:`LEVELS` of the basin's depth."""
    basin = stretched(PACKAGE, "reservoir", width, height)
    basin = basin.copy() if basin is not None else _blank(width, height)
    rim = round(height * RIM)
    depth = round(step / LEVELS * (height - 2 * rim))
    if depth > 0:
        water = stretched(PACKAGE, "reservoir-water", width - 2 * rim, depth)
        if water is not None:
            basin.alpha_composite(water, (rim, height - rim - depth))
    return basin
