"""``copied_rng``: a state's clone gets an RNG that draws what the original draws and moves on
its own, whatever was drawn before the copy."""

from __future__ import annotations

import random

from tabletop_core.components import copied_rng


def test_the_copy_draws_the_same_as_the_original():
    original = random.Random("a deal")
    original.random()  # partway through its stream
    twin = copied_rng(original)
    assert type(twin) is random.Random and twin is not original
    assert [twin.random() for _ in range(50)] == [original.random() for _ in range(50)]
    assert twin.sample(range(100), 10) == original.sample(range(100), 10)


def test_drawing_from_one_never_moves_the_other():
    original = random.Random(7)
    twin = copied_rng(original)
    ahead = [twin.getrandbits(32) for _ in range(5)]
    assert original.getstate() != twin.getstate()
    assert [original.getrandbits(32) for _ in range(5)] == ahead
    assert original.getstate() == twin.getstate()


def test_a_declared_secrets_clone_copies_the_rng_the_same_way():
    from dataclasses import dataclass

    from tabletop_core.components import Deck
    from tabletop_core.secrets import DeclaredSecrets

    @dataclass
    class State:
        deck: Deck
        rng: random.Random

    rng = random.Random(3)
    state = State(Deck.shuffled(list(range(10)), rng), rng)
    copy = DeclaredSecrets().clone(state)
    assert copy.rng is not state.rng
    assert copy.rng.random() == state.rng.random()
