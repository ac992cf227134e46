"""Undo in Dam It!: a take that makes a card flow into the river, or turns up the draw pile's next
card, is final; a dam built reveals nothing and can be taken back by its builder alone."""

from __future__ import annotations

import pytest
from tabletop_damit.actions import Build, Take
from tabletop_damit.rules import DamIt

from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

TWO_PEOPLE = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
FLOWED = "a new card has flowed into the river since"
TURNED_UP = "a new card has been turned up on the draw pile since"


def _people(seed: int = 3) -> Match:
    return Match(DamIt(), TWO_PEOPLE, seed=seed, options={"first_player": 0})


def _until_a_dam_can_be_built(match: Match) -> Build:
    """Both take the cheapest card until the seat to act could build; returns that build."""
    for _ in range(200):
        legal = match.legal_actions()
        builds = [action for action in legal if isinstance(action, Build)]
        if builds:
            return builds[0]
        match.act(Take(0) if Take(0) in legal else legal[0])
    raise AssertionError("no dam became buildable")


def test_a_take_from_the_river_is_final_because_a_new_card_flowed_in() -> None:
    match = _people()
    match.act(Take(0))
    assert not match.can_undo(0)
    assert match.undo_refusal(0) == FLOWED
    with pytest.raises(IllegalAction, match=FLOWED):
        match.undo(0)
    assert len(match.actions) == 1


def test_taking_the_draw_piles_top_is_final_because_the_next_card_shows() -> None:
    match = _people()
    assert Take(4) in match.legal_actions()
    match.act(Take(4))
    assert match.undo_refusal(0) == TURNED_UP


def test_a_build_reveals_nothing_and_its_builder_takes_it_back() -> None:
    match = _people()
    build = _until_a_dam_can_be_built(match)
    builder = match.to_act
    before = len(match.actions)
    hand = list(match.state.hands[builder])
    match.act(build)
    assert match.undo_refusal(builder) is None
    assert match.undo(builder) == 1
    assert len(match.actions) == before and match.state.hands[builder] == hand
    assert match.to_act == builder


def test_the_other_person_cannot_take_back_a_build() -> None:
    match = _people()
    build = _until_a_dam_can_be_built(match)
    builder = match.to_act
    match.act(build)
    other = 1 - builder
    assert match.undo_refusal(other) == f"{match.names[builder]} has played since"
    with pytest.raises(IllegalAction):
        match.undo(other)


def test_a_build_cannot_be_taken_back_once_the_other_person_has_played() -> None:
    match = _people()
    build = _until_a_dam_can_be_built(match)
    builder = match.to_act
    match.act(build)
    match.act(match.legal_actions()[0])
    assert match.undo_refusal(builder) == f"{match.names[1 - builder]} has played since"


def _ana_builds_against_otto(seed: int) -> Match:
    """Ana takes the cheapest card until she can build, then builds; Otto (easy) replies."""
    from tabletop_damit.bots import EasyBot

    match = Match(
        DamIt(),
        [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")],
        seed=seed,
        options={"first_player": 0},
        bots={1: EasyBot()},
    )
    for _ in range(200):
        legal = match.legal_actions()
        builds = [a for a in legal if isinstance(a, Build)]
        if builds:
            match.act(builds[0])
            assert match.can_undo(0)
            match.run_bots()
            return match
        match.act(Take(0) if Take(0) in legal else legal[0])
        match.run_bots()
    raise AssertionError("no dam became buildable")


def test_against_a_bot_its_take_after_the_build_makes_the_build_final() -> None:
    match = _ana_builds_against_otto(seed=3)
    assert isinstance(match.actions[-1][1], Take) and match.actions[-1][0] == 1
    assert match.undo_refusal(0) == FLOWED


def test_against_a_bot_that_built_too_undo_takes_back_both_builds() -> None:
    match = _ana_builds_against_otto(seed=4)
    assert isinstance(match.actions[-1][1], Build) and match.actions[-1][0] == 1
    played = len(match.actions)
    assert match.undo(0) == 2
    assert len(match.actions) == played - 2 and match.to_act == 0


def test_practice_mode_takes_back_a_take_that_revealed_a_card() -> None:
    from tabletop_damit.bots import EasyBot

    match = Match(
        DamIt(),
        [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")],
        seed=3,
        options={"first_player": 0},
        bots={1: EasyBot()},
        practice=True,
    )
    river = list(match.state.river.items)
    match.act(Take(0))
    match.run_bots()
    assert match.undo_refusal(0) is None
    assert match.undo(0) == 2
    assert match.actions == [] and list(match.state.river.items) == river
