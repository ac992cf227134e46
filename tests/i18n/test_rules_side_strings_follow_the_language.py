"""Log lines, the prompt bar's action words and refusals of Beaver Creek, Hamsterdam and Mein lieber
Biber are in the chosen language, while the events themselves (what replays and the views read)
stay the same data in every language."""

from __future__ import annotations

import dataclasses
import importlib.util
import random
from pathlib import Path

import pytest

from tabletop_core import i18n, plugins
from tabletop_core.game import IllegalAction

_SCREENS = Path(__file__).with_name("test_screens_have_no_english_left.py")
_spec = importlib.util.spec_from_file_location("screens_checker", _SCREENS)
assert _spec is not None and _spec.loader is not None
_checker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_checker)
untranslated = _checker._untranslated

NAMES = ("Ana", "Otto", "Tina")
GAMES = {"beaver_creek": 40, "hamsterdam": 400, "mein_lieber_biber": 60}
"""Decisions played per game: enough for every kind of event the first rounds bring."""


@pytest.fixture(scope="module")
def registry():
    return plugins.load(autoload=True)


def _play(game, code: str, moves: int) -> tuple[list, list[str], list[str]]:
    """Events, log lines and action words of a seeded random game played in ``code``."""
    i18n.set_language(code)
    rng = random.Random(3)
    state = game.new_state(3, 5, None)
    events, lines, words = [], [], []
    for _ in range(moves):
        if game.to_act(state) is None:
            break
        legal = game.legal_actions(state)
        words.append(game.describe_action(state, legal[0], NAMES))
        action = game.random_action(state, rng) if hasattr(game, "random_action") else None
        for event in game.apply(state, action if action is not None else rng.choice(legal)):
            events.append(event)
            lines.append(event.describe(NAMES))
    return events, lines, words


def _fields(events: list) -> list[tuple]:
    return [(type(e).__name__, *dataclasses.astuple(e)) for e in events]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_log_lines_and_action_words_are_translated_and_events_are_not(registry, game_id) -> None:
    game = registry.get(game_id).game
    english_events, english_lines, _ = _play(game, "en", GAMES[game_id])
    for code in ("fr", "de"):
        events, lines, words = _play(game, code, GAMES[game_id])
        assert _fields(events) == _fields(english_events)
        assert lines != english_lines
        problems = untranslated(lines + words, code)
        assert problems == [], "\n".join(problems)
        assert untranslated(english_lines, code), "the check notices English log lines"


def _refusal(game, state, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, action)
    return str(refused.value)


def test_refusals_reaching_the_prompt_bar_are_translated(registry) -> None:
    from tabletop_beaver_creek.actions import Keep, Place
    from tabletop_hamsterdam.actions import Roll
    from tabletop_mein_lieber_biber.actions import Reward

    creek = registry.get("beaver_creek").game
    hamsterdam = registry.get("hamsterdam").game
    biber = registry.get("mein_lieber_biber").game
    for code, expected in (
        ("fr", ("jette", "portée", "pas possible", "joue d'abord")),
        ("de", ("abgeworfen", "Reichweite", "geht gerade nicht", "spiel zuerst")),
    ):
        i18n.set_language(code)
        messages = [
            _refusal(creek, creek.new_state(2, 1, None), Keep()),
            _refusal(creek, creek.new_state(2, 1, None), Place("beaver", 9999.0, 10.0, 0.0)),
            _refusal(hamsterdam, hamsterdam.new_state(3, 1, None), Roll()),
            _refusal(biber, biber.new_state(3, 1, None), Reward("stick")),
        ]
        for message, word in zip(messages, expected, strict=True):
            assert word in message, message
        assert untranslated(messages, code) == []
