"""The prompt bar draws the keys of Hamsterdam's decisions as key caps (the arrows and Enter
after the decision's title), while the prompt read as text names them plainly, in the
player's language."""

from __future__ import annotations

import pytest

from tabletop_core import i18n
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import key_caps_drawn

pytestmark = pytest.mark.gl


def _start(shell, driver):
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match("hamsterdam", seats, 4, None))
    if host.overlay == "curtain":
        host.reveal()
    driver.draw()
    return host


def test_passing_a_card_shows_the_arrows_and_enter_as_caps(hamsterdam_shell, driver) -> None:
    host = _start(hamsterdam_shell, driver)
    assert key_caps_drawn(host, driver.frame()) == ["←", "→", "Enter"]
    said = host.prompt_text()
    assert said.endswith("· click it, or ←→ and Enter") and "[" not in said


def test_enter_is_translated_on_its_cap(hamsterdam_shell, driver) -> None:
    before = i18n.language()
    try:
        i18n.set_language("de")
        host = _start(hamsterdam_shell, driver)
        assert key_caps_drawn(host, driver.frame()) == ["←", "→", "Enter"]
        i18n.set_language("fr")
        host.rebuild_now()
        assert key_caps_drawn(host, driver.frame()) == ["←", "→", "Entrée"]
        assert host.prompt_text().endswith("· clique dessus, ou ←→ et Entrée")
    finally:
        i18n.set_language(before)
