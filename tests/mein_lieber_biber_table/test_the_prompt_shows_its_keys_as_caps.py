"""The prompt bar draws the keys that steer a beaver in Mein lieber Biber as key caps (the
arrows, Enter), while the prompt read as text names them plainly, in the player's language."""

from __future__ import annotations

import pytest

from tabletop_core import i18n
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import key_caps_drawn

pytestmark = pytest.mark.gl
key = load_arcade().key


def _holding_a_beaver(make_shell, driver):
    shell = make_shell()
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match("mein_lieber_biber", seats, 4, None))
    if host.overlay == "curtain":
        host.reveal()
    driver.draw()
    driver.key(key.A)  # the first card's letter: its beaver comes into the hand
    driver.draw()
    assert host.table.controller.held is not None
    return host


def test_steering_a_beaver_shows_the_arrows_and_enter_as_caps(make_shell, driver) -> None:
    host = _holding_a_beaver(make_shell, driver)
    assert key_caps_drawn(host, driver.frame()) == ["↑", "↓", "←", "→", "Enter", "Enter"]
    said = host.prompt_text()
    assert "↑/↓ in or out · ←/→ or wheel: tail · Enter: lower" in said and "[" not in said


def test_enter_is_translated_on_its_cap(make_shell, driver) -> None:
    before = i18n.language()
    try:
        i18n.set_language("fr")
        host = _holding_a_beaver(make_shell, driver)
        assert key_caps_drawn(host, driver.frame())[-2:] == ["Entrée", "Entrée"]
        assert "Entrée : descendre" in host.prompt_text()
    finally:
        i18n.set_language(before)
