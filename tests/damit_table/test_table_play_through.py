"""Whole games of Dam It! played through real window events, from the lobby to the score sheet:
one with the keyboard alone, one with the mouse alone, in different mixes of people and bots."""

from __future__ import annotations

import random

import pytest

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


def _move_for(match, rng):
    """A reasonable move for the seat to act: the dearest build if any, else an affordable take
    (garbage only when nothing else is affordable)."""
    from tabletop_damit.actions import Build, Take
    from tabletop_damit.cards import is_garbage

    legal = match.legal_actions()
    builds = [a for a in legal if isinstance(a, Build)]
    if builds and rng.random() < 0.8:
        return max(builds, key=lambda b: (b.cost, -len(b.cards)))
    state = match.view(match.to_act)
    takes = sorted({a.position for a in legal if isinstance(a, Take)})

    def card(position):
        return state.river.items[position] if position < 4 else state.draw.cards[-1]

    clean = [p for p in takes if not is_garbage(card(p))]
    return Take(rng.choice(clean or takes), False)


def _play(host, driver, *, by_mouse: bool, seen_hands: list | None = None) -> None:
    rng = random.Random(2024)
    from tabletop_damit.actions import Build
    from tabletop_damit.cards import COST_INDEX
    from tabletop_damit.table.paint import HAND_KEYS

    match = host.match
    table = host.table
    for _ in range(2000):
        if match.is_over:
            return
        if host.overlay == "curtain":
            driver.draw()
            if by_mouse:
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
        if seen_hands is not None:
            seen_hands.append(
                (
                    seat,
                    set(table.scene.sprites.cards),
                    [list(h) for h in match.state.hands],
                    host.viewer,
                    len(match.actions),
                )
            )
        hand = match.view(seat).hands[seat]
        before = len(match.actions)
        move = _move_for(match, rng)
        layout = table.scene.layout
        if isinstance(move, Build):
            for card in move.cards:
                index = hand.index(card)
                if by_mouse:
                    driver.click_rect(layout.hand_hit(index, len(hand), False))
                else:
                    driver.key(getattr(key, HAND_KEYS[index]))
            assert set(table.controller.choosing.selected) == set(move.cards)
            driver.draw()
            if by_mouse:
                driver.click_rect(layout.pile_target(COST_INDEX[move.cost]))
            else:
                driver.key(key.ENTER)
        else:
            if by_mouse:
                driver.click_rect(layout.river_slot(move.position))
            else:
                driver.key(getattr(key, f"KEY_{move.position + 1}"))
            if table.controller.choosing.asking is not None:
                driver.draw()
                dispose = rng.random() < 0.5
                if by_mouse:
                    name = "dispose" if dispose else "keep"
                    driver.click_rect(dict(table.scene.buttons)[name])
                else:
                    driver.key(key.D if dispose else key.K)
        assert len(match.actions) == before + 1, host._hint
    raise AssertionError("the game did not end")


def _check_score_sheet(host, driver) -> None:
    """The end dialog is the one score sheet: "look at the table" shows the table alone (no
    second sheet over it), and Esc brings the dialog back."""
    match = host.match
    assert match.is_over and host.overlay == "end"
    driver.draw()
    words = [label.text for label in host.overlay_canvas.texts if label.visible]
    winner = match.names[match.result.winners[0]]
    assert any(winner in text and ("wins" in text or "share" in text) for text in words)
    driver.hold(key.ESCAPE)  # "look at the table"
    assert host.overlay is None
    driver.draw()
    texts = [label.text for label in host.table.scene.marks.texts if label.visible]
    texts += [label.text for label in host.table.scene.base.texts if label.visible]
    assert not any("wins" in text or "share the win" in text for text in texts), texts
    assert not any(text in ("total", "tie-break") for text in texts), texts
    driver.key(key.ESCAPE)
    assert host.overlay == "end"


@pytest.mark.slow
def test_a_whole_game_by_keyboard_from_the_launcher_two_people_and_a_bot(damit_shell, driver):
    from tabletop_core.render.host import HostView
    from tabletop_core.render.lobby import LobbyView

    shell = damit_shell
    shell.show_launcher()
    driver.draw()
    driver.key(key.ENTER)
    lobby = shell.window.current_view
    assert isinstance(lobby, LobbyView) and lobby.game_id == "damit"
    driver.draw()
    assert lobby.players.value == 3
    lobby_levels = lobby.seat_rows[2].level
    # walk the focus to the second seat's kind and make it a person
    for _ in range(20):
        if lobby.focus.focused is lobby.seat_rows[1].kind:
            break
        driver.key(key.DOWN)
        driver.draw()
    driver.key(key.LEFT)
    driver.draw()
    assert lobby.seat_rows[1].kind.value == "human"
    assert lobby_levels.value == "normal"  # a new bot seat's level
    _random_bots(lobby, driver)
    assert lobby_levels.value == "random"
    for _ in range(20):
        if lobby.focus.focused is lobby.seed:
            break
        driver.key(key.DOWN)
        driver.draw()
    driver.type("12")
    driver.key(key.ENTER)
    host = shell.window.current_view
    assert isinstance(host, HostView), (lobby.message, lobby.seed.text)
    assert [seat.kind for seat in host.match.seats] == ["human", "human", "bot"]
    assert host.match.seed == 12

    _play(host, driver, by_mouse=False)
    _check_score_sheet(host, driver)


@pytest.mark.slow
def test_a_whole_game_by_mouse_four_seats_two_people_two_bots(damit_shell, driver):
    from tabletop_core.render.host import HostView

    shell = damit_shell
    launcher = shell.show_launcher()
    driver.draw()
    driver.click_rect(launcher.tiles[0].rect)
    lobby = shell.window.current_view
    driver.draw()
    players = lobby.players.rect
    driver.click(players.right - 5, players.center_y)  # ▶: a fourth seat
    driver.draw()
    assert len(lobby.seat_rows) == 4
    kind = lobby.seat_rows[3].kind.rect
    driver.click(kind.left + 5, kind.center_y)
    driver.draw()
    assert [row.kind.value for row in lobby.seat_rows] == ["human", "bot", "bot", "human"]
    _random_bots(lobby, driver)
    lobby.seed.text = "31"
    driver.draw()
    driver.click_rect(lobby.start.rect)
    host = shell.window.current_view
    assert isinstance(host, HostView) and host.match.players == 4

    seen: list = []
    _play(host, driver, by_mouse=True, seen_hands=seen)
    # hot seat: whenever a person acted, the table held their hand and never the other's
    people = [0, 3]
    for seat, sprites, hands, viewer, n in seen:
        other = people[1 - people.index(seat)]
        assert set(hands[seat]) <= sprites, (seat, viewer, n)
        assert not set(hands[other]) & sprites
    assert {entry[0] for entry in seen} == {0, 3}
    _check_score_sheet(host, driver)
