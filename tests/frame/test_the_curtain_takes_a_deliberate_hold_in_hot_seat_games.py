"""Two people at one screen, Hamsterdam and Dam It!: after each move the game runs on by itself
(cards revealed, the river refilled) and the curtain comes down for the other person. The finger
that played the move stays down, then goes on tapping Enter and Space in a person's natural
beat (0.3 to 1.0 s); none of it lifts the curtain, nothing is played, nobody's secrets show.
Only the next person's deliberate press (held until the button's bar is full) does."""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key

RHYTHMS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
TAP = 0.1
HANDOVERS = 6


def _hamsterdam_move(host, driver, rng: random.Random) -> None:
    table = host.table
    table.controller.ensure_synced()
    ask = table.controller.cursor.ask
    assert ask is not None
    if ask.hand:
        for _ in range(rng.randrange(len(ask.hand))):
            driver.key(key.RIGHT)
        driver.key(key.ENTER)
    elif ask.specials:
        driver.key(getattr(key, f"KEY_{rng.randrange(len(ask.specials)) + 1}"))
    elif ask.drags or ask.spots:
        driver.key(key.ENTER)
    elif ask.buttons:
        driver.key(getattr(key, f"KEY_{rng.randrange(len(ask.buttons)) + 1}"))
    else:
        driver.key(key.ENTER)


def _damit_move(host, driver, rng: random.Random) -> None:
    from tabletop_damit.actions import Take

    legal = host.seen.legal_actions()
    takes = sorted({a.position for a in legal if isinstance(a, Take)})
    driver.key(getattr(key, f"KEY_{rng.choice(takes) + 1}"))
    if host.table.controller.choosing.asking is not None:
        driver.key(key.K)


MOVES = {"hamsterdam": _hamsterdam_move, "damit": _damit_move}


def _through_the_curtain(host, driver, match, rhythm: float) -> None:
    """The last person's finger, then the next person's hold."""
    before = len(match.actions)
    for_whom = host.curtain_for
    driver.key_down(key.ENTER)  # still down from the move (or pressed at once): never counts
    driver.update(1 / 60, frames=60)
    driver.key_up(key.ENTER)
    for symbol in (key.ENTER, key.SPACE, key.ENTER, key.ENTER, key.SPACE):
        driver.key_down(symbol)
        driver.update(TAP)
        driver.key_up(symbol)
        driver.update(rhythm - TAP)
        assert host.overlay == "curtain", f"a tap {rhythm} s apart lifted the curtain"
        assert len(match.actions) == before and host.curtain_for == for_whom
        driver.draw()
        assert host.table.scene is None or host.overlay == "curtain"
    driver.hold(key.ENTER)
    assert host.overlay is None and host.viewer == for_whom == match.to_act


@pytest.mark.parametrize("game", ["hamsterdam", "damit"])
def test_two_people_pass_the_device_only_by_a_deliberate_hold(make_shell, driver, game):
    from tabletop_core.replay import SeatSpec

    shell = make_shell()
    match = shell.new_match(game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], 23, None)
    host = shell.start_match(match)
    rng = random.Random(5)
    driver.draw()
    assert host.overlay == "curtain"
    driver.hold(key.ENTER)
    handovers = 0
    for _ in range(200):
        if match.is_over or handovers >= HANDOVERS:
            break
        driver.draw()
        if host.overlay == "curtain":
            _through_the_curtain(host, driver, match, RHYTHMS[handovers % len(RHYTHMS)])
            handovers += 1
            continue
        assert host.overlay is None and host.viewer == match.to_act
        before = len(match.actions)
        MOVES[game](host, driver, rng)
        assert len(match.actions) == before + 1, host._hint
    assert handovers >= HANDOVERS
