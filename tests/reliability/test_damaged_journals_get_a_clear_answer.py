"""Autosave journals, cut off or damaged anywhere: a cut loses at most the action of the cut line,
any other damage gets one line, and the file is left as it was (as for saves in the replay
format, ``test_damaged_saves_get_a_clear_answer.py``)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from tabletop_core import plugins
from tabletop_core.cli import app
from tabletop_core.journal import replay_to_journal
from tabletop_core.match import Match
from tabletop_core.replay import SaveError, SeatSpec

HYPOTHESIS = settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

_good: dict[str, bytes] = {}


def _good_journal(registry: plugins.Registry, game_id: str) -> bytes:
    if game_id not in _good:
        game = registry.get(game_id).game
        players = max(2, game.info.min_players)
        match = Match(game, [SeatSpec.human(f"P{i}") for i in range(players)], 5)
        rng = random.Random(5)
        for _ in range(12):
            if match.is_over:
                break
            legal = match.legal_actions()
            match.act(legal[rng.randrange(len(legal))])
        _good[game_id] = replay_to_journal(match.to_replay()).encode("utf-8")
    return _good[game_id]


def _load(registry: plugins.Registry, path: Path, identity) -> Match | str:
    before = identity(path)
    try:
        answer: Match | str = Match.load(path, registry)
    except SaveError as error:
        answer = str(error)
        assert answer.strip() and "\n" not in answer, repr(answer)
    assert identity(path) == before, "loading changed the file"
    return answer


@HYPOTHESIS
@given(data=st.data())
def test_a_cut_off_journal_loses_at_most_the_cut_line(
    game_id: str, installed, tmp_path: Path, identity, data: st.DataObject
) -> None:
    good = _good_journal(installed, game_id)
    header_end = good.index(b"\n") + 1
    cut = data.draw(st.integers(0, len(good) - 1), label="cut at")
    path = tmp_path / f"{game_id}-cut.json"
    path.write_bytes(good[:cut])
    answer = _load(installed, path, identity)
    if cut < header_end - 1:
        assert isinstance(answer, str), "a journal without its envelope loaded"
        return
    assert isinstance(answer, Match), answer
    whole_lines = good[:cut].count(b"\n") - 1
    assert len(answer.actions) in (whole_lines, whole_lines + 1)
    if cut < len(good) and good[cut - 1 : cut] != b"\n" and len(answer.actions) == whole_lines:
        assert answer.load_note == "the last action was cut off by a crash and is left out"


@HYPOTHESIS
@given(data=st.data())
def test_a_journal_with_flipped_bytes_loads_or_gets_one_line(
    game_id: str, installed, tmp_path: Path, identity, data: st.DataObject
) -> None:
    text = bytearray(_good_journal(installed, game_id))
    for _ in range(data.draw(st.integers(1, 4), label="flips")):
        at = data.draw(st.integers(0, len(text) - 1), label="byte")
        text[at] ^= data.draw(st.integers(1, 255), label="mask")
    path = tmp_path / f"{game_id}-flipped.json"
    path.write_bytes(bytes(text))
    _load(installed, path, identity)


@HYPOTHESIS
@given(data=st.data())
def test_journal_lines_of_the_wrong_shape_get_one_line(
    game_id: str, installed, tmp_path: Path, identity, data: st.DataObject
) -> None:
    lines = _good_journal(installed, game_id).decode("utf-8").splitlines()
    at = data.draw(st.integers(0, len(lines) - 2), label="line")
    value = data.draw(
        st.sampled_from(
            [None, [], "x", 10**4000, {"n": "1"}, {"undo": -1}, {"undo": True}, {"n": 1.0},
             {"result": 3}, {"seat": 0}, {"n": 2**70, "seat": 0, "action": {}}, [[[[]]]] * 3]
        ),
        label="value",
    )  # fmt: skip
    lines.insert(at + 1, json.dumps(value))
    path = tmp_path / f"{game_id}-shape.json"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    answer = _load(installed, path, identity)
    assert isinstance(answer, str), f"{value!r} on line {at + 2} was accepted"


def test_tabletop_replay_reads_a_journal_and_refuses_a_damaged_one_in_one_line(
    installed, tmp_path: Path, identity
) -> None:
    good = _good_journal(installed, "damit")
    path = tmp_path / "damit-journal.json"
    path.write_bytes(good)
    result = CliRunner().invoke(app, ["replay", str(path), "--quiet"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("damit: 12 actions")
    lines = good.decode().splitlines()
    path.write_text("\n".join([lines[0], lines[1], "{oops", *lines[2:]]) + "\n")
    before = identity(path)
    result = CliRunner().invoke(app, ["replay", str(path), "--quiet"])
    assert result.exit_code == 1
    (line,) = result.stderr.strip().splitlines()
    assert line.endswith("line 3 of the journal is damaged (not a JSON line)")
    assert identity(path) == before
