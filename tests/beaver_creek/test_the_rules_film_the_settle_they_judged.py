"""The rules film the world settling in their events, and the film is the world they judged:
each frame matches a fresh re-simulation of the world's log at the same step (to the film's
rounding), a film holds only pieces that moved, every message stays small, and the save's
digest leaves the film out."""

from __future__ import annotations

import json
import random

import pytest
from tabletop_beaver_creek import preview
from tabletop_beaver_creek.events import Accident, Placed
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_beaver_creek.settle import ANGLE_PLACES, EVERY, PLACES

from tabletop_core.online.protocol import MAX_MESSAGE
from tabletop_core.online.wire import event_to_wire
from tabletop_core.outcome import events_digest

GAME = BeaverCreek()
NEAR = 10.0**-PLACES + 1e-9
"""A piece that did not move by a rounding step is in no frame: it may be off by that much."""
TURN = 10.0**-ANGLE_PLACES + 1e-9


def _resimulated(log, since: int, replay: preview.WorldReplay) -> list[dict]:
    """The re-simulated world at the steps a film keeps (every EVERY steps, and each settle's
    last step)."""
    kept: list[dict] = []
    start = since
    for end in range(since, len(log)):
        if log[end][0] != "steps":
            continue
        clip = replay.advance(log[: end + 1], since=start)
        steps = log[end][1]
        kept.extend(
            frame for done, frame in enumerate(clip.frames, 1) if done % EVERY == 0 or done == steps
        )
        start = end + 1
    return kept


def _near(shown: dict, simulated: dict) -> bool:
    if set(shown) != set(simulated):
        return False
    for key, (x, y, angle) in shown.items():
        sx, sy, sa = simulated[key]
        if abs(x - sx) > NEAR or abs(y - sy) > NEAR or abs(angle - sa) > TURN:
            return False
    return True


def test_every_frame_the_events_carry_matches_a_fresh_resimulation():
    state = GAME.new_state(3, 6)  # 33 placements, 12 with an accident
    rng = random.Random(5)
    replay = preview.WorldReplay()
    compared = accidents = 0
    while GAME.to_act(state) is not None:
        since = len(state.world_log)
        events = GAME.apply(state, GAME.random_action(state, rng))
        view = GAME.view(state, 0)
        films = [e.settle for e in events if getattr(e, "settle", None) is not None]
        if len(view.world_log) == since:
            assert not films
            continue
        assert films, f"the world moved but no event filmed it: {events}"
        simulated = _resimulated(view.world_log, since, replay)
        clip = preview.settle_clip(events, view.pieces)
        shown, offset = [], 0
        for film in films:  # each film's first frame is the world before it: not a step
            shown.extend(clip.frames[offset + 1 : offset + len(film.frames)])
            offset += len(film.frames)
        if all(film.every == EVERY for film in films):
            assert len(shown) == len(simulated)
            for index, (frame, expected) in enumerate(zip(shown, simulated, strict=True)):
                assert _near(frame, expected), f"frame {index} of {events}"
            compared += 1
        assert _near(clip.frames[-1], simulated[-1])
        assert _near(clip.frames[-1], {k: (p.x, p.y, p.angle) for k, p in view.pieces.items()})
        accidents += any(isinstance(e, Accident) for e in events)
    assert compared > 10 and accidents > 0


def test_a_film_holds_only_the_pieces_that_moved_and_a_message_stays_small():
    state = GAME.new_state(4, 3)
    rng = random.Random(2)
    biggest = 0
    quiet = 0
    while GAME.to_act(state) is not None:
        before = dict(state.pieces)
        for event in GAME.apply(state, GAME.random_action(state, rng)):
            film = getattr(event, "settle", None)
            if film is None:
                continue
            size = len(json.dumps(event_to_wire(event, ["A", "B", "C", "D"])).encode())
            biggest = max(biggest, size)
            moved = {key for key, _kind in film.pieces}
            for key, piece in before.items():
                if key in moved or key not in state.pieces:
                    continue
                after = state.pieces[key]
                assert abs(after.x - piece.x) < 2 * NEAR and abs(after.y - piece.y) < 2 * NEAR
            if isinstance(event, Placed) and len(moved) < len(state.pieces):
                quiet += 1
    assert quiet > 0, "some placement left part of the dam out of its film"
    assert biggest < MAX_MESSAGE // 2


def test_the_digest_of_a_save_leaves_the_film_out():
    from dataclasses import replace

    state = GAME.new_state(2, 4)
    rng = random.Random(1)
    events = []
    while not any(getattr(e, "settle", None) for e in events):
        events = GAME.apply(state, GAME.random_action(state, rng))

    class Entry:
        def __init__(self, events):
            self.seat, self.events = 0, events

    unfilmed = [replace(e, settle=None) if hasattr(e, "settle") else e for e in events]
    assert events_digest([Entry(events)]) == events_digest([Entry(unfilmed)])
    moved = [replace(e, x=e.x + 1) if isinstance(e, Placed) else e for e in events]
    if any(isinstance(e, Placed) for e in events):
        assert events_digest([Entry(events)]) != events_digest([Entry(moved)])


@pytest.mark.parametrize("seed", [7])
def test_a_long_accident_is_thinned_to_fit_and_still_ends_where_the_dam_settled(seed):
    from tabletop_beaver_creek import settle

    state = GAME.new_state(3, seed)
    rng = random.Random(seed)
    thinned = 0
    budget, settle.BUDGET = settle.BUDGET, 60
    try:
        while GAME.to_act(state) is not None and not thinned:
            events = GAME.apply(state, GAME.random_action(state, rng))
            films = [e.settle for e in events if getattr(e, "settle", None) is not None]
            for film in films:
                if film.every > EVERY:
                    thinned += 1
                    assert film.size <= 60 or len(film.frames) <= 2
            if films:
                clip = preview.settle_clip(events, state.pieces)
                final = {k: (p.x, p.y, p.angle) for k, p in state.pieces.items()}
                assert _near(clip.frames[-1], final)
    finally:
        settle.BUDGET = budget
    assert thinned
