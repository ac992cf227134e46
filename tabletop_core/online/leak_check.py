"""The leak test's check of recorded frames: every update a client received must be what
:func:`~tabletop_core.online.room.seat_update` builds from the journal at that moment, and the
same update built in a world where what is hidden from the seat was drawn again (the game's
``redeal_secrets``) must be the same bytes whenever the seat's view cannot tell the worlds
apart. Used by the tests of one server and of several nodes on Redis."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from tabletop_core.match import Match
from tabletop_core.online.protocol import dumps
from tabletop_core.online.room import seat_update
from tabletop_core.testing import fingerprint

REDEALS = 4

WELCOME_KEYS = {
    "type",
    "protocol",
    "match",
    "game",
    "seat",
    "names",
    "seats",
    "epoch",
    "clock",
    "pace",
}
"""What a welcome holds (one answering a join code holds the new ``token`` too)."""


def public(text: str) -> str:
    """An update without the final result: the score sheet is shown to everyone at the end
    (the tie-break may tell what was in the hands), so it is not a secret of that moment."""
    message = json.loads(text)
    message.pop("result", None)
    return dumps(message)


def check_frames(whole: Match, clients: Sequence[Any]) -> int:
    """Check every frame each client (``seat`` and ``received``) got against the journal of
    ``whole``; returns how many re-dealt worlds were compared. Raises AssertionError."""
    game: Any = whole.game  # (clone and redeal_secrets: what the kit asks of every game)
    states = [game.new_state(whole.players, whole.seed, whole.options)]
    events: list[tuple[Any, ...]] = [()]
    for _seat, action in whole.actions:
        state = game.clone(states[-1])
        events.append(tuple(game.apply(state, action)))
        states.append(state)
    humans = [s.kind == "human" for s in whole.seats]
    fp = getattr(game, "fingerprint", None) or fingerprint  # the kit's comparison of views

    compared = 0
    for client in clients:
        seat = client.seat
        texts = list(client.received or [])
        frames = [json.loads(text) for text in texts]
        assert frames[0]["type"] == "welcome"
        for text, frame in zip(texts, frames, strict=True):
            if frame["type"] == "welcome":  # the first, and one per reconnection
                assert set(frame) - {"token"} == WELCOME_KEYS, frame
                continue
            if frame["type"] == "seats":  # who sits where and is connected: the same for all
                assert set(frame) == {"type", "names", "seats"}
                assert all(
                    set(entry) == {"name", "kind", "level", "present", "away"}
                    for entry in frame["seats"]
                )
                continue
            assert frame["type"] == "update", frame
            ply = frame["ply"]

            def build(state: Any, happened: Any, frame: Any = frame, seat: Any = seat) -> str:
                message = seat_update(
                    game,
                    state,
                    seat,
                    whole.names,
                    happened,
                    number=frame["n"],
                    epoch=frame["epoch"],
                    ply=frame["ply"],
                    humans=humans,
                    can_undo=frame["can_undo"],
                    undo_refusal=frame.get("undo_refusal"),
                )
                if frame.get("snapshot"):
                    message["snapshot"] = True
                    message["log"] = frame["log"]
                return dumps(message)

            happened = () if frame.get("snapshot") else events[ply]
            assert build(states[ply], happened) == text, f"seat {seat}, update {frame['n']}"
            if ply == 0 or frame.get("snapshot"):
                continue
            before, action = states[ply - 1], whole.actions[ply - 1][1]
            seen = fp(game.view(states[ply], seat))
            redeal_seats = [seat] if seat is not None else list(range(whole.players))
            for other_seat in redeal_seats:
                for k in range(REDEALS):
                    world = game.redeal_secrets(
                        before, other_seat, random.Random(f"{ply}/{other_seat}/{k}")
                    )
                    try:
                        again = tuple(game.apply(world, action))
                    except Exception:
                        continue  # the move is not possible in that world
                    if fp(game.view(world, seat)) != seen:
                        continue  # the seat can tell the worlds apart: something was revealed
                    assert public(build(world, again)) == public(text), (
                        f"seat {seat}'s update {frame['n']} changes with what is hidden from it"
                    )
                    compared += 1
    return compared
