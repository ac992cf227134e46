"""The plugin manager: finds games through entry points and keeps a broken one from hurting the rest.

Every plugin, the built-ins included, is a module registered with pluggy under the entry point
group ``tabletop``. Loading happens once per process into a :class:`Registry`. A plugin that fails
to import, or raises inside a hook, is recorded in ``registry.unavailable`` with its name and the
reason, and everything else keeps working. Set ``TABLETOP_DISABLE_PLUGIN_AUTOLOAD=1`` to load only
the plugins passed explicitly (tests use it).

Importing a plugin and calling each of its hooks run under a time limit (``TABLETOP_PLUGIN_TIMEOUT``
seconds, 5 by default): a plugin that hangs is reported as taking too long instead of freezing the
menu. Python cannot stop a thread, so the hung call is left running in a daemon thread and
anything it registers later is ignored.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import threading
import traceback
from collections.abc import Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pluggy

from tabletop_core import hookspecs
from tabletop_core.game import Game, GameInfo
from tabletop_core.lazy import resolve

ENTRY_POINT_GROUP = "tabletop"
DISABLE_AUTOLOAD = "TABLETOP_DISABLE_PLUGIN_AUTOLOAD"
TIMEOUT_ENV = "TABLETOP_PLUGIN_TIMEOUT"
DEFAULT_TIMEOUT = 5.0


class PluginError(Exception):
    """A problem with the set of plugins as a whole (such as two games sharing an id)."""


@dataclass(slots=True)
class Unavailable:
    """A plugin (or one of its games) that could not be loaded, and why, in one line."""

    name: str
    error: str


@dataclass(slots=True)
class Registered:
    """A game as the registry holds it: the game, where it came from, its bots, view and art."""

    entry: Game
    """What the plugin registered: the game, or a :class:`~tabletop_core.lazy.LazyGame`."""
    plugin: str
    distribution: str
    version: str
    bots: dict[str, Any] = field(default_factory=dict)
    recommended_bot: str | None = None
    """The level the plugin registered with ``recommended=True``: the lobby seats it by default."""
    view_factory: Any = None
    art: Any = None

    @property
    def info(self) -> GameInfo:
        return self.entry.info

    @property
    def game(self) -> Game:
        """The game itself; a lazily registered one is imported now."""
        return resolve(self.entry)


@dataclass
class Registry:
    """Everything the installed plugins contribute."""

    games: dict[str, Registered] = field(default_factory=dict)
    unavailable: list[Unavailable] = field(default_factory=list)
    any_game_bots: dict[str, Any] = field(default_factory=dict)
    plugin_manager: pluggy.PluginManager | None = None

    def get(self, game_id: str) -> Registered:
        try:
            return self.games[game_id]
        except KeyError:
            known = ", ".join(sorted(self.games)) or "none"
            raise KeyError(f"no game {game_id!r} is installed (installed: {known})") from None

    def bot_levels(self, game_id: str) -> list[str]:
        """The levels that can play ``game_id``: the bots for any game (``random``), then the
        game's own in the order its plugin registered them (weakest first, by convention)."""
        levels = dict(self.any_game_bots)
        levels.update(self.get(game_id).bots)
        return list(levels)

    def recommended_level(self, game_id: str) -> str:
        """The level a new bot seat gets: the one the plugin recommends, else the game's first
        (weakest) own level, else ``random``."""
        registered = self.get(game_id)
        if registered.recommended_bot in registered.bots:
            return registered.recommended_bot
        return next(iter(registered.bots), None) or next(iter(self.bot_levels(game_id)), "random")

    def make_bot(self, game_id: str, level: str) -> Any:
        """A fresh bot of that level for that game (raises KeyError naming the known levels)."""
        registered = self.get(game_id)
        factory = registered.bots.get(level) or self.any_game_bots.get(level)
        if factory is None:
            known = ", ".join(self.bot_levels(game_id))
            raise KeyError(f"{game_id} has no bot level {level!r} (levels: {known})")
        return factory()


class PluginTimeout(Exception):
    """A plugin's import or hook did not finish within the time limit."""


