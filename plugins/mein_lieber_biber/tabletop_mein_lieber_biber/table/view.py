"""The Mein lieber Biber table: the raft from above, and turning drags, the wheel and keys into
Play, LayDown, Reward and Draw.

A card's beaver is picked up from the hand (press on a lit card, or its letter): from then on the
card is played (the rules' ``Lift``) and the beaver must be set down — there is no putting it
back. It is carried to its ring (drag it; or ↑/↓ move it inwards/outwards within the ring, fine
steps, coarse with Shift), its tail turned (the wheel, ←/→ or Q/E), and set down: the mouse lets
go on the ring, and the speed of the pointer as it lets go is how hard the beaver lands; the
keyboard lowers it with Enter and lets go with Enter again, gently if that is just as it touches.
A joker's beaver is lifted once it is carried onto one of its rings (or steered with the keys);
over the dam, each beaver it could send ashore has its own lit place, the one nearest the pointer
is shown there, and letting go sends it.
Nobody is told whether the raft will hold: the table shows the raft as it leans now.

Drawing: a still layer (the pond, the dam, the column with players, piles and hand) copied as
one quad while nothing there changes, and a live layer on top: the raft drawn through the
camera's perspective as one warped quad, the beavers as sprites, the level's bubble, the
splashes, the banner.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, cast

from tabletop_core.i18n import translator
from tabletop_core.render import GameTable, Host, Rect
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.material import TableSurface
from tabletop_core.render.motion import DROPLETS, SPARKLES, Flourish, back_out
from tabletop_core.render.shadows import Shadows
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import Palette, reading, table_scale
from tabletop_core.render.widgets.gesture import Gesture
from tabletop_core.render.widgets.still_layer import StillLayer
from tabletop_core.render.widgets.warped_picture import WarpedPicture
from tabletop_mein_lieber_biber.actions import (
    Draw,
    LayDown,
    Lift,
    Play,
    Reward,
    SkipDraw,
    TopUp,
)
from tabletop_mein_lieber_biber.cards import COLOURS, HAND_SIZE, RINGS, VALUES
from tabletop_mein_lieber_biber.events import (
    BeaverLifted,
    BeaverMoved,
    CardLaidDown,
    GameEnded,
    RaftTipped,
    RaftWobbled,
    RoundEnded,
    RoundStarted,
    SticksReturned,
    StickTaken,
)
from tabletop_mein_lieber_biber.raft import layout as raft_layout
from tabletop_mein_lieber_biber.rules import MeinLieberBiber, playable
from tabletop_mein_lieber_biber.state import DRAW, PLACE, PLAY, REWARD, BiberState
from tabletop_mein_lieber_biber.table import aim as aiming
from tabletop_mein_lieber_biber.table.aim import Aim
from tabletop_mein_lieber_biber.table.art import (
    BEAVER_PICTURE,
    RAFT_PICTURE,
    raft_image,
    ring_radius,
)
from tabletop_mein_lieber_biber.table.layout import (
    RaftCamera,
    Standard,
    TableLayout,
    biber_sizes,
    tilt_of,
)
from tabletop_mein_lieber_biber.table.meter import Meter, meter_for, paint_meter
from tabletop_mein_lieber_biber.table.motion import (
    FRAME_RATE,
    LONGEST_SWIM,
    Beat,
    Fall,
    Figure,
    Picture,
    RaftShow,
    Rock,
    Swim,
    figures_of,
)
from tabletop_mein_lieber_biber.table.paint import (
    HAND_KEYS,
    ROUND_ENDS,
    Scenery,
    card_words,
    colour_name,
    column_words,
    end_words,
    history_words,
    level_offset,
    paint_base,
    paint_opened_seats,
    paint_pond,
    raft_caption,
    seat_tag,
    sizes_for,
    sticks_words,
)
from tabletop_mein_lieber_biber.table.sounds import SOUNDS
from tabletop_mein_lieber_biber.table.textures import (
    beaver_texture,
    bubble_texture,
    card_texture,
    glow_texture,
    splash_texture,
    stick_texture,
)

_, ngettext = translator("tabletop_mein_lieber_biber")

FINE_SPOT = 0.1
COARSE_SPOT = 0.5
FINE_TURN = math.radians(10)
COARSE_TURN = math.radians(45)
WHEEL_TURN = math.radians(15)
BANNER_SECONDS = 3.2
ROUND_PAUSE = 2.0
"""Seconds the table holds still once a new round is set up (after the last move's show), its
announcement in view, before a bot goes on; with reduced motion too (nothing moves)."""
REFUSAL_SECONDS = 5.0
"""Seconds the rules' reason for refusing a card stays in the prompt bar."""
LEAN_RATE = 7.0
"""How quickly the drawn raft follows the raft's lean (per second)."""
BUTTON_DROP = 0.5
"""The "put it down" button sets the beaver down neither gently nor hard."""
TRACE = 6
"""Pointer motions remembered for the release speed."""
DAM_POINT = (-1.22, 0.0)
"""Raft radii: where a beaver swimming onto the dam ends (beside ring 30)."""

_ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER, arcade.key.SPACE)
_LETTERS = {getattr(arcade.key, letter): index for index, letter in enumerate(HAND_KEYS)}
_PILES = {
    arcade.key.KEY_1: 0,
    arcade.key.KEY_2: 1,
    arcade.key.NUM_1: 0,
    arcade.key.NUM_2: 1,
}
_SHIFT = arcade.key.MOD_SHIFT
_GHOST = 150


def rest_frame(view: BiberState) -> tuple[float, float]:
    return (view.poses[0].angle, view.poses[1].angle)


