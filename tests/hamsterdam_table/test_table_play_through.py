"""A whole game of Hamsterdam played through real window events, from the launcher to the end
screen: two people passing the device behind the hot-seat curtain, one on the keyboard alone and
one on the mouse alone (hamsters deployed and moved by drag and drop), and a bot."""

from __future__ import annotations

import random

import pytest
from tabletop_hamsterdam.state import ABILITY, BAIL, KEEP, LIFEGUARDING, LOOKING_OUT, REROLLING

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_frame

pytestmark = pytest.mark.gl

SPECIAL_STAGES = (KEEP, LOOKING_OUT, REROLLING, ABILITY, LIFEGUARDING, BAIL)
"""The special hamsters' choices."""
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


def _choose(match, rng):
    """A varied legal move for the seat to act: skipping only now and then."""
    from tabletop_hamsterdam.actions import Skip

    legal = match.legal_actions()
    acting = [a for a in legal if not isinstance(a, Skip)]
    if acting and (len(acting) == len(legal) or rng.random() < 0.7):
        return rng.choice(acting)
    return rng.choice(legal)


def _press_until(driver, table, symbol, done, limit: int = 40) -> None:
    for _ in range(limit):
        if done():
            return
        driver.key(symbol)
    assert done(), "the keyboard never reached the wanted place"


def _perform(host, driver, action, *, by_mouse: bool) -> None:
    """Make ``action`` happen through the table, the way a person would."""
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
    from tabletop_hamsterdam.table.paint import source_rect, spot_rect
    from tabletop_hamsterdam.table.view import HamsterdamTable

    table: HamsterdamTable = host.table
    table.controller.ensure_synced()
    table.controller.settle()
    ask, layout, scene = table.controller.cursor.ask, table.scene.layout, table.scene.hits
    assert ask is not None and layout is not None
    kind = type(action)
    if kind in (PassCard, PlaceCard):
        index = [a for _card, a in ask.hand].index(action)
        if by_mouse:
            rect = (
                layout.choice_card(index, len(ask.hand))
                if kind is PassCard
                else layout.hand_card(index, len(ask.hand))
            )
            driver.click_rect(rect)
        else:
            _press_until(
                driver,
                table,
                key.RIGHT,
                lambda: table.controller.cursor.focused() == ("hand", index),
            )
            driver.key(key.ENTER)
        return
    if kind is Keep:
        index = [a for _kind, a in ask.specials].index(action)
        if by_mouse:
            driver.click_rect(layout.special_choice(index, len(ask.specials)))
        else:
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
        if by_mouse:
            start = source_rect(layout, table.scene.hits, source)
            card = layout.stack_area(-1, end)
            driver.drag((start.center_x, start.center_y), (card.center_x, card.center_y))
        else:
            _press_until(driver, table, key.UP, lambda: table.controller.cursor.held == source)
            _press_until(driver, table, key.RIGHT, lambda: table.controller.cursor.target == end)
            driver.key(key.ENTER)
        return
    spots = {a: spot for spot, a in ask.spots.items()}
    if kind in (Swap, Lifeguard, Bail, Breach) and action in spots:
        spot = spots[action]
        assert spot[0] in (CARD, GAP)
        if by_mouse:
            driver.click_rect(spot_rect(layout, spot))
        else:
            _press_until(
                driver, table, key.RIGHT, lambda: table.controller.cursor.focused() == spot
            )
            driver.key(key.ENTER)
        return
    index = [offer.action for offer in ask.buttons].index(action)
    if by_mouse:
        driver.click_rect(scene.buttons[index])
    else:
        driver.key(getattr(key, f"KEY_{index + 1}"))


