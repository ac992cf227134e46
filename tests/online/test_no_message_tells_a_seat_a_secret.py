"""Every byte each seat (and a spectator) receives in a whole online game of each game depends
only on what that seat may know.

The frames are recorded as the clients got them. The match is then replayed from the server's
journal: each update must be exactly what :func:`seat_update` builds from that moment (so the
server sent nothing else), and the same update built in a world where everything hidden from
the seat was drawn again (the game's ``redeal_secrets``), with the same move played, must be the
same bytes whenever the seat's view cannot tell the two worlds apart.
"""

from __future__ import annotations

import random

import pytest

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.online.leak_check import check_frames
from tabletop_core.online.loopback import host, join, play_turn, settle

SEED = 7


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
    compared = check_frames(Match.load(journal, registry), [*clients, watcher])
    assert compared > 50, f"only {compared} re-dealt worlds were compared: the check proves little"
