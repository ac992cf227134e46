"""`tabletop check`'s report has an assets section for a game that ships assets: each bad entry
of its manifest is one line there, and the rest of the check still runs."""

from __future__ import annotations

from pathlib import Path

from tabletop_core import plugins
from tabletop_core.authoring.checkup import check_up

EXAMPLE = Path(__file__).parents[1] / "core" / "example_game.py"

PLUGIN = f"""
import importlib.util
import sys

from tabletop_core import hookimpl

_spec = importlib.util.spec_from_file_location("example_game_for_assets", {str(EXAMPLE)!r})
_example = sys.modules[_spec.name] = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_example)


class ArtPond(_example.ExampleGame):
    info = _example.ExampleGame.info.model_copy(update={{"id": "art_pond", "title": "Art Pond"}})


@hookimpl
def tabletop_register_games(register):
    register(ArtPond())
"""

MANIFEST = """
[pictures.pond]
file = "pictures/pond.svg"
licence = "CC0-1.0"
credit = "A test"

[pictures.otter]
file = "pictures/otter.svg"
credit = "A test"
"""


def test_a_bad_entry_fails_the_assets_check_in_one_line(make_package, circle_svg):
    import importlib

    package = make_package(MANIFEST, {"pictures/pond.svg": circle_svg}, code=PLUGIN)
    registry = plugins.load([importlib.import_module(package)], autoload=False)
    report = check_up(registry, "art_pond", games=1, render=False, bot_levels=["random"])
    (check,) = report.section("assets").checks
    assert not check.ok and not report.ok
    assert check.detail == f"{package} assets: pictures.otter: licence: Field required"
    assert "1 asset" in check.name
    assert report.section("conformance").ok  # the rest of the check ran
    assert "FAIL its asset manifest reads whole" in report.summary()


def test_a_game_without_assets_has_no_assets_section(make_package):
    import importlib

    package = make_package("", code=PLUGIN)
    registry = plugins.load([importlib.import_module(package)], autoload=False)
    report = check_up(registry, "art_pond", games=1, render=False, bot_levels=["random"])
    assert "assets" not in [section.name for section in report.sections]
