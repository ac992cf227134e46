"""Playing a match: turns, the log, what each seat may read, and bots."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from tabletop_core.game import IllegalAction
from tabletop_core.match import LogEntry, Match, bot_rng
from tabletop_core.replay import SeatSpec

HUMANS = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]


def test_a_new_match_deals_from_its_seed(nim_game, nim) -> None:
    match = Match(nim_game, HUMANS, seed=3, options={"sticks": 5})
    assert match.options == nim.Options(sticks=5)
    assert match.names == ["Ana", "Ben"]
    assert match.players == 2
    assert match.to_act == match.state.start
    assert match.legal_actions() == [nim.Take(1), nim.Take(2), nim.Take(3)]
    assert match.actions == [] and match.log == []
    assert not match.is_over and match.result is None
    assert match.setup == {"start": match.state.start, "sticks": 5}
    same = Match(nim_game, HUMANS, seed=3, options={"sticks": 5})
    assert same.state.snapshot() == match.state.snapshot()


def test_act_plays_for_the_seat_to_act_and_logs_it(nim_game, nim) -> None:
    match = Match(nim_game, HUMANS, seed=1)
    first = match.to_act
    events = match.act(nim.Take(2), seat=first)
    assert events[0] == nim.Took(first, 2, 13)
    assert match.actions == [(first, nim.Take(2))]
    assert match.log == [LogEntry(first, nim.Take(2), tuple(events))]
    assert match.to_act == 1 - first


def test_act_out_of_turn_or_illegal_leaves_the_match_untouched(nim_game, nim) -> None:
    match = Match(nim_game, HUMANS, seed=1, options={"sticks": 2})
    other = 1 - match.to_act
    before = match.state.snapshot()
    with pytest.raises(IllegalAction, match=r"it is \w+ \(seat \d\)'s turn, not"):
        match.act(nim.Take(1), seat=other)
    with pytest.raises(IllegalAction, match="take 1 to 2 sticks"):
        match.act(nim.Take(3))
    assert match.state.snapshot() == before
    assert match.actions == [] and match.log == []


def test_the_game_ends_and_refuses_more_actions(nim_game, nim) -> None:
    match = Match(nim_game, HUMANS, seed=1, options={"sticks": 3})
    winner = match.to_act
    match.act(nim.Take(3))
    assert match.is_over and match.to_act is None
    assert match.legal_actions() == []
    assert match.result is not None and match.result.winners == (winner,)
    with pytest.raises(IllegalAction, match="the game is over"):
        match.act(nim.Take(1))


def test_act_json_decodes_then_plays(nim_game, nim) -> None:
    match = Match(nim_game, HUMANS, seed=1)
    match.act_json({"type": "take", "count": 1})
    assert match.actions[-1][1] == nim.Take(1)
    with pytest.raises(IllegalAction, match="malformed take action: count"):
        match.act_json({"type": "take", "count": "1"})
    with pytest.raises(IllegalAction, match="unknown action type"):
        match.act_json({"type": "steal"})
    assert len(match.actions) == 1


def test_log_lines_hide_private_events_from_other_seats(nim_game, nim) -> None:
    match = Match(nim_game, HUMANS, seed=1)
    mover = match.to_act
    match.act(nim.Take(1))
    token = match.state.tokens[mover][0]
    name = match.names[mover]
    public = f"{name} takes 1, 14 left"
    assert match.log_lines(mover) == [public, f"{name} draws token {token}"]
    assert match.log_lines(1 - mover) == [public]
    assert match.log_lines(None) == [public]


def test_the_view_is_the_games_view(nim_game, nim) -> None:
    match = Match(nim_game, HUMANS, seed=1)
    mover = match.to_act
    match.act(nim.Take(1))
    assert match.view(mover).tokens[mover] == match.state.tokens[mover]
    assert match.view(1 - mover).tokens[mover] == [None]


def test_seats_players_seed_and_bots_are_checked(nim_game, nim) -> None:
    with pytest.raises(ValueError, match="Nim is for 2 to 4 players, not 1"):
        Match(nim_game, HUMANS[:1], seed=1)
    with pytest.raises(ValueError, match="the seed must be a whole number"):
        Match(nim_game, HUMANS, seed=-1)
    with pytest.raises(ValueError, match="seat 0 is not a bot seat"):
        Match(nim_game, HUMANS, seed=1, bots={0: nim.PickRandom()})
    with pytest.raises(ValidationError):
        Match(nim_game, HUMANS, seed=1, options={"sticks": 0})
    with pytest.raises(ValueError, match="a match id is"):
        Match(nim_game, HUMANS, seed=1, match_id="../escape")
    from_dicts = Match(nim_game, [{"name": "Ana", "kind": "human"}] * 2, seed=1)
    assert from_dicts.seats == [SeatSpec.human("Ana")] * 2


def bot_table(nim, seed: int = 11, players: int = 3) -> tuple[list[SeatSpec], dict]:
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(f"Bot {n}", "random") for n in range(1, players)
    ]
    return seats, {n: nim.PickRandom() for n in range(1, players)}


def test_bot_step_plays_the_bot_to_act_with_its_own_rng(nim_game, nim) -> None:
    seats, bots = bot_table(nim)
    match = Match(nim_game, seats, seed=11, bots=bots)
    while match.to_act == 0:
        match.act(nim.Take(1))
    seat, ply = match.to_act, len(match.actions)
    expected = bot_rng(11, seat, ply).choice(nim_game.legal_actions(match.view(seat)))
    match.bot_step()
    assert match.actions[-1] == (seat, expected)


def test_bot_step_refuses_humans_missing_bots_and_finished_games(nim_game, nim) -> None:
    seats, _ = bot_table(nim)
    match = Match(nim_game, seats, seed=11)
    while match.to_act != 0:
        match.act(nim.Take(1))
    with pytest.raises(RuntimeError, match="not a bot"):
        match.bot_step()
    match.act(nim.Take(1))
    with pytest.raises(RuntimeError, match="no bot was given"):
        match.bot_step()
    finished = Match(nim_game, seats, seed=11, options={"sticks": 1})
    finished.act(nim.Take(1))
    with pytest.raises(IllegalAction, match="the game is over"):
        finished.bot_step()


def test_a_bot_choosing_an_illegal_action_is_named(nim_game, nim) -> None:
    class Cheater:
        def choose(self, game, view, rng):
            return nim.Take(99)

    seats = [SeatSpec.bot("Cheat", "random"), SeatSpec.bot("Other", "random")]
    match = Match(nim_game, seats, seed=1, bots={0: Cheater(), 1: Cheater()})
    with pytest.raises(IllegalAction, match=r"the random bot of Cheat .* chose an illegal action"):
        match.bot_step()
    assert match.actions == []


def test_run_bots_stops_at_a_human_or_the_end(nim_game, nim) -> None:
    seats, bots = bot_table(nim, players=4)
    match = Match(nim_game, seats, seed=5, bots=bots)
    while not match.is_over:
        match.run_bots()
        assert match.is_over or match.to_act == 0
        if not match.is_over:
            match.act(nim.Take(1))
    assert match.result is not None


def test_run_bots_honours_max_steps(nim_game, nim) -> None:
    seats = [SeatSpec.bot("A", "random"), SeatSpec.bot("B", "random")]
    match = Match(nim_game, seats, seed=2, bots={0: nim.PickRandom(), 1: nim.PickRandom()})
    events = match.run_bots(max_steps=2)
    assert len(match.actions) == 2 and len(events) == 4
    match.run_bots()
    assert match.is_over


def test_bot_play_is_reproducible(nim_game, nim) -> None:
    def play(seed: int) -> list:
        seats = [SeatSpec.bot(n, "random") for n in ("A", "B", "C")]
        bots = {seat: nim.PickRandom() for seat in range(3)}
        match = Match(nim_game, seats, seed=seed, options={"sticks": 40}, bots=bots)
        match.run_bots()
        return match.actions

    assert play(8) == play(8)
    assert any(play(8) != play(seed) for seed in (9, 10, 11))
