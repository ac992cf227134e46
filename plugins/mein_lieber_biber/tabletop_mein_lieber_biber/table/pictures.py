"""Mein lieber Biber's pictures drawn from the SVG files in its ``assets/pictures`` folder,
through the core's asset pipeline (rasterised at the size they are shown, cached in memory and
on disk). No arcade here: the launcher art hook uses these without a window.

A picture that varies per player declares placeholders in its SVG text, replaced before it is
drawn: a beaver's vest is ``#ff00ff`` until it becomes its player's colour, and its symbol is
``#mark-circle`` until it becomes that colour's symbol. An artist redraws a picture by
replacing its file (keeping the placeholders).
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFont

from tabletop_core.assets import raster
from tabletop_core.render.theme import rgba
from tabletop_mein_lieber_biber.cards import RING_COLOUR, RINGS
from tabletop_mein_lieber_biber.table.art import (
    COLOUR_RGB,
    INK,
    RAFT_PICTURE,
    RGB,
    SYMBOLS,
    ring_radius,
)

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


WAY_ASHORE = '<g id="way-ashore">'


def stretched(name: str, width: int, height: int) -> raster.Swaps:
    """The swap that draws picture ``name`` stretched to ``width`` × ``height``: its root's own
    ``width``/``height`` become those (its ``preserveAspectRatio="none"`` stretches the
    viewBox), whatever size its artist gave it."""
    own = raster.natural_size(PACKAGE, name)
    if own is None:  # not there: nothing to swap (an empty picture is drawn)
        return ()
    return ((f'width="{own[0]}" height="{own[1]}"', f'width="{width}" height="{height}"'),)


CARD_WIDTH = 100
"""A card SVG's width in its own units (its viewBox), in which the pips are placed."""
PIPS = '<g id="pips" fill="#ff00ff"></g>'
"""The card's empty row of pips, filled with one dot per step."""
PIP_ROW, PIP_STEP, PIP = 103.6, 8.5, 2.2
"""The card's row of pips: its height, the pips' spacing and radius, in the card's units."""


def card_image(card: int, width: int, height: int) -> Image.Image:
    """A movement card: its colour as a frame, the value large, the symbol in two corners and a
    pip per step, so the card reads in grey too."""
    from tabletop_mein_lieber_biber.cards import VALUES

    colour, value = card // VALUES, card % VALUES + 1
    pips = "".join(
        f'<circle cx="{CARD_WIDTH / 2 + (i - (value - 1) / 2) * PIP_STEP:.1f}" cy="{PIP_ROW}" '
        f'r="{PIP}"/>'
        for i in range(value)
    )
    swaps = (
        *stretched("card", width, height),
        (PIPS, f'<g id="pips" fill="{PLAYER_COLOUR}">{pips}</g>'),  # before the colour's swap
        *player_swaps(colour),
    )
    image = drawn("card", width, height, swaps).copy()
    draw = ImageDraw.Draw(image)
    draw.text(
        (width / 2, height / 2), str(value), fill=INK, font=_font(int(height * 0.42)), anchor="mm"
    )
    return image


def card_back_image(width: int, height: int) -> Image.Image:
    return drawn("card-back", width, height, stretched("card-back", width, height))


def stick_image(width: int, height: int) -> Image.Image:
    """A gnawed stick lying across (for the stick supply and the players' heaps)."""
    return drawn("stick", width, height, stretched("stick", width, height))


def dam_image(width: int, height: int, way_ashore: bool) -> Image.Image:
    """The beaver dam from above, ``width`` × ``height``: sticks stacked across it, mud between.
    ``way_ashore``: ring 30's swim ring at the dam's edge towards the raft, with the spiral's
    path running onto the dam (a move past ring 30 goes ashore here)."""
    from tabletop_mein_lieber_biber.cards import RING_COLOUR, RINGS

    swaps = (*stretched("dam", width, height), *player_swaps(RING_COLOUR[RINGS]))
    if not way_ashore:
        swaps += ((WAY_ASHORE, '<g id="way-ashore" display="none">'),)
    return drawn("dam", width, height, swaps)


# --- the raft ------------------------------------------------------------------------------

RING_PICTURE = 1.1
"""A swim ring's picture reaches this many of the ring's radii from its middle (its shadow)."""
RING_NUMBER_PX = 15
"""The ring numbers' least size in window pixels at 100 % text (they grow with the setting)."""
PATH: RGB = rgba("#ECD6AA")[:3]
"""The cream of the spiral path from ring to ring."""
PAPER: RGB = rgba("#FAFAF6")[:3]
"""The halo round each ring number and the arrow's white."""


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.truetype("DejaVuSans-Bold.ttf", size)
    except OSError:
        return ImageFont.load_default(size=size)


