"""Saves written by Mein lieber Biber 1.0 (before the top-up and the end-of-round fix; files made
by that version's code, seed 4242 and seed 7): one whose moves are all still legal loads as it
was; one in which a seat declined the draw with an empty hand (ending the round with 27 cards in
the piles) is refused in one line naming the move and both versions, the file untouched."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import tabletop_mein_lieber_biber.plugin as biber_plugin

from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.replay import SaveError

SAVES = Path(__file__).parent / "saves"


@pytest.fixture(scope="module")
def registry():
    return plugins.load(extra_plugins=[biber_plugin], autoload=False)


def test_a_save_whose_moves_are_still_legal_loads(registry, tmp_path):
    path = tmp_path / "save.json"
    shutil.copy(SAVES / "four_moves_v1.0.json", path)
    match = Match.load(path, registry)
    assert len(match.actions) == 4 and not match.is_over


def test_a_save_that_ended_a_round_at_will_is_refused_in_one_line(registry, tmp_path):
    path = tmp_path / "save.json"
    shutil.copy(SAVES / "declined_every_draw_v1.0.json", path)
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        Match.load(path, registry)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith('action 24 (seat 0, {"type": "skip_draw"}) is no longer legal')
    assert "saved with Mein lieber Biber 1.0, installed 1.1" in message
    assert "hand is empty" in message
    assert path.read_bytes() == before
