"""The game host of ``tabletop dev``: it reloads the plugin when its source changes.

Each update asks the :class:`~tabletop_core.authoring.dev.DevSession` whether a watched file
changed; after a reload the match replayed into the new code replaces the old one, the table is
rebuilt from the new view factory, and the prompt bar says what happened. A table or bot that
raises does not leave the host (as in play): the error is shown and printed with its traceback,
and the next save that fixes it brings the table back.
"""

from __future__ import annotations

import functools
import sys
import traceback
from collections.abc import Callable
from typing import Any

from tabletop_core.authoring.dev import DevSession, Reload
from tabletop_core.game import Event
from tabletop_core.render.debug_overlay import DebugOverlay
from tabletop_core.render.host import HostView


class DevHostView(HostView):
    def __init__(self, shell: Any, match: Any, *, session: DevSession) -> None:
        super().__init__(shell, match)
        self.session = session
        self.debug = self.debug or DebugOverlay(self)
        self.problem = ""
        """Why the table or a bot stopped (until the next reload), or ''."""
        self.last_reload: Reload | None = None

    def on_update(self, delta_time: float) -> None:
        reload = self.session.poll(self.match)
        if reload is not None:
            self.apply_reload(reload)
        super().on_update(delta_time)

    def apply_reload(self, reload: Reload) -> None:
        self.last_reload = reload
        if reload.ok:
            self.shell.registry = reload.registry
            self.registered = reload.registry.get(self.info.id)
            self.info = self.registered.info
            self.match = reload.match
            self.problem = ""
            self.failed = False
            self.overlay = None
            self.table = self.parts = None
            if self.debug is not None:
                self.debug.present = self.debug.past = None
            self.open_table()
        print(f"tabletop dev: {reload.message}", file=sys.stderr)
        self.say(reload.message)

    def _guard(self, call: Callable[..., Any], *args: Any) -> Any:
        if self.problem:
            return None
        try:
            return call(*args)
        except Exception as error:
            traceback.print_exc()
            self.problem = traceback.format_exception_only(type(error), error)[-1].strip()
            self.say(f"The table raised {self.problem}: fix it and save.")
            return None

    def step_bot(self) -> list[Event]:
        if self.problem:
            return []
        try:
            events = self.match.bot_step()
        except Exception as error:
            traceback.print_exc()
            self.problem = traceback.format_exception_only(type(error), error)[-1].strip()
            self.say(f"A bot failed: {self.problem}. Fix it and save.")
            return []
        self._after_action(events)
        return events


def run_dev_window(match: Any) -> int:
    """Open the window on ``match`` with the dev host, watching its game's plugin, until closed."""
    from tabletop_core import plugins
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.app import Shell, open_window
    from tabletop_core.settings import load_settings

    def load_registry() -> plugins.Registry:
        plugins.reset()
        return plugins.registry()

    registry = plugins.registry()
    session = DevSession(match.game.info.id, load_registry, registry=registry)
    settings = load_settings()
    window = open_window(settings)
    shell = Shell(window, registry, settings)
    shell.host_class = functools.partial(DevHostView, session=session)
    host = shell.start_match(match)
    host.say(
        f"Watching {len(session.watcher.files)} files of {session.package}; F12: debug overlay"
    )
    load_arcade().run()
    return 0
