"""Every table reads whole at every player count it seats, at 100 % and 200 % text: no word cut,
none pushed out of the table's area (over the frame), none lying on another.

Mein lieber Biber at six players and 200 % once folded the others' rows under the viewer's and
set the word "played" above the column, half under the menu bar; the reading check skipped it
because its anchor lay outside the table. The fast tier keeps that case; the slow tier reads
every game at every count."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl

PLAYERS = {
    "damit": (2, 4),
    "hamsterdam": (2, 4),
    "mein_lieber_biber": (2, 6),
    "beaver_creek": (1, 5),
}
CASES = [
    pytest.param(game, players, text_size, marks=pytest.mark.slow)
    for game, (least, most) in PLAYERS.items()
    for players in range(least, most + 1)
    for text_size in (100, 200)
    if (game, players, text_size) != ("mein_lieber_biber", 6, 200)
]


@pytest.mark.parametrize(("game", "players", "text_size"), [("mein_lieber_biber", 6, 200), *CASES])
def test_the_table_reads_whole(
    game, players, text_size, window, games_registry, reading_reset, tmp_path
):
    from tabletop_core.render.legibility import canvases_of, reading_problems, visible_labels
    from tabletop_core.render.screenshot import take_screenshot

    take_screenshot(
        game,
        seed=1,
        moves=None,
        out=tmp_path / "table.bmp",
        registry=games_registry,
        text_size=text_size,
        language="en",
        players=players,
    )
    host = load_arcade().get_window().current_view
    canvases = canvases_of(host.table)
    assert not host.failed and visible_labels(canvases), "the table drew nothing"
    _bar, table_rect, _log, _prompt = host.layout()
    problems = reading_problems(canvases, table_rect)
    assert not problems, f"{game}, {players} players, {text_size} %: " + "; ".join(problems)
