"""The pytest plugin of the core: the fixtures a game's own table tests need.

Registered by the ``pytest11`` entry point of ``tabletop-core``, so any project with Tabletop
installed has them without a conftest. The entry point is named after the module, so
``-p tabletop_core.pytest_plugin`` (or ``pytest_plugins = [...]`` in a conftest) names the same
plugin without registering it twice; ``-p no:tabletop_core.pytest_plugin`` turns it off.

- ``window``: the one headless arcade window of the session (arcade keeps one current window
  per process, and software rendering makes a window expensive), opened lazily, 1280×720;
- ``driver``: real input events on that window (:class:`tabletop_core.render.driving.Driver`).

The helpers that go with them (the table's area, "the table reads whole") are in
:mod:`tabletop_core.testing`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def window() -> Iterator[Any]:
    """The session's hidden window (without a display: Mesa's software renderer)."""
    from tabletop_core.render._arcade import load_arcade, want_headless

    want_headless()
    arcade = load_arcade()
    window = arcade.Window(1280, 720, "Tabletop tests", visible=False, antialiasing=False)
    yield window
    window.close()


@pytest.fixture()
def driver(window: Any) -> Any:
    """Real input events on the shared window (tabletop_core.render.driving.Driver)."""
    from tabletop_core.render.driving import Driver

    return Driver(window)
