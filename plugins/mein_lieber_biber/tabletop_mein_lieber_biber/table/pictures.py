"""Mein lieber Biber's pictures drawn from the SVG files in its ``assets/pictures`` folder,
through the core's asset pipeline (rasterised at the size they are shown, cached in memory and
on disk). No arcade here: the launcher art hook uses these without a window.

A picture that varies per player declares placeholders in its SVG text, replaced before it is
drawn: a beaver's vest is ``#ff00ff`` until it becomes its player's colour, and its symbol is
``#mark-circle`` until it becomes that colour's symbol. An artist redraws a picture by
replacing its file (keeping the placeholders).
"""

from __future__ import annotations

from PIL import Image

from tabletop_core.assets import raster
from tabletop_mein_lieber_biber.table.art import COLOUR_RGB, RGB, SYMBOLS

PACKAGE = "tabletop_mein_lieber_biber"
PLAYER_COLOUR = "#ff00ff"
"""The colour a picture paints in for "this player's colour"."""
PLAYER_MARK = 'href="#mark-circle"'
"""The symbol a picture shows for "this player's colour's symbol"."""


def hex_colour(colour: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def player_swaps(colour: int) -> raster.Swaps:
    """The placeholders of a player's picture, swapped for colour ``colour``'s shade and symbol."""
    return (
        (PLAYER_COLOUR, hex_colour(COLOUR_RGB[colour])),
        (PLAYER_MARK, f'href="#mark-{SYMBOLS[colour]}"'),
    )


def drawn(name: str, width: int, height: int, swaps: raster.Swaps = ()) -> Image.Image:
    """Picture ``name`` at ``width`` × ``height`` pixels; an empty picture when its file is
    missing or broken (the pipeline has said so, once, in the log)."""
    image = raster.picture(PACKAGE, name, width, height, swaps)
    if image is None:
        return Image.new("RGBA", (max(1, width), max(1, height)), (0, 0, 0, 0))
    return image


def beaver_image(colour: int, size: int) -> Image.Image:
    """A beaver seen from above, ``size`` pixels across for ``art.BEAVER_PICTURE`` raft radii
    from its middle; its flat tail points right (+x), its head left. It wears its colour as a
    life vest with the colour's symbol on the back."""
    return drawn("beaver", size, size, player_swaps(colour))


DAM_SIZE = 'width="100" height="420"'
"""The dam SVG's own size, swapped for the size it is shown at (its viewBox stretches)."""
WAY_ASHORE = '<g id="way-ashore">'


def dam_image(width: int, height: int, way_ashore: bool) -> Image.Image:
    """The beaver dam from above, ``width`` × ``height``: sticks stacked across it, mud between.
    ``way_ashore``: ring 30's swim ring at the dam's edge towards the raft, with the spiral's
    path running onto the dam (a move past ring 30 goes ashore here)."""
    from tabletop_mein_lieber_biber.cards import RING_COLOUR, RINGS

    swaps = ((DAM_SIZE, f'width="{width}" height="{height}"'), *player_swaps(RING_COLOUR[RINGS]))
    if not way_ashore:
        swaps += ((WAY_ASHORE, '<g id="way-ashore" display="none">'),)
    return drawn("dam", width, height, swaps)
