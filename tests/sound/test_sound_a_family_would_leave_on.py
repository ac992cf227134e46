"""Sound a family would leave on: every cue comes in several takes, no two alike, with most of
its energy above 200 Hz (where laptop and tablet speakers play), the card slide a rub rather than
a hiss; the board never plays the same take of a cue twice running."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import pytest

from tabletop_core.settings import Settings
from tabletop_core.sound import EFFECTS, cache, synth
from tabletop_core.sound.board import SoundBoard

LOUDSPEAKER_FLOOR = 200.0
"""Hz: below it small speakers give back little, so a cue must not live there."""


def _wav(path: Path) -> tuple[int, np.ndarray]:
    with wave.open(str(path), "rb") as file:
        rate = file.getframerate()
        data = np.frombuffer(file.readframes(file.getnframes()), dtype="<i2").astype(float)
    return rate, data


def _share_above(path: Path, hertz: float) -> float:
    rate, data = _wav(path)
    power = np.abs(np.fft.rfft(data)) ** 2
    frequencies = np.fft.rfftfreq(len(data), 1 / rate)
    return float(power[frequencies > hertz].sum() / power.sum())


@pytest.fixture
def sound_cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_every_take_of_a_cue_plays_where_small_speakers_do_and_no_two_are_alike(name, sound_cache):
    files = [cache.effect_file(name, take) for take in range(synth.TAKES)]
    assert synth.TAKES >= 3
    assert len({file.read_bytes() for file in files}) == synth.TAKES, "two takes are the same"
    for take, file in enumerate(files):
        share = _share_above(file, LOUDSPEAKER_FLOOR)
        assert share > 0.6, f"{name} take {take}: {share:.0%} of its energy above 200 Hz"


def test_the_card_slide_is_a_rub_not_a_hiss(sound_cache):
    for take in range(synth.TAKES):
        hiss = _share_above(cache.effect_file("card_slide", take), 6000.0)
        assert hiss < 0.2, f"take {take}: {hiss:.0%} of the card slide above 6 kHz"


def test_the_board_never_plays_the_same_take_twice_running_and_uses_them_all(sound_cache):
    board = SoundBoard()
    board.silenced = "no device in this test"  # record the choice of takes without a driver
    played = [board.play("card_slide", Settings()) for _ in range(60)]
    takes = [p.take for p in played if p is not None]
    assert len(takes) == 60
    assert all(a != b for a, b in zip(takes, takes[1:], strict=False))
    assert set(takes) == set(range(synth.TAKES))
