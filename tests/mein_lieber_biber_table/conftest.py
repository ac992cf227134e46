"""One headless window for the session (shared with other GL tests), a shell on a registry
holding Mein lieber Biber with its table, and a driver sending real window events (presses,
drags, the wheel, keys)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import want_headless

want_headless()


@pytest.fixture(autouse=True)
def only_the_plugins_a_test_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", "1")


@pytest.fixture(scope="session")
def biber_registry():
    import tabletop_mein_lieber_biber.plugin as biber_plugin

    from tabletop_core import plugins

    return plugins.load(extra_plugins=[biber_plugin], autoload=False)


@pytest.fixture()
def ana_and_bots(biber_registry):
    """``(players, seed) -> Match``: Ana at seat 0 and random bots after her, no autosave."""
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    def make(players: int, seed: int):
        names = ("Otto", "Mila", "Tina", "Hugo", "Benny")
        seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in names[: players - 1]]
        bots = {
            n: biber_registry.make_bot("mein_lieber_biber", "random") for n in range(1, players)
        }
        game = biber_registry.get("mein_lieber_biber").game
        return Match(game, seats, seed, None, bots=bots, autosave=False)

    return make


@pytest.fixture()
def make_shell(tabletop_shell, biber_registry, tmp_path, monkeypatch):
    """A shell on the session window; ``reduced_motion`` as the test needs."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))

    def make(reduced_motion: bool = True):
        return tabletop_shell(biber_registry, reduced_motion=reduced_motion)

    return make


def _blocked_turn(registry):
    """A match where Ana (seat 0) is to play and holds a card the rules refuse: (match, card)."""
    from tabletop_mein_lieber_biber.rules import playable
    from tabletop_mein_lieber_biber.state import PLAY

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    for seed in range(1, 40):
        bots = {1: registry.make_bot("mein_lieber_biber", "random")}
        match = Match(game, seats, seed, None, bots=bots)
        while not match.is_over:
            match.run_bots()
            state = match.state
            if match.is_over:
                break
            if state.phase == PLAY:
                movable = {move[0] for move in playable(state)}
                blocked = [card for card in state.hands[0] if card not in movable]
                if movable and blocked:
                    return match, blocked[0]
            legal = match.legal_actions()
            match.act(legal[len(legal) // 2])
    raise AssertionError("no turn with a blocked card found")


@pytest.fixture()
def blocked_turn(biber_registry):
    """A match where Ana (seat 0) is to play and holds a card the rules refuse: call it for
    (match, card)."""
    return lambda: _blocked_turn(biber_registry)


SHORT_NAMES = ("Ana", "Otto", "Mila", "Tina", "Hugo", "Benny")
LONG_NAMES = (
    "Annemarie-Luise",
    "Maximilian Otto",
    "Friederike Anna",
    "Bartholomäus",
    "Wilhelmine Rosa",
    "Konstantin Karl",
)
"""Names so long that at large text the players' rows take two lines."""


@pytest.fixture()
def long_names() -> tuple[str, ...]:
    return LONG_NAMES


@pytest.fixture()
def german_at_200(tabletop_shell, biber_registry, tmp_path, monkeypatch):
    """A shell in German at 200 % text; language, text size and contrast put back after."""
    from tabletop_core import i18n
    from tabletop_core.render.theme import set_high_contrast, set_text_scale

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n.language()
    i18n.set_language("de")
    yield tabletop_shell(biber_registry, text_size=200)
    i18n.set_language(before)
    set_text_scale(1.0)
    set_high_contrast(False)


WORDINGS = (("en", "English", ()), ("de", "German", SHORT_NAMES), ("de", "long", LONG_NAMES))
"""The column's words for real: English without names (the column as designed), German with
short names, German with names so long that the rows take two lines."""


@pytest.fixture()
def wordings(window):
    """``each()`` sets each language of :data:`WORDINGS` in turn and yields ``(wording, make)``:
    ``make(table, players, sizes=None, **more)`` lays the Biber table out with that wording's
    names (Ana at seat 0 viewing, bots after her, tagged as their rows show them)."""
    from tabletop_mein_lieber_biber.table.layout import TableLayout
    from tabletop_mein_lieber_biber.table.words import seat_tag

    from tabletop_core import i18n

    before = i18n.language()

    def each():
        for language, wording, names in WORDINGS:
            i18n.set_language(language)

            def make(table, players, sizes=None, *, names=names, **more):
                tagged = tuple(
                    name + seat_tag(seat > 0, seat == 0) for seat, name in enumerate(names)
                )
                hand = names[0] if names else ""
                more.setdefault("viewer", 0)
                return TableLayout(table, players, sizes, tagged[:players], hand, **more)

            yield wording, make

    yield each
    i18n.set_language(before)
