"""`tabletop check` tells an author everything, never "…and 57 more": every unreadable label (in a
file when there are many, its path in the report) and how many of the game's strings are not
translated, as a warning, instead of saying the table reads "in every language".

A throwaway plugin (a package and an installer's dist-info, found through its entry point): a
small game whose messages have no catalogue, and a table that writes ten labels that run out of it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

RULES = '''
from dataclasses import dataclass

from tabletop_core import GameInfo, IllegalAction, Result, hookimpl
from tabletop_core.actions import ActionCodec
from tabletop_core.i18n import translator

_, ngettext = translator("tt_word_pond")


@dataclass(frozen=True, slots=True)
class Paddle:
    strokes: int


CODEC = ActionCodec({"paddle": Paddle})


class Pond:
    """Two people paddle in turn; ten strokes reach the shore."""

    info = GameInfo(id="word_pond", title="Word Pond", min_players=2, max_players=2)

    def new_state(self, players, seed, options=None):
        return {"strokes": 0, "moves": 0}

    def to_act(self, state):
        return None if state["strokes"] >= 10 else state["moves"] % 2

    def legal_actions(self, state):
        return [Paddle(1), Paddle(2)]

    def apply(self, state, action):
        if self.to_act(state) is None:
            raise IllegalAction(_("the boat is ashore"))
        if action not in (Paddle(1), Paddle(2)):
            raise IllegalAction(_("paddle 1 or 2 strokes"))
        state["strokes"] += action.strokes
        state["moves"] += 1
        return []

    def result(self, state):
        if self.to_act(state) is not None:
            return None
        return Result(scores=(1, 1), winners=(0, 1))

    def view(self, state, seat):
        return dict(state)

    def encode_action(self, action):
        return CODEC.encode(action)

    def decode_action(self, data):
        return CODEC.decode(data)

    def describe_action(self, state, action, names):
        return ngettext("paddle {n} stroke", "paddle {n} strokes", action.strokes).format(
            n=action.strokes
        )


@hookimpl
def tabletop_register_games(register):
    register(Pond())


@hookimpl
def tabletop_register_views(register):
    def make_table(host):
        from tt_word_pond.table import BesideItself

        return BesideItself(host)

    register("word_pond", make_table)
'''

TABLE = '''
from tabletop_core.render import GameTable
from tabletop_core.render.canvas import Canvas


class BesideItself(GameTable):
    """Ten labels starting at the table's right edge: each runs out of it."""

    def __init__(self, host):
        super().__init__(host)
        self.canvas = Canvas()

    def draw(self, rect):
        self.canvas.clear()
        self.canvas.rect(rect, (20, 60, 90, 255))
        for row in range(10):
            self.canvas.text(
                f"shore {row}", rect.right - 6, rect.bottom + 30 + 40 * row, 16,
                (255, 255, 255, 255),
            )
        self.canvas.draw()
'''


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    site = tmp_path_factory.mktemp("site")
    package = site / "tt_word_pond"
    package.mkdir()
    (package / "__init__.py").write_text(RULES)
    (package / "table.py").write_text(TABLE)
    info = site / "tt_word_pond-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: tt-word-pond\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[tabletop]\ntt_word_pond = tt_word_pond\n")
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        [str(site), *filter(None, [os.environ.get("PYTHONPATH")])]
    )
    environment["TABLETOP_DATA_DIR"] = str(tmp_path_factory.mktemp("data"))
    environment["TMPDIR"] = str(tmp_path_factory.mktemp("tmp"))
    environment["ARCADE_HEADLESS"] = "1"
    for name in ("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "TABLETOP_DEBUG"):
        environment.pop(name, None)
    return environment


def check(env: dict[str, str], *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "check", "word_pond", "--games", "1"]
        + list(options),
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


def _line(out: str, start: str) -> str:
    return next(line for line in out.splitlines() if line.strip().startswith(start))


def test_untranslated_strings_are_counted_as_a_warning_not_a_failure(env):
    run = check(env, "--no-render")
    assert run.returncode == 0, run.stdout + run.stderr
    line = _line(run.stdout, "warn every string of the game is translated")
    assert "untranslated: 3 of 3 in French, 3 of 3 in German" in line
    assert "python -m tabletop_core.i18n_tools all path/to/tt_word_pond" in line
    assert ": ok, 1 warning" in run.stdout.splitlines()[0]


@pytest.mark.slow
def test_every_unreadable_label_is_listed_in_a_file_and_the_languages_are_not_praised(env):
    run = check(env, "--bots", "random")
    assert run.returncode == 1, run.stdout + run.stderr
    line = _line(run.stdout, "FAIL the table reads whole")
    assert "more)" not in line
    found = re.search(r": (\d+) problems, all listed in (\S+\.txt); the first: ", line)
    assert found, line
    count, listing = int(found.group(1)), Path(found.group(2))
    assert listing.is_file()
    listed = listing.read_text().splitlines()
    assert len(listed) == count > 3
    for row in range(10):  # every label, at every reading
        assert any(f"shore {row}" in problem for problem in listed), row
    assert "warn every string of the game is translated" in run.stdout
