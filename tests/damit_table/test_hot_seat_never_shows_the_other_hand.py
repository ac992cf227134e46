"""Two people hot-seat at one screen, with bots between them: at no frame does the table, the
rules overlay, the menu, the debug overlay (F12), the log drawer (open, or closed with the line
shown over the table) or the prompt show one person's hand to the other. Played through real key
events on the shared headless window.

"Visible" is checked on what is drawn: the card sprites the table's scene holds, the view the
table is given (through :class:`tabletop_core.looking.SeatMatch`), the rows of the debug overlay's
State tab, the log lines the panel and the overlay paint and the prompt bar's words.
"""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_frame

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key

PEOPLE = (0, 2)
SEATS = [
    {"name": "Ana", "kind": "human"},
    {"name": "Bot Ben", "kind": "bot", "level": "random"},
    {"name": "Cleo", "kind": "human"},
    {"name": "Bot Dan", "kind": "bot", "level": "random"},
]
MOVES = 70


def _secret_hands(host) -> dict[int, set[int]]:
    """The real hand of every person who is not looking (all of them for a spectator)."""
    state = host.match.state
    return {seat: set(state.hands[seat]) for seat in PEOPLE if seat != host.viewer}


def _check_frame(host, what: str) -> None:
    from tabletop_core.looking import looking_seat

    match, table = host.match, host.table
    looking = host.viewer
    if host.overlay != "curtain":
        assert looking == looking_seat(match, looking), what
    if match.is_bot(match.to_act):
        assert looking is None, f"{what}: a person's eyes stay on the table during bots' turns"
    # the table sees only through the looking seat's eyes
    seen = table.scene.host.seen  # what the parts read
    assert seen is host.seen and table.scene.host.viewer == looking, what
    assert not hasattr(seen, "state"), what
    view = table.scene.view
    for seat, hand in _secret_hands(host).items():
        assert all(card == -1 for card in view.hands[seat]), (what, seat)
        shown = set(table.scene.sprites.cards) & hand
        assert not shown, f"{what}: {match.names[seat]}'s cards {shown} drawn for {looking}"
    # the log panel and the prompt bar
    assert match.log_lines(looking) == seen.log_lines(), what
    if host.overlay != "curtain" and host.log_open:
        _check_log_drawn(host, host.canvas, what + " (log panel)")
    elif host.overlay != "curtain":
        _check_toast(host, what + " (toast)")
    prompt = host.prompt_text()
    if match.to_act is not None and match.to_act != looking:
        assert "thinking" in prompt or host.overlay == "curtain", (what, prompt)


def _check_log_drawn(host, canvas, what: str) -> None:
    """The log lines painted are the looking seat's: its latest line is there, and no line only
    another seat may read."""
    match, looking = host.match, host.viewer
    drawn = {label.text for label in canvas.texts if label.text}
    mine = match.log_lines(looking)
    others = {line for seat in range(match.players) for line in match.log_lines(seat)}
    assert not drawn & (others - set(mine)), what
    if mine:
        assert mine[-1] in drawn, (what, mine[-1])


def _check_toast(host, what: str) -> None:
    """The line shown over the table (while the log drawer is closed) is one of the looking
    seat's own."""
    match, looking = host.match, host.viewer
    mine = set(match.log_lines(looking))
    others = {line for seat in range(match.players) for line in match.log_lines(seat)} - mine
    drawn = {label.text for label in host.toast.canvas.texts if label.text and label.visible}
    assert not drawn & others, what
    if host.toast.showing:
        assert host.toast.text in mine, what


