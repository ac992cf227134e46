"""The piece in the hand at the Beaver Creek table: which piece (the shared
:class:`~tabletop_core.render.controllers.Carry`), where the hand holds it over the dam and how
it is turned, and where its ghost would land (:func:`tabletop_beaver_creek.preview.aim`). The
controller moves it, the scene draws it."""

from __future__ import annotations

from typing import Any

from tabletop_beaver_creek import preview, steadiness
from tabletop_beaver_creek.pieces import REACH
from tabletop_beaver_creek.table.seat import CreekSeat
from tabletop_core.render.controllers.carry import Carry
from tabletop_core.render.widgets.gesture import Gesture


class Hand:
    def __init__(self, seat: CreekSeat) -> None:
        self.seat = seat
        self.carry: Carry[str] = Carry()
        """The piece in hand (``carry.piece``) and the press that took it."""
        self.hand_x = 0.0
        self.angle = 0.0
        self.pointer_y: float | None = None
        """World y of the pointer while the mouse carries the piece (None: carried by keys)."""
        self.held_y: float | None = None
        """World y the keys hold the piece at, slid in under an overhang (None: from above)."""
        self.aim: preview.Aim | None = None
        self.aim_stale = True
        self.focus = 0
        """The tray slot the keyboard is on."""
        self.keyboard = False
        """The last input was a key (the focus ring shows)."""
        self._ranked: tuple[Any, str, list[Any]] | None = None

    @property
    def held(self) -> str | None:
        return self.carry.piece

    @property
    def gesture(self) -> Gesture:
        return self.carry.gesture

    def take(self, kind: str) -> None:
        """``kind`` is now in hand, upright, to be placed."""
        self.carry.pick(kind)
        self.angle = 0.0
        self.held_y = None
        self.aim_stale = True

    def drop(self) -> None:
        """Nothing in hand any more."""
        self.carry.let_go()
        self.aim = None
        self.pointer_y = None
        self.held_y = None

    def update_aim(self) -> None:
        self.aim_stale = False
        if self.held is None:
            self.aim = None
            return
        view = self.seat.view
        limit = preview.turn_limit(view, self.held)
        self.angle = max(-limit, min(limit, self.angle))
        self.hand_x = max(-REACH, min(REACH, self.hand_x))
        held = self.pointer_y if self.pointer_y is not None else self.held_y
        self.aim = preview.aim(view, self.held, self.hand_x, self.angle, held)

    def ranked(self, kind: str) -> list[tuple[tuple[float, float], float | None]]:
        """The offered spots for ``kind``, the likeliest to hold first (:mod:`steadiness`):
        the order ↑/↓ walks them in. Worked out once per view and piece."""
        view = self.seat.view
        if self._ranked is None or self._ranked[0] is not view or self._ranked[1] != kind:
            self._ranked = (view, kind, steadiness.ranked_holds(view, kind))
        return self._ranked[2]
