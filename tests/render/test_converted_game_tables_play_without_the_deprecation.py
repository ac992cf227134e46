"""A built-in game whose table is already built of the three parts (a scene, a choreography and
a controller) reaches the host as a ``Table``, called part by part: starting its match and playing
on emits no GameTable DeprecationWarning, and the host adapts nothing.

Every built-in game is named: each is a table of three parts now (an older single-class table,
a third-party plugin's, is tested in ``test_players_never_see_the_game_table_deprecation``).
"""

from __future__ import annotations

import importlib
import warnings

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()

pytestmark = pytest.mark.gl

CONVERTED = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")


@pytest.mark.parametrize("game", CONVERTED)
def test_a_converted_game_table_is_a_table_and_never_warns(
    game, tabletop_shell, driver, tmp_path, monkeypatch
) -> None:
    from tabletop_core import plugins
    from tabletop_core.render import GameTable, Table
    from tabletop_core.render.driving import bot_move
    from tabletop_core.replay import SeatSpec

    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    plugin = importlib.import_module(f"tabletop_{game}.plugin")
    registry = plugins.load(extra_plugins=[plugin], autoload=False)
    shell = tabletop_shell(registry, reduced_motion=True)
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Mila", "random")]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        host = shell.start_match(shell.new_match(game, seats, 3, None))
        for _ in range(6):  # the bots play on: the table takes events, animates and draws
            bot_move(host)
            driver.update(frames=20)
            driver.draw()
    told = [
        str(w.message)
        for w in caught
        if issubclass(w.category, DeprecationWarning) and "GameTable" in str(w.message)
    ]
    assert not told, told
    assert isinstance(host.table, Table) and not isinstance(host.table, GameTable)
    assert host.parts is host.table, "the host calls the game's own parts, through no adapter"
    assert host.match.actions, "the bots played: the parts took their events"
