"""Practice mode is part of the match: written in its save, read back on loading, absent from the
files of ordinary matches (older saves load as ordinary matches)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_core.match import Match
from tabletop_core.replay import SaveError, SeatSpec, read_replay

ALONE = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]


def test_a_practice_match_survives_saving_and_loading(
    nim_game, nim, nim_registry, tmp_path: Path
) -> None:
    match = Match(nim_game, ALONE, seed=2, bots={1: nim.PickRandom()}, practice=True)
    match.run_bots()
    match.act(nim.Take(1))
    path = tmp_path / "practice.json"
    match.save(path)
    assert json.loads(path.read_text())["practice"] is True
    loaded = Match.load(path, nim_registry)
    assert loaded.practice and loaded.actions == match.actions
    assert loaded.undo_refusal(0) is None


def test_an_ordinary_match_writes_no_practice_field(nim_game, nim, tmp_path: Path) -> None:
    match = Match(nim_game, ALONE, seed=2, bots={1: nim.PickRandom()})
    path = tmp_path / "ordinary.json"
    match.save(path)
    assert "practice" not in json.loads(path.read_text())
    assert read_replay(path).practice is False


def test_a_file_claiming_practice_for_two_people_is_refused_in_one_line(
    nim_game, nim, tmp_path: Path
) -> None:
    match = Match(nim_game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed=2)
    data = match.to_replay().model_dump(mode="json")
    data["practice"] = True
    path = tmp_path / "claimed.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="exactly one person") as caught:
        Match.from_replay(read_replay(path), nim_game)
    assert "\n" not in str(caught.value)
