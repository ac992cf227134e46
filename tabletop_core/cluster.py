"""``tabletop simulate --cluster ADDRESS``: the games played on a Dask ``distributed`` cluster.

The games are cut into chunks (game ``i`` is still played with seed ``seed + i`` and fresh bots),
each chunk is a task the scheduler gives to any worker, and the outcomes come back to this
process, which adds them up in game order and writes the replay files itself. So the summary and
the replay files are the same, byte for byte, as with ``--jobs 1``; only the decision times
differ, as they do between any two runs.

A worker that dies takes its running chunk with it; the scheduler gives the chunk to another
worker (up to its ``allowed-failures`` setting), and since a chunk is a pure function of the game,
the seats, the seed and its game numbers, the re-run plays the very same games.

Every worker needs Tabletop and the game's distribution installed, at the versions this process
has. Dask moves tasks and results between trusted machines with pickle: run a cluster only on a
network you trust, as Dask's own documentation says.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_core import plugins
from tabletop_core.replay import SeatSpec

if TYPE_CHECKING:
    from tabletop_core.simulate import GameOutcome, _Bar

INSTALL_HINT = "--cluster needs Dask's distributed: pip install 'tabletop-core[cluster]'"
CONNECT_SECONDS = 10
CHUNKS_PER_WORKER = 8
"""A chunk of games per task: small enough that a lost worker costs little and the progress bar
moves, large enough that the scheduler's overhead (a few milliseconds a task) stays small."""

_registry: plugins.Registry | None = None
"""In a worker process: the installed plugins, loaded by the first chunk it plays."""


class ClusterError(RuntimeError):
    """The cluster could not be reached or could not play the games; the message says why."""


def load_distributed() -> Any:
    """The ``distributed`` module, or a one-line :class:`ClusterError` saying what to install."""
    try:
        import distributed
    except ImportError:
        raise ClusterError(INSTALL_HINT) from None
    return distributed


def outcomes_on_cluster(
    address: str,
    game_id: str,
    seats: Sequence[SeatSpec],
    games: int,
    seed: int,
    replays: Path | None,
    bar: _Bar | None,
) -> Iterator[GameOutcome]:
    """Every game's outcome in game order, played by the workers of the scheduler at ``address``;
    with ``replays``, each game's replay file is written into that folder as it comes back."""
    from tabletop_core.storage import atomic_write_text

    distributed = load_distributed()
    try:
        client = distributed.Client(address, timeout=f"{CONNECT_SECONDS}s", set_as_default=False)
    except (OSError, TimeoutError) as error:
        raise ClusterError(f"--cluster {address}: no scheduler answered ({error})") from None
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        step = max(1, min(25, games // (workers * CHUNKS_PER_WORKER) or 1))
        specs = [seat.model_dump() for seat in seats]
        futures = {
            client.submit(
                play_chunk,
                game_id,
                specs,
                seed,
                start,
                min(start + step, games),
                replays is not None,
                key=f"tabletop-{game_id}-{seed}-{games}-{start}-{id(client)}",
                pure=False,
            ): start
            for start in range(0, games, step)
        }
        pending: dict[int, tuple[list[GameOutcome], dict[str, str]]] = {}
        following = 0
        for future in distributed.as_completed(futures, loop=client.loop):
            try:
                outcomes, files = future.result()
            except ClusterError:
                raise
            except Exception as error:  # a game's failure, or a chunk that killed every worker
                raise ClusterError(f"{type(error).__name__}: {error}") from None
            pending[futures[future]] = outcomes, files
            if bar is not None:
                bar.advance(len(outcomes))
            while following in pending:
                done, texts = pending.pop(following)
                if replays is not None:
                    for name in sorted(texts):
                        atomic_write_text(replays / name, texts[name])
                yield from done
                following += len(done)
    finally:
        client.close()


def play_chunk(
    game_id: str,
    specs: list[dict[str, Any]],
    seed: int,
    start: int,
    stop: int,
    with_replays: bool,
) -> tuple[list[GameOutcome], dict[str, str]]:
    """On a worker: play games ``start`` to ``stop`` (exclusive); their outcomes, and each game's
    replay file as text (by file name) when asked for."""
    from tabletop_core.simulate import SimulationError, iter_games

    global _registry
    if _registry is None:
        _registry = plugins.registry()
    try:
        registered = _registry.get(game_id)
    except Exception as error:
        raise ClusterError(f"a worker cannot load {game_id}: {error}") from None
    seats = [SeatSpec.model_validate(spec) for spec in specs]
    indices = range(start, stop)
    try:
        if not with_replays:
            return list(iter_games(registered, _registry, seats, indices, seed, None)), {}
        with tempfile.TemporaryDirectory(prefix="tabletop-cluster-") as folder:
            outcomes = list(iter_games(registered, _registry, seats, indices, seed, Path(folder)))
            files = {path.name: path.read_text() for path in Path(folder).iterdir()}
        return outcomes, files
    except SimulationError as error:
        raise ClusterError(str(error)) from None
