"""A plugin whose rules or table raise mid-game, or whose hooks hang, spoils only itself.

In the window: the family sees an error screen, the match is in its autosave up to the last good
move, Enter goes back to the games, and every other installed game still plays. At start-up: a
plugin that hangs is reported as taking too long instead of freezing the menu.
"""

from __future__ import annotations

import importlib.metadata as metadata
import threading
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest

from tabletop_core import hookimpl, plugins
from tabletop_core.actions import ActionCodec
from tabletop_core.game import GameInfo, IllegalAction, Result
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

BREAKS_AT = 3
"""The move on which the broken part raises."""


@dataclass(frozen=True, slots=True)
class Paddle:
    strokes: int


CODEC = ActionCodec({"paddle": Paddle})


class Canoe:
    """Two people paddle in turn; ten strokes reach the shore. Correct unless subclassed."""

    info = GameInfo(id="canoe", title="Canoe", min_players=2, max_players=2)

    def new_state(self, players: int, seed: int, options: Any = None) -> dict[str, int]:
        return {"strokes": 0, "moves": 0}

    def to_act(self, state: dict[str, int]) -> int | None:
        return None if state["strokes"] >= 10 else state["moves"] % 2

    def legal_actions(self, state: dict[str, int]) -> list[Paddle]:
        return [Paddle(1), Paddle(2)]

    def apply(self, state: dict[str, int], action: Any) -> list:
        if action not in (Paddle(1), Paddle(2)):
            raise IllegalAction("paddle 1 or 2 strokes")
        state["strokes"] += action.strokes
        state["moves"] += 1
        return []

    def result(self, state: dict[str, int]) -> Result | None:
        if self.to_act(state) is not None:
            return None
        return Result(scores=(1, 1), winners=(0, 1))

    def view(self, state: dict[str, int], seat: int | None) -> dict[str, int]:
        return dict(state)

    def encode_action(self, action: Paddle) -> dict[str, Any]:
        return CODEC.encode(action)

    def decode_action(self, data: Any) -> Paddle:
        return CODEC.decode(data)


class CapsizingCanoe(Canoe):
    """Its rules raise a plain bug (not IllegalAction) on the third move."""

    info = GameInfo(id="capsizing", title="Capsizing Canoe", min_players=2, max_players=2)

    def apply(self, state: dict[str, int], action: Any) -> list:
        if state["moves"] == BREAKS_AT - 1:
            raise ZeroDivisionError("the rules divided by the river")
        return super().apply(state, action)


class LeakyCanoe(Canoe):
    """Its legal_actions raise once the third move has been played (the prompt asks for them)."""

    info = GameInfo(id="leaky", title="Leaky Canoe", min_players=2, max_players=2)

    def legal_actions(self, state: dict[str, int]) -> list[Paddle]:
        if state["moves"] >= BREAKS_AT:
            raise KeyError("water in the hull")
        return super().legal_actions(state)


class WobblyCanoe(Canoe):
    info = GameInfo(id="wobbly", title="Wobbly Canoe", min_players=2, max_players=2)


def _wobbly_table(host: Any) -> Any:
    from tabletop_core.render.generic_table import GenericTable

    class WobblyTable(GenericTable):
        """Its table raises while animating the third move."""

        def on_events(self, events: list[Any]) -> None:
            if len(self.match.actions) == BREAKS_AT:
                raise RuntimeError("the table wobbled over")
            super().on_events(events)

    return WobblyTable(host)


def _canoe_plugin() -> ModuleType:
    plugin = ModuleType("canoe_plugin")

    @hookimpl
    def tabletop_register_games(register):
        for game in (Canoe(), CapsizingCanoe(), LeakyCanoe(), WobblyCanoe()):
            register(game)

    @hookimpl
    def tabletop_register_views(register):
        register("wobbly", _wobbly_table)

    plugin.tabletop_register_games = tabletop_register_games
    plugin.tabletop_register_views = tabletop_register_views
    return plugin


def _installed_modules() -> list[Any]:
    """The installed games' plugin modules (the built-ins come with ``autoload=False`` anyway)."""
    return [
        entry.load()
        for entry in metadata.entry_points(group=plugins.ENTRY_POINT_GROUP)
        if entry.name != "builtins"
    ]


@pytest.fixture(scope="module")
def registry() -> plugins.Registry:
    """Every installed plugin plus the canoes, loaded the way the menu loads them."""
    return plugins.load(extra_plugins=[*_installed_modules(), _canoe_plugin()], autoload=False)


