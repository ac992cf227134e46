"""The core plugin's ``tabletop_shell`` factory: a shell on the shared window at 1280×720,
without bot pacing and with reduced motion unless asked, its settings saved in the test's own
folder (or not at all), and a whole settings object taken as it is."""

from __future__ import annotations

import pytest

from tabletop_core.settings import Settings

pytestmark = pytest.mark.gl


def test_a_shell_has_the_test_defaults_and_its_own_settings_file(
    window, tabletop_shell, registry, tmp_path
):
    window.set_size(800, 600)
    shell = tabletop_shell(registry)
    assert (window.width, window.height) == (1280, 720)
    assert shell.window is window and shell.registry is registry
    assert shell.settings.bot_pacing == 0.0 and shell.settings.reduced_motion
    assert shell.settings_path == tmp_path / "settings.json"


def test_values_override_the_defaults_and_a_settings_object_is_kept(
    tabletop_shell, registry, tmp_path
):
    moving = tabletop_shell(registry, reduced_motion=False, text_size=200)
    assert not moving.settings.reduced_motion and moving.settings.text_size == 200
    assert moving.settings.bot_pacing == 0.0
    settings = Settings(bot_pacing=10)
    kept = tabletop_shell(registry, settings, settings_path=None)
    assert kept.settings is settings and kept.settings_path is None
    with pytest.raises(TypeError):
        tabletop_shell(registry, settings, text_size=200)
