"""The effects as WAV files, rendered on first use and kept in the user cache folder.

Files live in ``<cache>/sounds/v<SYNTH_VERSION>/<name>-<take>.wav`` (a game's own effect:
``<game>.<what>.v<version>-<take>.wav``): a new synth version renders into a new folder, and a
game's new recipe version into a new file, so a changed recipe is heard at once. The cache is platformdirs' user cache
folder, or ``<TABLETOP_DATA_DIR>/cache`` when that variable is set, or ``TABLETOP_CACHE_DIR``
when that one is (the test suite's shared cache). A file is written
to a temporary name and renamed, so a crash never leaves half a sound. Each take is synthesized
at most once per process, whichever folder its file is written to.
"""

from __future__ import annotations

import contextlib
import functools
import os
import tempfile
import wave
from pathlib import Path

from tabletop_core.sound.synth import RATE, SYNTH_VERSION, VERSIONS, render
from tabletop_core.storage import CACHE_DIR_ENV as CACHE_DIR_ENV  # the name tests set
from tabletop_core.storage import cache_dir


def sound_dir() -> Path:
    return cache_dir() / "sounds" / f"v{SYNTH_VERSION}"


def effect_file(name: str, take: int = 0) -> Path:
    """Take ``take`` of the effect (or ambience) as a WAV file, rendered now if it is not in
    the cache yet. A game's own effect carries its recipe version in the file's name."""
    own = VERSIONS.get(name)
    stem = name if own is None else f"{name}.v{own}"
    path = sound_dir() / f"{stem}-{take}.wav"
    if not path.exists():
        write_wav(path, _synthesized(name, take, f"{SYNTH_VERSION}.{own or 0}"))
    return path


@functools.cache
def _synthesized(name: str, take: int, version: str) -> object:
    """The take's samples, synthesized once per process for this synth ``version`` (tenths of a
    second each): a cache folder written again (emptied, or another data folder, as every test
    has) gets the same samples without synthesizing them again. Never changed after."""
    return render(name, take)


def write_wav(path: Path, samples: object) -> None:
    """16-bit mono samples (an ``array('h')``) as a WAV file, written atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(
        prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent
    )
    try:
        with os.fdopen(descriptor, "wb") as file, wave.open(file, "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(samples.tobytes())  # type: ignore[attr-defined]
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
