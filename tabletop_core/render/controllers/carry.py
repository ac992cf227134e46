"""Pick up, carry, turn and let go of a piece: the hand a table keeps for a piece in play.

A piece is picked up (a press on it, or its key), carried (the mouse drags it, or it follows the
pointer after a click; the keys steer it), turned (the wheel, or the arrow keys) and let go: the
mouse lets go where it is, and how fast the pointer moved just before is how hard the piece lands;
the keyboard lowers it with one key and lets go with the same key again, gently if that is just
as it touches. What a piece may do stays with the game: the table that uses a :class:`Carry` asks
its rules where the piece may go and sends the action; the carry only remembers the hand.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Generic, TypeVar

from tabletop_core.render.canvas import arcade
from tabletop_core.render.controllers.drop import lowered_drop, release_speed
from tabletop_core.render.widgets.gesture import Gesture

Piece = TypeVar("Piece")

TRACE = 6
"""Pointer motions remembered for the speed the piece is let go at."""


@dataclass(frozen=True, slots=True)
class Steer:
    """How far the keys and the wheel move a piece in hand: ``fine`` steps, ``coarse`` with
    Shift (turns in radians, nudges in the table's own units)."""

    fine_turn: float = math.radians(10)
    coarse_turn: float = math.radians(45)
    wheel_turn: float = math.radians(15)
    fine_nudge: float = 0.1
    coarse_nudge: float = 0.5

    def turn(self, symbol: int, modifiers: int) -> float | None:
        """The turn ←/→ (or Q/E) asks for, anticlockwise positive; None for other keys."""
        key = arcade.key
        if symbol not in (key.LEFT, key.RIGHT, key.Q, key.E):
            return None
        step = self.coarse_turn if modifiers & key.MOD_SHIFT else self.fine_turn
        return step if symbol in (key.LEFT, key.Q) else -step

    def nudge(self, symbol: int, modifiers: int) -> float | None:
        """The nudge ↑/↓ asks for (↑ positive); None for other keys."""
        key = arcade.key
        if symbol not in (key.UP, key.DOWN):
            return None
        step = self.coarse_nudge if modifiers & key.MOD_SHIFT else self.fine_nudge
        return step if symbol == key.UP else -step

    def wheel(self, scroll_y: float) -> float:
        """The turn a wheel's ``scroll_y`` clicks ask for."""
        return scroll_y * self.wheel_turn


__all__ = ["Carry", "Steer", "lowered_drop", "release_speed"]


class Carry(Generic[Piece]):
    """The piece in hand, from picking it up to letting it go.

    ``pointer`` is where the mouse carries it while it is over no place it may go (window
    pixels; None once it is over one, or while the keys steer it). ``motions`` are the pointer's
    last moves in the table's units (a frame without a move counts as a rest), ``lowering`` the
    seconds since the keyboard began lowering it (None: it is not being lowered).
    """

    def __init__(self, steer: Steer | None = None) -> None:
        self.steer = steer or Steer()
        self.piece: Piece | None = None
        self.pointer: tuple[float, float] | None = None
        self.gesture = Gesture()
        self.motions: list[float] = []
        self.lowering: float | None = None
        self._last: tuple[float, float] | None = None
        self._moved = False

    @property
    def holding(self) -> bool:
        return self.piece is not None

    def pick(self, piece: Piece, pointer: tuple[float, float] | None = None) -> None:
        """Take ``piece`` in hand: under the pointer, or (None) for the keys to steer."""
        self.piece = piece
        self.pointer = pointer
        self.motions = []
        self.lowering = None
        self._last = pointer

    def press(self, x: float, y: float, on: Piece | None = None) -> None:
        """The button went down at (x, y) on the piece just picked up (or on nothing). ``on``:
        the piece the press was on, when the table offers several; the pointer carries the
        piece in hand only if it is that one (a press on a piece the rules did not let the hand
        take drags nothing)."""
        took = self.holding if on is None else self.piece == on
        self.gesture.press(x, y, took=took)

    def release(self, x: float, y: float) -> bool:
        """The button came up: True when that ends a drag (let go here), False for a click
        (the piece follows the pointer until the next click)."""
        return self.gesture.release(x, y)

    @property
    def dragging(self) -> bool:
        return self.gesture.dragging

    def trace(self, x: float, y: float, unit: float) -> None:
        """The pointer is at (x, y): remember how far it moved, in ``unit`` pixels."""
        last, self._last = self._last, (x, y)
        if last is None or last == (x, y) or unit <= 0:
            return
        self.motions.append(math.hypot(x - last[0], y - last[1]) / unit)
        del self.motions[:-TRACE]
        self._moved = True

    def lower(self) -> None:
        """The keyboard begins lowering the piece in hand."""
        self.lowering = 0.0

    def tick(self, delta_time: float) -> None:
        """A frame passed: the lowering goes on, and a frame without a move counts as a rest."""
        if self.lowering is not None:
            self.lowering += delta_time
        if self.piece is not None and delta_time > 0:
            if not self._moved and self.motions:
                self.motions.append(0.0)
                del self.motions[:-TRACE]
            self._moved = False

    def let_go(self) -> None:
        """Nothing in hand any more (set down, put back, or taken away by a move)."""
        self.piece = None
        self.pointer = None
        self.lowering = None
        self.motions = []
        self.gesture.cancel()
