"""GameInfo validates what a plugin declares; Result and options behave as the contract says."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from tabletop_core.game import Event, GameInfo, NoOptions, Result, parse_options


def test_game_info_refuses_an_id_that_is_not_an_identifier() -> None:
    with pytest.raises(ValidationError):
        GameInfo(id="Otter Pond", title="Otter Pond", min_players=2, max_players=4)


def test_game_info_is_frozen() -> None:
    info = GameInfo(id="otter_pond", title="Otter Pond", min_players=2, max_players=4)
    with pytest.raises(ValidationError):
        info.title = "Other"


def test_result_json_keeps_whole_numbers_whole() -> None:
    result = Result(
        scores=(35.0, 28.5),
        winners=(0,),
        breakdown=({"dams": 43, "cubes ÷ 2": 1, "garbage": -9}, {"dams": 28.5}),
        tiebreak=(4, 2),
    )
    assert result.as_json() == {
        "scores": [35, 28.5],
        "winners": [0],
        "breakdown": [{"dams": 43, "cubes ÷ 2": 1, "garbage": -9}, {"dams": 28.5}],
        "tiebreak": [4, 2],
    }


class WithOptions:
    class Options(BaseModel):
        rounds: int = 3


def test_options_are_validated_against_the_games_model() -> None:
    assert parse_options(WithOptions(), {"rounds": 2}).rounds == 2
    assert parse_options(WithOptions(), None).rounds == 3
    with pytest.raises(ValidationError):
        parse_options(WithOptions(), {"rounds": "many"})


def test_a_game_without_options_refuses_any() -> None:
    assert isinstance(parse_options(object(), {}), NoOptions)
    with pytest.raises(ValidationError):
        parse_options(object(), {"turbo": True})


def test_event_describes_its_actor_by_name() -> None:
    from dataclasses import dataclass

    @dataclass(frozen=True, slots=True)
    class Splash(Event):
        seat: int

    assert Splash(1).describe(["Ana", "Otto"]) == "Otto: Splash"
    assert Event().describe(["Ana"]) == "The game: Event"
