"""Without a screen, opening the window gives one readable line, not a pyglet traceback."""

from __future__ import annotations

import pytest

from tabletop_core.render import NoDisplayError
from tabletop_core.render.app import run_window


def test_run_window_without_a_display_points_to_headless_play(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr("sys.platform", "linux")
    with pytest.raises(NoDisplayError) as caught:
        run_window()
    message = str(caught.value)
    assert "\n" not in message
    assert "tabletop play GAME --headless" in message and "tabletop screenshot" in message
