"""The turn clock counted on the server's own clock, driven here instead of waited on: the seat
to act is told the time left, nothing happens before it runs out, and when it does the server's
upkeep plays the game's default move for that person, on record as a ply played for them; the
next person's clock starts whole. (The same through a real server process, a window and a real
two-second clock: the slow tier's test_the_turn_clock_plays_a_default_move.py.)"""

from __future__ import annotations

import asyncio

from tabletop_core import plugins
from tabletop_core.online.protocol import PROTOCOL, NewMatch, SeatRequest
from tabletop_core.online.server import Rooms, _look_at, after_change


def _room(tmp_path, now: list[float]):
    rooms = Rooms(tmp_path, plugins.registry(), allow_seeds=True, clock=lambda: now[0])
    asked = NewMatch(
        protocol=PROTOCOL,
        game="damit",
        seats=[SeatRequest(kind="invited"), SeatRequest(kind="invited")],
        seed=8,
        turn_clock=2,
    )
    answer = rooms.open(asked)
    return rooms, rooms.rooms[answer["match"]]


def test_a_turn_left_to_run_out_is_played_for_its_person(tmp_path) -> None:
    now = [1000.0]
    rooms, room = _room(tmp_path, now)
    match = room.match
    seat = match.to_act
    assert seat is not None
    message = room.clock_message()
    assert message == {"type": "clock", "seat": seat, "ply": 0, "left": 2.0}

    now[0] += 1.5
    asyncio.run(_look_at(rooms, room))  # the server looks before the time is up: nothing
    assert match.actions == [] and room.clock_left() == 0.5 and not room.out_of_time()

    now[0] += 0.5
    assert room.out_of_time()
    asyncio.run(_look_at(rooms, room))
    assert [s for s, _ in match.actions] == [seat]  # played as theirs...
    assert room.played_for == {0}  # ...and on record as played for them
    assert match.to_act != seat
    assert room.clock_message() == {"type": "clock", "seat": match.to_act, "ply": 1, "left": 2.0}


def test_a_move_in_time_stops_the_clock_and_starts_the_next(tmp_path) -> None:
    now = [50.0]
    rooms, room = _room(tmp_path, now)
    match = room.match
    first = match.to_act
    now[0] += 1.9
    events = match.act(match.legal_actions()[0], seat=first)
    asyncio.run(after_change(rooms, room, room.updates_after(events)))  # as the server does
    now[0] += 1.0  # 2.9 s since the first turn began, 1 s into the second
    asyncio.run(_look_at(rooms, room))
    assert len(match.actions) == 1 and room.played_for == set()
    assert room.clock_left() == 1.0