def _check_debug(host, driver, what: str) -> None:
    debug = host.debug
    driver.key(key.F12)
    driver.draw()
    if host.overlay == "curtain":
        assert not debug.visible and "curtain" in debug.notice, what
        return
    assert debug.visible, what
    looking = host.viewer
    debug.show("state")
    debug.expanded |= {"state", "state.hands"} | {f"state.hands.[{s}]" for s in range(4)}
    driver.draw()
    rows = debug.rows()
    for seat in _secret_hands(host):
        cards = [r.text for r in rows if r.path.startswith(f"state.hands.[{seat}].")]
        assert all(text.endswith("-1") for text in cards), (what, seat, cards)
    debug.show("log")
    driver.draw()
    _check_log_drawn(host, debug.canvas, what + " (debug log)")
    debug.show("moves")
    driver.draw()
    to_act = host.match.to_act
    if to_act is not None and to_act != looking:
        assert debug.moves() == [], f"{what}: another seat's moves in the debug overlay"
    driver.key(key.F12)
    driver.draw()
    assert not debug.visible


def _take_or_build(host, driver, rng) -> None:
    from tabletop_damit.actions import Build, Take
    from tabletop_damit.table.paint import HAND_KEYS

    table, match = host.table, host.match
    seat = match.to_act
    legal = table.controller.host.seen.legal_actions()
    builds = [a for a in legal if isinstance(a, Build) and len(a.cards) <= len(HAND_KEYS)]
    if builds and rng.random() < 0.7:
        move = max(builds, key=lambda b: b.cost)
        hand = table.scene.view.hands[seat]
        for card in move.cards:
            driver.key(getattr(key, HAND_KEYS[hand.index(card)]))
        assert set(table.controller.choosing.selected) == set(move.cards)
        driver.draw()
        _check_frame(host, "cards selected")
        driver.key(key.ENTER)
        return
    takes = sorted({a.position for a in legal if isinstance(a, Take)})
    driver.key(getattr(key, f"KEY_{rng.choice(takes) + 1}"))
    if table.controller.choosing.asking is not None:
        driver.draw()
        _check_frame(host, "asked keep or dispose")
        driver.key(key.D if rng.random() < 0.5 else key.K)


@pytest.mark.slow  # a whole game through the window, frame by frame: the slow tier
def test_two_people_and_two_bots_never_see_each_others_hand(damit_shell, driver):
    shell = damit_shell
    shell.settings = shell.settings.model_copy(update={"debug_overlay": True})
    from tabletop_core.replay import SeatSpec

    match = shell.new_match("damit", [SeatSpec.model_validate(s) for s in SEATS], 41, None)
    host = shell.start_match(match)
    assert host.debug is not None
    rng = random.Random(7)
    handovers = bot_frames = people_moves = 0
    for step in range(4000):
        if match.is_over or len(match.actions) >= MOVES:
            break
        driver.draw()
        what = f"frame {step}, action {len(match.actions)}, overlay {host.overlay}"
        _check_frame(host, what)
        if step % 5 == 0:
            _check_debug(host, driver, what)
        if host.overlay == "curtain":
            handovers += 1
            _check_debug(host, driver, what + " (curtain)")
            driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
            assert host.overlay is None
            continue
        if match.is_bot(match.to_act):
            bot_frames += 1
            bot_frame(driver, host)
            continue
        if people_moves % 4 == 1:
            driver.key(key.F1)
            driver.draw()
            assert host.overlay == "rules"
            _check_frame(host, what + " (rules)")
            driver.key(key.F1)
        elif people_moves % 4 == 3:
            driver.key(key.ESCAPE)
            driver.draw()
            assert host.overlay == "menu"
            _check_frame(host, what + " (menu)")
            driver.key(key.ESCAPE)
        if people_moves % 3 == 2:  # the log drawer open for a while, then closed again
            driver.key(key.F2)
        driver.draw()
        assert host.overlay is None
        before = len(match.actions)
        _take_or_build(host, driver, rng)
        assert len(match.actions) == before + 1, host._hint
        people_moves += 1
    else:
        raise AssertionError("the match did not get far enough")
    driver.draw()
    _check_frame(host, "the last frame")
    assert people_moves >= 20 and handovers >= people_moves - 1 and bot_frames >= 20
    assert {seat for seat, _action in match.actions if seat in PEOPLE} == set(PEOPLE)
