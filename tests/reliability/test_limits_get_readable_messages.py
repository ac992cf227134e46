"""Player counts, names, seeds and option values are checked where they come in (seat specs, save
files, settings, the command line, the lobby), with a message a person understands."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from typer.testing import CliRunner

from tabletop_core.cli import app
from tabletop_core.replay import MAX_SEED, NAME_LENGTH, SaveError, SeatSpec, parse_replay
from tabletop_core.seats import SeatError, parse_seats
from tabletop_core.settings import LobbyChoice, Settings, load_settings

NAMES_OF_THE_WORLD = [
    "Zoë",
    "李雷",
    "محمد",
    "Ðorđe",
    "émile",  # e + combining acute
    "👩\u200d🚀 Ana",  # an emoji joined with a zero-width joiner
    "क्\u200dष",
    "Ωmega-Ⅻ",
    "x" * NAME_LENGTH,
]


def _message(error: ValidationError) -> str:
    return error.errors()[0]["msg"].removeprefix("Value error, ")


@pytest.mark.parametrize("name", NAMES_OF_THE_WORLD)
def test_names_in_any_script_are_welcome(name: str) -> None:
    assert SeatSpec.human(name).name == name
    assert SeatSpec.bot(f"  {name} ", "random").name == name


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("", "a seat needs a name"),
        ("   \u3000 ", "a seat needs a name"),
        ("x" * (NAME_LENGTH + 1), f"at most {NAME_LENGTH} characters, this one has 25"),
        ("Ana\nBen", "control characters or line breaks"),
        ("Ana\x00", "control characters or line breaks"),
        ("Ana\x1b[31m", "control characters or line breaks"),
        ("\u202eanA", "control characters or line breaks"),
        ("Ana\u2028Ben", "control characters or line breaks"),
    ],
)
def test_names_that_would_break_a_screen_are_refused_with_a_reason(name: str, says: str) -> None:
    with pytest.raises(ValidationError) as caught:
        SeatSpec.human(name)
    assert says in _message(caught.value)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=40))
def test_any_text_is_either_a_name_or_refused_in_words(text: str) -> None:
    try:
        spec = SeatSpec.human(text)
    except ValidationError as error:
        message = _message(error)
        assert message.startswith(("a seat needs", "a name ")) and "\n" not in message
    else:
        assert 1 <= len(spec.name) <= NAME_LENGTH and spec.name == spec.name.strip()


def _envelope(**fields) -> str:
    import json

    data = {
        "format": "tabletop.replay/1",
        "game": "damit",
        "game_version": "1.0",
        "seed": 7,
        "players": 2,
        "seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "human"}],
    }
    data.update(fields)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("fields", "says"),
    [
        ({"players": 0}, "players: Input should be greater than or equal to 1"),
        ({"players": 9}, "players: Input should be less than or equal to 8"),
        ({"players": "2"}, "players: Input should be a valid integer"),
        ({"players": True}, "players: Input should be a valid integer"),
        ({"players": 3}, "the file lists 2 seats for 3 players"),
        ({"seed": -1}, "seed: Input should be greater than or equal to 0"),
        ({"seed": MAX_SEED + 1}, "seed: Input should be less than or equal to"),
        ({"seed": 1.5}, "seed: Input should be a valid integer"),
        (
            {"seats": [{"name": "A\nB", "kind": "human"}] * 2},
            "seats.0.name: a name may not contain",
        ),
        (
            {"seats": [{"name": "Ana", "kind": "cat"}] * 2},
            "seats.0.kind: Input should be 'human' or 'bot'",
        ),
        ({"seats": [{"name": "Ana", "kind": "bot"}] * 2}, "needs a level"),
        ({"options": []}, "options: Input should be a valid dictionary"),
        (
            {"actions": [{"seat": 9, "action": {}}]},
            "actions.0.seat: Input should be less than or equal to 7",
        ),
        (
            {"actions": [{"seat": 3, "action": {}}]},
            "action 1 is by seat 3, but seats run from 0 to 1",
        ),
    ],
)
def test_save_files_name_the_field_and_the_limit(fields: dict, says: str) -> None:
    with pytest.raises(SaveError) as caught:
        parse_replay(_envelope(**fields))
    assert says in str(caught.value) and "\n" not in str(caught.value)


def test_option_values_in_a_save_are_checked_by_the_games_model(installed, tmp_path) -> None:
    from tabletop_core.match import Match

    replay = parse_replay(_envelope(options={"first_player": 7}))
    with pytest.raises(SaveError) as caught:
        Match.from_replay(replay, installed.get("damit").game)
    assert str(caught.value) == "options.first_player: Input should be less than or equal to 3"


@pytest.mark.parametrize(
    ("settings_json", "says"),
    [
        ('{"window_width": 10}', "window_width"),
        ('{"animation_speed": 0}', "animation_speed"),
        ('{"lobby": {"damit": {"players": 99}}}', "players"),
        ('{"lobby": {"damit": {"seed": -4}}}', "seed"),
        ('{"lobby": {"damit": {"seats": [{"name": "' + "y" * 99 + '"}]}}}', "name"),
        ("[1, 2", "damaged"),
    ],
)
def test_damaged_settings_give_the_defaults_and_a_one_line_warning(
    settings_json: str, says: str, tmp_path, capsys
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(settings_json)
    assert load_settings(path) == Settings()
    warning = capsys.readouterr().err.strip()
    assert warning.count("\n") == 0 and "using defaults, the file is kept" in warning
    assert path.read_text() == settings_json


def test_settings_refuse_out_of_range_values_as_they_are_set() -> None:
    chosen = Settings()
    with pytest.raises(ValidationError):
        chosen.bot_pacing = -1
    with pytest.raises(ValidationError):
        LobbyChoice(players=0)
    assert LobbyChoice(players=8, seed=MAX_SEED).seed == MAX_SEED


@pytest.mark.parametrize(
    ("spec", "players", "says"),
    [
        (None, 1, "Dam It! is for 2–4 players, not 1"),
        (None, 9, "Dam It! is for 2–4 players, not 9"),
        ("human,robot", None, "seat 2: 'robot' is neither 'human' nor 'bot:LEVEL'"),
        ("human,bot:", None, "seat 2: 'bot:' is neither"),
        ("human,bot:grandmaster", None, "seat 2: damit has no bot level 'grandmaster'"),
        ("human,,human", None, "seat 2: '' is neither"),
        ("human,human", 3, "--players 3 but 2 seats were given"),
    ],
)
def test_command_line_seats_say_what_is_wrong(installed, spec, players, says: str) -> None:
    registered = installed.get("damit")
    with pytest.raises(SeatError) as caught:
        parse_seats(spec, players, registered.info, installed.bot_levels("damit"))
    assert says in str(caught.value)


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "damit", "--players", "9"],
        ["simulate", "damit", "--seats", "bot:random,bot:nope"],
        ["simulate", "damit", "--games", "1", "--seed", "-1"],
        ["simulate", "damit", "--games", "1", "--seed", str(2**64)],
        ["play", "damit", "--headless", "--seed", "-3"],
    ],
)
def test_the_command_refuses_bad_counts_seats_and_seeds_in_one_line(args: list[str]) -> None:
    result = CliRunner().invoke(app, args, input="")
    assert result.exit_code != 0
    assert not isinstance(result.exception, ValueError), f"a traceback: {result.exception!r}"
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr


@pytest.mark.gl
def test_the_lobby_keeps_typed_names_within_the_limits(tabletop_shell, installed, tmp_path) -> None:
    """Control characters never reach a name and typing stops at the limit, so every seat the
    lobby makes is one a save file accepts."""
    from tabletop_core.render.lobby import LobbyView

    shell = tabletop_shell(installed, Settings(), settings_path=tmp_path / "s.json")
    started = []
    shell.start_match = started.append
    lobby = LobbyView(shell, "damit")
    name = lobby.seat_rows[0].name
    name.text = ""
    name.type_text("\x1bAna\tvon der Nordbucht am großen Biberdamm 👩\u200d🚀")
    lobby.start_match()
    assert lobby.message == "" and len(started) == 1
    (seat, *_others) = started[0].seats
    assert seat.name.startswith("Anavon der") and len(seat.name) <= NAME_LENGTH
    assert SeatSpec.model_validate(seat.model_dump()) == seat
