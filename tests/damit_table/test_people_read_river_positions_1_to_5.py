"""Everything a person reads counts the river as the table and its keys do, 1 to 5: the rules
behind F1 in every language, and the prompt bar's refusal of a take. The in-game rules keep to
the family's words: card ids and JSON actions are for programs (the game's README)."""

from __future__ import annotations

import re

import pytest

from tabletop_core import i18n
from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _start(shell):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, 4, {"first_player": 0})
    return shell.start_match(match)


def _rules_as_shown(host, driver) -> str:
    """Every line the rules page shows, paged through with the keyboard."""
    driver.key(key.F1)
    assert host.overlay == "rules"
    seen: list[str] = []
    for _ in range(40):
        driver.draw()
        for label in host.overlay_canvas.texts:
            if label.visible and label.text and label.text not in seen:
                seen.append(label.text)
        driver.key(key.PAGEDOWN)
    driver.key(key.ESCAPE)
    return "\n".join(seen)


@pytest.mark.parametrize("language", ["en", "de", pytest.param("fr", marks=pytest.mark.slow)])
def test_the_rules_count_river_positions_from_1_and_keep_program_talk_out(
    damit_shell, driver, language
):
    i18n.set_language(language)
    try:
        host = _start(damit_shell)
        driver.draw()
        text = _rules_as_shown(host, driver)
    finally:
        i18n.set_language("en")
    assert re.search(r"[Pp]osition 5", text), text
    assert not re.search(r"[Pp]osition 0", text), text
    assert '"type"' not in text and "0–65" not in text and "canonical" not in text


def test_the_prompt_bar_names_a_refused_take_by_the_tables_number(damit_shell, driver):
    host = _start(damit_shell)
    host.match.state.cubes[0] = 0
    driver.draw()
    driver.key(key.KEY_3)
    driver.draw()
    assert "taking position 3 needs 2 cubes, you have 0" in host._hint


def test_the_readme_keeps_what_programs_need():
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "plugins" / "damit" / "README.md").read_text()
    assert '{"type": "take", "position": 0-4' in readme
    assert "lowest id of that kind in the hand" in readme
