"""Beaver Creek's pictures drawn from the SVG files in its ``assets/pictures`` folder through the
core's asset pipeline (rasterised at the size they are shown, cached in memory and on disk):
the beaver, the two logs, the box, the faces of the two picture dice and the creek behind the
dam. No arcade here: the launcher's fallback tile uses these without a window.

An artist redraws a picture by replacing its file; a piece's picture fills the piece's own
box (its physics shape is not the picture's business).
"""

from __future__ import annotations

from PIL import Image

from tabletop_beaver_creek.dice import WHAT_FACES
from tabletop_beaver_creek.pieces import (
    BEAVER,
    BEAVER_HEIGHT,
    BEAVER_WIDTH,
    BOX_TOP,
    BOX_WIDTH,
    LOG_LENGTH,
    LOG_THICKNESS,
    SMALL_LOG,
)
from tabletop_core.assets import raster

PACKAGE = "tabletop_beaver_creek"
PICTURE_OF = {BEAVER: "beaver", "log": "log", SMALL_LOG: "small-log"}
"""Each piece's picture by the piece's kind."""
SIZE_OF = {
    BEAVER: (BEAVER_WIDTH, BEAVER_HEIGHT),
    "log": (LOG_LENGTH["log"], LOG_THICKNESS),
    SMALL_LOG: (LOG_LENGTH[SMALL_LOG], LOG_THICKNESS),
}
"""Each piece's size in world units (its picture fills it)."""


def drawn(name: str, width: int, height: int, stretch: bool = False) -> Image.Image:
    """Picture ``name`` at ``width`` × ``height`` pixels; an empty picture when its file is
    missing or broken (the pipeline has said so, once, in the log)."""
    image = raster.picture(PACKAGE, name, width, height, stretch=stretch)
    if image is None:
        return Image.new("RGBA", (max(1, width), max(1, height)), (0, 0, 0, 0))
    return image


def piece_image(kind: str, px: int) -> Image.Image:
    """A beaver or a log at ``px`` pixels a world unit."""
    width, height = SIZE_OF[kind]
    return drawn(PICTURE_OF[kind], round(width * px), round(height * px), stretch=True)


def box_image(px: int) -> Image.Image:
    """The upturned game box with its five numbered spaces, at ``px`` pixels a world unit."""
    return drawn("box", round(BOX_WIDTH * px), round(BOX_TOP * px), stretch=True)


def die_face_image(die: int, face: object, size: int) -> Image.Image:
    """A face of die 1 (what to place: ``face`` is its beavers and logs) or die 2 (how:
    ``face`` is its number), ``size`` pixels square, its number in a corner."""
    number = WHAT_FACES.index(face) + 1 if die == 0 else face
    return drawn(f"{'what' if die == 0 else 'how'}-{number}", size, size)


def creek_image(width: int, height: int, table_y: int) -> Image.Image:
    """The backdrop of the scene: the creek covering the ``table_y`` pixels above the table top
    (cut at its sides, at its own scale) and the wooden table top below, stretched across."""
    image = Image.new("RGBA", (max(1, width), max(1, height)), (150, 196, 222, 255))
    creek = raster.covering(PACKAGE, "creek", width, max(1, table_y))
    if creek is not None:
        image.alpha_composite(creek, (0, 0))
    if height > table_y:
        image.alpha_composite(drawn("bank", width, height - table_y, stretch=True), (0, table_y))
    return image


def tile_art(width: int, height: int) -> Image.Image:
    """The launcher's tile when the key art cannot be drawn: a small dam on the box by the
    creek, from the same pictures."""
    table_y = int(height * 0.78)
    image = creek_image(width, height, table_y)
    px = max(1, round(min(width / 340, height / 190)))
    box = box_image(px)
    top = table_y - box.height
    image.alpha_composite(box, (width // 2 - box.width // 2, top))
    beaver = piece_image(BEAVER, px)
    for centre in (-50, 50):
        image.alpha_composite(
            beaver, (width // 2 + centre * px - beaver.width // 2, top - beaver.height)
        )
    log = piece_image("log", px)
    image.alpha_composite(log, (width // 2 - log.width // 2, top - beaver.height - log.height))
    return image.convert("RGB")
