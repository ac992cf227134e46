"""Bots playing many games: the engine behind ``tabletop simulate``.

Game ``i`` is played with seed ``seed + i`` and fresh bots, so each game is independent of the
others: they can be spread over processes (``jobs``) and the per-game outcomes merged in game
order, which gives the same summary and the same replay files whatever the number of processes.

Every game is a :class:`~tabletop_core.match.Match` whose seats are all bots, played by
``Match.bot_step``: one definition of a decision for a window, the server and this command.
Without replays the match keeps no log (``keep_log=False``: no events made, nothing encoded or
saved); with ``replays`` each game is a full match, so the files are exactly what a match saves.
"""

from __future__ import annotations

import gc
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_core import plugins, watchdog
from tabletop_core.game import GameOver, parse_options, supports
from tabletop_core.ranking import Ranking, best, places, ranking_of
from tabletop_core.replay import SeatSpec

MAX_ACTIONS_PER_GAME = 100_000
UNSAVED = "simulated"
"""The match id of a game played without replays: it is never saved, so it needs no fresh
random id (one read of the system's randomness a game)."""
CHUNK_GAMES = 25
"""Games a worker plays before it reports back (the progress bar moves in steps this big)."""
YOUNG_OBJECTS_BEFORE_COLLECTING = 20_000
"""The garbage collector's first threshold while games are played (Python's default is 700).
A game makes and drops many small objects, which reference counting frees; a collection every
700 of them mostly finds nothing, and some 3 % of a Dam It! game went on those collections."""


class SimulationError(RuntimeError):
    """A game could not be finished; the message names the seed to reproduce it."""


@dataclass(slots=True)
class GameOutcome:
    """What one finished game adds to the summary."""

    index: int
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    stats: dict[str, int]
    decision_sums: list[float]
    decision_counts: list[int]
    decision_max: list[float]
    tiebreak: tuple[float, ...] | None = None

    def row(self) -> tuple[Any, ...]:
        """The outcome as a plain tuple, as it crosses from a worker process to the parent
        (``GameOutcome(*row)`` again there): a dataclass with slots pickles through Python-level
        ``__getstate__``/``__setstate__``, a tuple in C, and a parent collects 10,000 of them."""
        return (
            self.index,
            self.winners,
            self.scores,
            self.stats,
            self.decision_sums,
            self.decision_counts,
            self.decision_max,
            self.tiebreak,
        )


@dataclass(slots=True)
class _Totals:
    players: int
    ranking: Ranking = "highest"
    wins: list[int] = field(init=False)
    score_sums: list[float] = field(init=False)
    place_sums: list[int] = field(init=False)
    decision_sums: list[float] = field(init=False)
    decision_counts: list[int] = field(init=False)
    decision_max: list[float] = field(init=False)
    stats: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.wins = [0] * self.players
        self.score_sums = [0.0] * self.players
        self.place_sums = [0] * self.players
        self.decision_sums = [0.0] * self.players
        self.decision_counts = [0] * self.players
        self.decision_max = [0.0] * self.players

    def add(self, outcome: GameOutcome) -> None:
        for winner in outcome.winners:
            self.wins[winner] += 1
        for seat in range(self.players):
            self.score_sums[seat] += outcome.scores[seat]
            self.decision_sums[seat] += outcome.decision_sums[seat]
            self.decision_counts[seat] += outcome.decision_counts[seat]
            self.decision_max[seat] = max(self.decision_max[seat], outcome.decision_max[seat])
        for place, seat in enumerate(places(outcome, self.ranking), start=1):
            self.place_sums[seat] += place
        for key, value in outcome.stats.items():
            self.stats[key] = self.stats.get(key, 0) + value

    def best(self) -> int:
        """The seat with the best mean score by the game's ranking (the first of level ones)."""
        top = best(self.score_sums, self.ranking)
        return next(seat for seat, total in enumerate(self.score_sums) if total == top)


