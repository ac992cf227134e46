"""Where the printed rules are silent, a family reads the project's choices as named house rules
in the rules overlay (F1), in English, French and German, each lobby option named there in the
lobby's own words with its default; and the lobby sets them with the keys: the match started is
played by them (a one-round game without the dry-Reservoir end, the spare Twinster left out)."""

from __future__ import annotations

import re

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key

HOUSE_RULES = {
    "en": (
        "House rules",
        [
            "Three rounds.",
            "35 flood tokens.",
            "The dry Reservoir.",
            "The spare Twinster.",
            "The dots.",
            "The special hamsters.",
            "The hamster box.",
            "The flood, card by card.",
        ],
        ["default 3", "on by default"],
    ),
    "fr": (
        "Règles maison",
        [
            "Trois manches.",
            "35 jetons de crue.",
            "Le Réservoir à sec.",
            "Le Jumeau de réserve.",
            "Les points.",
            "Les hamsters spéciaux.",
            "La boîte de hamsters.",
            "La crue, carte par carte.",
        ],
        ["3 par défaut", "oui par défaut"],
    ),
    "de": (
        "Hausregeln",
        [
            "Drei Runden.",
            "35 Flutmarker.",
            "Der leere Stausee.",
            "Der übrige Zwilling.",
            "Die Punkte.",
            "Die Spezialhamster.",
            "Die Hamsterschachtel.",
            "Die Flut, Karte für Karte.",
        ],
        ["voreingestellt 3", "voreingestellt an"],
    ),
}
"""Per language: the heading, the house rules' names (bold, each opening its item) and how the
defaults are stated."""


@pytest.fixture()
def language_reset():
    """Put the language back after a test that switched it."""
    from tabletop_core import i18n

    before = i18n._language
    yield
    i18n._language = before


def _focus(screen, driver, control, limit: int = 60) -> None:
    """Move the screen's focus onto ``control`` with ↓ alone."""
    for _ in range(limit):
        if screen.focus.focused is control:
            return
        driver.key(key.DOWN)
        driver.draw()
    raise AssertionError(f"↓ never reached {control!r}")


def _read_rules(shell, driver):
    """Open a match, press F1 and page through the rules with PgDn: every line's words."""
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match("hamsterdam", seats, 2, None))
    driver.update(2)
    driver.draw()
    driver.key(key.F1)
    driver.draw()
    assert host.overlay == "rules"
    page = host.focus.focused
    shown: dict[int, str] = {}  # by line: Page Down shows the last line again at the top
    while True:
        driver.draw()
        drawn = {
            t.text for t in host.overlay_canvas.texts if t.visible and page.rect.contains(t.x, t.y)
        }
        for index in range(page.first, page.first + page.fitting(page.first)):
            pieces = [piece.text for piece in page.lines[index].pieces]
            assert set(pieces) <= drawn, (index, pieces)
            shown[index] = " ".join(pieces)
        before = page.first
        driver.key(key.PAGEDOWN)
        if page.first == before:
            return page, " ".join(shown[index] for index in sorted(shown))


@pytest.mark.parametrize("language", ["en", pytest.param("fr", marks=pytest.mark.slow), "de"])
def test_f1_names_every_house_rule_and_each_options_default(
    hamsterdam_shell, driver, language, language_reset
) -> None:
    from tabletop_hamsterdam.rules import HamsterdamOptions

    from tabletop_core.i18n import set_language, translate

    set_language(language)
    page, said = _read_rules(hamsterdam_shell, driver)
    said = re.sub(r"\s+", " ", said)
    heading, names, defaults = HOUSE_RULES[language]
    headings = [
        "".join(p.text for p in line.pieces) for line in page.lines if line.kind == "heading"
    ]
    assert heading in headings, headings
    bold_openings = {
        line.pieces[1].text.strip()
        for line in page.lines
        if len(line.pieces) > 1 and line.pieces[0].text == "•" and line.pieces[1].bold
    }
    for name in names:
        assert name in bold_openings, (name, sorted(bold_openings))
        assert name in said, name
    # every lobby option is named in the lobby's words, and its default is stated
    for field in HamsterdamOptions.model_fields.values():
        title = translate("tabletop_hamsterdam", field.title)
        assert title in said, title
    for words in defaults:
        assert words in said, words
    rules_section = said[said.index(heading) :]
    assert rules_section.count(defaults[1]) == 2  # the two toggles, each on by default


def test_the_lobby_sets_the_house_rules_with_the_keys(hamsterdam_shell, driver) -> None:
    from tabletop_hamsterdam.events import TwinsterGiven
    from tabletop_hamsterdam.rules import HamsterdamOptions

    from tabletop_core.render.lobby import LobbyView

    lobby = hamsterdam_shell.show_lobby("hamsterdam")
    assert isinstance(lobby, LobbyView)
    driver.draw()
    controls = {option.name: option.control for option in lobby.options}
    assert set(controls) == set(HamsterdamOptions.model_fields)
    assert controls["rounds"].value == 3
    assert controls["reservoir_ends"].value is True
    assert controls["spare_twinster"].value is True
    _focus(lobby, driver, controls["rounds"])
    driver.key(key.LEFT)
    driver.key(key.LEFT)
    driver.draw()
    for name in ("reservoir_ends", "spare_twinster"):
        _focus(lobby, driver, controls[name])
        driver.key(key.ENTER)
        driver.draw()
    assert controls["rounds"].value == 1
    assert controls["reservoir_ends"].value is False
    assert controls["spare_twinster"].value is False
    _focus(lobby, driver, lobby.start)
    driver.key(key.ENTER)
    host = hamsterdam_shell.window.current_view
    match = host.match
    assert match.options.rounds == 1
    assert match.options.reservoir_ends is False and match.options.spare_twinster is False
    state = match.state
    assert (state.rounds, state.reservoir_ends, state.spare_twinster) == (1, False, False)
    events = [e for entry in match.log for e in entry.events]
    while not state.revealed:  # the set-up played to the reveal: nobody gets the Twinster
        events += match.act(match.legal_actions()[0])
    assert not [e for e in events if isinstance(e, TwinsterGiven)]


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_lobby_options_read_whole_at_200_percent(
    hamsterdam_shell, driver, language, language_reset
) -> None:
    from tabletop_core.i18n import set_language
    from tabletop_core.render.theme import apply_settings

    set_language(language)
    settings = hamsterdam_shell.settings
    before = settings.text_size
    settings.text_size = 200
    apply_settings(settings)
    try:
        lobby = hamsterdam_shell.show_lobby("hamsterdam")
        driver.draw()
        labels = [option.control.label for option in lobby.options]
        cut = [text for text in lobby.canvas.cut if any(label in text for label in labels)]
        assert not cut, cut
        shown = [t.text for t in lobby.canvas.texts if t.visible]
        for label in labels:
            assert any(label in text for text in shown), (label, shown)
    finally:
        settings.text_size = before
        apply_settings(settings)
