"""A whole game of each of the four, played by bots through the real host and table, headless
with pyglet's silent driver: every effect the game's events call for is played by the sound
layer (each as its animation lands, or as the next move cuts it short), and the last one heard
is the game's own end sting."""

from __future__ import annotations

import pytest

from tabletop_core.match import Match
from tabletop_core.render.driving import bot_move
from tabletop_core.replay import SeatSpec
from tabletop_core.sound import EFFECTS, recording

EXPECTED = {
    "damit": {"card_slide", "cube_clack", "log_thunk", "damit.sting"},
    "hamsterdam": {"dice_rattle", "flood", "splash", "card_slide", "hamsterdam.sting"},
    "mein_lieber_biber": {"raft_creak", "splash", "piece_set", "mein_lieber_biber.sting"},
    "beaver_creek": {"dice_rattle", "log_thunk", "beaver_creek.sting"},
}
SEEDS = {"damit": 5, "hamsterdam": 3, "mein_lieber_biber": 3, "beaver_creek": 4}


def _bot_match(registry, game_id: str, players: int) -> Match:
    names = ("Ana", "Otto", "Tina", "Benny")[:players]
    seats = [SeatSpec.bot(name, "random") for name in names]
    bots = {seat: registry.make_bot(game_id, "random") for seat in range(players)}
    game = registry.get(game_id).game
    return Match(game, seats, SEEDS[game_id], None, bots=bots, autosave=False)


def _play_to_the_end(host) -> None:
    for _ in range(20_000):
        if host.match.is_over or host.failed:
            return
        bot_move(host)
    raise AssertionError("the game did not end")


@pytest.mark.gl
@pytest.mark.slow  # a whole game of each, through the host and table
@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_a_whole_game_plays_every_effect_at_its_event(shell, driver, game_id):
    host = shell.start_match(_bot_match(shell.registry, game_id, 3))
    sounds = type(host.table).sounds
    named = {name for cue in sounds.values() if isinstance(cue, str) for name in [cue]}
    assert named <= set(EFFECTS), named - set(EFFECTS)
    driver.draw()
    with recording() as heard:
        _play_to_the_end(host)
        driver.draw()
        driver.update(1 / 30, frames=90)  # the last move's animation lands
    assert not host.failed, shell.last_error
    assert host.match.is_over
    played = {p.name for p in heard}
    assert EXPECTED[game_id] <= played, EXPECTED[game_id] - played
    assert heard[-1].name == f"{game_id}.sting"
    pans = {round(p.pan, 3) for p in heard}
    assert {-0.6, 0.0, 0.6} <= pans, "three seats: left, middle, right"
    assert len({p.speed for p in heard}) > len(heard) // 2, "repeats vary in pitch"
