"""`tabletop new --template cards`: a small complete card game with private hands, a face-down
card and a private peek, that keeps its secrets (proved by the kit), passes the whole check and
plays with real clicks and keys on the shared window."""

from __future__ import annotations

import importlib
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop_core.authoring.checkup import check_up
from tabletop_core.authoring.scaffold import ScaffoldError, create_plugin, parse_players
from tabletop_core.match import Match
from tabletop_core.render.driving import Driver
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import SECRETS

PACKAGE = "tabletop_lantern_hands"


def _forget() -> None:
    for name in [n for n in sys.modules if n == PACKAGE or n.startswith(PACKAGE + ".")]:
        del sys.modules[name]


@pytest.fixture()
def cards(tmp_path: Path) -> Iterator[Path]:
    """The cards scaffold of "Lantern Hands", importable from its folder."""
    root = create_plugin("Lantern Hands", tmp_path, template="cards")
    sys.path.insert(0, str(root))
    _forget()
    yield root
    sys.path.remove(str(root))
    _forget()


def _registry():
    from tabletop_core import plugins

    module = importlib.import_module(f"{PACKAGE}.plugin")
    return plugins.load(extra_plugins=[module], autoload=False)


def test_the_cards_scaffold_passes_the_whole_check_and_declares_its_secrets(cards: Path) -> None:
    registry = _registry()
    report = check_up(registry, "lantern_hands", games=2, render=False)
    assert report.ok, report.summary()
    game = registry.get("lantern_hands").game
    assert game.info.hidden_information
    (secrets,) = [c for c in report.section("conformance").checks if c.name == SECRETS]
    assert "left every view unchanged" in secrets.detail
    (words,) = report.section("translations").checks
    assert not words.warning, words.detail


def test_a_view_shows_no_hidden_card_and_the_deck_only_by_its_size(cards: Path) -> None:
    from tabletop_lantern_hands.pieces import HIDDEN, Peek

    game = _registry().get("lantern_hands").game
    state = game.new_state(3, seed=4)
    seen = game.view(state, 1)
    assert list(seen.deck) == [HIDDEN] * len(state.deck) and len(seen.deck) > 0
    assert seen.hands[1] == state.hands[1]
    assert list(seen.hands[0]) == [HIDDEN] * 3 and list(seen.hands[2]) == [HIDDEN] * 3
    assert seen.secret.card == HIDDEN and seen.rng is None
    game.apply(state, Peek())  # seat 0 looks: it alone sees the secret card
    assert game.view(state, 0).secret.card == state.secret.card
    assert game.view(state, 1).secret.card == HIDDEN
    assert game.view(state, None).secret.card == HIDDEN


def _leak(root: Path, shown: str) -> None:
    """The author grows a hand-written ``view`` over the derived one, and it shows ``shown``."""
    rules = root / PACKAGE / "rules.py"
    text = rules.read_text()
    anchor = "    hidden_card = HIDDEN\n"
    assert anchor in text
    grown = (
        "\n    def view(self, state, seat):\n"
        "        seen = super().view(state, seat)\n"
        f"        seen.{shown} = state.{shown}.clone()\n"
        "        return seen\n"
    )
    rules.write_text(text.replace(anchor, anchor + grown))


@pytest.mark.parametrize(
    ("shown", "field"),
    [
        ("secret", "view.secret"),  # the face-down card shown to every seat
        ("deck", "view.deck"),  # the deck shown in order
    ],
)
def test_a_leak_grown_into_the_cards_scaffold_is_caught_by_the_check(
    cards: Path, shown: str, field: str
) -> None:
    """The derived ``determinize`` re-deals only what the components hide, and a hand-written
    ``view`` shows a secret over the derived one: the kit catches it, because the re-deal is
    drawn from the full state by the declaration, not from the view."""
    _leak(cards, shown)
    # the easy bot's matches: the leak is the conformance section's (the search bot's matches
    # take most of a check and are played in the whole check above)
    report = check_up(_registry(), "lantern_hands", games=2, render=False, bot_levels=["easy"])
    (secrets,) = [c for c in report.section("conformance").checks if c.name == SECRETS]
    assert not secrets.ok and field in secrets.detail, secrets.detail


@pytest.fixture()
def host(cards: Path, shell_for):
    registry = _registry()
    game = registry.get("lantern_hands").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    bots = {1: registry.make_bot("lantern_hands", "easy")}
    match = Match(game, seats, seed=3, bots=bots, autosave=False)
    return shell_for(registry).start_match(match)


def test_a_click_on_a_card_of_the_hand_plays_it_and_a_click_on_the_secret_card_peeks(
    host, window
) -> None:
    from tabletop_lantern_hands.pieces import HIDDEN, Peek, Play

    driver = Driver(window)
    host.on_draw()
    hand = list(host.match.view(0).hands[0])
    assert len(host.table.scene.hand.rects) == len(hand) == 3
    driver.click_rect(host.table.scene.hand.rects[1])
    assert [action for _seat, action in host.match.actions][:1] == [Play(hand[1])]
    while host.match.to_act != 0:  # the bot's turn
        driver.update(frames=5)
    host.on_draw()
    assert host.match.view(0).secret.card == HIDDEN
    driver.click_rect(host.table.scene.secret_rect)
    assert [action for seat, action in host.match.actions if seat == 0] == [Play(hand[1]), Peek()]
    assert host.match.view(0).secret.card not in (HIDDEN, None)


