"""An effect's player is freed once the effect has ended, and a burst of effects keeps a bounded
number alive, whether or not an application event loop ever hears the ends: pyglet's audio
thread polls every live player every 20 ms, so players left behind by a window drawn without
that loop (tests, screenshots, replay checks) used to pile up by the thousand."""

from __future__ import annotations

from typing import Any

from tabletop_core.settings import Settings
from tabletop_core.sound.board import MOST_AT_ONCE, SoundBoard


def _polled() -> set[Any]:
    """The audio players pyglet's audio thread is polling now."""
    import pyglet.media

    worker = pyglet.media.get_audio_driver().worker
    return set(worker.players)


def test_a_burst_of_effects_keeps_a_bounded_number_of_players(window, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    sound_board = SoundBoard()
    before = _polled()
    for _ in range(3 * MOST_AT_ONCE):
        assert sound_board.play("log_thunk", Settings()) is not None
    started = _polled() - before
    assert 0 < len(started) <= MOST_AT_ONCE
    assert sound_board.silenced is None


def test_an_ended_effect_is_let_go_at_the_next_play(window, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    sound_board = SoundBoard()
    before = _polled()
    played = sound_board.play("splash", Settings())
    assert played is not None
    (first,) = _polled() - before
    sound = sound_board._sounds[f"splash-{played.take}"]
    first.player.seek(sound.get_length())  # the effect has been heard to its end
    assert sound.is_complete(first.player)

    sound_board.play("log_thunk", Settings())
    assert first not in _polled(), "the ended effect's player is still polled"
    assert len(_polled() - before) == 1, "the new effect plays"
