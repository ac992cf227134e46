"""Bots pass, arrange, keep and deploy out of sight: the table waits a short while for each of
those moves (the panel says who is busy with what) and the usual pause only for what everybody
watches, so the set-up with three bots is a few seconds of waiting, not half a minute."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key
PACING = 0.9
"""The bots' pause in the settings (the default)."""
STEP = 0.05


def test_three_bots_set_up_in_a_few_seconds_of_waiting(hamsterdam_shell, driver) -> None:
    from tabletop_hamsterdam.state import ARRANGE, DEPLOY, KEEP, PASS, ROLLING

    from tabletop_core.replay import SeatSpec

    shell = hamsterdam_shell
    shell.settings = shell.settings.model_copy(update={"bot_pacing": PACING})
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in ("Otto", "Rosa", "Tim")]
    match = shell.new_match("hamsterdam", seats, 8, None)
    host = shell.start_match(match)
    # the frames' seconds are the test's; a decision is never judged slow (and sent to think on
    # a worker thread the frames do not wait for) by the machine's clock under load
    host.thinker.clock = lambda: 0.0
    assert host.settings.bot_pacing == PACING
    waited = 0.0
    bot_moves = 0
    words: set[str] = set()
    for _ in range(5000):
        if match.state.stage == ROLLING:
            break
        if not match.is_bot(match.to_act):
            driver.key(key.KEY_1 if match.state.stage == KEEP else key.ENTER)
            continue
        before = len(match.actions)
        stage = match.state.stage
        wait = 0.0
        for _tick in range(100):
            driver.update(STEP)
            wait += STEP
            if len(match.actions) > before:
                break
        assert len(match.actions) > before
        if stage not in (PASS, ARRANGE, KEEP, DEPLOY):  # a Lookout's swap: everybody watches
            assert wait >= PACING - STEP, (stage, wait)
            continue
        waited += wait
        bot_moves += 1
        if bot_moves % 10 == 1:
            driver.draw()
            words.add(host.table.scene.shown.waiting)
    else:
        raise AssertionError("the set-up never ended")
    assert bot_moves >= 60
    assert waited < bot_moves * PACING / 4, (waited, bot_moves)
    assert waited >= bot_moves * STEP  # every hidden move still takes a frame of its own
    assert any("is arranging the dam" in w or "is deploying hamsters" in w for w in words), words
