"""Volume, mute and what the table plays (effects, ambience, both, none) are on the settings
screen, reached by the keyboard, saved at once, and obeyed by the next effect played."""

from __future__ import annotations

import pytest

from tabletop_core.settings import load_settings
from tabletop_core.sound import board, recording


@pytest.mark.gl
def test_volume_and_mute_are_set_by_keyboard_saved_and_obeyed(shell, driver):
    from tabletop_core.render._arcade import load_arcade

    key = load_arcade().key
    view = shell.show_settings()
    driver.draw()
    while view.focus.focused is not view.sound_volume:
        driver.key(key.DOWN)
    driver.key(key.RIGHT)  # 80 → 100 %
    assert load_settings(shell.settings_path).sound_volume == 100
    with recording() as heard:
        board().play("win", shell.settings)
    assert heard[0].volume == pytest.approx(0.8)  # the win's mix level at full volume
    while view.focus.focused is not view.sound_muted:
        driver.key(key.DOWN)
    driver.key(key.ENTER)  # mute
    assert load_settings(shell.settings_path).sound_muted
    driver.key(key.DOWN)
    assert view.focus.focused is view.sound_effects  # what the table plays
    driver.key(key.ENTER)  # effects and ambience
    saved = load_settings(shell.settings_path)
    assert saved.sound_effects and saved.sound_ambience
    driver.key(key.RIGHT)  # ambience only
    driver.key(key.RIGHT)  # none
    saved = load_settings(shell.settings_path)
    assert not saved.sound_effects and not saved.sound_ambience
    with recording() as heard:
        board().play("win", shell.settings)
    assert heard == []
