"""The plugin contract (docs/authoring.md, "Hooks"): every hook a game plugin may implement.

Hooks use the register-callback style of llm and datasette: the plugin is handed a ``register``
function and calls it once per thing it contributes. A plugin implements only the hooks it needs.
View and art hooks are called only by the window, so a plugin must import arcade *inside* them,
never at module level: commands that draw nothing must not pay for arcade.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pluggy

hookspec = pluggy.HookspecMarker("tabletop")
hookimpl = pluggy.HookimplMarker("tabletop")


@hookspec
def tabletop_register_games(register: Callable[[Any], None]) -> None:
    """Register games: call ``register(game)`` with an object fulfilling the Game protocol.

    A game with heavy rules (physics, big tables) registers
    ``tabletop_core.lazy.LazyGame(INFO, "my_game.rules:MyGame")`` instead, with its ``GameInfo``
    in a light module: the menu and ``tabletop list`` then import only that info.
    """


@hookspec
def tabletop_register_bots(register: Callable[..., None]) -> None:
    """Register bot levels: ``register(game_id, level, factory)``.

    ``factory()`` returns an object with ``choose(game, view, rng) -> action``. Use
    ``game_id="*"`` for a bot that plays any game (the built-in ``random`` bot does).
    ``register(game_id, level, factory, recommended=True)`` marks the level the lobby gives a
    new bot seat (without one: ``random``).
    """


@hookspec
def tabletop_register_views(register: Callable[..., None]) -> None:
    """Register a game's table: ``register(game_id, factory)``.

    ``factory(host)`` returns the ``arcade.View`` (or a :class:`tabletop_core.render` game view)
    that draws the match held by ``host``. Import arcade inside the factory.
    """


@hookspec
def tabletop_register_art(register: Callable[..., None]) -> None:
    """Register launcher art: ``register(game_id, draw)``.

    ``draw(width, height) -> PIL.Image.Image`` paints the game's tile picture in code.
    """
