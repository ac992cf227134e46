"""The tabletop.replay/1 file format: what it accepts, how it refuses, how it is written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from tabletop_core.replay import (
    MAX_FILE_BYTES,
    LoggedAction,
    ReplayFile,
    SaveError,
    SeatSpec,
    dump_replay,
    parse_replay,
    read_replay,
)


def sample() -> dict:
    return {
        "format": "tabletop.replay/1",
        "game": "damit",
        "game_version": "1.0",
        "seed": 7,
        "players": 2,
        "options": {"rounds": 3},
        "seats": [
            {"name": "Ana", "kind": "human"},
            {"name": "Bot", "kind": "bot", "level": "hard"},
        ],
        "setup": {"deck": [3, 1, 2]},
        "actions": [{"seat": 0, "action": {"type": "take", "position": 0, "dispose": False}}],
        "result": {"scores": [35, 28], "winners": [0]},
    }


def error_of(text: str) -> str:
    with pytest.raises(SaveError) as caught:
        parse_replay(text)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_the_design_example_parses_into_models() -> None:
    replay = parse_replay(json.dumps(sample()))
    assert replay.game == "damit"
    assert replay.seats[1] == SeatSpec(name="Bot", kind="bot", level="hard")
    assert replay.actions[0] == LoggedAction(
        seat=0, action={"type": "take", "position": 0, "dispose": False}
    )
    assert replay.result == {"scores": [35, 28], "winners": [0]}


def test_dump_is_byte_identical_for_identical_input_and_round_trips() -> None:
    first = dump_replay(parse_replay(json.dumps(sample())))
    second = dump_replay(parse_replay(json.dumps(sample())))
    assert first == second
    assert first.endswith("}\n") and not first.endswith("\n\n")
    assert '\n  "format": "tabletop.replay/1",' in first
    assert dump_replay(parse_replay(first)) == first
    assert json.loads(first) == sample()


def test_dump_leaves_out_the_level_of_human_seats_and_keeps_field_order() -> None:
    text = dump_replay(parse_replay(json.dumps(sample())))
    data = json.loads(text)
    assert data["seats"][0] == {"name": "Ana", "kind": "human"}
    assert list(data) == [
        "format",
        "game",
        "game_version",
        "seed",
        "players",
        "options",
        "seats",
        "setup",
        "actions",
        "result",
    ]


def test_dump_refuses_numbers_json_cannot_hold() -> None:
    data = sample()
    data["result"] = {"scores": [float("nan"), 1.0], "winners": [1]}
    replay = ReplayFile.model_validate(data)
    with pytest.raises(SaveError, match="cannot write the save"):
        dump_replay(replay)


@pytest.mark.parametrize(
    ("seat", "expected"),
    [
        ({"name": "   ", "kind": "human"}, "seats.0.name: a seat needs a name"),
        ({"name": "x" * 25, "kind": "human"}, "at most 24 characters"),
        ({"name": "Ana\nBob", "kind": "human"}, "control characters"),
        ({"name": "Bot", "kind": "bot"}, "needs a level"),
        ({"name": "Ana", "kind": "human", "level": "hard"}, "has no bot level"),
        ({"name": "Ana", "kind": "robot"}, "seats.0.kind: Input should be 'human' or 'bot'"),
    ],
)
def test_seat_problems_are_named_in_words(seat: dict, expected: str) -> None:
    data = sample()
    data["seats"][0] = seat
    assert expected in error_of(json.dumps(data))


def test_seat_names_are_stripped() -> None:
    assert SeatSpec(name="  Ana ", kind="human").name == "Ana"
    assert SeatSpec.bot("Max", "random") == SeatSpec(name="Max", kind="bot", level="random")


def test_a_wrong_field_is_reported_by_its_path() -> None:
    data = sample()
    data["seats"][1]["kind"] = 3
    assert error_of(json.dumps(data)).startswith("seats.1.kind: ")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"seed": -1}, "seed: Input should be greater than or equal to 0"),
        ({"seed": 2**63}, "seed: Input should be less than or equal to"),
        ({"seed": "7"}, "seed: Input should be a valid integer"),
        ({"players": 3}, "the file lists 2 seats for 3 players"),
        ({"game": "Dam It"}, "game: String should match pattern"),
        ({"surprise": 1}, "surprise: Extra inputs are not permitted"),
        (
            {"actions": [{"seat": 5, "action": {}}]},
            "action 1 is by seat 5, but seats run from 0 to 1",
        ),
        ({"actions": [{"seat": 9, "action": {}}]}, "actions.0.seat: Input should be less than"),
        ({"actions": [{"seat": 1, "action": []}]}, "actions.0.action: Input should be a valid"),
    ],
)
def test_envelope_problems_are_one_line(change: dict, expected: str) -> None:
    data = sample() | change
    assert expected in error_of(json.dumps(data))


def test_several_problems_are_counted_on_the_one_line() -> None:
    data = sample() | {"seed": -1, "players": "two"}
    assert "(and 1 more problem)" in error_of(json.dumps(data))


def test_truncated_text_says_where() -> None:
    text = json.dumps(sample(), indent=2)
    message = error_of(text[:100])
    assert message.startswith("the file is truncated or not JSON (line ")
    assert "column" in message


def test_not_json_at_all() -> None:
    assert error_of("hello") == "the file is truncated or not JSON (line 1, column 1)"
    assert "no JSON object" in error_of("[1, 2]")
    assert "NaN is not a number JSON allows" in error_of('{"seed": NaN}')


def test_a_newer_format_asks_for_an_update() -> None:
    data = sample() | {"format": "tabletop.replay/2"}
    assert error_of(json.dumps(data)) == (
        "saved by a newer Tabletop (format tabletop.replay/2); update to load it"
    )


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"game": "x"}, "not a Tabletop save (it has no 'format' field)"),
        ({"format": "something.else/1"}, "not a Tabletop save (format 'something.else/1')"),
        ({"format": "tabletop.replay/0"}, "not a Tabletop save (format 'tabletop.replay/0')"),
        ({"format": 12}, "not a Tabletop save (format 'int')"),
    ],
)
def test_other_files_are_not_taken_for_saves(data: dict, expected: str) -> None:
    assert expected in error_of(json.dumps(data))


def test_deep_nesting_is_refused_without_a_traceback() -> None:
    deep = sample()
    deep["setup"] = json.loads("[" * 100 + "]" * 100)
    assert "nested more than 64 levels" in error_of(json.dumps(deep))
    assert "nested more than 64 levels" in error_of("[" * 200_000 + "]" * 200_000)


def test_read_replay_reads_a_file_and_leaves_it_alone(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    path.write_text(json.dumps(sample()), encoding="utf-8")
    before = path.read_bytes()
    assert read_replay(path).seed == 7
    assert path.read_bytes() == before


def test_read_replay_of_missing_folder_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="there is no file"):
        read_replay(tmp_path / "nothing.json")
    with pytest.raises(SaveError, match="is a folder"):
        read_replay(tmp_path)
    binary = tmp_path / "picture.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(SaveError, match="not UTF-8 text at byte 0"):
        read_replay(binary)


def test_files_over_the_limit_are_refused_without_reading_them(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # a sparse file: big, but nothing to read
    with pytest.raises(SaveError) as caught:
        read_replay(path)
    assert str(caught.value) == "the file is too big for a save (20.0 MB; at most 20 MB)"


def test_models_are_frozen() -> None:
    seat = SeatSpec.human("Ana")
    with pytest.raises(ValidationError):
        seat.name = "Bob"  # type: ignore[misc]
