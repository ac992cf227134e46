"""A sound is heard when what makes it is seen: the host plays an event's effect in the frame the
table's animation reaches that event (the dice come to rest, the wave reaches a dam, the raft
tips, the dam comes down), not when the action is processed. Checked for all four games through
the real host and table with motion on: no effect sounds before its event is reached, each
event's effect sounds in the frame it is, and in the animated games some sounds do wait."""

from __future__ import annotations

import pytest

from tabletop_core.looking import visible_events
from tabletop_core.match import Match
from tabletop_core.render.driving import bot_move
from tabletop_core.replay import SeatSpec
from tabletop_core.sound import effects_of, recording

pytestmark = [pytest.mark.gl, pytest.mark.slow]  # animations played out at 30 frames a second

GAMES = ("beaver_creek", "damit", "hamsterdam", "mein_lieber_biber")
ANIMATED = {"hamsterdam", "mein_lieber_biber", "beaver_creek"}
"""Tables whose animations hold events back (their ``reached``)."""
ENOUGH = 3
"""Sounds that waited for their animation before an animated game's walk stops."""
MOVES = 30
"""Moves of Dam It!, whose table tells every event at once."""
FRAME = 1 / 30


def _effects(events, sounds) -> set[str]:
    return {name for event in events for name in effects_of(event, sounds)}


@pytest.mark.parametrize("game_id", GAMES)
def test_no_sound_comes_before_its_animation_reaches_its_event(
    tabletop_shell, tabletop_driver, games_registry, game_id
):
    shell = tabletop_shell(games_registry, reduced_motion=False, bot_pacing=10.0)
    seats = [SeatSpec.bot(name, "random") for name in ("Ana", "Otto", "Tina")]
    bots = {seat: games_registry.make_bot(game_id, "random") for seat in range(3)}
    game = games_registry.get(game_id).game
    host = shell.start_match(Match(game, seats, 11, None, bots=bots, autosave=False))
    sounds = type(host.table).sounds
    tabletop_driver.draw()
    waited = 0
    for move in range(400):
        walked = waited >= ENOUGH if game_id in ANIMATED else move >= MOVES
        if host.match.is_over or walked:
            break
        with recording() as at_the_action:
            events = visible_events(bot_move(host), host.viewer)  # what the table was handed
        held = list(host.in_order.held)
        shown = events[: len(events) - len(held)]
        heard = {p.name for p in at_the_action}
        assert heard <= _effects(shown, sounds), (
            f"heard {sorted(heard - _effects(shown, sounds))} before the table showed it"
        )
        tabletop_driver.draw()
        while any(event in host.in_order.held for event in held):
            waiting = [event for event in held if event in host.in_order.held]
            played = len(host.match.actions)
            with recording() as in_this_frame:
                tabletop_driver.update(FRAME)
            released = [event for event in waiting if event not in host.in_order.held]
            due = _effects(released, sounds) - heard
            now = {p.name for p in in_this_frame}
            if len(host.match.actions) != played:  # the host's own bot moved in this frame too
                assert due <= now, f"{sorted(due - now)} stayed silent when shown"
                for _frame in range(int(8 / FRAME)):  # its events: told before the next move
                    if not host.in_order.held:
                        break
                    tabletop_driver.update(FRAME)
                break
            assert now == due, f"heard {sorted(now)} in a frame that showed {sorted(due)}"
            waited += len(now)
            heard |= now
        else:
            assert heard == _effects(events, sounds), "every effect of the action, once"
    assert not host.failed, shell.last_error
    if game_id in ANIMATED:
        assert waited > 0, "no sound waited for its animation"
