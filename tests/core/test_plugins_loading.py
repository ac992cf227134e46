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
