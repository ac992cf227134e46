"""A round change is not swept past: when a person's move ends the round, the table announces
the new round and holds still for a moment before the bot who starts it moves, so the person
sees what happened — with reduced motion as well (nothing moves, the wait is the same)."""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _last_card_turn(registry):
    """A match where Ana (seat 0) has played her last card and may decline the draw, which ends
    the round; the bot Otto starts the next one."""
    from tabletop_mein_lieber_biber.actions import SkipDraw
    from tabletop_mein_lieber_biber.events import RoundStarted
    from tabletop_mein_lieber_biber.state import DRAW

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    for seed in range(1, 60):
        bots = {1: registry.make_bot("mein_lieber_biber", "random")}
        match = Match(game, seats, seed, None, bots=bots, autosave=False)
        rng = random.Random(seed)
        while not match.is_over:
            match.run_bots()
            if match.is_over:
                break
            state = match.state
            if state.phase == DRAW and not state.hands[0]:
                trial = game.clone(state)
                events = game.apply(trial, SkipDraw())
                if any(isinstance(e, RoundStarted) for e in events) and trial.turn.current == 1:
                    return match
            legal = match.legal_actions()
            skips = [a for a in legal if isinstance(a, SkipDraw)]
            match.act(skips[0] if skips else legal[rng.randrange(len(legal))])
    raise AssertionError("no round ended by Ana's last card found")


@pytest.mark.parametrize("reduced_motion", (True, False))
def test_the_bot_waits_while_the_new_round_is_announced(
    make_shell, driver, biber_registry, reduced_motion
):
    from tabletop_mein_lieber_biber.events import RoundStarted
    from tabletop_mein_lieber_biber.table.view import ROUND_PAUSE

    match = _last_card_turn(biber_registry)
    shell = make_shell(reduced_motion=reduced_motion)
    host = shell.start_match(match)
    table = host.table
    driver.draw()
    round_before = match.state.round
    driver.key(key.N)  # decline the draw: Ana's hand is empty, the round ends
    driver.draw()
    assert match.state.round == round_before + 1
    assert any(isinstance(e, RoundStarted) for e in match.log[-1].events)
    announced = table.banner
    assert f"{round_before + 1}" in announced and "Otto" in announced, announced
    actions = len(match.actions)
    assert match.to_act == 1
    waited = 0.0
    shown = 0.0 if not table.show.busy else None  # when the last move's show was over
    while len(match.actions) == actions and waited < ROUND_PAUSE + 8:
        driver.update(1 / 20)
        driver.draw()
        waited += 1 / 20
        if shown is None and not table.show.busy:
            shown = waited
        if len(match.actions) == actions:
            assert table.banner == announced  # the announcement stays while the table waits
    assert len(match.actions) > actions, "the bot never went on"
    assert shown is not None
    assert waited - shown >= ROUND_PAUSE - 0.06, (waited, shown)  # a still moment after the show
    assert waited <= shown + ROUND_PAUSE + 0.2  # and then the bot goes on
