"""The controller of the Beaver Creek table: clicks, drags and keys turned into Roll, Place,
Keep and Discard.

A piece is picked up from the tray (click or drag it, or press its number), carried over the
dam (the mouse, or the arrow keys: fine steps, coarse with Shift; ↑/↓ jump between the spots
the rules offer, the likeliest to hold first: :mod:`tabletop_beaver_creek.steadiness`), turned
(Q/E or the wheel) and let go (release the button, or Enter). Which pieces the tray offers and
why one is closed come from the rules (:class:`.seat.CreekSeat`); where the piece lands and why
it cannot, from :func:`tabletop_beaver_creek.preview.aim`: nothing here decides a rule.
"""

from __future__ import annotations

from tabletop_beaver_creek.actions import Discard, Keep, Place, Roll
from tabletop_beaver_creek.pieces import LOG, REACH, SMALL_LOG
from tabletop_beaver_creek.state import DISCARD, PLACE, ROLL, SETUP
from tabletop_beaver_creek.table.drawing import CreekScene
from tabletop_beaver_creek.table.hand import Hand
from tabletop_beaver_creek.table.layout import TRAY_SLOTS
from tabletop_beaver_creek.table.prompt import prompt
from tabletop_beaver_creek.table.seat import CreekSeat
from tabletop_beaver_creek.table.watching import CreekChoreography
from tabletop_beaver_creek.table.words import PIECE_KEYS, cannot_place_words
from tabletop_core.i18n import translator
from tabletop_core.render import Controller
from tabletop_core.render.kit import keys

_, ngettext = translator("tabletop_beaver_creek")

FINE_STEP = 2.0
COARSE_STEP = 20.0
FINE_TURN = 1.0
COARSE_TURN = 5.0
WHEEL_TURN = 3.0

_ENTER = keys.CONFIRM
_NUMBERS = keys.numbered(TRAY_SLOTS)
_SHIFT = keys.MOD_SHIFT


