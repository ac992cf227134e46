"""The seat's view → what to draw: a still layer (the pond, the dam, the column with players,
piles and hand) copied as one quad while nothing there changes, and a live layer on top: the raft
drawn through the camera's perspective as one warped quad, the beavers as sprites, the level's
bubble, the splashes, the words over the raft (:mod:`.captions`).

Nobody is told whether the raft will hold: the scene shows the raft as it leans now.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop_core.render import Rect, Scene
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit.lowering_gauge import (
    LoweringGauge,
    lowering_gauge,
    paint_lowering_gauge,
)
from tabletop_core.render.kit.window_layers import still_layer, warped_picture
from tabletop_core.render.material import TableSurface
from tabletop_core.render.shadows import Shadows
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import Palette, reading, table_scale
from tabletop_core.render.widgets.warped_picture import WarpedPicture
from tabletop_mein_lieber_biber.cards import RINGS, VALUES
from tabletop_mein_lieber_biber.table import aim as aiming
from tabletop_mein_lieber_biber.table import captions
from tabletop_mein_lieber_biber.table.art import RAFT_PICTURE, ring_radius
from tabletop_mein_lieber_biber.table.camera import RaftCamera, tilt_of
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.motion import Figure, Picture
from tabletop_mein_lieber_biber.table.paint import (
    level_offset,
    paint_base,
    paint_opened_seats,
    paint_pond,
)
from tabletop_mein_lieber_biber.table.pictures import raft_image
from tabletop_mein_lieber_biber.table.seat import Seat, rest_frame
from tabletop_mein_lieber_biber.table.sizes import Standard, biber_sizes
from tabletop_mein_lieber_biber.table.sprites import RaftSprites
from tabletop_mein_lieber_biber.table.words import Scenery, seat_tag

if TYPE_CHECKING:
    from tabletop_mein_lieber_biber.table.choreography import BiberChoreography
    from tabletop_mein_lieber_biber.table.controller import BiberController

SHADOW = ((1.5, -2.0), 0.42)
"""Each beaver's shadow on the raft (offset in pixels, size): a light one under its body, so it
stands out from its rings without hiding under a dark blob."""
LEAST_RAFT_PICTURE = 64
"""Pixels: the raft's picture is never painted smaller."""
FREE_ALPHA = 0.35
"""A beaver carried off the raft by the pointer: how faint its place on the raft is drawn."""
AIMED_SCALE = 0.75
"""The beaver in hand, over its ring: drawn this size (it is held up above the raft)."""


