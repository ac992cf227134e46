"""Events → animations: the raft's show (swims, wobbles, the fall), cards flying to their seat,
sticks to their heap, sparkles on the dam, the banner telling what happened, the pause between
rounds and the raft settling into its new lean. It owns "busy" and "reached": the host lets the
next bot and the log wait for them. It owns time too: the hand's lowering goes on as frames pass,
and a move drops what the hand was doing (:meth:`.controller.BiberController.moved`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from tabletop_core.render import Choreography
from tabletop_core.render.kit.veils import OPAQUE
from tabletop_core.render.motion import DROPLETS, SPARKLES, Flourish, back_out
from tabletop_core.render.theme import Palette
from tabletop_mein_lieber_biber.cards import COLOURS, RINGS
from tabletop_mein_lieber_biber.events import (
    BeaverLifted,
    BeaverMoved,
    CardLaidDown,
    RaftTipped,
    RaftWobbled,
    RoundStarted,
    StickTaken,
)
from tabletop_mein_lieber_biber.raft import layout as raft_layout
from tabletop_mein_lieber_biber.table.announce import announce
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
from tabletop_mein_lieber_biber.table.seat import Seat, rest_frame
from tabletop_mein_lieber_biber.table.textures import card_texture, stick_texture

if TYPE_CHECKING:
    from tabletop_core.settings import Settings
    from tabletop_mein_lieber_biber.table.controller import BiberController
    from tabletop_mein_lieber_biber.table.scene import BiberScene

LEAST_SPEED = 0.1
"""The slowest animation speed the settings can ask for."""
BANNER_SECONDS = 3.2
ROUND_PAUSE = 2.0
"""Seconds the table holds still once a new round is set up (after the last move's show), its
announcement in view, before a bot goes on; with reduced motion too (nothing moves)."""
LEAN_RATE = 7.0
"""How quickly the drawn raft follows the raft's lean (per second)."""
DAM_POINT = (-1.22, 0.0)
"""Raft radii: where a beaver swimming onto the dam ends (beside ring 30)."""
BANNER_WAIT = 0.3
"""Seconds a banner due to go waits again while the show still plays."""


class Flights:
    """How far and how long things fly (pixels at 100 % size, seconds)."""

    CARD = (0.5, 30, -12)
    """A played card: seconds, arc, spin (degrees)."""
    STICK = (0.55, 0.3, 24)
    """A stick: seconds, delay, arc."""
    PLUS_ONE = 16
    """The "+1" that flies with a stick: its size."""
    SPLASH = (8.0, 18)
    """The shake when the raft tips (pixels, for half a second) and its droplets."""
    SPARKLES = 12
    """Sparkles where a beaver comes ashore."""


class BiberChoreography(Choreography):
    def __init__(self, seat: Seat, scene: BiberScene, settings: Settings) -> None:
        self.seat = seat
        self.scene = scene
        self.hand: BiberController
        speed = max(LEAST_SPEED, float(settings.animation_speed))
        reduced_motion = bool(settings.reduced_motion)
        self.reduced_motion = reduced_motion
        self.speed = speed
        self.show = RaftShow(speed, reduced_motion)
        self.flourish = Flourish(speed, reduced_motion)
        """Played cards flying to their seat, the shake when the raft tips."""
        self.arriving: frozenset[int] = frozenset()
        """Cards in flight to their seat: the seat shows them once they land."""
        self._was_tipping = False
        self._lifted_card: int | None = None
        """The card of a beaver in hand: it flew when lifted, not again when set down."""
        self.banner = ""
        self.alarm = False
        self._banner_left = 0.0
        self._round_pause = 0.0
        """Seconds of the pause between rounds still to come (counted once the show is done)."""
        self.rest: tuple[Figure, ...] = ()
        """The beavers where the state has them (the show's end)."""
        self._rest_frame: tuple[float, float] = (0.0, 0.0)
        self.rest_from_view()
        self.lean = rest_frame(seat.view)

    @property
    def busy(self) -> bool:
        """An animation is playing, or the pause between rounds: the host lets the next bot
        wait for it."""
        return self.show.busy or self.flourish.busy or self._round_pause > 0

    def reached(self, event: Any) -> bool:
        """The raft's show has got to ``event``: a swim, a wobble, the fall into the water."""
        return self.show.reached(event)

    def rest_from_view(self) -> None:
        view = self.seat.view
        self._rest_frame = rest_frame(view)
        self.rest = figures_of(raft_layout(view.raft, view.placements, range(len(COLOURS))))

    def settled(self) -> bool:
        """The raft leans as the state has it (nothing left to follow)."""
        target = rest_frame(self.seat.view)
        return abs(target[0] - self.lean[0]) + abs(target[1] - self.lean[1]) <= 1e-5

    def follow(self, hand: BiberController) -> None:
        """The seat's hand: its lowering goes on with the frames, a move drops what it held."""
        self.hand = hand

    def skip(self) -> bool:
        """Play the show to its end at once (a player acts); True when one was playing."""
        if not self.show.busy:
            return False
        self.show.skip()
        return True

    def skip_show(self) -> None:
        """Play the show to its end and draw the raft as it rests (a player acts before the
        show is over)."""
        if self.skip():
            self.update(0.0)

    # --- events ----------------------------------------------------------------------------

    def on_events(self, events: list[Any]) -> None:
        self._fly_played(events)
        self._sparkle_on_the_dam(events)
        self._fly_sticks(events)
        show = self.show
        busy, queued = show.busy, len(show.queue)
        before = {figure.colour: figure for figure in self.rest}
        frame = self._rest_frame
        moved: BeaverMoved | None = None
        fall: Fall | None = None
        for event in events:
            if isinstance(event, BeaverMoved):
                moved = event
            elif isinstance(event, RaftWobbled):
                after = figures_of(event.beavers)
                if moved is not None:
                    show.add(self._swim(moved, before, after, frame), moved)
                show.add(Rock(event.frames, after), event)
                before = {figure.colour: figure for figure in after}
                frame = event.frames[-1] if event.frames else frame
                moved = None
            elif isinstance(event, RaftTipped):
                fall = Fall(event.towards, event.frames, tuple(before.values()))
                show.add(fall, event, len(event.frames) / FRAME_RATE)
                before = {}
        note = announce(events, self.seat.match.names)
        if note is not None:
            if show.busy and (busy or len(show.queue) > queued):
                self._note_in_turn(note, queued, fall, Picture(frame, tuple(before.values())))
            else:
                self.show_banner(*note)
        if any(isinstance(event, RoundStarted) for event in events):
            self._round_pause = ROUND_PAUSE
        self.rest_from_view()
        if not show.busy:
            self.lean = rest_frame(self.seat.view)
        self.scene.dirty = True
        self.hand.moved(events)

    def _note_in_turn(
        self, note: tuple[str, bool], queued: int, fall: Fall | None, still: Picture
    ) -> None:
        """Shown in its turn: when this move's acts begin, after the ones before it (a tip's
        splash when the raft heels over)."""
        show = self.show
        if len(show.queue) <= queued:
            show.add(Beat(still, note))
            return
        tip = note[1] and any(act is fall for act in show.queue)
        act = fall if tip and fall is not None else show.queue[queued]
        act.note = note
        if show.queue[0] is act:
            show.take_notes()
            self.show_banner(*note)

    def _splash(self) -> None:
        """The raft tips: it shakes, and water splashes up over its low rim."""
        layout = self.scene.layout
        assert layout is not None
        shake, count = Flights.SPLASH
        self.flourish.shake(shake * layout.scale, 0.5)
        fall = self.show.queue[0]
        towards = fall.towards if isinstance(fall, Fall) else 0.0
        x, y, _k = layout.pond.camera().to_screen(math.cos(towards), math.sin(towards))
        seed = len(self.seat.match.actions)
        self.flourish.burst(DROPLETS, x, y, seed=seed, count=count, scale=layout.scale)

    def _fly_sticks(self, events: list[Any]) -> None:
        """A stick taken goes from the supply to the taker's heap, and "+1" to their count."""
        layout = self.scene.layout
        if layout is None:
            return
        seconds, delay, arc = Flights.STICK
        for event in events:
            if not isinstance(event, StickTaken):
                continue
            parts = layout.seats.seat_parts(event.seat)
            heap, end = layout.supply.heap, parts["stick"]
            self.flourish.glide(
                stick_texture(int(end.width), int(end.height)),
                (heap.center_x, heap.center_y, end.width, end.height, OPAQUE),
                (end.center_x, end.center_y, end.width, end.height, OPAQUE),
                duration=seconds,
                delay=delay,
                easing=back_out,
                arc=arc * layout.scale,
            )
            self.flourish.score(
                "+1",
                (heap.center_x, heap.top),
                (parts["sticks"].center_x, parts["sticks"].center_y),
                Palette.FOCUS,
                Flights.PLUS_ONE * layout.scale,
                delay=delay,
            )

    def _sparkle_on_the_dam(self, events: list[Any]) -> None:
        """A beaver reaching the dam: sparkles where it comes ashore, once it has swum there."""
        layout = self.scene.layout
        if layout is None:
            return
        for event in events:
            if isinstance(event, BeaverMoved) and event.ring is None:
                x, y = layout.pond.dam_slot(max(0, len(self.seat.jokers()) - 1))
                self.flourish.burst(
                    SPARKLES, x, y, seed=event.beaver, count=Flights.SPARKLES,
                    scale=layout.scale, delay=LONGEST_SWIM,
                )  # fmt: skip

    def _fly_played(self, events: list[Any]) -> None:
        """A played or laid-down card travels from the hand (the viewer's card, or the back of
        another seat's hand) to the seat's last-played place, and lands there with a pop."""
        layout = self.scene.layout
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
        arriving = set(self.arriving)
        seconds, arc, spin = Flights.CARD
        for event in played:
            parts = layout.seats.seat_parts(event.seat)
            end = parts["card"]
            start = self.scene.card_slots.get(event.card) if event.seat == self.seat.seat else None
            if start is None:
                start = parts["back"]
            size = (int(end.width * 2), int(end.height * 2))
            self.flourish.glide(
                card_texture(event.card, *size),
                (start.center_x, start.center_y, start.width, start.height, OPAQUE),
                (end.center_x, end.center_y, end.width, end.height, OPAQUE),
                duration=seconds,
                easing=back_out,
                arc=arc * layout.scale,
                spin=spin,
            )
            arriving.add(event.card)
        self.arriving = frozenset(arriving)

    def _swim(
        self,
        moved: BeaverMoved,
        before: dict[int, Figure],
        after: tuple[Figure, ...],
        frame: tuple[float, float],
    ) -> Swim:
        raft = self.seat.view.raft
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

    def show_banner(self, text: str, alarm: bool) -> None:
        self.banner, self.alarm = text, alarm
        self._banner_left = BANNER_SECONDS
        self.scene.dirty = True

    # --- time ------------------------------------------------------------------------------

    def reset(self) -> None:
        """The match was replaced or rewound. Reset first of the three (see
        :meth:`tabletop_core.render.Table.reset`), it has the seat work its view out afresh."""
        self.seat.forget()
        self.show.clear()
        self.flourish.finish()
        self.arriving = frozenset()
        self._round_pause = 0.0
        self.banner = ""
        self.rest_from_view()
        self.lean = rest_frame(self.seat.view)

    def update(self, delta_time: float) -> None:
        self.flourish.update(delta_time)
        if self.arriving and not self.flourish.glides.busy:
            self.arriving = frozenset()
            self.scene.dirty = True
        tipping = self.show.tipping
        if tipping and not self._was_tipping and self.scene.layout is not None:
            self._splash()
        self._was_tipping = tipping
        ended = self.show.update(delta_time)
        for note in self.show.take_notes():
            self.show_banner(*note)
        if ended and not self.show.busy:
            self.rest_from_view()
            self.lean = rest_frame(self.seat.view)
        self._count_down(delta_time)
        self._lean_towards(rest_frame(self.seat.view), delta_time)
        carry = self.hand.carry
        carry.tick(delta_time)
        if carry.lowering is not None:
            self.scene.dirty = True

    def _count_down(self, delta_time: float) -> None:
        """The pause between rounds, then the banner's time in view."""
        if self._round_pause > 0 and not self.show.busy:
            # the new round's announcement stays in view for the whole pause
            self._banner_left = max(self._banner_left, self._round_pause)
            self._round_pause = max(0.0, self._round_pause - delta_time)
        if self._banner_left > 0:
            self._banner_left -= delta_time
            if self._banner_left <= 0:
                if self.show.busy:
                    self._banner_left = BANNER_WAIT
                else:
                    self.banner = ""
                    self.scene.dirty = True

    def _lean_towards(self, target: tuple[float, float], delta_time: float) -> None:
        if self.reduced_motion:
            self.lean = target
            return
        k = min(1.0, delta_time * LEAN_RATE * self.speed)
        self.lean = (
            self.lean[0] + (target[0] - self.lean[0]) * k,
            self.lean[1] + (target[1] - self.lean[1]) * k,
        )
