"""A whole game of Mein lieber Biber played through real window events, from the launcher and
the lobby to the end screen: two people and a bot; one person uses only the keyboard, the other
only the mouse (beavers dragged onto their rings, tails turned with the wheel), and the
pass-the-device curtain goes up between them."""

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


def _random_bots(lobby, driver) -> None:
    """New bot seats are normal bots; these walks play against random ones (chosen by keys)."""
    for row in lobby.seat_rows:
        if row.kind.value != "bot":
            continue
        lobby.focus.focus_on(row.level)
        while row.level.value != "random":
            driver.key(key.LEFT)
    driver.draw()


KEYBOARD, MOUSE = 0, 1


def _actions_made(match, before: int, action) -> int:
    """How many actions the table made for ``action``: a play is a lift (which plays the card)
    and then, onto a ring, a set-down; everything else is one."""
    from tabletop_mein_lieber_biber.actions import Play
    from tabletop_mein_lieber_biber.events import BeaverMoved

    if not isinstance(action, Play):
        return 1
    lifted = match.log[before].events
    return 1 if any(isinstance(e, BeaverMoved) and e.ring is None for e in lifted) else 2


def _choose(match, rng):
    """A reasonable decision for the seat to act (any legal one, a play with a random spot)."""
    legal = match.legal_actions()
    return legal[rng.randrange(len(legal))]


def _play_by_keyboard(table, driver, action) -> None:
    from tabletop_mein_lieber_biber.actions import Draw, LayDown, Play, Reward, SkipDraw, TopUp
    from tabletop_mein_lieber_biber.cards import COLOUR_INDEX
    from tabletop_mein_lieber_biber.table.aim import moves_of
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    view = table.scene.seat.view
    hand = view.hands[table.scene.seat.seat]
    if isinstance(action, Play):
        count = len(table.scene.seat.host.match.actions)
        moves = moves_of(view, action.card)
        driver.key(getattr(key, HAND_KEYS[hand.index(action.card)]))
        if len(moves) == 1 and moves[0][2] is None:
            # the card's one move is onto the dam: its letter lifts that beaver, which plays it
            # there and then, with nothing left to steer
            made = [made for _seat, made in table.scene.seat.host.match.actions[count:]]
            assert len(made) == 1 and table.controller.held_card is None
            assert made[0].card == action.card and made[0].beaver == action.beaver
            return
        assert table.controller.held is not None and table.controller.held.card == action.card
        for _ in range(6):
            if table.controller.held.beaver == COLOUR_INDEX[action.beaver]:
                break
            driver.key(key.TAB)
        assert table.controller.held.beaver == COLOUR_INDEX[action.beaver]
        steps = 0
        if table.controller.held.ring is not None:
            steps = round(action.spot / 0.1)
            for _ in range(abs(steps)):
                driver.key(key.UP if steps > 0 else key.DOWN)
            driver.key(key.LEFT)  # the tail turns 10° anticlockwise
            start = table.controller.held.tail
            driver.update(frames=6)
            assert verdict(table.choreography.show) is None
            driver.key(key.ENTER)  # lower ...
            driver.update(1 / 60, frames=54)  # ... for LOWER_SECONDS: it touches the raft
        driver.key(key.ENTER)
        made = [made for _seat, made in table.scene.seat.host.match.actions[count:]]
        assert made[0].card == action.card and made[0].beaver == action.beaver
        if len(made) > 1 and hasattr(made[1], "drop"):
            assert made[1].spot == pytest.approx(max(-1, min(1, steps * 0.1)), abs=1e-6)
            assert made[1].tail == pytest.approx(start, abs=1e-3)
            assert made[1].drop < 0.05  # let go as it touched: gently
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


