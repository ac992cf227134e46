"""A whole game of Hamsterdam from the launcher to the end screen with the keyboard alone: the
launcher and the lobby by arrows and Enter, the hot-seat curtain by Enter, and both people make
every decision at the table with ←/→, ↑/↓, Enter and the number keys, beside a random bot."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_frame

pytestmark = pytest.mark.gl

arcade = load_arcade()
key = arcade.key
KEY_EVENTS = ("on_key_press", "on_key_release", "on_text")
"""What a keyboard sends: presses, releases and typed text."""


class EventLog:
    """Every event sent to the window, and for each action a person sent, what triggered it."""

    def __init__(self, window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.events: list[str] = []
        self.sent_after: list[tuple[int, str]] = []
        """(seat, name of the last window event before the host was asked to play it)."""
        queue = window.dispatch_event

        def recording(name: str, *args: Any) -> Any:
            self.events.append(name)
            return queue(name, *args)

        monkeypatch.setattr(window, "dispatch_event", recording)

    def watch(self, host: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        send = host.send

        def recording(action: Any) -> Any:
            self.sent_after.append((host.match.to_act, self.events[-1] if self.events else ""))
            return send(action)

        monkeypatch.setattr(host, "send", recording)


def _choose(match: Any, rng: random.Random) -> Any:
    """A varied legal move for the seat to act: skipping only now and then."""
    from tabletop_hamsterdam.actions import Skip

    legal = match.legal_actions()
    acting = [a for a in legal if not isinstance(a, Skip)]
    if acting and (len(acting) == len(legal) or rng.random() < 0.7):
        return rng.choice(acting)
    return rng.choice(legal)


def _press_until(driver: Any, symbol: int, done: Any, limit: int = 40) -> None:
    for _ in range(limit):
        if done():
            return
        driver.key(symbol)
    assert done(), "the keyboard never reached the wanted place"


def _perform_by_keys(host: Any, driver: Any, action: Any) -> None:
    """Make ``action`` happen at the table with keys only, the way a person would."""
    from tabletop_hamsterdam.actions import (
        Bail,
        Breach,
        Deploy,
        Keep,
        Lifeguard,
        Move,
        PassCard,
        PlaceCard,
        ScoutMove,
        Swap,
    )
    from tabletop_hamsterdam.pieces import PIECE_OF, SCOUT
    from tabletop_hamsterdam.table.choices import CARD, GAP, STACK, TRAY

    table = host.table
    table.controller.ensure_synced()
    ask = table.controller.cursor.ask
    assert ask is not None
    kind = type(action)
    if kind in (PassCard, PlaceCard):
        index = [a for _card, a in ask.hand].index(action)
        _press_until(
            driver, key.RIGHT, lambda: table.controller.cursor.focused() == ("hand", index)
        )
        driver.key(key.ENTER)
        return
    if kind is Keep:
        index = [a for _kind, a in ask.specials].index(action)
        driver.key(getattr(key, f"KEY_{index + 1}"))
        return
    if kind in (Deploy, Move, ScoutMove):
        if kind is Deploy:
            source = (TRAY, PIECE_OF[action.hamster])
        elif kind is Move:
            source = (STACK, action.from_position, PIECE_OF[action.hamster])
        else:
            source = (STACK, action.from_position, SCOUT)
        end = action.position if kind is Deploy else action.to_position
        assert ask.drags[source][end] == action
        _press_until(driver, key.UP, lambda: table.controller.cursor.held == source)
        _press_until(driver, key.RIGHT, lambda: table.controller.cursor.target == end)
        driver.key(key.ENTER)
        return
    spots = {a: spot for spot, a in ask.spots.items()}
    if kind in (Swap, Lifeguard, Bail, Breach) and action in spots:
        spot = spots[action]
        assert spot[0] in (CARD, GAP)
        _press_until(driver, key.RIGHT, lambda: table.controller.cursor.focused() == spot)
        driver.key(key.ENTER)
        return
    index = [offer.action for offer in ask.buttons].index(action)
    driver.key(getattr(key, f"KEY_{index + 1}"))


def _play(host: Any, driver: Any) -> dict[str, Any]:
    """Play to the end by keys; returns the curtains passed and what the people did."""
    rng = random.Random(2025)
    match = host.match
    seen: dict[str, Any] = {"curtains": 0, "acted": set(), "kinds": set(), "human_actions": 0}
    person = None
    for step in range(3000):
        if match.is_over:
            return seen
        if host.overlay == "curtain":
            seen["curtains"] += 1
            driver.draw()
            driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
            assert host.overlay is None
            person = host.viewer
            continue
        if match.is_bot(match.to_act):
            bot_frame(driver, host)
            continue
        seat = match.to_act
        assert host.viewer == seat
        if person is not None and person != seat:
            driver.update(0.5)  # the screen turned to the other person openly: they take a moment
        person = seat
        if host.table.scene.layout is None or step % 15 == 0:
            driver.draw()
        action = _choose(match, rng)
        before = len(match.actions)
        _perform_by_keys(host, driver, action)
        assert len(match.actions) == before + 1, (action, host._hint)
        assert match.actions[-1][1] == action
        seen["human_actions"] += 1
        seen["acted"].add(seat)
        seen["kinds"].add(type(action).__name__)
    raise AssertionError("the game did not end")


def _lobby_by_keys(lobby: Any, driver: Any, focus_on: Any) -> None:
    for _ in range(30):
        if lobby.focus.focused is focus_on:
            return
        driver.key(key.DOWN)
        driver.draw()
    assert lobby.focus.focused is focus_on, "the arrows never reached the lobby control"


@pytest.mark.slow
def test_a_whole_game_from_the_launcher_to_the_end_with_the_keyboard_alone(
    hamsterdam_shell, driver, monkeypatch
):
    from tabletop_core.render.host import HostView
    from tabletop_core.render.launcher import LauncherView
    from tabletop_core.render.lobby import LobbyView

    shell = hamsterdam_shell
    log = EventLog(shell.window, monkeypatch)
    shell.show_launcher()
    launcher = shell.window.current_view
    assert isinstance(launcher, LauncherView)
    driver.draw()
    driver.key(key.RIGHT)
    driver.key(key.LEFT)
    assert launcher.focus.focused.game_id == "hamsterdam"
    driver.key(key.ENTER)

    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView) and lobby.game_id == "hamsterdam"
    driver.draw()
    assert lobby.players.value == 3
    _lobby_by_keys(lobby, driver, lobby.seat_rows[1].kind)
    driver.key(key.LEFT)
    driver.draw()
    assert [row.kind.value for row in lobby.seat_rows] == ["human", "human", "bot"]
    assert lobby.seat_rows[2].level.value == "normal"  # a new bot seat's level
    _lobby_by_keys(lobby, driver, lobby.seat_rows[2].level)
    while lobby.seat_rows[2].level.value != "random":
        driver.key(key.LEFT)
    _lobby_by_keys(lobby, driver, lobby.seed)
    driver.type("12")
    _lobby_by_keys(lobby, driver, lobby.start)
    driver.key(key.ENTER)

    host = shell.window.current_view
    assert isinstance(host, HostView), lobby.message
    assert host.match.seed == 12
    assert [seat.kind for seat in host.match.seats] == ["human", "human", "bot"]
    log.watch(host, monkeypatch)

    seen = _play(host, driver)

    assert host.match.is_over and host.match.result is not None
    assert host.match.result.winners
    assert host.overlay == "end"
    driver.draw()
    assert seen["acted"] == {0, 1}
    assert seen["curtains"] > 0
    assert {"PassCard", "PlaceCard", "Deploy", "Move", "Roll"} <= seen["kinds"]
    human_actions = [a for seat, a in host.match.actions if not host.match.is_bot(seat)]
    assert len(human_actions) == seen["human_actions"] == len(log.sent_after)
    assert all(seat in (0, 1) and event in KEY_EVENTS for seat, event in log.sent_after)
    assert not [name for name in log.events if name.startswith("on_mouse")]
    assert set(log.events) <= {*KEY_EVENTS, "on_update", "on_resize"}
