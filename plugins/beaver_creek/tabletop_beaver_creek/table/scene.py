"""The pieces on the table: one per physics body, placed from poses (settled or a played-back
frame), and the piece in hand with its ghost."""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from typing import Any

from tabletop_beaver_creek.placing import outlines
from tabletop_beaver_creek.preview import Pose
from tabletop_beaver_creek.table.layout import Camera
from tabletop_beaver_creek.table.textures import piece_texture, px_for
from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_core.render.kit.surfaces import GHOST_ALPHA
from tabletop_core.render.kit.veils import WHITE

REFUSED_TINT = (255, 140, 120)
FALLEN_TINT = (255, 120, 90)
"""Pieces falling in an accident: redder and darker (darker reads without colour too)."""
PLAIN = WHITE


def _put(sprite: TablePiece, camera: Camera, x: float, y: float, angle: float) -> None:
    sx, sy = camera.to_screen(x, y)
    sprite.center_x = sx
    sprite.center_y = sy
    sprite.angle = -math.degrees(angle)


class DamSprites:
    """Every piece of the dam, keyed as the world keys its bodies."""

    def __init__(self) -> None:
        self.sprites = Pieces()
        self.by_key: dict[int, TablePiece] = {}
        self._k = 0.0
        self._px = 0

    def clear(self) -> None:
        self.sprites.clear()
        self.by_key.clear()

    def show(
        self,
        poses: Mapping[int, Pose],
        kinds: Mapping[int, str],
        camera: Camera,
        fallen: Collection[int] = (),
    ) -> None:
        """Put every sprite where ``poses`` says; sprites of bodies not in ``poses`` go; the
        ``fallen`` ones (an accident playing) tinted."""
        px = px_for(camera.k)
        if px != self._px:  # drawn larger than the pictures were made: made anew
            self.clear()
            self._px = px
        scale = camera.k / px
        if camera.k != self._k:  # the camera zoomed: every piece keeps its picture
            self._k = camera.k
            for sprite in self.by_key.values():
                sprite.scale_to(scale)
        for key in [key for key in self.by_key if key not in poses]:
            self.sprites.remove(self.by_key.pop(key))
        for key, (x, y, angle) in poses.items():
            known = self.by_key.get(key)
            if known is not None:
                sprite = known
            else:
                sprite = TablePiece(piece_texture(kinds[key], px))
                sprite.scale_to(scale)
                self.by_key[key] = sprite
                self.sprites.append(sprite)
            _put(sprite, camera, x, y, angle)
            tint = FALLEN_TINT if key in fallen else PLAIN
            sprite.tint = tint

    def draw(self) -> None:
        self.sprites.draw()

    def pieces(self) -> list[tuple[Any, Any]]:
        """Each log and beaver of the dam by its body's key, with the box it fills on the
        screen (for :mod:`tabletop_core.render.piece_sizes`)."""
        from tabletop_core.render.piece_sizes import sprite_box

        return [
            (("piece", key), sprite_box(sprite))
            for key, sprite in self.by_key.items()
            if sprite.visible
        ]


class HandSprites:
    """The piece being carried (one sprite, or two for a beaver carrying a log) and its ghost
    where it would be let go of."""

    def __init__(self) -> None:
        self.sprites = Pieces()
        self._kind: str | None = None
        self._k = 0.0
        self._px = 0
        self.carried: list[TablePiece] = []
        self.ghost: list[TablePiece] = []

    def clear(self) -> None:
        self.sprites.clear()
        self.carried = []
        self.ghost = []
        self._kind = None

    def show(
        self,
        kind: str,
        camera: Camera,
        carried: tuple[float, float, float],
        ghost: tuple[float, float, float],
        refused: bool,
    ) -> None:
        """``carried`` and ``ghost``: x, y (the log's centre for a combo) and radians."""
        px = px_for(camera.k)
        scale = camera.k / px
        if kind == self._kind and px != self._px:
            self.clear()
        if kind == self._kind and camera.k != self._k:
            self._k = camera.k
            for sprite in (*self.ghost, *self.carried):
                sprite.scale_to(scale)
        if kind != self._kind:
            self.clear()
            self._kind, self._k, self._px = kind, camera.k, px
            for piece, *_ in outlines(kind, 0.0, 0.0, 0.0):
                ghost_sprite = TablePiece(piece_texture(piece, px), alpha=GHOST_ALPHA)
                ghost_sprite.scale_to(scale)
                self.ghost.append(ghost_sprite)
            for piece, *_ in outlines(kind, 0.0, 0.0, 0.0):
                held = TablePiece(piece_texture(piece, px))
                held.scale_to(scale)
                self.carried.append(held)
            for sprite in (*self.ghost, *self.carried):
                self.sprites.append(sprite)
        tint = REFUSED_TINT if refused else PLAIN
        for sprite in self.ghost:
            sprite.tint, sprite.alpha = tint, GHOST_ALPHA
        for sprites, (x, y, angle) in ((self.ghost, ghost), (self.carried, carried)):
            for sprite, (_piece, wx, wy, wa) in zip(
                sprites, outlines(kind, x, y, angle), strict=True
            ):
                _put(sprite, camera, wx, wy, wa)

    def draw(self) -> None:
        if self._kind is not None:
            self.sprites.draw()
