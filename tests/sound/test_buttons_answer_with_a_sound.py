"""The interface has sounds of its own: a button pressed by mouse or key answers with a soft
tick, a primary one (Start) with a confirming "ta-dum", a greyed one with a dull "not now"; the
focus or the pointer reaching another control with the faintest tick; all within the player's
sound settings."""

from __future__ import annotations

import pytest

from tabletop_core.match import Match
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec
from tabletop_core.sound import recording

pytestmark = pytest.mark.gl


def _names(heard) -> list[str]:
    return [p.name for p in heard]


def test_a_button_ticks_when_clicked_or_entered(tabletop_shell, tabletop_driver, games_registry):
    shell = tabletop_shell(games_registry)
    lobby = shell.show_lobby("damit")
    tabletop_driver.draw()
    with recording() as heard:
        tabletop_driver.click_rect(lobby.all_saved.rect)
    assert _names(heard) == ["ui_focus", "ui_press"], "the pointer arrives, then presses"
    lobby = shell.show_lobby("damit")
    tabletop_driver.draw()
    lobby.focus.focus_on(lobby.back)
    with recording() as heard:
        tabletop_driver.key(load_arcade().key.ENTER)
    assert _names(heard) == ["ui_press"]


def test_a_greyed_button_says_not_now_and_mute_silences_both(
    tabletop_shell, tabletop_driver, games_registry
):
    for muted in (False, True):
        shell = tabletop_shell(games_registry, sound_muted=muted)
        seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
        bots = {1: games_registry.make_bot("damit", "random")}
        game = games_registry.get("damit").game
        host = shell.start_match(Match(game, seats, 3, None, bots=bots, autosave=False))
        tabletop_driver.draw()
        undo = next(c for c in host.focus.controls if c.label == "Undo")  # the menu bar's
        assert not undo.enabled  # nothing to take back yet
        with recording() as heard:
            tabletop_driver.click_rect(undo.rect)
        assert _names(heard) == ([] if muted else ["ui_refused"])


def test_moving_the_focus_ticks_and_a_primary_button_confirms(
    tabletop_shell, tabletop_driver, games_registry
):
    key = load_arcade().key
    shell = tabletop_shell(games_registry)
    lobby = shell.show_lobby("damit")
    tabletop_driver.draw()
    with recording() as heard:
        tabletop_driver.key(key.TAB)
    assert _names(heard) == ["ui_focus"]
    with recording() as heard:
        tabletop_driver.hover(*lobby.start.rect.center)
        tabletop_driver.hover(*lobby.start.rect.center)  # still on it: no second tick
    assert _names(heard) == ["ui_focus"]
    with recording() as heard:
        tabletop_driver.click_rect(lobby.start.rect)
    assert _names(heard) == ["ui_confirm"]