class BiberScene(Scene):
    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.hand: BiberController
        self.moves: BiberChoreography
        self.still = still_layer(Palette.TABLE)
        self.surface = TableSurface()
        offset, size = SHADOW
        self.beaver_shadows = Shadows(offset, size=size, round_=True)
        self.pond = Canvas()
        self.base = Canvas()
        self.live = Canvas()
        self.gauge = Canvas()
        self.seats_layer = Canvas()
        """The others' rows opened over the column (large text, many players)."""
        self.sprites = RaftSprites()
        self.layout: TableLayout | None = None
        self._laid_out_ends = 0
        """Rounds ended when the table was laid out: their history may need another line."""
        self.raft_picture: WarpedPicture | None = None
        self._raft_size: tuple[int, float] = (0, 0.0)
        self.buttons: list[tuple[str, Rect]] = []
        self.card_slots: dict[int, Rect] = {}
        self.meter: LoweringGauge | None = None
        """The lowering meter as last drawn (``None`` while nothing is lowered)."""
        self.banner_box: Rect | None = None
        """Where the banner was last painted (the host keeps its toast clear of it)."""
        self.synced: tuple[Any, ...] | None = None
        self.dirty = True
        self._live_key: tuple[Any, ...] | None = None
        self._was_moving = True

    def follow(self, hand: BiberController, moves: BiberChoreography) -> None:
        """What the scene shows besides the view: the seat's hand and the animations."""
        self.hand, self.moves = hand, moves

    # --- the frame -------------------------------------------------------------------------

    def draw(self, rect: Rect) -> None:
        layout = self._laid_out(rect)
        seat = self.seat
        match = seat.match
        key = (id(match), len(match.actions), seat.seat, match.to_act, seat.my_turn())
        if key != self.synced:
            self.sync()
            self.synced = key
        if self.dirty:
            self._repaint(layout)
            self.still.invalidate()
        moving = self.moving()
        if moving != self._was_moving:
            self._was_moving = moving
            self.still.invalidate()
        if moving:
            self.still.draw(rect, self._paint_still)
            with self.moves.flourish.shaken(layout.pond.raft_area):
                self._draw_live(layout)
            self.moves.flourish.draw()
            self.seats_layer.draw()
            return
        # nothing moves: the raft, its beavers and the notes join the still picture
        if self._live_signature(layout) != self._live_key:
            self.still.invalidate()

        def paint() -> None:
            self._paint_still()
            self._draw_live(layout)
            self.seats_layer.draw()

        self.still.draw(rect, paint)

    def reset(self) -> None:
        self.synced = None
        self.dirty = True

    def sync(self) -> None:
        self.hand.sync()
        if not self.moves.show.busy:
            self.moves.rest_from_view()
        self.dirty = True

    def moving(self) -> bool:
        """Whether the raft must be drawn afresh every frame (a show, a beaver in hand, the raft
        still settling into a new lean)."""
        moves = self.moves
        if moves.show.busy or self.hand.held_card is not None or moves.flourish.busy:
            return True
        return not moves.settled()

    # --- laying out ------------------------------------------------------------------------

    def _laid_out(self, rect: Rect) -> TableLayout:
        """The layout for ``rect``, laid out afresh when the room, the players, the viewer, the
        text size or the rounds' history changed."""
        layout = self.layout
        sizes = biber_sizes(table_scale(rect))
        ends = len(self.seat.view.round_ends)
        if (
            layout is None
            or layout.rect != rect
            or layout.players != self.seat.match.players
            or layout.viewer != self.seat.seat
            or layout.sizes != sizes
            or self._laid_out_ends != ends
        ):
            self._laid_out_ends = ends
            self.layout = layout = self._lay_out(rect, sizes)
            self._make_raft(layout)
            self.synced = None
        return layout

    def _lay_out(self, rect: Rect, sizes: Any) -> TableLayout:
        """The layout for ``rect`` at the text size in force, its column as wide as its words;
        its raft never smaller than at 100 % text in the same window."""
        layout = self._lay_out_as_is(rect, sizes)
        if reading.text_scale <= 1.0:
            return layout

        def pieces_in(room: Rect) -> Standard:
            at = self._lay_out_as_is(room, biber_sizes(table_scale(room)))
            return Standard(
                at.pond.raft_radius,
                at.hand.card_size[1],
                at.piles.size[1],
                at.supply.stick_size,
                min(at.supply.heap.height, at.supply.heap_needed),
            )

        return replace(layout, standard=standard_size(pieces_in, rect))

    def _lay_out_as_is(self, rect: Rect, sizes: Any) -> TableLayout:
        """The layout for ``rect`` with the room it has (at 100 % text, the standard one)."""
        match, viewer = self.seat.match, self.seat.seat
        names = tuple(
            match.names[seat] + seat_tag(match.is_bot(seat), seat == viewer)
            for seat in range(match.players)
        )
        hand = match.names[viewer] if viewer is not None else ""
        view = self.seat.view
        rounds = (view.round, view.rounds)
        ends = tuple(view.round_ends)
        return TableLayout(rect, match.players, sizes, names, hand, ends, rounds, viewer=viewer)

    def _make_raft(self, layout: TableLayout) -> None:
        size = int(2 * RAFT_PICTURE * layout.pond.raft_radius)
        text = reading.text_scale
        if (size, text) != self._raft_size:
            if self.raft_picture is not None:
                self.raft_picture.release()
            raft = self.seat.view.raft
            ring_xy = tuple(raft.coordinates(ring) for ring in range(RINGS + 1))
            picture = raft_image(max(LEAST_RAFT_PICTURE, size), ring_xy, text)
            self.raft_picture = warped_picture(picture)
            self._raft_size = (size, text)
        self.sprites.make(layout)
        self._live_key = None

    # --- the still layer -------------------------------------------------------------------

    def _paint_still(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        self.pond.draw()
        self.base.draw()

    def _repaint(self, layout: TableLayout) -> None:
        self.dirty = False
        self.pond.clear()
        self.base.clear()
        scenery = self.scenery()
        paint_pond(self.pond, layout)
        paint_base(self.base, layout, scenery)
        self.seats_layer.clear()
        paint_opened_seats(self.seats_layer, layout, scenery)
        self.buttons = list(scenery.buttons)
        self.card_slots = scenery.card_slots

    def scenery(self) -> Scenery:
        seat, match, hand = self.seat, self.seat.match, self.hand
        return Scenery(
            view=seat.view,
            names=match.names,
            bots=[match.is_bot(other) for other in range(match.players)],
            viewer=seat.seat,
            to_act=match.to_act,
            my_turn=seat.my_turn(),
            playable_cards=seat.playable_cards(),
            jokers=seat.jokers(),
            held=hand.held_card,
            chosen=hand.chosen,
            news=bool(self.moves.banner),
            arriving=self.moves.arriving,
            seats_open=hand.seats_open and self.layout is not None and self.layout.seats_folded,
        )

    # --- the live layer --------------------------------------------------------------------

    def picture(self) -> Picture:
        """What the raft looks like now: the show's moment, or the raft at rest as it leans."""
        shown = self.moves.show.picture()
        if shown is not None:
            return shown
        figures = self.moves.rest
        held, hand = self.hand.held, self.hand
        if held is not None:
            figures = tuple(f for f in figures if f.colour != held.beaver)
            point = aiming.stand_point(self.seat.view, held)
            if point is not None:
                figures += (Figure(held.beaver, point[0], point[1], held.tail, AIMED_SCALE),)
        elif hand.held_card is not None and hand.carry.pointer is not None:
            beaver = self.carried_beaver()
            figures = tuple(
                replace(f, alpha=FREE_ALPHA) if f.colour == beaver else f for f in figures
            )
        return Picture(self.moves.lean, figures)

    def camera(self, picture: Picture | None = None) -> RaftCamera:
        layout = self.layout
        assert layout is not None
        if picture is None:
            return layout.pond.camera(*tilt_of(rest_frame(self.seat.view)))
        angle, towards = tilt_of(picture.frame)
        return layout.pond.camera(angle, towards, picture.sink)

    def carried_beaver(self) -> int:
        targets = self.hand.targets()
        return targets[0][0] if targets else (self.hand.held_card or 0) // VALUES

    def _draw_live(self, layout: TableLayout) -> None:
        picture = self.picture()
        camera = self.camera(picture)
        assert self.raft_picture is not None
        self.raft_picture.draw(camera.picture_warp(RAFT_PICTURE), camera.shade(RAFT_PICTURE))
        sprites = self.sprites
        targets = self.hand.targets() if not self.moves.show.busy else []
        sprites.place_glows(layout, camera, self.seat.view, targets, self.hand)
        sprites.glows.draw()
        sprites.place_beavers(picture, camera)
        self.beaver_shadows.draw(sprites.beavers)
        sprites.beavers.draw()
        self._place_marks(layout, picture, camera)
        sprites.marks.draw()
        key = self._live_signature(layout)
        if key != self._live_key:
            self._live_key = key
            self.live.clear()
            self.banner_box = captions.paint_live(self, layout)
            self._name_pieces(layout)
        self.live.draw()
        self._draw_meter(layout, camera)

    def _place_marks(self, layout: TableLayout, picture: Picture, camera: RaftCamera) -> None:
        cx, cy, radius = layout.pond.level
        self.sprites.place_bubble(cx, cy, level_offset(picture.frame, radius))
        hand = self.hand
        held, pointer = hand.held, hand.carry.pointer
        ashore = hand.dam_point(held.beaver) if held is not None and held.ring is None else None
        free = held is None and hand.held_card is not None and pointer is not None
        beaver = self.carried_beaver() if held is None else held.beaver
        self.sprites.place_carried(layout, beaver, ashore if ashore is not None else pointer,
                                   free or ashore is not None, ashore is not None)  # fmt: skip
        self.sprites.place_splashes(layout, picture, camera)

    def _draw_meter(self, layout: TableLayout, camera: RaftCamera) -> None:
        """The keyboard's lowering gauge beside the beaver in hand (the kit's ``lowering_gauge``)."""
        held, lowering = self.hand.held, self.hand.carry.lowering
        point = aiming.stand_point(self.seat.view, held) if held is not None else None
        if lowering is None or point is None:
            self.meter = None
            return
        x, y, _k = camera.to_screen(*point)
        area, scale = layout.pond.raft_area, layout.scale
        self.meter = lowering_gauge((x, y), area, scale, lowering, aiming.LOWER_SECONDS)
        self.gauge.clear()
        paint_lowering_gauge(self.gauge, self.meter, scale)
        self.gauge.draw()

    def _live_signature(self, layout: TableLayout) -> tuple[Any, ...]:
        hand, moves = self.hand, self.moves
        return (
            self.seat.view_key,  # the caption names who waits in the middle: new moves change it
            moves.banner,
            moves.alarm,
            hand.held,
            hand.held_card,
            hand.carry.pointer is not None,
            hand.carry.lowering is not None,
            layout.rect,
            moves.show.tipping,
            tuple(name for name, _rect in self.buttons),
        )

    def _name_pieces(self, layout: TableLayout) -> None:
        """Tell the checks where the raft's rings and the beavers on it are drawn (they are
        parts of pictures and sprites, not of a canvas)."""
        camera = self.camera(self.picture())
        for ring in range(1, RINGS + 1):
            x, y, k = camera.to_screen(*self.seat.view.raft.coordinates(ring))
            r = ring_radius(ring) * layout.pond.raft_radius * k
            self.live.piece(("ring", ring), Rect(x - r, y - r, 2 * r, 2 * r))
        for colour, sprite in self.sprites.beaver_sprites.items():
            if sprite.visible:
                w, h = sprite.width, sprite.height
                rect = Rect(sprite.center_x - w / 2, sprite.center_y - h / 2, w, h)
                self.live.piece(("beaver", colour), rect)

    def notices(self) -> tuple[Rect, ...]:
        """The banner, while it shows: the host's toast never covers it."""
        if not self.moves.banner or self.banner_box is None:
            return ()
        return (self.banner_box,)
