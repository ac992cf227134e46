"""The server's upkeep counted on its own clock, driven here instead of waited on: a match
nobody moves in closes its journal after ``idle_close`` and leaves memory after
``idle_forget``; a finished one leaves after ``finished_linger``; a seat left empty longer than
the host's ``away_after`` is played by a bot. (The same through real server processes and real
seconds, with their open files counted: the slow tier's
test_matches_close_their_files_when_idle_and_leave_when_over.py,
test_a_match_that_left_memory_still_takes_its_hosts_codes_and_deals.py and
test_an_away_seat_is_played_by_a_bot_until_its_person_returns.py.)"""

from __future__ import annotations

import asyncio

from tabletop_core import plugins
from tabletop_core.online.limits import Limits
from tabletop_core.online.protocol import PROTOCOL, NewMatch, SeatRequest
from tabletop_core.online.server import Rooms, _look_at, after_change, upkeep


def _rooms(tmp_path, now: list[float], seats, **rules):
    limits = Limits(idle_close=10.0, idle_forget=100.0, finished_linger=5.0)
    rooms = Rooms(
        tmp_path, plugins.registry(), allow_seeds=True, limits=limits, clock=lambda: now[0]
    )
    asked = NewMatch(protocol=PROTOCOL, game="damit", seats=seats, seed=3, **rules)
    return rooms, rooms.rooms[rooms.open(asked)["match"]]


def _move(rooms, room) -> None:
    match = room.match
    events = match.act(match.legal_actions()[0], seat=match.to_act)
    asyncio.run(after_change(rooms, room, room.updates_after(events)))


def test_an_idle_match_closes_its_journal_then_leaves_memory(tmp_path) -> None:
    now = [0.0]
    people = [SeatRequest(kind="invited"), SeatRequest(kind="invited")]
    rooms, room = _rooms(tmp_path, now, people)
    _move(rooms, room)
    now[0] += 9.9
    asyncio.run(upkeep(rooms))
    assert room.journal_open and rooms.counts["journals_closed_idle"] == 0
    now[0] += 0.1
    asyncio.run(upkeep(rooms))
    assert not room.journal_open and rooms.counts["journals_closed_idle"] == 1
    _move(rooms, room)  # the next move opens it again
    assert room.journal_open
    now[0] += 10.0
    asyncio.run(upkeep(rooms))
    assert not room.journal_open
    now[0] += 89.9
    asyncio.run(upkeep(rooms))
    assert room.match_id in rooms.rooms
    now[0] += 0.1
    asyncio.run(upkeep(rooms))
    assert room.match_id not in rooms.rooms and rooms.counts["matches_left_memory"] == 1


def test_a_finished_match_leaves_memory_after_its_linger(tmp_path) -> None:
    now = [0.0]
    bots = [SeatRequest(kind="bot", level="random")] * 2
    rooms, room = _rooms(tmp_path, now, bots)
    asyncio.run(_look_at(rooms, room))  # the bots play the match out
    assert room.match.is_over and room.finished_at == 0.0
    now[0] += 4.9
    asyncio.run(upkeep(rooms))
    assert room.match_id in rooms.rooms
    now[0] += 0.1
    asyncio.run(upkeep(rooms))
    assert room.match_id not in rooms.rooms


def test_a_seat_left_empty_past_the_hosts_limit_is_played_by_a_bot(tmp_path) -> None:
    now = [0.0]
    people = [SeatRequest(kind="invited"), SeatRequest(kind="invited")]
    rooms, room = _rooms(tmp_path, now, people, away_after=2)
    now[0] += 1.9
    asyncio.run(_look_at(rooms, room))
    assert room.away == set() and room.match.actions == []
    now[0] += 0.1
    asyncio.run(_look_at(rooms, room))
    assert room.away == {0, 1}
    assert room.match.is_over or len(room.match.actions) > 0  # a bot plays the away seats
