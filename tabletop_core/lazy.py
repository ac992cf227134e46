"""Games and bots named by where they live, imported only when first used.

A plugin's hooks run for every command, including ``tabletop list`` and the menu, which need a
game's :class:`~tabletop_core.game.GameInfo` and nothing else. A plugin registers
``LazyGame(INFO, "my_game.rules:MyGame")`` and ``lazy_factory("my_game.bots:HardBot")``, so
its rules, bots and physics are imported the first time someone plays, not at start-up.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from tabletop_core.game import GameInfo


def load_object(target: str) -> Any:
    """The object named ``"package.module:name"``."""
    module, _, name = target.partition(":")
    if not name:
        raise ValueError(f"{target!r} does not name an object as 'package.module:name'")
    return getattr(importlib.import_module(module), name)


class LazyGame:
    """A game's info now; the game itself (``target()``) on first use of anything else."""

    def __init__(self, info: GameInfo, target: str) -> None:
        self.info = info
        self.target = target
        self._game: Any = None

    def load(self) -> Any:
        if self._game is None:
            game = load_object(self.target)()
            if game.info != self.info:
                raise ValueError(f"{self.target} has other GameInfo than the plugin registered")
            self._game = game
        return self._game

    def __getattr__(self, name: str) -> Any:
        return getattr(self.load(), name)


def resolve(game: Any) -> Any:
    """The real game behind a :class:`LazyGame` (or the game itself)."""
    return game.load() if isinstance(game, LazyGame) else game


def lazy_factory(target: str) -> Callable[[], Any]:
    """A bot factory for ``register(game_id, level, factory)`` that imports the bot when asked."""

    def make() -> Any:
        return load_object(target)()

    make.__qualname__ = f"lazy_factory({target!r})"
    return make
