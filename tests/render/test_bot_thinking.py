"""Slow bots think on a worker thread; their choices are the ones they make on the main thread."""

from __future__ import annotations

import time

from tabletop_core.bots import RandomBot
from tabletop_core.match import Match
from tabletop_core.render.thinking import SLOW_DECISION, BotThinker
from tabletop_core.replay import SeatSpec


class Clock:
    """The thinker's clock, moved by the bots' thinking instead of by real seconds."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class SlowBot(RandomBot):
    """Each decision takes twice the slow decision's time on ``clock``."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock

    def choose(self, game, view, rng):
        self.clock.now += SLOW_DECISION * 2
        return super().choose(game, view, rng)


def _match(registry, clock: Clock) -> Match:
    game = registry.get("beaver_bids").game
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    return Match(game, seats, 4, None, bots={0: SlowBot(clock), 1: SlowBot(clock)})


def _play_through(thinker: BotThinker, match: Match) -> int:
    polls = 0
    while not match.is_over:
        if thinker.step(match) is None:
            polls += 1
            time.sleep(0.005)
    return polls


def test_a_slow_bot_moves_to_the_background_and_plays_the_same_game(registry) -> None:
    clock = Clock()
    thinker = BotThinker(clock=clock)
    threaded = _match(registry, clock)
    polls = _play_through(thinker, threaded)
    assert polls > 0, "after its first slow decision the bot thinks in the background"

    direct = _match(registry, clock)
    direct.run_bots()
    assert threaded.actions == direct.actions
    thinker.close()


def test_a_choice_for_a_match_that_was_replaced_is_dropped(registry) -> None:
    clock = Clock()
    thinker = BotThinker(clock=clock)
    old = _match(registry, clock)
    thinker.step(old)  # each seat's first, slow decision: from then on in the background
    thinker.step(old)
    assert thinker.step(old) is None
    restarted = _match(registry, clock)  # "restart" gives the host a new match while the bot thinks
    while thinker.pending:
        assert thinker.step(restarted) in (None, [])
        time.sleep(0.005)
    assert restarted.actions == []
    thinker.close()
