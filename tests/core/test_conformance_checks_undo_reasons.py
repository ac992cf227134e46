"""The conformance kit checks what events tell the undo policy: a reason as words, or None."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tabletop_core.game import Event
from tabletop_core.testing import check_game


def _example():
    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, Path(__file__).with_name("example_game.py")
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    """Declares a reveal, but gives back a number instead of the reason."""

    reveals = "a card has been peeked at since"

    def describe(self, names: Sequence[str]) -> str:
        return "Somebody peeks"

    def why_undo_stops(self) -> str | None:
        return 3  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    reveals = "the cards have been shuffled since"

    def describe(self, names: Sequence[str]) -> str:
        return "The cards are shuffled"


class Peeking(_example().ExampleGame):
    event = Peeked

    def apply(self, state, action):
        return [*super().apply(state, action), self.event()]


class Shuffling(Peeking):
    event = Shuffled


def test_a_reason_that_is_not_words_is_caught() -> None:
    report = check_game(Peeking(), games=2, players=[2])
    failures = {check.name: check.detail for check in report.failures}
    assert "why_undo_stops() gave 3" in failures["events describe themselves"]


def test_a_declared_reveal_passes() -> None:
    assert Shuffled().why_undo_stops() == "the cards have been shuffled since"
    report = check_game(Shuffling(), games=2, players=[2])
    assert "events describe themselves" not in {check.name for check in report.failures}