def ring_number_px(size: int, text: float) -> int:
    """The ring numbers' font size on a raft picture ``size`` pixels across: grown less than
    the text itself, as between the rings of a raft that large text leaves smaller, full-grown
    numbers would run into the next ring."""
    return max(round(RING_NUMBER_PX * text**0.75), size // 36)


def raft_image(
    size: int, ring_xy: tuple[tuple[float, float], ...], text: float = 1.0
) -> Image.Image:
    """The raft from above, ``size`` pixels across for ``RAFT_PICTURE`` raft radii each way: its
    planks (an SVG), the spiral path through the ring centres the game computes (``ring_xy``,
    index 0 the middle), thirty swim rings (an SVG in each ring's colour and symbol) with their
    numbers beside them, and the arrow on ring 1. ``text``: the text-size setting."""
    image = drawn("raft", size, size).copy()
    draw = ImageDraw.Draw(image)
    half = size / 2
    k = half / RAFT_PICTURE

    def px(x: float, y: float) -> tuple[float, float]:
        return half + x * k, half - y * k

    draw.line(_spiral(ring_xy, px), fill=PATH, width=max(2, size // 90), joint="curve")
    for ring in range(1, RINGS + 1):
        cx, cy = px(*ring_xy[ring])
        across = max(4, round(2 * RING_PICTURE * ring_radius(ring) * k))
        swim_ring = drawn("swim-ring", across, across, player_swaps(RING_COLOUR[ring]))
        image.alpha_composite(swim_ring, (round(cx - across / 2), round(cy - across / 2)))
    font_px = ring_number_px(size, text)
    font = _font(font_px)
    halo = max(1, font_px // 7)
    for ring in range(1, RINGS + 1):  # the number outside its ring, away from the middle
        x, y = ring_xy[ring]
        bearing = math.atan2(y, x)
        away = ring_radius(ring) + (font_px * 0.6) / k
        for turn in (0.0, math.pi / 2, -math.pi / 2, math.pi):  # outwards, else beside, else in
            side = bearing + turn
            nx, ny = px(x + away * math.cos(side), y + away * math.sin(side))
            if font_px <= nx <= size - font_px and font_px <= ny <= size - font_px:
                break
        draw.text(
            (nx, ny), str(ring), fill=INK, font=font, anchor="mm", stroke_width=halo,
            stroke_fill=PAPER,
        )  # fmt: skip
    _arrow(draw, ring_xy, px, 0.07 * k)
    return image


def _spiral(ring_xy, px) -> list[tuple[float, float]]:
    """The spiral path joining the rings, from the middle outwards, in picture pixels."""
    path = [px(0, 0)]
    for ring in range(1, RINGS + 1):
        (x0, y0), (x1, y1) = ring_xy[ring - 1], ring_xy[ring]
        a0, a1 = math.atan2(y0, x0), math.atan2(y1, x1)
        if a1 < a0:
            a1 += math.tau
        r0, r1 = math.hypot(x0, y0), math.hypot(x1, y1)
        if ring == 1:
            a0, r0 = a1 - math.radians(30), 0.05
        for t in (0.33, 0.66, 1.0):
            a, r = a0 + (a1 - a0) * t, r0 + (r1 - r0) * t
            path.append(px(r * math.cos(a), r * math.sin(a)))
    return path


def _arrow(draw: ImageDraw.ImageDraw, ring_xy, px, length: float) -> None:
    """The arrow by ring 1, pointing along the spiral."""
    x, y = ring_xy[1]
    bearing = math.atan2(y, x) + math.pi / 2
    cx, cy = px(x * 0.55, y * 0.55)
    spread = 2.5  # radians either side of the point: a broad arrowhead
    corners = [
        (cx + reach * math.cos(bearing + turn), cy - reach * math.sin(bearing + turn))
        for reach, turn in ((length, 0.0), (length * 0.6, spread), (length * 0.6, -spread))
    ]
    draw.polygon(corners, fill=PAPER, outline=INK)


# --- the pond's effects ----------------------------------------------------------------------


def glow_image(size: int, colour: RGB) -> Image.Image:
    """A halo in ``colour`` marking a ring a beaver may be put on."""
    return drawn("glow", size, size, ((PLAYER_COLOUR, hex_colour(colour)),))


def splash_image(size: int) -> Image.Image:
    """Foam rings where a beaver falls into the pond."""
    return drawn("splash", size, size)


WATER_SIZE = 'width="1280" height="720" viewBox="0 0 1280 720"'
"""The water SVG's own size and viewBox: both become the size shown, so ripples keep theirs."""


def water_image(width: int, height: int) -> Image.Image:
    """The pond the raft floats on, with soft ripples (drawn once per size)."""
    shown = f'width="{width}" height="{height}" viewBox="0 0 {width} {height}"'
    return drawn("water", width, height, ((WATER_SIZE, shown),))
