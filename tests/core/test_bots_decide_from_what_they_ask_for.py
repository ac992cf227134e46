"""A match asks a bot through a Decision: what the bot reads is made, nothing else.

The random bot needs the seat's legal actions and one number, never a view; whatever a bot
reads, it gets what ``choose(game, view, rng)`` would, so every match plays as before.
"""

from __future__ import annotations

import pytest
from tabletop_damit.actions import Take
from tabletop_damit.rules import DamIt

from tabletop_core.bots import RandomBot
from tabletop_core.bots.decision import Decision
from tabletop_core.decision_rng import bot_rng, decision_key
from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec


class CountedDamIt(DamIt):
    """Dam It!'s own rules, counting the views made and the actions whose shape was checked."""

    def __init__(self) -> None:
        super().__init__()
        self.views = 0
        self.checked = 0

    def view(self, state, seat):
        self.views += 1
        return super().view(state, seat)

    def check_action(self, action) -> None:
        self.checked += 1
        super().check_action(action)


def _seats(players: int = 3) -> list[SeatSpec]:
    return [SeatSpec.bot(f"Bot {i}", "random") for i in range(players)]


def _play(game, seed: int, bots, *, keep_log: bool) -> Match:
    match = Match(game, _seats(len(bots)), seed, bots=dict(enumerate(bots)), keep_log=keep_log)
    while not match.is_over:
        match.bot_step()
    return match


@pytest.mark.parametrize("keep_log", [False, True])
def test_a_random_bot_plays_a_whole_match_without_a_view_or_a_second_shape_check(keep_log):
    game = CountedDamIt()
    match = _play(game, 7, [RandomBot(), RandomBot(), RandomBot()], keep_log=keep_log)
    assert len(match.actions) > 30
    assert game.views == 0
    assert game.checked == 0  # every action was one the rules themselves handed out


class ViewingRandomBot:
    """The random bot as it was: asked through ``choose`` with the seat's view."""

    def choose(self, game, view, rng):
        return rng.choice(game.legal_actions(view))


def test_deciding_plays_exactly_the_actions_choosing_from_the_view_plays():
    for seed in range(12):
        deciding = _play(DamIt(), seed, [RandomBot()] * 3, keep_log=True)
        choosing = _play(DamIt(), seed, [ViewingRandomBot()] * 3, keep_log=True)
        assert deciding.to_replay() == choosing.to_replay()


def test_a_decision_draws_the_numbers_of_the_decisions_rng_whatever_is_asked_first():
    game = DamIt()
    state = game.new_state(3, 5)
    seat = game.to_act(state)
    for ply in range(200):
        key = decision_key(5, seat, ply)
        options = list(range(1 + ply % 23))
        rng = bot_rng(5, seat, ply)
        expected = [rng.choice(options), rng.random(), rng.randrange(10**6)]
        decision = Decision(game, state, seat, ply, key)
        got = [decision.choice(options), decision.rng.random(), decision.rng.randrange(10**6)]
        assert got == expected
        asked_rng_first = Decision(game, state, seat, ply, key)
        assert asked_rng_first.rng.choice(options) == expected[0]
    decision = Decision(game, state, seat, 3, decision_key(5, seat, 3))
    rng = bot_rng(5, seat, 3)
    assert [decision.choice("abcdefg") for _ in range(40)] == [
        rng.choice("abcdefg") for _ in range(40)
    ]


def test_the_view_and_legal_actions_of_a_decision_are_the_seats_own():
    game = DamIt()
    state = game.new_state(3, 9)
    seat = game.to_act(state)
    decision = Decision(game, state, seat, 0, decision_key(9, seat, 0))
    assert decision.legal_actions == tuple(game.legal_actions(game.view(state, seat)))
    assert decision.view.hands[(seat + 1) % 3] == game.view(state, seat).hands[(seat + 1) % 3]
    assert decision.view.deck == ()  # the dealt order is not the seat's to know


def test_a_decision_answered_lets_go_of_the_state():
    seen: list[Decision] = []

    class KeepingBot(RandomBot):
        def decide(self, decision):
            seen.append(decision)
            return super().decide(decision)

    match = Match(DamIt(), _seats(), 3, bots={i: KeepingBot() for i in range(3)})
    match.bot_step()
    with pytest.raises(RuntimeError, match="answered"):
        _ = seen[0].view


class FumblingBot(RandomBot):
    """Overrides ``choose`` alone: the match must ask it through its own ``choose``."""

    def choose(self, game, view, rng):
        return Take(position=None)  # type: ignore[arg-type]


def test_a_bot_overriding_only_choose_is_asked_through_choose_and_its_action_checked():
    match = Match(DamIt(), _seats(), 4, bots={i: FumblingBot() for i in range(3)})
    with pytest.raises(IllegalAction, match="random bot of .* chose an illegal action: malformed"):
        match.bot_step()
    assert match.actions == []


class DecidingBadly(RandomBot):
    """A deciding bot that answers with an action the rules did not hand out."""

    def decide(self, decision):
        return Take(position=float("nan"))  # type: ignore[arg-type]


def test_an_action_the_decision_did_not_hand_out_is_still_shape_checked():
    game = CountedDamIt()
    match = Match(game, _seats(), 4, bots={i: DecidingBadly() for i in range(3)}, keep_log=False)
    with pytest.raises(IllegalAction, match="malformed"):
        match.bot_step()
    assert game.checked == 1 and match.actions == []


def test_any_legal_action_is_the_pick_of_the_legal_actions_and_reads_the_rules_list_once():
    game = CountedDamIt()
    for seed in range(4):
        state = game.new_state(3, seed)
        seat = game.to_act(state)
        for ply in range(300):
            key = decision_key(seed, seat, ply)
            expected = bot_rng(seed, seat, ply).choice(game.legal_actions(state))
            decision = Decision(game, state, seat, ply, key)
            picked = decision.any_legal_action()
            assert picked == expected
            assert decision.handed_out(picked)
            asked_first = Decision(game, state, seat, ply, key)
            assert asked_first.choice(asked_first.legal_actions) == expected
    assert game.views == 0


def test_a_bot_step_after_the_end_says_the_game_is_over():
    from tabletop_core.game import GameOver

    match = _play(DamIt(), 3, [RandomBot()] * 3, keep_log=False)
    assert match.to_act is None
    with pytest.raises(GameOver, match="the game is over") as refused:
        match.bot_step()
    assert isinstance(refused.value, IllegalAction)
    with pytest.raises(GameOver):
        match.act(Take(0, False))


class AskedRandomBot(RandomBot):
    """The random bot asked the long way, through a Decision and ``decide`` (a match plays a
    plain ``RandomBot``'s pick itself, without making the Decision)."""


@pytest.mark.parametrize("keep_log", [False, True])
def test_a_plain_random_bot_plays_what_its_decide_picks(keep_log):
    for seed in range(12):
        plain = _play(DamIt(), seed, [RandomBot()] * 3, keep_log=keep_log)
        asked = _play(DamIt(), seed, [AskedRandomBot()] * 3, keep_log=keep_log)
        assert len(plain.actions) > 30
        assert plain.actions == asked.actions
