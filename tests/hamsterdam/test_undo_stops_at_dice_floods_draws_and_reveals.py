"""Undo in Hamsterdam: a card passed or placed before everybody has chosen is the chooser's to
take back; the passing itself, the dams and deployments shown, drawn specials, the dice and the
floods are final outside practice mode."""

from __future__ import annotations

import random

import pytest
from tabletop_hamsterdam import Hamsterdam
from tabletop_hamsterdam.actions import Roll
from tabletop_hamsterdam.events import (
    CardPassed,
    DamBreached,
    DamShown,
    DeploymentShown,
    FloodHeld,
    Rolled,
    Seeped,
    SpecialsDrawn,
    TokenLanded,
)

from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

TWO_PEOPLE = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
FLOODS = (FloodHeld, TokenLanded, Seeped, DamBreached)


def _people(seed: int = 5) -> Match:
    return Match(Hamsterdam(), TWO_PEOPLE, seed=seed)


def _play_until(match: Match, stop, seed: int = 5) -> int:
    """Random legal actions until ``stop(events)`` holds for one; returns the seat that acted."""
    rng = random.Random(seed)
    for _ in range(3000):
        seat = match.to_act
        assert seat is not None, "the game ended first"
        legal = match.legal_actions()
        events = match.act(legal[rng.randrange(len(legal))])
        if stop(events):
            return seat
    raise AssertionError("never got there")


def _has(*kinds):
    return lambda events: any(isinstance(e, kinds) for e in events)


def test_the_first_card_passed_is_taken_back_by_its_passer_alone() -> None:
    match = _people()
    seat = match.to_act
    hand = list(match.state.dams[seat].hand)
    match.act(match.legal_actions()[0])
    assert match.undo_refusal(1 - seat) == "there is no move of yours to take back"
    assert match.undo_refusal(seat) is None
    assert match.undo(seat) == 1 and match.state.dams[seat].hand == hand


def test_the_passing_once_everybody_has_chosen_is_final() -> None:
    match = _people()
    seat = _play_until(match, _has(CardPassed))
    assert match.undo_refusal(seat) == "the cards have been passed since"
    assert match.undo_refusal(1 - seat) == f"{match.names[seat]} has played since"


def test_the_dams_shown_are_final() -> None:
    match = _people()
    seat = _play_until(match, _has(DamShown))
    assert match.undo_refusal(seat) == "the dams have been shown since"


def test_drawn_special_hamsters_are_final() -> None:
    match = _people()
    seat = _play_until(
        match, lambda events: _has(SpecialsDrawn)(events) and not _has(DamShown)(events)
    )
    assert match.undo_refusal(seat) == "special hamsters have been drawn since"


def test_the_deployment_shown_is_final() -> None:
    match = _people()
    seat = _play_until(match, _has(DeploymentShown))
    assert match.undo_refusal(seat) == "the hamsters on the dams have been shown since"


def test_the_dice_are_final() -> None:
    match = _people()
    seat = _play_until(match, _has(Rolled))
    assert match.undo_refusal(seat) == "the dice have been rolled since"
    with pytest.raises(IllegalAction, match="the dice have been rolled since"):
        match.undo(seat)


def test_a_flood_is_final() -> None:
    match = _people()
    seat = _play_until(match, lambda events: _has(*FLOODS)(events) and not _has(Rolled)(events))
    assert match.undo_refusal(seat) == "the water has flooded since"


def test_practice_mode_takes_back_a_roll() -> None:
    from tabletop_core.bots.random_bot import RandomBot

    match = Match(
        Hamsterdam(),
        [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")],
        seed=5,
        bots={1: RandomBot()},
        practice=True,
    )
    for _ in range(500):
        if match.to_act == 0 and Roll() in match.legal_actions():
            break
        if match.is_bot(match.to_act):
            match.bot_step()
        else:
            match.act(match.legal_actions()[0])
    else:
        raise AssertionError("Ana never got to roll")
    played = len(match.actions)
    match.act(Roll())
    assert any(isinstance(e, Rolled) for e in match.log[played].events)
    assert match.undo_refusal(0) is None
    match.undo(0)
    assert len(match.actions) == played and Roll() in match.legal_actions()
