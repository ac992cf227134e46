"""The Beaver Creek table: the side view of the dam, and turning drags and keys into actions.

A piece is picked up from the tray (click or drag it, or press its number), carried over the
dam (the mouse, or the arrow keys: fine steps, coarse with Shift; ↑/↓ jump between the spots the
rules offer, the likeliest to hold first: :mod:`tabletop_beaver_creek.steadiness`), turned (Q/E or the wheel) and let go (release the button, or Enter). Its ghost
shows where the hand would let go of it: straight below the carried piece, just above the dam.

After every action the world's settle, as the rules filmed it in their events, is played back:
live for a placement, in slow motion for an accident. Drawing is a still layer
(the creek, the panels, the settled dam) copied while nothing moves, with the piece in hand,
its ghost and the playback drawn live on top.
"""

from __future__ import annotations

import math
import random
from typing import Any

from tabletop_beaver_creek import placing, preview, steadiness, tray
from tabletop_beaver_creek.actions import Discard, Keep, Place, Roll
from tabletop_beaver_creek.dice import (
    HOW_FACES,
    MIRRORED_HAND,
    SCISSOR_GRIP,
    TREMBLING_HAND,
    WHAT_FACES,
)
from tabletop_beaver_creek.events import (
    Accident,
    GameEnded,
    LogTakenBack,
    Refused,
    Rolled,
    TurnEnded,
)
from tabletop_beaver_creek.pieces import LOG, REACH, SMALL_LOG
from tabletop_beaver_creek.scoring import verdict
from tabletop_beaver_creek.state import DISCARD, OVER, PLACE, ROLL, SETUP, CreekState
from tabletop_beaver_creek.table.layout import TRAY_SLOTS, Camera, TableLayout
from tabletop_beaver_creek.table.measure import measure_needs
from tabletop_beaver_creek.table.paint import (
    PIECE_KEYS,
    Scenery,
    cannot_place_words,
    paint_banner,
    paint_marks,
    paint_scene,
    paint_side,
    paint_stocks,
    sizes_for,
    solo_over_words,
    stuck_words,
    taken_back_words,
)
from tabletop_beaver_creek.table.playback import Playback
from tabletop_beaver_creek.table.scene import DamSprites, HandSprites
from tabletop_beaver_creek.table.sounds import SOUNDS
from tabletop_beaver_creek.table.textures import how_texture, what_texture
from tabletop_core.i18n import language, translator
from tabletop_core.keys import escape
from tabletop_core.keys import key as key_cap
from tabletop_core.render import GameTable, Host, Rect
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.material import TableSurface
from tabletop_core.render.motion import Flourish
from tabletop_core.render.standard_size import standard_size
from tabletop_core.render.theme import Palette, table_scale, table_sizes
from tabletop_core.render.widgets.gesture import Gesture
from tabletop_core.render.widgets.picture_die import PictureDie
from tabletop_core.render.widgets.still_layer import StillLayer

_, ngettext = translator("tabletop_beaver_creek")

FINE_STEP = 2.0
COARSE_STEP = 20.0
FINE_TURN = 1.0
COARSE_TURN = 5.0
WHEEL_TURN = 3.0
CARRY_ABOVE = 40.0
"""World units between the ghost and a piece carried by keyboard."""
BANNER_SECONDS = 3.5
TREMBLE = 1.2
SWING = 6.0

_ENTER = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER)
_NUMBERS = {
    **{getattr(arcade.key, f"KEY_{n}"): n - 1 for n in range(1, TRAY_SLOTS + 1)},
    **{getattr(arcade.key, f"NUM_{n}"): n - 1 for n in range(1, TRAY_SLOTS + 1)},
}
_SHIFT = arcade.key.MOD_SHIFT


def tray_keys(slots: list[str], open_kinds: list[str]) -> str:
    """The number keys of the slots that can be picked from now: ``[1]–[3]``, ``[2]–[3]``,
    ``[1], [3]``."""
    numbers = [index + 1 for index, kind in enumerate(slots) if kind in open_kinds]
    if len(numbers) > 1 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"{key_cap(str(numbers[0]))}–{key_cap(str(numbers[-1]))}"
    return ", ".join(key_cap(str(n)) for n in numbers)


