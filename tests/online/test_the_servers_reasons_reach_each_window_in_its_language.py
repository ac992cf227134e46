"""The server speaks English; each window reads the server's own refusals in its language: a
wrong join code, a watcher the host turned away and a move that arrived too late, in French and
German, while an English window keeps the server's words."""

from __future__ import annotations

import pytest

from tabletop_core import plugins
from tabletop_core.i18n import set_language
from tabletop_core.online.client import RemoteMatch, ServerRefused
from tabletop_core.online.loopback import host, join, settle

WRONG_CODE = {
    "en": "this join code is unknown or has expired: ask the host for a new one",
    "fr": "ce code est inconnu ou a expiré : demandez-en un nouveau à l'hôte",
    "de": "dieser Code ist unbekannt oder abgelaufen: bitte den Gastgeber um einen neuen",
}
NO_WATCHERS = {
    "en": "the host of this match does not let spectators watch",
    "fr": "l'hôte de cette partie n'accepte pas de spectateurs",
    "de": "der Gastgeber dieser Partie lässt keine Zuschauer zu",
}
TOO_LATE = {
    "en": "the game moved on before this move arrived: look again",
    "fr": "la partie a avancé avant l'arrivée de ce coup : regardez à nouveau",
    "de": "das Spiel ist weitergegangen, bevor dieser Zug ankam: schau noch einmal hin",
}


@pytest.fixture(params=("en", "fr", "de"))
def language(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def turned_away(server, **join_with) -> str:
    client = RemoteMatch(server.url, registry=plugins.registry(), **join_with)
    try:
        with pytest.raises(ServerRefused) as refused:
            client.wait_seated()
        return str(refused.value)
    finally:
        client.close()


def test_a_wrong_code_and_a_refused_watcher_are_told_in_the_windows_language(
    module_server, language
) -> None:
    server = module_server  # each case hosts a match of its own on it
    assert turned_away(server, code="AAAA-2222") == WRONG_CODE[language]
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], spectators=False)
    code = opened["codes"][0]["code"]
    assert turned_away(server, code=code, watch=True) == NO_WATCHERS[language]


def test_a_move_sent_after_the_game_moved_on_is_refused_in_the_windows_language(
    module_server, language
) -> None:
    server = module_server  # each case hosts a match of its own on it
    opened = host(server, "damit", [{"kind": "invited"}, {"kind": "invited"}], seed=3)
    seats = [join(server, entry["code"]) for entry in opened["codes"]]
    try:
        settle(seats)
        mover = next(seat for seat in seats if seat.to_act == seat.seat)
        action = mover.game.encode_action(mover.legal_actions()[0])
        # a move numbered for a moment the game has not reached: what a stale window sends
        mover._send({"type": "act", "seq": mover.ply + 1, "action": action})
        assert settle_until(mover, lambda: mover.refusal is not None)
        assert mover.refusal == TOO_LATE[language]
    finally:
        for seat in seats:
            seat.close()


def settle_until(client: RemoteMatch, done, seconds: float = 10.0) -> bool:
    """Take in ``client``'s messages until ``done()``, waiting for the server's next message
    between tries (never a fixed pause); False if ``seconds`` pass first."""
    import time

    end = time.monotonic() + seconds
    while True:
        client.poll()
        if done():
            return True
        left = end - time.monotonic()
        if left <= 0:
            return False
        client.wait_for_news(left)
