"""The RNG a bot gets for one decision: a function of (seed, seat, ply) alone, in any process,
and a full ``random.Random`` before and after the Mersenne Twister takes over its stream."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

from tabletop_core.decision_rng import (
    BLOCK,
    CHEAP_DRAWS,
    DecisionKeys,
    DecisionRandom,
    bot_rng,
    decision_key,
)
from tabletop_core.match import bot_rng as match_bot_rng


def _draws(rng: random.Random) -> list[float]:
    """Numbers through every kind of draw the bots use, far past the hand-over."""
    out: list[float] = []
    for _ in range(3 * CHEAP_DRAWS):
        out.append(rng.random())
        out.append(rng.randrange(1000))
        out.append(rng.getrandbits(40))
    deck = list(range(20))
    rng.shuffle(deck)
    out += deck
    out += rng.sample(range(100), 5)
    out += [rng.choice("abcdef") == "a", rng.uniform(2.0, 3.0), rng.gauss(0.0, 1.0)]
    out.append(rng.getrandbits(200))
    return out


def test_the_same_decision_gets_the_same_numbers_and_another_decision_other_ones() -> None:
    assert _draws(bot_rng(11, 1, 40)) == _draws(bot_rng(11, 1, 40))
    first = [bot_rng(11, seat, ply).random() for seat in range(4) for ply in range(50)]
    assert len(set(first)) == len(first)
    assert bot_rng(11, 0, 0).random() != bot_rng(12, 0, 0).random()
    assert match_bot_rng is bot_rng


def test_the_numbers_do_not_depend_on_the_process_nor_its_hash_seed() -> None:
    code = (
        "import json\nfrom tabletop_core.decision_rng import bot_rng\n"
        "r = bot_rng(7, 2, 99)\n"
        "print(json.dumps([r.random() for _ in range(40)] + [r.randrange(10**30)]))\n"
    )
    env = dict(os.environ, PYTHONHASHSEED="12345")
    run = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    here = bot_rng(7, 2, 99)
    assert json.loads(run.stdout) == [here.random() for _ in range(40)] + [here.randrange(10**30)]


def test_draws_below_a_bound_are_uniform_and_in_range() -> None:
    counts = [0] * 7
    for ply in range(14_000):
        value = bot_rng(3, 1, ply).randrange(7)
        counts[value] += 1
    assert all(1_800 < count < 2_200 for count in counts), counts


def test_state_saved_and_restored_continues_the_same_stream() -> None:
    rng = bot_rng(5, 0, 3)
    rng.random()
    saved = rng.getstate()
    ahead = [rng.random() for _ in range(10)]
    rng.setstate(saved)
    assert [rng.random() for _ in range(10)] == ahead
    other = DecisionRandom()
    other.setstate(saved)
    assert [other.random() for _ in range(10)] == ahead


def test_seeding_it_again_makes_it_an_ordinary_twister() -> None:
    rng = bot_rng(5, 0, 3)
    rng.seed(42)
    twister = random.Random(42)
    assert [rng.random() for _ in range(5)] == [twister.random() for _ in range(5)]
    assert rng.randrange(10**6) == twister.randrange(10**6)


def test_a_matchs_keys_made_block_by_block_are_the_key_of_every_decision() -> None:
    """A match hashes the keys of a block of plies at once, asked in any order (undo and
    loading go back): each is the key of that (seed, seat, ply) alone."""
    plies = (0, 1, BLOCK - 1, BLOCK, 99, 4321, 3, BLOCK + 5)
    for seed in (0, 7, 2**31 - 1, 10**12, 2**63 - 1):
        keys = DecisionKeys(seed, 6)
        for ply in plies:
            for seat in range(6):
                assert keys.key(seat, ply) == decision_key(seed, seat, ply)
                rng = DecisionRandom(keys.key(seat, ply))
                assert _draws(rng) == _draws(bot_rng(seed, seat, ply))
    every = {decision_key(3, seat, ply) for seat in range(4) for ply in range(3 * BLOCK)}
    assert len(every) == 4 * 3 * BLOCK
