"""The plugin manager: finds games through entry points and keeps a broken one from hurting the rest.

Every plugin, the built-ins included, is a module registered with pluggy under the entry point
group ``tabletop``, and each hook is called once, through ``pm.hook``, as pytest and llm do.
Loading happens once per process into a :class:`Registry`.

A plugin that fails to import, raises inside a hook, or registers a bot, table or art for a game
id nobody registered, is recorded in ``registry.unavailable`` with the reason, its games with
it, and everything else keeps working. So is a game whose rules, bots or table fail to load
later (a lazily registered module that is missing): :meth:`Registry.mark_unavailable`. Set
``TABLETOP_DISABLE_PLUGIN_AUTOLOAD=1`` to load only the plugins passed explicitly (tests use it).

A plugin's import and each of its hooks may take ``TABLETOP_PLUGIN_TIMEOUT`` seconds (5 by
default); a slower one is interrupted in place by :mod:`tabletop_core.watchdog` (no thread: an
import interrupted this way releases its module lock and leaves nothing half-imported) and
reported as taking too long. The bound needs the main thread; elsewhere imports are unbounded.

Two distributions registering the same game id: neither is used until the person chooses one
(``tabletop --use ID=DISTRIBUTION`` or the ``game_sources`` setting).
"""

from __future__ import annotations

import functools
import importlib.metadata as metadata
import os
import traceback
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pluggy

from tabletop_core import hookspecs, watchdog
from tabletop_core.game import Game, GameInfo
from tabletop_core.lazy import LazyGame, resolve
from tabletop_core.messages import one_line, shorten

ENTRY_POINT_GROUP = "tabletop"
DISABLE_AUTOLOAD = "TABLETOP_DISABLE_PLUGIN_AUTOLOAD"
TIMEOUT_ENV = "TABLETOP_PLUGIN_TIMEOUT"
DEFAULT_TIMEOUT = 5.0


class PluginError(Exception):
    """A plugin registered something the core cannot use; the message says what."""


class GameUnavailable(Exception):
    """A game that cannot be played: its rules, a bot or its table failed to load.

    The message is one line naming the game; the game is marked unavailable in the registry.
    """


@dataclass(slots=True)
class Unavailable:
    """A plugin or a game that could not be loaded, and why, in one line.

    ``name`` is the game id for a game (then ``title`` is its title), else the plugin's entry
    point name.
    """

    name: str
    error: str
    title: str = ""

    @property
    def label(self) -> str:
        return self.title or self.name


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
    registry: Registry | None = field(default=None, repr=False, compare=False)

    @property
    def info(self) -> GameInfo:
        return self.entry.info

    @property
    def package(self) -> str:
        """The game's top-level package (its catalogue), known without importing its rules."""
        if isinstance(self.entry, LazyGame):
            return self.entry.target.partition(":")[0].split(".")[0]
        return type(self.entry).__module__.split(".")[0]

    @property
    def game(self) -> Game:
        """The game itself; a lazily registered one is imported now.

        Raises :class:`GameUnavailable` (and marks the game so) when its rules cannot be loaded.
        """
        try:
            return resolve(self.entry)
        except Exception as error:
            raise self.broken(f"its rules cannot be loaded: {one_line(error)}") from None

    def broken(self, reason: str) -> GameUnavailable:
        """Mark this game unavailable for ``reason``; the error to raise."""
        if self.registry is not None:
            self.registry.mark_unavailable(self.info.id, reason)
        return GameUnavailable(f"{self.info.id}: {reason}")


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
            broken = self.why_unavailable(game_id)
            if broken is not None:
                raise KeyError(f"the game {game_id!r} is unavailable: {broken}") from None
            known = ", ".join(sorted(self.games)) or "none"
            raise KeyError(f"no game {game_id!r} is installed (installed: {known})") from None

    def why_unavailable(self, game_id: str) -> str | None:
        for entry in self.unavailable:
            if entry.name == game_id:
                return entry.error
        return None

    def mark_unavailable(self, game_id: str, reason: str) -> None:
        """Take a game out of play for ``reason`` (shown in `tabletop list`, the menu, check)."""
        registered = self.games.pop(game_id, None)
        if registered is not None and self.why_unavailable(game_id) is None:
            self.unavailable.append(
                Unavailable(game_id, shorten(reason), title=registered.info.title)
            )

    def bot_levels(self, game_id: str) -> list[str]:
        """The levels that can play ``game_id``: the bots for any game (``random``), then the
        game's own in the order its plugin registered them (weakest first, by convention)."""
        levels = dict(self.any_game_bots)
        levels.update(self.get(game_id).bots)
        return list(levels)

    def recommended_level(self, game_id: str) -> str:
        """The level a new bot seat gets: the one the plugin recommends, else ``normal`` when
        the game has it, else its first level that plays on purpose (``random`` is the bot for
        any game, not a partner a family would pick), else ``random``."""
        registered = self.get(game_id)
        if registered.recommended_bot in registered.bots:
            return registered.recommended_bot
        levels = list(self.bot_levels(game_id))
        if "normal" in levels:
            return "normal"
        return next((level for level in levels if level != "random"), "random")

    def make_bot(self, game_id: str, level: str) -> Any:
        """A fresh bot of that level for that game (raises KeyError naming the known levels, or
        :class:`GameUnavailable` when the bot's code cannot be loaded)."""
        registered = self.get(game_id)
        factory = registered.bots.get(level) or self.any_game_bots.get(level)
        if factory is None:
            known = ", ".join(self.bot_levels(game_id))
            raise KeyError(f"{game_id} has no bot level {level!r} (levels: {known})")
        try:
            return factory()
        except Exception as error:
            if level in self.any_game_bots and level not in registered.bots:
                raise
            raise registered.broken(
                f"its bot {level!r} cannot be loaded: {one_line(error)}"
            ) from None


