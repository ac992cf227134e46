"""The installed plugin: entry point, game registration, bot levels, conformance kit."""

from __future__ import annotations

from tabletop_damit.rules import DamIt

from tabletop_core import plugins
from tabletop_core.testing import assert_conforms


def test_the_entry_point_registers_the_game_and_its_bot_levels() -> None:
    import tabletop_damit.plugin as damit_plugin

    registry = plugins.load(extra_plugins=[damit_plugin], autoload=False)
    assert not registry.unavailable
    assert registry.get("damit").info.title == "Dam It!"
    assert set(registry.bot_levels("damit")) == {"random", "easy", "normal", "hard"}
    for level in ("easy", "normal", "hard"):
        assert hasattr(registry.make_bot("damit", level), "choose")


def test_the_package_is_installed_under_the_tabletop_entry_point_group() -> None:
    from importlib.metadata import entry_points

    found = {ep.name: ep.value for ep in entry_points(group=plugins.ENTRY_POINT_GROUP)}
    assert found.get("damit") == "tabletop_damit.plugin"


def test_dam_it_passes_the_conformance_kit() -> None:
    assert_conforms(DamIt(), games=3)
