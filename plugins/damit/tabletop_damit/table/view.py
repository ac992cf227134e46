"""The Dam It! table: what the seat sees, and turning clicks and keys into Take and Build.

Drawing is four layers rebuilt only when something changes (a move, a selection, the hovered
card, a resize) and drawn every frame: the river's water (its current sliding while the table
animates), the base canvas, the sprites (cards, dam cards, cubes, moved by the choreography),
and the marks canvas on top.
"""

from __future__ import annotations

from typing import Any, cast

from tabletop_core.i18n import language, translator
from tabletop_core.keys import escape
from tabletop_core.render import GameTable, Host, Rect
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.material import TableSurface
from tabletop_core.render.motion import Flourish
from tabletop_core.render.theme import Palette, reading
from tabletop_core.render.widgets.still_layer import StillLayer
from tabletop_damit.actions import Build, Take
from tabletop_damit.cards import DAM_COSTS
from tabletop_damit.rules import DamIt
from tabletop_damit.state import DamItState
from tabletop_damit.table.building import BuildCheck, check_selection
from tabletop_damit.table.current import RiverCurrent
from tabletop_damit.table.forced import garbage_warning
from tabletop_damit.table.layout import RIVER_SLOTS, TableLayout
from tabletop_damit.table.motion import Choreography
from tabletop_damit.table.moving import MovingFrame
from tabletop_damit.table.paint import (
    HAND_KEYS,
    Scenery,
    hide_under,
    paint_base,
    paint_marks,
    paint_water,
)
from tabletop_damit.table.room import seat_title, text_room
from tabletop_damit.table.scene import Scene
from tabletop_damit.table.sounds import SOUNDS

_, ngettext = translator("tabletop_damit")

_NUMBER_KEYS = {
    **{getattr(arcade.key, f"KEY_{n}"): n - 1 for n in range(1, 6)},
    **{getattr(arcade.key, f"NUM_{n}"): n - 1 for n in range(1, 6)},
}
_LETTER_KEYS = {getattr(arcade.key, letter): index for index, letter in enumerate(HAND_KEYS)}
_ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER)
_CLEAR = (arcade.key.BACKSPACE, arcade.key.DELETE, arcade.key.KEY_0)


