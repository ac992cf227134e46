"""Each effect is rendered once into a short, peak-normalised WAV in the cache, the same bytes
every time for one synth version; a new synth version renders into a new folder."""

from __future__ import annotations

import math
import wave
from array import array

import pytest

from tabletop_core.sound import EFFECTS, cache, synth

pytestmark = pytest.mark.usefixtures("own_sound_cache")


def _samples(path) -> tuple[int, array]:
    with wave.open(str(path), "rb") as file:
        assert (file.getnchannels(), file.getsampwidth()) == (1, 2)
        rate = file.getframerate()
        data = array("h", file.readframes(file.getnframes()))
    return rate, data


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_an_effect_is_short_normalised_and_dies_away(name, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    path = cache.effect_file(name)
    assert path.parent == tmp_path / "cache" / "sounds" / f"v{synth.SYNTH_VERSION}"
    rate, data = _samples(path)
    seconds = len(data) / rate
    assert 0.1 <= seconds < 1.0
    peak = max(abs(x) for x in data) / 32767
    assert peak == pytest.approx(synth.PEAK, abs=0.005)
    rms = math.sqrt(sum(x * x for x in data) / len(data)) / 32767
    assert 0.02 < rms < 0.5
    assert abs(data[-1]) < 200, "faded out: no click at the end"
    tail = data[-int(0.05 * rate) :]
    assert max(abs(x) for x in tail) < 0.5 * 32767, "it dies away rather than stopping"


def test_the_cache_is_used_and_a_new_synth_version_renders_anew(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    first = cache.effect_file("log_thunk")
    rendered = first.read_bytes()
    first.write_bytes(rendered[:44] + bytes(len(rendered) - 44))  # silence in the same file
    assert cache.effect_file("log_thunk").read_bytes() != rendered, "the cached file is used"
    monkeypatch.setattr(cache, "SYNTH_VERSION", synth.SYNTH_VERSION + 1)
    again = cache.effect_file("log_thunk")
    assert again != first and again.read_bytes() == rendered
    assert not list(again.parent.glob(".*.tmp")), "no temporary file left behind"


def test_an_effect_renders_the_same_every_time():
    assert synth.render("dice_rattle") == synth.render("dice_rattle")
    assert synth.render("dice_rattle") != synth.render("cube_clack")


def test_a_take_is_synthesized_once_per_process_whatever_folder_it_is_written_to(
    tmp_path, monkeypatch
):
    synthesized: list[tuple[str, int]] = []

    def counted(name: str, take: int = 0) -> array:
        synthesized.append((name, take))
        return synth.render(name, take)

    monkeypatch.setattr(cache, "render", counted)
    monkeypatch.setattr(cache, "SYNTH_VERSION", synth.SYNTH_VERSION + 100)  # not made before
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "first"))
    first = cache.effect_file("ui_press", 1)
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "second"))
    second = cache.effect_file("ui_press", 1)
    assert second != first and second.read_bytes() == first.read_bytes()
    assert synthesized == [("ui_press", 1)], "the second folder's file was synthesized again"


def test_a_cache_folder_of_its_own_takes_the_effects_over_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "shared"))
    path = cache.effect_file("ui_refused", 2)
    assert path == tmp_path / "shared" / "sounds" / f"v{synth.SYNTH_VERSION}" / "ui_refused-2.wav"
    assert path.exists() and not (tmp_path / "data" / "cache").exists()
