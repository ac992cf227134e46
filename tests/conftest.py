"""What every test folder shares: the one headless arcade window of the session.

Software rendering makes a window expensive, and arcade keeps one current window per process, so
the GL tests of every folder draw on this one (DESIGN §5: one window per session, reset between
tests). It is opened lazily, only when a GL test asks for it.
"""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def window():
    from tabletop_core.render._arcade import load_arcade, want_headless

    want_headless()
    arcade = load_arcade()
    window = arcade.Window(1280, 720, "Tabletop tests", visible=False, antialiasing=False)
    yield window
    window.close()


@pytest.fixture()
def driver(window):
    """Real input events on the shared window (tabletop_core.render.driving.Driver)."""
    from tabletop_core.render.driving import Driver

    return Driver(window)