class DamItTable(GameTable):
    sounds = SOUNDS
    lists_seats = True

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        settings = host.settings
        self.motion = Choreography(settings.animation_speed, settings.reduced_motion)
        self.flourish = Flourish.from_settings(settings)
        self.surface = TableSurface()
        self.scene = Scene(self.motion, self.flourish)
        self.water = Canvas()
        self.current = RiverCurrent(settings.reduced_motion)
        self.base = Canvas()
        self.marks = Canvas()
        self.layout: TableLayout | None = None
        self._fitted_for: tuple[Any, ...] | None = None
        self.selected: list[int] = []
        self.target: int | None = None
        self.hover: int | None = None
        self.asking: int | None = None
        self.buttons: list[tuple[str, Rect]] = []
        self._dirty = True
        self._synced_for: tuple[Any, ...] | None = None
        self._pending: list[Any] = []
        self.still = StillLayer(arcade.get_window(), Palette.TABLE)
        """The table as a picture while nothing moves: one quad a frame instead of every layer."""
        self.moving_frame = MovingFrame(arcade.get_window(), Palette.TABLE)
        """While something moves: what lies still as a picture, the moving pieces live."""

    # --- what the table shows -------------------------------------------------------------

    @property
    def view(self) -> DamItState:
        return self.match.view(self.seat)

    def my_turn(self) -> bool:
        return self.host.can_act()

    @property
    def rules(self) -> DamIt:
        """The game this table is registered for, to ask about a choice before sending it."""
        return cast(DamIt, self.match.game)

    def check(self) -> BuildCheck:
        return check_selection(self.rules, self.view, self.selected)

    @property
    def busy(self) -> bool:
        """An animation is playing: the host lets the next bot wait for it."""
        return self.motion.busy or self.flourish.busy

    def draw(self, rect: Rect) -> None:
        fit = self._fit(rect)
        layout = self.layout
        if layout is None or fit != self._fitted_for:
            self.layout = layout = TableLayout(
                rect, self.match.players, text_room(rect, self.match.players, fit[2], fit[3])
            )
            self._fitted_for = fit
            self._synced_for = None
        key = (len(self.match.actions), self.seat, self.match.to_act, tuple(self.selected))
        if key != self._synced_for:
            first = self._synced_for is None
            self._drop_stale_selection()
            key = (len(self.match.actions), self.seat, self.match.to_act, tuple(self.selected))
            self.scene.sync(
                self.view,
                layout,
                self.seat,
                self.selected,
                self._pending,
                animate=not first,
            )
            self._pending = []
            self._synced_for = key
            self._dirty = True
        if self._dirty:
            self._repaint(layout)
            self.still.invalidate()
            self.moving_frame.invalidate()
        if self.busy:
            self._draw_moving(rect)
            self.flourish.draw()
            self.still.invalidate()
        else:
            if self.moving_frame.moving:
                self.moving_frame.rest()
            self.still.draw(rect, self._paint_layers)

    def _fit(self, rect: Rect) -> tuple[Any, ...]:
        """What the layout depends on: the rect, the seats and the words (their size and
        language included, since they are measured)."""
        players = self.match.players
        titles = tuple(
            seat_title(self.match.names[seat], self.match.is_bot(seat), seat == self.seat)
            for seat in range(players)
        )
        viewer = self.match.names[self.seat] if self.seat is not None else None
        return (rect, players, titles, viewer, reading.text_scale, language())

    def _paint_layers(self) -> None:
        self._paint_under_marks()
        self.marks.draw()

    def _paint_under_marks(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        self.water.draw()
        self.current.draw()
        self.base.draw()
        self.scene.draw()

    def _draw_moving(self, rect: Rect) -> None:
        """The layers of :meth:`_paint_layers`, what lies still taken from a picture."""
        scene = self.scene
        movers = [flight.thing for flight in self.motion.flights.values()]
        movers += [pop.sprite for pop in self.flourish.pops]
        clips = [strip.clip for strip in self.current.strips]
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
            (scene.dam_list, scene.card_list, scene.cube_list),
            movers,
            river,
            (under, self.current.draw, self.base.draw),
            self._paint_under_marks,
        )
        self.marks.draw()

    def _repaint(self, layout: TableLayout) -> None:
        self._dirty = False
        self.water.clear()
        self.base.clear()
        self.marks.clear()
        view = self.view
        check = self.check()
        if self.target not in check.reachable:
            self.target = check.best
        scenery = Scenery(
            view=view,
            names=self.match.names,
            bots=[self.match.is_bot(seat) for seat in range(self.match.players)],
            viewer=self.seat,
            to_act=self.match.to_act,
            my_turn=self.my_turn(),
            selected=tuple(self.selected),
            check=check,
            target=self.target,
            hover=self.hover,
            asking=self.asking,
        )
        self.current.lay(paint_water(self.water, layout, view), layout.scale)
        paint_base(self.base, layout, scenery)
        paint_marks(self.marks, layout, scenery)
        if scenery.cover is not None:
            hide_under(self.base.texts + scenery.covered, scenery.cover)
        self.buttons = list(scenery.buttons)

    def _drop_stale_selection(self) -> None:
        hand = self.view.hands[self.seat] if self.seat is not None else []
        self.selected = [card for card in self.selected if card in hand]
        if not self.my_turn():
            self.selected = []
            self.asking = None

    def prompt(self) -> tuple[str, ...]:
        """The decision with its keys, in wordings from longest to shortest: the prompt bar
        shows the longest that fits beside the player's name."""
        if not self.my_turn():
            return ()
        if self.asking is not None:
            return (
                _("garbage! [D]: discard a disposal card with it · [K]: keep it in your dam"),
                _("garbage! [D]: discard a disposal card · [K]: keep it"),
                _("garbage! [D]: discard · [K]: keep"),
            )
        check = self.check()
        if check.cards and check.problem:
            problem = escape(check.problem)
            return (
                _("{problem} ([Backspace] clears the choice)").format(problem=problem),
                _("{problem} ([Backspace] clears)").format(problem=problem),
                problem,
            )
        if check.cards:
            total, cost = check.total, self.target or check.best
            return (
                _(
                    "worth {total}: [Enter] builds the cost-{cost} dam "
                    "([←]/[→] another pile), or click a lit pile"
                ).format(total=total, cost=cost),
                _(
                    "worth {total}: [Enter] builds the cost-{cost} dam ([←]/[→] another pile)"
                ).format(total=total, cost=cost),
                _("worth {total}: [Enter] builds the cost-{cost} dam").format(
                    total=total, cost=cost
                ),
            )
        warning = garbage_warning(self.match.game, self.view, self.seat)
        if warning:
            return warning
        return (
            _(
                "take a river card ([1]–[5] or click) or pick cards to build a dam "
                "(letters or click)"
            ),
            _("take a river card ([1]–[5]) or pick cards for a dam (letters)"),
            _("take a river card or build a dam"),
        )

    # --- events and time ------------------------------------------------------------------

    def on_events(self, events: list[Any]) -> None:
        self._pending.extend(events)
        self.selected = []
        self.target = None
        self.asking = None
        self.hover = None
        self._dirty = True

    def on_reset(self) -> None:
        self.scene.clear()
        self.selected = []
        self.target = None
        self.asking = None
        self.hover = None
        self._pending = []
        self._synced_for = None
        self._dirty = True

    def on_update(self, delta_time: float) -> None:
        if self.busy:
            self.current.flow(delta_time)
        self.motion.update(delta_time)
        self.flourish.update(delta_time)

    # --- actions --------------------------------------------------------------------------

    def take(self, position: int) -> None:
        """Take the card at ``position``: ask first when the rules also allow disposing of it;
        a take the rules refuse is sent anyway, so the prompt bar shows the rules' reason."""
        if self.seat is None:
            return
        if self.rules.why_not(self.view, Take(position, True)) is None:
            self.asking = position
            self._dirty = True
            return
        self.host.send(Take(position, False))

    def answer(self, choice: str) -> None:
        position = self.asking
        self.asking = None
        self._dirty = True
        if position is None or choice == "cancel":
            return
        self.host.send(Take(position, choice == "dispose"))

    def toggle(self, index: int) -> None:
        if self.seat is None:
            return
        hand = self.view.hands[self.seat]
        if not 0 <= index < len(hand):
            return
        card = hand[index]
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self.target = None  # a new selection lights its best pile; ←/→ or a click picks another
        self._dirty = True

    def build(self, cost: int | None = None) -> None:
        """Build the selection at the pile of ``cost`` (None: the chosen or dearest reachable
        one); the rules' refusal, if any, reaches the prompt bar through the host."""
        check = self.check()
        if not check.cards:
            self.host.say(_("Pick the cards to build with first (their letters, or click them)."))
            return
        if cost is None:
            if check.problem:
                self.host.say(_("Cannot build: {problem}.").format(problem=check.problem))
                return
            cost = self.target or check.best
            if cost is None:
                return
        self.host.send(Build(cost, check.cards))

    # --- input ----------------------------------------------------------------------------

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout = self.layout
        if layout is None or not self.my_turn():
            return False
        if self.asking is not None:
            for name, rect in self.buttons:
                if rect.contains(x, y):
                    self.answer(name)
                    return True
            return True
        for position in range(RIVER_SLOTS + 1):
            if layout.river_slot(position).contains(x, y):
                self.take(position)
                return True
        hand = self.view.hands[self.seat] if self.seat is not None else []
        for index in range(len(hand) - 1, -1, -1):
            if layout.hand_hit(index, len(hand), hand[index] in self.selected).contains(x, y):
                self.toggle(index)
                return True
        for index, cost in enumerate(DAM_COSTS):
            if layout.pile_target(index).contains(x, y):
                self.build(cost)
                return True
        return False

    def on_mouse_motion(self, x: float, y: float) -> None:
        layout = self.layout
        hover = None
        if layout is not None and self.my_turn() and self.asking is None:
            for position in range(RIVER_SLOTS + 1):
                if layout.river_slot(position).contains(x, y):
                    hover = position
                    break
        if hover != self.hover:
            self.hover = hover
            self._dirty = True

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if not self.my_turn():
            return False
        if self.asking is not None:
            choice = {
                arcade.key.D: "dispose",
                arcade.key.K: "keep",
                arcade.key.BACKSPACE: "cancel",
            }.get(symbol)
            if choice is not None:
                self.answer(choice)
                return True
            return False
        if symbol in _NUMBER_KEYS:
            self.take(_NUMBER_KEYS[symbol])
            return True
        if symbol in _LETTER_KEYS:
            self.toggle(_LETTER_KEYS[symbol])
            return True
        if symbol in _ENTER:
            self.build()
            return True
        if symbol in _CLEAR and self.selected:
            self.selected = []
            self.target = None
            self._dirty = True
            return True
        if symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            reachable = self.check().reachable
            if reachable and self.target in reachable:
                step = 1 if symbol == arcade.key.RIGHT else -1
                self.target = reachable[(reachable.index(self.target) + step) % len(reachable)]
                self._dirty = True
            return True
        return False
