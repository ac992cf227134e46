"""The prompt names the number keys of the pieces the tray shows, and the big steps."""

from __future__ import annotations

from tabletop_beaver_creek.actions import Roll

from tabletop_core.keys import plain
from tabletop_core.match import Match
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec

key = load_arcade().key


def _placing(creek_shell, driver, seed: int = 4):
    game = creek_shell.registry.get("beaver_creek").game
    match = Match(game, [SeatSpec.human("Ana")], seed, None, bots={})
    host = creek_shell.start_match(match)
    driver.draw()
    table = host.table
    while match.state.phase != "place":
        if match.state.phase == "roll":
            match.act(Roll())
        else:
            table.controller.pick("beaver")
            driver.draw()
            assert table.controller.let_go()
        driver.draw()
    return host, table


def test_the_prompt_counts_the_pieces_in_the_tray(creek_shell, driver) -> None:
    host, table = _placing(creek_shell, driver, seed=0)  # face 4: the two pairs only
    assert table.seat.placeable() == ["beaver+log", "beaver+small_log"]
    assert table.seat.tray() == ["beaver", "beaver+log", "beaver+small_log"]  # numbers stay put
    assert all("2–3" in plain(line) for line in table.controller.prompt())
    assert not any("1–3" in plain(line) for line in table.controller.prompt())


def test_the_carry_prompt_names_the_big_steps(creek_shell, driver) -> None:
    host, table = _placing(creek_shell, driver)
    kind = table.seat.placeable()[0]
    table.controller.pick(kind)
    assert "Shift" in plain(table.controller.prompt()[0])
    before = table.controller.hand.hand_x
    driver.key(key.RIGHT, key.MOD_SHIFT)
    big = table.controller.hand.hand_x - before
    driver.key(key.RIGHT)
    small = table.controller.hand.hand_x - before - big
    assert big > 4 * small > 0


def test_solo_shows_no_verdict_before_the_first_log_and_nobody_wins_alone(creek_registry) -> None:
    from tabletop_beaver_creek.table.words import NO_LOG_YET, earned

    from tabletop_core.game import Result
    from tabletop_core.render.overlays import winners_line

    game = creek_registry.get("beaver_creek").game
    state = game.new_state(1, 3)
    assert earned(state) == -1 and NO_LOG_YET == "No log placed yet"
    state.logs_placed = 1
    assert earned(state) == 0  # 1-10: "It didn't go well!"
    solo = Result(scores=(3.0,), winners=(0,))
    assert winners_line(solo, ["Mama"]) == "Mama's solo game is over"
    assert winners_line(Result(scores=(3.0, 1.0), winners=(0,)), ["Mama", "Ben"]) == "Mama wins!"


def test_a_piece_picked_up_by_keyboard_follows_the_mouse_over_the_dam(creek_shell, driver) -> None:
    host, table = _placing(creek_shell, driver)
    kind = table.seat.placeable()[0]
    driver.key(getattr(key, f"KEY_{table.seat.tray().index(kind) + 1}"))
    assert table.controller.hand.held == kind and table.controller.hand.pointer_y is None
    scene = table.scene.layout.scene
    x, y = scene.left + scene.width * 0.3, scene.top - scene.height * 0.2
    driver.hover(x, y)
    wx, _wy = table.scene.camera.to_world(x, y)
    assert (
        table.controller.hand.pointer_y is not None and abs(table.controller.hand.hand_x - wx) < 1.0
    )


def test_a_piece_held_clear_of_the_dam_comes_down_from_the_hand() -> None:
    """Held beside a standing beaver, lower than its head, a beaver comes down from the hand;
    held inside something, it is lowered from above the dam as before."""
    from tabletop_beaver_creek import preview
    from tabletop_beaver_creek.rules import BeaverCreek

    game = BeaverCreek()
    state = game.new_state(2, 1)
    first = preview.aim(state, "beaver", 0.0, 0.0)
    game.apply(state, _place(first))
    beside = preview.aim(state, "beaver", 50.0, 0.0, from_y=80.0)
    from_above = preview.aim(state, "beaver", 50.0, 0.0)
    assert beside.problem is None and abs(beside.y - from_above.y) < 1.0
    inside = preview.aim(state, "beaver", 0.0, 0.0, from_y=first.y)
    assert inside.y > first.y + 20.0  # on the beaver's head, not into it


def _place(aim):
    from tabletop_beaver_creek.actions import Place

    return Place(aim.kind, aim.hand_x, round(aim.y, 3), aim.angle)
