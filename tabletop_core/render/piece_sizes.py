"""Pieces grow with text, never shrink: the game pieces a table drew, found and measured in the
window's pixels, and compared between the standard text size and a larger one.

A table names each piece it draws (``Canvas.texture(..., piece=key)`` or ``Canvas.piece``) with
a key that is the same at every text size: ``("dam card", seat, position)``, ``("ring", 17)``.
The check does not take the table's word for the size: it looks at the pixels inside the
reported rect (and a little around it) and measures the box of what stands out from the ground
around the piece. A piece that is not there (covered, folded away, drawn elsewhere) or drawn
smaller at large text is a problem; see :func:`shrunk_pieces`.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from tabletop_core.render.geometry import Rect

MARGIN = 3
"""How far outside a reported rect the ground is read (past antialiasing and a shadow's edge)."""
STEP = 48
"""How far a pixel's colour must be from the ground's (sum over the channels) to be ink."""
SEEN_SHARE = 0.55
"""A piece is there when the ink box spans at least this part of its rect each way (textures
keep a little transparent air round a round piece; a covered or missing piece spans less)."""
TOLERANCE = 2.0
"""Pixels a piece may lose at large text before it counts as smaller: drawn at a fractional
position, each antialiased edge may fall a pixel short of the ink threshold."""


@dataclass(frozen=True, slots=True)
class Measured:
    """A piece found in the pixels: its key, the rect the table reported, the ink's size."""

    key: Hashable
    rect: Rect
    width: float
    height: float

    @property
    def fills_its_place(self) -> bool:
        """The ink spans the whole reported rect both ways: what was measured may be the ground
        under the piece (a piece lying across water and a raft's planks differs from the
        ground round it everywhere inside its place), so the ink box says nothing of the
        piece's own size."""
        return (
            self.width >= round(self.rect.width) - 1 and self.height >= round(self.rect.height) - 1
        )

    @property
    def kind(self) -> str:
        return str(self.key[0]) if isinstance(self.key, tuple) and self.key else str(self.key)


def pieces_of(table: Any) -> dict[Hashable, Rect]:
    """Every piece ``table`` reported drawing in its last build, by key (the last report of a
    key wins: a piece drawn twice is where it was drawn last, on top): those its canvases
    recorded, and those of any part it holds with a ``pieces()`` method giving (key, rect)
    pairs (a scene of sprites moved every frame)."""
    from tabletop_core.render.legibility import canvases_of, found_in

    def sources(value: Any) -> list[Any] | None:
        told = getattr(value, "pieces", None)
        return list(told()) if callable(told) and not isinstance(value, type) else None

    found: dict[Hashable, Rect] = {}
    for canvas in canvases_of(table, depth=3):
        for key, rect in canvas.pieces:
            found[key] = rect
    for key, rect in found_in(table, sources, depth=3):
        found[key] = rect
    return found


def sprite_box(sprite: Any) -> Rect:
    """The upright box a (possibly turned) sprite's picture fills on the screen."""
    import math

    turn = math.radians(sprite.angle)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    width = sprite.width * cos + sprite.height * sin
    height = sprite.width * sin + sprite.height * cos
    return Rect(sprite.center_x - width / 2, sprite.center_y - height / 2, width, height)


def _ground(image: Any, box: tuple[int, int, int, int]) -> tuple[int, int, int]:
    """The commonest colour on the one-pixel ring just outside ``box`` (left, top, right,
    bottom in image coordinates): what the piece lies on."""
    left, top, right, bottom = box
    width, height = image.size
    counts: dict[tuple[int, int, int], int] = {}
    strips = (
        (left - 1, top - 1, right + 1, top),
        (left - 1, bottom, right + 1, bottom + 1),
        (left - 1, top, left, bottom),
        (right, top, right + 1, bottom),
    )
    for x0, y0, x1, y1 in strips:
        x0, y0, x1, y1 = max(0, x0), max(0, y0), min(width, x1), min(height, y1)
        if x1 <= x0 or y1 <= y0:
            continue
        # a strip has no more colours than pixels: PIL's work grows with the limit given
        strip = image.crop((x0, y0, x1, y1)).getcolors((x1 - x0) * (y1 - y0))
        for count, colour in strip or ():
            counts[colour] = counts.get(colour, 0) + count
    return max(counts, key=counts.__getitem__) if counts else (0, 0, 0)


def measure(image: Any, rect: Rect) -> tuple[float, float]:
    """(width, height) in pixels of what stands out from the ground inside ``rect`` (window
    coordinates, origin bottom-left) of ``image`` (an RGB frame, origin top-left). The ground is
    the commonest colour a few pixels around the rect; ink beyond the rect (a shadow, a
    neighbour lying close) is not counted."""
    from PIL import Image, ImageChops

    width, height = image.size
    box = (
        max(0, round(rect.left)),
        max(0, round(height - rect.top)),
        min(width, round(rect.right)),
        min(height, round(height - rect.bottom)),
    )
    if box[2] <= box[0] or box[3] <= box[1]:
        return 0.0, 0.0
    around = (box[0] - MARGIN, box[1] - MARGIN, box[2] + MARGIN, box[3] + MARGIN)
    part = image.crop(box)
    ground = Image.new("RGB", part.size, _ground(image, around))
    bands = ImageChops.difference(part, ground).split()
    total = ImageChops.add(ImageChops.add(bands[0], bands[1]), bands[2])
    ink = total.point(lambda v: 255 if v >= STEP else 0).getbbox()
    if ink is None:
        return 0.0, 0.0
    return float(ink[2] - ink[0]), float(ink[3] - ink[1])


def measured_pieces(table: Any, image: Any) -> dict[Hashable, Measured]:
    """The pieces ``table`` reported, each measured in ``image`` (the frame it drew)."""
    frame = image.convert("RGB")
    found = {}
    for key, rect in pieces_of(table).items():
        width, height = measure(frame, rect)
        found[key] = Measured(key, rect, width, height)
    return found


def unseen(pieces: Iterable[Measured]) -> list[str]:
    """Pieces the table reported that the pixels do not show across their rect."""
    return [
        f"{piece.key!r} is not drawn where the table says ({piece.width:.0f}×{piece.height:.0f} "
        f"px of ink in {piece.rect.width:.0f}×{piece.rect.height:.0f})"
        for piece in pieces
        if piece.width < SEEN_SHARE * piece.rect.width
        or piece.height < SEEN_SHARE * piece.rect.height
    ]


def shrunk_pieces(standard: dict[Hashable, Measured], large: dict[Hashable, Measured]) -> list[str]:
    """What large text did to the pieces drawn at the standard size: every piece must still be
    drawn, and at least as large each way (within :data:`TOLERANCE`). Where the standard size's
    ink filled the piece's whole place (:attr:`Measured.fills_its_place`), the places drawn are
    compared instead; :func:`unseen` still asks that ink fill the larger text's place."""
    problems = []
    for key, before in standard.items():
        after = large.get(key)
        if after is None:
            problems.append(f"{key!r} is gone ({before.width:.0f}×{before.height:.0f} px before)")
            continue
        if before.fills_its_place:  # the ink measured the ground: the drawn place is compared
            smaller = (
                after.rect.width < before.rect.width - TOLERANCE
                or after.rect.height < before.rect.height - TOLERANCE
            )
        else:
            smaller = (
                after.width < before.width - TOLERANCE or after.height < before.height - TOLERANCE
            )
        if smaller:
            problems.append(
                f"{key!r} shrank from {before.width:.0f}×{before.height:.0f} "
                f"to {after.width:.0f}×{after.height:.0f} px"
            )
    return problems


def smallest_by_kind(pieces: Iterable[Measured]) -> dict[str, tuple[float, float]]:
    """The smallest width and height measured for each kind of piece (for reports)."""
    found: dict[str, tuple[float, float]] = {}
    for piece in pieces:
        width, height = found.get(piece.kind, (piece.width, piece.height))
        found[piece.kind] = (min(width, piece.width), min(height, piece.height))
    return found


def read_pieces(
    registry: Any,
    game_id: str,
    *,
    players: int,
    text_size: int,
    language: str,
    seed: int = 11,
    moves: int | None = None,
) -> dict[Hashable, Measured]:
    """Draw ``game_id``'s table headless (a lobby-default match, ``moves`` in: by default half
    way) and measure every piece it reports in the window's pixels."""
    import tempfile
    from pathlib import Path

    from PIL import Image

    from tabletop_core.render._arcade import load_arcade, want_headless

    want_headless()
    from tabletop_core.render.screenshot import take_screenshot

    with tempfile.TemporaryDirectory(prefix="tabletop-pieces-") as folder:
        out = Path(folder) / "table.png"
        take_screenshot(
            game_id,
            seed=seed,
            moves=moves,
            out=out,
            registry=registry,
            text_size=text_size,
            language=language,
            players=players,
        )
        with Image.open(out) as picture:
            image = picture.convert("RGB")
    host = load_arcade().get_window().current_view
    return measured_pieces(host.table, image)
