"""Undo: take back a person's last decision and the bot moves after it, by replaying the rest;
each person only their own, and only while nobody else has played since."""

from __future__ import annotations

import pytest

from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec


def human_and_bots(nim_game, nim, seed: int = 0, players: int = 3) -> Match:
    """Ana and bots; with seed 0 the bots move first."""
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(f"Bot {n}", "random") for n in range(1, players)
    ]
    bots = {seat: nim.PickRandom() for seat in range(1, players)}
    return Match(nim_game, seats, seed=seed, options={"sticks": 30}, bots=bots)


def test_undo_removes_the_human_move_and_the_bot_moves_after_it(nim_game, nim) -> None:
    match = human_and_bots(nim_game, nim)
    match.run_bots()
    before_state = match.state.snapshot()
    before_actions = list(match.actions)
    assert [seat for seat, _ in before_actions] == [1, 2]
    before_log = list(match.log)

    match.act(nim.Take(2))
    match.run_bots()
    assert match.to_act == 0 and len(match.actions) == len(before_actions) + 3

    assert match.can_undo(0)
    assert match.undo(0) == 3
    assert match.state.snapshot() == before_state
    assert match.actions == before_actions
    assert match.log == before_log
    assert match.to_act == 0


def test_after_undo_the_bots_play_as_they_did_before(nim_game, nim) -> None:
    match = human_and_bots(nim_game, nim)
    match.run_bots()
    match.act(nim.Take(1))
    match.run_bots()
    first_time = list(match.actions)
    match.undo(0)
    match.act(nim.Take(1))
    match.run_bots()
    assert match.actions == first_time


def test_two_people_each_take_back_their_own_move_latest_first(nim_game, nim) -> None:
    match = Match(nim_game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed=2)
    first = match.to_act
    second = 1 - first
    start = match.state.snapshot()
    match.act(nim.Take(1))
    after_one = match.state.snapshot()
    match.act(nim.Take(3))
    assert not match.can_undo(first)
    assert match.undo(second) == 1
    assert match.state.snapshot() == after_one
    assert match.undo(first) == 1
    assert match.state.snapshot() == start
    assert not match.can_undo(first) and not match.can_undo(second)


def test_nothing_to_undo_when_only_bots_have_played(nim_game, nim) -> None:
    match = human_and_bots(nim_game, nim)
    match.run_bots()
    assert len(match.actions) == 2
    assert not match.can_undo(0)
    with pytest.raises(IllegalAction, match="no move of a person to take back"):
        match.undo(0)


def test_undo_after_the_end_reopens_the_game(nim_game, nim) -> None:
    match = Match(
        nim_game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed=2, options={"sticks": 2}
    )
    match.act(nim.Take(2))
    assert match.is_over
    match.undo(match.actions[-1][0])
    assert not match.is_over and match.result is None
    assert match.legal_actions() == [nim.Take(1), nim.Take(2)]


def test_a_person_cannot_take_back_the_other_persons_move(nim_game, nim) -> None:
    match = Match(nim_game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed=2)
    first = match.to_act
    second = 1 - first
    match.act(nim.Take(1))
    assert not match.can_undo(second)
    assert match.undo_refusal(second) == "there is no move of yours to take back"
    with pytest.raises(IllegalAction, match="no move of yours"):
        match.undo(second)
    assert len(match.actions) == 1
    assert match.can_undo(first) and match.undo_refusal(first) is None


def test_a_person_cannot_undo_once_another_person_has_played_since(nim_game, nim) -> None:
    match = Match(nim_game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed=2)
    first = match.to_act
    match.act(nim.Take(1))
    match.act(nim.Take(1))
    match.act(nim.Take(1))  # the first mover again: the other has played in between
    assert match.can_undo(first)
    match.undo(first)
    other = match.names[1 - first]
    assert match.undo_refusal(first) == f"{other} has played since"
    with pytest.raises(IllegalAction, match=f"{other} has played since"):
        match.undo(first)
    assert len(match.actions) == 2


def test_a_bot_seat_takes_nothing_back(nim_game, nim) -> None:
    match = human_and_bots(nim_game, nim)
    match.run_bots()
    match.act(nim.Take(1))
    assert match.undo_refusal(1) == "only a person can take back a move"


def test_practice_mode_is_only_for_one_person(nim_game, nim) -> None:
    with pytest.raises(ValueError, match="exactly one person"):
        Match(nim_game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed=2, practice=True)
    alone = Match(
        nim_game,
        [SeatSpec.human("Ana"), SeatSpec.bot("Bot", "random")],
        seed=2,
        bots={1: nim.PickRandom()},
        practice=True,
    )
    assert alone.practice
