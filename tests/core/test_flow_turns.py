"""Turn order and one-seat-at-a-time simultaneous steps."""

from __future__ import annotations

import pytest

from tabletop_core.flow import SimultaneousStep, TurnOrder


def test_turns_go_clockwise_and_count_rounds() -> None:
    turns = TurnOrder(3, start=1)
    assert (turns.current, turns.round) == (1, 1)
    assert [turns.advance() for _ in range(3)] == [2, 0, 1]
    assert turns.round == 2
    turns.advance()
    assert turns.round == 2


def test_advance_skips_seats_and_still_counts_the_round_when_the_start_is_skipped() -> None:
    turns = TurnOrder(4)
    passed = {0, 2}
    assert turns.advance(skip=passed.__contains__) == 1
    assert turns.advance(skip=passed.__contains__) == 3
    assert turns.advance(skip=passed.__contains__) == 1  # went past seat 0, the start player
    assert turns.round == 2


def test_advance_comes_back_to_the_only_seat_left() -> None:
    turns = TurnOrder(3, start=0)
    turns.advance()
    assert turns.advance(skip=lambda seat: seat != 1) == 1
    assert turns.round == 2


def test_advance_with_every_seat_skipped_changes_nothing() -> None:
    turns = TurnOrder(3)
    turns.advance()
    with pytest.raises(ValueError, match="every seat is skipped"):
        turns.advance(skip=lambda seat: True)
    assert (turns.current, turns.round) == (1, 1)


def test_set_start_order_from_and_clone() -> None:
    turns = TurnOrder(4)
    turns.set_start(2)
    assert (turns.start, turns.current) == (2, 2)
    assert turns.order_from(3) == [3, 0, 1, 2]
    copy = turns.clone()
    copy.advance()
    assert (turns.current, copy.current) == (2, 3)
    with pytest.raises(ValueError, match="seat 4 is not at a table of 4"):
        turns.set_start(4)
    with pytest.raises(ValueError):
        TurnOrder(0)


def test_a_simultaneous_step_asks_one_seat_at_a_time_and_hides_choices() -> None:
    step = SimultaneousStep([2, 0, 1])
    assert step.waiting_for == 2 and not step.done
    step.choose(2, ("card", 5))
    assert step.waiting_for == 0
    assert step.visible_choices(2) == {2: ("card", 5)}
    assert step.visible_choices(0) == {}
    assert step.visible_choices(None) == {}
    with pytest.raises(ValueError, match="not everybody has chosen yet"):
        _ = step.choices
    step.choose(0, "x")
    step.choose(1, "y")
    assert step.done and step.waiting_for is None
    assert step.choices == {2: ("card", 5), 0: "x", 1: "y"}
    assert step.visible_choices(0) == step.choices
    assert list(step.choices) == [2, 0, 1]


def test_a_simultaneous_step_refuses_choices_out_of_turn() -> None:
    step = SimultaneousStep([0, 1])
    with pytest.raises(ValueError, match="it is seat 0's turn to choose, not seat 1's"):
        step.choose(1, "a")
    step.choose(0, "a")
    with pytest.raises(ValueError, match="seat 0 has already chosen"):
        step.choose(0, "b")
    with pytest.raises(ValueError, match="seat 3 takes no part"):
        step.choose(3, "b")
    step.choose(1, "b")
    with pytest.raises(ValueError, match="everybody has already chosen"):
        step.choose(1, "c")
    assert step.choices == {0: "a", 1: "b"}


def test_a_cloned_step_is_independent() -> None:
    step = SimultaneousStep([0, 1])
    step.choose(0, "a")
    copy = step.clone()
    copy.choose(1, "b")
    assert copy.done and not step.done
    assert step.waiting_for == 1 and step.has_chosen(0) and not step.has_chosen(1)
    with pytest.raises(ValueError):
        SimultaneousStep([1, 1])
