"""The sound layer plays through arcade on pyglet's silent driver in tests; volume, mute and
effects off are obeyed; seats are panned left to right; pitch varies by a cosmetic RNG that
leaves the game's own randomness alone; a failing audio device turns the board silent once."""

from __future__ import annotations

import random

import pytest

from tabletop_core.settings import Settings
from tabletop_core.sound import board, effects_of, recording, seat_pan
from tabletop_core.sound.board import PITCH_SPREAD, SoundBoard
from tabletop_core.sound.synth import TAKES


def test_tests_play_through_arcade_on_the_silent_driver(window, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    import pyglet.media

    assert type(pyglet.media.get_audio_driver()).__name__ == "SilentDriver"
    sound_board = SoundBoard()
    played = sound_board.play("splash", Settings())
    assert played is not None and sound_board.silenced is None
    loaded = sound_board._sounds[f"splash-{played.take}"]
    assert type(loaded).__name__ == "Sound"  # arcade.Sound, loaded


def test_volume_mute_and_effects_off(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    with recording() as heard:
        board().play("log_thunk", Settings(sound_volume=50))
        board().play("log_thunk", Settings(sound_muted=True))
        board().play("log_thunk", Settings(sound_effects=False))
        board().play("log_thunk", Settings(sound_volume=0))
        board().play("card_slide", Settings(sound_volume=100))
    assert [p.name for p in heard] == ["log_thunk", "card_slide"]
    assert heard[0].volume == pytest.approx(0.5)
    assert heard[1].volume < 1.0, "a long hiss is mixed lower than a knock"


def test_an_unknown_effect_is_an_authors_error_naming_the_known_ones():
    with pytest.raises(KeyError, match="dice_rattle"):
        board().play("kazoo", Settings())


def test_seats_sit_left_to_right_and_pitch_varies_without_touching_the_game_rng(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    assert [seat_pan(s, 4) for s in range(4)] == pytest.approx([-0.6, -0.2, 0.2, 0.6])
    assert seat_pan(None, 4) == seat_pan(0, 1) == 0.0
    random.seed(7)
    expected = random.random()
    random.seed(7)
    with recording() as heard:
        for _ in range(20):
            board().play("cube_clack", Settings())
    assert random.random() == expected, "the board has an RNG of its own"
    speeds = [p.speed for p in heard]
    assert all(abs(s - 1) <= PITCH_SPREAD for s in speeds) and len(set(speeds)) == 20


def test_cues_follow_the_event_class_and_its_parents():
    class Knock:
        seat = 1

    class LoudKnock(Knock):
        pass

    sounds = {Knock: "log_thunk", int: lambda n: ("cube_clack", "win") if n else None}
    assert effects_of(LoudKnock(), sounds) == ("log_thunk",)
    assert effects_of(3, sounds) == ("cube_clack", "win")
    assert effects_of(0, sounds) == ()
    assert effects_of("nothing", sounds) == ()


class _BrokenDevice:
    """Stands in for a sound whose driver fails at play (a device unplugged mid-game)."""

    def play(self, **_kwargs):
        raise OSError("ALC_INVALID_DEVICE")


def test_a_failing_device_goes_silent_with_one_line_and_keeps_recording(capsys):
    sound_board = SoundBoard()
    for take in range(TAKES):
        sound_board._sounds[f"win-{take}"] = _BrokenDevice()
    with sound_board.recording() as heard:
        sound_board.play("win", Settings())
        sound_board.play("win", Settings())
    assert sound_board.silenced == "OSError: ALC_INVALID_DEVICE"
    assert capsys.readouterr().err.count("no sound") == 1
    assert len(heard) == 2
