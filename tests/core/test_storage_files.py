"""Where files live, atomic writes, and listing autosaves leniently."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import platformdirs
import pytest

from tabletop_core import storage
from tabletop_core.replay import SeatSpec
from tabletop_core.storage import (
    atomic_write_text,
    autosave_dir,
    data_dir,
    list_autosaves,
    settings_path,
)


def replay_text(game: str, actions: int, finished: bool = False) -> str:
    return json.dumps(
        {
            "format": "tabletop.replay/1",
            "game": game,
            "game_version": "1.0",
            "seed": 1,
            "players": 2,
            "seats": [
                {"name": "Ana", "kind": "human"},
                {"name": "Bot", "kind": "bot", "level": "random"},
            ],
            "actions": [{"seat": i % 2, "action": {"type": "take"}} for i in range(actions)],
            "result": {"scores": [1, 0], "winners": [0]} if finished else None,
        }
    )


def test_the_data_dir_follows_the_environment(tabletop_data_dir: Path) -> None:
    assert data_dir() == tabletop_data_dir
    assert autosave_dir() == tabletop_data_dir / "autosaves"
    assert settings_path() == tabletop_data_dir / "settings.json"
    assert not tabletop_data_dir.exists()  # asking where does not create anything


def test_without_the_variable_it_is_the_platform_user_data_dir(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(storage.DATA_DIR_ENV, raising=False)
    assert data_dir() == Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def test_atomic_write_creates_folders_replaces_and_leaves_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "save.json"
    atomic_write_text(path, "first\n")
    atomic_write_text(path, "second ✓\n")
    assert path.read_text(encoding="utf-8") == "second ✓\n"
    assert sorted(p.name for p in path.parent.iterdir()) == ["save.json"]


def test_a_failed_write_keeps_the_old_file_and_removes_its_temp_file(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    atomic_write_text(path, "old\n")
    with pytest.raises(UnicodeEncodeError):
        atomic_write_text(path, "half \ud800 written")  # a lone surrogate cannot be encoded
    assert path.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_a_failed_rename_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "taken"
    target.mkdir()
    (target / "inside").write_text("x")
    with pytest.raises(OSError):
        atomic_write_text(target, "text")  # os.replace cannot put a file over a full folder
    assert (target / "inside").read_text() == "x"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken"]


def test_list_autosaves_reads_good_files_and_lists_bad_ones_with_their_error(
    tabletop_data_dir: Path,
) -> None:
    folder = autosave_dir()
    folder.mkdir(parents=True)
    (folder / "nim-aaa.json").write_text(replay_text("nim", 3))
    (folder / "nim-bbb.json").write_text(replay_text("nim", 5, finished=True))
    (folder / "damit-ccc.json").write_text(replay_text("damit", 1))
    broken = folder / "nim-ddd.json"
    broken.write_text(replay_text("nim", 2)[:40])
    (folder / "notes.txt").write_text("not a save")
    for age, name in enumerate(["nim-ddd.json", "damit-ccc.json", "nim-bbb.json", "nim-aaa.json"]):
        stamp = time.time() - 100 * age
        os.utime(folder / name, (stamp, stamp))
    before = broken.read_bytes()

    everything = list_autosaves()
    assert [e.path.name for e in everything] == [
        "nim-ddd.json",
        "damit-ccc.json",
        "nim-bbb.json",
        "nim-aaa.json",
    ]
    nims = list_autosaves("nim")
    assert [e.path.name for e in nims] == ["nim-ddd.json", "nim-bbb.json", "nim-aaa.json"]
    bad, finished, going = nims
    assert bad.error is not None and bad.error.startswith("the file is truncated or not JSON")
    assert not bad.readable and bad.game == "nim" and bad.actions == 0
    assert finished.finished and finished.actions == 5 and finished.error is None
    assert not going.finished and going.actions == 3
    assert going.seats == (SeatSpec.human("Ana"), SeatSpec.bot("Bot", "random"))
    assert broken.read_bytes() == before


def test_list_autosaves_without_a_folder_is_empty(tabletop_data_dir: Path) -> None:
    assert list_autosaves() == []