def time_limit() -> float:
    """Seconds a plugin's import or one of its hooks may take (``TABLETOP_PLUGIN_TIMEOUT``)."""
    try:
        limit = float(os.environ.get(TIMEOUT_ENV, DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT
    return limit if 0 < limit < 1e6 else DEFAULT_TIMEOUT


def _distribution_of(entry_point: metadata.EntryPoint) -> tuple[str, str]:
    dist = getattr(entry_point, "dist", None)
    if dist is None:
        return ("unknown", "")
    about = dist.metadata  # read and parsed on each access: once, not once per field
    return (about["Name"], about["Version"])


def _same_distribution(a: str, b: str) -> bool:
    def norm(name: str) -> str:
        return name.lower().replace("_", "-").replace(".", "-")

    return norm(a) == norm(b)


def make_plugin_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager("tabletop")
    pm.add_hookspecs(hookspecs)
    return pm


def load(
    extra_plugins: Iterable[ModuleType | object] = (),
    *,
    autoload: bool | None = None,
    choices: Mapping[str, str] | Callable[[], Mapping[str, str]] | None = None,
) -> Registry:
    """Build a registry from the installed plugins (entry points) plus ``extra_plugins``.

    Built-ins are registered exactly like outside plugins: ``tabletop_core.builtins`` is listed
    under the ``tabletop`` entry point group of the ``tabletop-core`` distribution. ``choices``
    maps a game id that two distributions register to the distribution to use; a function
    that returns that map is called only if a game id is contested (most loads never read the
    settings for it).
    """
    if autoload is None:
        autoload = not os.environ.get(DISABLE_AUTOLOAD)
    loader = _Loader(time_limit(), choices if callable(choices) else dict(choices or {}))
    if autoload:
        for entry_point in sorted(
            metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name
        ):
            module = loader.import_plugin(entry_point)
            if module is not None:
                loader.register(entry_point.name, module, _distribution_of(entry_point))
    else:
        from tabletop_core import builtins

        loader.register("builtins", builtins, ("tabletop-core", _core_version()))
    for plugin in extra_plugins:
        name = getattr(plugin, "__name__", type(plugin).__name__)
        loader.register(name, plugin, ("local", ""))
    return loader.collect()


def _core_version() -> str:
    try:
        return metadata.version("tabletop-core")
    except metadata.PackageNotFoundError:
        return "0"


class _Loader:
    """One load: imports the plugins, calls each hook once through ``pm.hook``, and keeps what
    each plugin contributed apart, so that a plugin that fails spoils only its own games.

    Isolation comes from wrapping every implementation pluggy collected for a plugin: the
    wrapper notes which plugin is calling ``register``, bounds the call (see
    :mod:`tabletop_core.watchdog`) and turns an exception into that plugin's failure, and pluggy
    goes on to the next implementation.
    """

    def __init__(
        self, limit: float, choices: dict[str, str] | Callable[[], Mapping[str, str]]
    ) -> None:
        self.limit = limit
        self._choices = choices
        self.pm = make_plugin_manager()
        self.registry = Registry(plugin_manager=self.pm)
        self.origins: dict[str, tuple[str, str]] = {}
        self.failures: dict[str, str] = {}
        """The first failure of each plugin (entry point name) that failed."""
        self.offered: dict[str, list[tuple[str, Game]]] = {}
        """Every game registered, by id, with the plugin that registered it, in order."""
        self.contested: dict[str, Unavailable] = {}
        self.current: str | None = None

    # -- imports and registration -----------------------------------------------------------

    def import_plugin(self, entry_point: metadata.EntryPoint) -> object | None:
        name = entry_point.name
        try:
            with watchdog.watching(name, None, seconds=self.limit, call="its import"):
                return entry_point.load()
        except watchdog.Hung:
            self.fail(name, f"import took longer than {self.limit:g} s")
        except (Exception, SystemExit) as error:  # a broken plugin never takes the others down
            self.fail(name, one_line(error))
        return None

    def register(self, name: str, module: object, origin: tuple[str, str]) -> None:
        pm = self.pm
        guarded = self._guarded_plugin(name, module)
        try:
            pm.register(guarded, name=name)
            pm.check_pending()  # a misspelled hook name is this plugin's error, not everyone's
        except Exception as error:
            self.fail(name, one_line(error))
            if pm.is_registered(guarded):
                pm.unregister(guarded)
            return
        self.origins[name] = origin

    def _guarded_plugin(self, name: str, module: object) -> ModuleType:
        """What pluggy registers for ``module``: its hook implementations, each wrapped by
        :meth:`_guarded` (same name, marker options and signature, so pluggy validates and calls
        them as the originals). Hook wrappers see the whole call and are passed through as they
        are: pluggy needs them to be generator functions."""
        guarded = ModuleType(getattr(module, "__name__", name))
        for attribute in dir(module):
            options = self.pm.parse_hookimpl_opts(module, attribute)
            if options is None:
                continue
            function = getattr(module, attribute)
            if not (options.get("wrapper") or options.get("hookwrapper")):
                function = functools.wraps(function)(self._guarded(name, attribute, function))
            setattr(guarded, attribute, function)
        return guarded

    def _guarded(self, plugin: str, hook: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def guarded(*args: Any) -> Any:
            if plugin in self.failures:
                return None  # its games are out already: later hooks would only add noise
            self.current = plugin
            try:
                with watchdog.watching(plugin, None, seconds=self.limit, call=hook):
                    return function(*args)
            except watchdog.Hung:
                self.fail(plugin, f"{hook}: took longer than {self.limit:g} s")
            except (Exception, SystemExit) as error:
                self.fail(plugin, f"{hook}: {one_line(error)}")
                if os.environ.get("TABLETOP_DEBUG"):
                    traceback.print_exc()
            finally:
                self.current = None
            return None

        return guarded

    def fail(self, plugin: str, reason: str) -> None:
        self.failures.setdefault(plugin, shorten(reason))

    # -- the register callbacks -------------------------------------------------------------

    def _caller(self) -> str:
        return self.current or "?"

    def add_game(self, game: Game) -> None:
        plugin = self._caller()
        info = getattr(game, "info", None)
        if not isinstance(info, GameInfo):
            raise PluginError(f"the {type(game).__name__} it registered has no GameInfo `info`")
        self.offered.setdefault(info.id, []).append((plugin, game))

    def _known(self, hook: str, game_id: str) -> Registered | None:
        """The game a bot, table or art registration is for; an unknown id is the caller's
        failure (a typo would otherwise leave the game without its table, silently)."""
        registered = self.registry.games.get(game_id)
        if (
            registered is None
            and game_id not in self.contested
            and not any(plugin in self.failures for plugin, _ in self.offered.get(game_id, []))
        ):
            known = ", ".join(sorted(self.registry.games)) or "none"
            raise PluginError(f"no game {game_id!r} is registered (games: {known})")
        return registered

    def add_bot(self, game_id: str, level: str, factory: Any, *, recommended: bool = False) -> None:
        if not isinstance(level, str) or not level.isprintable() or not level.strip():
            raise PluginError(f"bot level {level!r} is not a printable name")
        if game_id == "*":
            self.registry.any_game_bots[level] = factory
            return
        registered = self._known("bots", game_id)
        if registered is not None:
            registered.bots[level] = factory
            if recommended:
                registered.recommended_bot = level

    def add_view(self, game_id: str, factory: Any) -> None:
        registered = self._known("views", game_id)
        if registered is not None:
            registered.view_factory = factory

    def add_art(self, game_id: str, draw: Any) -> None:
        registered = self._known("art", game_id)
        if registered is not None:
            registered.art = draw

    # -- one call of each hook, then the verdict --------------------------------------------

    def collect(self) -> Registry:
        hook = self.pm.hook
        hook.tabletop_register_games(register=self.add_game)
        self._settle_games()
        hook.tabletop_register_bots(register=self.add_bot)
        hook.tabletop_register_views(register=self.add_view)
        hook.tabletop_register_art(register=self.add_art)
        registry = self.registry
        for game_id, registered in list(registry.games.items()):
            if registered.plugin in self.failures:
                registry.mark_unavailable(game_id, self.failures[registered.plugin])
        gave_games = {plugin for offers in self.offered.values() for plugin, _ in offers}
        for plugin, reason in self.failures.items():
            if plugin not in gave_games:
                registry.unavailable.append(Unavailable(plugin, reason))
        registry.unavailable.extend(self.contested.values())
        return registry

    def _settle_games(self) -> None:
        for game_id, offers in self.offered.items():
            offers = [(plugin, game) for plugin, game in offers if plugin not in self.failures]
            if not offers:
                continue
            chosen = offers
            if len(offers) > 1:
                wanted = self.choices().get(game_id)
                chosen = [
                    (plugin, game)
                    for plugin, game in offers
                    if wanted is not None and _same_distribution(self.origins[plugin][0], wanted)
                ]
                if len(chosen) != 1:
                    self.contested[game_id] = self._contest(game_id, offers, wanted)
                    continue
            plugin, game = chosen[0]
            distribution, version = self.origins.get(plugin, ("local", ""))
            self.registry.games[game_id] = Registered(
                game, plugin, distribution, version, registry=self.registry
            )

    def choices(self) -> dict[str, str]:
        """The distribution chosen for each contested game id (read when first needed)."""
        if callable(self._choices):
            self._choices = dict(self._choices())
        return self._choices

    def _contest(
        self, game_id: str, offers: list[tuple[str, Game]], wanted: str | None
    ) -> Unavailable:
        names = [f"{self.origins[plugin][0]} ({plugin})" for plugin, _ in offers]
        listed = ", ".join(names[:-1]) + " and " + names[-1]
        title = offers[0][1].info.title
        unknown = f" ({wanted!r} is not one of them)" if wanted is not None else ""
        reason = (
            f"duplicate game id {game_id!r}: registered by {listed}{unknown}; choose one with "
            f"`tabletop --use {game_id}=DISTRIBUTION` or the setting game_sources"
        )
        return Unavailable(game_id, reason, title=title)


_cached: Registry | None = None
_chosen: dict[str, str] = {}


def choose(game_id: str, distribution: str) -> None:
    """Use ``distribution``'s game for ``game_id`` where several register it (``--use``)."""
    _chosen[game_id] = distribution
    reset()


def choices() -> dict[str, str]:
    """Which distribution serves a contested game id: the settings, then ``--use``."""
    from tabletop_core.settings import load_settings

    return {**load_settings().game_sources, **_chosen}


def registry() -> Registry:
    """The process-wide registry, loaded on first use."""
    global _cached
    if _cached is None:
        _cached = load(choices=choices)  # read only if a game id is contested
    return _cached


def reset() -> None:
    """Forget the cached registry (after installing a plugin, or in ``tabletop dev``)."""
    global _cached
    _cached = None
