"""A whole game of Mein lieber Biber played with the keyboard alone, from the launcher to the end
screen: the lobby set up with arrows and Enter (two people, one random bot, one round), the
curtain raised with Enter, and every decision of both people made with the table's keys (a
card's letter, ↑/↓ in or out, ←/→ or Q/E for the tail, Tab for a joker's beaver, Enter to put it
down, S for a stick, 1/2 for a card or pile). No mouse event is ever sent."""

from __future__ import annotations

import math
import random

import pytest
from tabletop_mein_lieber_biber.table.captions import verdict

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_frame

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key

SEED = 7
QUARTER_TURN = math.pi / 4
"""What Shift with ←/→ or Q/E turns the tail by (the table's coarse turn)."""


def _actions_made(match, before: int, action) -> int:
    """How many actions the table made for ``action``: a play is a lift (which plays the card)
    and then, onto a ring, a set-down; everything else is one."""
    from tabletop_mein_lieber_biber.actions import Play
    from tabletop_mein_lieber_biber.events import BeaverMoved

    if not isinstance(action, Play):
        return 1
    lifted = match.log[before].events
    return 1 if any(isinstance(e, BeaverMoved) and e.ring is None for e in lifted) else 2


def _focus(screen, driver, control, limit: int = 40) -> None:
    """Move the screen's focus onto ``control`` with ↓ alone."""
    for _ in range(limit):
        if screen.focus.focused is control:
            return
        driver.key(key.DOWN)
        driver.draw()
    raise AssertionError(f"↓ never reached {control!r}")


def _set_up_lobby(lobby, driver) -> None:
    """Three seats: two people and a random bot; one round; a fixed seed."""
    _focus(lobby, driver, lobby.players)
    for _ in range(10):
        if lobby.players.value == 3:
            break
        driver.key(key.LEFT if lobby.players.value > 3 else key.RIGHT)
        driver.draw()
    assert lobby.players.value == 3
    wanted = ["human", "human", "bot"]
    for row, kind in zip(lobby.seat_rows, wanted, strict=True):
        if row.kind.value != kind:
            _focus(lobby, driver, row.kind)
            driver.key(key.RIGHT)
            driver.draw()
    bot = lobby.seat_rows[2]
    _focus(lobby, driver, bot.level)
    for _ in range(len(bot.level.choices)):
        if bot.level.value == "random":
            break
        driver.key(key.RIGHT)
        driver.draw()
    assert [row.kind.value for row in lobby.seat_rows] == wanted
    assert bot.level.value == "random"
    _focus(lobby, driver, lobby.seed)
    while lobby.seed.text:
        driver.key(key.BACKSPACE)
    driver.type(str(SEED))
    rounds = next(option.control for option in lobby.options if option.name == "rounds")
    _focus(lobby, driver, rounds)
    for _ in range(5):
        driver.key(key.LEFT)
        driver.draw()
    assert rounds.value == 1
    _focus(lobby, driver, lobby.start)


def _steer_tail(driver, rng: random.Random, start: float, target: float) -> None:
    """Turn the tail from ``start`` to ``target`` in coarse steps, with ←/→ or Q/E."""
    quarters = round(((target - start) % math.tau) / QUARTER_TURN) % 8
    anticlockwise, clockwise = (key.LEFT, key.RIGHT) if rng.random() < 0.5 else (key.Q, key.E)
    symbol, presses = (anticlockwise, quarters) if quarters <= 4 else (clockwise, 8 - quarters)
    for _ in range(presses):
        driver.key(symbol, key.MOD_SHIFT)


def _steer_spot(driver, rng: random.Random, spot: float) -> None:
    """Move the beaver in (↑) or out (↓) from the middle of its ring: fine or coarse steps."""
    coarse = rng.random() < 0.5
    presses = round(abs(spot) / (0.5 if coarse else 0.1))
    for _ in range(presses):
        driver.key(key.UP if spot > 0 else key.DOWN, key.MOD_SHIFT if coarse else 0)


