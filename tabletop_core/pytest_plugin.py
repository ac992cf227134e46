"""The pytest plugin of the core: the fixtures a game's own table tests need.

Registered by the ``pytest11`` entry point of ``tabletop-core``, so any project with Tabletop
installed has them without a conftest. The entry point is named after the module, so
``-p tabletop_core.pytest_plugin`` (or ``pytest_plugins = [...]`` in a conftest) names the same
plugin without registering it twice; ``-p no:tabletop_core.pytest_plugin`` turns it off.

- ``tabletop_window``: the one headless arcade window of the session (arcade keeps one current
  window per process, and software rendering makes a window expensive), opened lazily, 1280×720;
  with pytest-xdist, one per worker process;
- ``tabletop_driver``: real input events on that window (:class:`tabletop_core.render.driving.Driver`);
- ``tabletop_shell``: a factory of shells on that window, ``tabletop_shell(registry, **values)``
  (1280×720, no bot pacing, reduced motion unless asked, settings saved in the test's own
  ``tmp_path``); after the test the window shows a blank view again, so that no shell's view
  leaks into the next test.

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


_IN_TMP_PATH: Any = object()


@pytest.fixture()
def tabletop_shell(tabletop_window: Any, tmp_path: Any) -> Iterator[Any]:
    """Make shells on the shared window: ``tabletop_shell(registry, settings=None, **values)``.

    ``values`` are :class:`tabletop_core.settings.Settings` fields over the test defaults
    (``bot_pacing=0.0``, ``reduced_motion=True``); a whole ``settings`` object is taken as it is.
    ``settings_path`` defaults to ``tmp_path / "settings.json"`` (``None``: settings are not
    saved); ``on_quit`` to doing nothing. The window is set back to 1280×720 first.
    """
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    made: list[Any] = []

    def make(
        registry: Any,
        settings: Any = None,
        *,
        settings_path: Any = _IN_TMP_PATH,
        on_quit: Any = None,
        **values: Any,
    ) -> Any:
        if settings is None:
            settings = Settings(**{"bot_pacing": 0.0, "reduced_motion": True, **values})
        elif values:
            raise TypeError("tabletop_shell takes a settings object or setting values, not both")
        if settings_path is _IN_TMP_PATH:
            settings_path = tmp_path / "settings.json"
        if (tabletop_window.width, tabletop_window.height) != (1280, 720):
            tabletop_window.set_size(1280, 720)
        shell = Shell(
            tabletop_window,
            registry,
            settings,
            settings_path=settings_path,
            on_quit=on_quit or (lambda: None),
        )
        made.append(shell)
        return shell

    yield make
    if made:
        tabletop_window.show_view(load_arcade().View(tabletop_window))


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
