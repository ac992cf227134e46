"""Animations of a turn, played over the still picture of the table as it was before it:
the dice thrown from the roller's place onto the dice panel, hamsters deployed from the tray and
moved from card to card, the flood wave rising from each dam's sea and running along it to its
town, every dam at the same time (a splash where it strikes a card, a token dropping onto a card, a
hamster hopping off, a token seeping into the town), then the breached end cards flipping over; a
town's water rises when its token gets there. When they end the table repaints the new state.

Every piece of an animation is a table piece with one eased segment: from a box and opacity to
another between two times. Animation speed divides the times; reduced motion plays nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.pictures import texture_of
from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_core.render.kit.segments import Box, Segment, box_of, unease
from tabletop_core.render.motion.dice_throw import die_image, throw_path
from tabletop_core.render.motion.particles import DROPLETS, Bursts
from tabletop_hamsterdam.events import (
    DamBreached,
    Deployed,
    FloodHeld,
    Moved,
    Rolled,
    Seeped,
    TokenLanded,
)
from tabletop_hamsterdam.table import shore
from tabletop_hamsterdam.table.shore import water_height, water_level
from tabletop_hamsterdam.table.textures import (
    breached_texture,
    card_texture,
    hamster_texture,
    splash_texture,
    token_texture,
    wave_texture,
)

ROLL = 0.7
WAVE = 1.1
FLIP = 0.22
BAND = 0.3
"""The flood wave's width against the dam's run from sea to town."""
RISE = 0.3
"""Seconds a town's water takes to rise by a token."""
WATER_RGB = shore.WATER
WATER_ALPHA = shore.WATER_ALPHA


def _sea_width(where: Geometry, seat: int) -> float:
    """From the dam's span's left (the sea's) to its first card."""
    return max(1.0, where.card(seat, 0).left - where.span(seat).left)


def _crest_at(span: Rect, sea: float, x: float) -> float:
    """The share of the wave's run at which its crest (its right edge) passes ``x``: the wave
    rises from the sea (``sea`` wide, at the span's left) and runs to the town at its right,
    inside the dam's row."""
    return unease((x - span.left - sea) / max(1.0, span.width - sea))


def _die_texture(face: int, size: int) -> Any:
    return texture_of(die_image(face, size), f"tabletop-die-{face}-{size}")


@dataclass(frozen=True, slots=True)
class Geometry:
    """Where things were when the animated action began (read off the layout and old view)."""

    card: Callable[[int, int], Rect]
    token: Callable[[int, int], Rect]
    top_piece: Callable[[int, int], Rect]
    town: Callable[[int], Rect]
    span: Callable[[int], Rect]
    """The seat's dam from its first card to its last."""
    cover: Callable[[int], tuple[int, int, int, int]]
    """The background colour around the seat's cards (hides a card while it flips)."""
    card_pixels: Callable[[int], tuple[int, int]]
    number: Callable[[int, int], int]
    seats: int
    dice: tuple[tuple[float, float], ...] = ()
    """Where the dice come to rest on the panel (their centres)."""
    die_size: float = 0.0
    seat_place: Callable[[int], Rect] | None = None
    """Where a seat sits (a roll is thrown from there)."""
    next_piece: Callable[[int, int], Rect] | None = None
    """Where a hamster added on top of the seat's stack at a position goes."""
    deploy_from: Rect | None = None
    """Where the hamster being deployed was: the tray slot, or where the hand let go of it."""
    towns: tuple[int, ...] = ()
    """Each seat's town pile before the action (its water rises from there); -1 where the
    town is not drawn."""


