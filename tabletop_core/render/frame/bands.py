"""The frame's bands, declared on the layout tree from its parts' own nodes: the menu bar on top
and the prompt bar at the bottom, as tall as their text needs, and between them the table, which
takes the room left, with the side panel (the log drawer, or the seats when they do not fit in the
bar) on its right."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from tabletop_core.render.frame.log_drawer import side_node
from tabletop_core.render.frame.menu_bar import bar_node
from tabletop_core.render.frame.prompt_bar import prompt_node
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Column, Piece, Row, lay_out
from tabletop_core.render.theme import Sizes


class Bands(NamedTuple):
    """Where the frame's parts go: (menu bar, table, side panel, prompt bar). A closed side
    panel is an empty strip at the table's right edge."""

    bar: Rect
    table: Rect
    side: Rect
    prompt: Rect


def frame_tree(bounds: Rect, sizes: Sizes, side: bool) -> Column:
    """The frame as a tree, read top to bottom."""
    return Column(
        bar_node(sizes),
        Row(Piece((0, 0), key="table", grow=1), side_node(bounds, sizes, side), grow=1),
        prompt_node(sizes),
    )


@lru_cache(maxsize=16)
def lay_out_bands(bounds: Rect, sizes: Sizes, side: bool) -> Bands:
    """The frame's bands in ``bounds``, with the side panel open or closed (the same window
    and type give the same bands: laid out once, as the frame asks for them every frame)."""
    placed = lay_out(frame_tree(bounds, sizes, side), bounds)
    return Bands(placed["bar"], placed["table"], placed["side"], placed["prompt"])
