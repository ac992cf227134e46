"""Beaver Creek: how often the dam has an accident, per player count and bot level.

Every seat is played by the same level over seeded games. An accident is a piece that dropped
(see the game's RULES.md); a take-back is a piece that came to rest against a placement rule
without anything dropping and went back to its player. Reported per game:

- ``accident rate``: accidents per piece let go (placed, taken back or fallen);
- ``accidents/game`` and ``take-backs/game``; ``limit ends``: turns ended by the 5-take-back limit;
- ``logs placed/game`` (solo: the score).

    python benchmarks/beaver_creek_accidents.py                     # every level, 1-5 players
    python benchmarks/beaver_creek_accidents.py --games 20 --players 2 3 --levels random hard
    python benchmarks/beaver_creek_accidents.py --markdown          # the README table
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_beaver_creek.bots import LEVELS as BOT_LEVELS
from tabletop_beaver_creek.events import Accident, Placed, Refused, TurnEnded
from tabletop_beaver_creek.rules import TAKEN_BACK_TOO_OFTEN, BeaverCreek

from tabletop_core.bots import RandomBot

LEVELS: dict[str, Callable[[], Any]] = {"random": RandomBot, **BOT_LEVELS}


def play(game: BeaverCreek, level: str, players: int, seed: int) -> Counter[str]:
    """One game, every seat played by ``level``; the counts of what happened."""
    bots = [LEVELS[level]() for _ in range(players)]
    state = game.new_state(players, seed)
    rngs = [random.Random(seed * 1_000_003 + seat) for seat in range(players)]
    counts: Counter[str] = Counter()
    for _ in range(20_000):
        seat = game.to_act(state)
        if seat is None:
            break
        action = bots[seat].choose(game, game.view(state, seat), rngs[seat])
        for event in game.apply(state, action):
            if isinstance(event, Placed):
                counts["placed"] += 1
            elif isinstance(event, Refused):
                counts["taken back"] += 1
            elif isinstance(event, Accident):
                counts["accidents"] += 1
            elif isinstance(event, TurnEnded) and event.reason == TAKEN_BACK_TOO_OFTEN:
                counts["limit ends"] += 1
    else:
        raise RuntimeError(f"no end in seed {seed}")
    counts["logs placed"] += state.logs_placed
    counts["games"] += 1
    return counts


def measure(level: str, players: int, games: int, seed: int = 0) -> dict[str, float]:
    game = BeaverCreek()
    total: Counter[str] = Counter()
    started = time.process_time()
    for number in range(games):
        total += play(game, level, players, seed + number)
    let_go = total["placed"] + total["taken back"] + total["accidents"]
    return {
        "level": level,
        "players": players,
        "games": games,
        "accident rate": total["accidents"] / max(1, let_go),
        "accidents/game": total["accidents"] / games,
        "take-backs/game": total["taken back"] / games,
        "limit ends": total["limit ends"],
        "logs placed/game": total["logs placed"] / games,
        "cpu s/game": (time.process_time() - started) / games,
    }


def markdown(rows: Sequence[dict[str, float]]) -> str:
    lines = [
        "| players | level | games | accident rate | accidents/game | take-backs/game "
        "| limit ends | logs placed/game |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['players']} | {row['level']} | {row['games']} "
            f"| {row['accident rate']:.1%} | {row['accidents/game']:.1f} "
            f"| {row['take-backs/game']:.2f} | {row['limit ends']} "
            f"| {row['logs placed/game']:.1f} |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4, 5])
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=list(LEVELS))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--markdown", action="store_true", help="print the README table")
    args = parser.parse_args()
    rows = []
    for players in args.players:
        for level in args.levels:
            row = measure(level, players, args.games, args.seed)
            rows.append(row)
            if not args.markdown:
                print(
                    f"{players} players, {level:>6}: accident rate {row['accident rate']:.1%}, "
                    f"{row['accidents/game']:.1f} accidents/game, "
                    f"{row['take-backs/game']:.2f} take-backs/game, "
                    f"{row['limit ends']} limit ends, "
                    f"{row['logs placed/game']:.1f} logs/game, {row['cpu s/game']:.1f} cpu s/game",
                    flush=True,
                )
    if args.markdown:
        print(markdown(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
