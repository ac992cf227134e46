"""The still dam the rules ask their geometry questions of is frozen: it answers each question
once and then from memory, exactly as a fresh table of the same pieces would, and it can no
longer step or change (the live world does that)."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek import placing
from tabletop_beaver_creek.pieces import BEAVER, LOG, OUTLINE
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.world import still_table


def _a_grown_dam(game: BeaverCreek):
    state = game.new_state(2, 41)
    rng = random.Random(3)
    for _ in range(30):
        if game.to_act(state) is None:
            break
        game.apply(state, game.random_action(state, rng))
    return state


def test_the_frozen_still_dam_answers_as_a_fresh_table_of_its_pieces(game: BeaverCreek) -> None:
    state = _a_grown_dam(game)
    frozen = placing.still(state)
    fresh = still_table(state.pieces)
    assert frozen.frozen and not fresh.frozen
    assert len(list(frozen.bodies())) > 4, "a dam with pieces in it"
    rng = random.Random(7)
    questions = [
        (OUTLINE[kind], rng.uniform(-140, 140), rng.uniform(0, 160), rng.uniform(-0.3, 0.3))
        for kind in (BEAVER, LOG)
        for _ in range(150)
    ]
    hits = 0
    for _round in range(2):  # the second round is answered from memory
        for outline, x, y, angle in questions:
            answer = frozen.overlapping(outline, x, y, angle, tolerance=0.2)
            assert answer == fresh.overlapping(outline, x, y, angle, tolerance=0.2)
            hits += bool(answer)
            answer.add("scribbled on")  # the caller's own set: the memory keeps its answer
            assert frozen.rest_height(outline, x, angle, floor=-9.0) == fresh.rest_height(
                outline, x, angle, floor=-9.0
            )
    assert hits > 20, "some questions hit the dam"


def test_the_frozen_still_dam_neither_steps_nor_changes(game: BeaverCreek) -> None:
    table = placing.still(_a_grown_dam(game))
    key = next(iter(table.bodies()))
    for change in (
        lambda: table.step(),
        lambda: table.settle(10),
        lambda: table.remove(key),
        lambda: table.add_box(999, 10.0, 10.0, 0.0, 300.0),
        lambda: table.add_static_box("shelf", 0.0, 0.0, 5.0, 5.0),
    ):
        with pytest.raises(RuntimeError, match="frozen"):
            change()
