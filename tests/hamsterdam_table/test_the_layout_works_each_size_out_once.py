"""A layout works each of its sizes out once: a frame that paints the whole table (four dams with
their stacks, the tray, the shared column, the decision panel) and the frames after it do not
recompute the table's scale for every card, stack and slot they place."""

from __future__ import annotations

import random

import pytest

from tabletop_core.render.driving import bot_move

MOST_SCALES_A_LAYOUT = 50
"""Generous: a layout and the 100 % layouts it compares its pieces with each need a few."""


@pytest.mark.gl
def test_painting_the_whole_table_works_its_layout_out_once(
    window, tabletop_shell, hamsterdam_registry, driver, monkeypatch
):
    import tabletop_hamsterdam.table.layout as layout_module

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    real = layout_module.table_scale
    scales = 0

    def counted(rect):
        nonlocal scales
        scales += 1
        return real(rect)

    monkeypatch.setattr(layout_module, "table_scale", counted)
    registry = hamsterdam_registry
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in ("Otto", "Benny", "Tina")]
    bots = {i: registry.make_bot("hamsterdam", "random") for i in range(1, 4)}
    match = Match(registry.get("hamsterdam").game, seats, 3, None, bots=bots, autosave=False)
    shell = tabletop_shell(registry, bot_pacing=10, reduced_motion=True)
    host = shell.start_match(match)
    rng = random.Random(3)
    for _ in range(120):  # into the game: hamsters stand on every dam
        if host.match.is_over:
            break
        if host.match.is_bot(host.match.to_act):
            bot_move(host)
        else:
            legal = host.match.legal_actions()
            host.act_for_seat_to_act(legal[rng.randrange(len(legal))])
    table = host.table
    host.table.choreography.fx.finish()
    scales = 0
    driver.draw()
    assert table.scene.layout is not None and table.scene.regions, "the whole table was painted"
    assert scales <= MOST_SCALES_A_LAYOUT, scales
    scales = 0
    for _ in range(10):
        driver.draw()
    assert scales <= MOST_SCALES_A_LAYOUT, scales
