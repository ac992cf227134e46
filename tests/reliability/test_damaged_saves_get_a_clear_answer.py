"""Damaged, hostile and foreign save files get a one-line answer within a second, and are left as
they were: truncated, bytes flipped, fields of the wrong type, huge numbers, deep nesting, 100 MB,
unknown formats and games, actions that are no longer legal.

Each file is loaded the way people load them: ``Match.load`` (the lobby's Resume),
``tabletop replay FILE`` (in-process through typer, and a few as a real process).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from tabletop_core import plugins
from tabletop_core.cli import app
from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SaveError, SeatSpec, parse_replay

HYPOTHESIS = settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def _saved_match(registry: plugins.Registry, game_id: str, folder: Path, moves: int = 12) -> Path:
    game = registry.get(game_id).game
    players = max(2, game.info.min_players)
    match = Match(game, [SeatSpec.human(f"P{i}") for i in range(players)], 5)
    rng = random.Random(5)
    for _ in range(moves):
        if match.is_over:
            break
        legal = match.legal_actions()
        match.act(legal[rng.randrange(len(legal))])
    path = folder / f"{game_id}-good.json"
    match.save(path)
    return path


_good: dict[str, bytes] = {}


def _good_save(registry: plugins.Registry, game_id: str, tmp_path: Path) -> bytes:
    if game_id not in _good:
        _good[game_id] = _saved_match(registry, game_id, tmp_path).read_bytes()
    return _good[game_id]


def _answer(registry: plugins.Registry, path: Path, identity) -> str | None:
    """Load ``path`` as the lobby does; the SaveError message, or None when it loads."""
    before = identity(path)
    try:
        Match.load(path, registry)
    except SaveError as error:
        message = str(error)
    else:
        message = None
    assert identity(path) == before, f"loading {path.name} changed it"
    if message is not None:
        assert message.strip() and "\n" not in message, repr(message)
        assert "Traceback" not in message
    return message


def _cli(path: Path) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["replay", str(path), "--quiet"])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stderr


def _assert_cli_refuses(path: Path, identity) -> str:
    before = identity(path)
    code, stderr = _cli(path)
    assert code == 1, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: "), stderr
    assert identity(path) == before
    return lines[0]


@HYPOTHESIS
@given(data=st.data())
def test_truncated_or_flipped_saves_load_or_get_one_line(
    game_id: str, installed, tmp_path: Path, identity, data: st.DataObject
) -> None:
    good = _good_save(installed, game_id, tmp_path)
    damage = data.draw(st.sampled_from(["truncate", "flip", "both"]))
    text = bytearray(good)
    if damage in ("truncate", "both"):
        text = text[: data.draw(st.integers(0, len(text) - 1), label="cut at")]
    if damage in ("flip", "both") and text:
        for _ in range(data.draw(st.integers(1, 4), label="flips")):
            at = data.draw(st.integers(0, len(text) - 1), label="byte")
            text[at] ^= data.draw(st.integers(1, 255), label="mask")
    path = tmp_path / f"{game_id}-damaged.json"
    path.write_bytes(bytes(text))
    message = _answer(installed, path, identity)
    if damage != "flip" and message is None:
        pytest.fail(f"a cut-off save loaded: {bytes(text[-40:])!r}")


huge = st.sampled_from([10**4000, 2**64, -(2**63), 1e308, 10**18, -1])
wrong = st.one_of(
    huge,
    st.sampled_from([None, True, "7", [], {}, [[[]]], {"a": {"b": 1}}, "", "x" * 10_000]),
    st.text(max_size=30),
)
FIELDS = (
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
)


@HYPOTHESIS
@given(data=st.data())
def test_fields_of_the_wrong_type_or_size_get_one_line(
    game_id: str, installed, tmp_path: Path, identity, data: st.DataObject
) -> None:
    envelope = json.loads(_good_save(installed, game_id, tmp_path))
    where = data.draw(st.sampled_from([*FIELDS, "seat", "action", "logged seat", "extra"]))
    value = data.draw(wrong, label="value")
    if where == "seat":
        envelope["seats"][0][data.draw(st.sampled_from(["name", "kind", "level", "x"]))] = value
    elif where == "action" and envelope["actions"]:
        action = envelope["actions"][0]["action"]
        key = data.draw(st.sampled_from(sorted(action)))
        action[key] = value
    elif where == "logged seat" and envelope["actions"]:
        envelope["actions"][-1]["seat"] = value
    elif where == "extra":
        envelope["surprise"] = value
    else:
        envelope[where] = value
    path = tmp_path / f"{game_id}-wrong.json"
    path.write_text(json.dumps(envelope), encoding="utf-8")
    _answer(installed, path, identity)


@pytest.mark.parametrize(
    ("name", "make", "says"),
    [
        ("empty", lambda: b"", "truncated or not JSON"),
        ("binary", lambda: bytes(range(256)) * 4, "not UTF-8"),
        ("a list", lambda: b"[1, 2, 3]", "no JSON object"),
        (
            "NaN",
            lambda: b'{"format": "tabletop.replay/1", "seed": NaN}',
            "not a number JSON allows",
        ),
        ("deep", lambda: b"[" * 100_000 + b"]" * 100_000, "nested more than"),
        ("deep object", lambda: b'{"a":' * 70 + b"1" + b"}" * 70, "nested more than"),
        (
            "huge number",
            lambda: b'{"format": "tabletop.replay/1", "seed": ' + b"9" * 5000 + b"}",
            "not valid JSON",
        ),
        ("newer", lambda: b'{"format": "tabletop.replay/9"}', "newer Tabletop"),
        ("foreign", lambda: b'{"format": "chess.pgn/1"}', "not a Tabletop save"),
        ("no format", lambda: b'{"game": "damit"}', "no 'format' field"),
    ],
)
def test_files_that_are_not_saves_get_one_line_everywhere(
    name: str, make, says: str, installed, tmp_path: Path, identity
) -> None:
    path = tmp_path / "file.json"
    path.write_bytes(make())
    message = _answer(installed, path, identity)
    assert message is not None and says in message, message
    assert says in _assert_cli_refuses(path, identity)


def _sparse(
    path: Path, size: int, head: bytes = b'{"format": "tabletop.replay/1", "actions": ['
) -> Path:
    with path.open("wb") as file:
        file.write(head)
        file.truncate(size)
    return path


def test_a_100_mb_file_is_refused_without_being_read(installed, tmp_path: Path, identity) -> None:
    path = _sparse(tmp_path / "huge.json", 100 * 1024 * 1024)
    message = _answer(installed, path, identity)
    assert message is not None and "too big" in message and "100.0 MB" in message
    assert "too big" in _assert_cli_refuses(path, identity)


def test_an_unknown_game_and_an_unknown_bot_level_are_named(
    installed, tmp_path: Path, identity
) -> None:
    envelope = json.loads(_good_save(installed, "damit", tmp_path))
    envelope["game"] = "tiddlywinks"
    path = tmp_path / "unknown.json"
    path.write_text(json.dumps(envelope))
    assert "'tiddlywinks', which is not installed" in _answer(installed, path, identity)
    assert "not installed" in _assert_cli_refuses(path, identity)

    envelope = json.loads(_good_save(installed, "damit", tmp_path))
    envelope["seats"][1] = {"name": "Otto", "kind": "bot", "level": "grandmaster"}
    path.write_text(json.dumps(envelope))
    assert "no bot level 'grandmaster'" in _answer(installed, path, identity)


def test_a_replay_whose_actions_became_illegal_names_the_action(
    game_id: str, installed, tmp_path: Path, identity
) -> None:
    """Action 4 is swapped for one the rules refuse at that point (as if the rules changed)."""
    game = installed.get(game_id).game
    envelope = json.loads(_good_save(installed, game_id, tmp_path))
    assert len(envelope["actions"]) >= 4
    replay = parse_replay(json.dumps(envelope))
    at_four = Match.from_replay(replay, game, upto=3)
    refused = None
    for logged in envelope["actions"]:
        try:
            game.apply(game.clone(at_four.state), game.decode_action(logged["action"]))
        except IllegalAction:
            refused = logged["action"]
            break
    assert refused is not None, "no action of the save is illegal at action 4"
    envelope["actions"][3] = {"seat": envelope["actions"][3]["seat"], "action": refused}
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(envelope))
    message = _answer(installed, path, identity)
    assert message is not None and message.startswith("action 4 "), message
    assert "is no longer legal" in message
    assert "action 4" in _assert_cli_refuses(path, identity)


def test_a_different_deal_is_noticed(game_id: str, installed, tmp_path: Path, identity) -> None:
    envelope = json.loads(_good_save(installed, game_id, tmp_path))
    envelope["seed"] += 1
    path = tmp_path / "reseeded.json"
    path.write_text(json.dumps(envelope))
    message = _answer(installed, path, identity)
    assert message is not None


def test_options_that_do_not_fit_the_players_get_one_line(installed, tmp_path: Path, identity):
    """Dam It!'s first player must be one of the seats: seat 3 of a two-player save is refused
    while setting up, not with a traceback."""
    envelope = json.loads(_good_save(installed, "damit", tmp_path))
    envelope["options"] = {"first_player": 3}
    envelope["setup"] = {}
    path = tmp_path / "options.json"
    path.write_text(json.dumps(envelope))
    message = _answer(installed, path, identity)
    assert message is not None and "cannot be set up" in message, message
    assert "cannot be set up" in _assert_cli_refuses(path, identity)


@pytest.mark.parametrize(
    "name", ["huge.json", "deep.json", "illegal.json", "folder", "missing.json"]
)
def test_the_real_command_answers_in_one_line(name: str, installed, tmp_path: Path) -> None:
    path = tmp_path / name
    if name == "huge.json":
        _sparse(path, 100 * 1024 * 1024)
    elif name == "deep.json":
        path.write_bytes(b"[" * 100_000)
    elif name == "illegal.json":
        envelope = json.loads(_good_save(installed, "damit", tmp_path))
        envelope["actions"][1]["action"] = {"type": "build", "cost": 11, "cards": [0, 1, 2]}
        path.write_text(json.dumps(envelope))
    elif name == "folder":
        path.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    run = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "replay", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert run.returncode == 1
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: "), run.stderr
    if name == "huge.json":
        assert path.stat().st_size == 100 * 1024 * 1024


SOURCE_ROOTS = ("tabletop_core", "plugins", "benchmarks")
FORBIDDEN = ("pickle", "marshal", "shelve", "eval(", "exec(", "yaml.load(", "__import__(")


def test_nothing_is_loaded_with_pickle_or_eval() -> None:
    """Saves, settings and replays are JSON read by pydantic: no module in the product may
    unpickle or evaluate anything."""
    root = Path(__file__).parents[2]
    found: list[str] = []
    for folder in SOURCE_ROOTS:
        for path in sorted((root / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                code = line.split("#", 1)[0]
                if any(_calls(code, word) for word in FORBIDDEN):
                    found.append(f"{path.relative_to(root)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


def _calls(code: str, word: str) -> bool:
    """``word`` used as code, not inside a longer name (``literal_eval(``, ``.exec(`` of a
    database cursor) and not in a docstring sentence."""
    at = code.find(word)
    while at >= 0:
        before = code[at - 1] if at else " "
        after = code[at + len(word) : at + len(word) + 1]
        if not (before.isalnum() or before in "_."):
            stripped = code.strip()
            if word.endswith("(") or after == "." or stripped.startswith(("import ", "from ")):
                return True
        at = code.find(word, at + 1)
    return False


def test_the_grep_for_pickle_and_eval_finds_them() -> None:
    assert _calls("data = pickle.loads(blob)", "pickle")
    assert _calls("import pickle", "pickle")
    assert _calls("from marshal import loads", "marshal")
    assert not _calls("a copied or pickled space is not", "pickle")
    assert _calls("value = eval(text)", "eval(")
    assert _calls("exec(code)", "exec(")
    assert not _calls("ast.literal_eval(text)", "eval(")
    assert not _calls("retrieval(x)", "eval(")


@pytest.mark.gl
def test_the_lobby_answers_a_damaged_autosave_with_its_one_line(
    tabletop_shell, installed, tmp_path: Path, identity, data_folder: Path
) -> None:
    """A save that cannot be read is listed apart with its reason (in the lobby's Saved matches,
    where it cannot be chosen, and taking no place among the matches to resume); one that reads
    but cannot be replayed says why when Resume is pressed. Neither file changes."""
    from tabletop_core.render.lobby import LobbyView
    from tabletop_core.render.saved_matches import rows_of
    from tabletop_core.settings import Settings

    folder = data_folder / "autosaves"
    folder.mkdir(parents=True)
    envelope = json.loads(_good_save(installed, "damit", tmp_path))
    envelope["options"] = {"first_player": 3}
    envelope["setup"] = {}
    replayless = folder / "damit-replayless.json"
    replayless.write_text(json.dumps(envelope))
    cut = folder / "damit-cut.json"
    cut.write_bytes(_good_save(installed, "damit", tmp_path)[:200])
    before = {path: identity(path) for path in (replayless, cut)}

    shell = tabletop_shell(installed, Settings(), settings_path=tmp_path / "s.json")
    lobby = LobbyView(shell, "damit")
    assert len(lobby.resumes) == 1  # the unreadable file takes no place among them
    (unreadable,) = lobby.saved.unreadable
    assert unreadable.path == cut
    rows = rows_of(lobby.saved, str)
    row = next(row for row in rows if row.entry is unreadable)
    assert row.progress.startswith("cannot be read: the file is truncated or not JSON")
    assert rows.index(row) == len(rows) - 1  # listed last, under its own heading
    assert lobby.resume(replayless) is None
    assert lobby.message.startswith("Cannot resume: Dam It! cannot be set up from this save")
    assert "\n" not in lobby.message
    assert {path: identity(path) for path in (replayless, cut)} == before
