"""Plugins are found through real installed distributions (dist-info folders on sys.path)."""

from __future__ import annotations

import importlib
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop_core import plugins

TINY_GAME = """
from dataclasses import dataclass
from tabletop_core import GameInfo, Result, hookimpl
from tabletop_core.actions import ActionCodec


@dataclass(frozen=True, slots=True)
class Flip:
    pass


class CoinGame:
    info = GameInfo(id="{game_id}", title="Coin {game_id}", min_players=1, max_players=2)

    def new_state(self, players, seed, options=None):
        return {{"done": False, "players": players}}

    def to_act(self, state):
        return None if state["done"] else 0

    def legal_actions(self, state):
        return [Flip()]

    def apply(self, state, action):
        state["done"] = True
        return []

    def result(self, state):
        return Result(scores=(1,) * state["players"], winners=(0,)) if state["done"] else None

    def view(self, state, seat):
        return state

    def encode_action(self, action):
        return {{"type": "flip"}}

    def decode_action(self, data):
        return ActionCodec({{"flip": Flip}}).decode(data)


@hookimpl
def tabletop_register_games(register):
    register(CoinGame())
"""


def install_distribution(site: Path, dist: str, module: str, source: str, entry: str = "") -> None:
    """Write a module and the dist-info folder an installer would, so importlib.metadata finds it."""
    (site / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    info = site / f"{dist.replace('-', '_')}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[tabletop]\n{entry or module} = {module}\n")


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv(plugins.DISABLE_AUTOLOAD, raising=False)
    importlib.invalidate_caches()
    yield tmp_path
    for name in list(sys.modules):
        if name.startswith("tt_test_"):
            del sys.modules[name]


