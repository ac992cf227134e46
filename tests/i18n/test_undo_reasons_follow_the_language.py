"""The reason undo stops is translated from the game's own catalogue; a one-file plugin without a
catalogue keeps its own words instead of failing."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from tabletop_core import i18n

ONE_FILE_PLUGIN = """
from dataclasses import dataclass
from tabletop_core.game import Event

@dataclass(frozen=True, slots=True)
class Peeked(Event):
    reveals = "a card has been peeked at since"
"""


def test_a_games_reason_is_in_the_current_language() -> None:
    from tabletop_damit.events import RiverRefilled
    from tabletop_hamsterdam.events import Rolled

    i18n.set_language("fr")
    assert RiverRefilled(3, 4).why_undo_stops() == (
        "une nouvelle carte est arrivée dans la rivière depuis"
    )
    i18n.set_language("de")
    assert Rolled(0, (3, 4), 7, True).why_undo_stops() == "seitdem wurde gewürfelt"


def test_a_one_file_plugin_keeps_its_own_words(tmp_path: Path) -> None:
    path = tmp_path / "one_file_peek.py"
    path.write_text(ONE_FILE_PLUGIN)
    spec = importlib.util.spec_from_file_location("one_file_peek", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["one_file_peek"] = module
    try:
        spec.loader.exec_module(module)
        i18n.set_language("fr")
        assert module.Peeked().why_undo_stops() == "a card has been peeked at since"
    finally:
        del sys.modules["one_file_peek"]
