"""A settings file that cannot be read gives the defaults and one warning; it never stops start."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from tabletop_core.settings import SeatChoice, Settings, load_settings


@pytest.mark.parametrize("level", ["\x00", "hard\n", "", "x" * 41])
def test_a_seat_level_must_be_a_printable_name(level: str) -> None:
    with pytest.raises(ValidationError):
        SeatChoice(level=level)


def test_a_remembered_seat_with_a_control_character_gives_the_defaults(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "settings.json"
    seats = [{"kind": "bot", "level": "\x00"}]
    path.write_text(json.dumps({"lobby": {"damit": {"seats": seats}}}))
    assert load_settings(path) == Settings()
    (warning,) = capsys.readouterr().err.strip().splitlines()
    assert "is damaged" in warning and "lobby.damit.seats.0.level" in warning


def test_a_settings_file_nested_too_deeply_gives_the_defaults(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    assert load_settings(path) == Settings()
    assert "nested too deeply" in capsys.readouterr().err


def test_the_distribution_chosen_for_a_game_id_is_remembered(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"game_sources": {"damit": "tabletop-damit"}}))
    assert load_settings(path).game_sources == {"damit": "tabletop-damit"}
