"""The conformance kit catches games that break the contract, and never raises itself."""

from __future__ import annotations

import contextlib
import importlib.util
import random
import sys
from pathlib import Path

import pytest

from tabletop_core.game import IllegalAction
from tabletop_core.testing import assert_conforms, check_game


def _example():
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("example_game.py")
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


Example = _example().ExampleGame


def _failed(game, **kwargs) -> dict[str, str]:
    report = check_game(game, games=2, players=[2], **kwargs)  # every fault here shows at 2
    assert not report.ok
    return {check.name: check.detail for check in report.failures}


class LeakyView(Example):
    """Shows every hand to every seat."""

    def view(self, state, seat):
        seen = super().view(state, seat)
        seen.hands = [list(hand) for hand in state.hands]
        return seen


class RefusesAfterOverwriting(Example):
    """Overwrites the bid, then refuses it because bidding is over."""

    def _bid(self, state, seat, action):
        if state.bids[seat] is not None:
            state.bids[seat] = action.tricks
            raise IllegalAction("bidding is over: play a card")
        return super()._bid(state, seat, action)


class IgnoresLateBids(Example):
    """Lets a late bid pass silently instead of refusing it."""

    def _bid(self, state, seat, action):
        if state.bids[seat] is not None:
            return []
        return super()._bid(state, seat, action)


class UnseededDeck(Example):
    def new_state(self, players, seed, options=None):
        return super().new_state(players, random.randrange(10**9), options)


class AcceptsAnything(Example):
    def decode_action(self, data):
        try:
            return super().decode_action(data)
        except IllegalAction:
            return _example().Bid(0)


class ShowsTheRng(Example):
    def view(self, state, seat):
        seen = super().view(state, seat)
        seen.rng = state.rng
        return seen


class NeverEnds(Example):
    def to_act(self, state):
        return 0

    def legal_actions(self, state):
        return [_example().Bid(0)]

    def apply(self, state, action):
        return []


class CrashesOnDeal(Example):
    def new_state(self, players, seed, options=None):
        raise KeyError("deck")


class WhyNotInOtherWords(Example):
    """Explains every refusal with words of its own instead of the rule apply names."""

    def why_not(self, state, action):
        return None if action in self.legal_actions(state) else "no, because"


class WhyNotRefusesEverything(Example):
    """Refuses legal actions too."""

    def why_not(self, state, action):
        return "never"


class AdvanceSkipsTheTurn(Example):
    """An ``advance`` that plays the action but forgets to pass the turn on."""

    def advance(self, state, action):
        seat = state.turn
        self.apply(state, action)
        state.turn = seat


class AdvanceAcceptsAnything(Example):
    """An ``advance`` that ignores what it cannot play instead of refusing it."""

    def advance(self, state, action):
        with contextlib.suppress(IllegalAction):
            self.apply(state, action)


class AdvanceTellsEvents(Example):
    """An ``advance`` that is ``apply`` under another name: it still returns the events."""

    advance = Example.apply


def test_an_advance_reaching_another_state_than_apply_is_caught():
    detail = _failed(AdvanceSkipsTheTurn())["advance agrees with apply"]
    assert "advance and apply reached different states" in detail


def test_an_advance_accepting_what_apply_refuses_is_caught():
    detail = _failed(AdvanceAcceptsAnything())["advance agrees with apply"]
    assert "which apply refuses" in detail


def test_an_advance_returning_events_is_caught():
    detail = _failed(AdvanceTellsEvents())["advance agrees with apply"]
    assert "advance returned something" in detail


def test_a_why_not_that_words_a_refusal_unlike_apply_is_caught():
    detail = _failed(WhyNotInOtherWords())["why_not agrees with apply"]
    assert "says 'no, because', apply says" in detail


def test_a_why_not_refusing_a_legal_action_is_caught():
    detail = _failed(WhyNotRefusesEverything())["why_not agrees with apply"]
    assert "refused a legal action: never" in detail


def test_a_view_leaking_another_hand_is_caught():
    failed = _failed(LeakyView())
    assert "hidden information stays hidden" in failed
    assert "view of a determinization differs" in failed["hidden information stays hidden"]
    assert "state.hands[" in failed["hidden information stays hidden"]


def test_a_view_holding_the_game_rng_is_caught():
    failed = _failed(ShowsTheRng())
    assert "RNG" in failed["hidden information stays hidden"]


def test_an_apply_that_changes_the_state_before_refusing_is_caught():
    failed = _failed(RefusesAfterOverwriting())
    detail = failed["illegal actions refused, state untouched"]
    assert "changed the state: state.bids[" in detail
    assert "reproduce: check_game(game, players=[2], games=1, seed=0)" in detail


def test_an_apply_accepting_an_illegal_action_is_caught():
    failed = _failed(IgnoresLateBids())
    assert "which legal_actions does not list" in failed["illegal actions refused, state untouched"]


def test_a_game_ignoring_its_seed_is_caught():
    failed = _failed(UnseededDeck())
    assert "same seed and actions, same state" in failed


def test_a_decoder_accepting_garbage_is_caught():
    failed = _failed(AcceptsAnything())
    assert "accepted garbage" in failed["actions to JSON and back"]


class RefusesItsOwnBids(Example):
    """Hands out bids as legal actions that its own shape check refuses."""

    def check_action(self, action):
        if type(action) is _example().Bid:
            raise IllegalAction("malformed bid")


def test_a_legal_action_failing_the_games_own_shape_check_is_caught():
    """A match skips the shape check for a bot's action the rules handed out, so every legal
    action must pass it."""
    failed = _failed(RefusesItsOwnBids())
    assert "fails the game's own shape check: malformed bid" in failed["actions to JSON and back"]


def test_a_game_that_never_ends_is_reported_not_hung():
    report = check_game(NeverEnds(), games=1, max_steps=200)
    detail = report.get("random playthroughs, 2 players").detail
    assert "no end after 200 random actions" in detail
    assert "seed=0" in detail


def test_a_game_raising_is_reported_in_one_line():
    report = check_game(CrashesOnDeal(), games=1)
    assert not report.ok
    detail = report.get("random playthroughs, 2 players").detail
    assert detail.startswith(
        "KeyError: 'deck' in tests/core/test_conformance_broken.py line 99, in new_state() "
        "at players=2 seed=0"
    )
    assert "\n" not in detail


def test_assert_conforms_fails_with_the_summary():
    with pytest.raises(pytest.fail.Exception, match="FAIL hidden information stays hidden"):
        assert_conforms(LeakyView(), games=1)
