"""Real installed distributions, each broken in one way, for the broken-plugin suite.

:func:`install_all` writes each plugin's package and the ``*.dist-info`` folder (METADATA and
entry_points.txt) an installer would write into a folder; put the folder on ``sys.path`` (or
PYTHONPATH) and ``importlib.metadata`` finds them as installed entry points.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

POND = '''
from dataclasses import dataclass

from tabletop_core import GameInfo, IllegalAction, Result, hookimpl
from tabletop_core.actions import ActionCodec


@dataclass(frozen=True, slots=True)
class Paddle:
    strokes: int


CODEC = ActionCodec({"paddle": Paddle})


class Pond:
    """Two people paddle in turn; ten strokes reach the shore."""

    info = GameInfo(id="GAME_ID", title="GAME_TITLE", min_players=2, max_players=2)

    def new_state(self, players, seed, options=None):
        return {"strokes": 0, "moves": 0}

    def to_act(self, state):
        return None if state["strokes"] >= 10 else state["moves"] % 2

    def legal_actions(self, state):
        return [Paddle(1), Paddle(2)]

    def apply(self, state, action):
        if self.to_act(state) is None:
            raise IllegalAction("the boat is ashore")
        if action not in (Paddle(1), Paddle(2)):
            raise IllegalAction("paddle 1 or 2 strokes")
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
'''


def pond(game_id: str, title: str = "") -> str:
    return POND.replace("GAME_ID", game_id).replace("GAME_TITLE", title or game_id.title())


def _register(expression: str = "Pond()") -> str:
    return f"""

@hookimpl
def tabletop_register_games(register):
    register({expression})
"""


LONG_ERROR = "the otters chewed through " + "every log " * 450
"""A one-line error message of about 4.5 KB."""

DISTRIBUTIONS: dict[str, tuple[str, dict[str, str]]] = {
    # distribution: (entry point name, {file: source})
    "tabletop-import-error": (
        "tt_bp_import",
        {"tt_bp_import.py": "raise ImportError('no module named otters')\n"},
    ),
    "tabletop-bad-info": (
        "tt_bp_bad_info",
        {
            "tt_bp_bad_info.py": pond("bad_info")
            + "\n\nclass Bad(Pond):\n    info = None\n"
            + _register("Bad()")
        },
    ),
    "tabletop-bad-info-id": (
        "tt_bp_bad_id",
        {"tt_bp_bad_id.py": pond("Bad Id!") + _register()},
    ),
    "tabletop-markup-title": (
        "tt_bp_markup_title",
        {"tt_bp_markup_title.py": pond("markup_pond", "[bold]Marked[/] Pond [/]") + _register()},
    ),
    "tabletop-markup-error": (
        "tt_bp_markup_error",
        {
            "tt_bp_markup_error.py": """
            from tabletop_core import hookimpl

            @hookimpl
            def tabletop_register_games(register):
                raise RuntimeError("[/] broke [bold]loudly")
            """
        },
    ),
    "tabletop-long-error": (
        "tt_bp_long_error",
        {
            "tt_bp_long_error.py": f"""
            from tabletop_core import hookimpl

            @hookimpl
            def tabletop_register_games(register):
                raise RuntimeError({LONG_ERROR!r})
            """
        },
    ),
    "tabletop-lazy-missing": (
        "tt_bp_lazy_missing",
        {
            "tt_bp_lazy_missing.py": """
            from tabletop_core import GameInfo, hookimpl
            from tabletop_core.lazy import LazyGame

            INFO = GameInfo(id="lazy_pond", title="Lazy Pond", min_players=2, max_players=2)

            @hookimpl
            def tabletop_register_games(register):
                register(LazyGame(INFO, "tt_bp_nosuch.rules:Pond"))
            """
        },
    ),
    "tabletop-lazy-bot": (
        "tt_bp_lazy_bot",
        {
            "tt_bp_lazy_bot.py": pond("lazybot_pond")
            + _register()
            + """

from tabletop_core.lazy import lazy_factory


@hookimpl
def tabletop_register_bots(register):
    register("lazybot_pond", "hard", lazy_factory("tt_bp_nosuch_bots:HardBot"))
"""
        },
    ),
    "tabletop-syntax-bots": (
        "tt_bp_syntax",
        {
            "tt_bp_syntax/__init__.py": pond("syntax_pond")
            + _register()
            + """

@hookimpl
def tabletop_register_bots(register):
    from tt_bp_syntax.bots import HardBot

    register("syntax_pond", "hard", HardBot)
""",
            "tt_bp_syntax/bots.py": "class HardBot(:\n    pass\n",
        },
    ),
    "tabletop-capsize": (
        "tt_bp_capsize",
        {
            "tt_bp_capsize.py": pond("capsize_pond")
            + """

class Capsizing(Pond):
    def apply(self, state, action):
        if state["moves"] == 2:
            raise ZeroDivisionError("the rules divided by the river")
        return super().apply(state, action)
"""
            + _register("Capsizing()")
        },
    ),
    "tabletop-endless": (
        "tt_bp_endless",
        {
            "tt_bp_endless.py": pond("endless_pond")
            + """

class Endless(Pond):
    def legal_actions(self, state):
        while True:  # a bug: the loop never ends
            state.get("moves")
"""
            + _register("Endless()")
        },
    ),
    "tabletop-sleepy-hook": (
        "tt_bp_sleepy",
        {
            "tt_bp_sleepy.py": pond("sleepy_pond")
            + """

import time


@hookimpl
def tabletop_register_games(register):
    time.sleep(600)
    register(Pond())
"""
        },
    ),
    "tabletop-bad-art": (
        "tt_bp_bad_art",
        {
            "tt_bp_bad_art.py": pond("badart_pond")
            + _register()
            + """

def _draw(width, height):
    raise ValueError("the paint pot is empty")


@hookimpl
def tabletop_register_art(register):
    register("badart_pond", _draw)
"""
        },
    ),
    "tabletop-bad-table": (
        "tt_bp_bad_table",
        {
            "tt_bp_bad_table.py": pond("badtable_pond")
            + _register()
            + """

def _table(host):
    from tt_bp_nosuch_table import Table  # the table's module is missing

    return Table(host)


@hookimpl
def tabletop_register_views(register):
    register("badtable_pond", _table)
"""
        },
    ),
    "tabletop-impostor": (
        "aaa_damit",  # sorts before the real Dam It!'s entry point
        {"tt_bp_impostor.py": pond("damit", "Dam It! (impostor)") + _register()},
    ),
    "tabletop-typo-bots": (
        "tt_bp_typo",
        {
            "tt_bp_typo.py": """
            from tabletop_core import hookimpl
            from tabletop_core.bots import RandomBot

            @hookimpl
            def tabletop_register_bots(register):
                register("damitt", "careful", RandomBot)
            """
        },
    ),
}

BROKEN_GAMES = ("lazy_pond", "lazybot_pond", "syntax_pond", "capsize_pond", "endless_pond")
"""Games that are listed, but break when their rules, bots or moves are used."""


def install_all(site: Path) -> None:
    for distribution, (entry, files) in DISTRIBUTIONS.items():
        module = entry if not entry.startswith("aaa") else "tt_bp_impostor"
        for name, source in files.items():
            path = site / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(source), encoding="utf-8")
        info = site / f"{distribution.replace('-', '_')}-0.1.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 0.1\n", encoding="utf-8"
        )
        (info / "entry_points.txt").write_text(f"[tabletop]\n{entry} = {module}\n")
