"""The core's shared hand (pick up, carry, turn, let go): a click keeps the piece under the
pointer and a drag lets it go; the pointer's speed as it lets go is how hard it lands, a pause
before letting go lands it gently; the keyboard lowers it and lets go, gently just as it touches;
the arrows and the wheel turn and nudge it, coarser with Shift."""

from __future__ import annotations

import math

from tabletop_core.render.canvas import arcade
from tabletop_core.render.controllers.carry import Carry, Steer
from tabletop_core.render.controllers.drop import lowered_drop, release_speed

FAST = 0.1


def test_a_click_keeps_the_piece_in_hand_and_a_drag_lets_it_go():
    carry: Carry[str] = Carry()
    carry.pick("beaver", (100.0, 100.0))
    carry.press(100.0, 100.0)
    assert carry.dragging
    assert not carry.release(101.0, 100.0)  # a click: it follows the pointer
    assert carry.holding
    carry.press(101.0, 100.0)
    assert carry.release(160.0, 130.0)  # a drag: let go where the pointer is


def test_nothing_in_hand_is_not_carried_by_a_press():
    carry: Carry[str] = Carry()
    carry.press(10.0, 10.0)
    assert not carry.dragging  # the pointer moves on its own: nothing follows it


def test_the_faster_the_pointer_lets_go_the_harder_the_piece_lands():
    def let_go_after(steps: list[float]) -> float:
        carry: Carry[str] = Carry()
        carry.pick("beaver", (0.0, 0.0))
        x = 0.0
        for step in steps:
            x += step
            carry.trace(x, 0.0, unit=100.0)
            carry.tick(1 / 60)
        return release_speed(carry.motions, FAST)

    slow, fast = let_go_after([1.0] * 8), let_go_after([1.0] * 6 + [8.0, 8.0])
    assert 0.0 < slow < fast <= 1.0
    assert let_go_after([30.0] * 3) == 1.0  # never harder than the hardest


def test_a_pause_before_letting_go_sets_the_piece_down_gently():
    carry: Carry[str] = Carry()
    carry.pick("beaver", (0.0, 0.0))
    carry.trace(40.0, 0.0, unit=100.0)
    carry.tick(1 / 60)
    assert release_speed(carry.motions, FAST) > 0
    for _frame in range(2):
        carry.tick(1 / 60)  # frames without a move count as rests
    assert release_speed(carry.motions, FAST) == 0.0


def test_the_keyboard_lowers_and_lets_go_gently_just_as_it_touches():
    carry: Carry[str] = Carry()
    carry.pick("beaver")
    assert carry.lowering is None
    carry.lower()
    for _frame in range(54):
        carry.tick(1 / 60)
    assert carry.lowering is not None
    assert lowered_drop(carry.lowering, touch=0.9) < 0.01  # as it touches: gently
    assert lowered_drop(0.1, touch=0.9) > 0.8  # let go high above: it falls
    assert lowered_drop(1.8, touch=0.9) == 1.0  # held on: pressed down hard
    carry.let_go()
    assert not carry.holding and carry.lowering is None and carry.motions == []


def test_keys_and_the_wheel_turn_and_nudge_coarser_with_shift():
    steer = Steer()
    key = arcade.key
    assert steer.turn(key.LEFT, 0) == steer.turn(key.Q, 0) == math.radians(10)
    assert steer.turn(key.RIGHT, key.MOD_SHIFT) == -math.radians(45)
    assert steer.nudge(key.UP, 0) == 0.1 and steer.nudge(key.DOWN, key.MOD_SHIFT) == -0.5
    assert steer.turn(key.UP, 0) is None and steer.nudge(key.LEFT, 0) is None
    assert steer.wheel(2.0) == 2 * math.radians(15)
