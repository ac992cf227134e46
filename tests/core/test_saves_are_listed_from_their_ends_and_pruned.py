"""The lobby's list of saves reads a journal's first line and last bytes only, so a big or damaged
one costs nothing until chosen; finished matches beyond a number per game are deleted at start,
with stale temporary files and locks of saves that are gone."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tabletop_core import save_index
from tabletop_core.journal import replay_to_journal
from tabletop_core.match import Match
from tabletop_core.match_lock import MatchLock, lock_path
from tabletop_core.replay import SaveError, SeatSpec
from tabletop_core.settings import Settings
from tabletop_core.storage import autosave_dir, list_autosaves, tidy_autosaves

SEATS = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]


def _journal(nim_game, nim, takes: int, sticks: int = 40) -> str:
    match = Match(nim_game, SEATS, 3, {"sticks": sticks})
    for _ in range(takes):
        match.act(nim.Take(1))
    return replay_to_journal(match.to_replay())


def _write(name: str, text: str, age: float) -> Path:
    folder = autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    stamp = time.time() - age
    os.utime(path, (stamp, stamp))
    return path


@pytest.fixture(autouse=True)
def _nothing_cached() -> None:
    save_index._cache.clear()


def test_a_journal_damaged_in_the_middle_is_listed_and_refused_only_when_chosen(
    nim_game, nim, nim_registry, tabletop_data_dir: Path
) -> None:
    lines = _journal(nim_game, nim, 30).splitlines(keepends=True)
    filler = [json.dumps({"n": 0, "padding": "x" * 2000}) + "\n"] * 300  # 600 KB in the middle
    damaged = "".join(lines[:10] + ["{cut off\n"] + filler + lines[10:])
    path = _write("nim-big.json", damaged, 0)
    (entry,) = list_autosaves("nim")
    assert entry.readable and entry.actions == 30 and not entry.finished
    assert entry.seats == tuple(SEATS)
    with pytest.raises(SaveError, match="line 11 of the journal is damaged"):
        Match.load(path, nim_registry)


def test_the_lobby_asks_only_for_the_newest_unfinished_of_its_game(
    nim_game, nim, tabletop_data_dir: Path
) -> None:
    going = _journal(nim_game, nim, 3)
    finished = _journal(nim_game, nim, 5, sticks=5)
    _write("nim-new.json", finished, 0)
    for number in range(6):
        _write(f"nim-g{number}.json", going, 10 + number)
    _write("damit-other.json", going.replace('"game":"nim"', '"game":"damit"'), 1)
    listed = list_autosaves("nim", unfinished=True, limit=4)
    assert [entry.path.name for entry in listed] == ["nim-g0.json", "nim-g1.json", "nim-g2.json", "nim-g3.json"]  # fmt: skip
    assert all(entry.actions == 3 for entry in listed)
    everything = list_autosaves()
    assert len(everything) == 8
    assert [e.finished for e in everything if e.path.name == "nim-new.json"] == [True]


def test_a_big_save_in_the_old_format_is_listed_by_name_without_reading_it(
    nim_game, nim, tabletop_data_dir: Path
) -> None:
    match = Match(nim_game, SEATS, 3, {"sticks": 40})
    match.act(nim.Take(1))
    data = json.loads(match.to_replay().model_dump_json())
    data["options"] = {"sticks": 40, "padding": "x" * (save_index.WHOLE_READ_BYTES + 10)}
    _write("nim-old.json", json.dumps(data, indent=2), 0)
    (entry,) = list_autosaves("nim")
    assert entry.readable and not entry.known and entry.game == "nim"


def test_finished_matches_beyond_the_setting_are_pruned_at_start(
    nim_game, nim, tabletop_data_dir: Path
) -> None:
    assert Settings().keep_finished == 20
    finished = _journal(nim_game, nim, 5, sticks=5)
    going = _journal(nim_game, nim, 2)
    for number in range(6):
        _write(f"nim-f{number}.json", finished, 100 + number)
    _write("nim-going.json", going, 1000)
    _write("damit-f.json", finished.replace('"game":"nim"', '"game":"damit"'), 2000)
    damaged = _write("nim-bad.json", "{not a save", 3000)
    held = MatchLock(autosave_dir() / "nim-f5.json")
    held.acquire()  # the oldest finished one, but open in a window
    try:
        folder = autosave_dir()
        old = time.time() - 3600
        stale = folder / ".nim-going.json.abc.tmp"
        stale.write_text("half")
        os.utime(stale, (old, old))
        fresh = folder / ".nim-going.json.def.tmp"
        fresh.write_text("being written")
        orphan = lock_path(folder / "nim-gone.json")
        orphan.write_text("12345\n")

        tidy_autosaves(keep_finished=2)

        names = sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))
        assert names == ["damit-f.json", "nim-bad.json", "nim-f0.json", "nim-f1.json", "nim-f5.json", "nim-going.json"]  # fmt: skip
        assert damaged.read_text() == "{not a save"
        assert not stale.exists() and fresh.exists() and not orphan.exists()
        assert lock_path(folder / "nim-f5.json").exists()
    finally:
        held.release()
