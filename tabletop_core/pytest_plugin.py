"""The pytest plugin of the core: the fixtures a game's own table tests need.

Registered by the ``pytest11`` entry point of ``tabletop-core``, so any project with Tabletop
installed has them without a conftest. The entry point is named after the module, so
``-p tabletop_core.pytest_plugin`` (or ``pytest_plugins = [...]`` in a conftest) names the same
plugin without registering it twice; ``-p no:tabletop_core.pytest_plugin`` turns it off.

- ``tabletop_window``: the one headless arcade window of the session (arcade keeps one current
  window per process, and software rendering makes a window expensive), opened lazily, 1280×720;
  with pytest-xdist, one per worker process;
- ``tabletop_driver``: real input events on that window (:class:`tabletop_core.render.driving.Driver`).

Their names carry the ``tabletop_`` prefix so that they never shadow a project's own fixtures.
The unprefixed ``window`` and ``driver`` of earlier releases still work for this release, with a
deprecation warning, and then go.

The helpers that go with them (the table's area, "the table reads whole") are in
:mod:`tabletop_core.testing`.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def tabletop_window() -> Iterator[Any]:
    """The session's hidden window (without a display: Mesa's software renderer)."""
    from tabletop_core.render._arcade import load_arcade, want_headless

    want_headless()
    arcade = load_arcade()
    window = arcade.Window(1280, 720, "Tabletop tests", visible=False, antialiasing=False)
    yield window
    window.close()


@pytest.fixture()
def tabletop_driver(tabletop_window: Any) -> Any:
    """Real input events on the shared window (tabletop_core.render.driving.Driver)."""
    from tabletop_core.render.driving import Driver

    return Driver(tabletop_window)


def _renamed(old: str, new: str) -> None:
    warnings.warn(
        f"the fixture {old!r} of tabletop_core.pytest_plugin is now {new!r}; "
        f"{old!r} goes in the next release",
        DeprecationWarning,
        stacklevel=2,
    )


@pytest.fixture(scope="session")
def window(tabletop_window: Any) -> Any:
    """Deprecated: ``tabletop_window``."""
    _renamed("window", "tabletop_window")
    return tabletop_window


@pytest.fixture()
def driver(tabletop_driver: Any) -> Any:
    """Deprecated: ``tabletop_driver``."""
    _renamed("driver", "tabletop_driver")
    return tabletop_driver
