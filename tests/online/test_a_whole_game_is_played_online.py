"""A whole game of each game through a real server: two people on their own computers and a bot
on the server; one person's connection drops mid-game and comes back by itself."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import host, join, play_turn, settle
from tabletop_core.online.terminal import OnlineError

GAMES = [
    "damit",
    pytest.param("mein_lieber_biber", marks=pytest.mark.slow),
    pytest.param("beaver_creek", marks=pytest.mark.slow),
    pytest.param("hamsterdam", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_with_a_connection_dropping_midway(module_server, game: str) -> None:
    server = module_server  # each case hosts a match of its own on it
    opened = host(
        server,
        game,
        [{"kind": "invited"}, {"kind": "invited"}, {"kind": "bot", "level": "random"}],
        seed=11,
    )
    codes = [entry["code"] for entry in opened["codes"]]
    clients = [join(server, code) for code in codes]
    watcher = join(server, opened["watch"])
    rng = random.Random(5)
    dropped = False
    try:
        for _ in range(2000):
            settle([*clients, watcher])
            if clients[0].is_over:
                break
            if not dropped and clients[0].ply >= 12:
                clients[0].drop_connection()
                dropped = True
                settle([*clients, watcher])
            player = next(c for c in clients if c.to_act == c.seat)
            play_turn(player, rng)
        status = server.status(opened["match"])
        assert status["over"] and clients[0].is_over and clients[1].is_over and watcher.is_over
        assert dropped and clients[0].reconnects >= 1
        assert clients[0].result == clients[1].result == watcher.result
        assert status["result"]["scores"] == list(clients[0].result.scores)
        assert status["ply"] == clients[0].ply == watcher.ply
        journal = (server.data / "autosaves" / f"{game}-{opened['match']}.json").read_text()
        assert (
            json.loads(journal.splitlines()[-1])["result"]["scores"] == status["result"]["scores"]
        )
    finally:
        for client in [*clients, watcher]:
            client.close()


def test_a_refused_action_is_told_to_that_seat_alone(module_server) -> None:
    server = module_server
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=12)
    first, second = (join(server, entry["code"]) for entry in opened["codes"])
    try:
        settle([first, second])
        mover, other = (first, second) if first.to_act == first.seat else (second, first)
        move = mover.legal_actions()[0]
        other.act(move)  # not its turn
        while other.refusal is None:
            other.wait(5)
        assert "turn" in other.refusal
        mover.act({"nonsense": True})
        while mover.refusal is None:
            mover.wait(5)
        assert mover.refusal and "\n" not in mover.refusal
        settle([first, second])
        assert first.ply == second.ply == 0
        play_turn(mover, random.Random(1))
        settle([first, second])
        assert other.ply == 1 and other.refusal is None
    finally:
        first.close()
        second.close()


def test_a_wrong_join_code_is_turned_away_in_one_line(module_server) -> None:
    server = module_server
    client = RemoteMatch(server.url, code="AAAA-2222")
    try:
        try:
            client.wait_seated()
        except Exception as error:
            assert "unknown or has expired" in str(error)
        else:
            raise AssertionError("a wrong code was let in")
    finally:
        client.close()


def test_a_server_deals_with_its_own_seeds_unless_told_otherwise(start_server) -> None:
    server = start_server(allow_seeds=False)
    with pytest.raises(OnlineError, match="seeds of its own"):
        host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=3)
    assert host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}])["match"]
