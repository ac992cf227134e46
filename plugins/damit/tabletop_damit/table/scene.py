"""The pieces of the table: every visible river card, every dam card and every cube.

Cards are unique ids, so each visible card keeps one piece; after a move the scene works out
where every card now belongs (from the seat's view) and flies the pieces there. Dam cards are
keyed by (pile, victory points). Cubes carry no identity in the rules, so the scene follows the
events to move the very sprites that hop (cubes thrown onto the river, cubes won from a card,
cubes riding along as the river shifts) and falls back to laying them out afresh whenever its
count disagrees with the view (after an undo, say).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.flights import Flights
from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_core.render.motion import CHIPS, Flourish, back_out
from tabletop_core.render.shadows import Shadows
from tabletop_core.render.theme import Palette
from tabletop_damit.cards import COST_INDEX, DAM_VP
from tabletop_damit.events import CardTaken, DamBuilt, GarbageDisposed, RiverRefilled
from tabletop_damit.state import DamItState
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.proportions import ICON_HEIGHT, RIVER_CUBE
from tabletop_damit.table.rows import DRAW, RIVER_SLOTS
from tabletop_damit.table.textures import card_texture, cube_texture, dam_texture

Box = tuple[float, float, float, float]
SHOWN_DISCARDS = 2

SLIDE = 0.45
SHIFT_AFTER = 0.4
HOP = 0.32
CUBE_STEP = 0.12
"""Seconds between two cubes a take drops on the river cards it jumps, one after the other."""


def _box(rect: Rect) -> Box:
    return (rect.center_x, rect.center_y, rect.width, rect.height)


class Scene:
    """Three layers of pieces drawn in order: dam cards, river cards, cubes."""

    def __init__(self, choreography: Flights, flourish: Flourish | None = None) -> None:
        self.motion = choreography
        self.flourish = flourish if flourish is not None else Flourish(reduced_motion=True)
        """Pops, wood chips and scores flying to the seat when a dam is built or a card lands."""
        self.dam_list = Pieces()
        self.card_list = Pieces()
        self.cube_list = Pieces()
        self.cards: dict[int, TablePiece] = {}
        self.dams: dict[tuple[int, int], TablePiece] = {}
        self.dam_owner: dict[tuple[int, int], int] = {}
        self.seat_cubes: list[list[TablePiece]] = []
        self.river_cubes: list[list[TablePiece]] = [[] for _ in range(RIVER_SLOTS)]
        self._texture_size: tuple[int, int] = (0, 0)
        self.shadows = Shadows()
        """Soft shadows under the cards, moving with them."""

    def draw(self) -> None:
        self.shadows.draw(self.dam_list, self.card_list)
        self.dam_list.draw()
        self.card_list.draw()
        self.cube_list.draw()

    def pieces(self) -> list[tuple[Any, Rect]]:
        """Each card, dam card and cube shown, by a key that names it at every text size, with
        the rect it fills (for :mod:`tabletop_core.render.piece_sizes`)."""
        found: list[tuple[Any, TablePiece]] = [(("card", c), p) for c, p in self.cards.items()]
        found += [(("dam card", *key), piece) for key, piece in self.dams.items()]
        for seat, cubes in enumerate(self.seat_cubes):
            found += [(("cube", "seat", seat, i), piece) for i, piece in enumerate(cubes)]
        for slot, cubes in enumerate(self.river_cubes):
            found += [(("cube", "river", slot, i), piece) for i, piece in enumerate(cubes)]
        return [(key, piece.rect) for key, piece in found if piece.shown]

    def clear(self) -> None:
        self.motion.finish()
        self.flourish.finish()
        for sprites in (self.dam_list, self.card_list, self.cube_list):
            sprites.clear()
        self.cards.clear()
        self.dams.clear()
        self.dam_owner.clear()
        self.seat_cubes = []
        self.river_cubes = [[] for _ in range(RIVER_SLOTS)]

    # --- one sync after a move (or a reset, a resize, a new selection) ---------------------

    def sync(
        self,
        view: DamItState,
        layout: TableLayout,
        viewer: int | None,
        selected: Iterable[int] = (),
        events: Iterable[Any] = (),
        animate: bool = True,
    ) -> None:
        self.motion.finish()
        self.flourish.finish()
        events = list(events)
        size = (int(layout.hand_card_size[0]), int(layout.hand_card_size[1]))
        if size != self._texture_size:
            self.clear()
            self._texture_size = size
            animate = False
        plan = _Plan(events, layout, animate)
        self._sync_cards(view, layout, viewer, set(selected), plan)
        self._sync_dams(view, layout, plan)
        self._sync_cubes(view, layout, events, plan)

    def _fly(
        self,
        sprite: Any,
        end: Box,
        plan: _Plan,
        delay: float,
        hop: float = 0.0,
        duration: float = SLIDE,
        landed: Any = None,
        easing: Any = None,
    ) -> None:
        if not plan.animate:
            self.motion.fly(sprite, end, delay=0, duration=0, landed=landed)
            return
        now = (sprite.center_x, sprite.center_y, sprite.width, sprite.height)
        if now != end and sprite in self.card_list:
            self.card_list.to_top(sprite)
        if easing is None:
            self.motion.fly(sprite, end, delay=delay, duration=duration, hop=hop, landed=landed)
        else:
            self.motion.fly(
                sprite, end, delay=delay, duration=duration, hop=hop, landed=landed, easing=easing
            )

    def _sync_cards(
        self,
        view: DamItState,
        layout: TableLayout,
        viewer: int | None,
        selected: set[int],
        plan: _Plan,
    ) -> None:
        targets: dict[int, Rect] = {}
        for position, card in enumerate(view.river.items):
            if card is not None:
                targets[card] = layout.river_slot(position)
        if view.draw.cards and view.draw.cards[-1] >= 0:
            targets[view.draw.cards[-1]] = layout.river_slot(DRAW)
        for card in view.discard.cards[-SHOWN_DISCARDS:]:
            targets[card] = layout.discard_slot
        if viewer is not None:
            hand = view.hands[viewer]
            for index, card in enumerate(hand):
                targets[card] = layout.hand_slot(index, len(hand), card in selected)
        for seat, kept in enumerate(view.garbage):
            for index, card in enumerate(kept):
                targets[card] = layout.panel_garbage(seat, index, len(kept))

        w, h = self._texture_size
        for card, sprite in list(self.cards.items()):
            if card in targets:
                continue
            sink = plan.sink(card)
            del self.cards[card]
            if sink is None or not plan.animate:
                self.card_list.remove(sprite)
                continue

            def gone(sprite: Any = sprite) -> None:
                if sprite in self.card_list:
                    self.card_list.remove(sprite)

            self._fly(sprite, _box(sink), plan, plan.delay(card), landed=gone)
        discard_order = view.discard.cards[-SHOWN_DISCARDS:]
        for card, rect in targets.items():
            known = self.cards.get(card)
            if known is not None:
                sprite = known
            else:
                sprite = TablePiece(card_texture(card, w, h))
                origin = plan.origin(card) if plan.animate else None
                start = _box(origin or rect)
                sprite.center_x, sprite.center_y, sprite.width, sprite.height = start
                self.cards[card] = sprite
                if card == (view.draw.cards[-1] if view.draw.cards else None):
                    self.card_list.insert(0, sprite)
                else:
                    self.card_list.append(sprite)
            landed = self._dress(sprite, rect, partial(self._card_face, card, rect))
            taken = plan.animate and card in plan.taken
            self._fly(
                sprite,
                _box(rect),
                plan,
                plan.delay(card),
                duration=plan.duration(card),
                landed=self._popped(sprite, landed) if taken else landed,
                easing=back_out if taken else None,
            )
        # the discard's top card is drawn above the one under it
        for card in discard_order:
            sprite = self.cards[card]
            if not self.motion.flights.get(id(sprite)):
                self.card_list.to_top(sprite)

    def _sync_dams(self, view: DamItState, layout: TableLayout, plan: _Plan) -> None:
        dw, dh = (int(v) for v in layout.dam_size)
        targets: dict[tuple[int, int], Rect] = {}
        for pile, cards in enumerate(view.piles):
            for index, vp in enumerate(cards):
                targets[pile, vp] = layout.pile_card(pile, len(cards) - 1 - index)
        built = {key for key in ((p, vp) for p, vps in enumerate(DAM_VP) for vp in vps)} - set(
            targets
        )
        for seat, vps in enumerate(view.dams):
            for index, vp in enumerate(vps):
                key = plan.built_key(seat, vp, built, self.dam_owner)
                built.discard(key)
                self.dam_owner[key] = seat
                targets[key] = layout.panel_dam(seat, index, len(vps))
        for key, rect in targets.items():
            sprite = self.dams.get(key)
            if sprite is None:
                sprite = TablePiece(dam_texture(key[0], key[1], dw, dh))
                sprite.center_x, sprite.center_y, sprite.width, sprite.height = _box(rect)
                self.dams[key] = sprite
            self.dam_list.to_top(sprite)
            delay, duration = plan.dam_timing(key)
            landed = self._dress(sprite, rect, partial(self._dam_face, key, rect, dw, dh))
            just_built = plan.animate and duration > SLIDE
            if just_built:
                landed = self._built(sprite, rect, key, layout, landed)
            self._fly(
                sprite,
                _box(rect),
                plan,
                delay,
                duration=duration,
                hop=40 * layout.scale if duration > SLIDE else 0,
                landed=landed,
                easing=back_out if just_built else None,
            )
        for key in [key for key in self.dams if key not in targets]:
            self.dam_list.remove(self.dams.pop(key))
        # lower cards of a pile first, so that its top card lies in front
        order = sorted(targets, key=lambda k: (targets[k].top, targets[k].left))
        on_top = [self.dams[key] for key in order]
        lifted = set(on_top)
        self.dam_list.arrange([p for p in self.dam_list if p not in lifted] + on_top)

    def _sync_cubes(
        self, view: DamItState, layout: TableLayout, events: list[Any], plan: _Plan
    ) -> None:
        texture = cube_texture(int(RIVER_CUBE * layout.piece_scale))
        moved: dict[int, tuple[float, float]] = {}
        fresh = len(self.seat_cubes) != view.players
        if not fresh and plan.animate:
            for event in events:
                if isinstance(event, CardTaken):
                    moved.update(self._take(event, plan))
        counts_right = (
            not fresh
            and all(len(self.seat_cubes[s]) == view.cubes[s] for s in range(view.players))
            and all(len(self.river_cubes[p]) == view.river.tokens[p] for p in range(RIVER_SLOTS))
        )
        if not counts_right:
            self.cube_list.clear()
            self.seat_cubes = [[] for _ in range(view.players)]
            self.river_cubes = [[] for _ in range(RIVER_SLOTS)]
            for seat in range(view.players):
                self.seat_cubes[seat] = [self._cube(texture) for _ in range(view.cubes[seat])]
            for position in range(RIVER_SLOTS):
                self.river_cubes[position] = [
                    self._cube(texture) for _ in range(view.river.tokens[position])
                ]
            moved = {}
            plan.animate = False
        for seat, cubes in enumerate(self.seat_cubes):
            for index, cube in enumerate(cubes):
                delay, hop = moved.get(id(cube), (0.0, 0.0))
                self._fly(
                    cube,
                    _box(layout.panel_cube(seat, index)),
                    plan,
                    delay,
                    hop,
                    duration=HOP if hop else SLIDE,
                )
        for position, cubes in enumerate(self.river_cubes):
            for index, cube in enumerate(cubes):
                delay, hop = moved.get(id(cube), (0.0, 0.0))
                self._fly(
                    cube,
                    _box(layout.river_cube(position, index)),
                    plan,
                    delay,
                    hop,
                    duration=HOP if hop else SLIDE,
                )

    @staticmethod
    def _dress(piece: TablePiece, rect: Rect, face: Callable[[], Any]) -> Callable[[], None]:
        """Once ``piece`` lands in ``rect``: the picture drawn for the size it lies at there."""

        def landed() -> None:
            texture = face()
            if piece.picture is not texture:
                piece.picture = texture
                piece.width, piece.height = rect.width, rect.height

        return landed

    def _popped(self, sprite: Any, landed: Callable[[], None]) -> Callable[[], None]:
        def then() -> None:
            landed()
            self.flourish.pop(sprite, height=0.12)

        return then

    def _built(
        self,
        sprite: Any,
        rect: Rect,
        key: tuple[int, int],
        layout: TableLayout,
        landed: Callable[[], None],
    ) -> Callable[[], None]:
        """A dam card lands on its builder's row: it pops, wood chips fly, its points rise and
        fly to the builder's name."""
        seat = self.dam_owner.get(key)

        def then() -> None:
            landed()
            flourish = self.flourish
            flourish.pop(sprite, height=0.22)
            scale = layout.scale
            flourish.burst(
                CHIPS,
                rect.center_x,
                rect.bottom + rect.height * 0.3,
                seed=key[0] * 31 + key[1],
                count=14,
                scale=scale,
            )
            if seat is not None:
                name = layout.panel_name(seat)
                flourish.score(
                    f"+{key[1]}",
                    (rect.center_x, rect.top),
                    (name.right - layout.space.wide, name.center_y),
                    Palette.FOCUS,
                    20 * scale,
                )

        return then

    def _card_face(self, card: int, rect: Rect) -> Any:
        """A river card's picture: the hand's size, or a wordless icon beside a seat's name."""
        if rect.height < ICON_HEIGHT:
            return card_texture(card, int(rect.width), int(rect.height))
        return card_texture(card, *self._texture_size)

    @staticmethod
    def _dam_face(key: tuple[int, int], rect: Rect, width: int, height: int) -> Any:
        if rect.height < ICON_HEIGHT:
            return dam_texture(key[0], key[1], int(rect.width), int(rect.height))
        return dam_texture(key[0], key[1], width, height)

    def _cube(self, texture: Any) -> TablePiece:
        cube = TablePiece(texture)
        self.cube_list.append(cube)
        return cube

    def _take(self, event: CardTaken, plan: _Plan) -> dict[int, tuple[float, float]]:
        """Move cube sprites between places as the take did; returns their (delay, hop)."""
        moved: dict[int, tuple[float, float]] = {}
        seat = self.seat_cubes[event.seat]
        hop = 36.0
        for jumped in range(min(event.jumped, RIVER_SLOTS, len(seat))):
            cube = seat.pop()
            self.river_cubes[jumped].append(cube)
            moved[id(cube)] = (CUBE_STEP * jumped, hop)
        if event.position < RIVER_SLOTS:
            won = self.river_cubes[event.position]
            for cube in won:
                moved[id(cube)] = (plan.take_delay, hop)
            seat.extend(won)
            shift = plan.take_delay + SHIFT_AFTER
            for position in range(event.position, RIVER_SLOTS - 1):
                self.river_cubes[position] = self.river_cubes[position + 1]
                for cube in self.river_cubes[position]:
                    moved[id(cube)] = (shift, 0.0)
            self.river_cubes[RIVER_SLOTS - 1] = []
        return moved


