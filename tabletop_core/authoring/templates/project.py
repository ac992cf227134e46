"""The scaffolded distribution around the game: packaging, rules, README and tests.

Placeholders (see :mod:`tabletop_core.authoring.scaffold`): ``{{TITLE}}``, ``{{GAME_ID}}``,
``{{PACKAGE}}``, ``{{DIST}}``, ``{{CLASS}}``. The text is checked by ``tests/authoring``: a scaffold
must pass ``ruff check``, its own tests and ``tabletop check``.
"""

FILES: dict[str, str] = {}

FILES["pyproject.toml"] = """\
[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "{{DIST}}"
dynamic = ["version"]
description = "{{TITLE}}, a game for Tabletop."
readme = "README.md"
requires-python = ">=3.11"
license = { text = "MIT" }
dependencies = ["tabletop-core>=0.1,<0.2"]

[project.optional-dependencies]
dev = ["pytest>=8", "ruff>=0.4"]

[project.entry-points.tabletop]
{{GAME_ID}} = "{{PACKAGE}}.plugin"

[tool.setuptools.packages.find]
include = ["{{PACKAGE}}*"]

[tool.setuptools.dynamic]
version = { attr = "{{PACKAGE}}._version.VERSION" }

[tool.setuptools.package-data]
{{PACKAGE}} = ["RULES.md", "locale/*.pot", "locale/*/LC_MESSAGES/*.po", "locale/*/LC_MESSAGES/*.mo"]

[tool.pytest.ini_options]
# the core's fixtures (tabletop_window, tabletop_driver); its pytest11 entry point registers the same plugin
addopts = "--import-mode=importlib -q -p tabletop_core.pytest_plugin"
testpaths = ["tests"]
pythonpath = ["."]

[tool.ruff]
line-length = 100
target-version = "py311"

[tool.ruff.lint]
select = ["E", "F", "W", "I", "UP", "B", "SIM"]
ignore = ["E501"]

[tool.ruff.lint.isort]
known-first-party = ["{{PACKAGE}}"]
known-third-party = ["tabletop_core"]
"""

FILES["README.md"] = """\
# {{TITLE}}

{{TITLE}} is a game for Tabletop, made with `tabletop new "{{TITLE}}"`. In {{TITLE}},
players take cards from a row of five, paying pebbles to reach further, and collect sets of
one card of every kind. The rules are in
[`{{PACKAGE}}/RULES.md`]({{PACKAGE}}/RULES.md); the game shows them in-game (F1).

## Install it

From this folder, into the Python environment where Tabletop is installed:

```sh
pip install -e ".[dev]"    # the game, and pytest and ruff to test it
tabletop list            # {{TITLE}} is listed
```

`-e` (editable) means your changes take effect without reinstalling.

## Play it

```sh
tabletop play {{GAME_ID}}                     # in the window
tabletop play {{GAME_ID}} --headless          # in the terminal, bots against each other
tabletop dev {{GAME_ID}}                      # in the window, reloading when you save a file
```

In `tabletop dev` the debug overlay (F12) shows the state, the legal moves, the log with a
slider to travel back, and what the bot considered.

## Test it

```sh
tabletop check {{GAME_ID}}        # the one command: conformance, bots, saves, replays, a render
pytest                           # this game's own tests (tests/)
ruff check .                     # style
```

## Files

| file | job |
|---|---|
| `{{PACKAGE}}/pieces.py` | the fish cards, the action `Take(position)` and the events |
| `{{PACKAGE}}/rules.py` | `{{CLASS}}`: the state, legal actions, apply, result, view |
| `{{PACKAGE}}/bots.py` | `GreedyBot` (level `easy`) and the search bot (level `hard`) |
| `{{PACKAGE}}/view.py` | the table, drawn with the core's widget kit |
| `{{PACKAGE}}/plugin.py` | the hooks the `tabletop` entry point registers |
| `{{PACKAGE}}/RULES.md` | the rules as players read them |

## Publish it

Give the distribution a unique name on PyPI (`{{DIST}}` may be taken), set the
version in `{{PACKAGE}}/_version.py` (the distribution and the game both read it), then:

```sh
pip install build twine
python -m build                  # dist/*.whl and dist/*.tar.gz
twine upload dist/*
```

Anyone can then `pip install {{DIST}}` and find the game in Tabletop's menu: the
entry point in the group `tabletop` is all it takes.
"""

FILES[".gitignore"] = """\
__pycache__/
*.egg-info/
build/
dist/
.pytest_cache/
.ruff_cache/
"""

FILES["{{PACKAGE}}/RULES.md"] = """\
# {{TITLE}}

{{PLAYERS_WORDS}} players play {{TITLE}} with thirty cards of three kinds (trout, perch and
carp), each worth 1 to 5, two of each. Players take cards from a row of five, paying pebbles to
reach further, and collect sets of one card of every kind.

**Setup.** Shuffle the fish. Lay five face up in a row: the pond. Everybody gets 3 pebbles.

**Your turn.** Take one fish from the pond. The nearest fish (position 0) is free; to reach
further, put one pebble on each fish you reach past. You take any pebbles lying on your fish.
The fish behind it move up, and a new fish from the deck fills the pond's far end.

**The end.** When the deck is empty the pond is fished out; the game ends when it is empty.

**Score.** Each fish scores its value, each set of one trout, one perch and one carp scores 5
more, and each pebble left scores 1. The most points wins; ties share the win.
"""

