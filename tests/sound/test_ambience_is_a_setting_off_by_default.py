"""Each game may have a quiet ambience (water at the dams and the raft, the river of Dam It!):
off by default, turned on from the settings screen by keyboard and saved; it loops while the
table shows, follows mute at once, and stops when the table is left. Played through arcade on
pyglet's silent driver, recorded through the board's own listener hook."""

from __future__ import annotations

import pytest

from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec
from tabletop_core.settings import Settings, load_settings
from tabletop_core.sound import board, recording

pytestmark = pytest.mark.gl


def _match(registry, game_id: str) -> Match:
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    bots = {1: registry.make_bot(game_id, "random")}
    return Match(registry.get(game_id).game, seats, 3, None, bots=bots, autosave=False)


def test_ambience_is_off_by_default(tabletop_shell, tabletop_driver, games_registry):
    assert Settings().sound_ambience is False
    shell = tabletop_shell(games_registry)
    with recording() as heard:
        shell.start_match(_match(games_registry, "hamsterdam"))
        tabletop_driver.draw()
    assert board().ambience_playing is None
    assert not [p for p in heard if p.loop]


@pytest.mark.parametrize(
    ("game_id", "place"),
    [("damit", "river"), ("hamsterdam", "water"), ("mein_lieber_biber", "water")],
)
def test_turned_on_the_table_loops_its_place_until_it_is_left(
    tabletop_shell, tabletop_driver, games_registry, game_id, place
):
    shell = tabletop_shell(games_registry, sound_ambience=True)
    with recording() as heard:
        shell.start_match(_match(games_registry, game_id))
        tabletop_driver.draw()
    looping = [p for p in heard if p.loop]
    assert [p.name for p in looping] == [place]
    assert board().ambience_playing == looping[0]
    assert 0 < looping[0].volume < 0.5 * shell.settings.sound_volume / 100, "a quiet loop"
    assert board()._ambience_player is not None, "really looping through arcade"
    shell.show_launcher()
    assert board().ambience_playing is None and board()._ambience_player is None


def test_the_settings_screen_turns_it_on_by_keyboard_and_mute_silences_it(
    tabletop_shell, tabletop_driver, games_registry
):
    from tabletop_core.render._arcade import load_arcade

    key = load_arcade().key
    shell = tabletop_shell(games_registry)
    host = shell.start_match(_match(games_registry, "beaver_creek"))
    view = shell.show_settings(back=host)
    tabletop_driver.draw()
    while view.focus.focused is not view.sound_effects:  # the row of what the table plays
        tabletop_driver.key(key.DOWN)
    tabletop_driver.key(key.ENTER)  # effects → effects and ambience
    saved = load_settings(shell.settings_path)
    assert saved.sound_ambience and saved.sound_effects
    with recording() as heard:
        shell.window.show_view(host)
        tabletop_driver.draw()
    assert [p.name for p in heard if p.loop] == ["water"]
    shell.settings.sound_muted = True
    shell.window.show_view(host)
    assert board().ambience_playing is None
    shell.show_launcher()
