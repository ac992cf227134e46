"""The prompt names the number keys of the pieces the tray shows, and the big steps."""

from __future__ import annotations

from tabletop_beaver_creek.actions import Roll

from tabletop_core.match import Match
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec

key = load_arcade().key


def _placing(creek_shell, driver, seed: int = 4):
    game = creek_shell.registry.get("beaver_creek").game
    match = Match(game, [SeatSpec.human("Ana")], seed, None, bots={})
    host = creek_shell.start_match(match)
    driver.frame()
    table = host.table
    while match.state.phase != "place":
        if match.state.phase == "roll":
            match.act(Roll())
        else:
            table.pick("beaver")
            driver.draw()
            assert table.let_go()
        driver.frame()
    return host, table


def test_the_prompt_counts_the_pieces_in_the_tray(creek_shell, driver) -> None:
    host, table = _placing(creek_shell, driver, seed=0)  # face 4: the two pairs only
    assert table.placeable() == ["beaver+log", "beaver+small_log"]
    assert all("1–2" in line for line in table.prompt())
    assert not any("1–3" in line for line in table.prompt())


def test_the_carry_prompt_names_the_big_steps(creek_shell, driver) -> None:
    host, table = _placing(creek_shell, driver)
    kind = table.placeable()[0]
    table.pick(kind)
    assert "Shift" in table.prompt()[0]
    before = table.hand_x
    driver.key(key.RIGHT, key.MOD_SHIFT)
    big = table.hand_x - before
    driver.key(key.RIGHT)
    small = table.hand_x - before - big
    assert big > 4 * small > 0


def test_solo_shows_no_verdict_before_the_first_log_and_nobody_wins_alone(creek_registry) -> None:
    from tabletop_beaver_creek.table.paint import NO_LOG_YET, earned

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