class Effects:
    """One timeline of segments; ``busy`` while any is still to play."""

    def __init__(self, speed: float = 1.0, reduced_motion: bool = False) -> None:
        self.speed = max(0.1, speed)
        self.reduced_motion = reduced_motion
        self.sprites = Pieces()
        self.segments: list[Segment] = []
        self.droplets = Bursts()
        """Water thrown up where the flood strikes a card."""
        self.clock = 0.0
        self.length = 0.0
        self.rolling = 0.0
        """Seconds the dice still tumble (the table shows them rolling meanwhile)."""
        self.moments: list[tuple[Any, float]] = []
        """``(event, clock)``: when the animation shows the event (the dice land, the wave
        reaches its card, the token is in the town, the card has flipped)."""
        self.thrown = False
        """The dice are in the air, thrown from the roller's place (the panel shows none)."""

    @property
    def busy(self) -> bool:
        return bool(self.segments)

    def reached(self, event: Any) -> bool:
        """Whether the animation has shown ``event`` (every event once it has ended)."""
        if not self.segments:
            return True
        for shown, moment in self.moments:
            if shown is event:
                return self.clock >= moment
        return True

    def finish(self) -> None:
        self.moments = []
        self.segments = []
        self.sprites.clear()
        self.droplets.finish()
        self.clock = self.length = self.rolling = 0.0
        self.thrown = False

    def update(self, delta_time: float) -> bool:
        """Advance; returns True when the animation has just ended."""
        if not self.segments:
            return False
        self.clock += delta_time
        self.droplets.update(delta_time)
        self.rolling = max(0.0, self.rolling - delta_time)
        if self.clock >= self.length:
            self.finish()
            return True
        for segment in self.segments:
            segment.place(self.clock)
        return False

    def draw(self) -> None:
        if self.segments:
            self.sprites.draw()
            self.droplets.draw()

    # --- building one action's animation ------------------------------------------------------

    def play(self, events: list[Any], where: Geometry) -> bool:
        """Start the animation of ``events``; False when there is nothing to animate."""
        self.finish()
        if self.reduced_motion:
            return False
        pace = 1 / self.speed
        t = 0.0
        rolls = [e for e in events if type(e) is Rolled]
        self.moments += [(roll, ROLL * pace) for roll in rolls]
        if rolls:
            self.rolling = ROLL * pace
            self._add(None, (0, 0, 0, 0, 0), (0, 0, 0, 0, 0), 0, ROLL * pace)
            self._throw(rolls[-1], where, pace)
            t = ROLL * 0.7 * pace
        self._hamsters(events, where, pace)
        strikes = [e for e in events if type(e) in (FloodHeld, TokenLanded, Seeped)]
        if strikes:
            self._flood(strikes, where, t, pace)
            t += WAVE * pace
        breaches = [e for e in events if type(e) is DamBreached]
        for index, breach in enumerate(breaches):
            self._flip(breach, where, t + index * 0.3 * pace, pace)
            self.moments.append((breach, t + (index * 0.3 + 2 * FLIP) * pace))
        self._towns_rise(events, where, pace)
        if breaches:
            t += (len(breaches) * 0.3 + 2 * FLIP) * pace
        if not self.segments:
            return False
        self.length = max(t, max(s.finish for s in self.segments)) + 0.05
        for segment in self.segments:
            segment.place(0.0)
        return True

    def _add(
        self, texture: Any, start: Box, end: Box, begin: float, finish: float, hold: bool = False
    ) -> TablePiece:
        """A piece showing ``texture`` (None: a plain block, coloured by its tint) along one
        segment."""
        sprite = TablePiece(texture, visible=False)
        if texture is None:
            sprite.tint, sprite.alpha = (0, 0, 0), 0
        self.sprites.append(sprite)
        self.segments.append(Segment(sprite, start, end, begin, finish, hold))
        return sprite

    def _throw(self, roll: Rolled, where: Geometry, pace: float) -> None:
        """Both dice from the roller's place to the panel, tumbling on the way."""
        if where.seat_place is None or len(where.dice) != len(roll.dice) or where.die_size <= 0:
            return
        place = where.seat_place(roll.seat)
        size = where.die_size
        pixels = max(8, int(size))
        for index, (face, rest) in enumerate(zip(roll.dice, where.dice, strict=True)):
            origin = (place.center_x + (index - 0.5) * size * 0.8, place.center_y)
            legs = throw_path(
                origin,
                rest,
                size,
                face,
                seed=roll.seat * 97 + index * 13 + roll.value,
                begin=0.04 * index * pace,
                duration=ROLL * pace,
            )
            for leg in legs:
                self._add(
                    _die_texture(leg.face, pixels),
                    leg.start,
                    leg.end,
                    leg.begin,
                    leg.finish,
                    hold=leg.last,
                )
        self.thrown = True

    def _hamsters(self, events: list[Any], where: Geometry, pace: float) -> None:
        """A deployed hamster goes from the tray (or the hand) onto its card; a moved one hops
        from its card to the next."""
        if where.next_piece is None:
            return
        added: dict[tuple[int, int], int] = {}
        for event in events:
            kind = type(event)
            if kind is Deployed and not event.spent and where.deploy_from is not None:
                start, seat, position = where.deploy_from, event.seat, event.position
            elif kind is Moved:
                seat, position = event.seat, event.to_position
                start = where.top_piece(seat, event.from_position)
            else:
                continue
            extra = added.get((seat, position), 0)
            added[seat, position] = extra + 1
            end = where.next_piece(seat, position)
            end = Rect(end.left, end.bottom + extra * end.height * 0.3, end.width, end.height)
            self._add(
                hamster_texture(event.piece),
                box_of(start),
                box_of(end),
                0.0,
                (0.3 if kind is Deployed else 0.45) * pace,
                hold=True,
            )

    def _flood(self, strikes: list[Any], where: Geometry, t0: float, pace: float) -> None:
        duration = WAVE * pace
        struck_seats = {e.seat for e in strikes}
        for seat in range(where.seats):
            span = where.span(seat)
            if span.width <= 0:
                continue
            band = span.width * BAND
            sea = _sea_width(where, seat)
            height = span.height * 1.08
            hold_alpha = 255 if seat in struck_seats else 150
            self._add(
                wave_texture(),
                (span.left + sea / 2, span.center_y, sea, height, hold_alpha),
                (span.right - band / 2, span.center_y, band, height, hold_alpha * 0.4),
                t0,
                t0 + duration,
            )
        for event in strikes:
            span = where.span(event.seat)
            card = where.card(event.seat, event.position)
            reach = t0 + duration * _crest_at(span, _sea_width(where, event.seat), card.center_x)
            size = card.width
            landed = {TokenLanded: 0.3, Seeped: 0.5}.get(type(event), 0.0)
            self.moments.append((event, reach + landed * pace))
            self.droplets.burst(
                DROPLETS,
                card.center_x,
                card.center_y,
                seed=event.seat * 31 + event.position,
                count=8,
                scale=max(0.5, size / 70),
                delay=reach,
            )
            self._add(
                splash_texture(),
                (card.center_x, card.center_y, size * 0.4, size * 0.4, 255),
                (card.center_x, card.center_y, size * 1.5, size * 1.5, 0),
                reach,
                reach + 0.45 * pace,
            )
            kind = type(event)
            if kind is TokenLanded:
                token = where.token(event.seat, event.position)
                self._add(
                    token_texture(),
                    (
                        token.center_x,
                        token.center_y + card.height * 0.6,
                        token.width,
                        token.height,
                        120,
                    ),
                    box_of(token),
                    reach,
                    reach + 0.3 * pace,
                    hold=True,
                )
            elif kind is Seeped:
                token = where.token(event.seat, event.position)
                town = where.town(event.seat)
                self._add(
                    token_texture(),
                    box_of(token),
                    (
                        town.center_x,
                        town.bottom + town.height * 0.3,
                        token.width * 0.7,
                        token.height * 0.7,
                        90,
                    ),
                    reach,
                    reach + 0.5 * pace,
                )  # it melts into the town's water, which then rises
            else:
                piece = where.top_piece(event.seat, event.position)
                self._add(
                    hamster_texture(event.piece),
                    box_of(piece),
                    (
                        piece.center_x,
                        piece.center_y + card.height * 0.7,
                        piece.width * 1.2,
                        piece.height * 1.2,
                        0,
                    ),
                    reach,
                    reach + 0.5 * pace,
                )

    def _towns_rise(self, events: list[Any], where: Geometry, pace: float) -> None:
        """The water in a town rises by a token's height when the token gets there: when the
        seeping token has flown in, when a breached card has flipped and poured its token."""
        if len(where.towns) != where.seats:
            return
        piles = list(where.towns)
        moment = dict((id(event), clock) for event, clock in self.moments)
        for event in events:
            kind = type(event)
            if kind is not Seeped and not (kind is DamBreached and event.token):
                continue
            seat = event.seat
            if piles[seat] < 0:  # that town is not drawn
                continue
            before, after = piles[seat], piles[seat] + 1
            piles[seat] = after
            town = where.town(seat)
            low = town.bottom + water_height(water_level(before), town.height)
            high = town.bottom + water_height(water_level(after), town.height)
            if high <= low or id(event) not in moment:
                continue
            begin = moment[id(event)]
            water = self._add(
                None,
                (town.center_x, low, town.width, 0.5, WATER_ALPHA),
                (town.center_x, (low + high) / 2, town.width, high - low, WATER_ALPHA),
                begin,
                begin + RISE * pace,
                hold=True,
            )
            water.tint, water.alpha = WATER_RGB, WATER_ALPHA

    def _flip(self, event: DamBreached, where: Geometry, t0: float, pace: float) -> None:
        card = where.card(event.seat, event.position)
        w, h = where.card_pixels(event.seat)
        cover = where.cover(event.seat)
        block = self._add(
            None,
            (card.center_x, card.center_y, card.width + 6, card.height + 6, 255),
            (card.center_x, card.center_y, card.width + 6, card.height + 6, 255),
            t0,
            t0 + 2 * FLIP * pace,
            hold=True,
        )
        block.tint, block.alpha = (cover[0], cover[1], cover[2]), cover[3]
        self._add(
            card_texture(event.card, w, h),
            (card.center_x, card.center_y, card.width, card.height, 255),
            (card.center_x, card.center_y + card.height * 0.08, 0, card.height * 1.1, 255),
            t0,
            t0 + FLIP * pace,
        )
        self._add(
            breached_texture(event.card, w, h),
            (card.center_x, card.center_y + card.height * 0.08, 0, card.height * 1.1, 255),
            box_of(card),
            t0 + FLIP * pace,
            t0 + 2 * FLIP * pace,
            hold=True,
        )
