"""Terminal play (``tabletop play GAME --headless``) as a person meets it: an answer that is not
a move number gets one plain sentence and the question again, the input ending says how to go
on, and a game's own text rendering of the table and names for its moves are what the person
reads before deciding."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The example game installed as a distribution (a dist-info on the path)."""
    site = tmp_path_factory.mktemp("site")
    info = site / "tabletop_beaver_bids-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tabletop-beaver-bids\nVersion: 0.1\n"
    )
    (info / "entry_points.txt").write_text("[tabletop]\nbeaver_bids = example_game\n")
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(site), str(HERE), os.environ.get("PYTHONPATH", "")]
    )
    environment["TABLETOP_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    environment.pop("DISPLAY", None)
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    return environment


def _play(env: dict[str, str], answers: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "play", "beaver_bids", "--headless"]
        + ["--seats", "human,bot:random", "--seed", "3"],
        input=answers,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_abc_gets_a_plain_sentence_and_the_question_again(env: dict[str, str]) -> None:
    run = _play(env, "abc\n99\n\n1\n")
    out = run.stdout + run.stderr
    assert "“abc” is not one of the moves: type a number from 1 to" in out, out
    assert "“99” is not one of the moves" in out
    assert "Type the number of your move" in out
    assert "valid integer" not in out and "Error:" not in out
    assert out.count("Your move:") >= 4  # asked again each time, then the move was played


def test_input_ending_says_how_to_go_on(env: dict[str, str]) -> None:
    run = _play(env, "")
    assert run.returncode == 1
    line = run.stderr.strip().splitlines()[-1]
    assert line.startswith("tabletop: the input ended before the game did; stopped, the match")
    assert "tabletop play beaver_bids --headless --resume " in line, line


def test_a_games_text_view_and_move_names_come_before_each_decision(monkeypatch, capsys) -> None:
    import importlib.util

    name = "tabletop_tests_example_game"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "example_game.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    ExampleGame = sys.modules[name].ExampleGame

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.terminal import play_in_terminal

    class ToldGame(ExampleGame):
        def render_text(self, view, seat, names):
            return f"{names[seat]} holds {len(view.hands[seat])} cards\nthe pond is calm"

        def name_action(self, view, action, names):
            return f"the move called {type(action).__name__}"

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    from tabletop_core.bots.random_bot import RandomBot

    match = Match(ToldGame(), seats, 5, None, bots={1: RandomBot()})
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 40))
    play_in_terminal(match)
    out = capsys.readouterr().out
    turn = out.split("Ana, your turn. What you see:\n", 1)[1]
    assert turn.startswith("  Ana holds "), turn[:200]
    assert "  the pond is calm\n  1. the move called " in turn
    assert "hands:" not in turn.split("1. ")[0]  # the game's rendering instead of the fields