def _play(table, driver, action, rng: random.Random) -> None:
    """Make ``action`` with keys only, checking what the table holds on the way."""
    from tabletop_mein_lieber_biber.actions import Draw, LayDown, Play, Reward, SkipDraw, TopUp
    from tabletop_mein_lieber_biber.cards import COLOUR_INDEX
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    hand = table.scene.seat.view.hands[table.scene.seat.seat]
    if isinstance(action, Play):
        count = len(table.scene.seat.host.match.actions)
        driver.key(getattr(key, HAND_KEYS[hand.index(action.card)]))
        assert table.controller.held is not None and table.controller.held.card == action.card
        beaver = COLOUR_INDEX[action.beaver]
        for _ in range(6):
            if table.controller.held.beaver == beaver:
                break
            driver.key(key.TAB)
        assert table.controller.held.beaver == beaver
        if table.controller.held.ring is not None:
            _steer_spot(driver, rng, action.spot)
            _steer_tail(driver, rng, table.controller.held.tail, action.tail)
            assert table.controller.held.spot == pytest.approx(action.spot, abs=1e-6)
            assert math.cos(table.controller.held.tail - action.tail) == pytest.approx(
                1.0, abs=1e-6
            )
            driver.update(frames=6)
            assert verdict(table.choreography.show) is None  # nobody is told what the raft will do
            driver.key(key.ENTER)  # the hand lowers the beaver ...
            driver.update(1 / 60, frames=rng.randrange(0, 90))
        driver.key(key.ENTER)  # ... and lets go
        made = [made for _seat, made in table.scene.seat.host.match.actions[count:]]
        assert (made[0].card, made[0].beaver) == (action.card, action.beaver)  # lifted: played
        if table.scene.seat.host.match.actions and len(made) > 1 and hasattr(made[1], "drop"):
            placed = made[1]
            assert placed.spot == pytest.approx(action.spot, abs=1e-3)
            assert math.cos(placed.tail - action.tail) == pytest.approx(1.0, abs=1e-6)
            assert 0.0 <= placed.drop <= 1.0
    elif isinstance(action, LayDown):
        driver.key(getattr(key, HAND_KEYS[hand.index(action.card)]))
        assert table.controller.chosen == action.card
        driver.key(key.KEY_1 if action.pile == 0 else key.KEY_2)
    elif isinstance(action, Reward):
        if action.choice == "stick":
            driver.key(key.S)
        else:
            driver.key(key.KEY_1 if action.pile == 0 else key.KEY_2)
    elif isinstance(action, (Draw, TopUp)):
        driver.key(key.KEY_1 if action.pile == 0 else key.KEY_2)
    elif isinstance(action, SkipDraw):
        driver.key(key.N)  # the draw after moving is a right, not a duty
    else:
        raise AssertionError(f"no key for {action!r}")
    assert table.scene.seat.host.match.actions[-1][1] == action or isinstance(action, Play)


def _play_the_game(host, driver) -> tuple[list[int], list[int]]:
    """Both people play until the end; returns the seats that acted and the curtains raised."""
    rng = random.Random(SEED)
    match, table = host.match, host.table
    acted: list[int] = []
    curtains: list[int] = []
    for _ in range(2000):
        if match.is_over:
            return acted, curtains
        if host.overlay == "curtain":
            curtains.append(host.curtain_for)
            driver.draw()
            driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
            assert host.overlay is None
            continue
        if match.is_bot(match.to_act):
            bot_frame(driver, host)
            continue
        driver.draw()
        seat = match.to_act
        assert host.viewer == seat
        before = len(match.actions)
        legal = match.legal_actions()
        action = legal[rng.randrange(len(legal))]
        _play(table, driver, action, rng)
        made = _actions_made(match, before, action)
        assert len(match.actions) == before + made, host._hint
        acted += [seat] * made
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_game_with_the_keyboard_alone(make_shell, driver, window, monkeypatch):
    from tabletop_core.render.host import HostView
    from tabletop_core.render.lobby import LobbyView

    sent: list[str] = []
    dispatch = window.dispatch_event

    def record(name, *args):
        sent.append(name)
        return dispatch(name, *args)

    monkeypatch.setattr(window, "dispatch_event", record)

    shell = make_shell()
    shell.show_launcher()
    launcher = shell.window.current_view
    driver.draw()
    biber = next(tile for tile in launcher.tiles if tile.game_id == "mein_lieber_biber")
    for _ in range(len(launcher.tiles)):
        if launcher.focus.focused is biber:
            break
        driver.key(key.RIGHT)
        driver.draw()
    assert launcher.focus.focused is biber
    driver.key(key.ENTER)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView) and lobby.game_id == "mein_lieber_biber"
    driver.draw()
    _set_up_lobby(lobby, driver)
    driver.key(key.ENTER)
    host = shell.window.current_view
    assert isinstance(host, HostView), lobby.message
    match = host.match
    assert match.players == 3 and match.seed == SEED
    assert [seat.kind for seat in match.seats] == ["human", "human", "bot"]

    acted, curtains = _play_the_game(host, driver)

    assert host.overlay == "end"
    assert match.result is not None
    assert match.state.rounds == 1
    assert set(acted) == {0, 1} and set(curtains) == {0, 1}
    humans = [seat for seat, _action in match.actions if not match.is_bot(seat)]
    assert len(humans) == len(acted)
    assert sent and not [name for name in sent if name.startswith("on_mouse")]
    assert "on_key_press" in sent
    driver.hold(key.ESCAPE)  # the end screen closes with a key too
    assert host.overlay is None
