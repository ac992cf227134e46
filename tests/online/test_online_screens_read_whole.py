"""The online screens read whole at 100 % and 200 % text in English, French and German: "Play
online" (its form, with an address typed in, and its page of codes and links), the launcher's
"Join a game", and the online table with away seats and a turn clock at 200 %."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop_core import plugins
from tabletop_core.i18n import set_language
from tabletop_core.render.driving import make_shell
from tabletop_core.render.legibility import canvases_of, reading_problems
from tabletop_core.render.theme import apply_settings

pytestmark = pytest.mark.gl


def problems_of(view) -> list[str]:
    view.rebuild_now()
    return reading_problems(canvases_of(view), view.bounds)


@pytest.mark.parametrize("language", ("en", "fr", "de"))
@pytest.mark.parametrize("text_size", (100, 200))
def test_online_screens_read_whole(window, tmp_path: Path, language, text_size) -> None:
    from tabletop_core.render.online_screens import JoinView

    set_language(language)
    shell = make_shell(
        window,
        plugins.registry(),
        tmp_path / "settings.json",
        text_size=text_size,
        high_contrast=text_size == 200,
        language=language,
    )
    apply_settings(shell.settings)
    try:
        found: dict[str, list[str]] = {}
        for game in ("damit", "hamsterdam"):
            lobby = shell.show_lobby(game)
            lobby.players.value = lobby.info.max_players  # the most seats there can be
            lobby._players_changed()
            found[f"{game} lobby"] = problems_of(lobby)
            online = lobby.play_online()
            found[f"{game} online"] = problems_of(online)
            online.server.index = 1  # an address: one field more
            online.address.text = "http://tabletop.example.org:8765"
            found[f"{game} online, address"] = problems_of(online)
        online.answer = {
            "codes": [
                {"seat": seat, "name": f"Grandma {seat}", "code": "KX7P-M2QD"}
                for seat in range(1, 5)
            ],
            "watch": "Q4TW-8HNA",
            "here": [{"seat": 0, "token": "not-shown", "code": "HN3P-7RTW"}],
        }
        online.server_url = "http://192.168.178.20:8765"
        found["invitations"] = problems_of(online)
        launcher = shell.show_launcher()
        found["launcher"] = problems_of(launcher)
        window.show_view(JoinView(shell))
        found["join"] = problems_of(window.current_view)
        unreadable = {screen: problems for screen, problems in found.items() if problems}
        assert not unreadable, unreadable
    finally:
        set_language("en")
        apply_settings(make_shell(window, plugins.registry(), tmp_path / "s.json").settings)


@pytest.mark.parametrize("language", ("en", "de"))
def test_the_online_table_reads_whole_at_200_percent_with_away_seats_and_a_clock(
    start_clocked_server, window, driver, tmp_path: Path, language
) -> None:
    import time

    from tabletop_core.online.loopback import host, join
    from tabletop_core.render.online_screens import show_online_table

    server = start_clocked_server()  # the seats' away time is counted on its clock
    seats = [{"kind": "invited", "name": "Großmutter Annegret"}, *[{"kind": "invited"}] * 3]
    opened = host(server, "damit", seats, seed=1, away_after=1, turn_clock=600)
    set_language(language)
    shell = make_shell(
        window,
        plugins.registry(),
        tmp_path / "settings.json",
        text_size=200,
        high_contrast=True,
        language=language,
    )
    apply_settings(shell.settings)
    client = join(server, opened["codes"][0]["code"])
    try:
        table = show_online_table(shell, client)
        server.now += 1.5  # the empty seats have been empty longer than away_after
        deadline = time.monotonic() + 30
        while not all(client.is_away(seat) for seat in (1, 2, 3)) or client.clock_left() is None:
            assert time.monotonic() < deadline, "the others were never marked away"
            driver.update(1 / 30)
            client.wait_for_news(0.1)  # the server's next message, rather than a fixed sleep
        labels = table._seat_labels()
        shown = re.match(r"\D*(\d+)", table.prompt_text())
        assert sum("(" in x for x in labels) >= 3
        assert shown is not None and 570 <= int(shown.group(1)) <= 600, "the clock leads the prompt"
        assert not problems_of(table), problems_of(table)
    finally:
        client.close()
        set_language("en")
        apply_settings(make_shell(window, plugins.registry(), tmp_path / "s.json").settings)
