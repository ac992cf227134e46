"""The Hamsterdam table: what the seat sees, and turning drags, clicks and keys into actions.

The table is one canvas repainted only when something changes and cached as a still picture;
each frame copies the picture and draws, on top, what moves: the animation of the last action
(played over the picture from before it) and the hamster being dragged.

Mouse: drag a hamster from the tray or a stack onto a lit card (or click it, then click the
card); click cards to pass or place, buttons, lit cards and ⇄ marks. Keyboard: ↑/↓ choose the
hamster, ←/→ the card, Enter drops it; without hamsters to place ←/→ (or Tab) move the focus
and Enter chooses; 1–9 press the buttons. Each person's cursor starts fresh (never on the last
person's card or hamster), on the harmless answer where there is one (keep the roll, keep the
specials, don't move), and when the screen turns straight from one person to the other (a public
act, no curtain) keys and clicks wait a moment, so the last person's second press acts for nobody.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop_core.i18n import language, translator
from tabletop_core.keys import escape
from tabletop_core.render import GameTable, Host, Rect
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.material import TableSurface
from tabletop_core.render.theme import Palette, reading
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_core.render.widgets.gesture import DRAG_START
from tabletop_core.render.widgets.still_layer import StillLayer
from tabletop_hamsterdam.events import Rolled
from tabletop_hamsterdam.pieces import TWINSTER_SIDEWAYS
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    BAIL,
    BREACH,
    DEPLOY,
    KEEP,
    LIFEGUARDING,
    LOOKING_OUT,
    MOVE,
    PASS,
    REROLLING,
    ROLLING,
    HamsterdamState,
)
from tabletop_hamsterdam.table import explain
from tabletop_hamsterdam.table.choices import TRAY, Ask, Source, ask_for
from tabletop_hamsterdam.table.fx import Effects, Geometry
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.paint import (
    Scenery,
    paint_dice,
    paint_part,
    panel_room,
    part_key,
    parts,
    row_of,
    sizes_for,
    source_rect,
    spot_rect,
    stack_groups,
    table_room,
    town_under,
)
from tabletop_hamsterdam.table.sounds import SOUNDS
from tabletop_hamsterdam.table.textures import frame_texture, hamster_texture

_, ngettext = translator("tabletop_hamsterdam")

_DIGITS = {
    **{getattr(arcade.key, f"KEY_{n}"): n - 1 for n in range(1, 10)},
    **{getattr(arcade.key, f"NUM_{n}"): n - 1 for n in range(1, 10)},
}
_ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER, arcade.key.SPACE)
CALM = 0.4
"""Seconds the table ignores keys and clicks after it turned from one person to another without
a curtain (a public act): the last person's second press never acts for the next one."""
SECRET_BOT_PAUSE = 0.1
"""Of the bots' usual pause, what one of their hidden moves takes (passing, arranging,
deploying): nothing of them shows, so waiting for them would be waiting for nothing."""


def waiting_words(stage: int) -> str:
    texts = {
        PASS: _("passing dam cards"),
        ARRANGE: _("arranging the dam"),
        KEEP: _("choosing special hamsters"),
        DEPLOY: _("deploying hamsters"),
        LOOKING_OUT: _("deciding on a Lookout swap"),
        ROLLING: _("rolling the dice"),
        REROLLING: _("deciding on a re-roll"),
        ABILITY: _("deciding on special hamsters"),
        LIFEGUARDING: _("choosing a Lifeguard rescue"),
        BREACH: _("choosing which end card to flip"),
        MOVE: _("choosing a move"),
        BAIL: _("bailing out a token"),
    }
    return texts.get(stage, "")


