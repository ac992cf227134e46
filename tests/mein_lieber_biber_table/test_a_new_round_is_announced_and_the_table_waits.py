"""A round change is not swept past: when a person's move ends the round, the table announces
the new round and holds still for a moment before the bot who starts it moves, so the person
sees what happened — with reduced motion as well (nothing moves, the wait is the same)."""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _keyboard_last_card(game, state):
    """Ana's last card as the keys play it (its letter, Enter, Enter at once): the lift and the
    set-down, or ``None`` when her hand is not one playable card."""
    from tabletop_mein_lieber_biber.state import PLAY
    from tabletop_mein_lieber_biber.table import aim as aiming

    if state.phase != PLAY or state.turn.current != 0 or len(state.hands[0]) != 1:
        return None
    aim = aiming.first_aim(state, state.hands[0][0])
    if aim is None or aim.ring is None:
        return None
    from tabletop_mein_lieber_biber.actions import Lift

    return [
        Lift(aim.card, aim.action().beaver),
        aim.with_drop(aiming.lowering_drop(0.0)).set_down(),
    ]


def _last_card_turn(registry, seeds=range(1, 200)):
    """A match where Ana (seat 0) is to play her last card with both piles empty, which ends the
    round; the bot Otto starts the next one, from the first of ``seeds`` that reaches one.
    (While the piles hold cards nobody can end a round by emptying their hand: the draw cannot
    be declined then.)"""
    from tabletop_mein_lieber_biber.actions import Draw, Play, SkipDraw, TopUp
    from tabletop_mein_lieber_biber.events import RoundStarted

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    for seed in seeds:
        bots = {1: registry.make_bot("mein_lieber_biber", "random")}
        match = Match(game, seats, seed, None, bots=bots, autosave=False)
        rng = random.Random(seed)
        while not match.is_over:
            match.run_bots()
            if match.is_over:
                break
            state = match.state
            keys = _keyboard_last_card(game, state)
            if keys is not None and not (state.piles[0].cards or state.piles[1].cards):
                trial = game.clone(state)
                events = [e for action in keys for e in game.apply(trial, action)]
                if any(isinstance(e, RoundStarted) for e in events) and trial.turn.current == 1:
                    return match
            legal = match.legal_actions()
            # Ana keeps her hand small (declining while she may) so that it runs out
            skips = [a for a in legal if isinstance(a, SkipDraw)]
            draws = [a for a in legal if isinstance(a, Draw)]
            gentle = [a for a in legal if isinstance(a, Play) and a.drop == 0.0]
            others = [a for a in legal if not isinstance(a, TopUp)]
            chosen = skips or draws or gentle or others
            match.act(chosen[rng.randrange(len(chosen))])
    raise AssertionError("no round ended by Ana's last card found")


@pytest.fixture(scope="module")
def last_card_seed(biber_registry) -> int:
    """The seed of :func:`_last_card_turn`'s match, searched once for the module (whole games
    of the seeds before it end no round by Ana's last card): each test plays only its own."""
    return _last_card_turn(biber_registry).seed


@pytest.mark.parametrize("reduced_motion", (True, False))
def test_the_bot_waits_while_the_new_round_is_announced(
    make_shell, driver, biber_registry, last_card_seed, reduced_motion
):
    from tabletop_mein_lieber_biber.events import RoundStarted
    from tabletop_mein_lieber_biber.table.choreography import ROUND_PAUSE

    match = _last_card_turn(biber_registry, seeds=(last_card_seed,))
    shell = make_shell(reduced_motion=reduced_motion)
    host = shell.start_match(match)
    table = host.table
    driver.draw()
    round_before = match.state.round
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    driver.key(getattr(key, HAND_KEYS[0]))  # her last card, lowered and let go at once
    driver.key(key.ENTER)
    driver.key(key.ENTER)
    driver.draw()
    for _ in range(200):  # the beaver swims to its ring first: the news comes as it lands
        if "Otto" in table.choreography.banner:
            break
        driver.update(1 / 20)
        driver.draw()
    assert match.state.round == round_before + 1
    assert any(isinstance(e, RoundStarted) for e in match.log[-1].events)
    announced = table.choreography.banner
    assert f"{round_before + 1}" in announced and "Otto" in announced, announced
    actions = len(match.actions)
    assert match.to_act == 1
    waited = 0.0
    shown = 0.0 if not table.choreography.show.busy else None  # when the last move's show was over
    while len(match.actions) == actions and waited < ROUND_PAUSE + 8:
        driver.update(1 / 20)
        driver.draw()
        waited += 1 / 20
        if shown is None and not table.choreography.show.busy:
            shown = waited
        if len(match.actions) == actions:
            assert (
                table.choreography.banner == announced
            )  # the announcement stays while the table waits
    assert len(match.actions) > actions, "the bot never went on"
    assert shown is not None
    assert waited - shown >= ROUND_PAUSE - 0.06, (waited, shown)  # a still moment after the show
    assert waited <= shown + ROUND_PAUSE + 0.2  # and then the bot goes on
