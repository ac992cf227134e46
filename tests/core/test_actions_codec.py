"""Actions travel as JSON only at the edges; malformed JSON is refused in one line."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from tabletop_core.actions import ActionCodec
from tabletop_core.game import IllegalAction


@dataclass(frozen=True, slots=True)
class Take:
    position: int
    dispose: bool = False


@dataclass(frozen=True, slots=True)
class Build:
    cost: int
    cards: tuple[int, ...]


codec = ActionCodec({"take": Take, "build": Build})


def test_round_trip_through_json_text() -> None:
    for action in (Take(3, True), Take(0), Build(7, (1, 13, 54))):
        text = json.dumps(codec.encode(action))
        assert codec.decode(json.loads(text)) == action


def test_encoding_names_the_type_and_writes_tuples_as_lists() -> None:
    assert codec.encode(Build(5, (2, 3))) == {"type": "build", "cost": 5, "cards": [2, 3]}


def test_missing_optional_field_takes_its_default() -> None:
    assert codec.decode({"type": "take", "position": 2}) == Take(2, False)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"type": "take", "position": "1"}, "position: Input should be a valid integer"),
        (
            {"type": "take", "position": 1, "colour": "red"},
            "colour: Extra inputs are not permitted",
        ),
        ({"type": "swim"}, "unknown action type 'swim'"),
        ([1, 2], "must be an object"),
        ({"type": "build", "cost": 3, "cards": [1, "oak"]}, "cards.1"),
        ({"type": "build", "cost": 3.5, "cards": []}, "cost"),
        ({"position": 1}, "unknown action type None"),
    ],
)
def test_malformed_actions_are_illegal_with_one_line(data: object, message: str) -> None:
    with pytest.raises(IllegalAction, match=message) as caught:
        codec.decode(data)
    assert "\n" not in str(caught.value)


def test_encoding_a_foreign_object_is_refused() -> None:
    with pytest.raises(IllegalAction):
        codec.encode(("take", 1))


@pytest.mark.parametrize(
    "action",
    [Take(None), Take(True), Take(1, None), Build(3, (1, None)), Build(3, [1, 2]), Build(3.0, ())],
)
def test_action_objects_with_wrong_field_types_are_refused(action: object) -> None:
    with pytest.raises(IllegalAction, match="malformed"):
        codec.check(action)


def test_floats_must_be_finite_and_ints_count_as_floats() -> None:
    @dataclass(frozen=True, slots=True)
    class Drop:
        x: float

    drops = ActionCodec({"drop": Drop})
    drops.check(Drop(3))
    drops.check(Drop(0.5))
    for bad in (float("nan"), float("inf"), "1.0", True):
        with pytest.raises(IllegalAction):
            drops.check(Drop(bad))
    with pytest.raises(IllegalAction, match="malformed drop action: x"):
        drops.decode({"type": "drop", "x": float("nan")})