class BiberTable(GameTable):
    sounds = SOUNDS
    lists_seats = True

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        settings = host.settings
        self.reduced_motion = bool(settings.reduced_motion)
        self.speed = max(0.1, float(settings.animation_speed))
        window = arcade.get_window()
        self.window = window
        self.still = StillLayer(window, Palette.TABLE)
        self.surface = TableSurface()
        self.beaver_shadows = Shadows((2.0, -3.0), size=0.62, round_=True)
        """Each beaver's shadow on the raft: it stands out from the rings it stands on."""
        self.pond = Canvas()
        self.base = Canvas()
        self.live = Canvas()
        self.show = RaftShow(self.speed, self.reduced_motion)
        self.flourish = Flourish(self.speed, self.reduced_motion)
        """Played cards flying to their seat, the shake when the raft tips."""
        self._arriving: frozenset[int] = frozenset()
        self._card_slots: dict[int, Rect] = {}
        self._was_tipping = False
        self._lifted_card: int | None = None
        """The card of a beaver in hand: it flew when lifted, not again when set down."""
        self.layout: TableLayout | None = None
        self._laid_out_ends = 0
        """Rounds ended when the table was laid out: their history may need another line."""
        self.raft_picture: WarpedPicture | None = None
        self._raft_size: tuple[int, float] = (0, 0.0)
        self.beavers: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.beaver_sprites: dict[int, Any] = {}
        self.glows: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.marks: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        """The carried beaver, the level's bubble, splashes."""
        self.carried: Any = None
        self.bubble: Any = None
        self.splashes: list[Any] = []
        self.buttons: list[tuple[str, Rect]] = []
        self.held: Aim | None = None
        """The beaver in hand, once it is over one of its target rings (or carried by keys)."""
        self.held_card: int | None = None
        self.pointer: tuple[float, float] | None = None
        """Window pixels of a beaver carried by the mouse away from its rings."""
        self.gesture = Gesture()
        self.chosen: int | None = None
        """The card picked to lay down when nothing can be played."""
        self.seats_open = False
        """Large text, many players: the others' rows, folded away, are opened (P or a click on
        the line under the viewer's row)."""
        self.motions: list[float] = []
        """The pointer's last moves (raft radii each), for the speed it lets go at."""
        self._last_pointer: tuple[float, float] | None = None
        self._moved = False
        """The pointer moved since the last frame (a frame without a move counts as rest)."""
        self.lowering: float | None = None
        """Keyboard: seconds since Enter began lowering the beaver in hand."""
        self.gauge = Canvas()
        self.seats_layer = Canvas()
        """The others' rows opened over the column (large text, many players)."""
        self.meter: Meter | None = None
        """The lowering meter as last drawn (``None`` while nothing is lowered)."""
        self.lean: tuple[float, float] = (0.0, 0.0)
        self.banner = ""
        self.alarm = False
        self._banner_box: Rect | None = None
        """Where the banner was last painted (the host keeps its toast clear of it)."""
        self._banner_left = 0.0
        self._round_pause = 0.0
        """Seconds of the pause between rounds still to come (counted once the show is done)."""
        self._view: BiberState | None = None
        self._view_key: tuple[Any, ...] | None = None
        self._synced: tuple[Any, ...] | None = None
        self._dirty = True
        self._live_key: tuple[Any, ...] | None = None
        self._was_moving = True
        self._rest: tuple[Figure, ...] = ()
        self._rest_frame: tuple[float, float] = (0.0, 0.0)
        self._rest_from_view()
        self.lean = rest_frame(self.view)

    # --- what the table shows ---------------------------------------------------------------

    @property
    def view(self) -> BiberState:
        key = (id(self.match), len(self.match.actions), self.seat)
        if key != self._view_key or self._view is None:
            self._view = self.match.view(self.seat)
            self._view_key = key
        return self._view

    def my_turn(self) -> bool:
        return self.host.can_act()

    def playable_cards(self) -> frozenset[int]:
        if not self.my_turn() or self.view.phase != PLAY:
            return frozenset()
        return frozenset(card for card, _b, _r in playable(self.view))

    def jokers(self) -> frozenset[int]:
        """The beavers ashore on the dam (their cards are jokers), as the state says: after a
        tip the raft is empty, but only those that came ashore stand on the dam."""
        return frozenset(self.view.dam)

    def _rest_from_view(self) -> None:
        view = self.view
        self._rest_frame = rest_frame(view)
        self._rest = figures_of(raft_layout(view.raft, view.placements, range(len(COLOURS))))

    @property
    def busy(self) -> bool:
        """An animation is playing, or the pause between rounds: the host lets the next bot
        wait for it."""
        return self.show.busy or self.flourish.busy or self._round_pause > 0

    def draw(self, rect: Rect) -> None:
        layout = self.layout
        sizes = biber_sizes(table_scale(rect))
        if (
            layout is None
            or layout.rect != rect
            or layout.players != self.match.players
            or layout.viewer != self.seat
            or layout.sizes != sizes
            or self._laid_out_ends != len(self.view.round_ends)
        ):
            self._laid_out_ends = len(self.view.round_ends)
            self.layout = layout = self._lay_out(rect, sizes)
            self._make_raft(layout)
            self._synced = None
        key = (
            id(self.match),
            len(self.match.actions),
            self.seat,
            self.match.to_act,
            self.my_turn(),
        )
        if key != self._synced:
            self._sync()
            self._synced = key
        if self._dirty:
            self._repaint(layout)
            self.still.invalidate()
        moving = self.moving()
        if moving != self._was_moving:
            self._was_moving = moving
            self.still.invalidate()
        if moving:
            self.still.draw(rect, self._paint_still)
            with self.flourish.shaken(layout.raft_area):
                self._draw_live(layout)
            self.flourish.draw()
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

    def _lay_out(self, rect: Rect, sizes: Any) -> TableLayout:
        """The layout for ``rect`` at the text size in force, its column as wide as its words;
        its raft never smaller than at 100 % text in the same window."""
        layout = self._lay_out_as_is(rect, sizes)
        if reading.text_scale <= 1.0:
            return layout

        def pieces_in(room: Rect) -> Standard:
            at = self._lay_out_as_is(room, biber_sizes(table_scale(room)))
            return Standard(
                at.raft_radius,
                at.hand_card_size[1],
                at.pile_size[1],
                at.stick_size,
                min(at.supply_heap.height, at.heap_needed),
            )

        return replace(layout, standard=standard_size(pieces_in, rect))

    def _lay_out_as_is(self, rect: Rect, sizes: Any) -> TableLayout:
        """The layout for ``rect`` with the room it has (at 100 % text, the standard one)."""
        match = self.match
        names = [
            match.names[seat] + seat_tag(match.is_bot(seat), seat == self.seat)
            for seat in range(match.players)
        ]
        viewer = match.names[self.seat] if self.seat is not None else ""
        words = column_words(sizes, names, viewer)
        layout = TableLayout(rect, match.players, sizes, words, viewer=self.seat)
        lines = self._history_lines(layout)
        if lines:
            words = replace(words, history_lines=lines)
            layout = TableLayout(rect, match.players, sizes, words, viewer=self.seat)
        return layout

    def _history_lines(self, layout: TableLayout) -> int:
        """Lines the rounds' history takes under the round's number (compact: above the raft,
        one from the start); none while it fits on the round's line, beside the number. One line
        at most: when all the rounds do not fit it, it tells the last one (the log tells all)."""
        ends = self.view.round_ends
        size = layout.type.small * 0.9
        if layout.compact:  # kept from the first round on, so that the raft does not jump:
            # as many lines as the longest way a round can end needs
            width = layout.header.width
            return max(
                Canvas.lines_needed(history_words([reason] * self.view.rounds, True), size, width)
                for reason in ROUND_ENDS
            )
        if not ends:
            return 0
        history = history_words(ends)
        header = layout.header
        view = self.view
        title = _("Round {round} of {rounds}").format(round=view.round, rounds=view.rounds)
        beside = header.width - Canvas.measure(title, layout.type.body, bold=True)
        if Canvas.measure(history, size) <= beside - 14 * layout.scale:
            return 0
        return 1

    def moving(self) -> bool:
        """Whether the raft must be drawn afresh every frame (a show, a beaver in hand, the raft
        still settling into a new lean)."""
        if self.show.busy or self.held_card is not None or self.flourish.busy:
            return True
        target = rest_frame(self.view)
        return abs(target[0] - self.lean[0]) + abs(target[1] - self.lean[1]) > 1e-5

    def _paint_still(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        self.pond.draw()
        self.base.draw()

    def _make_raft(self, layout: TableLayout) -> None:
        size = int(2 * RAFT_PICTURE * layout.raft_radius)
        text = reading.text_scale
        if (size, text) != self._raft_size:
            if self.raft_picture is not None:
                self.raft_picture.release()
            ring_xy = tuple(self.view.raft.coordinates(ring) for ring in range(RINGS + 1))
            self.raft_picture = WarpedPicture(self.window, raft_image(max(64, size), ring_xy, text))
            self._raft_size = (size, text)
        beaver_size = max(16, int(2 * BEAVER_PICTURE * layout.raft_radius))
        self.beavers.clear()
        self.beaver_sprites = {}
        for colour in range(len(COLOURS)):
            sprite = arcade.Sprite(beaver_texture(colour, beaver_size))
            self.beaver_sprites[colour] = sprite
            self.beavers.append(sprite)
        self.marks.clear()
        s = layout.scale
        self.carried = arcade.Sprite(beaver_texture(0, beaver_size))
        self.carried.visible = False
        self.bubble = arcade.Sprite(bubble_texture(int(18 * s), (250, 250, 246)))
        self.splashes = [arcade.Sprite(splash_texture(64)) for _ in range(len(COLOURS))]
        for sprite in (*self.splashes, self.bubble, self.carried):
            sprite.visible = sprite is self.bubble
            self.marks.append(sprite)
        self._live_key = None

    def _sync(self) -> None:
        view = self.view
        if self.held_card is not None and not self._still_in_hand():
            self._drop_hand()
        if self.held_card is None and view.phase == PLACE and self.my_turn():
            self._take_lifted()
        if self.chosen is not None and (
            not self.my_turn()
            or view.phase != PLAY
            or self.seat is None
            or self.chosen not in view.hands[self.seat]
        ):
            self.chosen = None
        if not self.show.busy:
            self._rest_from_view()
        self._dirty = True

    def _repaint(self, layout: TableLayout) -> None:
        self._dirty = False
        self.pond.clear()
        self.base.clear()
        scenery = self._scenery()
        paint_pond(self.pond, layout)
        paint_base(self.base, layout, scenery)
        self.seats_layer.clear()
        paint_opened_seats(self.seats_layer, layout, scenery)
        self.buttons = list(scenery.buttons)
        self._card_slots = scenery.card_slots

    def _scenery(self) -> Scenery:
        return Scenery(
            view=self.view,
            names=self.match.names,
            bots=[self.match.is_bot(seat) for seat in range(self.match.players)],
            viewer=self.seat,
            to_act=self.match.to_act,
            my_turn=self.my_turn(),
            playable_cards=self.playable_cards(),
            jokers=self.jokers(),
            held=self.held_card,
            chosen=self.chosen,
            news=bool(self.banner),
            arriving=self._arriving,
            seats_open=self.seats_open and self.layout is not None and self.layout.seats_folded,
        )

    # --- the live layer ---------------------------------------------------------------------

    def picture(self) -> Picture:
        """What the raft looks like now: the show's moment, or the raft at rest as it leans."""
        shown = self.show.picture()
        if shown is not None:
            return shown
        figures = self._rest
        held = self.held
        if held is not None:
            figures = tuple(f for f in figures if f.colour != held.beaver)
            point = aiming.stand_point(self.view, held)
            if point is not None:
                figures += (Figure(held.beaver, point[0], point[1], held.tail, 0.75),)
        elif self.held_card is not None and self.pointer is not None:
            beaver = self._carried_beaver()
            figures = tuple(replace(f, alpha=0.35) if f.colour == beaver else f for f in figures)
        return Picture(self.lean, figures)

    def camera(self, picture: Picture | None = None) -> RaftCamera:
        layout = self.layout
        assert layout is not None
        if picture is None:
            return layout.camera(*tilt_of(rest_frame(self.view)))
        angle, towards = tilt_of(picture.frame)
        return layout.camera(angle, towards, picture.sink)

    def _draw_live(self, layout: TableLayout) -> None:
        picture = self.picture()
        camera = self.camera(picture)
        assert self.raft_picture is not None
        self.raft_picture.draw(camera.picture_warp(RAFT_PICTURE), camera.shade(RAFT_PICTURE))
        self._place_glows(layout, camera)
        self.glows.draw()
        self._place_beavers(picture, camera)
        self.beaver_shadows.draw(self.beavers)
        self.beavers.draw()
        self._place_marks(layout, picture, camera)
        self.marks.draw()
        key = self._live_signature(layout)
        if key != self._live_key:
            self._live_key = key
            self._paint_live(layout)
        self.live.draw()
        self._draw_meter(layout, camera)

    def _draw_meter(self, layout: TableLayout, camera: RaftCamera) -> None:
        """The keyboard's lowering meter beside the beaver in hand (:mod:`.meter`)."""
        held = self.held
        point = aiming.stand_point(self.view, held) if held is not None else None
        if self.lowering is None or point is None:
            self.meter = None
            return
        x, y, _k = camera.to_screen(*point)
        self.meter = meter_for((x, y), layout.raft_area, layout.scale, self.lowering)
        self.gauge.clear()
        paint_meter(self.gauge, self.meter, layout.scale)
        self.gauge.draw()

    def _live_signature(self, layout: TableLayout) -> tuple[Any, ...]:
        return (
            self._view_key,  # the caption names who waits in the middle: new moves change it
            self.banner,
            self.alarm,
            self.held,
            self.held_card,
            self.pointer is not None,
            self.lowering is not None,
            layout.rect,
            self.show.tipping,
            tuple(name for name, _rect in self.buttons),
        )

    def _targets(self) -> list[tuple[int, int | None]]:
        """``(beaver, ring)`` the card in hand may go to (``None``: the dam)."""
        if self.held_card is None:
            return []
        return [(beaver, ring) for _c, beaver, ring in aiming.moves_of(self.view, self.held_card)]

    def dam_candidates(self) -> list[int]:
        """The beavers the card in hand could send onto the dam (a joker may have several), in
        the order of their places on the dam."""
        return [beaver for beaver, ring in self._targets() if ring is None]

    def dam_point(self, beaver: int) -> tuple[float, float] | None:
        """Where on the dam ``beaver`` would come ashore (window pixels): each candidate of the
        card in hand has its own free place there, lit, so that the mouse chooses by pointing."""
        layout = self.layout
        candidates = self.dam_candidates()
        if layout is None or beaver not in candidates:
            return None
        return layout.dam_slot(len(self.jokers()) + candidates.index(beaver))

    def _place_glows(self, layout: TableLayout, camera: RaftCamera) -> None:
        targets = self._targets() if not self.show.busy else []
        wanted = len(targets)
        while len(self.glows) < wanted:
            self.glows.append(arcade.Sprite(glow_texture(96, (255, 236, 40))))
        held = self.held
        choosing = held is not None and held.ring is None and len(self.dam_candidates()) > 1
        for index, sprite in enumerate(self.glows):
            if index >= wanted:
                sprite.visible = False
                continue
            beaver, ring = targets[index]
            sprite.visible = True
            sprite.alpha = 255
            if ring is None:
                point = self.dam_point(beaver)
                assert point is not None
                x, y = point
                size = layout.dam.width
                if choosing and held is not None and held.beaver != beaver:
                    sprite.alpha = 90  # the dam's other candidates dim: the lit one goes
            else:
                u, v = self.view.raft.coordinates(ring)
                x, y, k = camera.to_screen(u, v)
                size = 2 * (ring_radius(ring) + 0.05) * layout.raft_radius * k
            sprite.center_x, sprite.center_y = x, y
            sprite.width = sprite.height = size

    def _place_beavers(self, picture: Picture, camera: RaftCamera) -> None:
        shown = set()
        for figure in picture.figures:
            sprite = self.beaver_sprites.get(figure.colour)
            if sprite is None:
                continue
            shown.add(figure.colour)
            x, y, k = camera.to_screen(figure.x, figure.y)
            sprite.center_x, sprite.center_y = x, y
            sprite.scale = k * figure.scale
            sprite.angle = -math.degrees(figure.tail)
            sprite.alpha = int(255 * max(0.0, min(1.0, figure.alpha)))
            sprite.visible = figure.alpha > 0.01
        for colour, sprite in self.beaver_sprites.items():
            if colour not in shown:
                sprite.visible = False
        self._order_beavers(picture)

    def _order_beavers(self, picture: Picture) -> None:
        """The small beavers waiting in the middle are drawn over those on the inner rings."""
        waiting = {figure.colour for figure in picture.figures if figure.scale < 1.0}
        order = sorted(self.beaver_sprites, key=lambda colour: colour in waiting)
        sprites = [self.beaver_sprites[colour] for colour in order]
        if list(self.beavers) != sprites:
            self.beavers.clear()
            self.beavers.extend(sprites)

    def _carried_beaver(self) -> int:
        targets = self._targets()
        return targets[0][0] if targets else (self.held_card or 0) // VALUES

    def _place_marks(self, layout: TableLayout, picture: Picture, camera: RaftCamera) -> None:
        cx, cy, radius = layout.level
        dx, dy = level_offset(picture.frame, radius)
        self.bubble.center_x, self.bubble.center_y = cx + dx, cy + dy
        carried = self.carried
        pointer = self.pointer
        held = self.held
        ashore = self.dam_point(held.beaver) if held is not None and held.ring is None else None
        free = self.held is None and self.held_card is not None and pointer is not None
        carried.visible = free or ashore is not None
        if carried.visible:
            # carried free under the pointer, or shown at its place on the dam before letting go
            beaver = self._carried_beaver() if held is None else held.beaver
            size = max(16, int(2 * BEAVER_PICTURE * layout.raft_radius))
            carried.texture = beaver_texture(beaver, size)
            place = ashore if ashore is not None else pointer
            assert place is not None
            carried.center_x, carried.center_y = place
            carried.scale = 1.15 if ashore is None else min(1.15, layout.dam.width / size)
            carried.angle = -math.degrees(math.pi / 2)
        for index, sprite in enumerate(self.splashes):
            if index < len(picture.splashes):
                u, v, age = picture.splashes[index]
                x, y, k = camera.to_screen(u, v)
                sprite.visible = True
                sprite.center_x, sprite.center_y = x, y
                sprite.width = sprite.height = (30 + 90 * age) * layout.scale * k
                sprite.alpha = int(255 * (1.0 - age))
            else:
                sprite.visible = False

    def _paint_live(self, layout: TableLayout) -> None:
        live = self.live
        live.clear()
        sizes = sizes_for(layout)
        s = layout.scale
        scenery = self._scenery()
        line = "" if self.show.busy else raft_caption(scenery, self._held_words())
        if line:
            # crowded: the beaver in hand is told in the decision's band, which has the room
            room = layout.choice_row if self._band_tells_held(layout) else layout.raft_caption_room
            lines = max(1, int((room.height + 0.5) // layout.small_line))
            bold = self.held is not None
            if Canvas.lines_needed(line, sizes.small, room.width, bold=bold) > lines:
                line = raft_caption(scenery, self._held_words(short=True), short=True)
            live.fitted_text(
                line, room, sizes.small, Palette.TEXT, bold=bold, align="left", lines=lines
            )
        verdict = self._verdict()
        if verdict:
            text, danger = verdict
            words = Canvas.measure(text, sizes.small, bold=danger)
            inner = layout.verdict_box_for(2, words).width - 8 * s
            lines = Canvas.lines_needed(text, sizes.small, inner, bold=danger)
            box = layout.verdict_box_for(max(2, lines), words)
            live.rect(
                box,
                (20, 24, 31, 225),
                border=Palette.DANGER if danger else Palette.FOCUS,
                border_width=2,
                chamfer=5 * s,
            )
            live.fitted_text(
                text,
                box.inset(4 * s, 2 * s),
                sizes.small,
                Palette.TEXT,
                bold=danger,
                lines=max(2, lines),
            )
        self._banner_box = None
        if self.banner:
            news_room = layout.news_room
            if news_room is None:
                self._banner_box = self._paint_banner(layout)
            elif not (self.buttons or self._band_tells_held(layout)):
                self._banner_box = self._paint_news(layout, news_room)
        self._name_pieces(layout)

    def _name_pieces(self, layout: TableLayout) -> None:
        """Tell the checks where the raft's rings and the beavers on it are drawn (they are
        parts of pictures and sprites, not of a canvas)."""
        camera = self.camera(self.picture())
        for ring in range(1, RINGS + 1):
            x, y, k = camera.to_screen(*self.view.raft.coordinates(ring))
            r = ring_radius(ring) * layout.raft_radius * k
            self.live.piece(("ring", ring), Rect(x - r, y - r, 2 * r, 2 * r))
        for colour, sprite in self.beaver_sprites.items():
            if sprite.visible:
                w, h = sprite.width, sprite.height
                rect = Rect(sprite.center_x - w / 2, sprite.center_y - h / 2, w, h)
                self.live.piece(("beaver", colour), rect)

    def notices(self) -> tuple[Rect, ...]:
        """The banner, while it shows: the host's toast never covers it."""
        if not self.banner or self._banner_box is None:
            return ()
        return (self._banner_box,)

    def _band_tells_held(self, layout: TableLayout) -> bool:
        """Crowded, a beaver in hand: the band under the raft tells where it goes (instead of its
        two buttons, whose keys the prompt names; a click on the lit ring puts it down, one off
        the pond puts it back)."""
        return layout.band_tells_held and self.held_card is not None

    def _paint_news(self, layout: TableLayout, room: Rect) -> Rect:
        """The note in the decision's place (compact column): the first line in bold, then the
        second if the place has room for it (round ends are also in the header and the log)."""
        sizes = sizes_for(layout)
        s = layout.scale
        size, line = sizes.small, layout.small_line
        inner = room.inset(10 * s, 2 * s)
        room_lines = max(1, int((inner.height + 0.5) // line))
        rows: list[tuple[str, bool, int]] = []
        used = 0
        for index, text in enumerate(self.banner.split("\n")[:2]):
            lines = Canvas.lines_needed(text, size, inner.width, bold=index == 0)
            bold = index == 0 and lines <= room_lines
            if index == 0 and not bold:  # the headline in regular weight takes fewer lines
                lines = Canvas.lines_needed(text, size, inner.width)
            if rows and used + lines > room_lines:
                break
            lines = min(lines, room_lines - used)
            rows.append((text, bold, lines))
            used += lines
        # a margin of 6 px round the words, less when the lines fill the place
        margin = max(2 * s, min(6 * s, (room.height - used * line) / 2))
        height = used * line + 2 * margin
        box = Rect(room.left, room.top - height, room.width, height)
        color = Palette.DANGER if self.alarm else Palette.FOCUS
        live = self.live
        live.rect(box, (20, 24, 31, 230), border=color, border_width=3, chamfer=8 * s)
        top = box.top - margin
        for text, bold, lines in rows:
            row = Rect(inner.left, top - lines * line, inner.width, lines * line)
            live.fitted_text(text, row, size, Palette.TEXT, bold=bold, lines=lines)
            top -= lines * line
        return box

    def _paint_banner(self, layout: TableLayout) -> Rect:
        """Up to two notes, the first in bold; each wraps onto as many lines as it needs (up to
        three) at the text size in force."""
        sizes = sizes_for(layout)
        s = layout.scale
        notes = self.banner.split("\n")[:2]
        width = layout.banner(1).width - 20 * s
        rows: list[tuple[str, float, bool, int]] = []
        for index, text in enumerate(notes):
            size, bold = (sizes.body, True) if index == 0 else (sizes.small, False)
            lines = min(3, Canvas.lines_needed(text, size, width, bold=bold))
            rows.append((text, size, bold, max(1, lines)))
        extra = sum(r[3] for r in rows) - 1
        box = layout.banner(1)
        height = (
            box.height
            + extra * layout.small_line
            + (rows[0][3] - 1) * (layout.body_line - layout.small_line)
        )
        box = Rect(box.left, box.top - height, box.width, height)
        color = Palette.DANGER if self.alarm else Palette.FOCUS
        live = self.live
        live.rect(box, (20, 24, 31, 230), border=color, border_width=3, chamfer=8 * s)
        top = box.top - 8 * s
        for text, size, bold, lines in rows:
            row_height = lines * sizes.line(size)
            row = Rect(box.left + 10 * s, top - row_height, box.width - 20 * s, row_height)
            live.fitted_text(text, row, size, Palette.TEXT, bold=bold, lines=lines)
            top -= row_height
        return box

    def _verdict(self) -> tuple[str, bool] | None:
        """Only what happened: nobody is told what a placement would do."""
        if self.show.tipping:
            return _("Splash! The raft tipped"), True
        return None

    def _held_words(self, short: bool = False) -> str:
        """What the beaver in hand would do; ``short`` leaves out where in its ring it stands
        (the raft shows that) for a caption with little room."""
        held = self.held
        if held is None:
            if self.held_card is not None:
                return _("Carry the beaver onto a lit ring (or the dam) and let go.")
            return ""
        if self.lowering is not None:
            return _("Lowering the beaver: Enter lets go (gently just as it touches the raft)")
        who = colour_name(held.beaver)
        how = _(" (joker)") if held.joker else ""
        if held.ring is None:
            return _("{card}{how}: the {colour} beaver swims onto the dam").format(
                card=card_words(held.card), how=how, colour=who
            )
        where = round(held.spot * 100)
        tail = round(math.degrees(held.tail)) % 360
        if short and not held.joker:
            return _("{card}: to ring {ring} · tail {tail}°").format(
                card=card_words(held.card), ring=held.ring, tail=tail
            )
        if short:
            return _("{card}{how}: the {colour} beaver to ring {ring} · tail {tail}°").format(
                card=card_words(held.card), how=how, colour=who, ring=held.ring, tail=tail
            )
        if where > 0:
            spot = _("{n}% outwards").format(n=where)
        elif where < 0:
            spot = _("{n}% inwards").format(n=-where)
        else:
            spot = _("mid-ring")
        if not held.joker:
            # the card's own beaver: its colour is on the card already
            return _("{card}: to ring {ring} · {spot} · tail {tail}°").format(
                card=card_words(held.card), ring=held.ring, spot=spot, tail=tail
            )
        return _("{card}{how}: the {colour} beaver to ring {ring} · {spot} · tail {tail}°").format(
            card=card_words(held.card), how=how, colour=who, ring=held.ring, spot=spot, tail=tail
        )

    # --- events and time --------------------------------------------------------------------

    def reached(self, event: Any) -> bool:
        """The raft's show has got to ``event``: a swim, a wobble, the fall into the water."""
        return self.show.reached(event)

    def on_events(self, events: list[Any]) -> None:
        self._fly_played(events)
        self._sparkle_on_the_dam(events)
        self._fly_sticks(events)
        busy = self.show.busy
        queued = len(self.show.queue)
        before = {figure.colour: figure for figure in self._rest}
        frame = self._rest_frame
        moved: BeaverMoved | None = None
        fall: Fall | None = None
        for event in events:
            if isinstance(event, BeaverMoved):
                moved = event
            elif isinstance(event, RaftWobbled):
                after = figures_of(event.beavers)
                if moved is not None:
                    self.show.add(self._swim(moved, before, after, frame), moved)
                self.show.add(Rock(event.frames, after), event)
                before = {figure.colour: figure for figure in after}
                frame = event.frames[-1] if event.frames else frame
                moved = None
            elif isinstance(event, RaftTipped):
                fall = Fall(event.towards, event.frames, tuple(before.values()))
                self.show.add(fall, event, len(event.frames) / FRAME_RATE)
                before = {}
        note = self._announce(events)
        if note is not None:
            if self.show.busy and (busy or len(self.show.queue) > queued):
                # shown in its turn: when this move's acts begin, after the ones before it (a
                # tip's splash when the raft heels over)
                if len(self.show.queue) > queued:
                    tip = note[1] and any(act is fall for act in self.show.queue)
                    act = fall if tip and fall is not None else self.show.queue[queued]
                    act.note = note
                    if self.show.queue[0] is act:
                        self.show.take_notes()
                        self._show_banner(*note)
                else:
                    self.show.add(Beat(Picture(frame, tuple(before.values())), note))
            else:
                self._show_banner(*note)
        if any(isinstance(event, RoundStarted) for event in events):
            self._round_pause = ROUND_PAUSE
        if not any(isinstance(event, BeaverLifted) for event in events):
            self._drop_hand()
        self.chosen = None
        self._rest_from_view()
        if not self.show.busy:
            self.lean = rest_frame(self.view)
        self._dirty = True

    def _splash(self, layout: TableLayout) -> None:
        """The raft tips: it shakes, and water splashes up over its low rim."""
        self.flourish.shake(8.0 * layout.scale, 0.5)
        fall = self.show.queue[0]
        towards = fall.towards if isinstance(fall, Fall) else 0.0
        x, y, _k = layout.camera().to_screen(math.cos(towards), math.sin(towards))
        self.flourish.burst(
            DROPLETS, x, y, seed=len(self.match.actions), count=18, scale=layout.scale
        )

    def _fly_sticks(self, events: list[Any]) -> None:
        """A stick taken goes from the supply to the taker's heap, and "+1" to their count."""
        layout = self.layout
        if layout is None:
            return
        for event in events:
            if not isinstance(event, StickTaken):
                continue
            parts = layout.seat_parts(event.seat)
            heap, end = layout.supply_heap, parts.stick
            self.flourish.glide(
                stick_texture(int(end.width), int(end.height)),
                (heap.center_x, heap.center_y, end.width, end.height, 255),
                (end.center_x, end.center_y, end.width, end.height, 255),
                duration=0.55,
                delay=0.3,
                easing=back_out,
                arc=24 * layout.scale,
            )
            self.flourish.score(
                "+1",
                (heap.center_x, heap.top),
                (parts.sticks.center_x, parts.sticks.center_y),
                Palette.FOCUS,
                16 * layout.scale,
                delay=0.3,
            )

    def _sparkle_on_the_dam(self, events: list[Any]) -> None:
        """A beaver reaching the dam: sparkles where it comes ashore, once it has swum there."""
        layout = self.layout
        if layout is None:
            return
        for event in events:
            if isinstance(event, BeaverMoved) and event.ring is None:
                x, y = layout.dam_slot(max(0, len(self.jokers()) - 1))
                self.flourish.burst(
                    SPARKLES, x, y, seed=event.beaver, count=12, scale=layout.scale,
                    delay=LONGEST_SWIM,
                )  # fmt: skip

    def _fly_played(self, events: list[Any]) -> None:
        """A played or laid-down card travels from the hand (the viewer's card, or the back of
        another seat's hand) to the seat's last-played place, and lands there with a pop."""
        layout = self.layout
        if layout is None or self.reduced_motion:
            return
        played = [
            e
            for e in events
            if isinstance(e, (BeaverLifted, CardLaidDown))
            or (isinstance(e, BeaverMoved) and e.card != self._lifted_card)
        ]
        lifted = [e.card for e in events if isinstance(e, BeaverLifted)]
        self._lifted_card = lifted[-1] if lifted else None
        arriving = set(self._arriving)
        for event in played:
            parts = layout.seat_parts(event.seat)
            end = parts.card
            start = self._card_slots.get(event.card) if event.seat == self.seat else None
            if start is None:
                start = parts.back
            size = (int(end.width * 2), int(end.height * 2))
            self.flourish.glide(
                card_texture(event.card, *size),
                (start.center_x, start.center_y, start.width, start.height, 255),
                (end.center_x, end.center_y, end.width, end.height, 255),
                duration=0.5,
                easing=back_out,
                arc=30 * layout.scale,
                spin=-12,
            )
            arriving.add(event.card)
        self._arriving = frozenset(arriving)

    def _swim(
        self,
        moved: BeaverMoved,
        before: dict[int, Figure],
        after: tuple[Figure, ...],
        frame: tuple[float, float],
    ) -> Swim:
        raft = self.view.raft
        start = before.get(moved.beaver)
        path: list[tuple[float, float]] = [(start.x, start.y)] if start else [(0.0, 0.0)]
        end_ring = moved.ring if moved.ring is not None else RINGS
        for ring in range(max(1, moved.start + 1), end_ring + 1):
            path.append(raft.coordinates(ring))
        landed = next((f for f in after if f.colour == moved.beaver), None)
        if landed is not None:
            path[-1] = (landed.x, landed.y)
        else:
            path.append(DAM_POINT)
        tail_start = start.tail if start else 0.0
        tail_end = landed.tail if landed else math.pi
        others = tuple(f for c, f in before.items() if c != moved.beaver)
        scale = start.scale if start else 1.0
        return Swim(moved.beaver, tuple(path), (tail_start, tail_end), others, frame, scale=scale)

    def _show_banner(self, text: str, alarm: bool) -> None:
        self.banner, self.alarm = text, alarm
        self._banner_left = BANNER_SECONDS
        self._dirty = True

    def _announce(self, events: list[Any]) -> tuple[str, bool] | None:
        """The banner: what just happened that matters (a tip, the dam, a stick, a round's end),
        up to two lines."""
        names = self.match.names
        text, more, alarm = "", "", False
        tipper: int | None = None
        for event in events:
            if isinstance(event, RaftWobbled) and event.tipped_at is not None:
                text, alarm = (
                    _("Splash! {name} tipped the raft").format(name=names[event.seat]),
                    True,
                )
                tipper = event.seat
            elif isinstance(event, BeaverMoved) and event.ring is None:
                text = _("The {colour} beaver reaches the dam: its cards are jokers now").format(
                    colour=colour_name(event.beaver)
                )
            elif isinstance(event, StickTaken):
                text = _("{name} takes a stick ({sticks})").format(
                    name=names[event.seat], sticks=sticks_words(event.sticks)
                )
            elif isinstance(event, SticksReturned) and event.seat == tipper:
                text = _("Splash! {name} tipped the raft and returns {sticks}").format(
                    name=names[event.seat], sticks=sticks_words(event.count)
                )
            elif isinstance(event, SticksReturned):
                text += " · " + _("{name} returns {sticks}").format(
                    name=names[event.seat], sticks=sticks_words(event.count)
                )
            elif isinstance(event, RoundEnded):
                line = _("Round {n} ends: {why}").format(n=event.round, why=end_words(event.reason))
                if text:
                    more = line
                else:
                    text = line
            elif isinstance(event, RoundStarted):
                more += " · " + _("round {n}: {name} starts").format(
                    n=event.round, name=names[event.seat]
                )
            elif isinstance(event, GameEnded):
                more += " · " + _("game over")
        text, more = text.strip(" ·"), more.strip(" ·")
        if not (text or more):
            return None
        return (f"{text}\n{more}" if text and more else text or more), alarm

    def on_reset(self) -> None:
        self.show.clear()
        self.flourish.finish()
        self._arriving = frozenset()
        self._round_pause = 0.0
        self._drop_hand()
        self.chosen = None
        self._view = None
        self._view_key = None
        self._synced = None
        self.banner = ""
        self._rest_from_view()
        self.lean = rest_frame(self.view)
        self._dirty = True

    def on_update(self, delta_time: float) -> None:
        self.flourish.update(delta_time)
        if self._arriving and not self.flourish.glides.busy:
            self._arriving = frozenset()
            self._dirty = True
        tipping = self.show.tipping
        if tipping and not self._was_tipping and self.layout is not None:
            self._splash(self.layout)
        self._was_tipping = tipping
        ended = self.show.update(delta_time)
        for note in self.show.take_notes():
            self._show_banner(*note)
        if ended and not self.show.busy:
            self._rest_from_view()
            self.lean = rest_frame(self.view)
        if self._round_pause > 0 and not self.show.busy:
            # the new round's announcement stays in view for the whole pause
            self._banner_left = max(self._banner_left, self._round_pause)
            self._round_pause = max(0.0, self._round_pause - delta_time)
        if self._banner_left > 0:
            self._banner_left -= delta_time
            if self._banner_left <= 0:
                if self.show.busy:
                    self._banner_left = 0.3
                else:
                    self.banner = ""
                    self._dirty = True
        if self.lowering is not None:
            self.lowering += delta_time
            self._dirty = True
        if self.held_card is not None and delta_time > 0:
            if not self._moved and self.motions:
                self.motions.append(0.0)
                del self.motions[:-TRACE]
            self._moved = False
        target = rest_frame(self.view)
        if self.reduced_motion:
            self.lean = target
        else:
            k = min(1.0, delta_time * LEAN_RATE * self.speed)
            self.lean = (
                self.lean[0] + (target[0] - self.lean[0]) * k,
                self.lean[1] + (target[1] - self.lean[1]) * k,
            )

    # --- actions ----------------------------------------------------------------------------

    def pick(self, card: int, pointer: tuple[float, float] | None = None) -> None:
        """Take ``card``'s beaver in hand: at the pointer, or (keys) over its ring."""
        if card not in self.playable_cards():
            rules = cast(MeinLieberBiber, self.match.game)
            refused = rules.why_not(self.view, Play(card)) if self.my_turn() else None
            words = card_words(card)
            short = _("The {card} cannot be played now.").format(card=words)
            if refused is None:
                self.host.say(short, REFUSAL_SECONDS)
            else:  # longest first: the host wraps or shortens rather than cut the reason
                self.host.say(
                    (
                        _("The {card} cannot be played now: {reason}").format(
                            card=words, reason=refused
                        ),
                        _("{card}: {reason}").format(card=words, reason=refused),
                        short,
                    ),
                    REFUSAL_SECONDS,
                )
            return
        self.held_card = card
        self.chosen = None
        self.motions = []
        self._last_pointer = pointer
        if pointer is None:
            self.held = aiming.first_aim(self.view, card)
            self.pointer = None
        else:
            self.held = None
            self.pointer = pointer
        moves = aiming.moves_of(self.view, card)
        if len(moves) == 1:
            self._lift(moves[0][1])
        if pointer is not None and self.held_card is not None:
            self._carry_to(*pointer)
        self._dirty = True

    def _lift(self, beaver: int) -> bool:
        """The beaver leaves the hand's card: the card is played (no taking it back)."""
        card = self.held_card
        if card is None or self.view.phase != PLAY:
            return self.view.phase == PLACE
        if not self.host.send(Lift(card, COLOURS[beaver])):
            self._drop_hand()
            return False
        return True

    def _still_in_hand(self) -> bool:
        view = self.view
        if not self.my_turn():
            return False
        if view.phase == PLACE:
            return view.lifted is not None and view.lifted[0] == self.held_card
        return view.phase == PLAY and self.held_card in self.playable_cards()

    def _take_lifted(self) -> None:
        """A beaver lifted before (a reset, a reload): back in the hand, over its ring."""
        lifted = self.view.lifted
        assert lifted is not None
        card, beaver, ring = lifted
        x, y = self.view.raft.coordinates(ring)
        self.held_card = card
        self.held = Aim(card, beaver, ring, 0.0, math.atan2(y, x) % math.tau)
        self.pointer = None

    def _carry_to(self, x: float, y: float) -> None:
        """The mouse carries the beaver: onto the nearest target ring within reach, else free."""
        layout = self.layout
        card = self.held_card
        if layout is None or card is None:
            return
        u, v = self.camera().to_raft(x, y)
        best: tuple[float, Aim] | None = None
        tail = self.held.tail if self.held is not None else None
        ashore = layout.dam.inset(-10 * layout.scale).contains(x, y) or u < -1.02
        nearest_on_dam = math.inf
        for _c, beaver, ring in aiming.moves_of(self.view, card):
            if ring is None:
                # over the dam: of the beavers that could go ashore, the one whose lit place
                # is nearest the pointer
                point = self.dam_point(beaver)
                if ashore and point is not None:
                    near = math.hypot(x - point[0], y - point[1])
                    if near < nearest_on_dam:
                        nearest_on_dam = near
                        best = (0.0, Aim(card, beaver, None))
                continue
            spot, distance = aiming.spot_at(self.view, ring, u, v)
            if distance <= aiming.CATCH and (best is None or distance < best[0]):
                rx, ry = self.view.raft.coordinates(ring)
                turn = tail if tail is not None else math.atan2(ry, rx) % math.tau
                best = (distance, Aim(card, beaver, ring, spot, turn))
        if best is None:
            self.held = None
            self.pointer = (x, y)
        else:
            self.held = replace(best[1], drop=self.held.drop) if self.held else best[1]
            self.pointer = None
            if self.view.phase == PLAY and best[1].ring is not None:
                self._lift(best[1].beaver)  # a joker's beaver, taken from the raft
            # onto the dam, lifting is the whole move: it waits for the letting go, so the
            # pointer can still choose another of the beavers lit there

    def put_down(self, drop: float | None = None) -> bool:
        """Set the beaver in hand down as aimed (with ``drop``, if given); True when the game
        took it."""
        held = self.held
        if held is None:
            if self.held_card is not None:
                self.host.say(_("Carry the beaver onto one of the lit rings first."))
            return False
        if drop is not None:
            held = self.held = held.with_drop(drop)
        self.lowering = None
        if not self._lift(held.beaver):
            return False
        if self.view.phase != PLACE:
            return True  # onto the dam: lifting it was the whole move
        return bool(self.host.send(held.set_down()))

    def _drop_hand(self) -> None:
        self.held = None
        self.held_card = None
        self.pointer = None
        self.lowering = None
        self.motions = []
        self.gesture.cancel()
        self._dirty = True

    def put_back(self) -> bool:
        """Only a card not yet played goes back: a lifted beaver must be set down."""
        if self.view.phase == PLACE:
            self.host.say(
                _("The card is played: set the beaver down (a played card must be carried out).")
            )
            return False
        self._drop_hand()
        return True

    def _trace(self, x: float, y: float) -> None:
        """Remember how far the pointer moved (raft radii): its speed sets the drop."""
        last, self._last_pointer = self._last_pointer, (x, y)
        if last is None or self.layout is None or last == (x, y):
            return
        self.motions.append(math.hypot(x - last[0], y - last[1]) / self.layout.raft_radius)
        del self.motions[:-TRACE]
        self._moved = True

    def next_beaver(self, step: int = 1) -> None:
        """A joker: the next beaver it could move."""
        if self.held_card is None:
            return
        moves = aiming.moves_of(self.view, self.held_card)
        if len(moves) < 2:
            return
        current = self.held.beaver if self.held is not None else moves[0][1]
        index = next((i for i, m in enumerate(moves) if m[1] == current), 0)
        beaver = moves[(index + step) % len(moves)][1]
        self.held = aiming.first_aim(self.view, self.held_card, beaver)
        self.pointer = None

    def nudge(self, amount: float) -> None:
        if self.held is not None and self.held.ring is not None:
            self.held = self.held.with_spot(self.held.spot + amount)

    def turn(self, radians: float) -> None:
        if self.held is not None and self.held.ring is not None:
            self.held = self.held.with_tail(self.held.tail + radians)

    def choose(self, name: str) -> None:
        """A button or its key: a reward, a draw, a lay-down, or the beaver in hand."""
        if name == "stick":
            self.host.send(Reward("stick"))
        elif name.startswith("card"):
            self.host.send(Reward("card", int(name[-1])))
        elif name.startswith("draw"):
            self.host.send(Draw(int(name[-1])))
        elif name == "skip":
            self.host.send(SkipDraw())
        elif name.startswith("lay") and self.chosen is not None:
            self.host.send(LayDown(self.chosen, int(name[-1])))
        elif name == "drop":
            self.put_down(BUTTON_DROP)
        elif name == "back":
            self.put_back()

    def pile_chosen(self, pile: int) -> None:
        """Draw, take a reward card or lay down at ``pile``; the rules refuse an empty one."""
        view = self.view
        if view.phase == DRAW:
            self.choose(f"draw{pile}")
        elif view.phase == REWARD:
            self.choose(f"card{pile}")
        elif view.phase == PLAY and self.chosen is not None:
            self.choose(f"lay{pile}")
        elif view.phase == PLAY and self.held_card is None and self.may_top_up():
            self.host.send(TopUp(pile))
        elif view.phase == PLAY and not self.playable_cards():
            self.host.say(_("First pick the card to lay down."))

    def may_top_up(self) -> bool:
        """The rulebook's "top up to 3": before playing, a hand short of 3 cards may draw."""
        view = self.view
        return (
            self.my_turn()
            and self.seat is not None
            and view.phase == PLAY
            and len(view.hands[self.seat]) < HAND_SIZE
            and bool(view.piles[0].cards or view.piles[1].cards)
        )

    def hand_card(self, index: int, pointer: tuple[float, float] | None = None) -> bool:
        view = self.view
        if self.seat is None or view.phase != PLAY:
            return False
        hand = view.hands[self.seat]
        if not 0 <= index < len(hand):
            return False
        card = hand[index]
        if self.playable_cards():
            self.pick(card, pointer)
        else:
            self.chosen = None if self.chosen == card else card
            self._dirty = True
        return True

    # --- prompt -----------------------------------------------------------------------------

    def prompt(self) -> tuple[str, ...]:
        """What the person to act can do, longest wording first (the host shows the longest
        that fits the prompt bar at the player's text size)."""
        if not self.my_turn():
            return ()
        view = self.view
        if view.phase == REWARD:
            return (
                _(
                    "the beaver earned a reward: [S] takes a stick, [1] or [2] an extra card from that pile"
                ),
                _("a reward: [S] for a stick, [1] or [2] for a card"),
            )
        if view.phase == DRAW:
            return (
                _("you may draw a card: click a pile, or press [1] or [2]; [N] draws none"),
                _("draw: [1] or [2], [N] for none"),
            )
        if self.lowering is not None:
            return (
                _("lowering: [Enter] lets go — gently just as it touches the raft"),
                _("[Enter] lets go"),
            )
        if self.held is not None:
            more = _(" · [Tab]: another beaver") if len(self._targets()) > 1 else ""
            if view.phase == PLACE:
                return (
                    _(
                        "[↑]/[↓] in or out · [←]/[→] or wheel: tail · [Enter]: lower, [Enter]: let go"
                    ),
                    _("[Enter] lowers the beaver, [Enter] lets go"),
                )
            return (
                _("[↑]/[↓] in or out · [←]/[→] or wheel: tail · [Enter]: lower · [Backspace]: back")
                + more,
                _("[Enter] lowers the beaver, [Backspace] takes the card back"),
            )
        if self.held_card is not None:
            return (
                _(
                    "carry the beaver onto a lit ring and let go there: "
                    "the slower the pointer, the gentler it lands"
                ),
                _("put the beaver on a lit ring"),
            )
        if self.may_top_up() and self.chosen is None and self.held_card is None:
            if self.playable_cards():
                longest = _(
                    "you hold fewer than 3 cards: click a pile or press [1] or [2] to top up, "
                    "or play a lit card"
                )
            else:
                longest = _(
                    "you hold fewer than 3 cards: click a pile or press [1] or [2] to top up, "
                    "or pick a card to lay down"
                )
            return (longest, _("[1] or [2] tops your hand up to 3"))
        if not self.playable_cards():
            if self.chosen is not None:
                return (
                    _(
                        "lay down the {card}: click a pile or press [1] or [2] to draw from it"
                    ).format(card=card_words(self.chosen)),
                    _("lay down the {card}: press [1] or [2]").format(card=card_words(self.chosen)),
                )
            return (
                _(
                    "nothing in your hand can be played: "
                    "pick a card to lay down (its letter or a click)"
                ),
                _("pick a card to lay down"),
            )
        return (
            _("drag a lit card onto the raft, or press its letter and steer with the keys"),
            _("drag a lit card onto the raft, or press its letter"),
            _("play a lit card"),
        )

    # --- input ------------------------------------------------------------------------------

    def toggle_seats(self) -> bool:
        """Open or close the others' rows folded away at large text; False when none are."""
        if self.layout is None or not self.layout.seats_folded:
            return False
        self.seats_open = not self.seats_open
        self._dirty = True
        return True

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout = self.layout
        fold = layout.seats_fold if layout is not None else None
        if fold is not None and fold.contains(x, y):
            return self.toggle_seats()
        if self.seats_open and layout is not None and layout.seats_panel.contains(x, y):
            return True  # the opened rows lie over the piles and the hand
        if layout is None or not self.my_turn():
            return False
        if self.show.busy:
            self.show.skip()
            self.on_update(0.0)
        for name, rect in self.buttons:
            if rect.contains(x, y):
                self.choose(name)
                return True
        for pile in (0, 1):
            if layout.pile(pile).inset(-6 * layout.scale).contains(x, y):
                self.pile_chosen(pile)
                return True
        hand = self.view.hands[self.seat] if self.seat is not None else []
        playable_now = self.playable_cards()
        for index in range(len(hand) - 1, -1, -1):
            lifted = hand[index] in (self.held_card, self.chosen)
            raised = hand[index] in playable_now
            if layout.hand_hit(index, len(hand), lifted, raised).contains(x, y):
                if self.hand_card(index, (x, y)):
                    self.gesture.press(x, y, took=self.held_card is not None)
                return True
        if self.held_card is not None:
            if layout.raft_area.contains(x, y):
                self._carry_to(x, y)
                if not self.put_down(aiming.release_drop(self.motions)):
                    self._dirty = True
            else:
                self.put_back()
            return True
        return False

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        if self.held_card is None or not self.gesture.dragging or not self.my_turn():
            return False
        self._trace(x, y)
        self._carry_to(x, y)
        return True

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        if self.held_card is None or not self.gesture.dragging or self.layout is None:
            return False
        if not self.gesture.release(x, y):
            return True  # a click on the card: the beaver follows the pointer until a click
        self._trace(x, y)
        self._carry_to(x, y)
        if self.held is not None:
            self.put_down(aiming.release_drop(self.motions))
        elif not self.layout.raft_area.contains(x, y):
            self.put_back()
        return True

    def on_mouse_motion(self, x: float, y: float) -> None:
        layout = self.layout
        if (
            self.held_card is not None
            and not self.gesture.dragging
            and self.my_turn()
            and self.pointer is not None
            and layout is not None
            and layout.raft_area.contains(x, y)
        ):
            self._trace(x, y)
            self._carry_to(x, y)

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        if self.held is None or not self.my_turn():
            return False
        self.turn(scroll_y * WHEEL_TURN)
        return True

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        key = arcade.key
        if symbol == key.P and self.toggle_seats():
            return True
        if not self.my_turn():
            return False
        if self.show.busy:
            self.show.skip()
            self.on_update(0.0)
        view = self.view
        shift = bool(modifiers & _SHIFT)
        if view.phase == REWARD:
            if symbol == key.S:
                self.choose("stick")
                return True
            if symbol in _PILES:
                self.pile_chosen(_PILES[symbol])
                return True
            return False
        if view.phase == DRAW:
            if symbol in _PILES:
                self.pile_chosen(_PILES[symbol])
                return True
            if symbol == key.N:
                self.choose("skip")
                return True
            return False
        if view.phase not in (PLAY, PLACE):
            return False
        if symbol in _LETTERS and view.phase == PLAY:
            return self.hand_card(_LETTERS[symbol]) or True
        if symbol in _PILES:
            self.pile_chosen(_PILES[symbol])
            return True
        if self.held_card is None:
            if symbol in (key.BACKSPACE, key.DELETE) and self.chosen is not None:
                self.chosen = None
                self._dirty = True
                return True
            return False
        if self.held is None and symbol in (*_ENTER, key.UP, key.DOWN, key.LEFT, key.RIGHT):
            if view.phase == PLACE:
                self._take_lifted()
            else:
                self.held = aiming.first_aim(view, self.held_card)
            self.pointer = None
            if symbol in _ENTER:
                return True
        steering = (key.UP, key.DOWN, key.LEFT, key.RIGHT, key.Q, key.E)
        if self.held is not None and symbol in steering and not self._lift(self.held.beaver):
            return True
        if symbol in (key.UP, key.DOWN):
            step = COARSE_SPOT if shift else FINE_SPOT
            self.nudge(step if symbol == key.UP else -step)
            return True
        if symbol in (key.LEFT, key.RIGHT, key.Q, key.E):
            step = COARSE_TURN if shift else FINE_TURN
            self.turn(step if symbol in (key.LEFT, key.Q) else -step)
            return True
        if symbol == key.TAB:
            self.next_beaver(-1 if shift else 1)
            return True
        if symbol in _ENTER:
            if self.held is None:
                return True
            if self.lowering is None:
                if self._lift(self.held.beaver) and self.view.phase == PLACE:
                    self.lowering = 0.0
                    self._dirty = True
                return True
            self.put_down(aiming.lowering_drop(self.lowering))
            return True
        if symbol in (key.BACKSPACE, key.DELETE):
            self.put_back()
            return True
        return False