class HamsterdamTable(GameTable):
    sounds = SOUNDS
    lists_seats = True

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        settings = host.settings
        window = arcade.get_window()
        self.fx = Effects(settings.animation_speed, settings.reduced_motion)
        self.regions: dict[Any, tuple[tuple[Any, ...], Canvas, Canvas]] = {}
        """Per region of the table: the key it was painted for, its canvas and its top canvas."""
        self.still = StillLayer(window, Palette.TABLE)
        self.surface = TableSurface()
        self.moving: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        """The dragged hamster and the frame of the card it would land on."""
        self.dice = [DieWidget(), DieWidget()]
        self.dice_canvas = Canvas()
        self.layout: TableLayout | None = None
        self.scene: Scenery | None = None
        """What the picture on screen was painted from."""
        self.hits: Scenery | None = None
        """What clicks are tested against: the scenery of the state now."""
        self.ask: Ask | None = None
        self.focus = 0
        self.held: Source | None = None
        self.target: int | None = None
        self.hover_piece: int | None = None
        self.hover_town: int | None = None
        self.picked = False
        """Whether the held hamster was picked by hand (a click on a card then drops it there)."""
        self._press: tuple[Source, float, float] | None = None
        self.dragging = False
        self._ghost: Any = None
        self._frame: Any = None
        self._synced_for: tuple[Any, ...] | None = None
        self._laid_out_for: tuple[Any, ...] | None = None
        self._painted_seat: int | None = -1
        self._regions_for: tuple[Any, ...] = ()
        self._dirty = True
        self._shown_face: tuple[Any, ...] = ()
        self._rolled: int | None = None
        """The value of the roll being animated, if the animated action rolled."""
        self._deploy_from: Rect | None = None
        """Where the hamster being placed was when it was sent (tray slot or drop point)."""
        self._let_go: tuple[float, float] | None = None
        self._selection_for: int | None = None
        """The seat the keyboard cursor and the hamster in hand belong to."""
        self._looked: int | None = host.viewer
        """The seat looking when the last action was played."""
        self.calm = 0.0
        """Seconds input is still ignored (see :data:`CALM`)."""
        self.explaining = False
        """The decision's words the panel has no room for are open (see :mod:`.explain`)."""

    # --- what the table shows -------------------------------------------------------------

    @property
    def view(self) -> HamsterdamState:
        return self.match.view(self.seat)

    def my_turn(self) -> bool:
        return self.host.can_act()

    def big_seat(self, view: HamsterdamState) -> int:
        return self.seat if self.seat is not None else view.active

    def other_rows(self, view: HamsterdamState) -> list[int]:
        big = self.big_seat(view)
        return [(big + k) % view.players for k in range(1, view.players)]

    def items(self) -> list[Any]:
        """What ←/→ (or Tab) walks through when no hamster is to be placed, in screen order."""
        ask = self.ask
        if ask is None:
            return []
        found: list[Any] = [("hand", i) for i in range(len(ask.hand))]
        found += [("special", i) for i in range(len(ask.specials))]
        found += sorted(ask.spots, key=lambda spot: (spot[1], spot[0]))
        found += [("button", i) for i in range(len(ask.buttons))]
        return found

    def focused(self) -> Any:
        items = self.items()
        return items[self.focus % len(items)] if items else None

    @property
    def busy(self) -> bool:
        """An animation is playing: the host lets the next bot wait for it."""
        return self.fx.busy

    def reached(self, event: Any) -> bool:
        """The turn's animation has shown ``event`` (the wave is at its card, the dice down)."""
        return self.fx.reached(event)

    def draw(self, rect: Rect) -> None:
        self._ensure_synced()
        layout = self._laid_out(rect)
        if self.seat != self._painted_seat:
            # another person's eyes: never show them the last one's animation or picture
            self.fx.finish()
            self._dirty = True
        if self._dirty and not self.fx.busy:
            self._repaint(layout)
        elif self.fx.busy and self.ask is None and self.scene is not None and self.scene.ask:
            self._unlight(layout)
        if self.fx.busy:
            self.still.draw(rect, self._paint_layers)
            self.fx.draw()
            self._draw_rolling_dice(layout)
        else:
            self.still.draw(rect, self._paint_layers)
        if self.dragging and len(self.moving):
            self.moving.draw()

    def _laid_out(self, rect: Rect) -> TableLayout:
        """The layout for ``rect`` and the words on the table now (names, numbers, language and
        text size decide how much room they take); worked out again only when one changes."""
        key = (rect, self._synced_for, reading.text_scale, language(), self.match.players)
        if self.layout is None or key != self._laid_out_for:
            self._laid_out_for = key
            others = self.match.players - 1
            scale = TableLayout(rect, others).scale
            scene = self._scenery(None)
            room = table_room(scale, scene)
            if TableLayout(rect, others, room).wide_panel:
                room = panel_room(TableLayout(rect, others, room), scene)
            if self.layout is None or (rect, room) != (self.layout.rect, self.layout.room):
                self.layout = TableLayout(rect, others, room)
                self._dirty = True
        assert self.layout is not None
        return self.layout

    def _paint_layers(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        for _key, canvas, top in self.regions.values():
            canvas.draw()
            top.draw()

    def _ensure_synced(self) -> None:
        key = (len(self.match.actions), self.seat, self.match.to_act, self.host.can_act())
        if key != self._synced_for:
            self._synced_for = key
            self._sync()

    def on_viewer_changed(self, seat: int | None) -> None:
        """Somebody else looks: their cursor starts fresh, never on the last person's choice,
        and straight from one person to the other (no curtain between) keys wait a moment."""
        self._turned_to(seat)
        self._fresh_cursor(seat)

    def _turned_to(self, seat: int | None) -> None:
        previous = self._looked
        self._looked = seat
        person_to_person = previous is not None and seat is not None and seat != previous
        if person_to_person and getattr(self.host, "overlay", None) != "curtain":
            self.calm = CALM

    def _fresh_cursor(self, seat: int | None) -> None:
        if seat == self._selection_for:
            return
        self._selection_for = seat
        self.focus = 0
        self.held = self.target = None
        self.picked = False
        self.hover_piece = self.hover_town = None
        self._press = None
        self._end_drag()
        self._dirty = True

    def bot_pause(self, standard: float) -> float:
        """How long the host lets the next bot move wait: short for a hidden move (nothing of it
        shows but the line of who is busy), the usual pause for what everybody watches."""
        to_act = self.match.to_act
        if to_act is None or not self.match.is_bot(to_act):
            return standard
        secret = self.match.game.shows_secret(self.view, to_act)
        return standard * SECRET_BOT_PAUSE if secret else standard

    def _sync(self) -> None:
        """A new decision (or none for us): ask it, and keep the focus where it makes sense."""
        self._fresh_cursor(self.seat)
        self._press = None
        self.picked = False
        self.explaining = False
        self._end_drag()
        to_act = self.match.to_act
        if self.my_turn() and to_act is not None and self.seat == to_act:
            view = self.view
            self.ask = ask_for(view, to_act, self.match.legal_actions(), self.match.names)
        else:
            self.ask = None
        items = self.items()
        self.focus = min(self.focus, max(0, len(items) - 1))
        ask = self.ask
        if ask is not None and ask.buttons and not ask.spots and not ask.hand:
            self.focus = len(items) - len(ask.buttons)
        if ask is not None and ask.safe is not None:  # a stray Enter takes the harmless answer
            for index, offer in enumerate(ask.buttons):
                if offer.action == ask.safe:
                    self.focus = items.index(("button", index))
        self._choose_held(keep=True)
        self._dirty = True

    def _choose_held(self, keep: bool) -> None:
        ask = self.ask
        if ask is None or not ask.drags:
            self.held, self.target = None, None
            return
        if not (keep and self.held in ask.drags):
            if not ask.hold_first and not self.picked:
                self.held, self.target = None, None
                return
            self.held = ask.sources[0]
        destinations = sorted(ask.drags[self.held])
        if self.target not in destinations:
            previous = self.target if self.target is not None else 0
            self.target = min(destinations, key=lambda p: abs(p - previous))

    def _scenery(self, layout: TableLayout | None) -> Scenery:
        view = self.view
        to_act = self.match.to_act
        waiting = ""
        if to_act is not None and self.ask is None:
            name = self.match.names[to_act]
            waiting = _("{name} is {doing}…").format(name=name, doing=waiting_words(view.stage))
        elif to_act is None:
            waiting = self._final_words()
        return Scenery(
            view=view,
            names=self.match.names,
            bots=[self.match.is_bot(seat) for seat in range(self.match.players)],
            viewer=self.seat,
            big=self.big_seat(view),
            rows=self.other_rows(view),
            to_act=to_act,
            my_turn=self.my_turn(),
            ask=self.ask,
            focus=self.focused(),
            held=self.held,
            target=self.target,
            hover_piece=self.hover_piece,
            hover_town=self.hover_town,
            dice=self.dice,
            waiting=waiting,
            layout=layout,
            explaining=self.explaining,
        )

    def _final_words(self) -> str:
        result = self.match.result
        if result is None:
            return _("The game is over.")
        names = [self.match.names[s] for s in result.winners]
        if len(names) == 1:
            return _("{name} kept the driest town and wins!").format(name=names[0])
        return _("{names} share the win!").format(names=", ".join(names))

    def _repaint(self, layout: TableLayout) -> None:
        self._dirty = False
        view = self.view
        values = view.dice.values
        if not self.fx.rolling:
            for die, value in zip(self.dice, values, strict=True):
                die.value = value
        self.scene = self.hits = scene = self._scenery(layout)
        self._paint_parts(layout, scene)

    def _unlight(self, layout: TableLayout) -> None:
        """While the last move still animates over the picture from before it, nobody may act
        yet: the picture's decision panel goes out (no lit button), the rest stays as it was."""
        assert self.scene is not None
        waiting = "" if self.match.to_act == self.seat else self._scenery(layout).waiting
        self.scene = self.hits = replace(
            self.scene, ask=None, my_turn=False, focus=None, held=None, target=None, waiting=waiting
        )
        self._paint_parts(layout, self.scene)

    def _paint_parts(self, layout: TableLayout, scene: Scenery) -> None:
        if self.regions and self._regions_for != (layout, self.seat):
            self.regions = {}
        self._regions_for = (layout, self.seat)
        wanted = parts(scene)
        regions: dict[Any, tuple[tuple[Any, ...], Canvas, Canvas]] = {}
        for part in wanted:
            key = part_key(part, scene)
            old = self.regions.get(part)
            if old is not None and old[0] == key:
                regions[part] = old
                continue
            canvas, top = (old[1], old[2]) if old is not None else (Canvas(), Canvas())
            canvas.clear()
            top.clear()
            paint_part(part, canvas, top, layout, scene)
            regions[part] = (key, canvas, top)
        self.regions = regions
        self._painted_seat = self.seat
        self.still.invalidate()

    def _draw_rolling_dice(self, layout: TableLayout) -> None:
        """While an action with a roll animates, the dice tumble (then show the roll) over the
        picture from before it."""
        if self._rolled is None:
            return
        face = (*(die.shown for die in self.dice), self.fx.rolling > 0)
        face = (*face, self.fx.thrown)
        if face != self._shown_face:
            self._shown_face = face
            self.dice_canvas.clear()
            part = layout.hud_parts()
            sizes = sizes_for(layout)
            self.dice_canvas.rect(part["dice"], Palette.PANEL)
            self.dice_canvas.rect(part["roll"], Palette.PANEL)
            if not self.fx.thrown:  # thrown dice fly in from the roller's place instead
                paint_dice(self.dice_canvas, layout, sizes, self.dice)
            if not self.fx.rolling:
                self.dice_canvas.fitted_text(
                    _("rolled {n}").format(n=self._rolled),
                    part["roll"],
                    sizes.small,
                    Palette.TEXT,
                    bold=True,
                )
        self.dice_canvas.draw()

    def prompt(self) -> str | tuple[str, ...]:
        """The decision with its keys, in wordings from longest to shortest: the prompt bar
        shows the longest that fits (the keys stay longer than the whole title)."""
        self._ensure_synced()
        ask = self.ask
        if ask is None or not self.my_turn():
            return ""
        if ask.drags:
            keys = _("or [↑][↓] choose a hamster, [←][→] a card, [Enter] to place it")
        elif ask.hand or ask.specials:
            keys = _("click it, or [←][→] and [Enter]")
        elif ask.spots:
            keys = _("click a lit place, or [←][→] and [Enter]")
        else:
            keys = _("click a button or press its number")
        titles = [escape(ask.title)] + ([escape(ask.brief)] if ask.brief else [])
        wordings = [f"{title} · {keys}" for title in titles] + titles
        return tuple(dict.fromkeys(wordings))

    # --- events and time ------------------------------------------------------------------

    def on_events(self, events: list[Any]) -> None:
        self._turned_to(self.seat)
        rolls = [e for e in events if type(e) is Rolled]
        speed, reduced = self.host.settings.animation_speed, self.host.settings.reduced_motion
        self.fx.speed, self.fx.reduced_motion = max(0.1, speed), reduced
        self._rolled = None
        if rolls:
            for die, value in zip(self.dice, rolls[-1].dice, strict=True):
                die.roll_to(value, speed, reduced)
            self._shown_face = ()
            self._rolled = rolls[-1].value
        layout, scene = self.layout, self.scene
        if layout is not None and scene is not None and self._painted_seat == self.seat:
            self.fx.play(events, self._geometry(layout, scene))
        else:
            self.fx.finish()
        self._deploy_from = None
        self.hover_piece = self.hover_town = None
        self._dirty = True

    def _geometry(self, layout: TableLayout, scene: Scenery) -> Geometry:
        """Where things were in the picture painted before the events (``scene``)."""
        old = scene.view

        def row(seat: int) -> int:
            return row_of(scene, seat)

        def top_piece(seat: int, position: int) -> Rect:
            count = max(1, len(old.dams[seat].stacks[position].pieces))
            return layout.piece(row(seat), position, count - 1, count)

        def pixels(seat: int) -> tuple[int, int]:
            w, h = layout.card_size if row(seat) < 0 else layout.small_card_size(row(seat))
            return int(w), int(h)

        def next_piece(seat: int, position: int) -> Rect:
            count = len(old.dams[seat].stacks[position].pieces)
            return layout.piece(row(seat), position, count, count + 1)

        dice_row = layout.hud_parts()["dice"]
        die_size = min(
            44 * layout.scale * sizes_for(layout).text ** 0.5,
            dice_row.height * 0.9,
            dice_row.width * 0.4,
        )
        return Geometry(
            card=lambda seat, p: layout.card(row(seat), p),
            token=lambda seat, p: layout.token(row(seat), p),
            top_piece=top_piece,
            town=lambda seat: layout.town(row(seat)),
            span=lambda seat: layout.row_span(row(seat)),
            cover=lambda seat: Palette.PANEL_LIGHT if seat == scene.to_act else Palette.PANEL,
            card_pixels=pixels,
            number=lambda seat, p: old.dams[seat].cards[p],
            seats=old.players,
            dice=tuple(
                (dice_row.left + dice_row.width * (0.28 + 0.44 * k), dice_row.center_y)
                for k in range(2)
            ),
            die_size=die_size,
            seat_place=lambda seat: layout.town(row(seat)),
            next_piece=next_piece,
            deploy_from=self._deploy_from,
            towns=tuple(
                old.dams[seat].town if row(seat) < 0 or layout.others_shown == "full" else -1
                for seat in range(old.players)
            ),
        )

    def on_reset(self) -> None:
        self._looked = self.seat
        self.calm = 0.0
        self.regions = {}
        self.fx.finish()
        self._end_drag()
        self._press = None
        self.held = self.target = None
        self.hover_piece = self.hover_town = None
        self._synced_for = None
        self._dirty = True

    def on_update(self, delta_time: float) -> None:
        self.calm = max(0.0, self.calm - delta_time)
        for die in self.dice:
            die.update(delta_time)
        if self.fx.update(delta_time):
            self._dirty = True

    # --- acting ----------------------------------------------------------------------------

    def send(self, action: Any) -> None:
        self._end_drag()
        self._press = None
        self.host.send(action)

    def _settle(self) -> None:
        """Input while something animates: land the animation first, so clicks hit what shows.

        Clicks are tested against the scenery of the current state, which is cheap to work out;
        the picture itself is repainted at the next frame."""
        if self.fx.busy:
            self.fx.finish()
            self._dirty = True
        if self._dirty and self.layout is not None:
            self.hits = self._scenery(self.layout)

    def activate(self, item: Any) -> None:
        ask = self.ask
        if ask is None or item is None:
            return
        if item[0] == "hand":
            self.send(ask.hand[item[1]][1])
        elif item[0] == "special":
            self.send(ask.specials[item[1]][1])
        elif item[0] == "button":
            self.send(ask.buttons[item[1]].action)
        elif item in ask.spots:
            self.send(ask.spots[item])

    def drop(self, position: int) -> bool:
        """Place the held hamster on the big dam's card at ``position``; False if it may not go there."""
        ask = self.ask
        if ask is None or self.held is None or self.held not in ask.drags:
            return False
        action = ask.drags[self.held].get(position)
        if action is None:
            self.host.say(_("That hamster cannot go there: drop it on a lit card."))
            self._dirty = True
            return False
        self._deploy_from = self._hand_at()
        self.send(action)
        return True

    def _hand_at(self) -> Rect | None:
        """Where the hamster in hand is: under the dragging hand, or in its tray slot."""
        layout, scene, held = self.layout, self.hits, self.held
        if layout is None or scene is None or held is None:
            return None
        rect = source_rect(layout, scene, held)
        if self._let_go is not None and rect is not None:
            x, y = self._let_go
            return Rect(x - rect.width / 2, y - rect.height / 2, rect.width, rect.height)
        return rect

    # --- mouse -----------------------------------------------------------------------------

    def _card_at(self, x: float, y: float) -> int | None:
        layout = self.layout
        if layout is None:
            return None
        for position in range(11):
            if layout.card(-1, position).inset(-3 * layout.scale).contains(x, y):
                return position
        return None

    def _source_at(self, x: float, y: float) -> Source | None:
        """The draggable hamster under the pointer: in the tray, or in a stack of the big dam."""
        ask, layout, scene = self.ask, self.layout, self.hits
        if ask is None or layout is None or scene is None or not ask.drags:
            return None
        for source in ask.drags:
            rect = source_rect(layout, scene, source)
            if rect is not None and rect.contains(x, y):
                return source
        return None

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout = self.layout
        self._ensure_synced()
        if layout is None or not self.my_turn() or self.ask is None:
            return False
        if self.calm > 0:
            return True
        self._settle()
        ask, scene = self.ask, self.hits
        assert scene is not None
        if explain.toggles(layout, sizes_for(layout), ask, self.explaining, x, y):
            self.toggle_words()
            return True
        for index, rect in enumerate(scene.buttons):
            if rect.contains(x, y):
                self.focus = self.items().index(("button", index))
                self.send(ask.buttons[index].action)
                return True
        view = scene.view
        for index, (_card, action) in enumerate(ask.hand):
            rect = (
                layout.choice_card(index, len(ask.hand))
                if view.stage == PASS
                else layout.hand_card(index, len(ask.hand))
            )
            if rect.contains(x, y):
                self.send(action)
                return True
        for index, (_kind, action) in enumerate(ask.specials):
            if layout.special_choice(index, len(ask.specials)).contains(x, y):
                self.send(action)
                return True
        for spot, action in ask.spots.items():
            if spot_rect(layout, spot).inset(-3 * layout.scale).contains(x, y):
                self.send(action)
                return True
        if not ask.drags:
            return False
        source = self._source_at(x, y)
        if source is not None:
            self.held = source
            self.picked = True
            self._choose_held(keep=True)
            self._press = (source, x, y)
            self._dirty = True
            return True
        position = self._card_at(x, y)
        held = self.held
        if position is not None and held in ask.drags and (self.picked or held[0] == TRAY):
            self.drop(position)
            return True
        return False

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        press = self._press
        if press is None or self.layout is None or not self.my_turn():
            return False
        source, x0, y0 = press
        if not self.dragging:
            if abs(x - x0) + abs(y - y0) < DRAG_START:
                return False
            self._start_drag(source)
        ghost = self._ghost
        ghost.center_x, ghost.center_y = x, y
        frame = self._frame
        position = self._card_at(x, y)
        ask = self.ask
        if ask is not None and position is not None and position in ask.drags.get(source, {}):
            card = self.layout.card(-1, position)
            frame.visible = True
            frame.center_x, frame.center_y = card.center_x, card.center_y
            frame.width, frame.height = card.width + 10, card.height + 10
        else:
            frame.visible = False
        return True

    def _start_drag(self, source: Source) -> None:
        layout = self.layout
        assert layout is not None
        self.dragging = True
        self.held = source
        kind = source[-1]
        size = layout.card_size[0] * 0.72
        self.moving.clear()
        self._frame = arcade.Sprite(frame_texture())
        self._frame.visible = False
        self._ghost = arcade.Sprite(hamster_texture(kind))
        self._ghost.width = self._ghost.height = size
        if kind == TWINSTER_SIDEWAYS:
            self._ghost.angle = 90
        self.moving.append(self._frame)
        self.moving.append(self._ghost)

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        press = self._press
        self._press = None
        if not self.dragging or press is None:
            return False
        self._end_drag()
        if not self.my_turn():
            return True
        position = self._card_at(x, y)
        if position is None:
            self.host.say(_("Drop the hamster on one of your lit cards."))
            self._dirty = True
            return True
        self.held = press[0]
        self._let_go = (x, y)
        self.drop(position)
        self._let_go = None
        return True

    def _end_drag(self) -> None:
        self.dragging = False
        self.moving.clear()
        self._ghost = self._frame = None

    def on_mouse_motion(self, x: float, y: float) -> None:
        piece = self._piece_at(x, y)
        town = None if piece is not None else self._town_at(x, y)
        if (piece, town) != (self.hover_piece, self.hover_town):
            self.hover_piece, self.hover_town = piece, town
            self._dirty = True

    def _town_at(self, x: float, y: float) -> int | None:
        """The seat whose town, sea or figures are under the pointer (told in words)."""
        layout, scene = self.layout, self.hits
        if layout is None or scene is None:
            return None
        return town_under(layout, scene, x, y)

    def _piece_at(self, x: float, y: float) -> int | None:
        """The special hamster under the pointer (its ability shows in the panel): in the tray,
        on a dam, or a special offered to keep (whose cell may have room for its name only)."""
        layout, scene = self.layout, self.hits
        if layout is None or scene is None:
            return None
        specials = self.ask.specials if self.ask is not None else []
        for index, (kind, _action) in enumerate(specials):
            if layout.special_choice(index, len(specials)).contains(x, y):
                return kind
        view = scene.view
        for index, kind in enumerate(scene.tray_kinds):
            if kind and layout.tray_slot(index).contains(x, y):
                return kind
        for seat in range(view.players):
            row = row_of(scene, seat)
            dam = view.dams[seat]
            for position in range(min(11, len(dam.cards))):
                groups = stack_groups(dam.stacks[position].pieces)
                if not groups or dam.flipped[position]:
                    continue
                for index in range(len(groups) - 1, -1, -1):
                    if layout.piece(row, position, index, len(groups)).contains(x, y):
                        return groups[index][0] or None
        return None

    def toggle_words(self) -> None:
        """Open or close the decision's words the panel has no room for."""
        self.explaining = not self.explaining
        self._dirty = True

    # --- keyboard --------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        self._ensure_synced()
        if not self.my_turn() or self.ask is None:
            return False
        if self.calm > 0:
            return True
        if self.fx.busy:
            self.fx.finish()
            self._dirty = True
        ask = self.ask
        key = arcade.key
        if symbol == key.W and self.layout is not None and explain.hidden(self.layout, ask):
            self.toggle_words()
            return True
        if symbol in _DIGITS:
            index = _DIGITS[symbol]
            if ask.specials and index < len(ask.specials):
                self.send(ask.specials[index][1])
                return True
            if index < len(ask.buttons):
                self.send(ask.buttons[index].action)
                return True
            return False
        if ask.drags and self.held in ask.drags:
            if symbol in (key.LEFT, key.RIGHT):
                destinations = sorted(ask.drags[self.held])
                step = 1 if symbol == key.RIGHT else -1
                at = destinations.index(self.target) if self.target in destinations else 0
                self.target = destinations[(at + step) % len(destinations)]
                self._dirty = True
                return True
            if symbol in (key.UP, key.DOWN):
                sources = ask.sources
                step = 1 if symbol == key.UP else -1
                self.held = sources[(sources.index(self.held) + step) % len(sources)]
                self.picked = True
                self._choose_held(keep=True)
                self._dirty = True
                return True
            if symbol in _ENTER and self.target is not None:
                self.drop(self.target)
                return True
        elif ask.drags and symbol in (key.UP, key.DOWN):
            self.held = ask.sources[0 if symbol == key.UP else -1]
            self.picked = True
            self._choose_held(keep=True)
            self._dirty = True
            return True
        items = self.items()
        if not items:
            return False
        if symbol in (key.LEFT, key.RIGHT, key.TAB, key.UP, key.DOWN):
            step = -1 if symbol in (key.LEFT, key.UP) or modifiers & key.MOD_SHIFT else 1
            self.focus = (self.focus + step) % len(items)
            self._dirty = True
            return True
        if symbol in _ENTER:
            self.activate(self.focused())
            return True
        return False


__all__ = ["HamsterdamTable"]
