"""Saving, autosaving and loading matches, with real files in a temporary data folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_core.match import Match
from tabletop_core.replay import SaveError, SeatSpec, dump_replay, read_replay
from tabletop_core.storage import autosave_dir

SEATS = [SeatSpec.human("Ana"), SeatSpec.bot("Bot", "random")]


def played(nim_game, nim, *, autosave: bool = False, sticks: int = 12) -> Match:
    match = Match(
        nim_game,
        SEATS,
        seed=0,
        options={"sticks": sticks},
        bots={1: nim.PickRandom()},
        autosave=autosave,
        match_id="m1",
    )
    for _ in range(2):
        match.run_bots()
        match.act(nim.Take(1))
    return match


def one_line_error(call) -> str:
    with pytest.raises(SaveError) as caught:
        call()
    message = str(caught.value)
    assert message and "\n" not in message
    return message


def test_to_replay_holds_the_envelope_and_the_log(nim_game, nim) -> None:
    match = played(nim_game, nim)
    replay = match.to_replay()
    assert replay.game == "nim" and replay.game_version == nim_game.info.version
    assert (replay.seed, replay.players) == (0, 2)
    assert replay.options == {"sticks": 12, "max_take": 3}
    assert replay.seats == SEATS
    assert replay.setup == {"start": match.state.start, "sticks": 12}
    assert [(a.seat, a.action) for a in replay.actions] == [
        (seat, nim_game.encode_action(action)) for seat, action in match.actions
    ]
    assert replay.result is None


def test_a_finished_match_records_its_result(nim_game, nim) -> None:
    match = Match(nim_game, SEATS, seed=0, options={"sticks": 2}, bots={1: nim.PickRandom()})
    while not match.is_over:
        match.run_bots()
        if not match.is_over:
            match.act(nim.Take(1))
    assert match.to_replay().result == match.result.as_json()


def test_identical_matches_save_byte_identical_files(nim_game, nim, tmp_path: Path) -> None:
    played(nim_game, nim).save(tmp_path / "a.json")
    played(nim_game, nim).save(tmp_path / "b.json")
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()


def test_save_and_load_give_the_same_state_log_and_future(
    nim_game, nim, nim_registry, tmp_path: Path
) -> None:
    match = played(nim_game, nim)
    path = tmp_path / "saves" / "game.json"
    match.save(path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]

    loaded = Match.load(path, nim_registry)
    assert loaded.state.snapshot() == match.state.snapshot()
    assert loaded.actions == match.actions
    assert loaded.log == match.log
    assert loaded.seats == match.seats and loaded.options == match.options
    assert loaded.log_lines(0) == match.log_lines(0)
    assert isinstance(loaded.bots[1], nim.PickRandom)

    for each in (match, loaded):
        while not each.is_over:
            each.run_bots()
            if not each.is_over:
                each.act(nim.Take(1))
    assert loaded.actions == match.actions
    assert loaded.result == match.result


def test_from_replay_upto_stops_early(nim_game, nim) -> None:
    match = played(nim_game, nim)
    partial = Match.from_replay(match.to_replay(), nim_game, upto=2)
    assert partial.actions == match.actions[:2]
    assert partial.bots == {}


def test_autosave_after_every_action_and_undo(nim_game, nim, tabletop_data_dir: Path) -> None:
    match = Match(nim_game, SEATS, seed=0, bots={1: nim.PickRandom()}, autosave=True, match_id="x1")
    assert match.autosave_path == tabletop_data_dir / "autosaves" / "nim-x1.json"
    assert not match.autosave_path.exists()
    for _ in range(3):
        match.run_bots()
        assert match.flush_autosave() is None
        assert len(read_replay(match.autosave_path).actions) == len(match.actions)
        match.act(nim.Take(1))
        assert match.flush_autosave() is None
        assert len(read_replay(match.autosave_path).actions) == len(match.actions)
    match.undo(0)
    assert match.flush_autosave() is None
    assert read_replay(match.autosave_path) == match.to_replay()
    assert match.autosave_error is None
    assert match.save_and_close() is None
    assert [p.name for p in autosave_dir().iterdir()] == ["nim-x1.json"]


def test_a_failing_autosave_is_reported_and_play_goes_on(
    nim_game, nim, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(blocker))
    match = Match(nim_game, [SeatSpec.human("A"), SeatSpec.human("B")], seed=0, autosave=True)
    match.act(nim.Take(1))
    match.flush_autosave()
    assert match.autosave_error is not None
    assert len(match.actions) == 1


def test_loading_an_autosave_keeps_writing_to_it(
    nim_game, nim, nim_registry, tabletop_data_dir: Path
) -> None:
    match = played(nim_game, nim, autosave=True)
    path = match.autosave_path
    assert match.save_and_close() is None
    before = path.read_bytes()
    resumed = Match.load(path, nim_registry, autosave=True)
    assert resumed.match_id == "m1" and resumed.autosave_path == path
    assert path.read_bytes() == before
    resumed.run_bots()
    resumed.act(nim.Take(1))
    assert resumed.flush_autosave() is None
    assert len(read_replay(path).actions) == len(resumed.actions)
    elsewhere = tabletop_data_dir / "copy.json"
    elsewhere.write_bytes(before)
    assert Match.load(elsewhere, nim_registry).match_id != "m1"


def saved_data(nim_game, nim, tmp_path: Path) -> tuple[Path, dict]:
    path = tmp_path / "save.json"
    played(nim_game, nim).save(path)
    return path, json.loads(path.read_text())


def rewrite(path: Path, data: dict) -> bytes:
    path.write_text(json.dumps(data, indent=2))
    return path.read_bytes()


def test_corrupt_and_foreign_files_fail_in_one_line_and_stay_as_they_were(
    nim_game, nim, nim_registry, tmp_path: Path
) -> None:
    path, data = saved_data(nim_game, nim, tmp_path)
    text = path.read_text()
    cases = {
        "truncated": (text[: len(text) // 2], "the file is truncated or not JSON (line "),
        "future": (
            json.dumps(data | {"format": "tabletop.replay/2"}),
            "saved by a newer Tabletop (format tabletop.replay/2); update to load it",
        ),
        "unknown game": (
            json.dumps(data | {"game": "chess"}),
            "this save needs the game 'chess', which is not installed",
        ),
        "too many players": (
            json.dumps(data | {"players": 5, "seats": [SEATS[0].model_dump()] * 5}),
            "this save has 5 players, but Nim is for 2 to 4",
        ),
        "bad options": (
            json.dumps(data | {"options": {"sticks": 0}}),
            "options.sticks: Input should be greater than or equal to 1",
        ),
        "unknown bot level": (
            json.dumps(
                data
                | {
                    "seats": [
                        SEATS[0].model_dump(),
                        {"name": "B", "kind": "bot", "level": "genius"},
                    ]
                }
            ),
            "seat 1 (B): nim has no bot level 'genius'",
        ),
    }
    for name, (content, expected) in cases.items():
        path.write_text(content)
        before = path.read_bytes()
        message = one_line_error(lambda: Match.load(path, nim_registry, autosave=True))
        assert message.startswith(expected), name
        assert path.read_bytes() == before, name


def test_an_action_that_is_no_longer_legal_is_named(nim_game, nim, nim_registry, tmp_path) -> None:
    path, data = saved_data(nim_game, nim, tmp_path)
    data["actions"][2]["action"]["count"] = 7
    seat = data["actions"][2]["seat"]
    before = rewrite(path, data)
    message = one_line_error(lambda: Match.load(path, nim_registry))
    assert message == (
        f'action 3 (seat {seat}, {{"type": "take", "count": 7}}) is no longer legal: '
        "take 1 to 3 sticks"
    )
    assert path.read_bytes() == before


def test_log_problems_are_named(nim_game, nim, tmp_path) -> None:
    _, data = saved_data(nim_game, nim, tmp_path)
    replay = read_replay_from(data, tmp_path)

    out_of_turn = json.loads(json.dumps(data))
    out_of_turn["actions"][0]["seat"] = 1 - data["actions"][0]["seat"]
    assert "action 1 (seat" in load_error(out_of_turn, nim_game, tmp_path)
    assert "is out of turn: seat" in load_error(out_of_turn, nim_game, tmp_path)

    unreadable = json.loads(json.dumps(data))
    unreadable["actions"][1]["action"] = {"type": "steal"}
    assert "action 2 " in load_error(unreadable, nim_game, tmp_path)
    assert "cannot be read: unknown action type 'steal'" in load_error(
        unreadable, nim_game, tmp_path
    )

    too_long = json.loads(json.dumps(data))
    too_long["options"]["sticks"] = 4
    too_long["setup"]["sticks"] = 4
    assert "comes after the end of the game" in load_error(too_long, nim_game, tmp_path)

    other_deal = json.loads(json.dumps(data))
    other_deal["setup"]["sticks"] = 99
    assert "the initial deal differs" in load_error(other_deal, nim_game, tmp_path)

    assert replay.game == "nim"
    with pytest.raises(SaveError, match="this save is of the game 'other', not 'nim'"):
        Match.from_replay(replay.model_copy(update={"game": "other"}), nim_game)


def read_replay_from(data: dict, tmp_path: Path):
    path = tmp_path / "replay.json"
    path.write_text(json.dumps(data))
    return read_replay(path)


def load_error(data: dict, game, tmp_path: Path) -> str:
    replay = read_replay_from(data, tmp_path)
    return one_line_error(lambda: Match.from_replay(replay, game))


def test_dump_of_a_loaded_save_is_the_file_it_came_from(
    nim_game, nim, nim_registry, tmp_path
) -> None:
    path = tmp_path / "save.json"
    played(nim_game, nim).save(path)
    assert dump_replay(Match.load(path, nim_registry).to_replay()) == path.read_text()
