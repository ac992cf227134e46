"""Picking cards by their letters lights the pile worth most that the selection reaches; Enter
builds it, ←/→ still picks another reachable pile; a garbage take with no way out is announced
in the prompt bar before the person presses a key."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key

WILLOW, OTHER_WILLOW, ACACIA, MAPLE, OAK = 0, 1, 6, 24, 30


def _start(shell):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, 4, {"first_player": 0})
    match.state.hands[0] = [WILLOW, OTHER_WILLOW, ACACIA, MAPLE, OAK]
    return shell.start_match(match)


def _pick(driver, *letters: str) -> None:
    for letter in letters:
        driver.key(getattr(key, letter))
        driver.draw()


def test_enter_builds_the_dam_worth_most_that_the_selection_reaches(damit_shell, driver):
    host = _start(damit_shell)
    driver.draw()
    _pick(driver, "A", "C", "D")
    assert "worth 4: Enter builds the cost-3 dam" in host.prompt_text()
    _pick(driver, "E")
    assert "worth 7: Enter builds the cost-7 dam" in host.prompt_text()
    driver.key(key.ENTER)
    assert host.match.state.dams[0] == (10,)


def test_the_arrows_still_pick_a_cheaper_pile_the_selection_reaches(damit_shell, driver):
    host = _start(damit_shell)
    driver.draw()
    _pick(driver, "A", "C", "D", "E")
    driver.key(key.LEFT)
    driver.draw()
    assert "worth 7: Enter builds the cost-5 dam" in host.prompt_text()
    driver.key(key.ENTER)
    assert host.match.state.dams[0] == (7,)


def test_a_forced_garbage_take_is_announced_before_the_key(damit_shell, driver):
    from tabletop_damit.cards import FIRST_GARBAGE

    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = damit_shell.new_match("damit", seats, 4, {"first_player": 0})
    state = match.state
    state.cubes[0] = 0
    state.hands[0] = [WILLOW]
    state.river.items[0] = FIRST_GARBAGE
    host = damit_shell.start_match(match)
    driver.draw()
    said = host.prompt_text()
    assert "you must take the garbage at position 1 into your dam (−1 point)" in said, said
    driver.key(key.KEY_1)
    assert len(state.garbage[0]) == 1
