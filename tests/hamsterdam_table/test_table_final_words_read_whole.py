"""At the game's end the decision panel says who kept the driest town; with a real name at
200 % German text those words run to three lines, and the panel makes room for all of them."""

from __future__ import annotations

import random

import pytest

from tabletop_core import i18n
from tabletop_core.render.legibility import canvases_of, reading_problems


@pytest.fixture()
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


@pytest.mark.gl
def test_the_winner_words_read_whole_at_200_percent_german(
    tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, german
):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.settings import Settings

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    settings = Settings(bot_pacing=0.0, reduced_motion=True, text_size=200, high_contrast=True)
    shell = tabletop_shell(hamsterdam_registry, settings)
    seats = [SeatSpec.bot("Marie-Claire", "random"), SeatSpec.bot("Oma Gertrud", "random")]
    bots = {seat: hamsterdam_registry.make_bot("hamsterdam", "random") for seat in range(2)}
    game = hamsterdam_registry.get("hamsterdam").game
    host = shell.start_match(Match(game, seats, 7, None, bots=bots, autosave=False))
    match, rng = host.match, random.Random(7)
    while not match.is_over:
        legal = match.legal_actions()
        host.act_for_seat_to_act(legal[rng.randrange(len(legal))])
    host.on_update(0.0)
    host.on_draw()
    table = host.table
    winner = match.names[match.result.winners[0]]
    assert winner in table.scene.shown.waiting and len(table.scene.shown.waiting) > 40
    _bar, table_rect, _log, _prompt = host.layout()
    assert reading_problems(canvases_of(table), table_rect) == []
