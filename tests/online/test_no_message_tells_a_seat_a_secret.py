"""Every byte each seat (and a spectator) receives in a whole online game of each game depends
only on what that seat may know.

The frames are recorded as the clients got them. The match is then replayed from the server's
journal: each update must be exactly what :func:`seat_update` builds from that moment (so the
server sent nothing else), and the same update built in a world where everything hidden from
the seat was drawn again (the game's ``redeal_secrets``), with the same move played, must be the
same bytes whenever the seat's view cannot tell the two worlds apart.
"""

from __future__ import annotations

import json
import random

import pytest

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.online.loopback import host, join, play_turn, settle
from tabletop_core.online.protocol import dumps
from tabletop_core.online.room import seat_update
from tabletop_core.testing import fingerprint

REDEALS = 4
SEED = 7


def public(text: str) -> str:
    """An update without the final result: the score sheet is shown to everyone at the end
    (the tie-break may tell what was in the hands), so it is not a secret of that moment."""
    message = json.loads(text)
    message.pop("result", None)
    return dumps(message)


GAMES = [
    "damit",
    pytest.param("mein_lieber_biber", marks=pytest.mark.slow),
    pytest.param("beaver_creek", marks=pytest.mark.slow),
    pytest.param("hamsterdam", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("game", GAMES)
def test_no_frame_to_a_seat_or_a_spectator_depends_on_its_secrets(start_server, game: str) -> None:
    server = start_server()
    seats = [{"kind": "invited"}, {"kind": "invited"}, {"kind": "bot", "level": "random"}]
    opened = host(server, game, seats, seed=SEED)
    clients = [join(server, entry["code"], record=True) for entry in opened["codes"]]
    watcher = join(server, opened["watch"], record=True)
    rng = random.Random(3)
    try:
        while True:
            settle([*clients, watcher])
            if clients[0].is_over:
                break
            play_turn(next(c for c in clients if c.to_act == c.seat), rng)
        settle([*clients, watcher])
    finally:
        for client in [*clients, watcher]:
            client.close()

    registry = plugins.registry()
    journal = server.data / "autosaves" / f"{game}-{opened['match']}.json"
    whole = Match.load(journal, registry)
    game = whole.game
    states = [game.new_state(whole.players, whole.seed, whole.options)]
    events: list[tuple] = [()]
    for _seat, action in whole.actions:
        state = game.clone(states[-1])
        events.append(tuple(game.apply(state, action)))
        states.append(state)
    humans = [s.kind == "human" for s in whole.seats]
    fp = getattr(game, "fingerprint", None) or fingerprint  # the kit's comparison of views

    compared = 0
    for client in [*clients, watcher]:
        seat = client.seat
        frames = [json.loads(text) for text in client.received or []]
        assert frames[0]["type"] == "welcome"
        assert set(frames[0]) == {
            "type",
            "protocol",
            "match",
            "game",
            "seat",
            "names",
            "seats",
            "epoch",
            "clock",
            "token",
        }
        for text, frame in zip(client.received[1:], frames[1:], strict=True):
            if frame["type"] == "seats":  # who sits where and is connected: the same for all
                assert set(frame) == {"type", "names", "seats"}
                assert all(
                    set(entry) == {"name", "kind", "level", "present", "away"}
                    for entry in frame["seats"]
                )
                continue
            assert frame["type"] == "update", frame
            ply = frame["ply"]

            def build(state, happened, frame=frame, seat=seat) -> str:
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
    assert compared > 50, f"only {compared} re-dealt worlds were compared: the check proves little"
