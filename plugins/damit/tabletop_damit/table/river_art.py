"""The river's current: seamless tiles the table slides over the water, drawn from Dam It!'s
pictures (``assets/pictures/current.svg``, the streaks through the water;
``assets/pictures/flow.svg``, the chevrons on the line under the cards) at the size they are
shown. The water flows towards river place 1, where cards leave the river (the left): its
streaks are thick at their heads and thin out behind them, so the picture itself shows which
way the river runs. No arcade here.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from tabletop_damit.table.art import SIZES_KEPT, drawn

BANK = 7
"""How many pixels the water takes to fade out at its banks."""
FLOW_STEP = 2.6
"""How far apart the chevrons on the line under the cards are, in the line's heights (the
flow picture holds two)."""


@lru_cache(maxsize=SIZES_KEPT)
def current_tile_image(period: int, height: int) -> Image.Image:
    """The water's current lines alone on clear ground, ``period`` px of the river ``height``
    px high: tiles laid side by side join without a seam (a line running off the right edge
    comes back in at the left), so the table slides the current along the river instead of
    drawing the water again."""
    return drawn("current", period, height)


def flow_period(width: float, height: int) -> int:
    """How wide a tile of :func:`flow_tile_image` (two chevrons) is for a line ``width`` ×
    ``height``: chevrons about as far apart as the picture has them, and a whole number of
    them on the line, so that before the water first flows none is cut short at its end."""
    chevrons = max(1, round(width / (height * FLOW_STEP)))
    return max(2, round(2 * width / chevrons))


@lru_cache(maxsize=SIZES_KEPT)
def flow_tile_image(width: int, height: int) -> Image.Image:
    """Two chevrons with their streaks, heading left, on ``width`` px (a
    :func:`flow_period`): laid side by side, the tiles make a row of chevrons that slides
    along with the water."""
    return drawn("flow", width, height)
