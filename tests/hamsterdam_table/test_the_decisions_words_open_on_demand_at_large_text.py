"""At 200 % German text with four players the decision panel gives its words way before any
dam gives up its cards' size: it keeps its title (its short one when the whole does not fit)
and its buttons, and the whole question with its why opens over the dams on demand — with the W key, or a click on the "Warum?" button
— whole and readable, and closes the same way (or with a click on the words). Real key and
mouse events on the headless window; the buttons still play."""

from __future__ import annotations

import random

import pytest

from tabletop_core import i18n
from tabletop_core.render.legibility import canvases_of, reading_problems, visible_labels

pytestmark = pytest.mark.gl
SEED = 11


@pytest.fixture()
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def _texts(table) -> list[str]:
    return [label.text for label in visible_labels(canvases_of(table))]


def _ready(driver) -> None:
    driver.update(0.1, frames=6)  # past the moment a new decision ignores input
    driver.draw()


@pytest.fixture()
def four_at_a_move(window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, german):
    """A four-player match at 200 % German text, on Ana's move of a hamster (a long title with
    a short one, and a why): the host."""
    from tabletop_hamsterdam.table.choices import ask_for

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec
    from tabletop_core.settings import Settings

    if (window.width, window.height) != (1280, 720):
        window.set_size(1280, 720)
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    settings = Settings(bot_pacing=0.0, reduced_motion=True, text_size=200, language="de")
    shell = tabletop_shell(hamsterdam_registry, settings)
    game = hamsterdam_registry.get("hamsterdam").game
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in ("Otto", "Benny", "Tina")]
    bots = {k: hamsterdam_registry.make_bot("hamsterdam", "random") for k in (1, 2, 3)}
    match = Match(game, seats, SEED, None, bots=bots, autosave=False)
    rng = random.Random(SEED)
    for _ in range(400):  # every seat plays a seeded random move until Ana may move a hamster
        if match.to_act == 0:
            ask = ask_for(match.view(0), 0, match.legal_actions(), match.names)
            if ask.drags and ask.buttons and ask.help and ask.brief:
                break
        match.act(rng.choice(match.legal_actions()))
    else:
        pytest.fail("no decision to move a hamster came")
    return shell.start_match(match)


def test_the_decisions_words_open_and_close_with_the_key_and_the_mouse(
    four_at_a_move, driver
) -> None:
    import arcade

    host = four_at_a_move
    match, table = host.match, host.table
    driver.draw()
    _ready(driver)
    layout = table.scene.layout
    assert layout.wide_panel
    title, why = layout.panel_words()
    assert title in ("whole", "brief") and not why, "a title kept, the why on demand"
    ask = table.controller.cursor.ask
    texts = _texts(table)
    assert ask.help not in texts
    if title == "brief":  # the whole question does not fit the panel: its short form does
        assert ask.brief in texts and ask.title not in texts
    else:
        assert ask.title in texts
    assert "Warum?" in texts
    _bar, table_rect, _log, _prompt = host.layout()

    def words_open() -> bool:
        texts = _texts(table)
        return ask.title in texts and ask.help in texts

    driver.key(arcade.key.W)
    driver.draw()
    assert words_open()
    assert reading_problems(canvases_of(table), table_rect) == []
    words = [label for label in visible_labels(canvases_of(table)) if label.text == ask.help]
    assert words[0].y > layout.panel.top, "the words open over the dams, not in the panel"
    driver.key(arcade.key.W)
    driver.draw()
    assert not words_open()

    driver.click_rect(layout.more_button())
    driver.draw()
    assert words_open()
    driver.click(words[0].x, words[0].y)  # a click on the words closes them
    driver.draw()
    assert not words_open()
    driver.click_rect(layout.more_button())
    driver.draw()
    driver.click_rect(layout.more_button())
    driver.draw()
    assert not words_open()

    # the decision's buttons still play: its first button, by its number
    played, offered = len(match.actions), ask.buttons[0].action
    driver.key(arcade.key.KEY_1)
    driver.update(0.05)
    assert match.actions[played] == (0, offered)


def test_what_the_pointer_rests_on_opens_whole_over_the_dams(four_at_a_move, driver) -> None:
    """The panel has no room for the words about a town under the pointer: they open whole
    over the dams while the pointer rests there, and go when it moves on."""
    from tabletop_hamsterdam.table.paint import town_words

    host = four_at_a_move
    table = host.table
    driver.draw()
    _ready(driver)
    layout = table.scene.layout
    _bar, table_rect, _log, _prompt = host.layout()
    town = layout.town(-1)
    driver.hover(town.center_x, town.center_y)
    driver.draw()
    assert table.controller.cursor.hover_town == 0
    words = town_words(table.scene.shown, 0)[0]
    labels = [label for label in visible_labels(canvases_of(table)) if label.text == words]
    assert labels, "the town's words are shown whole"
    assert labels[0].y > layout.main_row.top, "over the other dams, not on the hovered town"
    assert reading_problems(canvases_of(table), table_rect) == []
    driver.hover(table_rect.left + 3, table_rect.bottom + 3)
    driver.draw()
    assert table.controller.cursor.hover_town is None and words not in _texts(table)