@pytest.fixture()
def shell(tabletop_shell, registry, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tabletop_shell(registry)


def _press(window: Any, symbol: int) -> None:
    window.dispatch_event("on_key_press", symbol, 0)
    window.dispatch_event("on_key_release", symbol, 0)
    window.dispatch_events()


def _frame(window: Any) -> None:
    window.current_view.on_draw()


@pytest.mark.gl
@pytest.mark.parametrize("broken", ["capsizing", "leaky", "wobbly"])
def test_a_game_that_breaks_mid_game_shows_an_error_keeps_the_autosave_and_goes_back(
    broken: str, shell, registry
) -> None:
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.error_view import ErrorView
    from tabletop_core.render.launcher import LauncherView

    key = load_arcade().key
    window = shell.window
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
    host = shell.start_match(shell.new_match(broken, seats, 1, None))
    for _ in range(BREAKS_AT + 2):
        _frame(window)
        if isinstance(window.current_view, ErrorView):
            break
        _press(window, key.ENTER)
    _frame(window)
    error = window.current_view
    assert isinstance(error, ErrorView), f"still on {type(error).__name__}"
    assert "saved" in error.message

    saved = Match.load(host.match.autosave_path, registry)
    assert len(saved.actions) in (BREAKS_AT - 1, BREAKS_AT)

    _press(window, key.ENTER)
    assert isinstance(window.current_view, LauncherView)
    _frame(window)


@pytest.mark.gl
def test_every_other_game_keeps_playing_after_one_broke(shell, registry) -> None:
    from tabletop_core.render.error_view import ErrorView
    from tabletop_core.render.host import HostView

    window = shell.window
    crashed = shell.start_match(
        shell.new_match("capsizing", [SeatSpec.bot("Otto", "random")] * 2, 1, None)
    )
    for _ in range(BREAKS_AT + 1):
        window.dispatch_event("on_update", 1 / 60)
        window.dispatch_events()
    assert crashed.failed and isinstance(window.current_view, ErrorView)
    shell.show_launcher()
    _frame(window)
    for game_id in sorted(registry.games):
        if game_id in ("capsizing", "leaky", "wobbly"):
            continue
        info = registry.get(game_id).info
        seats = [SeatSpec.bot(f"Bot {i}", "random") for i in range(max(2, info.min_players))]
        host = shell.start_match(shell.new_match(game_id, seats, 3, None))
        for _ in range(4):
            window.dispatch_event("on_update", 1 / 60)
            window.dispatch_events()
            _frame(window)
        assert window.current_view is host and isinstance(host, HostView), game_id
        assert not host.failed and len(host.match.actions) >= 1, game_id


def _sleepy_plugin(name: str, seconds: float, hook: str) -> ModuleType:
    plugin = ModuleType(name)

    class Sleepy(Canoe):
        info = GameInfo(id=name, title=name.title(), min_players=2, max_players=2)

    plugin.woke = False  # the sleeping hook has finished

    @hookimpl
    def tabletop_register_games(register):
        if hook == "games":
            time.sleep(seconds)
        register(Sleepy())
        plugin.woke = plugin.woke or hook == "games"

    @hookimpl
    def tabletop_register_bots(register):
        if hook == "bots":
            time.sleep(seconds)
        register(name, "sleepy", lambda: None)
        plugin.woke = plugin.woke or hook == "bots"

    plugin.tabletop_register_games = tabletop_register_games
    plugin.tabletop_register_bots = tabletop_register_bots
    return plugin


@pytest.mark.parametrize("hook", ["games", "bots"])
def test_a_hook_that_hangs_is_reported_not_waited_for(
    hook: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(plugins.TIMEOUT_ENV, "0.3")
    before = set(threading.enumerate())  # earlier tests' threads may end meanwhile; none may start
    sleepy = _sleepy_plugin("sleepy", 30.0, hook)
    registry = plugins.load(extra_plugins=[sleepy, _canoe_plugin()], autoload=False)
    assert set(threading.enumerate()) <= before  # interrupted in place, nothing left running
    assert not sleepy.woke, "the hook that hangs was waited for"
    (reason,) = [u.error for u in registry.unavailable if u.name == "sleepy"]
    assert reason == f"tabletop_register_{hook}: took longer than 0.3 s"
    assert "canoe" in registry.games and registry.bot_levels("canoe") == ["random"]
    assert "sleepy" not in registry.games  # a plugin that failed a hook is out with its games


def test_a_slow_but_finishing_hook_within_the_limit_is_fine(monkeypatch) -> None:
    monkeypatch.setenv(plugins.TIMEOUT_ENV, "2")
    registry = plugins.load(extra_plugins=[_sleepy_plugin("dozy", 0.1, "games")], autoload=False)
    assert "dozy" in registry.games and not registry.unavailable


def test_the_time_limit_comes_from_the_environment(monkeypatch) -> None:
    monkeypatch.delenv(plugins.TIMEOUT_ENV, raising=False)
    assert plugins.time_limit() == plugins.DEFAULT_TIMEOUT == 5.0
    monkeypatch.setenv(plugins.TIMEOUT_ENV, "0.5")
    assert plugins.time_limit() == 0.5
    for nonsense in ("soon", "-1", "0"):
        monkeypatch.setenv(plugins.TIMEOUT_ENV, nonsense)
        assert plugins.time_limit() == plugins.DEFAULT_TIMEOUT