def time_limit() -> float:
    """Seconds a plugin's import or one of its hooks may take (``TABLETOP_PLUGIN_TIMEOUT``)."""
    try:
        limit = float(os.environ.get(TIMEOUT_ENV, DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT
    return limit if limit > 0 else DEFAULT_TIMEOUT


def _within_time_limit(call: Any, limit: float) -> Any:
    """``call()`` in a daemon thread; its result, its exception, or :class:`PluginTimeout`."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as error:  # re-raised in the calling thread
            outcome["error"] = error

    worker = threading.Thread(target=run, name="tabletop-plugin", daemon=True)
    worker.start()
    worker.join(limit)
    if worker.is_alive():
        raise PluginTimeout(f"took longer than {limit:g} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def _one_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0] if text else ''}".rstrip(": ")


def _distribution_of(entry_point: metadata.EntryPoint) -> tuple[str, str]:
    dist = getattr(entry_point, "dist", None)
    if dist is None:
        return ("unknown", "")
    return (dist.metadata["Name"], dist.version)


def make_plugin_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager("tabletop")
    pm.add_hookspecs(hookspecs)
    return pm


def load(
    extra_plugins: Iterable[ModuleType | object] = (),
    *,
    autoload: bool | None = None,
) -> Registry:
    """Build a registry from the installed plugins (entry points) plus ``extra_plugins``.

    Built-ins are registered exactly like outside plugins: ``tabletop_core.builtins`` is listed
    under the ``tabletop`` entry point group of the ``tabletop-core`` distribution.
    """
    if autoload is None:
        autoload = not os.environ.get(DISABLE_AUTOLOAD)
    limit = time_limit()
    pm = make_plugin_manager()
    registry = Registry(plugin_manager=pm)
    origins: dict[str, tuple[str, str]] = {}

    plugins: list[tuple[str, object, tuple[str, str]]] = []
    if autoload:
        for entry_point in sorted(
            metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name
        ):
            try:
                module = _within_time_limit(entry_point.load, limit)
            except PluginTimeout as error:
                registry.unavailable.append(Unavailable(entry_point.name, str(error)))
                continue
            except BaseException as error:  # a broken plugin must never take the others down
                if isinstance(error, KeyboardInterrupt):
                    raise
                registry.unavailable.append(Unavailable(entry_point.name, _one_line(error)))
                continue
            plugins.append((entry_point.name, module, _distribution_of(entry_point)))
    else:
        from tabletop_core import builtins

        plugins.append(("builtins", builtins, ("tabletop-core", _core_version())))
    for plugin in extra_plugins:
        name = getattr(plugin, "__name__", type(plugin).__name__)
        plugins.append((name, plugin, ("local", "")))

    for name, module, origin in plugins:
        try:
            pm.register(module, name=name)
            pm.check_pending()  # a misspelled hook name is this plugin's error, not everyone's
        except Exception as error:
            registry.unavailable.append(Unavailable(name, _one_line(error)))
            if pm.is_registered(module):
                pm.unregister(module)
            continue
        origins[name] = origin

    _collect(pm, registry, origins, limit)
    return registry


def _core_version() -> str:
    try:
        return metadata.version("tabletop-core")
    except metadata.PackageNotFoundError:
        return "0"


def _call_each(
    pm: pluggy.PluginManager,
    hook_name: str,
    registry: Registry,
    make_register,
    limit: float = DEFAULT_TIMEOUT,
):
    """Call one hook on every plugin separately, so one raising or hanging plugin spoils only
    itself."""
    hook = getattr(pm.hook, hook_name)
    for impl in hook.get_hookimpls():
        register = make_register(impl.plugin_name)
        late = threading.Event()

        def guarded(*args: Any, register=register, late=late) -> None:
            if not late.is_set():
                register(*args)

        try:
            _within_time_limit(
                lambda impl=impl, guarded=guarded: impl.function(register=guarded), limit
            )
        except PluginTimeout as error:
            late.set()
            registry.unavailable.append(Unavailable(impl.plugin_name, f"{hook_name}: {error}"))
        except Exception as error:
            registry.unavailable.append(
                Unavailable(impl.plugin_name, f"{hook_name}: {_one_line(error)}")
            )
            if os.environ.get("TABLETOP_DEBUG"):
                traceback.print_exc()


def _collect(
    pm: pluggy.PluginManager,
    registry: Registry,
    origins: dict[str, tuple[str, str]],
    limit: float = DEFAULT_TIMEOUT,
) -> None:
    def games_register(plugin_name: str):
        def register(game: Game) -> None:
            info = getattr(game, "info", None)
            if not isinstance(info, GameInfo):
                raise PluginError(
                    f"{plugin_name} registered {game!r}, which has no GameInfo `info`"
                )
            distribution, version = origins.get(plugin_name, ("local", ""))
            existing = registry.games.get(info.id)
            if existing is not None:
                message = (
                    f"duplicate game id {info.id!r}: registered by {existing.distribution} "
                    f"({existing.plugin}) and by {distribution} ({plugin_name})"
                )
                registry.unavailable.append(Unavailable(plugin_name, message))
                return
            registry.games[info.id] = Registered(game, plugin_name, distribution, version)

        return register

    def bots_register(plugin_name: str):
        def register(game_id: str, level: str, factory: Any, *, recommended: bool = False) -> None:
            if game_id == "*":
                registry.any_game_bots[level] = factory
            elif game_id in registry.games:
                registry.games[game_id].bots[level] = factory
                if recommended:
                    registry.games[game_id].recommended_bot = level

        return register

    def views_register(plugin_name: str):
        def register(game_id: str, factory: Any) -> None:
            if game_id in registry.games:
                registry.games[game_id].view_factory = factory

        return register

    def art_register(plugin_name: str):
        def register(game_id: str, draw: Any) -> None:
            if game_id in registry.games:
                registry.games[game_id].art = draw

        return register

    for hook_name, make_register in (
        ("tabletop_register_games", games_register),
        ("tabletop_register_bots", bots_register),
        ("tabletop_register_views", views_register),
        ("tabletop_register_art", art_register),
    ):
        _call_each(pm, hook_name, registry, make_register, limit)


_cached: Registry | None = None


def registry() -> Registry:
    """The process-wide registry, loaded on first use."""
    global _cached
    if _cached is None:
        _cached = load()
    return _cached


def reset() -> None:
    """Forget the cached registry (after installing a plugin, or in ``tabletop dev``)."""
    global _cached
    _cached = None
