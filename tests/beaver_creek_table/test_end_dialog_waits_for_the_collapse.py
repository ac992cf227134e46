"""A solo game of Beaver Creek that ends when the structure falls: the collapse plays in slow motion on
the table first, and the end dialog opens only once it is done."""

from __future__ import annotations

import pytest
from tabletop_beaver_creek.rules import DAM_FELL

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_frame

pytestmark = pytest.mark.gl
arcade = load_arcade()
BOT_FRAMES_MOST = 5_000
"""Frames (each waiting for the bot's thought) the game may take before the test calls it stuck."""
FRAMES_MOST = 20_000
"""Frames of 1/60 s the collapse may play at most before the test calls the table stuck."""
# Seeds 7 and 17 are solo games of the random bot whose dam falls (42 and 52 actions); most end
# with nothing more to place. Which seeds fall depends on the bots' decision stream: if that
# changes, find new ones by playing solo matches headless (Match(...).run_bots()) and reading
# state.end_reason.


@pytest.mark.parametrize("seed", [7, 17])
def test_the_end_dialog_opens_after_the_collapse_has_played(
    seed, creek_shell, creek_registry, driver
):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    creek_shell.settings.reduced_motion = False
    game = creek_registry.get("beaver_creek").game
    bot = creek_registry.make_bot("beaver_creek", "random")
    match = Match(game, [SeatSpec.bot("Ana", "random")], seed, None, bots={0: bot})
    host = creek_shell.start_match(match)
    table = host.table
    driver.draw()
    for _ in range(BOT_FRAMES_MOST):  # the bot thinks on a worker thread between frames
        if match.is_over:
            break
        bot_frame(driver, host)
    assert match.is_over and match.state.end_reason.startswith(DAM_FELL), "the structure fell"

    assert table.choreography.busy, "the collapse is still to be watched"
    watched = 0
    while table.choreography.busy and watched < FRAMES_MOST:
        assert host.overlay is None, "the end dialog covers the collapse"
        driver.update(1 / 60)
        watched += 1
    assert not table.choreography.busy and watched > 1
    driver.update(1 / 60)
    assert host.overlay == "end"
