"""The prompt bar draws the keys of Dam It!'s decisions as key caps, the number keys of the
river, Enter to build, the arrows to pick another pile, while the prompt read as text names
them plainly, in the player's language."""

from __future__ import annotations

import pytest

from tabletop_core import i18n
from tabletop_core.render._arcade import load_arcade
from tabletop_core.testing import key_caps_drawn

pytestmark = pytest.mark.gl
key = load_arcade().key

WILLOW, OTHER_WILLOW, ACACIA, MAPLE, OAK = 0, 1, 6, 24, 30


def _start(shell):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, 4, {"first_player": 0})
    match.state.hands[0] = [WILLOW, OTHER_WILLOW, ACACIA, MAPLE, OAK]
    return shell.start_match(match)


def test_taking_from_the_river_shows_the_number_keys_as_caps(damit_shell, driver) -> None:
    host = _start(damit_shell)
    image = driver.frame()
    assert key_caps_drawn(host, image) == ["1", "5"]
    said = host.prompt_text()
    assert "take a river card (1–5 or click)" in said and "[" not in said


def test_building_shows_enter_and_the_arrows_as_caps_in_french(damit_shell, driver) -> None:
    before = i18n.language()
    try:
        i18n.set_language("fr")
        host = _start(damit_shell)
        driver.draw()
        for letter in ("A", "C", "D"):
            driver.key(getattr(key, letter))
            driver.draw()
        image = driver.frame()
        assert key_caps_drawn(host, image) == ["Entrée", "←", "→"]
        said = host.prompt_text()
        assert "valeur 4 : Entrée bâtit le barrage de coût 3 (←/→ autre pile)" in said, said
    finally:
        i18n.set_language(before)
