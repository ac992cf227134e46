"""A whole solo game of Beaver Creek drawn at 200 % text in French: after every few actions no
label on the table is cut, leaves the table or lies on another one — the solo stock panel, the
verdict ladder and its verdict line included. (Games of two and more players are walked at 200 %
in German by tests/accessibility/test_tables_read_through_whole_games.py; it seats at least two.)"""

from __future__ import annotations

import random

import pytest

from tabletop_core import i18n
from tabletop_core.render.legibility import canvases_of, reading_problems

pytestmark = pytest.mark.gl

STEP = 3
"""Draw after every third action: enough to meet every phase, quick enough for the suite."""


@pytest.fixture()
def large_text_shell(tabletop_shell, creek_registry, tmp_path, monkeypatch):
    from tabletop_core.render.theme import set_high_contrast, set_text_scale
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    language = i18n._language
    settings = Settings(bot_pacing=0.0, reduced_motion=True, text_size=200, high_contrast=True)
    shell = tabletop_shell(creek_registry, settings, settings_path=None)
    yield shell
    i18n._language = language
    set_text_scale(1.0)
    set_high_contrast(False)


def _match(registry, players: int, seed: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.seats import BOT_NAMES

    registered = registry.get("beaver_creek")
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(BOT_NAMES[i], "random") for i in range(players - 1)
    ]
    bots = {i: registry.make_bot("beaver_creek", "random") for i in range(1, players)}
    return Match(registered.game, seats, seed, None, bots=bots, autosave=False)


def _problems_over_a_whole_game(shell, registry, players: int, seed: int) -> tuple[list, set]:
    match = _match(registry, players, seed)
    host = shell.start_match(match)
    rng = random.Random(seed)
    found: list[str] = []
    phases: set[str] = set()
    played = 0
    while True:
        if played % STEP == 0 or match.is_over:
            host.on_update(0.0)
            host.on_draw()
            table = host.table
            phases.add(table.seat.view.phase)
            if table.seat.placeable():
                phases.add("tray:" + "/".join(table.seat.placeable()))
            _bar, rect, _log, _prompt = host.layout()
            found += [
                f"after {played} actions: {problem}"
                for problem in reading_problems(canvases_of(table), rect)
            ]
        if match.is_over:
            return found, phases
        if match.is_bot(match.to_act):
            match.bot_step()
        else:
            match.act(match.game.random_action(match.state, rng))
        played += 1


def test_every_state_of_a_solo_game_reads_whole_at_200_percent(large_text_shell, creek_registry):
    i18n.set_language("fr")
    problems, phases = _problems_over_a_whole_game(large_text_shell, creek_registry, 1, 2)
    assert not problems, "; ".join(problems[:8])
    assert {"place", "over"} <= phases
