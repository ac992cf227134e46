"""The lobby's new bot seat gets the level the plugin marks as recommended (one declaration)."""

from __future__ import annotations

from types import SimpleNamespace

from tabletop_core import hookimpl, plugins
from tabletop_core.game import GameInfo


class _Quiet:
    info = GameInfo(id="quiet_pond", title="Quiet Pond", min_players=2, max_players=4)


def _plugin(recommend: bool):
    @hookimpl
    def tabletop_register_games(register):
        register(_Quiet())

    @hookimpl
    def tabletop_register_bots(register):
        register("quiet_pond", "easy", object)
        register("quiet_pond", "normal", object, recommended=recommend)
        register("quiet_pond", "hard", object)

    return SimpleNamespace(
        tabletop_register_games=tabletop_register_games,
        tabletop_register_bots=tabletop_register_bots,
    )


def test_the_recommended_level_is_the_lobby_default() -> None:
    registry = plugins.load(extra_plugins=[_plugin(True)], autoload=False)
    assert registry.recommended_level("quiet_pond") == "normal"


def test_without_a_recommendation_normal_never_random() -> None:
    registry = plugins.load(extra_plugins=[_plugin(False)], autoload=False)
    assert registry.bot_levels("quiet_pond")[0] == "random"
    assert registry.recommended_level("quiet_pond") == "normal"
