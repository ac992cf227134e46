"""Soak: many random games of every installed game; every failure is written as a replay file.

Game ``i`` of a game uses seed ``S + i`` and cycles through the player counts. Choices are
uniformly random legal actions (``random_action`` for games with continuous choices), drawn from
an RNG seeded from the game's seed, so every failure is reproducible from its replay file:
``tabletop replay DIR/<game>-seed<N>.json`` replays up to (and including) the failing action.

A failure is anything but a finished game with a sensible result: an exception from the rules,
no legal action while the game goes on, no end within the step bound, or a malformed result.

    python benchmarks/soak.py --games 10000 [--game ID] [--seed S] [--out DIR] [--minutes M] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_core import plugins
from tabletop_core.game import Game, parse_options
from tabletop_core.replay import LoggedAction, ReplayFile, SeatSpec, dump_replay

MAX_STEPS = 20_000


@dataclass
class Failure:
    seed: int
    players: int
    step: int
    error: str
    replay: Path | None = None


@dataclass
class Soaked:
    """One game's figures."""

    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "failures": len(self.failures),
            "actions": self.actions,
            "seconds": round(self.seconds, 2),
            "games_per_second": round(self.games_per_second, 2),
            "failed": [
                {
                    "seed": f.seed,
                    "players": f.players,
                    "step": f.step,
                    "error": f.error,
                    "replay": str(f.replay) if f.replay else None,
                }
                for f in self.failures
            ],
        }


class GameFailed(Exception):
    def __init__(self, step: int, message: str) -> None:
        super().__init__(message)
        self.step = step


def play_one(game: Game, players: int, seed: int, played: list[tuple[int, Any]]) -> None:
    """Play one random game, appending (seat, action) to ``played``; raises :class:`GameFailed`."""
    state = game.new_state(players, seed, parse_options(game, None))
    rng = random.Random(f"soak/{seed}")
    pick_random = getattr(game, "random_action", None)
    for step in range(MAX_STEPS):
        seat = game.to_act(state)
        if seat is None:
            _check_result(game, state, players, step)
            return
        if pick_random is not None:
            action = pick_random(state, rng)
        else:
            legal = game.legal_actions(state)
            if not legal:
                raise GameFailed(step, f"no legal action for seat {seat} while the game goes on")
            action = legal[rng.randrange(len(legal))]
        played.append((seat, action))
        game.apply(state, action)
    raise GameFailed(MAX_STEPS, f"no end after {MAX_STEPS} actions")


def _check_result(game: Game, state: Any, players: int, step: int) -> None:
    result = game.result(state)
    if result is None:
        raise GameFailed(step, "the game is over but result() is None")
    if len(result.scores) != players or not result.winners:
        raise GameFailed(step, f"a malformed result: {result}")
    if any(not 0 <= w < players for w in result.winners):
        raise GameFailed(step, f"winners {result.winners} are not seats of {players}")


def write_replay(
    game: Game, players: int, seed: int, played: list[tuple[int, Any]], out: Path
) -> Path | None:
    """The failing game as a replay file (its last action is the one that failed)."""
    try:
        replay = ReplayFile(
            game=game.info.id,
            game_version=game.info.version,
            seed=seed,
            players=players,
            options=parse_options(game, None).model_dump(mode="json"),
            seats=[SeatSpec.bot(f"Soak {i + 1}", "random") for i in range(players)],
            actions=[
                LoggedAction(seat=seat, action=game.encode_action(action))
                for seat, action in played
            ],
        )
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"{game.info.id}-seed{seed}.json"
        path.write_text(dump_replay(replay), encoding="utf-8")
        return path
    except Exception as error:  # an action that cannot even be encoded
        print(f"  could not write the replay of seed {seed}: {error}", file=sys.stderr)
        return None


def soak(
    game: Game,
    games: int,
    first_seed: int,
    out: Path,
    progress: bool = True,
    minutes: float | None = None,
) -> Soaked:
    """Play ``games`` games (fewer if ``minutes`` run out first: the figures say how many)."""
    info = game.info
    counts = list(range(info.min_players, info.max_players + 1))
    figures = Soaked(info.id)
    started = time.perf_counter()
    report_every = max(1, games // 10)
    for index in range(games):
        if minutes is not None and time.perf_counter() - started > minutes * 60:
            break
        seed = first_seed + index
        players = counts[index % len(counts)]
        played: list[tuple[int, Any]] = []
        try:
            play_one(game, players, seed, played)
        except GameFailed as error:
            path = write_replay(game, players, seed, played, out)
            figures.failures.append(Failure(seed, players, error.step, str(error), path))
        except Exception as error:
            message = f"{type(error).__name__}: {str(error).strip().splitlines()[0] if str(error).strip() else ''}"
            path = write_replay(game, players, seed, played, out)
            figures.failures.append(Failure(seed, players, len(played), message, path))
        figures.games += 1
        figures.actions += len(played)
        if progress and (index + 1) % report_every == 0:
            spent = time.perf_counter() - started
            print(
                f"  {info.id}: {index + 1}/{games} in {spent:.0f} s, "
                f"{len(figures.failures)} failures",
                file=sys.stderr,
                flush=True,
            )
    figures.seconds = time.perf_counter() - started
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per game")
    parser.add_argument("--game", help="only this game id (default: every installed game)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--out", type=Path, default=Path("soak-failures"), help="replay folder")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--minutes", type=float, help="stop each game's soak after this long (reports the count)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    registry = plugins.load()
    for broken in registry.unavailable:
        print(f"unavailable: {broken.name}: {broken.error}", file=sys.stderr)
    if args.game:
        try:
            games = [registry.get(args.game).game]
        except KeyError as error:
            parser.error(error.args[0])
    else:
        games = [registry.games[game_id].game for game_id in sorted(registry.games)]
    results = [
        soak(game, args.games, args.seed, args.out, not args.quiet, args.minutes) for game in games
    ]
    if args.json:
        print(json.dumps([r.as_json() for r in results], indent=2))
    else:
        print(f"{'game':<20} {'games':>7} {'failures':>8} {'seconds':>9} {'games/s':>9}")
        for r in results:
            print(
                f"{r.game:<20} {r.games:>7} {len(r.failures):>8} {r.seconds:>9.1f} "
                f"{r.games_per_second:>9.1f}"
            )
            for failure in r.failures[:5]:
                print(
                    f"  seed {failure.seed} ({failure.players} players), action {failure.step}: "
                    f"{failure.error}  -> {failure.replay}"
                )
    return 1 if any(r.failures for r in results) or registry.unavailable else 0


if __name__ == "__main__":
    sys.exit(main())
