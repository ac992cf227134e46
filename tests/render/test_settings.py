"""Settings: saved atomically, a damaged file gives defaults and a warning, and is kept."""

from __future__ import annotations

from tabletop_core.settings import LobbyChoice, SeatChoice, Settings, load_settings, save_settings


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    settings = Settings(bot_pacing=0.4, reduced_motion=True)
    settings.lobby = {"beaver_bids": LobbyChoice(players=3, seats=[SeatChoice(name="Ana")])}
    settings.remember_names(["Ana", "Ben"])
    save_settings(settings, path)
    loaded = load_settings(path)
    assert loaded == settings
    assert loaded.player_names[:2] == ["Ana", "Ben"]


def test_missing_file_gives_defaults_silently(tmp_path, capsys):
    assert load_settings(tmp_path / "none.json") == Settings()
    assert capsys.readouterr().err == ""


def test_damaged_file_gives_defaults_one_warning_and_is_kept(tmp_path, capsys):
    path = tmp_path / "settings.json"
    path.write_text('{"bot_pacing": "very slow"', encoding="utf-8")
    assert load_settings(path) == Settings()
    warning = capsys.readouterr().err
    assert warning.count("\n") == 1 and "damaged" in warning
    save_settings(Settings(fullscreen=True), path)
    assert (tmp_path / "settings.json.bad").read_text(
        encoding="utf-8"
    ) == '{"bot_pacing": "very slow"'
    assert load_settings(path).fullscreen is True


def test_out_of_range_values_are_refused():
    import pydantic
    import pytest

    with pytest.raises(pydantic.ValidationError):
        Settings(window_width=10)