class _Plan:
    """Timing read off the events of one move: who moves when, from where, to where."""

    def __init__(self, events: list[Any], layout: TableLayout, animate: bool) -> None:
        self.layout = layout
        self.animate = animate
        self.delays: dict[int, float] = {}
        self.durations: dict[int, float] = {}
        self.origins: dict[int, Rect] = {}
        self.sinks: dict[int, Rect] = {}
        self.take_delay = 0.0
        self.built: list[DamBuilt] = []
        self.taken: set[int] = set()
        """Cards taken from the river this move (they land with a pop)."""
        for event in events:
            if isinstance(event, CardTaken):
                self.take_delay = 0.1 + CUBE_STEP * min(event.jumped, RIVER_SLOTS)
                self.taken.add(event.card)
                self.delays[event.card] = self.take_delay
                self.durations[event.card] = 0.55
                self.sinks[event.card] = layout.panel_hand(event.seat)
            elif isinstance(event, RiverRefilled):
                self.delays[event.card] = self.take_delay + SHIFT_AFTER + 0.15
                self.origins[event.card] = layout.river_slot(DRAW)
            elif isinstance(event, GarbageDisposed):
                self.delays[event.disposal] = self.take_delay + 0.3
                self.sinks[event.disposal] = layout.discard_slot
                self.sinks[event.card] = layout.discard_slot
                self.delays[event.card] = self.take_delay + 0.5
            elif isinstance(event, DamBuilt):
                self.built.append(event)
                for index, card in enumerate(event.cards):
                    self.delays[card] = 0.07 * index
                    self.origins[card] = layout.panel_hand(event.seat)
                    self.sinks[card] = layout.discard_slot

    def delay(self, card: int) -> float:
        if card in self.delays:
            return self.delays[card]
        # river cards right of a taken one shift once it has gone
        return self.take_delay + SHIFT_AFTER if self.take_delay else 0.0

    def duration(self, card: int) -> float:
        return self.durations.get(card, SLIDE)

    def origin(self, card: int) -> Rect | None:
        return self.origins.get(card)

    def sink(self, card: int) -> Rect | None:
        return self.sinks.get(card)

    def built_key(
        self,
        seat: int,
        vp: int,
        free: set[tuple[int, int]],
        owners: dict[tuple[int, int], int],
    ) -> tuple[int, int]:
        """Which dam card (pile, vp) a seat's built ``vp`` is: the event names its pile; else
        the one this seat already held, else any built card of that value."""
        for event in self.built:
            key = (COST_INDEX[event.cost], event.vp)
            if event.seat == seat and event.vp == vp and key in free:
                return key
        candidates = [key for key in free if key[1] == vp]
        for key in candidates:
            if owners.get(key) == seat:
                return key
        if not candidates:
            raise ValueError(f"no built dam card worth {vp} VP is left for seat {seat}")
        return sorted(candidates)[0]

    def dam_timing(self, key: tuple[int, int]) -> tuple[float, float]:
        for event in self.built:
            if (COST_INDEX[event.cost], event.vp) == key:
                return 0.35, 0.8
        return 0.0, SLIDE
