"""The frame's bands, declared on the layout tree: the menu bar on top, the prompt bar at the
bottom, and between them the table with the side panel (the log drawer, or the seats when they
do not fit in the bar) on its right."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Piece, Row, lay_out
from tabletop_core.render.theme import Sizes, frame_bands

SIDE_PANEL = 320.0
"""The side panel's width at scale 1 (never more than :data:`SIDE_SHARE` of the window)."""
SIDE_SHARE = 0.3


class Bands(NamedTuple):
    """Where the frame's parts go: (menu bar, table, side panel, prompt bar). A closed side
    panel is an empty strip at the table's right edge."""

    bar: Rect
    table: Rect
    side: Rect
    prompt: Rect


def frame_tree(bounds: Rect, sizes: Sizes, side: bool) -> Column:
    """The frame as a tree: the bands take the height their text needs, the table the rest."""
    bar_height, prompt_height = frame_bands(sizes)
    side_width = min(SIDE_PANEL * sizes.scale, bounds.width * SIDE_SHARE) if side else 0.0
    return Column(
        Piece((0, bar_height), key="bar"),
        Row(
            Piece((0, 0), key="table", grow=1),
            Piece((side_width, 0), key="side"),
            grow=1,
        ),
        Piece((0, prompt_height), key="prompt"),
    )


@lru_cache(maxsize=16)
def lay_out_bands(bounds: Rect, sizes: Sizes, side: bool) -> Bands:
    """The frame's bands in ``bounds``, with the side panel open or closed (the same window
    and type give the same bands: laid out once, as the frame asks for them every frame)."""
    placed = lay_out(frame_tree(bounds, sizes, side), bounds)
    return Bands(placed["bar"], placed["table"], placed["side"], placed["prompt"])
