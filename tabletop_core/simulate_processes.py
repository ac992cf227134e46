"""``tabletop simulate`` over several processes: the command's own and ``jobs - 1`` workers.

The games are cut into chunks, and each process takes the next chunk nobody has taken yet (a
counter they share) until none is left, so a process slowed by other work on the machine takes
fewer. The command's process plays chunks too instead of waiting on the workers (a process more
than there are cores would only take turns with them); between its chunks it takes in what the
workers sent (one pipe each) and hands the outcomes on in game order, so the summary and the
replay files are those of one process. A worker is set up and plays a chunk as
:mod:`tabletop_core.simulate` says (``_start_worker``, ``_play_chunk``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tabletop_core import plugins, watchdog
from tabletop_core.replay import SeatSpec
from tabletop_core.simulate import (
    _WORKER,
    CHUNK_GAMES,
    GameOutcome,
    SimulationError,
    _Bar,
    _play_chunk,
    _start_method,
    _start_worker,
    iter_games,
)


def in_processes(
    registered: plugins.Registered,
    registry: plugins.Registry,
    seats: list[SeatSpec],
    games: int,
    seed: int,
    replays: Path | None,
    jobs: int,
    bar: _Bar | None,
) -> Iterator[GameOutcome]:
    """Outcomes of every game in game order, played by this process and ``jobs - 1`` workers
    (see the module's docstring)."""
    import multiprocessing

    method = _start_method()
    context: Any = multiprocessing.get_context(method)  # typeshed's base context has no Process
    if method == "fork":  # the children inherit this process's registry as it is
        _WORKER.update(registered=registered, registry=registry)
    step = max(1, min(CHUNK_GAMES, games // (jobs * 4) or 1))
    specs = [seat.model_dump() for seat in seats]
    # What the workers inherit (every module, the plugins) stays where it is: the workers'
    # collections neither walk it nor write to it, so its pages stay shared, not copied. A caller
    # that froze its heap already keeps its own freeze (gc can only thaw everything at once).
    freezing = method == "fork" and gc.get_freeze_count() == 0
    if freezing:
        gc.freeze()
    stop = context.Event()
    """Set when a game failed: the workers take no further chunk and end by themselves.
    (Stopping a worker by force is kept for Ctrl-C: one stopped while it holds a lock it shares
    with the others could leave them waiting on it.)"""
    taken = context.Value("q", 0)  # chunks taken so far, by any process
    workers: list[Any] = []
    pipes: list[Any] = []
    try:
        for _ in range(jobs - 1):
            receiving, sending = context.Pipe(duplex=False)
            worker = context.Process(
                target=_work,
                args=(registered.info.id, specs, seed, replays, stop, taken, step, games, sending),
                daemon=True,
            )
            worker.start()
            sending.close()  # the worker's end: the pipe reads as ended when the worker does
            workers.append(worker)
            pipes.append(receiving)
        yield from _merged(
            registered, registry, seats, games, seed, replays, step, taken, pipes, bar
        )
    except SimulationError:
        stop.set()  # the workers take no further chunk: they end by themselves
        _drain(pipes)
        raise
    except BaseException:  # Ctrl-C, or the caller gave up: stop the workers where they are
        for worker in workers:
            worker.terminate()
        raise
    finally:
        for worker in workers:
            worker.join()
        for receiving in pipes:
            receiving.close()
        _WORKER.clear()
        if freezing:
            gc.unfreeze()


def _merged(
    registered: plugins.Registered,
    registry: plugins.Registry,
    seats: list[SeatSpec],
    games: int,
    seed: int,
    replays: Path | None,
    step: int,
    taken: Any,
    pipes: list[Any],
    bar: _Bar | None,
) -> Iterator[GameOutcome]:
    """The outcomes in game order: this process's own chunks and what the workers sent, up to
    the first failure in game order (raised as :class:`SimulationError`, as one process would)."""
    from multiprocessing.connection import wait

    pending: dict[int, tuple[list[GameOutcome], str | None]] = {}
    following = 0
    open_pipes = list(pipes)
    taking = True  # this process still takes chunks
    while following < games:
        if not taking and not open_pipes:
            raise SimulationError(
                f"game {following} (seed {seed + following}) was not played: "
                "its worker process ended early"
            )
        ready: list[Any] = wait(open_pipes, timeout=0 if taking else None) if open_pipes else []
        for receiving in ready:
            try:
                first, rows, failure = receiving.recv()
            except EOFError:  # the worker ended
                open_pipes.remove(receiving)
                continue
            pending[first] = [GameOutcome(*row) for row in rows], failure
            if bar is not None:
                bar.advance(len(rows))
        while following in pending:
            done, failed = pending.pop(following)
            yield from done
            if failed is not None:  # the first failure in game order, as one process
                raise SimulationError(failed)
            following += len(done)
        if taking:
            first = _take(taken) * step
            if first >= games:
                taking = False
                continue
            done, failed = _play_here(
                registered, registry, seats, range(first, min(first + step, games)), seed, replays
            )
            pending[first] = done, failed
            if bar is not None:
                bar.advance(len(done))
            if failed is not None:  # nothing after this game is wanted
                taking = False


def _play_here(
    registered: plugins.Registered,
    registry: plugins.Registry,
    seats: list[SeatSpec],
    indices: range,
    seed: int,
    replays: Path | None,
) -> tuple[list[GameOutcome], str | None]:
    """A chunk played in this process: its outcomes, up to the first that failed, and why."""
    outcomes: list[GameOutcome] = []
    try:
        with watchdog.watching(registered.info.id, registered.package):
            outcomes.extend(iter_games(registered, registry, seats, indices, seed, replays))
    except (SimulationError, watchdog.Hung) as error:
        return outcomes, str(error)
    return outcomes, None


def _take(taken: Any) -> int:
    """The number of the next chunk nobody has taken (shared by every process)."""
    with taken.get_lock():
        number = taken.value
        taken.value = number + 1
    return int(number)


def _drain(pipes: list[Any]) -> None:
    """Read what the workers still send until each has ended (a worker blocked on a full pipe
    would never end)."""
    from multiprocessing.connection import wait

    open_pipes = list(pipes)
    while open_pipes:
        ready: list[Any] = wait(open_pipes)
        for receiving in ready:
            try:
                receiving.recv()
            except EOFError:
                open_pipes.remove(receiving)


def _work(
    game_id: str,
    specs: list[dict[str, Any]],
    seed: int,
    replays: Path | None,
    stop: Any,
    taken: Any,
    step: int,
    games: int,
    sending: Any,
) -> None:
    """A worker process: take chunks until none is left (or a game failed), sending each
    chunk's outcomes (:func:`_play_chunk`) back."""
    _start_worker(game_id, specs, seed, replays, stop)
    try:
        while not stop.is_set():
            first = _take(taken) * step
            if first >= games:
                break
            done = _play_chunk((first, min(first + step, games)))
            sending.send(done)
            if done[2] is not None:  # nothing after this game is wanted
                break
    finally:
        sending.close()
