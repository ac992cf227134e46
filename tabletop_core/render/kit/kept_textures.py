"""Textures made once per picture and size and kept: a table draws a picture (a PIL image from
its SVG files, at the size it is shown) and the kit turns it into an arcade texture the first
time that size is asked for, then hands the same texture back.

``card_texture = kept("mygame-card", pictures.card_image, keep="deck")`` replaces a cached
function per picture. How many sizes are kept is chosen by name (:data:`KEEP`): a window
resized or a text size changed asks for new sizes, and a large picture kept at many sizes would
hold a lot of memory. This module imports arcade (through the canvas); the tree does not.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from tabletop_core.render.canvas import arcade

KEEP = {"large": 4, "piece": 16, "deck": 128}
"""Textures kept per picture: a large one (the board, its water), a piece (a few colours at a
few sizes), a deck's faces (every card at the hand's and the rows' sizes)."""


def kept(name: str, draw: Callable[..., Any], *, keep: str = "piece") -> Callable[..., Any]:
    """The texture maker for picture ``name``: called with ``draw``'s arguments (hashable: the
    picture's variant and its size in pixels), it returns the texture of ``draw(*args)``, made
    once and kept among the last ``KEEP[keep]`` asked for."""

    @lru_cache(maxsize=KEEP[keep])
    def texture(*args: Any) -> Any:
        key = "-".join(str(arg) for arg in args)
        return arcade.Texture(
            draw(*args), hash=f"{name}-{key}", hit_box_algorithm=arcade.hitbox.algo_bounding_box
        )

    texture.__doc__ = f"The texture of {name} (drawn by {getattr(draw, '__name__', 'draw')})."
    return texture