def _play_by_mouse(table, driver, action) -> None:
    from tabletop_mein_lieber_biber.actions import Draw, LayDown, Play, Reward, SkipDraw, TopUp
    from tabletop_mein_lieber_biber.cards import COLOUR_INDEX
    from tabletop_mein_lieber_biber.raft import spot_xy
    from tabletop_mein_lieber_biber.table.aim import moves_of

    layout = table.scene.layout
    view = table.scene.seat.view
    hand = view.hands[table.scene.seat.seat]
    if isinstance(action, Play):
        index = hand.index(action.card)
        grab = layout.hand.hit(index, len(hand))
        start = (grab.center_x, grab.center_y)
        beaver = COLOUR_INDEX[action.beaver]
        moves = moves_of(view, action.card)
        ring = next(r for _c, b, r in moves if b == beaver)
        count = len(table.scene.seat.host.match.actions)
        driver.hover(*start)
        driver.press(*start)
        if ring is None:
            # onto the dam: where that beaver's place is lit (a joker may light several)
            target = table.controller.dam_point(beaver) if len(moves) > 1 else None
        else:
            u, v = spot_xy(view.raft, beaver, ring, action.spot)
            x, y, _k = table.scene.camera().to_screen(u, v)
            target = (x, y)
        if len(moves) == 1 and ring is None:
            # the card's one move is onto the dam: taking the card lifts that beaver, which
            # plays it there and then, with nothing left to drag
            made = [made for _seat, made in table.scene.seat.host.match.actions[count:]]
            assert len(made) == 1 and table.controller.held_card is None
            assert made[0].card == action.card and made[0].beaver == action.beaver
            driver.release(*start)
            return
        assert table.controller.held_card == action.card and target is not None
        driver.drag_to(start, target)
        assert table.controller.held is not None and table.controller.held.beaver == beaver
        tail = table.controller.held.tail
        if ring is not None:
            driver.scroll(*target, 2)  # two notches: 30° anticlockwise
            assert table.controller.held.tail == pytest.approx((tail + math.radians(30)) % math.tau)
            driver.update(frames=6)
            assert verdict(table.choreography.show) is None
        driver.release(*target)
        made = [made for _seat, made in table.scene.seat.host.match.actions[count:]]
        assert made[0].card == action.card and made[0].beaver == action.beaver
        if ring is not None:
            assert made[1].spot == pytest.approx(action.spot, abs=0.05)
            assert made[1].drop < 0.05  # the pointer rested for some frames before letting go
    elif isinstance(action, LayDown):
        index = hand.index(action.card)
        driver.click_rect(layout.hand.hit(index, len(hand)))
        assert table.controller.chosen == action.card
        driver.click_rect(layout.piles.pile(action.pile))
    elif isinstance(action, Reward):
        name = "stick" if action.choice == "stick" else f"card{action.pile}"
        driver.click_rect(dict(table.scene.buttons)[name])
    elif isinstance(action, (Draw, TopUp)):
        driver.click_rect(layout.piles.pile(action.pile))
    elif isinstance(action, SkipDraw):
        driver.draw()
        driver.click_rect(next(rect for name, rect in table.scene.buttons if name == "skip"))
    else:
        raise AssertionError(f"no click for {action!r}")


def _play(host, driver, curtains: list[int], seen: list) -> None:
    rng = random.Random(2024)
    from tabletop_mein_lieber_biber.cards import HIDDEN

    match = host.match
    table = host.table
    for _ in range(3000):
        if match.is_over:
            return
        if host.overlay == "curtain":
            curtains.append(host.curtain_for)
            driver.draw()
            if host.curtain_for == MOUSE:
                driver.hold_rect(host.focus.controls[0].rect)  # held: a deliberate press
            else:
                driver.hold(key.ENTER)
            assert host.overlay is None
            continue
        if match.is_bot(match.to_act):
            bot_frame(driver, host)
            continue
        driver.draw()
        seat = match.to_act
        other = MOUSE if seat == KEYBOARD else KEYBOARD
        hands = table.scene.seat.view.hands
        seen.append((seat, host.viewer, all(card == HIDDEN for card in hands[other])))
        before = len(match.actions)
        action = _choose(match, rng)
        if seat == KEYBOARD:
            _play_by_keyboard(table, driver, action)
        else:
            _play_by_mouse(table, driver, action)
        assert len(match.actions) == before + _actions_made(match, before, action), host._hint
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_game_keyboard_and_mouse_players_and_a_bot_from_the_launcher(make_shell, driver):
    from tabletop_core.render.host import HostView
    from tabletop_core.render.lobby import LobbyView

    shell = make_shell()
    shell.show_launcher()
    driver.draw()
    driver.key(key.ENTER)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView) and lobby.game_id == "mein_lieber_biber"
    driver.draw()
    while lobby.players.value > 3:
        lobby.players.adjust(-1)
    driver.draw()
    for _ in range(20):
        if lobby.focus.focused is lobby.seat_rows[1].kind:
            break
        driver.key(key.DOWN)
        driver.draw()
    driver.key(key.LEFT)
    driver.draw()
    assert [row.kind.value for row in lobby.seat_rows] == ["human", "human", "bot"]
    _random_bots(lobby, driver)
    for _ in range(30):
        if lobby.focus.focused is lobby.seed:
            break
        driver.key(key.DOWN)
        driver.draw()
    driver.type("5")
    driver.key(key.ENTER)
    host = shell.window.current_view
    assert isinstance(host, HostView), lobby.message
    assert host.match.players == 3 and host.match.seed == 5

    curtains: list[int] = []
    seen: list = []
    _play(host, driver, curtains, seen)
    assert host.overlay == "end"
    # both people played, and the curtain went up between them
    assert {entry[0] for entry in seen} == {KEYBOARD, MOUSE}
    assert set(curtains) == {KEYBOARD, MOUSE}
    # whoever acted saw their own hand and never the other person's
    assert all(viewer == seat and hidden for seat, viewer, hidden in seen)
    driver.hold(key.ESCAPE)  # look at the table after the end screen
    assert host.overlay is None
    image = driver.frame()
    cx, cy = host.table.scene.layout.pond.raft_centre
    assert image.getpixel((int(cx), 720 - int(cy))) != image.getpixel((5, 360))
