"""Undo in Mein lieber Biber: a played card must be carried out, so a lifted beaver and a beaver
set down (where the hand's tremble put it) are final, like a drawn card, a tipped raft and a new
deal (outside practice mode)."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber import MeinLieberBiber
from tabletop_mein_lieber_biber.actions import CARD_REWARDS, DRAWS, Draw, Lift, Play, SetDown
from tabletop_mein_lieber_biber.events import RaftWobbled, RoundStarted

from tabletop_core.game import IllegalAction, play_random
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

PEOPLE = [SeatSpec.human(name) for name in ("Ana", "Ben", "Cleo", "Dan")]
SEED = 21
"""A seed whose random four-player game tips the raft (see the raft's physics tests)."""


def _random_game() -> list:
    return play_random(MeinLieberBiber(), len(PEOPLE), SEED)[1]


def _replay_until(match: Match, actions: list, stop) -> int:
    """Play ``actions`` until ``stop(action, events)``; returns the seat that played that one."""
    for action in actions:
        seat = match.to_act
        events = match.act(action)
        if stop(action, events):
            return seat
    raise AssertionError("the game never got there")


def test_a_play_onto_a_raft_that_holds_is_carried_out_and_not_taken_back() -> None:
    match = Match(MeinLieberBiber(), PEOPLE, seed=SEED)
    seat = match.to_act
    match.act(next(a for a in match.legal_actions() if isinstance(a, Play)))
    wobbled = next(e for e in match.log[-1].events if isinstance(e, RaftWobbled))
    assert wobbled.tipped_at is None
    assert match.undo_refusal(seat) == "a beaver has been set down since"
    with pytest.raises(IllegalAction, match="a beaver has been set down since"):
        match.undo(seat)


def test_a_lifted_beaver_cannot_be_put_back_by_undo() -> None:
    match = Match(MeinLieberBiber(), PEOPLE, seed=SEED)
    seat = match.to_act
    play = next(a for a in match.legal_actions() if isinstance(a, Play))
    match.act(Lift(play.card, play.beaver))
    assert match.undo_refusal(seat) == "the card has been played since"
    assert all(isinstance(action, SetDown) for action in match.legal_actions())


def test_the_others_cannot_take_back_that_play() -> None:
    match = Match(MeinLieberBiber(), PEOPLE, seed=SEED)
    seat = match.to_act
    match.act(next(a for a in match.legal_actions() if isinstance(a, Play)))
    for other in range(len(PEOPLE)):
        if other != seat:
            assert match.undo_refusal(other) == "there is no move of yours to take back"
            with pytest.raises(IllegalAction):
                match.undo(other)


def test_a_drawn_card_is_final() -> None:
    match = Match(MeinLieberBiber(), PEOPLE, seed=SEED)
    seat = _replay_until(match, _random_game(), lambda action, _e: isinstance(action, Draw))
    assert match.undo_refusal(seat) == "a card has been drawn since"
    with pytest.raises(IllegalAction, match="a card has been drawn since"):
        match.undo(seat)


def test_a_tipped_raft_is_final() -> None:
    match = Match(MeinLieberBiber(), PEOPLE, seed=SEED)
    seat = _replay_until(
        match,
        _random_game(),
        lambda _a, events: any(
            isinstance(e, RaftWobbled) and e.tipped_at is not None for e in events
        ),
    )
    reasons = [e.why_undo_stops() for e in match.log[-1].events]
    assert "the raft has tipped since" in reasons
    assert match.undo_refusal(seat) is not None


def test_a_new_deal_is_final() -> None:
    match = Match(MeinLieberBiber(), PEOPLE, seed=SEED)
    seat = _replay_until(
        match, _random_game(), lambda _a, events: any(isinstance(e, RoundStarted) for e in events)
    )
    reasons = [e.why_undo_stops() for e in match.log[-1].events]
    assert "new cards have been dealt since" in reasons
    assert match.undo_refusal(seat) is not None


def test_practice_mode_takes_back_a_draw() -> None:
    from tabletop_core.bots.random_bot import RandomBot

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    match = Match(MeinLieberBiber(), seats, seed=SEED, bots={1: RandomBot()}, practice=True)
    match.run_bots()
    match.act(next(a for a in match.legal_actions() if isinstance(a, Play)))
    assert match.to_act == 0  # after a play, the same person draws (or takes a reward card)
    hand = list(match.state.hands[0])
    match.act(next(a for a in match.legal_actions() if a in (*DRAWS, *CARD_REWARDS)))
    assert match.state.hands[0] != hand
    assert match.undo_refusal(0) is None
    assert match.undo(0) == 1
    assert match.state.hands[0] == hand


def test_once_the_next_person_has_played_the_earlier_turn_is_theirs_no_more() -> None:
    match = Match(MeinLieberBiber(), PEOPLE, seed=SEED)
    first = match.to_act
    actions = _random_game()
    while match.to_act == first:
        match.act(actions[len(match.actions)])
    second = match.to_act
    match.act(actions[len(match.actions)])
    assert match.undo_refusal(first) == f"{match.names[second]} has played since"
