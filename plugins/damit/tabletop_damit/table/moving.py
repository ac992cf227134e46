"""A frame while the table animates: what does not move is one cached picture.

At rest the whole table is one picture (``StillLayer``). While a move animates (a river card
sliding to the hand, the river shifting, a dam built) only a few pieces move, yet drawing every
layer live costs more than a frame on the software renderer (the felt, the shadows and the
cards are large blended pictures). So the pieces that move in this animation (in flight, or
popping when they land) are drawn live, with their shadows; everything else is painted once
into a picture: the felt, the water, the base, and the cards, dams and cubes that lie still.
The river's strip, where the current flows under the cards, is drawn live as well, clipped to
that strip, in the table's usual order (the felt and the water under it from a picture of
their own). The picture is painted again only when the pieces
that lie still change (a new move starts, or the table repaints).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_core.render.kit.window_layers import still_layer
from tabletop_core.render.motion.shake import slid
from tabletop_core.render.shadows import Shadows
from tabletop_core.render.theme import Color

Lists = Sequence[Pieces]


class MovingFrame:
    """The still picture of an animating table and the pieces of what moves."""

    def __init__(self, background: Color) -> None:
        self.still = still_layer(background)
        """Everything that lies still during this animation (tests and benchmarks read
        ``still.renders``)."""
        self.under = still_layer(background)
        """The felt and the water alone, under the current in the river's strip."""
        self.moving: set[int] = set()
        """Ids of the pieces that moved since the animation began."""
        self._still_for: tuple[Any, ...] | None = None
        self._moving_for: tuple[Any, ...] | None = None
        self._lying: list[Pieces] = []
        self._flying: list[Pieces] = []
        self._lying_shadows = Shadows()
        self._flying_shadows = Shadows()

    def invalidate(self) -> None:
        self.still.invalidate()
        self.under.invalidate()

    def rest(self) -> None:
        """The animation is over: forget what moved (and let go of its pieces)."""
        self.moving.clear()
        for sprites in self._lying + self._flying:
            sprites.clear()
        self._still_for = self._moving_for = None

    def draw(
        self,
        rect: Rect,
        lists: Lists,
        movers: Sequence[Any],
        river: Rect | None,
        layers: tuple[Callable[[], None], Callable[[], None], Callable[[], None]],
        live: Callable[[], None],
    ) -> None:
        """Draw the table: ``lists`` (dam cards, cards, cubes, in that order) of which
        ``movers`` move now, over ``layers``: what lies under the current (the felt, the
        water), the current, and what lies over it (the base). The current is drawn only
        inside ``river``, where everything is drawn live. On the frame the pieces lying
        still change (a move starts, mostly after a repaint), ``live`` draws every layer and
        the picture waits for the next frame: two lighter frames instead of one heavy one."""
        under, current, over = layers
        self.moving.update(id(sprite) for sprite in movers)
        moving = self.moving
        still_key = tuple(tuple(id(s) for s in sprites if id(s) not in moving) for sprites in lists)
        moving_key = tuple(tuple(id(s) for s in sprites if id(s) in moving) for sprites in lists)
        if still_key != self._still_for:
            self._still_for = still_key
            self._lying = self._sublists(lists, lambda s: id(s) not in moving, self._lying)
            self.still.invalidate()
            live()
            return
        if moving_key != self._moving_for:
            self._moving_for = moving_key
            self._flying = self._sublists(lists, lambda s: id(s) in moving, self._flying)

        def lying() -> None:
            self._lying_shadows.draw(*self._lying[:2])
            for sprites in self._lying:
                sprites.draw()

        def picture() -> None:
            under()
            over()
            lying()

        self.still.draw(rect, picture)
        if river is not None:
            with slid(0, 0, river):

                def strip() -> None:  # painted only where it is shown
                    with slid(0, 0, river):
                        under()

                self.under.draw(rect, strip)
                current()
                over()
                lying()
        self._flying_shadows.draw(*self._flying[:2])
        for sprites in self._flying:
            sprites.draw()

    @staticmethod
    def _sublists(
        lists: Lists,
        keep: Callable[[TablePiece], bool],
        old: list[Pieces],
    ) -> list[Pieces]:
        out = old or [Pieces() for _ in lists]  # kept: their sprites' buffers are made once
        for part, pieces in zip(out, lists, strict=True):
            part.arrange([piece for piece in pieces if keep(piece)])
        return out