def _play(host, driver, *, mouse_seats: set[int], people: list[int]) -> dict:
    """Play to the end; returns what was seen of the curtain and the drawn views."""
    rng = random.Random(2024)
    from tabletop_hamsterdam.hidden import SECRET_STAGES
    from tabletop_hamsterdam.state import DEPLOY, PASS

    match = host.match
    table = host.table
    seen = {"curtains": [], "acted": set(), "kinds": set(), "secret_ok": 0, "specials": set()}
    previous_person = None
    curtained_for = None
    by_mouse = False
    for step in range(3000):
        if match.is_over:
            return seen
        if host.overlay == "curtain":
            seen["curtains"].append((match.state.stage, host.curtain_for))
            curtained_for = host.curtain_for
            driver.draw()
            if by_mouse:
                driver.hold_rect(host.focus.controls[0].rect)  # held: a deliberate press
            else:
                driver.hold(key.ENTER)
            assert host.overlay is None
            driver.draw()
            continue
        if match.is_bot(match.to_act):
            bot_frame(driver, host)
            continue
        seat = match.to_act
        by_mouse = seat in mouse_seats
        assert host.viewer == seat
        if previous_person is not None and previous_person != seat:
            # two people in a row: the device went round behind the curtain before a secret;
            # a public act (a roll) goes straight on, the table waiting a moment for keys
            curtained = curtained_for == seat
            assert curtained or match.state.stage not in SECRET_STAGES, match.state.stage
            if not curtained:
                driver.update(0.5)
        previous_person = seat
        curtained_for = None
        if (
            table.scene.layout is None
            or step % 9 == 0
            or match.state.stage in (PASS, DEPLOY)
            and step % 3 == 0
        ):
            driver.draw()
            # the table painted exactly what this seat may know, nothing of the other person's
            assert table.scene.shown.view.dams == match.view(seat).dams
            other = [p for p in people if p != seat][0]
            if match.state.stage == DEPLOY and match.state.shown[other] is not None:
                painted = [s.pieces for s in table.scene.shown.view.dams[other].stacks]
                assert painted == [s.pieces for s in match.state.shown[other].stacks]
                seen["secret_ok"] += 1
        action = _choose(match, rng)
        table.controller.ensure_synced()
        if match.state.stage in SPECIAL_STAGES:
            # every special hamster's choice comes with what it does
            assert table.controller.cursor.ask.help or all(
                offer.detail for offer in table.controller.cursor.ask.buttons
            )
            seen["specials"].add(match.state.stage)
        before = len(match.actions)
        _perform(host, driver, action, by_mouse=by_mouse)
        assert len(match.actions) == before + 1, (action, host._hint)
        assert match.actions[-1][1] == action
        seen["acted"].add(seat)
        seen["kinds"].add(type(action).__name__)
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_game_from_the_launcher_two_people_one_by_keyboard_one_by_mouse_and_a_bot(
    hamsterdam_shell, driver
):
    from tabletop_hamsterdam.state import DEPLOY, PASS

    from tabletop_core.render.host import HostView
    from tabletop_core.render.lobby import LobbyView

    shell = hamsterdam_shell
    shell.show_launcher()
    driver.draw()
    driver.key(key.ENTER)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView) and lobby.game_id == "hamsterdam"
    driver.draw()
    for _ in range(20):
        if lobby.focus.focused is lobby.seat_rows[1].kind:
            break
        driver.key(key.DOWN)
        driver.draw()
    driver.key(key.LEFT)
    driver.draw()
    assert lobby.seat_rows[1].kind.value == "human"
    _random_bots(lobby, driver)
    for _ in range(20):
        if lobby.focus.focused is lobby.seed:
            break
        driver.key(key.DOWN)
        driver.draw()
    driver.type("12")
    driver.key(key.ENTER)
    host = shell.window.current_view
    assert isinstance(host, HostView), lobby.message
    kinds = [seat.kind for seat in host.match.seats]
    assert kinds[:2] == ["human", "human"] and "bot" in kinds

    seen = _play(host, driver, mouse_seats={1}, people=[0, 1])
    stages = {stage for stage, _seat in seen["curtains"]}
    assert PASS in stages and DEPLOY in stages
    assert seen["secret_ok"] > 0
    assert seen["acted"] == {0, 1}
    assert {"PassCard", "PlaceCard", "Keep", "Deploy", "Move", "Roll"} <= seen["kinds"]
    assert seen["specials"]
    assert host.match.is_over and host.overlay == "end"
    driver.hold(key.ESCAPE)  # a deliberate press: held until the bar is full
    driver.draw()
    winners = [host.match.names[s] for s in host.match.result.winners]
    assert any(name in host.table.scene.shown.waiting for name in winners)