def test_the_keys_play_a_card_and_peek(host, window) -> None:
    from tabletop_lantern_hands.pieces import Peek, Play

    driver = Driver(window)
    host.on_draw()
    driver.key(_key("P"))
    while host.match.to_act != 0:
        driver.update(frames=5)
    host.on_draw()
    hand = list(host.match.view(0).hands[0])
    driver.key(_key("KEY_3"))
    mine = [action for seat, action in host.match.actions if seat == 0]
    assert mine == [Peek(), Play(hand[2])]


def _key(name: str) -> int:
    from tabletop_core.render._arcade import load_arcade

    return getattr(load_arcade().key, name)


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is a dev dependency")
def test_cards_scaffolds_of_awkward_titles_pass_ruff(tmp_path: Path) -> None:
    roots = [
        create_plugin(t, tmp_path, template="cards") for t in ("Beaver's Bay & Co.", "Deck", "A")
    ]
    checked = subprocess.run(
        ["ruff", "check", "--no-cache", *map(str, roots)], capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stdout


def test_the_cards_scaffold_has_its_own_rules_and_readme(tmp_path: Path) -> None:
    root = create_plugin("Lantern Hands", tmp_path, template="cards", players=parse_players("3-5"))
    rules = (root / PACKAGE / "RULES.md").read_text()
    assert rules.startswith("# Lantern Hands\n") and "Three to five players" in rules
    assert "secret card" in rules and "fish" not in rules
    readme = (root / "README.md").read_text()
    assert "--template cards" in readme and "DeclaredSecrets" in readme and "fish" not in readme
    assert "min_players=3," in (root / PACKAGE / "rules.py").read_text()
    for code in ("fr", "de"):
        assert (root / PACKAGE / "locale" / code / "LC_MESSAGES" / f"{PACKAGE}.mo").is_file()


def test_an_unknown_template_or_too_many_players_are_refused_and_nothing_is_written(
    tmp_path: Path,
) -> None:
    with pytest.raises(
        ScaffoldError, match="there is no template 'dice'; choose one of fish, cards"
    ):
        create_plugin("Lantern Hands", tmp_path, template="dice")
    with pytest.raises(ScaffoldError, match="the cards template plays at most 6 players, not 8"):
        create_plugin("Lantern Hands", tmp_path, template="cards", players=(2, 8))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_the_cards_scaffold_installs_checks_and_tests_itself(
    venv: dict[str, str], tmp_path: Path
) -> None:
    """As an author runs it: `tabletop new --template cards`, `pip install -e`, `tabletop check
    --games 2` (with the render and the reading check), then the scaffold's own pytest (which
    clicks a card on the real window)."""
    script = (
        'tabletop new "Lantern Deck" --template cards && cd lantern_deck && '
        'pip install -e ".[dev]" && tabletop check lantern_deck --games 2 && pytest -p no:cacheprovider'
    )
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        cwd=tmp_path,
        env=venv,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "lantern_deck: 27/27 checks passed" in done.stdout
    assert "FAIL" not in done.stdout
    assert "ok   the table reads whole in the smallest window (1024×576)" in done.stdout


def test_random_redeals_keep_every_card(cards: Path) -> None:
    """The re-deal moves the unseen cards around and loses none (24 cards, before and after)."""
    from tabletop_lantern_hands.pieces import CARDS

    game = _registry().get("lantern_hands").game
    state = game.new_state(4, seed=8)
    for seat in range(4):
        full = game.redeal_secrets(state, seat, random.Random(seat))
        every = [*full.deck, full.secret.card, *(c for h in full.hands for c in h)]
        assert sorted(every) == sorted(CARDS) and full.hands[seat] == state.hands[seat]


def test_a_derived_view_travels_online_as_the_games_own_objects(cards: Path) -> None:
    """A view derived by ``DeclaredSecrets`` (no annotated ``view`` of the game's own) comes back
    on the client as the state's class, its hands as ``Hand`` and its secret as ``FaceDown``."""
    from tabletop_lantern_hands.pieces import Peek

    from tabletop_core.components import FaceDown, Hand
    from tabletop_core.online.view_codec import view_from_wire
    from tabletop_core.online.wire import to_wire

    game = _registry().get("lantern_hands").game
    state = game.new_state(3, seed=2)
    game.apply(state, Peek())
    for seat in (0, 1, None):
        view = game.view(state, seat)
        back = view_from_wire(game, to_wire(view))
        assert type(back) is type(view)
        assert all(type(hand) is Hand for hand in back.hands) and type(back.secret) is FaceDown
        assert [list(h) for h in back.hands] == [list(h) for h in view.hands]
        assert back.secret.card == view.secret.card and back.secret.visible_to(0)
