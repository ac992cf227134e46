"""A test that plays a game frame by frame counts moves, not the machine's speed: while a bot
thinks on its worker thread, ``driving.bot_frame`` waits for the thought instead of spinning
frames, so a loop bounded in frames ends the game however slow each thought is."""

from __future__ import annotations

import time

import pytest

from tabletop_core.bots import RandomBot
from tabletop_core.match import Match
from tabletop_core.render.driving import bot_frame
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
THOUGHT = 0.03
"""Seconds each decision takes: longer than a frame, as on a busy machine."""


class SlowBot(RandomBot):
    def choose(self, game, view, rng):
        time.sleep(THOUGHT)
        return super().choose(game, view, rng)


def _frames_to_finish(shell, registry, frame) -> int:
    game = registry.get("beaver_bids").game
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    match = Match(game, seats, 4, None, bots={0: SlowBot(), 1: SlowBot()})
    host = shell.start_match(match)
    host.thinker._slow.update({(id(match), 0), (id(match), 1)})  # both think on the thread
    frames = 0
    while not match.is_over and frames < 10_000:
        frame(host)
        frames += 1
    assert match.is_over, "the game did not end in 10,000 frames"
    return frames


def test_a_frame_loop_ends_the_game_in_as_many_frames_however_long_each_thought(
    shell, registry, driver
):
    moves_and_more = _frames_to_finish(shell, registry, lambda host: bot_frame(driver, host))
    played = len(shell.window.current_view.match.actions)
    # a move's thought starts on one frame and is played on the next: two frames a move, not
    # the many frames that fit in its 30 ms
    assert moves_and_more <= 2 * played + 2, (moves_and_more, played)
