"""`tabletop simulate` at scale: what it spends beside the games themselves stays small.

The garbage collector is not run every 700 young objects while games are played (a game makes
and drops many, which reference counting frees), and is left as it was found afterwards; what a
worker process sends back for each game is a plain tuple, not a dataclass pickled through Python
code once per game on each side of the pipe.
"""

from __future__ import annotations

import gc
import pickle
import signal
import threading
from typing import Any

from tabletop_core import plugins, simulate
from tabletop_core.replay import SeatSpec
from tabletop_core.simulate import GameOutcome, simulate_games


def _seats() -> list[SeatSpec]:
    return [SeatSpec.bot(f"Bot {i}", "random") for i in range(3)]


def test_games_are_played_with_few_young_collections_and_the_collector_is_put_back() -> None:
    registry = plugins.registry()
    registered = registry.get("damit")
    simulate_games(registered, _seats(), games=2, registry=registry)  # the rules' caches filled
    young: list[int] = []

    def count(phase: str, info: dict[str, Any]) -> None:
        if phase == "start" and info["generation"] == 0:
            young.append(1)

    before = gc.get_threshold()
    gc.collect()
    gc.callbacks.append(count)
    try:
        simulate_games(registered, _seats(), games=30, seed=500, registry=registry, jobs=1)
    finally:
        gc.callbacks.remove(count)
    # With Python's default threshold these 30 games (some 2,200 decisions) run about ten young
    # collections; a batch collects once in 20,000 young objects.
    assert len(young) <= 3, f"{len(young)} young collections for 30 games"
    assert gc.get_threshold() == before
    # worker processes: what they inherit is frozen while they play, and thawed afterwards;
    # a caller's own freeze (this suite freezes what collection made) is left as it was
    suite_froze = gc.get_freeze_count() > 0
    gc.unfreeze()
    try:
        simulate_games(registered, _seats(), games=4, seed=500, registry=registry, jobs=2)
        assert gc.get_threshold() == before
        assert gc.get_freeze_count() == 0
        gc.freeze()
        simulate_games(registered, _seats(), games=4, seed=500, registry=registry, jobs=2)
        assert gc.get_freeze_count() > 0
    finally:
        if not suite_froze:
            gc.unfreeze()


def test_a_worker_sends_each_game_back_as_a_plain_tuple() -> None:
    registry = plugins.registry()
    registered = registry.get("damit")
    worker = simulate._WORKER
    worker.update(registered=registered, registry=registry)
    # _start_worker sets up a worker process: its signals and threshold are put back here
    handlers = signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)
    threshold = gc.get_threshold()
    try:
        simulate._start_worker(
            "damit", [seat.model_dump() for seat in _seats()], 10, None, threading.Event()
        )
        first, rows, failure = simulate._play_chunk((0, 5))
    finally:
        worker.clear()
        gc.set_threshold(*threshold)
        signal.signal(signal.SIGINT, handlers[0])
        signal.signal(signal.SIGTERM, handlers[1])
    assert (first, failure) == (0, None)
    assert [type(row) for row in rows] == [tuple] * 5
    payload = pickle.dumps((first, rows, failure))
    assert b"GameOutcome" not in payload
    outcomes = [GameOutcome(*row) for row in rows]
    again = list(simulate.iter_games(registered, registry, _seats(), range(5), 10, replays=None))
    assert [(o.index, o.winners, o.scores, o.stats, o.tiebreak) for o in outcomes] == [
        (o.index, o.winners, o.scores, o.stats, o.tiebreak) for o in again
    ]
