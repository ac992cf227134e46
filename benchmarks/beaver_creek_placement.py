"""Beaver Creek placement: does a careful hand place the whole roll, turn after turn?

Every seat is played by the same level over seeded games. For each turn (a roll and the pieces
placed after it) the figure records whether everything the roll asked for was placed (the turn
ended "everything rolled is placed"; the supply and the player's stock cap what a roll asks) and
how many accidents it had. Reported by bot level and by round (a round is one turn of every
player), with the accidents per turn and the logs in the dam at the end.

The toy-like target (docs/performance.md, "Beaver Creek placement"): a careful hand (the hard
bot) places the whole roll in most of the early turns (rounds 1-3: at least 60 %), with at most
one accident in four early turns, and the dam grows (at the end, at least half the logs dealt
lie in the dam).

    python benchmarks/beaver_creek_placement.py                    # 3 players, every level
    python benchmarks/beaver_creek_placement.py --games 4 --levels normal hard --players 3
    python benchmarks/beaver_creek_placement.py --markdown         # the docs table
"""

from __future__ import annotations

import argparse
import random
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_beaver_creek.bots import LEVELS as BOT_LEVELS
from tabletop_beaver_creek.events import Accident, Rolled, TurnEnded
from tabletop_beaver_creek.pieces import LOG_KINDS
from tabletop_beaver_creek.rules import EVERYTHING_PLACED, BeaverCreek
from tabletop_beaver_creek.state import starting_logs

from tabletop_core.bots import RandomBot

LEVELS: dict[str, Callable[[], Any]] = {"random": RandomBot, **BOT_LEVELS}
ROUNDS = 5
"""Rounds shown one by one; later turns are counted in the last column ("5+")."""
EARLY = 3
"""The rounds the target speaks of."""
TARGET_WHOLE = 0.6
TARGET_ACCIDENTS = 0.25
TARGET_DAM = 0.5


def play(game: BeaverCreek, level: str, players: int, seed: int) -> dict[str, Any]:
    """One game, every seat played by ``level``: per round, (whole rolls, turns, accidents)."""
    bots = [LEVELS[level]() for _ in range(players)]
    state = game.new_state(players, seed)
    rngs = [random.Random(seed * 1_000_003 + seat) for seat in range(players)]
    whole: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    accidents = 0
    for _ in range(20_000):
        seat = game.to_act(state)
        if seat is None:
            break
        action = bots[seat].choose(game, game.view(state, seat), rngs[seat])
        for event in game.apply(state, action):
            if isinstance(event, Rolled):
                accidents = 0
            elif isinstance(event, Accident):
                accidents += 1
            elif isinstance(event, TurnEnded) and state.turns:
                row = whole[min(ROUNDS, (state.turns - 1) // players + 1)]
                row[0] += event.reason == EVERYTHING_PLACED
                row[1] += 1
                row[2] += accidents
    else:
        raise RuntimeError(f"no end in seed {seed}")
    in_dam = sum(1 for piece in state.pieces.values() if piece.kind in LOG_KINDS)
    dealt = sum(starting_logs(players).values()) * players
    return {"rounds": whole, "dealt": dealt, "in dam": in_dam}


def measure(level: str, players: int, games: int, seed: int = 0) -> dict[str, Any]:
    game = BeaverCreek()
    rounds: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    dealt = in_dam = 0
    started = time.process_time()
    for number in range(games):
        played = play(game, level, players, seed + number)
        for index, (whole, turns, accidents) in played["rounds"].items():
            row = rounds[index]
            row[0], row[1], row[2] = row[0] + whole, row[1] + turns, row[2] + accidents
        dealt += played["dealt"]
        in_dam += played["in dam"]
    early = [rounds[i] for i in range(1, EARLY + 1)]
    early_turns = max(1, sum(r[1] for r in early))
    turns = max(1, sum(r[1] for r in rounds.values()))
    return {
        "level": level,
        "players": players,
        "games": games,
        "whole by round": {i: rounds[i][0] / rounds[i][1] for i in rounds if rounds[i][1]},
        "whole early": sum(r[0] for r in early) / early_turns,
        "accidents early": sum(r[2] for r in early) / early_turns,
        "accidents/turn": sum(r[2] for r in rounds.values()) / turns,
        "turns/game": turns / games,
        "dam": in_dam / max(1, dealt),
        "cpu s/game": (time.process_time() - started) / games,
    }


def meets(row: dict[str, Any]) -> bool:
    return (
        row["whole early"] >= TARGET_WHOLE
        and row["accidents early"] <= TARGET_ACCIDENTS
        and row["dam"] >= TARGET_DAM
    )


def markdown(rows: Sequence[dict[str, Any]]) -> str:
    heads = " | ".join(f"round {i}" if i < ROUNDS else f"{ROUNDS}+" for i in range(1, ROUNDS + 1))
    lines = [
        f"| players | level | games | {heads} | whole, rounds 1-{EARLY} | accidents/turn, "
        f"rounds 1-{EARLY} | accidents/turn | logs dealt in the dam at the end |",
        "|---|---|---:|" + "---:|" * ROUNDS + "---:|---:|---:|---:|",
    ]
    for row in rows:
        cells = " | ".join(
            f"{row['whole by round'][i]:.0%}" if i in row["whole by round"] else "–"
            for i in range(1, ROUNDS + 1)
        )
        lines.append(
            f"| {row['players']} | {row['level']} | {row['games']} | {cells} "
            f"| {row['whole early']:.0%} | {row['accidents early']:.2f} "
            f"| {row['accidents/turn']:.2f} | {row['dam']:.0%} |"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--players", type=int, nargs="*", default=[3])
    parser.add_argument("--levels", nargs="*", default=list(LEVELS), choices=list(LEVELS))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--markdown", action="store_true", help="print the docs table")
    args = parser.parse_args()
    rows = []
    for players in args.players:
        for level in args.levels:
            row = measure(level, players, args.games, args.seed)
            rows.append(row)
            if not args.markdown:
                by_round = ", ".join(f"{v:.0%}" for _k, v in sorted(row["whole by round"].items()))
                print(
                    f"{players} players, {level:>6}: whole roll by round {by_round}; "
                    f"rounds 1-{EARLY} {row['whole early']:.0%} "
                    f"(target ≥ {TARGET_WHOLE:.0%}), accidents/turn early "
                    f"{row['accidents early']:.2f} (target ≤ {TARGET_ACCIDENTS}), "
                    f"all turns {row['accidents/turn']:.2f}; logs dealt in the dam at the end "
                    f"{row['dam']:.0%} (target ≥ {TARGET_DAM:.0%}); "
                    f"{row['turns/game']:.1f} turns/game, {row['cpu s/game']:.1f} cpu s/game"
                    + ("  [meets the target]" if meets(row) else ""),
                    flush=True,
                )
    if args.markdown:
        print(markdown(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
