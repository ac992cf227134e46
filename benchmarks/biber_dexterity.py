"""Mein lieber Biber as a dexterity game: how often each bot level tips the raft, and how often
the way a beaver is set down decides whether the raft holds.

Per player count:

- **tip rate** per level: the share of rounds that ended with the raft tipping, in seeded games
  of that level in every seat (hand tremble included, as in play);
- **placement matters**: over the positions reached in seeded games of random bots, the share
  of moves (a card, its beaver, its ring) for which the best and the worst placement on the
  ring give different outcomes — some placement (spot -1/0/1 × tail in 8 directions × lowered
  or let fall, set down exactly) tips the raft and another holds it.

    python benchmarks/biber_dexterity.py [--games 30] [--players 2 3 4 5 6] [--positions 150]

Measured with the defaults (seeded: the figures repeat on any machine), the model as in
``raft.py`` (dome 15 cm, hardest landing 260 cm/s, a landing on or against a tail 5 times
harder), under the rules of version 1.1 (nobody ends a round at will, ring 30 green):

| players | random tips | normal tips | hard tips | placement matters |
|---|---|---|---|---|
| 2 | 84% | 4% | 2% | 26% |
| 3 | 87% | 8% | 7% | 20% |
| 4 | 83% | 3% | 2% | 24% |
| 5 | 84% | 7% | 2% | 23% |
| 6 | 71% | 1% | 4% | 20% |

The aims: hard bots tip under half as often as random ones, placement decides at least 15 % of
moves — both hold. Under 1.0 random bots tipped 33–57 % of rounds (the earlier aim was 30–60 %),
but most of their rounds ended early: a random player declined its draws and played its last
card with cards still in the piles (2 players, 30 games: 59 of 90 rounds ended on a "last
card" under 1.0, 10 of 90 under 1.1). Now that nobody can end a round at will, random rounds
run until the raft tips or the dam is reached, and 71–87 % tip; the 30–60 % aim is not met and
the raft was not retuned for it (random bots are a floor, not a family).
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Callable
from typing import Any

from tabletop_mein_lieber_biber.bots import EasyBot, HardBot, NormalBot
from tabletop_mein_lieber_biber.raft import wobble
from tabletop_mein_lieber_biber.rules import MeinLieberBiber, playable, preview
from tabletop_mein_lieber_biber.state import PLAY

from tabletop_core.bots import RandomBot

LEVELS: dict[str, Callable[[], Any]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}
SPOTS = (-1.0, 0.0, 1.0)
TAILS = tuple(k * math.pi / 4 for k in range(8))
DROPS = (0.0, 1.0)


def tip_rate(level: str, players: int, games: int, first_seed: int = 0) -> float:
    """The share of rounds that ended with the raft tipping, ``level`` in every seat."""
    game = MeinLieberBiber()
    tipped = rounds = 0
    for seed in range(first_seed, first_seed + games):
        state = game.new_state(players, seed)
        bots = [LEVELS[level]() for _ in range(players)]
        rngs = [random.Random(seed * 7919 + seat) for seat in range(players)]
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            game.apply(state, bots[seat].choose(game, view, rngs[seat]))
        stats = game.stats(state)
        tipped += stats["rounds_tipped"]
        rounds += stats["rounds"]
    return tipped / rounds if rounds else 0.0


def outcomes(state: Any, move: Any) -> set[bool]:
    """Whether the raft tips, for every reference placement of ``move`` (exactly as meant)."""
    seen = set()
    for spot in SPOTS:
        for tail in TAILS:
            beavers, placed = preview(state, move, spot, tail)
            for drop in DROPS:
                seen.add(wobble(state.poses, beavers, placed, drop).tipped)
                if len(seen) == 2:
                    return seen
    return seen


def placement_matters(players: int, positions: int, first_seed: int = 1000) -> float:
    """The share of moves whose best and worst placement differ in outcome, over ``positions``
    positions from random-bot games (every move onto a ring in each position counts)."""
    game = MeinLieberBiber()
    differing = moves = 0
    seed = first_seed
    taken = 0
    while taken < positions:
        state = game.new_state(players, seed)
        rng = random.Random(seed)
        seed += 1
        while game.to_act(state) is not None and taken < positions:
            if state.phase == PLAY:
                rings = [move for move in playable(state) if move[2] is not None]
                if rings:
                    taken += 1
                    for move in rings:
                        moves += 1
                        differing += len(outcomes(state, move)) == 2
            game.apply(state, game.random_action(state, rng))
    return differing / moves if moves else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    parser.add_argument("--positions", type=int, default=150)
    parser.add_argument("--levels", nargs="+", default=["random", "normal", "hard"])
    args = parser.parse_args()
    header = " | ".join(f"{level} tips" for level in args.levels)
    print(f"| players | {header} | placement matters |")
    print("|---|" + "---|" * (len(args.levels) + 1))
    for players in args.players:
        rates = [tip_rate(level, players, args.games) for level in args.levels]
        matters = placement_matters(players, args.positions)
        cells = " | ".join(f"{rate:.0%}" for rate in rates)
        print(f"| {players} | {cells} | {matters:.0%} |", flush=True)


if __name__ == "__main__":
    main()
