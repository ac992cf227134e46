"""Sound a family would leave on: every cue of the core and of each game (its effects, its end
sting, the ambiences) is rendered to a real WAV file in several takes, no two alike, with most
of its energy above 200 Hz (where laptop and tablet speakers play); the card slide is a rub
rather than a hiss; each game ends on a sting of its own and names an ambience that loops
without a seam; the board never plays the same take of a cue twice running."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import pytest
import tabletop_beaver_creek.table.view
import tabletop_damit.table.view
import tabletop_hamsterdam.table.view
import tabletop_mein_lieber_biber.table.view

from tabletop_core.settings import Settings
from tabletop_core.sound import cache, synth
from tabletop_core.sound.board import SoundBoard

TABLES = {
    "damit": tabletop_damit.table.view.DamItTable,
    "hamsterdam": tabletop_hamsterdam.table.view.HamsterdamTable,
    "mein_lieber_biber": tabletop_mein_lieber_biber.table.view.BiberTable,
    "beaver_creek": tabletop_beaver_creek.table.view.BeaverCreekTable,
}
"""Each game's table, imported: its own cues are declared with it."""
LOUDSPEAKER_FLOOR = 200.0
"""Hz: below it small speakers give back little, so a cue must not live there."""
MOSTLY_ABOVE = 0.6
"""The least share of a take's energy above the floor: more than half, with a margin, so the
body of every cue (not just its click) is heard on a laptop."""


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


def _sting(table: type) -> str:
    (cue,) = [cue for kind, cue in table.sounds.items() if kind.__name__ == "GameEnded"]
    assert isinstance(cue, str)
    return cue


@pytest.fixture
def sound_cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("name", synth.cues())
def test_every_take_of_a_cue_plays_where_small_speakers_do_and_no_two_are_alike(name, sound_cache):
    files = [cache.effect_file(name, take) for take in range(synth.TAKES)]
    assert synth.TAKES >= 3
    assert all(file.stat().st_size > 44 for file in files), "real WAV files"
    assert len({file.read_bytes() for file in files}) == synth.TAKES, "two takes are the same"
    for take, file in enumerate(files):
        share = _share_above(file, LOUDSPEAKER_FLOOR)
        assert share >= MOSTLY_ABOVE, f"{name} take {take}: {share:.0%} of its energy above 200 Hz"


def test_every_game_declares_its_own_cues_and_they_are_among_those_judged():
    judged = set(synth.cues())
    for game, table in TABLES.items():
        own = {name for name, owner in synth.GAME_EFFECTS.items() if owner == game}
        assert _sting(table) in own, f"{game} ends on a sting of its own"
        assert own <= judged
        assert table.ambience in synth.AMBIENCES, f"{game} names an ambience"


def test_each_game_ends_on_its_own_sting():
    stings = {game: _sting(table) for game, table in TABLES.items()}
    assert "win" not in stings.values()
    assert len(set(stings.values())) == len(TABLES), stings
    rendered = {synth.render(name, 0).tobytes() for name in stings.values()}
    assert len(rendered) == len(TABLES), "two games' stings sound the same"


def test_the_ambiences_are_the_places_of_the_games_and_loop_without_a_seam(sound_cache):
    assert TABLES["damit"].ambience == "river"
    assert {TABLES[g].ambience for g in ("hamsterdam", "mein_lieber_biber", "beaver_creek")} == {
        "water"
    }
    for name in synth.AMBIENCES:
        rate, data = _wav(cache.effect_file(name, 0))
        assert len(data) / rate >= 3.0, "long enough not to be heard repeating"
        steps = np.abs(np.diff(data))
        seam = abs(data[0] - data[-1])
        assert seam <= 4 * np.percentile(steps, 99), f"{name}: a click where the loop joins"


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
