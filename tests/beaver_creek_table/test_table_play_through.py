"""Whole games of Beaver Creek played through real window events: from the launcher and lobby
to the end screen with one person on the keyboard, one dragging with the mouse and a bot; and a
solo game by keyboard that ends with the count and the verdict on the table."""

from __future__ import annotations

import time

import pytest
from tabletop_beaver_creek import preview
from tabletop_beaver_creek.pieces import LOG_KINDS
from tabletop_beaver_creek.scoring import verdict

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key
BOT_WAIT_MOST = 300.0
"""Seconds one bot move may take before the test calls it a hang (the bot thinks on a worker
thread); a guard against a hang, not a speed check."""


def _kind_to_place(table) -> tuple[int, str]:
    """A log if one can go, else the first piece that can; with its number key in the tray,
    which keeps one slot per kind all turn (closed slots included)."""
    kinds = table.seat.placeable()
    assert kinds, "the rules end a turn when nothing can be placed"
    logs = [kind for kind in kinds if kind.split("+")[-1] in LOG_KINDS]
    kind = logs[0] if logs else kinds[0]
    return table.seat.tray().index(kind) + 1, kind


def _place_by_keyboard(table, driver) -> None:
    number, kind = _kind_to_place(table)
    driver.key(getattr(key, f"KEY_{number}"))
    assert table.controller.hand.held == kind
    driver.key(key.Q)
    driver.key(key.E)  # turned and back: level again
    spots = preview.suggested_spots(table.seat.view, kind)
    for _ in range(len(spots) + 1):
        driver.draw()
        if table.controller.hand.aim.problem is None:
            break
        driver.key(key.UP)
    else:
        for _ in range(120):  # no offered spot is free: walk the hand along the dam
            driver.key(key.LEFT, key.MOD_SHIFT if _ % 3 else 0)
            driver.draw()
            if table.controller.hand.aim.problem is None:
                break
    driver.key(key.ENTER)


def _place_by_mouse(table, driver) -> None:
    _number, kind = _kind_to_place(table)
    view = table.seat.view
    offered = [(x, float(round(d))) for x, d in preview.suggested_aims(view, kind)]
    candidates = offered + [(float(x), 0.0) for x in range(-150, 151, 6)]
    aim = next(
        a for a in (preview.aim(view, kind, x, d) for x, d in candidates) if a.problem is None
    )
    slot = dict(table.scene.slots)[kind]
    target = table.scene.camera.to_screen(aim.hand_x, aim.y + 30.0)
    start = (slot.center_x, slot.center_y)
    driver.hover(*start)
    driver.press(*start)
    driver.drag_to(start, target)
    for _ in range(int(abs(aim.angle))):  # turned while carried, a degree a key (Q/E)
        driver.key(key.Q if aim.angle > 0 else key.E)
    driver.drag_to(target, target, steps=1)
    driver.release(*target)


def _play(host, driver, keyboard_seat: int | None, mouse_seat: int | None) -> dict[str, int]:
    match, table = host.match, host.table
    seen = {"keyboard": 0, "mouse": 0, "dragged": 0}
    for _ in range(3000):
        if match.is_over:
            return seen
        seat = match.to_act
        deadline = time.monotonic() + BOT_WAIT_MOST
        while match.is_bot(seat) and not match.is_over and time.monotonic() < deadline:
            driver.update()  # the bot thinks on a worker thread: wait for it, not a count
            time.sleep(0.001)
            seat = match.to_act
        if match.is_over or match.is_bot(seat):
            continue
        driver.draw()
        phase = table.seat.view.phase
        before = len(match.actions)
        by_mouse = seat == mouse_seat
        if phase == "roll":
            if by_mouse:
                driver.click_rect(table.scene.layout.dice_area)
            else:
                driver.key(key.R)
        elif phase == "discard":
            if by_mouse:
                driver.click_rect(dict(table.scene.buttons)["keep"])
            else:
                driver.key(key.L if table.seat.view.stocks[seat]["log"] else key.K)
        elif by_mouse:
            _place_by_mouse(table, driver)
            seen["dragged"] += 1
        else:
            _place_by_keyboard(table, driver)
        seen["mouse" if by_mouse else "keyboard"] += 1
        assert len(match.actions) == before + 1, host._hint
        assert table.controller.hand.held is None
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_game_from_the_lobby_keyboard_person_mouse_person_and_a_bot(creek_shell, driver):
    from tabletop_core.render.host import HostView

    shell = creek_shell
    launcher = shell.show_launcher()
    driver.draw()
    driver.click_rect(launcher.tiles[0].rect)
    lobby = shell.window.current_view
    driver.draw()
    assert lobby.game_id == "beaver_creek" and len(lobby.seat_rows) == 3
    kind = lobby.seat_rows[1].kind.rect
    driver.click(kind.left + 5, kind.center_y)
    driver.draw()
    level = lobby.seat_rows[2].level
    for _ in range(len(lobby.levels)):
        if level.value == "random":
            break
        driver.click(level.rect.right - 5, level.rect.center_y)
        driver.draw()
    assert [row.kind.value for row in lobby.seat_rows] == ["human", "human", "bot"]
    lobby.seed.text = "21"
    driver.draw()
    driver.click_rect(lobby.start.rect)
    host = shell.window.current_view
    assert isinstance(host, HostView) and host.match.players == 3
    assert host.overlay is None  # nothing is hidden at the creek: no curtain between people

    seen = _play(host, driver, keyboard_seat=0, mouse_seat=1)
    assert seen["keyboard"] > 3 and seen["dragged"] > 2
    assert host.match.is_over and host.overlay == "end"
    driver.draw()
    driver.hold(key.ESCAPE)  # a deliberate press: held until the bar is full
    assert host.overlay is None
    driver.draw()
    table = host.table
    texts = [label.text for label in table.scene.marks.texts + table.scene.live.words.texts]
    winner = host.match.names[host.match.result.winners[0]]
    assert any(winner in text for text in texts)


@pytest.mark.slow  # a whole solo game walked through the window
def test_a_solo_game_by_keyboard_ends_with_the_count_and_the_verdict(creek_shell, driver):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = creek_shell.registry.get("beaver_creek").game
    host = creek_shell.start_match(Match(game, [SeatSpec.human("Ana")], 4, None, bots={}))
    driver.draw()
    seen = _play(host, driver, keyboard_seat=0, mouse_seat=None)
    assert seen["keyboard"] > 3
    placed = host.match.state.logs_placed
    driver.key(key.ESCAPE)
    driver.draw()
    table = host.table
    texts = [
        label.text
        for label in table.scene.base.texts + table.scene.marks.texts + table.scene.live.words.texts
    ]
    assert any(verdict(placed) in text for text in texts)
    assert any(text.startswith("Solo: ") and str(placed) in text for text in texts)
