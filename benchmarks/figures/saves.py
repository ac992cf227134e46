"""Saving and listing saves: the autosave's cost per move on the UI thread, and the lobby's time
to list its saves among 2,000.

The autosave figure plays bot-only Dam It! matches with autosave on and times what ``Match.act``
spends handing the move to the journal (the rest, the disk, is the writer thread's); beside it,
what writing the whole save for every move costs (the way autosave worked before the journal).
The lobby figure fills a data folder with 2,000 saves and times, with nothing cached, what the
lobby asks for (every save of one game, sorted into matches to go on with, finished or abandoned
ones and unreadable files) and a listing of all of them.
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from harness import Figure

AUTOSAVE_BUDGET_MS = 1.0
LOBBY_BUDGET_S = 0.2
SAVES = 2000


def _bot_match(registry, seed: int, autosave: bool):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    bots = {i: registry.make_bot("damit", "random") for i in range(2)}
    return Match(registry.get("damit").game, seats, seed, None, bots=bots, autosave=autosave)


def autosave_ms_per_move(registry, matches: int) -> tuple[float, float, float]:
    """(median ms on the UI thread per move, median ms to write the whole save per move,
    median ms until a move is on disk)."""
    from tabletop_core.match import Match

    handed: list[float] = []
    whole: list[float] = []
    durable: list[float] = []
    original = Match._autosave

    def timed(self: Match) -> None:
        start = time.perf_counter()
        original(self)
        handed.append((time.perf_counter() - start) * 1000)

    Match._autosave = timed  # type: ignore[method-assign]
    try:
        for seed in range(matches):
            match = _bot_match(registry, seed, autosave=True)
            while not match.is_over:
                match.bot_step()
                if len(match.actions) % 10 == 0:
                    start = time.perf_counter()
                    match.flush_autosave()
                    durable.append((time.perf_counter() - start) * 1000)
            match.save_and_close()
            path = match.autosave_path.with_name("whole.json")
            start = time.perf_counter()
            for _ in range(10):
                match.save(path)
            whole.append((time.perf_counter() - start) * 100)
    finally:
        Match._autosave = original  # type: ignore[method-assign]
    return statistics.median(handed), statistics.median(whole), statistics.median(durable)


def fill_saves(registry, folder: Path, count: int) -> None:
    """``count`` journals of Dam It!, Hamsterdam and a game not installed, a third finished."""
    from tabletop_core.journal import replay_to_journal

    texts = []
    for seed in range(3):
        match = _bot_match(registry, seed, autosave=False)
        for _ in range(30):
            match.bot_step()
        texts.append(replay_to_journal(match.to_replay()))
        match.run_bots()
        texts.append(replay_to_journal(match.to_replay()))
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)
    now = time.time()
    for number in range(count):
        game = ("damit", "hamsterdam", "otter")[number % 3]
        text = texts[rng.randrange(len(texts))].replace('"game":"damit"', f'"game":"{game}"', 1)
        path = folder / f"{game}-m{number:05d}.json"
        path.write_text(text, encoding="utf-8")
        os.utime(path, (now - number, now - number))


def lobby_seconds(registry, runs: int) -> tuple[float, float]:
    """(median s for the lobby's list, median s to list all), nothing cached."""
    from tabletop_core import save_index
    from tabletop_core.storage import list_autosaves, saved_matches

    folder = Path(tempfile.mkdtemp(prefix="tabletop-lobby-"))
    previous = os.environ.get("TABLETOP_DATA_DIR")
    os.environ["TABLETOP_DATA_DIR"] = str(folder)
    try:
        fill_saves(registry, folder / "autosaves", SAVES)
        lobby, everything = [], []
        for _ in range(runs):
            save_index._cache.clear()
            start = time.perf_counter()
            saved_matches("damit")  # every save of the game, in the lobby's three parts
            lobby.append(time.perf_counter() - start)
            save_index._cache.clear()
            start = time.perf_counter()
            listed = list_autosaves()
            everything.append(time.perf_counter() - start)
            assert len(listed) == SAVES
        return statistics.median(lobby), statistics.median(everything)
    finally:
        if previous is None:
            os.environ.pop("TABLETOP_DATA_DIR", None)
        else:
            os.environ["TABLETOP_DATA_DIR"] = previous
        shutil.rmtree(folder, ignore_errors=True)


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    from tabletop_core import plugins

    registry = plugins.load(autoload=True)
    if "damit" not in registry.games:
        missing = "the damit plugin is not installed"
        return [
            Figure("autosave: Dam It! is not installed", float("nan"), "ms", detail=missing)
        ], []
    folder = Path(tempfile.mkdtemp(prefix="tabletop-autosave-"))
    previous = os.environ.get("TABLETOP_DATA_DIR")
    os.environ["TABLETOP_DATA_DIR"] = str(folder)
    try:
        handed, whole, durable = autosave_ms_per_move(registry, 2 if quick else 8)
    finally:
        if previous is None:
            os.environ.pop("TABLETOP_DATA_DIR", None)
        else:
            os.environ["TABLETOP_DATA_DIR"] = previous
        shutil.rmtree(folder, ignore_errors=True)
    lobby, everything = lobby_seconds(registry, 2 if quick else 5)
    out = [
        Figure(
            "autosave: UI thread per move (Dam It!, journal)",
            handed,
            "ms",
            AUTOSAVE_BUDGET_MS,
            detail=f"on disk within {durable:.2f} ms (writer thread)",
        ),
        Figure("autosave: writing the whole save per move (before the journal)", whole, "ms"),
        Figure(f"lobby: list every save of one game among {SAVES:,}", lobby, "s", LOBBY_BUDGET_S),
        Figure(f"lobby: list all {SAVES:,} saves", everything, "s"),
    ]
    return out, []
