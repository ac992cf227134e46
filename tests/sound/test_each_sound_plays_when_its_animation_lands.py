"""Each sound is heard when its animation lands, never in the frame its action is processed:
a bot's move in each of the four games, through the real host and table with motion on, frame
by frame at 30 frames a second, recorded through the sound board's own listener hook
(:func:`tabletop_core.sound.recording`). An event the choreography times itself (it said "not
yet" when the action came in: the dice coming down, the wave reaching a dam) sounds in the frame
it is reached; any other sounds in the first frame the choreography has stopped moving (the card
has flown into the hand, the log has settled on the dam)."""

from __future__ import annotations

import pytest

from tabletop_core.looking import visible_events
from tabletop_core.match import Match
from tabletop_core.render.driving import bot_move
from tabletop_core.render.frame.landing import LONGEST_WAIT
from tabletop_core.replay import SeatSpec
from tabletop_core.sound import effects_of, recording

pytestmark = pytest.mark.gl

GAMES = ("beaver_creek", "damit", "hamsterdam", "mein_lieber_biber")
ENOUGH = 3
"""Sounds that waited for a moving animation before a game's walk stops."""
FRAME = 1 / 30
MOST_FRAMES = 400
HEAD_START = {"hamsterdam": 90}
"""Moves played before the walk, on the match alone (no window, no frames): Hamsterdam's first
sounds its choreography times (the dice, the flood) come at the end of its first round, a
hundred moves in; every move before sounds at once, as moves of the walk do as well."""


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sound_plays_in_the_frame_its_animation_lands_not_at_the_action(
    tabletop_shell, tabletop_driver, games_registry, game_id
):
    shell = tabletop_shell(games_registry, reduced_motion=False, bot_pacing=10.0)
    seats = [SeatSpec.bot(name, "random") for name in ("Ana", "Otto", "Tina")]
    bots = {seat: games_registry.make_bot(game_id, "random") for seat in range(3)}
    game = games_registry.get(game_id).game
    match = Match(game, seats, 11, None, bots=bots, autosave=False)
    for _ in range(HEAD_START.get(game_id, 0)):
        match.bot_step()
    host = shell.start_match(match)
    sounds = type(host.table).sounds
    tabletop_driver.draw()
    waited = 0
    for _move in range(400):
        if host.match.is_over or waited >= ENOUGH:
            break
        with recording() as at_the_action:
            events = visible_events(bot_move(host), host.viewer)
            tabletop_driver.draw()  # the action's own frame
        assert not [p.name for p in at_the_action], "a sound played in the action's own frame"
        choreography = host.parts.choreography
        timed = [event for event in events if not choreography.reached(event)]
        untold = [event for event in events if event in host.in_order.held]
        waiting: list[object] = [e for e in events if e not in untold and e not in timed]
        heard: set[str] = set()
        since = 0.0
        for frame in range(1, MOST_FRAMES):
            played = len(host.match.actions)
            with recording() as in_this_frame:
                tabletop_driver.update(FRAME)
                tabletop_driver.draw()  # a table may start its animation as it draws
            if len(host.match.actions) != played:  # the host's own bot moved: start afresh
                break
            told = [event for event in untold if event not in host.in_order.held]
            untold = [event for event in untold if event in host.in_order.held]
            due = {name for e in told if e in timed for name in effects_of(e, sounds)}
            waiting += [event for event in told if event not in timed]
            since = since + FRAME if waiting else 0.0
            if waiting and (not choreography.busy or since >= LONGEST_WAIT - 1e-9):
                due |= {name for event in waiting for name in effects_of(event, sounds)}
                waiting = []
            now = {p.name for p in in_this_frame}
            assert now == due - heard, (
                f"frame {frame}: heard {sorted(now)} where the animation landed "
                f"{sorted(due - heard)} (busy: {choreography.busy})"
            )
            if now and frame > 1:
                waited += 1
            heard |= now
            if not (untold or waiting or choreography.busy):
                break
    assert not host.failed, shell.last_error
    assert waited >= 1, "no sound waited for a moving animation to land"