def _roll_faces(view: CreekState) -> tuple[Any, Any]:
    what, how = view.dice.values
    return (tuple(what) if what is not None else None), how


class BeaverCreekTable(GameTable):
    sounds = SOUNDS
    lists_seats = True

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        settings = host.settings
        self.reduced_motion = bool(settings.reduced_motion)
        self.speed = float(settings.animation_speed)
        window = arcade.get_window()
        self.still = StillLayer(window, Palette.TABLE)
        self.surface = TableSurface()
        self.base = Canvas()
        self.marks = Canvas()
        self.live = Canvas()
        """Shapes that move (the plumb line, marks on falling pieces): rebuilt as they move."""
        self.words = Canvas()
        """The banner and the refusal under the ghost: rebuilt only when their words change."""
        self._words_key: tuple[Any, ...] | None = None
        self.dice_canvas = Canvas()
        self.dam = DamSprites()
        self.hand_sprites = HandSprites()
        self.dice = (PictureDie(WHAT_FACES), PictureDie(HOW_FACES))
        self.playback = Playback(self.speed, self.reduced_motion)
        self.flourish = Flourish(self.speed, self.reduced_motion)
        """The dam's shake when an accident starts."""
        self.layout: TableLayout | None = None
        self.camera: Camera | None = None
        self.slots: list[tuple[str, Rect]] = []
        self.buttons: list[tuple[str, Rect]] = []
        self.held: str | None = None
        self.hand_x = 0.0
        self.angle = 0.0
        self.pointer_y: float | None = None
        self.held_y: float | None = None
        """World y the keys hold the piece at, slid in under an overhang (None: from above)."""
        """World y of the pointer while the mouse carries the piece (None: carried by keys)."""
        self.gesture = Gesture()
        self.aim: preview.Aim | None = None
        self._aim_stale = True
        self.focus = 0
        self.keyboard = False
        self.banner: str | tuple[str, ...] = ""
        self.alarm = False
        self._banner_left = 0.0
        self._clock = 0.0
        self._view: CreekState | None = None
        self._view_key: tuple[Any, ...] | None = None
        self._synced: tuple[Any, ...] | None = None
        self._dirty = True
        self._live_key: tuple[Any, ...] | None = None
        self._needs_settle_sync = False
        self._placeable: tuple[CreekState, list[str]] | None = None
        self._ranked: tuple[CreekState, str, list[Any]] | None = None
        """A playback is under way: show the settled dam once it ends."""
        self._set_dice(self.view, roll=False)

    # --- what the table shows ---------------------------------------------------------------

    @property
    def view(self) -> CreekState:
        key = (id(self.match), len(self.match.actions), self.seat)
        if key != self._view_key or self._view is None:
            self._view = self.match.view(self.seat)
            self._view_key = key
        return self._view

    def my_turn(self) -> bool:
        return self.host.can_act()

    def placeable(self) -> list[str]:
        if not self.my_turn():
            return []
        view = self.view
        if self._placeable is None or self._placeable[0] is not view:
            self._placeable = (view, placing.placeable(view)[:TRAY_SLOTS])
        return self._placeable[1]

    def tray(self) -> list[str]:
        """The tray's slots in number order, the same for the whole turn (:mod:`tray`); the
        pieces not placeable now are shown closed, with why."""
        if not self.my_turn():
            return []
        return tray.slots(self.view)

    def stuck(self) -> list[tuple[str, str]]:
        """The beavers or logs the dice still ask for that cannot go now, with why."""
        view = self.view
        if not self.my_turn() or view.phase != PLACE or view.combo_due:
            return []
        open_kinds = self.placeable()
        found = []
        if view.beavers_due > 0 and "beaver" not in open_kinds:
            found.append(("beaver", self.why_not("beaver")))
        stock = view.stocks[view.current]
        if (
            view.logs_due > 0
            and stock.total()
            and not any(k in open_kinds for k in (LOG, SMALL_LOG))
        ):
            found.append((LOG, self.why_not(LOG if stock[LOG] else SMALL_LOG)))
        return found

    def why_not(self, kind: str) -> str:
        """Why ``kind`` cannot be placed now, in words ("" when it can)."""
        why = tray.why_not(self.view, kind) if self.my_turn() else None
        return _(why) if why else ""

    @property
    def busy(self) -> bool:
        """An animation is playing: the host lets the next bot wait for it."""
        return self.playback.busy or self.flourish.busy

    def reached(self, event: Any) -> bool:
        """An accident is told once its slow motion has shown the pieces fall."""
        return self.playback.reached(event)

    def draw(self, rect: Rect) -> None:
        layout = self._layout_for(rect)
        key = (
            id(self.match),
            len(self.match.actions),
            self.seat,
            self.match.to_act,
            self.host.can_act(),
        )
        if key != self._synced:
            self._sync(layout)
            self._synced = key
        if self._dirty:
            self._repaint(layout)
            self.still.invalidate()
        if any(die.rolling > 0 for die in self.dice):
            self._paint_still()
            self.still.invalidate()
        else:
            self.still.draw(rect, self._paint_still)
        self._place_dam()
        with self.flourish.shaken(layout.scene):
            self.dam.draw()
            if not self.playback.busy:
                self.marks.draw()
            self._draw_live(layout)

    def _layout_for(self, rect: Rect) -> TableLayout:
        """The layout for ``rect`` at the text size and language in force, measured anew only
        when one of them (or the seats) changed."""
        sizes = table_sizes(table_scale(rect), title=24, heading=16, body=13, small=11, pad=10)
        names, players = self.match.names, self.match.players
        key = (language(), sizes, tuple(names))
        layout = self.layout
        if (
            layout is not None
            and layout.rect == rect
            and layout.players == players
            and layout.needs.key[:3] == key
        ):
            return layout
        bots = [self.match.is_bot(seat) for seat in range(players)]
        needs = measure_needs(sizes, table_scale(rect), names, bots)

        def plain(room: Rect) -> Rect:
            """The scene as this window lays it out at 100 % text."""
            scale = table_scale(room)
            type_ = table_sizes(scale, title=24, heading=16, body=13, small=11, pad=10)
            return TableLayout(room, players, type_, measure_needs(type_, scale, names, bots)).scene

        standard = standard_size(plain, rect) if sizes.text > 1.0 else None
        self.layout = layout = TableLayout(rect, players, sizes, needs, standard)
        self._synced = None
        self._words_key = None
        return layout

    def _paint_still(self) -> None:
        if self.layout is not None:
            self.surface.draw(self.layout.rect)
        self.base.draw()
        self.dice_canvas.draw()

    def _place_dam(self) -> None:
        """Sprites where the playback's frame has them, or (once it ends) where they settled."""
        camera = self.camera
        frame = self.playback.frame()
        take = self.playback.current
        if frame is not None and take is not None and camera is not None:
            self.dam.show(frame, take.clip.kinds, camera, take.fallen if take.slow else ())
        elif self._needs_settle_sync:
            self._needs_settle_sync = False
            if self.layout is not None:
                settled = self.layout.camera(preview.dam_top(self.view))
                if settled != self.camera:
                    self.camera = settled
                    self._dirty = True
            self._show_settled()

    def _sync(self, layout: TableLayout) -> None:
        view = self.view
        camera = layout.camera(preview.dam_top(view))
        keep = self.playback.busy and self.camera is not None and self.camera.k < camera.k
        if not keep:  # a dam falling keeps the wider view until the playback ends
            self.camera = camera
        if self.held is not None and self.held not in self.placeable():
            self._drop_hand()
        if not self.playback.busy:
            self._show_settled()
        self._aim_stale = True
        self._dirty = True

    def _show_settled(self) -> None:
        view = self.view
        if self.camera is not None:
            kinds = {key: piece.kind for key, piece in view.pieces.items()}
            poses = {key: (p.x, p.y, p.angle) for key, p in view.pieces.items()}
            self.dam.show(poses, kinds, self.camera)

    def _repaint(self, layout: TableLayout) -> None:
        self._dirty = False
        view = self.view
        camera = self.camera or layout.camera(preview.dam_top(view))
        sizes = sizes_for(layout)
        self.base.clear()
        self.marks.clear()
        scenery = Scenery(
            view=view,
            names=self.match.names,
            bots=[self.match.is_bot(seat) for seat in range(self.match.players)],
            to_act=self.match.to_act,
            my_turn=self.my_turn(),
            kinds=self.tray(),
            closed={kind: self.why_not(kind) for kind in self.tray()} if self.my_turn() else {},
            held=self.held,
            focus=self.focus,
            keyboard=self.keyboard,
            over_line=self.over_line(),
        )
        paint_scene(self.base, layout, camera)
        paint_side(self.base, layout, sizes, scenery)
        paint_stocks(self.base, layout, sizes, scenery)
        paint_marks(self.marks, camera, view, preview.last_log(view))
        if self.match.is_over and not self.banner:
            paint_banner(self.marks, layout, sizes, self.over_line(), alarm=False)
        self.slots = scenery.slots
        self.buttons = scenery.buttons
        self._paint_dice(layout)

    def _paint_dice(self, layout: TableLayout) -> None:
        self.dice_canvas.clear()
        pictures = (what_texture, how_texture)
        for index, die in enumerate(self.dice):
            center, size = layout.die(index)
            if die.shown is None:
                rect = Rect(center[0] - size / 2, center[1] - size / 2, size, size)
                self.dice_canvas.rect(
                    rect,
                    (0, 0, 0, 40),
                    border=Palette.PANEL_EDGE,
                    border_width=1,
                    chamfer=size * 0.16,
                )
                self.dice_canvas.fitted_text(
                    "?", rect, sizes_for(layout).heading, Palette.TEXT_MUTED
                )
                continue
            drawn = die.paint_picture(self.dice_canvas, center, size, pictures[index])
            self.dice_canvas.piece(("die", index), drawn)

    def end_note(self) -> str:
        """Solo: the rulebook's verdict on the logs placed, for the end screen."""
        view = self.view
        if view.players != 1 or view.phase != OVER:
            return ""
        return solo_over_words(view.logs_placed, verdict(view.logs_placed))

    def over_line(self) -> str:
        result = self.match.result
        view = self.view
        if result is None:
            return ""
        if view.players == 1:
            placed = view.logs_placed
            return solo_over_words(placed, verdict(placed))
        names = [self.match.names[seat] for seat in result.winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        return _("{names} share the win!").format(names=", ".join(names))

    # --- the live layer -----------------------------------------------------------------------

    def _draw_live(self, layout: TableLayout) -> None:
        camera = self.camera
        if camera is None:
            return
        frame = self.playback.frame()
        if self.held is not None and self._aim_stale:
            self._update_aim()
        key = self._live_signature(frame)
        if key != self._live_key:
            self._live_key = key
            self._paint_live(layout, camera, frame)
        problem = self.aim.problem if self.held is not None and self.aim is not None else None
        words = (self.banner, self.alarm, problem, layout.rect)
        if words != self._words_key:
            self._words_key = words
            self._paint_words(layout, problem)
        self.live.draw()
        self.hand_sprites.draw()
        self.words.draw()

    def _live_signature(self, frame: Any) -> tuple[Any, ...]:
        take = self.playback.current
        return (
            id(frame) if frame is not None else None,
            self.held,
            self.aim,
            self.pointer_y,
            self._wobble() if self.held else None,
            id(take) if take else None,
        )

    def _wobble(self) -> tuple[float, float]:
        """How the carried piece moves in the hand (a look only): a tremble or a swing."""
        if self.reduced_motion:
            return (0.0, 0.0)
        handicap = preview.handicap_in_force(self.view)
        if handicap == TREMBLING_HAND:
            tick = int(self._clock * 20)
            rng = random.Random(tick)
            return (rng.gauss(0.0, TREMBLE), rng.gauss(0.0, 1.5))
        if handicap == SCISSOR_GRIP:
            return (0.0, SWING * math.sin(self._clock * 3.2))
        return (0.0, 0.0)

    def _paint_live(self, layout: TableLayout, camera: Camera, frame: Any) -> None:
        live = self.live
        live.clear()
        s = layout.scale
        if self.held is None or self.aim is None:
            self.hand_sprites.clear()
            return
        aim = self.aim
        dx, turn = self._wobble()
        if self.pointer_y is not None:
            carried_y = self.pointer_y
        elif self.held_y is not None:
            carried_y = aim.y
        else:
            carried_y = aim.y + CARRY_ABOVE
        carried_y = max(carried_y, aim.y + 12.0)
        radians = math.radians(aim.angle)
        self.hand_sprites.show(
            self.held,
            camera,
            (aim.x + dx, carried_y, radians + math.radians(turn)),
            (aim.x, aim.y, radians),
            aim.problem is not None,
        )
        top_x, top_y = camera.to_screen(aim.x, carried_y)
        ghost_x, ghost_y = camera.to_screen(aim.x, aim.y)
        for y in range(int(ghost_y), int(top_y), 8):
            live.line(top_x, y, top_x, min(y + 4, top_y), (255, 255, 255, 160), 1)
        mark_x = ghost_x + 28 * s
        if aim.problem is not None:
            live.marker("cross", mark_x, ghost_y + 18 * s, 9 * s, Palette.DANGER)
        if preview.handicap_in_force(self.view) == MIRRORED_HAND and self.pointer_y is not None:
            hx, hy = camera.to_screen(self.hand_x, self.pointer_y)
            live.ring(hx, hy, 10 * s, Palette.FOCUS, 2)
            for side in (-1, 1):
                live.polygon(
                    [
                        (hx + side * 18 * s, hy),
                        (hx + side * 13 * s, hy + 4 * s),
                        (hx + side * 13 * s, hy - 4 * s),
                    ],
                    Palette.FOCUS,
                )

    def _paint_words(self, layout: TableLayout, problem: str | None) -> None:
        words = self.words
        words.clear()
        sizes = sizes_for(layout)
        s = layout.scale
        if self.banner:
            paint_banner(words, layout, sizes, self.banner, self.alarm)
        if problem is not None:
            text = _("Cannot let go here: {reason}").format(reason=problem)
            scene = layout.scene
            lines = min(2, Canvas.lines_needed(text, sizes.small, scene.width - 72 * s))
            height = max(22 * s, lines * sizes.line(sizes.small) + 4 * s)
            note = Rect(scene.left + 8 * s, scene.bottom + 6 * s, scene.width - 16 * s, height)
            words.rect(note, (20, 24, 31, 200), chamfer=5 * s)
            words.marker("cross", note.left + 14 * s, note.center_y, 7 * s, Palette.DANGER)
            words.fitted_text(
                text,
                note.inset(28 * s, 0),
                sizes.small,
                Palette.TEXT,
                lines=lines,
                align="center",
            )

    def _update_aim(self) -> None:
        self._aim_stale = False
        if self.held is None:
            self.aim = None
            return
        limit = preview.turn_limit(self.view, self.held)
        self.angle = max(-limit, min(limit, self.angle))
        self.hand_x = max(-REACH, min(REACH, self.hand_x))
        held = self.pointer_y if self.pointer_y is not None else self.held_y
        self.aim = preview.aim(self.view, self.held, self.hand_x, self.angle, held)

    # --- events and time ----------------------------------------------------------------------

    def on_events(self, events: list[Any]) -> None:
        view = self.view
        accident = next((e for e in events if isinstance(e, Accident)), None)
        refused = next((e for e in events if isinstance(e, Refused)), None)
        clip = None if self.reduced_motion else preview.settle_clip(events, view.pieces)
        if clip is not None and clip.frames:
            self.playback.add(
                clip,
                slow=accident is not None,
                fallen=accident.fallen if accident else (),
                shows=(accident,) if accident else (),
            )
            self._needs_settle_sync = True
            if accident is not None:
                self.flourish.shake(7.0 * (self.layout.scale if self.layout else 1.0), 0.6)
        for event in events:
            if isinstance(event, Rolled):
                self._set_dice(view, roll=True)
        self._announce(events, accident, refused)
        self._dirty = True
        self._aim_stale = True

    def _announce(self, events: list[Any], accident: Any, refused: Any) -> None:
        names = self.match.names
        text: str | tuple[str, ...] = ""
        alarm = False
        if accident is not None:
            fell, gone = len(accident.fallen), len(accident.discarded)
            text = ngettext("Accident! {n} piece fell", "Accident! {n} pieces fell", fell).format(
                n=fell
            )
            if gone:
                text += " · " + ngettext("{n} to the table", "{n} to the table", gone).format(
                    n=gone
                )
            if not self.reduced_motion:
                text += " · " + _("slow motion")
            alarm = True
        elif refused is not None:
            text = taken_back_words(refused.piece, names[refused.seat], refused.reason)
        for event in events:
            if isinstance(event, LogTakenBack):
                text = _("{name} takes a log back (the last-log rule)").format(
                    name=names[event.seat]
                )
            elif isinstance(event, Rolled) and event.rerolls:
                text = _("Rerolled: there is no log yet to rest a log on")
            elif isinstance(event, GameEnded):
                text = self.over_line()
            elif isinstance(event, TurnEnded) and not text and event.seat != self.match.to_act:
                nxt = self.match.to_act
                if nxt is not None:
                    text = _("{name}'s turn").format(name=names[nxt])
        take = self.playback.current
        if not alarm and self.alarm and take is not None and take.slow:
            return  # the accident stays announced while it plays
        self.banner, self.alarm = text, alarm
        self._banner_left = BANNER_SECONDS / max(0.1, self.speed) if text else 0.0

    def _set_dice(self, view: CreekState, roll: bool) -> None:
        for die, value in zip(self.dice, _roll_faces(view), strict=True):
            if roll and value is not None:
                die.roll_to(value, self.speed, self.reduced_motion)
            else:
                die.value = value
                die.rolling = 0.0

    def on_reset(self) -> None:
        self.playback.clear()
        self.flourish.finish()
        self._drop_hand()
        self._view = None
        self._view_key = None
        self._synced = None
        self._needs_settle_sync = False
        self.banner = ""
        self._set_dice(self.view, roll=False)
        self._dirty = True

    def on_update(self, delta_time: float) -> None:
        self._clock += delta_time
        rolled = False
        for die in self.dice:
            rolled = die.update(delta_time) or rolled
        if rolled and self.layout is not None:
            self._paint_dice(self.layout)
            self.still.invalidate()
        self.playback.update(delta_time)
        self.flourish.update(delta_time)
        if self._banner_left > 0:
            self._banner_left -= delta_time
            if self._banner_left <= 0 and not self.playback.busy:
                self.banner = ""
                self._dirty = self._dirty or self.match.is_over
            elif self._banner_left <= 0:
                self._banner_left = 0.3

    # --- actions ------------------------------------------------------------------------------

    def roll(self) -> None:
        self.host.send(Roll())

    def pick(self, kind: str, pointer: tuple[float, float] | None = None) -> None:
        """Take ``kind`` in hand: at the pointer, or (keys) over the steadiest offered spot."""
        if kind not in self.placeable():
            self.host.say(cannot_place_words(kind, self.why_not(kind)))
            return
        self.held = kind
        self.angle = 0.0
        self.held_y = None
        if pointer is not None and self.camera is not None:
            self._carry_to(*pointer)
        else:
            self.pointer_y = None
            ranked = self.ranked(kind)
            if ranked:  # picked up by key: held over the steadiest spot
                (self.hand_x, self.angle), self.held_y = ranked[0]
        self._aim_stale = True
        self._dirty = True

    def _carry_to(self, sx: float, sy: float) -> None:
        camera = self.camera
        if camera is None:
            return
        wx, wy = camera.to_world(sx, sy)
        self.hand_x = max(-REACH, min(REACH, wx))
        self.pointer_y = wy
        self.held_y = None
        self._aim_stale = True

    def let_go(self) -> bool:
        """Send the piece in hand where its ghost is; True when the game took it."""
        if self.held is None:
            return False
        self._update_aim()
        aim = self.aim
        if aim is None:
            return False
        if aim.problem is not None:
            self.host.say(_("Cannot let go here: {reason}").format(reason=aim.problem))
            return False
        action = Place(self.held, round(aim.hand_x, 3), round(aim.y, 3), round(aim.angle, 3))
        events = self.host.send(action)
        if events:
            self._drop_hand()
            return True
        return False

    def _drop_hand(self) -> None:
        self.held = None
        self.aim = None
        self.gesture.cancel()
        self.pointer_y = None
        self.held_y = None
        self.hand_sprites.clear()
        self._dirty = True

    def put_back(self) -> None:
        self._drop_hand()

    def discard(self, choice: str) -> None:
        self.host.send(Keep() if choice == "keep" else Discard(choice))

    def turn(self, degrees: float) -> None:
        if self.held is None:
            return
        self.angle += degrees
        self._aim_stale = True

    def nudge(self, units: float) -> None:
        if self.held is None:
            return
        self.hand_x += units
        self.pointer_y = None
        self._aim_stale = True

    def jump(self, step: int) -> None:
        """Move the hand to the next (or previous) spot the rules offer for the piece."""
        if self.held is None:
            return
        ranked = self.ranked(self.held)
        if not ranked:
            return
        spots = [spot for spot, _height in ranked]
        here = (round(self.hand_x, 3), round(self.angle, 3))
        if here in spots:
            index = (spots.index(here) + step) % len(spots)
        else:
            index = 0 if step > 0 else len(spots) - 1
        (self.hand_x, self.angle), self.held_y = ranked[index]
        self.pointer_y = None
        self._aim_stale = True

    def ranked(self, kind: str) -> list[tuple[tuple[float, float], float | None]]:
        """The offered spots for ``kind``, the likeliest to hold first (:mod:`steadiness`):
        the order ↑/↓ walks them in. Worked out once per view and piece."""
        view = self.view
        if self._ranked is None or self._ranked[0] is not view or self._ranked[1] != kind:
            self._ranked = (view, kind, steadiness.ranked_holds(view, kind))
        return self._ranked[2]

    # --- prompt -------------------------------------------------------------------------------

    def prompt(self) -> tuple[str, ...]:
        """What the person is asked, in wordings from the longest to the shortest: the host
        shows the longest that fits its prompt bar (large text, long names)."""
        if not self.my_turn():
            return ()
        view = self.view
        if view.phase == ROLL:
            return (
                _("roll the dice: click them, or press [R] (or [Enter])"),
                _("roll the dice: click them or press [R]"),
                _("roll the dice ([R])"),
            )
        if view.phase == DISCARD:
            return (
                _(
                    "another player had an accident: [K] keeps your logs, [L] or [S] throws one away"
                ),
                _("[K] keeps your logs, [L] or [S] throws one away"),
                _("keep ([K]) or throw a log away ([L]/[S])"),
            )
        if self.held is not None:
            return (
                _(
                    "carry it (mouse or [←]/[→], with [Shift] in big steps, [↑]/[↓] next spot), "
                    "turn it ([Q]/[E], wheel), let go (release or [Enter])"
                ),
                _("carry it (mouse, arrow keys), turn it ([Q]/[E]), let go ([Enter])"),
                _("carry, turn ([Q]/[E]), let go ([Enter])"),
            )
        if view.phase == SETUP:
            return (
                _("stand a beaver on a free space: drag it from your hand, or press [1]"),
                _("stand a beaver on a free space: drag it or press [1]"),
                _("place a beaver ([1])"),
            )
        kinds = self.placeable()
        if not kinds:
            return (_("nothing more can be placed"),)
        keys = tray_keys(self.tray(), kinds)
        plain = (
            _("drag a piece from your hand onto the dam, or press its number ({keys})").format(
                keys=keys
            ),
            _("drag a piece onto the dam, or press {keys}").format(keys=keys),
            _("place a piece ({keys})").format(keys=keys),
        )
        stuck = " ".join(escape(stuck_words(kind, why)) for kind, why in self.stuck())
        if not stuck:
            return plain
        return tuple(f"{stuck} {wording}" for wording in plain) + plain

    # --- input --------------------------------------------------------------------------------

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout = self.layout
        if layout is None or not self.my_turn():
            return False
        self.keyboard = False
        phase = self.view.phase
        if phase == ROLL:
            dice = layout.dice_area
            if dice.contains(x, y) or any(r.contains(x, y) for _n, r in self.buttons):
                self.roll()
                return True
            return False
        if phase == DISCARD:
            for name, rect in self.buttons:
                if rect.contains(x, y):
                    self.discard(name)
                    return True
            return False
        for kind, rect in self.slots:
            if rect.contains(x, y):
                self.pick(kind, (x, y))
                self.gesture.press(x, y, took=self.held == kind)
                return True
        if self.held is not None:
            if layout.scene.contains(x, y):
                self._carry_to(x, y)
                self.let_go()
            else:
                self.put_back()
            return True
        return False

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool:
        if self.held is None or not self.gesture.dragging or not self.my_turn():
            return False
        self._carry_to(x, y)
        return True

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        if self.held is None or not self.gesture.dragging or self.layout is None:
            return False
        if not self.gesture.release(x, y):
            return True  # a click on the tray: the piece stays in hand and follows the pointer
        if self.layout.scene.contains(x, y):
            self._carry_to(x, y)
            self.let_go()
        else:
            self.put_back()
        return True

    def on_mouse_motion(self, x: float, y: float) -> None:
        """The piece in hand follows the pointer, also one picked up by keyboard once the
        pointer moves over the dam."""
        if self.held is None:
            return
        over_the_dam = self.layout is not None and self.layout.scene.contains(x, y)
        if self.pointer_y is not None or over_the_dam:
            self._carry_to(x, y)

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        if self.held is None:
            return False
        self.turn(scroll_y * WHEEL_TURN)
        return True

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == arcade.key.SPACE and self.busy:
            self.playback.skip()
            self.flourish.finish()
            return True
        if not self.my_turn():
            return False
        self.keyboard = True
        key = arcade.key
        phase = self.view.phase
        if phase == ROLL:
            if symbol in (key.R, key.SPACE, *_ENTER):
                self.roll()
                return True
            return False
        if phase == DISCARD:
            choice = {key.K: "keep", key.L: LOG, key.S: SMALL_LOG}.get(symbol)
            if choice is not None:
                self.discard(choice)
                return True
            return False
        if phase not in (SETUP, PLACE):
            return False
        shift = bool(modifiers & _SHIFT)
        kinds = self.placeable()
        slots = self.tray()
        if symbol in _NUMBERS:
            index = _NUMBERS[symbol]
            if index < len(slots):
                self.focus = index
                self.pick(slots[index])  # a closed slot says why it is closed
            return True
        by_letter = {getattr(key, letter): kind for kind, letter in PIECE_KEYS.items()}
        if symbol in by_letter and self.held is None:
            wanted = by_letter[symbol]
            match = next((k for k in kinds if k == wanted or k.endswith("+" + wanted)), None)
            if match is not None:
                self.pick(match)
            return True
        if self.held is None:
            if symbol == key.TAB and kinds:
                self.focus = self._next_open(slots, kinds, -1 if shift else 1)
                self._dirty = True
                return True
            if symbol in (*_ENTER, key.SPACE) and kinds:
                if not 0 <= self.focus < len(slots) or slots[self.focus] not in kinds:
                    self.focus = self._next_open(slots, kinds, 1)
                self.pick(slots[self.focus])
                return True
            return False
        if symbol in (key.LEFT, key.RIGHT):
            step = COARSE_STEP if shift else FINE_STEP
            self.nudge(step if symbol == key.RIGHT else -step)
            return True
        if symbol in (key.UP, key.DOWN):
            self.jump(1 if symbol == key.UP else -1)
            return True
        if symbol in (key.Q, key.E):
            step = COARSE_TURN if shift else FINE_TURN
            self.turn(step if symbol == key.Q else -step)
            return True
        if symbol in (*_ENTER, key.SPACE):
            self.let_go()
            return True
        if symbol in (key.BACKSPACE, key.DELETE):
            self.put_back()
            return True
        if symbol == key.TAB and kinds:
            if self.held in slots:
                self.focus = slots.index(self.held)
            self.focus = self._next_open(slots, kinds, 1)
            self.pick(slots[self.focus])
            return True
        return False

    def _next_open(self, slots: list[str], kinds: list[str], step: int) -> int:
        """The next slot (from the focused one, ``step`` onwards) whose piece can be placed."""
        for turn in range(1, len(slots) + 1):
            index = (self.focus + step * turn) % len(slots)
            if slots[index] in kinds:
                return index
        return self.focus