def test_installed_game_is_found_with_its_distribution(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    registry = plugins.load()
    assert registry.get("coin").distribution == "tabletop-coin"
    assert registry.get("coin").version == "0.1"
    assert "random" in registry.bot_levels("coin")


def test_plugin_that_fails_to_import_is_reported_and_others_keep_working(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(
        site, "tabletop-broken", "tt_test_broken", "raise ImportError('no module named otters')\n"
    )
    registry = plugins.load()
    assert "coin" in registry.games
    broken = [u for u in registry.unavailable if u.name == "tt_test_broken"]
    assert len(broken) == 1
    assert "no module named otters" in broken[0].error
    assert "\n" not in broken[0].error


def test_plugin_raising_in_a_hook_is_reported_by_name(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(
        site,
        "tabletop-raiser",
        "tt_test_raiser",
        """
        from tabletop_core import hookimpl

        @hookimpl
        def tabletop_register_games(register):
            raise RuntimeError("the dam broke")
        """,
    )
    registry = plugins.load()
    assert "coin" in registry.games
    (raiser,) = [u for u in registry.unavailable if u.name == "tt_test_raiser"]
    assert raiser.error == "tabletop_register_games: RuntimeError: the dam broke"


def test_duplicate_game_ids_name_both_distributions_and_neither_is_used(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(
        site, "tabletop-coin-copy", "tt_test_copy", TINY_GAME.format(game_id="coin")
    )
    registry = plugins.load()
    (duplicate,) = [u for u in registry.unavailable if "duplicate" in u.error]
    assert duplicate.name == "coin" and duplicate.title == "Coin coin"
    assert "tabletop-coin " in duplicate.error + " "
    assert "tabletop-coin-copy" in duplicate.error
    assert "--use coin=" in duplicate.error
    assert "coin" not in registry.games


def test_misspelled_hook_is_caught_by_check_pending(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(
        site,
        "tabletop-typo",
        "tt_test_typo",
        """
        from tabletop_core import hookimpl

        @hookimpl
        def tabletop_register_gmaes(register):
            pass
        """,
    )
    registry = plugins.load()
    (typo,) = [u for u in registry.unavailable if u.name == "tt_test_typo"]
    assert "tabletop_register_gmaes" in typo.error
    assert "coin" in registry.games


def test_autoload_can_be_disabled_by_environment(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    monkeypatch.setenv(plugins.DISABLE_AUTOLOAD, "1")
    registry = plugins.load()
    assert "coin" not in registry.games
    assert "random" in registry.any_game_bots, "built-ins are registered even without autoload"


def test_unknown_game_and_bot_level_name_what_is_installed(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    registry = plugins.load()
    with pytest.raises(KeyError, match="installed: .*coin"):
        registry.get("otter_pond")
    with pytest.raises(KeyError, match="no bot level 'genius'"):
        registry.make_bot("coin", "genius")


def test_each_hook_is_called_once_through_pm_hook_so_wrappers_see_every_plugin(
    site: Path,
) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(site, "tabletop-cent", "tt_test_cent", TINY_GAME.format(game_id="cent"))
    install_distribution(
        site,
        "tabletop-census",
        "tt_test_census",
        """
        from tabletop_core import hookimpl

        CALLS = []

        @hookimpl(wrapper=True)
        def tabletop_register_games(register):
            CALLS.append("before")
            result = yield
            CALLS.append("after")
            return result
        """,
    )
    registry = plugins.load()
    census = sys.modules["tt_test_census"]
    assert census.CALLS == ["before", "after"]
    assert {"coin", "cent"} <= set(registry.games)


def test_a_hook_that_raises_does_not_stop_the_plugins_called_after_it(site: Path) -> None:
    install_distribution(
        site,
        "tabletop-first",
        "tt_test_first",
        """
        from tabletop_core import hookimpl

        @hookimpl(tryfirst=True)
        def tabletop_register_games(register):
            raise RuntimeError("the first one fell in")
        """,
    )
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    registry = plugins.load()
    assert "coin" in registry.games
    (first,) = [u for u in registry.unavailable if u.name == "tt_test_first"]
    assert first.error == "tabletop_register_games: RuntimeError: the first one fell in"


def test_registrations_for_an_unknown_game_id_are_reported_not_dropped(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(
        site,
        "tabletop-extras",
        "tt_test_extras",
        """
        from tabletop_core import hookimpl
        from tabletop_core.bots import RandomBot

        @hookimpl
        def tabletop_register_bots(register):
            register("cion", "lucky", RandomBot)
        """,
    )
    registry = plugins.load()
    (extras,) = [u for u in registry.unavailable if u.name == "tt_test_extras"]
    assert extras.error.startswith("tabletop_register_bots: PluginError: no game 'cion'")
    assert "coin" in extras.error  # the ids that do exist


def test_a_plugin_failing_in_a_later_hook_takes_its_games_out_with_the_reason(
    site: Path,
) -> None:
    install_distribution(
        site,
        "tabletop-coin",
        "tt_test_coin",
        TINY_GAME.format(game_id="coin")
        + """

@hookimpl
def tabletop_register_views(register):
    raise ImportError("no module named coin_table")
""",
    )
    registry = plugins.load()
    assert "coin" not in registry.games
    assert registry.why_unavailable("coin") == (
        "tabletop_register_views: ImportError: no module named coin_table"
    )
    with pytest.raises(KeyError, match="unavailable: tabletop_register_views"):
        registry.get("coin")


def test_a_plugin_import_that_hangs_is_interrupted_in_place_without_a_thread(
    site: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    monkeypatch.setenv(plugins.TIMEOUT_ENV, "0.3")
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(site, "tabletop-slow", "tt_test_slow", "import time\ntime.sleep(600)\n")
    # threads started from this test's own thread while loading (other tests' servers and pools
    # in this worker may start or stop threads of their own meanwhile)
    here, started, start = threading.current_thread(), [], threading.Thread.start

    def recorded(thread: threading.Thread) -> None:
        if threading.current_thread() is here:
            started.append(thread.name)
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", recorded)
    registry = plugins.load()
    monkeypatch.setattr(threading.Thread, "start", start)
    assert started == []
    (slow,) = [u for u in registry.unavailable if u.name == "tt_test_slow"]
    assert slow.error == "import took longer than 0.3 s"
    assert "tt_test_slow" not in sys.modules  # nothing half-imported is left behind
    assert "coin" in registry.games
    again = plugins.load()  # the module lock was released: a second import starts afresh
    assert [u.error for u in again.unavailable if u.name == "tt_test_slow"] == [slow.error]


def test_a_duplicate_id_is_settled_by_the_persons_choice_not_by_sorting(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(
        site, "tabletop-aaa", "tt_test_aaa", TINY_GAME.format(game_id="coin"), entry="aaa"
    )
    assert "coin" not in plugins.load().games
    chosen = plugins.load(choices={"coin": "tabletop-coin"})
    assert chosen.get("coin").distribution == "tabletop-coin"
    assert not chosen.unavailable
    other = plugins.load(choices={"coin": "tabletop_aaa"})  # spelled as pip would accept it
    assert other.get("coin").distribution == "tabletop-aaa"
    wrong = plugins.load(choices={"coin": "tabletop-nope"})
    assert "'tabletop-nope' is not one of them" in (wrong.why_unavailable("coin") or "")


def test_the_launcher_knows_a_lazy_games_package_without_importing_it(site: Path) -> None:
    install_distribution(
        site,
        "tabletop-lazy",
        "tt_test_lazy",
        """
        from tabletop_core import GameInfo, hookimpl
        from tabletop_core.lazy import LazyGame

        INFO = GameInfo(id="lazy", title="Lazy", min_players=1, max_players=2)

        @hookimpl
        def tabletop_register_games(register):
            register(LazyGame(INFO, "tt_test_lazy_rules.deep:Game"))
        """,
    )
    registry = plugins.load()
    registered = registry.get("lazy")
    assert registered.package == "tt_test_lazy_rules"
    with pytest.raises(plugins.GameUnavailable, match="lazy: its rules cannot be loaded"):
        _ = registered.game
    assert "lazy" not in registry.games
    assert (registry.why_unavailable("lazy") or "").startswith("its rules cannot be loaded")


def test_a_plugin_that_exits_at_import_or_in_a_hook_only_takes_itself_out(site: Path) -> None:
    install_distribution(site, "tabletop-coin", "tt_test_coin", TINY_GAME.format(game_id="coin"))
    install_distribution(site, "tabletop-quits", "tt_test_quits", "import sys\nsys.exit(3)\n")
    install_distribution(
        site,
        "tabletop-leaves",
        "tt_test_leaves",
        """
        import sys
        from tabletop_core import hookimpl

        @hookimpl
        def tabletop_register_games(register):
            sys.exit("bye")
        """,
    )
    registry = plugins.load()
    assert "coin" in registry.games
    assert registry.why_unavailable("tt_test_quits") == "SystemExit: 3"
    assert registry.why_unavailable("tt_test_leaves") == "tabletop_register_games: SystemExit: bye"
