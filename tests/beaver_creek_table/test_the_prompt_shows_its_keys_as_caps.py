"""The prompt bar draws Beaver Creek's keys as key caps (the piece's number, R to roll), while
the prompt read as text names them plainly."""

from __future__ import annotations

import pytest

from tabletop_core import i18n
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import key_caps_drawn

pytestmark = pytest.mark.gl


def _start(shell, driver):
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    host = shell.start_match(shell.new_match("beaver_creek", seats, 4, None))
    if host.overlay == "curtain":
        host.reveal()
    driver.draw()
    return host


def test_standing_the_first_beaver_shows_key_1_as_a_cap(creek_shell, driver) -> None:
    host = _start(creek_shell, driver)
    assert key_caps_drawn(host, driver.frame()) == ["1"]
    assert host.prompt_text().endswith("drag it from your hand, or press 1")


def test_the_caps_stay_when_the_prompt_is_french(creek_shell, driver) -> None:
    before = i18n.language()
    try:
        i18n.set_language("fr")
        host = _start(creek_shell, driver)
        assert key_caps_drawn(host, driver.frame()) == ["1"]
        assert host.prompt_text().endswith("fais-le glisser depuis ta main, ou appuie sur 1")
    finally:
        i18n.set_language(before)
