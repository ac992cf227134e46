"""The shared hand, when a table offers several pieces (Beaver Creek's tray): a press on a piece
the rules did not let the hand take (a closed slot) drags nothing, not even the piece already in
hand; a press on the piece in hand drags it."""

from __future__ import annotations

from tabletop_core.render.controllers.carry import Carry


def test_a_press_on_another_piece_than_the_one_in_hand_drags_nothing():
    carry: Carry[str] = Carry()
    carry.pick("log")
    carry.press(10.0, 10.0, on="beaver")  # the beaver's slot is closed: the log stays in hand
    assert carry.holding and not carry.dragging  # the pointer moving on carries nothing


def test_a_press_on_the_piece_in_hand_drags_it():
    carry: Carry[str] = Carry()
    carry.pick("log")
    carry.press(10.0, 10.0, on="log")
    assert carry.dragging
    assert carry.release(90.0, 90.0)
