"""The hidden-hands scaffold's rules text, README and tests (``tabletop new --template cards``);
its packaging is the default scaffold's. Placeholders as in :mod:`tabletop_core.authoring.scaffold`.
"""

from tabletop_core.authoring.templates import project

FILES: dict[str, str] = {
    "pyproject.toml": project.FILES["pyproject.toml"],
    ".gitignore": project.FILES[".gitignore"],
}

FILES["README.md"] = """\
# {{TITLE}}

A card game for Tabletop with hidden hands, made with `tabletop new "{{TITLE}}" --template cards`:
players play numbered cards from a private hand and may peek, once, at a face-down secret card
to match it. The rules are in [`{{PACKAGE}}/RULES.md`]({{PACKAGE}}/RULES.md); the game shows them
in-game (F1).

## Install, play, test

```sh
pip install -e ".[dev]"               # the game, and pytest and ruff to test it
tabletop play {{GAME_ID}}               # in the window: click a card to play it, the secret card to peek
tabletop check {{GAME_ID}}              # conformance (the leak check too), bots, saves, replays, a render
pytest                                # this game's own tests (tests/)
```

## Secrets

The others' hands, the deck and the secret card are hidden, and the state says so by what it is
built from: each hand is a `Hand` (its owner sees it), the deck a `Deck` (nobody sees its order),
the secret card a `FaceDown` card (shown to a seat when it peeks, turned up at the end), the
cards played face-up `Pile`s. `DeclaredSecrets` derives `view` (each hidden card as `HIDDEN`,
the deck only by its size), `redeal_secrets` (the hidden cards dealt again **from the full
state**) and `determinize` from them: `tabletop check` re-deals many times and requires every
seat's view and log to stay the same, which proves the view hides them. When the game grows a
secret no component expresses, write it by hand: hide it in `view` after `super().view(...)` and
draw it again in `redeal_secrets` from the full state, never from the view.

## Files

| file | job |
|---|---|
| `{{PACKAGE}}/pieces.py` | the cards, the actions `Play(card)` and `Peek()`, and the events |
| `{{PACKAGE}}/rules.py` | `{{CLASS}}`: the state (its secrets declared by its components), legal actions, apply, result |
| `{{PACKAGE}}/bots.py` | `GreedyBot` (level `easy`) and the search bot (level `hard`) |
| `{{PACKAGE}}/view.py` | the table, drawn with the core's widget kit |
| `{{PACKAGE}}/plugin.py` | the hooks the `tabletop` entry point registers |
| `{{PACKAGE}}/RULES.md` | the rules as players read them |

## Publish it

Set the version in `{{PACKAGE}}/_version.py`, then `python -m build` and `twine upload dist/*`.
"""

FILES["{{PACKAGE}}/RULES.md"] = """\
# {{TITLE}}

{{PLAYERS_WORDS}} players. Twenty-four cards numbered 1 to 8, three of each.

**Setup.** Shuffle the cards. Put one face down in the middle, unseen: the secret card. Deal
everybody 3 cards, a hand only its owner sees. The rest is the deck, face down.

**Your turn.** Either play a card from your hand face up in front of you, then draw the top card
of the deck if there is one; or, once in the game, peek at the secret card: you alone see it.
A player whose hand is empty is skipped.

**The end.** When every hand is empty the secret card is turned up.

**Score.** Each card you played scores its number, and each one with the secret card's number
scores 5 more. The most points wins; ties share the win.
"""

FILES["tests/test_{{GAME_ID}}.py"] = '''\
"""{{TITLE}}'s own tests: the core's conformance kit (the leak check too), a few rules by hand,
and a click on the shared window."""

from __future__ import annotations

import pytest
from tabletop_core.game import IllegalAction
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import assert_conforms

from {{PACKAGE}}._version import VERSION
from {{PACKAGE}}.pieces import HIDDEN, Peek, Play
from {{PACKAGE}}.rules import GAME, HAND_SIZE

MIN_PLAYERS = GAME.info.min_players
NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


def test_the_game_keeps_the_engine_contract_and_its_secrets() -> None:
    assert_conforms(GAME, games=3)


def test_the_game_and_the_distribution_have_one_version() -> None:
    assert GAME.info.version == VERSION


def test_a_view_shows_only_the_seats_own_hand_and_the_decks_size() -> None:
    state = GAME.new_state(MIN_PLAYERS, seed=1)
    seen = GAME.view(state, 0)
    assert seen.hands[0] == state.hands[0]
    assert list(seen.hands[1]) == [HIDDEN] * HAND_SIZE
    assert list(seen.deck) == [HIDDEN] * len(state.deck) and seen.secret.card == HIDDEN


def test_a_peek_shows_the_secret_card_to_that_seat_alone() -> None:
    state = GAME.new_state(MIN_PLAYERS, seed=1)
    GAME.apply(state, Peek())
    assert GAME.view(state, 0).secret.card == state.secret.card
    assert GAME.view(state, 1).secret.card == HIDDEN
    with pytest.raises(IllegalAction):
        GAME.apply(state, Peek()) if state.turn == 0 else GAME.apply(state, Play(-1))


def test_playing_a_card_draws_the_next() -> None:
    state = GAME.new_state(MIN_PLAYERS, seed=2)
    card, deck = state.hands[0][0], len(state.deck)
    GAME.apply(state, Play(card))
    assert list(state.played[0]) == [card] and len(state.hands[0]) == HAND_SIZE
    assert len(state.deck) == deck - 1


def test_a_click_on_a_card_of_the_hand_plays_it(
    tabletop_window: object, tabletop_driver: object
) -> None:
    """A table test with the core's fixtures: the real window, real clicks."""
    from tabletop_core import plugins
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    from {{PACKAGE}} import plugin

    registry = plugins.load(extra_plugins=[plugin], autoload=False)
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(name, "easy") for name in NAMES[1:MIN_PLAYERS]]
    bots = {seat: registry.make_bot(GAME.info.id, "easy") for seat in range(1, MIN_PLAYERS)}
    shell = Shell(tabletop_window, registry, Settings(bot_pacing=0.0), on_quit=lambda: None)
    host = shell.start_match(Match(GAME, seats, seed=1, bots=bots, autosave=False))
    host.on_draw()
    first = host.match.view(0).hands[0][0]
    tabletop_driver.click_rect(host.table.scene.hand.rects[0])
    assert [action for _seat, action in host.match.actions] == [Play(first)]
'''
