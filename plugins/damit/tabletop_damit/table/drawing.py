"""The scene of the Dam It! table: what the looking seat sees, and where each thing lies.

Drawing is four layers rebuilt only when something changes (a move, a choice, the hovered card,
a resize) and drawn every frame: the river's water (its current sliding while the table
animates), the base canvas, the pieces (cards, dam cards, cubes, moved by the choreography),
and the marks canvas on top. While nothing moves the whole table is one cached picture.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import language
from tabletop_core.render import Host, Rect, Scene
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.window_layers import still_layer
from tabletop_core.render.material import TableSurface
from tabletop_core.render.theme import Palette, reading
from tabletop_damit.cards import DAM_COSTS
from tabletop_damit.state import DamItState
from tabletop_damit.table.control import Choosing
from tabletop_damit.table.layout import TableLayout, laid_out
from tabletop_damit.table.moving import MovingFrame
from tabletop_damit.table.paint import Scenery, hide_under, paint_base, paint_marks, paint_water
from tabletop_damit.table.rows import RIVER_SLOTS
from tabletop_damit.table.scene import Scene as Sprites
from tabletop_damit.table.watching import DamItChoreography
from tabletop_damit.table.words import seat_title


class DamItScene(Scene):
    def __init__(self, host: Host, motion: DamItChoreography, choosing: Choosing) -> None:
        self.host = host
        self.show = motion
        self.choosing = choosing
        self.surface = TableSurface()
        self.sprites = Sprites(motion.motion, motion.flourish)
        self.water = Canvas()
        self.base = Canvas()
        self.marks = Canvas()
        self.layout: TableLayout | None = None
        self.buttons: list[tuple[str, Rect]] = []
        """The garbage question's answers, where they were drawn."""
        self._fitted_for: tuple[Any, ...] | None = None
        self._synced_for: tuple[Any, ...] | None = None
        self._painted_for: tuple[Any, ...] | None = None
        self.still = still_layer(Palette.TABLE)
        """The table as a picture while nothing moves: one quad a frame instead of every layer."""
        self.moving_frame = MovingFrame(Palette.TABLE)
        """While something moves: what lies still as a picture, the moving pieces live."""

    @property
    def view(self) -> DamItState:
        return self.choosing.view

    def reset(self) -> None:
        self.sprites.clear()
        self._synced_for = self._painted_for = None

    # --- where things lie ---------------------------------------------------------------

    def river_at(self, x: float, y: float) -> int | None:
        """The river position (or the draw pile, the last) under the point."""
        layout = self.layout
        slots = range(RIVER_SLOTS + 1) if layout is not None else range(0)
        return next((p for p in slots if layout and layout.river_slot(p).contains(x, y)), None)

    def hand_at(self, x: float, y: float, hand: list[int], selected: list[int]) -> int | None:
        """The hand card under the point (the topmost where they overlap)."""
        layout = self.layout
        for index in range(len(hand) - 1, -1, -1):
            lifted = hand[index] in selected
            if layout is not None and layout.hand_hit(index, len(hand), lifted).contains(x, y):
                return index
        return None

    def pile_at(self, x: float, y: float) -> int | None:
        """The dam pile under the point, by its index."""
        layout = self.layout
        piles = range(len(DAM_COSTS)) if layout is not None else range(0)
        return next((i for i in piles if layout and layout.pile_target(i).contains(x, y)), None)

    def button_at(self, x: float, y: float) -> str | None:
        return next((name for name, rect in self.buttons if rect.contains(x, y)), None)

    # --- drawing ------------------------------------------------------------------------

    def draw(self, rect: Rect) -> None:
        match = self.host.seen
        fit = self._fit(rect)
        layout = self.layout
        if layout is None or fit != self._fitted_for:
            self.layout = layout = laid_out(*fit)
            self._fitted_for = fit
            self._synced_for = None
        chosen = tuple(self.choosing.selected)
        key = (len(match.actions), self.host.viewer, match.to_act, chosen)
        if key != self._synced_for:
            animate = self._synced_for is not None
            events = self.show.take_pending()
            self.sprites.sync(self.view, layout, self.host.viewer, chosen, events, animate)
            self._synced_for = key
            self._painted_for = None
        choosing = self.choosing
        look = (key, choosing.build.key, choosing.hover, choosing.asking, self.host.can_act())
        if look != self._painted_for:
            self._repaint(layout)
            self._painted_for = look
            self.still.invalidate()
            self.moving_frame.invalidate()
        if self.show.busy:
            self._draw_moving(rect)
            self.show.flourish.draw()
            self.still.invalidate()
        else:
            if self.moving_frame.moving:
                self.moving_frame.rest()
            self.still.draw(rect, self._paint_layers)

    def _fit(self, rect: Rect) -> tuple[Any, ...]:
        """What the layout depends on: the rect, the seats and the words (their size and
        language included, since they are measured)."""
        match, seat = self.host.seen, self.host.viewer
        titles = tuple(
            seat_title(match.names[other], match.is_bot(other), other == seat)
            for other in range(match.players)
        )
        viewer = match.names[seat] if seat is not None else None
        return (rect, match.players, titles, viewer, reading.text_scale, language())

    def _paint_layers(self) -> None:
        self._paint_under_marks()
        self.marks.draw()

    def _paint_under_marks(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        self.water.draw()
        self.show.current.draw()
        self.base.draw()
        self.sprites.draw()

    def _draw_moving(self, rect: Rect) -> None:
        """The layers of :meth:`_paint_layers`, what lies still taken from a picture."""
        sprites, show = self.sprites, self.show
        movers = [flight.thing for flight in show.motion.flights.values()]
        movers += [pop.sprite for pop in show.flourish.pops]
        clips = [strip.clip for strip in show.current.strips]
        river = None
        if clips:
            left, bottom = min(c.left for c in clips), min(c.bottom for c in clips)
            right, top = max(c.right for c in clips), max(c.top for c in clips)
            river = Rect(left, bottom, right - left, top - bottom)
        table = self.layout.rect if self.layout is not None else rect

        def under() -> None:
            self.surface.draw(table)
            self.water.draw()

        self.moving_frame.draw(
            rect,
            (sprites.dam_list, sprites.card_list, sprites.cube_list),
            movers,
            river,
            (under, show.current.draw, self.base.draw),
            self._paint_under_marks,
        )
        self.marks.draw()

    def _repaint(self, layout: TableLayout) -> None:
        self.water.clear()
        self.base.clear()
        self.marks.clear()
        match, choosing = self.host.seen, self.choosing
        view = self.view
        scenery = Scenery(
            view=view,
            names=match.names,
            bots=[match.is_bot(seat) for seat in range(match.players)],
            viewer=self.host.viewer,
            to_act=match.to_act,
            my_turn=self.host.can_act(),
            selected=tuple(choosing.selected),
            check=choosing.check(),
            target=choosing.build.focus,
            hover=choosing.hover,
            asking=choosing.asking,
        )
        self.show.current.lay(paint_water(self.water, layout, view), layout.scale)
        paint_base(self.base, layout, scenery)
        paint_marks(self.marks, layout, scenery)
        if scenery.cover is not None:
            hide_under(self.base.texts + scenery.covered, scenery.cover)
        self.buttons = list(scenery.buttons)
