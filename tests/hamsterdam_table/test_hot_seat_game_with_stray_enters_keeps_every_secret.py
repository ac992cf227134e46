"""A whole game of Hamsterdam, two people hot-seat beside two bots, played to the end with real
key presses only, and a stray extra Enter wherever the screen changes hands: at every curtain (the
Enter that played the last move, pressed twice), at every screen that turns from one person to the
other without a curtain, and at the end dialog. At no frame does the table, the log drawer (open,
or closed with the line over the table) or the prompt show one person's secret to the other, and no stray Enter acts for anybody.

What is checked at every frame: the seat looking is the one :func:`looking_seat` names (nobody
during bots' turns); the table sees only through that seat's eyes (its view is the game's view for
that seat, the picture was painted for that seat); the log lines drawn are that seat's and none
another seat alone may read; the prompt names whoever acts.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = [pytest.mark.gl, pytest.mark.slow]
arcade = load_arcade()
key = arcade.key

PEOPLE = (0, 2)
SEATS = [
    {"name": "Ana", "kind": "human"},
    {"name": "Bot Ben", "kind": "bot", "level": "random"},
    {"name": "Cleo", "kind": "human"},
    {"name": "Bot Dan", "kind": "bot", "level": "random"},
]


def _press_digit(driver: Any, index: int) -> None:
    driver.key(getattr(key, f"KEY_{index + 1}"))


def _act_by_keys(host: Any, driver: Any, rng: random.Random) -> None:
    """One decision of the person to act: a card by ←/→ and Enter, a hamster by ↑/↓, ←/→ and
    Enter, a lit place by ←/→ and Enter, a button by its number."""
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
    elif ask.drags and (ask.hold_first or not ask.buttons or rng.random() < 0.5):
        for _ in range(rng.randrange(3)):
            driver.key(key.UP)
        for _ in range(rng.randrange(3)):
            driver.key(key.RIGHT)
        driver.key(key.ENTER)
    elif ask.spots and (not ask.buttons or rng.random() < 0.5):
        spots = [item for item in table.controller.cursor.items() if item[0] in ("card", "gap")]
        target = rng.choice(spots)
        for _ in range(30):
            if table.controller.cursor.focused() == target:
                break
            driver.key(key.RIGHT)
        driver.key(key.ENTER)
    elif ask.buttons:
        _press_digit(driver, rng.randrange(len(ask.buttons)))
    else:
        driver.key(key.ENTER)


def _check_frame(host: Any, what: str) -> None:
    from tabletop_core.looking import looking_seat
    from tabletop_core.testing import fingerprint

    match, table = host.match, host.table
    looking = host.viewer
    if host.overlay != "curtain":
        assert looking == looking_seat(match, looking), what
    if match.is_bot(match.to_act):
        assert looking is None, f"{what}: a person's eyes stay on the table during bots' turns"
    assert table.scene.host.seen is host.seen and table.scene.host.viewer == looking, what
    assert not hasattr(table.scene.host.seen, "state"), what
    view = match.game.view(match.state, looking)
    assert fingerprint(table.scene.view) == fingerprint(view), what
    if host.overlay != "curtain":
        scene = table.scene.shown
        assert scene is not None and scene.viewer == looking, what
        _check_log_drawn(host, what)
    prompt = host.prompt_text()
    if match.to_act is not None and match.to_act != looking:
        assert "thinking" in prompt or host.overlay == "curtain", (what, prompt)


def _check_log_drawn(host: Any, what: str) -> None:
    """The log drawer, when open, shows the looking seat's lines up to its latest; closed, the
    line over the table is one of that seat's own. Neither shows a line only another may read."""
    match, looking = host.match, host.viewer
    drawn = {label.text for label in host.canvas.texts if label.text}
    drawn |= {label.text for label in host.toast.canvas.texts if label.text and label.visible}
    mine = set(match.log_lines(looking))
    others = {line for seat in range(match.players) for line in match.log_lines(seat)}
    assert not drawn & (others - mine), what
    lines = match.log_lines(looking)
    if host.log_open and lines and not host.in_order.held:
        assert lines[-1] in drawn, (what, lines[-1])
    if not host.log_open and host.toast.showing:
        assert host.toast.text in mine, what


def test_a_hot_seat_game_with_stray_enters_shows_nobody_the_others_secrets(
    hamsterdam_shell, driver
) -> None:
    from tabletop_core.replay import SeatSpec

    shell = hamsterdam_shell
    match = shell.new_match("hamsterdam", [SeatSpec.model_validate(s) for s in SEATS], 17, None)
    host = shell.start_match(match)
    rng = random.Random(11)
    curtains = open_turns = stray = people_moves = 0
    for step in range(60_000):
        if match.is_over:
            break
        driver.draw()
        what = f"frame {step}, action {len(match.actions)}, overlay {host.overlay}"
        _check_frame(host, what)
        if host.overlay == "curtain":
            curtains += 1
            before = len(match.actions)
            driver.update(0.5)
            driver.draw()
            _check_frame(host, what + " (curtain, later)")
            driver.key(key.ENTER)  # a tap a moment later: the curtain stays
            assert host.overlay == "curtain", what
            driver.hold(key.ENTER)  # the next person's deliberate press
            assert host.overlay is None and len(match.actions) == before, what
            continue
        if match.is_bot(match.to_act):
            driver.update(0.05)
            continue
        person = host.viewer
        if people_moves % 5 == 4:  # the log drawer open for a while, then closed again
            driver.key(key.F2)
        before = len(match.actions)
        _act_by_keys(host, driver, rng)
        assert len(match.actions) == before + 1, (what, host._hint)
        people_moves += 1
        if match.is_over or (match.to_act == person and host.overlay is None):
            continue
        # the screen changes hands: the Enter that played the move, pressed twice
        if host.overlay is None and match.to_act is not None and not match.is_bot(match.to_act):
            open_turns += 1
        before = len(match.actions)
        curtain = host.overlay
        driver.key(key.ENTER)
        stray += 1
        assert len(match.actions) == before, f"{what}: a stray Enter acted for the next person"
        assert host.overlay == curtain, f"{what}: a stray Enter lifted the {curtain}"
        driver.update(0.5)
    else:
        raise AssertionError("the game did not end")
    driver.draw()
    _check_frame(host, "the last frame")
    result = match.result
    assert host.overlay == "end"
    driver.key(key.ENTER)  # stray: the end dialog takes no press in its first moment
    assert host.overlay == "end" and host.match is match and match.result == result
    driver.update(0.5)
    driver.draw()
    assert host.match is match and match.is_over
    assert {seat for seat, _action in match.actions if seat in PEOPLE} == set(PEOPLE)
    assert people_moves >= 100 and curtains >= 10 and open_turns >= 1 and stray >= 20