class CreekController(Controller):
    def __init__(
        self, seat: CreekSeat, hand: Hand, scene: CreekScene, motion: CreekChoreography
    ) -> None:
        self.seat = seat
        self.hand = hand
        self.scene = scene
        self.motion = motion

    def prompt(self) -> tuple[str, ...]:
        return prompt(self.seat, self.hand.held)

    def on_viewer_changed(self, seat: int | None) -> None:
        """The next person starts with nothing in hand."""
        self.scene.drop_hand()

    def reset(self) -> None:
        self.scene.drop_hand()

    # --- actions ------------------------------------------------------------------------------

    def roll(self) -> None:
        self.seat.host.send(Roll())

    def pick(self, kind: str, pointer: tuple[float, float] | None = None) -> None:
        """Take ``kind`` in hand: at the pointer, or (keys) over the steadiest offered spot."""
        hand = self.hand
        if kind not in self.seat.placeable():
            self.seat.host.say(cannot_place_words(kind, self.seat.why_not(kind)))
            return
        hand.take(kind)
        if pointer is not None and self.scene.camera is not None:
            self._carry_to(*pointer)
        else:
            hand.pointer_y = None
            ranked = hand.ranked(kind)
            if ranked:  # picked up by key: held over the steadiest spot
                (hand.hand_x, hand.angle), hand.held_y = ranked[0]
        hand.aim_stale = True
        self.scene.dirty = True

    def _carry_to(self, sx: float, sy: float) -> None:
        camera = self.scene.camera
        if camera is None:
            return
        hand = self.hand
        wx, wy = camera.to_world(sx, sy)
        hand.hand_x = max(-REACH, min(REACH, wx))
        hand.pointer_y = wy
        hand.held_y = None
        hand.aim_stale = True

    def let_go(self) -> bool:
        """Send the piece in hand where its ghost is; True when the game took it."""
        hand = self.hand
        if hand.held is None:
            return False
        hand.update_aim()
        aim = hand.aim
        if aim is None:
            return False
        if aim.problem is not None:
            self.seat.host.say(_("Cannot let go here: {reason}").format(reason=aim.problem))
            return False
        action = Place(hand.held, round(aim.hand_x, 3), round(aim.y, 3), round(aim.angle, 3))
        if self.seat.host.send(action):
            self.scene.drop_hand()
            return True
        return False

    def put_back(self) -> None:
        self.scene.drop_hand()

    def discard(self, choice: str) -> None:
        self.seat.host.send(Keep() if choice == "keep" else Discard(choice))

    def turn(self, degrees: float) -> None:
        if self.hand.held is None:
            return
        self.hand.angle += degrees
        self.hand.aim_stale = True

    def nudge(self, units: float) -> None:
        hand = self.hand
        if hand.held is None:
            return
        hand.hand_x += units
        hand.pointer_y = None
        hand.aim_stale = True

    def jump(self, step: int) -> None:
        """Move the hand to the next (or previous) spot the rules offer for the piece."""
        hand = self.hand
        if hand.held is None:
            return
        ranked = hand.ranked(hand.held)
        if not ranked:
            return
        spots = [spot for spot, _height in ranked]
        here = (round(hand.hand_x, 3), round(hand.angle, 3))
        if here in spots:
            index = (spots.index(here) + step) % len(spots)
        else:
            index = 0 if step > 0 else len(spots) - 1
        (hand.hand_x, hand.angle), hand.held_y = ranked[index]
        hand.pointer_y = None
        hand.aim_stale = True

    # --- the mouse ----------------------------------------------------------------------------

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        layout, hand = self.scene.layout, self.hand
        if layout is None or not self.seat.my_turn():
            return False
        hand.keyboard = False
        phase = self.seat.view.phase
        if phase == ROLL:
            dice = layout.dice_area
            if dice.contains(x, y) or any(r.contains(x, y) for _n, r in self.scene.buttons):
                self.roll()
                return True
            return False
        if phase == DISCARD:
            for name, rect in self.scene.buttons:
                if rect.contains(x, y):
                    self.discard(name)
                    return True
            return False
        for kind, rect in self.scene.slots:
            if rect.contains(x, y):
                self.pick(kind, (x, y))
                hand.carry.press(x, y, on=kind)
                return True
        if hand.held is not None:
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
        hand = self.hand
        if hand.held is None or not hand.carry.dragging or not self.seat.my_turn():
            return False
        self._carry_to(x, y)
        return True

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool:
        hand, layout = self.hand, self.scene.layout
        if hand.held is None or not hand.carry.dragging or layout is None:
            return False
        if not hand.carry.release(x, y):
            return True  # a click on the tray: the piece stays in hand and follows the pointer
        if layout.scene.contains(x, y):
            self._carry_to(x, y)
            self.let_go()
        else:
            self.put_back()
        return True

    def on_mouse_motion(self, x: float, y: float) -> None:
        """The piece in hand follows the pointer, also one picked up by keyboard once the
        pointer moves over the dam."""
        if self.hand.held is None:
            return
        layout = self.scene.layout
        over_the_dam = layout is not None and layout.scene.contains(x, y)
        if self.hand.pointer_y is not None or over_the_dam:
            self._carry_to(x, y)

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        if self.hand.held is None:
            return False
        self.turn(scroll_y * WHEEL_TURN)
        return True

    # --- the keys -----------------------------------------------------------------------------

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == keys.SPACE and self.motion.busy:
            self.motion.skip()
            return True
        if not self.seat.my_turn():
            return False
        self.hand.keyboard = True
        phase = self.seat.view.phase
        if phase == ROLL:
            if symbol in (keys.R, keys.SPACE, *_ENTER):
                self.roll()
                return True
            return False
        if phase == DISCARD:
            choice = {keys.K: "keep", keys.L: LOG, keys.S: SMALL_LOG}.get(symbol)
            if choice is not None:
                self.discard(choice)
                return True
            return False
        if phase not in (SETUP, PLACE):
            return False
        if self.hand.held is None:
            return self._key_at_the_tray(symbol, bool(modifiers & _SHIFT))
        return self._key_in_hand(symbol, bool(modifiers & _SHIFT))

    def _key_at_the_tray(self, symbol: int, shift: bool) -> bool:
        """A key with nothing in hand: a number, a letter or Tab picks a piece up."""
        hand = self.hand
        kinds, slots = self.seat.placeable(), self.seat.tray()
        if symbol in _NUMBERS:
            return self._number(_NUMBERS[symbol], slots)
        by_letter = {keys.letter(letter): kind for kind, letter in PIECE_KEYS.items()}
        if symbol in by_letter:
            wanted = by_letter[symbol]
            match = next((k for k in kinds if k == wanted or k.endswith("+" + wanted)), None)
            if match is not None:
                self.pick(match)
            return True
        if symbol == keys.TAB and kinds:
            hand.focus = self._next_open(slots, kinds, -1 if shift else 1)
            self.scene.dirty = True
            return True
        if symbol in (*_ENTER, keys.SPACE) and kinds:
            if not 0 <= hand.focus < len(slots) or slots[hand.focus] not in kinds:
                hand.focus = self._next_open(slots, kinds, 1)
            self.pick(slots[hand.focus])
            return True
        return False

    def _key_in_hand(self, symbol: int, shift: bool) -> bool:
        """A key with a piece in hand: carry, jump, turn, let go or put back."""
        hand = self.hand
        kinds, slots = self.seat.placeable(), self.seat.tray()
        if symbol in _NUMBERS:
            return self._number(_NUMBERS[symbol], slots)
        if symbol in (keys.LEFT, keys.RIGHT):
            step = COARSE_STEP if shift else FINE_STEP
            self.nudge(step if symbol == keys.RIGHT else -step)
        elif symbol in (keys.UP, keys.DOWN):
            self.jump(1 if symbol == keys.UP else -1)
        elif symbol in (keys.Q, keys.E):
            step = COARSE_TURN if shift else FINE_TURN
            self.turn(step if symbol == keys.Q else -step)
        elif symbol in (*_ENTER, keys.SPACE):
            self.let_go()
        elif symbol in (keys.BACKSPACE, keys.DELETE):
            self.put_back()
        elif symbol == keys.TAB and kinds:
            if hand.held in slots:
                hand.focus = slots.index(hand.held)
            hand.focus = self._next_open(slots, kinds, 1)
            self.pick(slots[hand.focus])
        else:
            return False
        return True

    def _number(self, index: int, slots: list[str]) -> bool:
        if index < len(slots):
            self.hand.focus = index
            self.pick(slots[index])  # a closed slot says why it is closed
        return True

    def _next_open(self, slots: list[str], kinds: list[str], step: int) -> int:
        """The next slot (from the focused one, ``step`` onwards) whose piece can be placed."""
        focus = self.hand.focus
        for turn in range(1, len(slots) + 1):
            index = (focus + step * turn) % len(slots)
            if slots[index] in kinds:
                return index
        return focus