FILES["tests/test_{{GAME_ID}}.py"] = '''\
"""{{TITLE}}'s own tests: the core's conformance kit, then a few rules by hand."""

from __future__ import annotations

import pytest
from tabletop_core.bots import RandomBot, play_bots
from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import assert_conforms, assert_table_reads_whole

from {{PACKAGE}}._version import VERSION
from {{PACKAGE}}.bots import GreedyBot
from {{PACKAGE}}.pieces import (
    FISH,
    Take,
)
from {{PACKAGE}}.rules import (
    GAME,
    START_PEBBLES,
    complete_sets,
)

MIN_PLAYERS = GAME.info.min_players
NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


def test_the_game_keeps_the_engine_contract() -> None:
    assert_conforms(GAME, games=3)


def test_the_game_and_the_distribution_have_one_version() -> None:
    assert GAME.info.version == VERSION


def test_reaching_further_costs_a_pebble_per_fish_passed() -> None:
    state = GAME.new_state(MIN_PLAYERS, seed=1)
    passed = state.pond.items[:2]
    GAME.apply(state, Take(2))
    assert state.pebbles[0] == START_PEBBLES - 2
    assert state.pond.tokens[:2] == [1, 1]
    assert state.pond.items[:2] == passed


def test_the_pebbles_on_a_fish_go_to_whoever_takes_it() -> None:
    state = GAME.new_state(MIN_PLAYERS, seed=1)
    GAME.apply(state, Take(1))
    GAME.apply(state, Take(0))
    assert state.pebbles[1] == START_PEBBLES + 1


def test_a_fish_out_of_reach_is_refused_and_nothing_changes() -> None:
    state = GAME.new_state(MIN_PLAYERS, seed=3)
    state.pebbles[0] = 1
    with pytest.raises(IllegalAction, match="costs 3 pebbles"):
        GAME.apply(state, Take(3))
    assert state.pebbles[0] == 1 and state.pond.tokens == [0] * 5


def test_the_rules_say_why_a_fish_is_out_of_reach() -> None:
    state = GAME.new_state(MIN_PLAYERS, seed=3)
    state.pebbles[0] = 1
    assert "costs 3 pebbles" in (GAME.why_not(state, Take(3)) or "")
    assert GAME.why_not(state, Take(1)) is None


def test_a_set_is_one_fish_of_every_kind() -> None:
    trout, perch, carp = FISH[0], FISH[10], FISH[20]
    assert complete_sets([trout, perch, carp, trout]) == 1
    assert complete_sets([trout, trout, perch]) == 0


def test_undo_stops_where_a_new_fish_swam_in() -> None:
    seats = [SeatSpec.human(name) for name in NAMES[:MIN_PLAYERS]]
    match = Match(GAME, seats, seed=1)
    match.act(Take(0))
    assert match.undo_refusal(0) == "a new fish has swum into the pond since"
    with pytest.raises(IllegalAction):
        match.undo(0)


def test_the_greedy_bot_beats_the_random_bot_more_often_than_not() -> None:
    wins = 0
    for seed in range(20):
        bots = [GreedyBot()] + [RandomBot() for _ in range(MIN_PLAYERS - 1)]
        state, _ = play_bots(GAME, bots, seed=seed)
        wins += 0 in GAME.result(state).winners
    assert wins > 10


def test_the_table_reads_whole_everywhere(tabletop_window: object) -> None:
    """Every player count, start/middle/end, 100 % and 200 % text, every language: the
    check `tabletop check` runs, on the window of the core's pytest plugin."""
    from {{PACKAGE}} import plugin

    assert_table_reads_whole(GAME.info.id, plugin=plugin)


def _at_the_table(window: object) -> object:
    """A match in the real window: one person (seat 0, to act) and bots."""
    from tabletop_core import plugins
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    from {{PACKAGE}} import plugin

    registry = plugins.load(extra_plugins=[plugin], autoload=False)
    # one person and bots: with several people at one screen a curtain may hide the table
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(name, "easy") for name in NAMES[1:MIN_PLAYERS]]
    bots = {seat: registry.make_bot(GAME.info.id, "easy") for seat in range(1, MIN_PLAYERS)}
    shell = Shell(window, registry, Settings(bot_pacing=0.0), on_quit=lambda: None)
    host = shell.start_match(Match(GAME, seats, seed=1, bots=bots, autosave=False))
    host.on_draw()
    return host


def test_a_click_on_the_free_fish_takes_it(
    tabletop_window: object, tabletop_driver: object
) -> None:
    """A table test with the core's fixtures: the real window, real clicks."""
    from tabletop_core.testing import table_area

    host = _at_the_table(tabletop_window)
    free = host.table.scene.layout["fish 0"]
    assert table_area(host).contains(free.center_x, free.center_y)
    tabletop_driver.click_rect(free)
    assert [action.position for _seat, action in host.match.actions] == [0]


def test_key_2_takes_the_second_fish(tabletop_window: object, tabletop_driver: object) -> None:
    """The keyboard plays too: the number keys take the fish at that place."""
    from tabletop_core.render.kit import keys

    host = _at_the_table(tabletop_window)
    tabletop_driver.key(keys.digit(2))
    assert [action.position for _seat, action in host.match.actions] == [1]
'''
