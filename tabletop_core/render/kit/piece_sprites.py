"""Drawing :class:`~tabletop_core.render.kit.pieces.Pieces` with arcade: one sprite kept per
piece, in one sprite list in the pieces' order.

Drawing is a hot path (a table of moving pieces draws them every frame), so a frame does no
more than it must: each piece's look is read into one tuple and compared with what its sprite
was last given, and only a piece that changed writes to its sprite; the sprite list is
reordered only when the pieces' order changed (:attr:`Pieces.order`). This module imports
arcade (through the canvas); the pieces do not.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render.canvas import arcade
from tabletop_core.render.kit.pieces import Pieces, TablePiece

_Look = tuple[Any, float, float, float, float, float, int, tuple[int, int, int], bool]


def _look(piece: TablePiece) -> _Look:
    return (
        piece.picture,
        piece.center_x,
        piece.center_y,
        piece.width,
        piece.height,
        piece.angle,
        piece.alpha,
        piece.tint,
        piece.visible,
    )


def _sprite(picture: Any) -> Any:
    if picture is None:  # a plain block of the piece's tint
        return arcade.SpriteSolidColor(1, 1, color=(0, 0, 0, 0))
    return arcade.Sprite(picture)


def _dress(sprite: Any, look: _Look, was: _Look | None) -> None:
    """Give ``sprite`` what changed from ``was`` to ``look``."""
    picture, x, y, width, height, angle, alpha, tint, visible = look
    if was is None or picture is not was[0]:
        if picture is not None:
            sprite.texture = picture  # sets the size from the scale: set again below
        sprite.width, sprite.height = width, height
    else:
        if width != was[3]:
            sprite.width = width
        if height != was[4]:
            sprite.height = height
    if was is None or x != was[1] or y != was[2]:
        sprite.position = (x, y)
    if was is None or angle != was[5]:
        sprite.angle = angle
    if was is None or alpha != was[6] or tint != was[7]:
        sprite.color = (*tint, alpha)
    if was is None or visible != was[8]:
        sprite.visible = visible


class PieceSprites:
    """The sprites of one :class:`Pieces`, kept from frame to frame."""

    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._kept: dict[TablePiece, tuple[Any, _Look]] = {}
        self._order = -1
        self._in_order: list[tuple[TablePiece, Any]] = []

    def draw(self, pieces: Pieces) -> None:
        """Bring the sprites up to date with ``pieces`` and draw them."""
        if pieces.order != self._order:
            self._arrange(pieces)
        kept = self._kept
        for piece, sprite in self._in_order:
            look = _look(piece)
            was = kept[piece][1]
            if look != was:
                if (look[0] is None) != (was[0] is None):  # a picture for a plain block
                    self._arrange(pieces, renew=piece)
                    return self.draw(pieces)
                _dress(sprite, look, was)
                kept[piece] = (sprite, look)
        if self._in_order:
            self.sprites.draw()

    def _arrange(self, pieces: Pieces, renew: TablePiece | None = None) -> None:
        """Sprites for the pieces now held, in their order (new pieces get new sprites, those
        gone let theirs go)."""
        kept: dict[TablePiece, tuple[Any, _Look]] = {}
        order: list[tuple[TablePiece, Any]] = []
        for piece in pieces:
            entry = self._kept.get(piece) if piece is not renew else None
            if entry is None:
                look = _look(piece)
                sprite = _sprite(piece.picture)
                _dress(sprite, look, None)
                entry = (sprite, look)
            kept[piece] = entry
            order.append((piece, entry[0]))
        self._kept = kept
        self._in_order = order
        self._order = pieces.order
        sprites = [sprite for _piece, sprite in order]
        if list(self.sprites) != sprites:
            if len(self.sprites):
                self.sprites.clear()
            self.sprites.extend(sprites)
