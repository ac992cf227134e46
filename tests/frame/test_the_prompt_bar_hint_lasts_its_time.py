"""The prompt bar's hint: one said for some seconds goes when they are spent (counted in frame
time, as the window runs); one said without stays until the next action; both show in the bar
under the prompt."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render._arcade import load_arcade

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots, words_in  # noqa: E402

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_a_timed_hint_goes_after_its_seconds(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0))
    host.say("Watch the river rise.", seconds=1.0)
    driver.draw()
    prompt = host.layout().prompt
    assert "Watch the river rise." in words_in(host, prompt)
    driver.update(1 / 10, frames=8)
    assert host.prompt_bar.hint == "Watch the river rise."
    driver.update(1 / 10, frames=3)
    driver.draw()
    assert host.prompt_bar.hint == "" and "Watch the river rise." not in words_in(host, prompt)


def test_a_hint_without_seconds_stays_until_the_next_action(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0))
    host.say("Pick a card.")
    driver.update(1.0, frames=5)
    assert host._hint == "Pick a card."
    driver.key(key.KEY_1)  # Ana takes the free river card
    assert len(host.match.actions) == 1 and host._hint == ""


def test_the_prompt_names_the_seat_to_act_and_its_moves(make_shell, driver):
    host = with_bots(make_shell(bot_pacing=10.0))
    driver.draw()
    text = host.prompt_bar.prompt_text()
    assert text.startswith("Ana:") and text == host.prompt_text()
    driver.key(key.ESCAPE)  # the menu: the prompt says what it is for and the way back
    assert host.prompt_text() == "The game is paused: Esc goes back to it."