def default_jobs() -> int:
    """Every core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def simulate_games(
    registered: plugins.Registered,
    seats: Sequence[SeatSpec],
    *,
    games: int,
    seed: int = 0,
    replays: Path | None = None,
    progress: bool = False,
    registry: plugins.Registry | None = None,
    jobs: int = 1,
    cluster: str | None = None,
) -> dict[str, Any]:
    """Play ``games`` bot-only games (game i with seed ``seed + i``) and summarise them.

    Wins count every winner of a shared win. Places and the best mean score follow the game's
    ranking (``GameInfo.ranking``: the highest or the lowest score wins). Replays (when asked)
    hold no timing, so the same seed and seats give byte-identical files, with any ``jobs`` or
    on a ``cluster`` (the address of a Dask scheduler: see :mod:`tabletop_core.cluster`).
    """
    registry = registry or plugins.registry()
    game = registered.game
    seats = list(seats)
    _refuse_what_a_match_would(game, seats, seed, games)
    totals = _Totals(len(seats), ranking_of(game))
    started = time.perf_counter()
    jobs = max(1, min(jobs, games))
    if jobs > 1 and _start_method() != "fork" and registry is not plugins.registry():
        jobs = 1  # spawned workers could only load the installed plugins, not this registry
    bar = _progress(progress, games, game.info.title)
    try:
        if cluster is not None:
            from tabletop_core.cluster import outcomes_on_cluster

            for outcome in outcomes_on_cluster(
                cluster, game.info.id, seats, games, seed, replays, bar
            ):
                totals.add(outcome)
        elif jobs == 1:
            with _collecting_for_a_batch():
                outcomes: Iterator[GameOutcome] = iter_games(
                    registered, registry, seats, range(games), seed, replays
                )
                for outcome in outcomes:
                    totals.add(outcome)
                    if bar is not None:
                        bar.advance(1)
        else:
            from tabletop_core.simulate_processes import in_processes

            with _collecting_for_a_batch():  # this process plays its share too
                for outcome in in_processes(
                    registered, registry, seats, games, seed, replays, jobs, bar
                ):
                    totals.add(outcome)
    finally:
        if bar is not None:
            bar.stop()

    players = len(seats)
    return {
        "game": game.info.id,
        "games": games,
        "players": players,
        "seats": [f"bot:{s.level}" for s in seats],
        "wins": totals.wins,
        "mean_score": [round(s / games, 4) for s in totals.score_sums],
        "mean_place": [round(p / games, 4) for p in totals.place_sums],
        "ranking": totals.ranking,
        "best": totals.best(),
        "decision_seconds": {
            "mean": [
                round(totals.decision_sums[i] / totals.decision_counts[i], 6)
                if totals.decision_counts[i]
                else 0.0
                for i in range(players)
            ],
            "max": [round(m, 6) for m in totals.decision_max],
        },
        "stats": totals.stats,
        "seconds": round(time.perf_counter() - started, 3),
    }


def _refuse_what_a_match_would(game: Any, seats: list[SeatSpec], seed: int, games: int) -> None:
    """The checks a :class:`~tabletop_core.match.Match` makes (the number of seats, every seed
    in range), once for all the games: without replays no Match is made."""
    from tabletop_core.match import Match

    Match(game, seats, seed, None)
    if games > 1:
        Match(game, seats, seed + games - 1, None)


def iter_games(
    registered: plugins.Registered,
    registry: plugins.Registry,
    seats: Sequence[SeatSpec],
    indices: Sequence[int],
    seed: int,
    replays: Path | None,
) -> Iterator[GameOutcome]:
    """Play the games of these indices one after the other."""
    game = registered.game
    levels = [spec.level or "random" for spec in seats]
    options = parse_options(game, None)
    for index in indices:
        bots = {seat: registry.make_bot(game.info.id, level) for seat, level in enumerate(levels)}
        if replays is None:
            yield play_game(game, seats, bots, index, seed + index, options)
        else:
            yield record_game(game, seats, bots, index, seed + index, replays)


def play_game(
    game: Any,
    seats: Sequence[SeatSpec],
    bots: dict[int, Any],
    index: int,
    game_seed: int,
    options: Any,
) -> GameOutcome:
    """One whole game as a :class:`~tabletop_core.match.Match` that keeps no log: the same
    decisions as any match (each bot's choice from its seat's view with the match's RNG for that
    decision, checked and applied by ``Match.act``), without the log, the events or a save."""
    from tabletop_core.match import Match

    match = Match(game, seats, game_seed, options, bots=bots, keep_log=False, match_id=UNSAVED)
    return _play(match, index, game_seed)


def record_game(
    game: Any,
    seats: Sequence[SeatSpec],
    bots: dict[int, Any],
    index: int,
    game_seed: int,
    replays: Path,
) -> GameOutcome:
    """One whole game as a full :class:`~tabletop_core.match.Match`, its replay file written
    into ``replays``: exactly what ``Match.save`` writes."""
    from tabletop_core.match import Match
    from tabletop_core.replay import dump_replay
    from tabletop_core.storage import atomic_write_text

    match = Match(game, list(seats), game_seed, None, bots=bots)
    outcome = _play(match, index, game_seed)
    name = f"{game.info.id}-seed{game_seed}.json"
    atomic_write_text(replays / name, dump_replay(match.to_replay()))  # Ctrl-C: no half file
    return outcome


def _play(match: Any, index: int, game_seed: int) -> GameOutcome:
    """Let the match's bots play it to the end (``bot_step`` says when: :class:`GameOver`),
    timing each decision for the summary: from the end of the one before (the clock is read
    once a decision; what lies between two steps is the loop's own few instructions)."""
    spent: list[list[float]] = [[] for _ in range(match.players)]
    note = [seconds.append for seconds in spent]  # each seat's decisions, in seconds
    clock = time.perf_counter
    step = match.bot_step
    actions = match.actions  # the match appends to this very list
    try:
        last = clock()
        for _ in range(MAX_ACTIONS_PER_GAME + 1):
            step()
            now = clock()
            note[actions[-1][0]](now - last)
            last = now
        raise SimulationError(f"game {index} (seed {game_seed}) did not end")
    except GameOver:
        pass
    except SimulationError:
        raise
    except Exception as error:
        raise SimulationError(
            f"game {index} (seed {game_seed}) failed at action {len(match.actions)}: "
            f"{type(error).__name__}: {error}"
        ) from error
    sums = [sum(seconds) for seconds in spent]  # totalled here, in C, not once a decision
    counts = [len(seconds) for seconds in spent]
    slowest = [max(seconds, default=0.0) for seconds in spent]
    return _outcome(match.game, match.state, index, game_seed, sums, counts, slowest)


def _outcome(
    game: Any,
    state: Any,
    index: int,
    game_seed: int,
    sums: list[float],
    counts: list[int],
    slowest: list[float],
) -> GameOutcome:
    result = game.result(state)
    if result is None:
        raise SimulationError(f"game {index} (seed {game_seed}) ended without a result")
    stats = (
        {key: int(value) for key, value in game.stats(state).items()}
        if supports(game, "stats")
        else {}
    )
    return GameOutcome(
        index,
        tuple(result.winners),
        tuple(result.scores),
        stats,
        sums,
        counts,
        slowest,
        None if result.tiebreak is None else tuple(result.tiebreak),
    )


# -- several processes ---------------------------------------------------------------------------

_WORKER: dict[str, Any] = {}
"""In a worker: the registered game, the registry and the seats, set up once."""


def _start_method() -> str:
    """``fork`` when it is safe (no window library loaded, no other thread running), which
    starts workers at once; otherwise ``spawn``, whose workers load the plugins afresh."""
    import multiprocessing
    import threading

    drawing = "arcade" in sys.modules or "pyglet" in sys.modules
    if (
        "fork" in multiprocessing.get_all_start_methods()
        and not drawing
        and threading.active_count() == 1
    ):
        return "fork"
    return "spawn"


def _start_worker(
    game_id: str, specs: list[dict[str, Any]], seed: int, replays: Path | None, stop: Any
) -> None:
    """Set a worker up once. It must not raise, so that a failure is reported in game order
    like a game's: it is kept and reported by the first chunk the worker takes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    signal.signal(signal.SIGTERM, _stop_worker)  # the parent stopping the worker (Ctrl-C)
    gc.set_threshold(YOUNG_OBJECTS_BEFORE_COLLECTING, *gc.get_threshold()[1:])  # see the constant
    try:
        if "registry" not in _WORKER:
            registry = plugins.registry()
            _WORKER.update(registry=registry, registered=registry.get(game_id))
        _WORKER.update(
            seats=[SeatSpec.model_validate(spec) for spec in specs],
            seed=seed,
            replays=replays,
            stop=stop,
        )
    except Exception as error:
        _WORKER["error"] = f"a worker process could not set up {game_id}: {error}"


def _stop_worker(signum: int, frame: Any) -> None:
    """Unwind instead of dying on the spot, so that a replay being written removes its
    temporary file (see :func:`tabletop_core.storage.atomic_write_text`)."""
    raise SystemExit(128 + signum)


def _play_chunk(bounds: tuple[int, int]) -> tuple[int, list[tuple[Any, ...]], str | None]:
    """The outcomes of these games as rows (:meth:`GameOutcome.row`), up to the first that
    failed, and why (None: all played)."""
    w = _WORKER
    if "error" in w:
        return bounds[0], [], w["error"]
    if w["stop"].is_set():  # an earlier game failed: nobody waits for these any more
        return bounds[0], [], None
    indices = range(*bounds)
    games = iter_games(w["registered"], w["registry"], w["seats"], indices, w["seed"], w["replays"])
    outcomes: list[GameOutcome] = []
    registered = w["registered"]
    try:
        with watchdog.watching(registered.info.id, registered.package):
            outcomes.extend(games)
    except (SimulationError, watchdog.Hung) as error:
        return bounds[0], [outcome.row() for outcome in outcomes], str(error)
    return bounds[0], [outcome.row() for outcome in outcomes], None


@contextmanager
def _collecting_for_a_batch() -> Iterator[None]:
    """Collect garbage less often while games are played here (see
    :data:`YOUNG_OBJECTS_BEFORE_COLLECTING`), and as before afterwards."""
    before = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS_BEFORE_COLLECTING, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


# -- the progress bar ----------------------------------------------------------------------------


@dataclass(slots=True)
class _Bar:
    advance: Callable[[int], None]
    stop: Callable[[], None]


def _progress(enabled: bool, total: int, title: str) -> _Bar | None:
    """A bar of games done on stderr, when stderr is a terminal someone watches."""
    if not enabled or not sys.stderr.isatty():
        return None
    from rich.console import Console
    from rich.markup import escape
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    progress = Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
        transient=True,
    )
    progress.start()
    task = progress.add_task(escape(title), total=total)
    return _Bar(lambda n: progress.advance(task, n), progress.stop)
