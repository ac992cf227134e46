"""Two people at one screen: the device is passed (the curtain) only before a screen with a
secret on it — passing, arranging, specials, deploying, roll abilities, moves — never for a
public act such as rolling. When the screen turns from one person to the other without a curtain
it shows nothing of the new person's that the other may not see, ignores a stray key for a
moment, and the new person's keyboard cursor starts fresh (the last person's hamster in hand and
card are never theirs). Played with real key presses on the headless window."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _press_digit(driver: Any, index: int) -> None:
    driver.key(getattr(key, f"KEY_{index + 1}"))


def act_by_keys(host: Any, driver: Any, rng: random.Random) -> None:
    """One decision of the person to act, with keys: a card by ←/→ and Enter, a hamster by
    ↑/↓, ←/→ and Enter, a button by its number."""
    table = host.table
    table.controller.ensure_synced()
    ask = table.controller.cursor.ask
    assert ask is not None
    if ask.hand:
        for _ in range(rng.randrange(len(ask.hand))):
            driver.key(key.RIGHT)
        driver.key(key.ENTER)
    elif ask.specials:
        _press_digit(driver, rng.randrange(len(ask.specials)))
    elif ask.drags and ask.hold_first:
        if rng.random() < 0.5:
            driver.key(key.UP)
        if rng.random() < 0.5:
            driver.key(key.LEFT)
        driver.key(key.ENTER)
    elif ask.buttons:
        _press_digit(driver, rng.randrange(len(ask.buttons)))
    else:
        driver.key(key.ENTER)


def _fresh(table: Any) -> bool:
    """The cursor is where a new person's starts: no hamster picked by hand, the first one
    held (where one is held at all), on the card nearest the left end."""
    ask = table.controller.cursor.ask
    if ask is None or not ask.drags:
        return table.controller.cursor.held is None
    if not ask.hold_first:
        return table.controller.cursor.held is None and not table.controller.cursor.picked
    return (
        not table.controller.cursor.picked
        and table.controller.cursor.held == ask.sources[0]
        and table.controller.cursor.target == min(ask.drags[ask.sources[0]])
    )


def _secret_lines(match: Any, seat: int) -> set[str]:
    """The log lines of ``seat`` that tell the others what they may never learn."""
    return {
        event.describe(match.names)
        for entry in match.log
        for event in entry.events
        if event.visible_to(seat) and not event.visible_to(None) and not event.told_later
    }


def test_two_people_pass_the_device_only_before_a_secret(hamsterdam_shell, driver) -> None:
    from tabletop_hamsterdam.hidden import SECRET_STAGES
    from tabletop_hamsterdam.state import ROLLING

    from tabletop_core.looking import private_lines_on_screen
    from tabletop_core.replay import SeatSpec
    from tabletop_core.testing import fingerprint

    shell = hamsterdam_shell
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
    match = shell.new_match("hamsterdam", seats, 5, None)
    host = shell.start_match(match)
    rng = random.Random(3)
    curtains: list[int] = []
    secret_lines: list[bool] = []
    """Per curtain, whether the log panel of the person it was for still held a line of theirs
    alone (then the curtain is due even before a public act)."""
    open_switches: list[int] = []
    looking = host.viewer
    for _step in range(600):
        if open_switches.count(ROLLING) >= 3:
            break
        if host.overlay == "curtain":
            curtains.append(match.state.stage)
            secret_lines.append(private_lines_on_screen(match, host.curtain_for))
            driver.update(0.5)
            driver.draw()
            driver.hold(key.ENTER, settle=False)  # a deliberate press: held
            assert host.overlay is None
            driver.draw()
            assert _fresh(host.table), f"a fresh cursor for {host.viewer} after the curtain"
            looking = host.viewer
            continue
        if host.viewer != looking or host.table.scene.layout is None:
            driver.draw()
        if host.viewer != looking:
            # the screen turned to the other person without a curtain: a public screen
            seat, other = host.viewer, looking
            open_switches.append(match.state.stage)
            assert match.state.stage not in SECRET_STAGES
            # what the table draws of the new person's dam is what the other may see of it
            # (the specials they put out of the game are in their view, never drawn)
            seen_by_other = match.game.view(match.state, other).dams[seat]
            drawn = replace(host.table.scene.view.dams[seat], dropped=[])
            assert fingerprint(drawn) == fingerprint(seen_by_other)
            drawn = {label.text for label in host.canvas.texts if label.text}
            assert not drawn & _secret_lines(match, seat), "a secret line on the open screen"
            assert _fresh(host.table), f"a fresh cursor for {seat}"
            before = len(match.actions)
            driver.key(key.ENTER)  # the last person's second press
            assert len(match.actions) == before, "a stray Enter acted for the next person"
            driver.update(0.5)
            looking = seat
        before = len(match.actions)
        act_by_keys(host, driver, rng)
        assert len(match.actions) == before + 1, host._hint
    else:
        raise AssertionError("the rolls never passed openly")
    assert curtains
    for stage, lines in zip(curtains, secret_lines, strict=True):
        assert stage in SECRET_STAGES or lines, (stage, curtains)
    assert len([s for s in curtains if s == ROLLING]) < len(
        [s for s in open_switches if s == ROLLING]
    )
    assert ROLLING in open_switches, "the roll passed from one person to the other openly"
