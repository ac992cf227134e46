"""A whole game of Beaver Creek with the keyboard alone: the launcher's arrows and Enter, the
lobby's focus ring (two people, one random bot, a fixed seed, Start), the table's keys for every
roll, discard answer and placement (pick, carry, turn, let go), Space over the animations, and
the end screen. A spy on the window checks that not one mouse event was dispatched."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from tabletop_beaver_creek import preview
from tabletop_beaver_creek.pieces import LOG_KINDS
from tabletop_beaver_creek.table.words import PIECE_KEYS

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key

SEED = "21"
MOUSE_EVENTS = (
    "on_mouse_motion",
    "on_mouse_press",
    "on_mouse_release",
    "on_mouse_drag",
    "on_mouse_scroll",
    "on_mouse_enter",
    "on_mouse_leave",
)


@pytest.fixture()
def input_spy(window) -> Iterator[Counter[str]]:
    """Counts every mouse event and key press the window dispatches while the test runs."""
    seen: Counter[str] = Counter()

    def counting(name: str) -> Any:
        def handler(*_args: Any) -> None:
            seen[name] += 1

        return handler

    window.push_handlers(
        on_key_press=counting("on_key_press"),
        **{name: counting(name) for name in MOUSE_EVENTS},
    )
    yield seen
    window.pop_handlers()


def _focus_by_tab(screen, driver, control) -> None:
    for _ in range(len(screen.focus.controls) + 1):
        if screen.focus.focused is control:
            return
        driver.key(key.TAB)
        driver.draw()
    raise AssertionError(f"Tab never reached {control!r}")


def _open_the_creek_from_the_launcher(shell, driver):
    launcher = shell.show_launcher()
    driver.draw()
    ids = [tile.game_id for tile in launcher.tiles]
    wanted = ids.index("beaver_creek")
    for _ in range(len(ids)):
        at = launcher.focus.focus
        if at == wanted:
            break
        driver.key(key.RIGHT if at < wanted else key.LEFT)
        driver.draw()
    assert launcher.focus.focused is launcher.tiles[wanted]
    driver.key(key.ENTER)
    lobby = shell.window.current_view
    driver.draw()
    assert lobby.game_id == "beaver_creek"
    return lobby


def _seat_two_people_and_a_random_bot(lobby, driver) -> None:
    _focus_by_tab(lobby, driver, lobby.players)
    for _ in range(int(lobby.players.high)):
        if int(lobby.players.value) == 3:
            break
        driver.key(key.LEFT if lobby.players.value > 3 else key.RIGHT)
        driver.draw()
    wanted = ["human", "human", "bot"]
    for row, kind in zip(lobby.seat_rows, wanted, strict=True):
        if row.kind.value != kind:
            _focus_by_tab(lobby, driver, row.kind)
            driver.key(key.RIGHT)
            driver.draw()
    bot = lobby.seat_rows[2].level
    _focus_by_tab(lobby, driver, bot)
    for _ in range(len(lobby.levels)):
        if bot.value == "random":
            break
        driver.key(key.RIGHT)
        driver.draw()
    assert [row.kind.value for row in lobby.seat_rows] == wanted
    assert bot.value == "random"
    _focus_by_tab(lobby, driver, lobby.seed)
    for _ in range(lobby.seed.max_length):
        driver.key(key.BACKSPACE)
    driver.type(SEED)
    driver.draw()
    assert lobby.seed.text == SEED


def _pick_by_key(table, driver) -> str:
    """A log if one can go, by its letter; anything else by its number in the tray."""
    kinds = table.seat.placeable()
    assert kinds, "the rules end a turn when nothing can be placed"
    logs = [kind for kind in kinds if kind in LOG_KINDS]
    if logs:
        driver.key(getattr(key, PIECE_KEYS[logs[0]]))
        return logs[0]
    number = table.seat.tray().index(kinds[0]) + 1  # the tray's numbers hold all turn
    driver.key(getattr(key, f"KEY_{number}"))
    return kinds[0]


def _place_by_keyboard(table, driver) -> None:
    kind = _pick_by_key(table, driver)
    assert table.controller.hand.held == kind
    driver.key(key.Q)
    driver.key(key.E)  # turned and back: level again
    driver.key(key.RIGHT)
    driver.key(key.LEFT)  # a step along the dam and back
    spots = preview.suggested_spots(table.seat.view, kind)
    for _ in range(len(spots) + 1):
        driver.draw()
        if table.controller.hand.aim.problem is None:
            break
        driver.key(key.DOWN)
    else:
        for step in range(120):  # no offered spot is free: walk the hand along the dam
            driver.key(key.LEFT, key.MOD_SHIFT if step % 3 else 0)
            driver.draw()
            if table.controller.hand.aim.problem is None:
                break
    driver.key(key.ENTER)


def _skip_the_animation(table, driver) -> bool:
    if not table.choreography.busy:
        return False
    driver.key(key.SPACE)
    assert not table.choreography.busy
    return True


def _play_by_keyboard(host, driver) -> Counter[str]:
    match, table = host.match, host.table
    done: Counter[str] = Counter()
    for _ in range(3000):
        if match.is_over:
            return done
        if _skip_the_animation(table, driver):
            done["skipped"] += 1
        seat = match.to_act
        if match.is_bot(seat):
            driver.update()  # the bot thinks on a worker thread: give it time, not just a count
            time.sleep(0.001)
            continue
        driver.draw()
        phase = table.seat.view.phase
        before = len(match.actions)
        if phase == "roll":
            driver.key(key.R)
        elif phase == "discard":
            driver.key(key.L if table.seat.view.stocks[seat]["log"] else key.K)
        else:
            _place_by_keyboard(table, driver)
        done[phase] += 1
        done[f"seat {seat}"] += 1
        assert len(match.actions) == before + 1, host._hint
        assert table.controller.hand.held is None
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_game_from_the_launcher_to_the_end_screen_by_keyboard_alone(
    creek_shell, driver, input_spy
):
    from tabletop_core.render.host import HostView

    shell = creek_shell
    shell.settings.reduced_motion = False  # let the table animate, so Space has work to do
    lobby = _open_the_creek_from_the_launcher(shell, driver)
    _seat_two_people_and_a_random_bot(lobby, driver)
    _focus_by_tab(lobby, driver, lobby.start)
    driver.key(key.ENTER)

    host = shell.window.current_view
    assert isinstance(host, HostView)
    match = host.match
    assert match.players == 3
    assert [match.is_bot(seat) for seat in range(3)] == [False, False, True]
    assert host.overlay is None
    driver.draw()

    done = _play_by_keyboard(host, driver)
    assert match.is_over and match.result is not None and match.result.winners
    _skip_the_animation(host.table, driver)  # the end dialog waits for the last animation
    driver.update()
    assert done["seat 0"] > 3 and done["seat 1"] > 3
    assert done["roll"] > 0 and done["place"] + done["setup"] > 3
    assert host.overlay == "end"
    driver.draw()
    driver.hold(key.ESCAPE)  # a deliberate press: held until the bar is full
    assert host.overlay is None
    driver.draw()
    texts = [
        label.text for label in host.table.scene.marks.texts + host.table.scene.live.words.texts
    ]
    winner = match.names[match.result.winners[0]]
    assert any(winner in text for text in texts)

    assert input_spy["on_key_press"] > sum(done[f"seat {seat}"] for seat in (0, 1))
    assert not any(input_spy[name] for name in MOUSE_EVENTS), dict(input_spy)
