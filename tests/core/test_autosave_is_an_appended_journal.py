"""The autosave appends one journal line per action (and one per undo) instead of rewriting the
file; the journal reads as the same replay, and a line cut off by a crash loses only its action."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_core.journal import JOURNAL_FORMAT, parse_journal, replay_to_journal
from tabletop_core.match import Match
from tabletop_core.outcome import events_digest
from tabletop_core.replay import SaveError, SeatSpec, dump_replay, parse_replay, read_replay

SEATS = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _autosaved(nim_game, nim, takes: int, match_id: str = "j1") -> Match:
    match = Match(nim_game, SEATS, 3, {"sticks": 15}, autosave=True, match_id=match_id)
    for _ in range(takes):
        match.act(nim.Take(1))
    assert match.flush_autosave() is None
    return match


def test_every_action_appends_one_line_to_the_same_file(
    nim_game, nim, tabletop_data_dir: Path
) -> None:
    match = _autosaved(nim_game, nim, 1)
    path = match.autosave_path
    inode = path.stat().st_ino
    for count in range(2, 6):
        match.act(nim.Take(1))
        assert match.flush_autosave() is None
        lines = _lines(path)
        assert len(lines) == 1 + count
        assert lines[-1] == {
            "n": count,
            "seat": match.actions[-1][0],
            "action": {"type": "take", "count": 1},
        }
    assert path.stat().st_ino == inode, "appended to, not replaced"
    assert lines[0]["format"] == JOURNAL_FORMAT and "actions" not in lines[0]
    assert read_replay(path) == match.to_replay()
    match.save_and_close()


def test_an_undo_appends_its_line_and_the_journal_reads_as_the_replay(
    nim_game, nim, tabletop_data_dir: Path
) -> None:
    match = _autosaved(nim_game, nim, 4)
    match.undo(match.actions[-1][0])  # the person who made the last move takes it back
    match.act(nim.Take(2))
    assert match.flush_autosave() is None
    lines = _lines(match.autosave_path)
    assert {"undo": 3} in lines
    assert lines[-1]["n"] == 4 and lines[-1]["action"]["count"] == 2
    assert read_replay(match.autosave_path) == match.to_replay()
    assert match.save_and_close() is None


def test_a_finished_match_ends_its_journal_with_the_result(
    nim_game, nim, nim_registry, tabletop_data_dir: Path
) -> None:
    match = Match(nim_game, SEATS, 3, {"sticks": 5}, autosave=True, match_id="done")
    while not match.is_over:
        match.act(nim.Take(1))
    assert match.save_and_close() is None
    last = _lines(match.autosave_path)[-1]
    assert last == {"result": match.result.as_json(), "digest": events_digest(match.log)}
    replay = read_replay(match.autosave_path)
    assert replay.result == match.result.as_json()
    assert replay.digest == events_digest(match.log) == match.to_replay().digest
    assert Match.load(match.autosave_path, nim_registry).is_over


def test_journal_and_replay_formats_round_trip(nim_game, nim) -> None:
    match = Match(nim_game, SEATS, 9, {"sticks": 7})
    while not match.is_over:
        match.act(nim.Take(1))
    replay = match.to_replay()
    journal = replay_to_journal(replay)
    assert parse_replay(journal) == replay
    assert dump_replay(parse_replay(journal)) == dump_replay(replay)
    assert replay_to_journal(parse_replay(dump_replay(replay))) == journal


def test_a_last_line_cut_off_by_a_crash_loses_only_that_action(
    nim_game, nim, nim_registry, tabletop_data_dir: Path
) -> None:
    match = _autosaved(nim_game, nim, 5)
    assert match.save_and_close() is None
    path = match.autosave_path
    whole = path.read_bytes()
    path.write_bytes(whole[:-9])  # killed while appending the 5th action
    resumed = Match.load(path, nim_registry, autosave=True)
    assert len(resumed.actions) == 4
    assert resumed.load_note == "the last action was cut off by a crash and is left out"
    resumed.act(nim.Take(2))
    assert resumed.save_and_close() is None
    again = Match.load(path, nim_registry)
    assert again.load_note is None, "going on rewrote the journal without the torn line"
    assert [a.count for _seat, a in again.actions] == [1, 1, 1, 1, 2]


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda lines: lines[:2] + ["{not json"] + lines[2:], "line 3 of the journal is damaged"),
        (lambda lines: lines[:2] + lines[3:], "line 3 of the journal is action 3"),
        (
            lambda lines: lines + ['{"undo": 99}', lines[-1]],
            "takes back to 99 actions, but 4 were played",
        ),
        (lambda lines: ['{"format":"tabletop.journal/7"}'] + lines[1:], "newer Tabletop"),
    ],
)
def test_damage_before_the_last_line_is_one_clear_line_and_the_file_stays(
    damage, message: str, nim_game, nim, nim_registry, tabletop_data_dir: Path
) -> None:
    match = _autosaved(nim_game, nim, 4)
    assert match.save_and_close() is None
    path = match.autosave_path
    path.write_text("\n".join(damage(path.read_text().splitlines())) + "\n")
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        Match.load(path, nim_registry, autosave=True)
    assert message in str(caught.value) and "\n" not in str(caught.value)
    assert path.read_bytes() == before


def test_a_failing_autosave_is_reported_until_a_write_succeeds(
    nim_game, nim, tabletop_data_dir: Path, tmp_path: Path
) -> None:
    """A real failure: the autosave folder is replaced by a file while the match is open."""
    match = _autosaved(nim_game, nim, 2)
    folder = match.autosave_path.parent
    aside = tmp_path / "aside"
    folder.rename(aside)
    folder.write_text("in the way")
    match.act(nim.Take(1))
    assert match.flush_autosave() is not None
    assert match.autosave_error is not None
    match.act(nim.Take(1))
    assert match.flush_autosave() is not None, "still failing"
    folder.unlink()
    aside.rename(folder)
    match.act(nim.Take(1))
    assert match.flush_autosave() is None
    assert match.autosave_error is None
    assert read_replay(match.autosave_path) == match.to_replay()
    assert len(parse_journal(match.autosave_path.read_text()).replay.actions) == 5
    match.save_and_close()


def test_an_autosave_of_an_older_version_goes_on_as_a_journal(
    nim_game, nim, nim_registry, tabletop_data_dir: Path
) -> None:
    old = Match(nim_game, SEATS, 3, {"sticks": 15}, match_id="old1")
    for _ in range(3):
        old.act(nim.Take(1))
    old.save(old.autosave_path)  # the whole replay, as autosaves were written before
    resumed = Match.load(old.autosave_path, nim_registry, autosave=True)
    assert resumed.flush_autosave() is None
    lines = _lines(old.autosave_path)
    assert lines[0]["format"] == JOURNAL_FORMAT and [line["n"] for line in lines[1:]] == [1, 2, 3]
    resumed.act(nim.Take(2))
    assert resumed.save_and_close() is None
    assert read_replay(old.autosave_path) == resumed.to_replay()
