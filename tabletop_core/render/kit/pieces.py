"""Pieces on the table: the cards, cubes, logs and beavers a scene lays down and moves, as plain
data (no arcade import).

A :class:`TablePiece` says what is shown where: its picture (the texture the kit's texture
maker gave back, :func:`~tabletop_core.render.kit.kept_textures.kept`, or ``None`` for a plain
block of its tint), its centre, its size, its turn, its opacity and tint, and whether it is
shown. A :class:`Pieces` is an ordered collection of them, the first drawn first (so the last
lies on top). The scene fills it and moves its pieces (a flight, a segment or a pop moves a
``TablePiece`` as it moved a sprite: same attribute names), and calls :meth:`Pieces.draw`::

    cards = Pieces()
    card = cards.add(TablePiece(card_texture(7, 120, 168), 300, 200, 120, 168))
    flights.fly(card, (500, 200, 120, 168))   # it slides there over the next frames
    cards.to_top(card)                        # and lies over the others meanwhile
    cards.draw()                              # every frame

The renderer keeps one sprite per piece and updates only what changed since the last frame;
another renderer (a browser seat) could walk the same pieces and draw them its own way.

Why not arcade's ``Sprite`` and ``SpriteList`` themselves: a scene holding them imports arcade
and is no longer plain data another renderer can read; a test must open a window to make one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from tabletop_core.render.geometry import Rect

OPAQUE = 255
"""A piece's alpha when nothing shows through it."""
UNTINTED = (255, 255, 255)
"""A piece's tint when its picture is drawn as painted."""


@dataclass(eq=False, slots=True)
class TablePiece:
    """A picture lying on the table: ``picture`` (a texture the kit made, or ``None`` for a
    plain block of ``tint``) centred at ``center_x``, ``center_y``, ``width`` × ``height``
    window pixels (by default the picture's own size), turned ``angle`` degrees clockwise, at
    opacity ``alpha`` (0-255), its colours multiplied by ``tint``, drawn only while
    ``visible``. Two pieces are the same only if they are the same object, so a piece can key a
    dict."""

    picture: Any = None
    center_x: float = 0.0
    center_y: float = 0.0
    width: float = -1.0
    """Window pixels across; left negative, the picture's own width."""
    height: float = -1.0
    """Window pixels up; left negative, the picture's own height."""
    angle: float = 0.0
    alpha: int = OPAQUE
    tint: tuple[int, int, int] = UNTINTED
    visible: bool = True

    def __post_init__(self) -> None:
        if self.width < 0:
            self.width = float(getattr(self.picture, "width", 1))
        if self.height < 0:
            self.height = float(getattr(self.picture, "height", 1))

    @property
    def rect(self) -> Rect:
        """The rect the piece fills, unturned."""
        w, h = self.width, self.height
        return Rect(self.center_x - w / 2, self.center_y - h / 2, w, h)

    @property
    def box(self) -> Rect:
        """The upright rect a turned piece's picture fills on the screen."""
        turn = math.radians(self.angle)
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        w, h = abs(self.width), abs(self.height)
        width, height = w * cos + h * sin, w * sin + h * cos
        return Rect(self.center_x - width / 2, self.center_y - height / 2, width, height)

    @property
    def shown(self) -> bool:
        """Whether anything of it is seen: visible and not wholly transparent."""
        return self.visible and self.alpha > 0

    def contains(self, x: float, y: float) -> bool:
        """Whether the point falls on the piece (its upright box: tables hit-test rects)."""
        return self.box.contains(x, y)

    def scale_to(self, scale: float) -> None:
        """Show the picture at ``scale`` times its own size."""
        self.width = float(getattr(self.picture, "width", 1)) * scale
        self.height = float(getattr(self.picture, "height", 1)) * scale

    def show(self, picture: Any, scale: float | None = None) -> None:
        """Show ``picture`` instead; at ``scale`` times its size if given, else at the size the
        piece has now."""
        self.picture = picture
        if scale is not None:
            self.scale_to(scale)

    def place(self, x: float, y: float) -> None:
        """Centre the piece at ``x``, ``y``."""
        self.center_x, self.center_y = x, y


class Pieces:
    """Pieces drawn in order, the first first (the last lies on top of the others).

    Change the order only through these methods (they note the change, so the renderer
    reorders its sprites once rather than comparing every frame); move and dress the pieces
    freely."""

    __slots__ = ("_items", "order", "_drawn")

    def __init__(self, pieces: Iterable[TablePiece] = ()) -> None:
        self._items: list[TablePiece] = list(pieces)
        self.order = 0
        """Counts the changes of which pieces are in and in what order (the renderer's cue)."""
        self._drawn: Any = None

    def __iter__(self) -> Iterator[TablePiece]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, piece: object) -> bool:
        return any(item is piece for item in self._items)

    def __getitem__(self, index: int) -> TablePiece:
        return self._items[index]

    def add(self, piece: TablePiece) -> TablePiece:
        """Lay ``piece`` on top of the others; returns it."""
        self._items.append(piece)
        self.order += 1
        return piece

    def append(self, piece: TablePiece) -> None:
        """Lay ``piece`` on top of the others."""
        self.add(piece)

    def extend(self, pieces: Iterable[TablePiece]) -> None:
        """Lay ``pieces`` on top of the others, in turn."""
        self._items.extend(pieces)
        self.order += 1

    def insert(self, index: int, piece: TablePiece) -> None:
        """Put ``piece`` at ``index`` in the order (0: under all the others)."""
        self._items.insert(index, piece)
        self.order += 1

    def remove(self, piece: TablePiece) -> None:
        """Take ``piece`` off the table (ValueError when it is not on it)."""
        for index, item in enumerate(self._items):
            if item is piece:
                del self._items[index]
                self.order += 1
                return
        raise ValueError("that piece is not among these pieces")

    def discard(self, piece: TablePiece) -> None:
        """Take ``piece`` off the table if it is on it."""
        if piece in self:
            self.remove(piece)

    def to_top(self, piece: TablePiece) -> None:
        """Put ``piece`` over all the others (it is added if it was not there)."""
        if self._items and self._items[-1] is piece:
            return
        self.discard(piece)
        self.add(piece)

    def arrange(self, pieces: Iterable[TablePiece]) -> None:
        """Hold exactly ``pieces``, in that order (nothing noted if that is the order already)."""
        wanted = list(pieces)
        if len(wanted) == len(self._items) and all(
            a is b for a, b in zip(wanted, self._items, strict=True)
        ):
            return
        self._items = wanted
        self.order += 1

    def clear(self) -> None:
        """Take every piece off."""
        if self._items:
            self._items = []
            self.order += 1

    def draw(self) -> None:
        """Draw the visible pieces in order (through the kit's renderer, which imports arcade
        when the first frame is drawn)."""
        drawn = self._drawn
        if drawn is None:
            from tabletop_core.render.kit.piece_sprites import PieceSprites

            drawn = self._drawn = PieceSprites()
        drawn.draw(self)
