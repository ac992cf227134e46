"""``tabletop dev``: the logic behind the window (no arcade here, so it is tested without one).

A :class:`DevSession` watches the source of the game's plugin. When a file changes it forgets
the plugin's modules, loads the registry again (which imports the new code), and replays the
current match into the new game, so the author sees the change at the same position. A plugin
that no longer imports, or a game that raises while replaying, leaves the old code running and
says why.
"""

from __future__ import annotations

import contextlib
import importlib.util
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_core.authoring.reload import forget_modules, package_of, replay_into, source_roots
from tabletop_core.authoring.watch import SourceWatcher
from tabletop_core.plugins import Registry

POLL_SECONDS = 0.5


def dev_needs_a_display(game_id: str) -> str:
    """What ``tabletop dev`` says when there is no screen: it plays in a window, and
    ``ARCADE_HEADLESS=1`` draws off-screen only, so there is nothing to play in."""
    import os

    headless = (
        " (ARCADE_HEADLESS=1 draws off-screen only: there is no window to play in)"
        if os.environ.get("ARCADE_HEADLESS")
        else ""
    )
    return (
        f"tabletop dev needs a display{headless}; without one, run `tabletop dev {game_id} "
        "--headless` (on each save: reload, replay, the kit, a screenshot), or "
        f"`tabletop check {game_id}` and `tabletop screenshot {game_id} --out table.png` "
        "(--end, --text-size 200, --language de, --players N) yourself"
    )


@dataclass
class Reload:
    """What a reload did: the new registry and match (or the old ones, when it failed)."""

    registry: Registry
    match: Any
    message: str
    ok: bool
    changed: list[Path]


class DevSession:
    """Watches one game's plugin and rebuilds a match with its new code on every change."""

    def __init__(
        self,
        game_id: str,
        load_registry: Callable[[], Registry],
        *,
        registry: Registry | None = None,
        poll_seconds: float = POLL_SECONDS,
    ) -> None:
        self.game_id = game_id
        self.load_registry = load_registry
        self.registry = registry or load_registry()
        game = self.registry.get(game_id).game
        self.package = package_of(game)
        self.watcher = SourceWatcher(source_roots(self.package))
        self.poll_seconds = poll_seconds
        self._last_poll = time.monotonic()
        self.reloads = 0

    def poll(self, match: Any, *, now: float | None = None) -> Reload | None:
        """Reload if a watched file changed (checked at most every ``poll_seconds``)."""
        now = time.monotonic() if now is None else now
        if now - self._last_poll < self.poll_seconds:
            return None
        self._last_poll = now
        changed = self.watcher.changed()
        return self.reload(match, changed) if changed else None

    def reload(self, match: Any, changed: list[Path] | None = None) -> Reload:
        changed = changed or []
        names = ", ".join(p.name for p in changed[:3]) or "the plugin"
        for path in changed:
            _drop_bytecode(path)
        forget_modules(self.package)
        try:
            registry = self.load_registry()
        except Exception as error:
            return self._failed(match, changed, f"{names} changed; loading failed: {_line(error)}")
        registered = registry.games.get(self.game_id)
        if registered is None:
            why = "; ".join(u.error for u in registry.unavailable) or "the game is not registered"
            return self._failed(match, changed, f"{names} changed; the plugin is broken: {why}")
        try:
            bots = {
                seat: registry.make_bot(self.game_id, spec.level or "random")
                for seat, spec in enumerate(match.seats)
                if spec.kind == "bot"
            }
            replayed = replay_into(match, registered.game, bots)
        except Exception as error:  # the new code raised: keep playing the old one
            traceback.print_exc()
            return self._failed(match, changed, f"{names} changed; replaying raised {_line(error)}")
        self.registry = registry
        self.reloads += 1
        if replayed.complete:
            message = f"Reloaded ({names}): replayed all {replayed.total} actions."
        else:
            message = (
                f"Reloaded ({names}): replayed {replayed.replayed} of {replayed.total} actions; "
                f"{replayed.problem}. Play goes on from there."
            )
        return Reload(registry, replayed.match, message, True, changed)

    def _failed(self, match: Any, changed: list[Path], message: str) -> Reload:
        return Reload(
            self.registry, match, message + " (still running the old code)", False, changed
        )


def _drop_bytecode(path: Path) -> None:
    """Python trusts a .pyc whose source has the same size and whole-second mtime: an edit that
    keeps the size within a second would otherwise load the old code."""
    if path.suffix == ".py":
        with contextlib.suppress(OSError, ValueError):
            Path(importlib.util.cache_from_source(str(path))).unlink(missing_ok=True)


def _line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}".rstrip(": ")
