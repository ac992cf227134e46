"""The hamster being dragged: its picture under the hand, and the frame of the lit card it would
land on."""

from __future__ import annotations

from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_hamsterdam.pieces import TWINSTER_SIDEWAYS
from tabletop_hamsterdam.table.textures import frame_texture, hamster_texture

FRAME_MARGIN = 10
"""How much wider and taller than the card its landing frame is, in pixels."""


class Carry:
    def __init__(self) -> None:
        self.dragging = False
        self.sprites = Pieces()
        self._ghost: Any = None
        self._frame: Any = None

    def start(self, kind: int, size: float) -> None:
        """Pick up a hamster of ``kind``, drawn ``size`` pixels wide."""
        self.dragging = True
        self.sprites.clear()
        self._frame = TablePiece(frame_texture(), visible=False)
        self._ghost = TablePiece(hamster_texture(kind))
        self._ghost.width = self._ghost.height = size
        if kind == TWINSTER_SIDEWAYS:
            self._ghost.angle = 90
        self.sprites.append(self._frame)
        self.sprites.append(self._ghost)

    def move(self, x: float, y: float, landing: Rect | None) -> None:
        """The hand is at ``x``, ``y``, over the lit card ``landing`` (None: over none)."""
        self._ghost.center_x, self._ghost.center_y = x, y
        frame = self._frame
        frame.visible = landing is not None
        if landing is not None:
            frame.center_x, frame.center_y = landing.center_x, landing.center_y
            frame.width = landing.width + FRAME_MARGIN
            frame.height = landing.height + FRAME_MARGIN

    def end(self) -> None:
        self.dragging = False
        self.sprites.clear()
        self._ghost = self._frame = None

    def draw(self) -> None:
        if self.dragging and len(self.sprites):
            self.sprites.draw()
