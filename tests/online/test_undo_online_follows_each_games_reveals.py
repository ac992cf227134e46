"""Undo online for each game through a real server: a decision whose events revealed nothing
(no roll, no card drawn, no shaking hand, no raft that tipped) is taken back for everyone; one
that revealed something is refused with the game's own reason, to that seat alone, and the
other person may never take it back.

The server's app runs in the test's process on a clock the test drives: the clients keep to
its pace by moving that clock on (each move waits for its answer), not by sleeping."""

from __future__ import annotations

import random
import time

import pytest

from tabletop_core import plugins
from tabletop_core.online.loopback import host, join, play_turn, settle
from tabletop_core.online.view_codec import event_from_wire

GAMES = ["mein_lieber_biber", "beaver_creek", "hamsterdam"]
"""Dam It! has its own test (test_undo_online_follows_the_fair_play_rules)."""


def _answer(client, ply: int) -> None:
    deadline = time.monotonic() + 30
    while client.ply == ply and client.refusal is None:
        assert time.monotonic() < deadline, "no answer to the undo"
        client.wait(0.5)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_is_refused_across_a_reveal_and_taken_for_a_decision_that_revealed_nothing(
    start_clocked_server, game_id: str
) -> None:
    game = plugins.registry().get(game_id).game
    server = start_clocked_server()
    opened = host(server, game_id, [{"kind": "invited"}, {"kind": "invited"}], seed=11)
    clients = [
        join(server, entry["code"], clock=server.clock, pause=server.pause)
        for entry in opened["codes"]
    ]
    rng = random.Random(2)
    taken = refused = 0
    try:
        for _ in range(400):
            settle(clients)
            if clients[0].is_over or (taken >= 2 and refused >= 2):
                break
            mover = next(c for c in clients if c.to_act == c.seat)
            other = next(c for c in clients if c is not mover)
            mover.take_events()
            play_turn(mover, rng)
            settle(clients)
            events = [event_from_wire(game, data) for data in mover.take_events()]
            reasons = [r for r in (e.why_undo_stops() for e in events) if r is not None]
            ply = mover.ply
            assert mover.can_undo is (not reasons and not mover.is_over), (events, mover.can_undo)
            mover.undo()
            _answer(mover, ply)
            if not reasons:
                assert mover.refusal is None and mover.ply == ply - 1
                settle(clients)
                assert other.ply == ply - 1 and other.refusal is None
                taken += 1
                play_turn(mover, rng)
            else:
                assert mover.refusal and "\n" not in mover.refusal and mover.ply == ply
                assert any(reason in mover.refusal for reason in reasons), mover.refusal
                assert other.refusal is None
                refused += 1
            settle(clients)
            other.undo()  # the other person may never take back this move
            _answer(other, other.ply)
            assert other.refusal is not None
        assert taken and refused, (taken, refused)
    finally:
        for client in clients:
            client.close()
