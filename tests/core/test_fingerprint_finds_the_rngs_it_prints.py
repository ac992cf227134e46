"""The kit's leak checks read a state's fingerprint and the RNG states in it in one walk: the
RNGs found are exactly those the fingerprint prints, wherever they are nested, and an RNG that
has drawn gives a new state."""

from __future__ import annotations

import dataclasses
import random

from tabletop_core.conformance.fingerprint import (
    RANDOM_TAG,
    fingerprint,
    fingerprint_and_random_states,
)


@dataclasses.dataclass
class _Seat:
    hand: list[int]
    luck: random.Random


@dataclasses.dataclass
class _State:
    rng: random.Random
    seats: list[_Seat]
    by_name: dict[str, random.Random]
    tags: set[str]


def _printed_rngs(printed):
    """Every RNG state a fingerprint holds, found by walking it."""
    if type(printed) is tuple and len(printed) == 2 and printed[0] == RANDOM_TAG:
        return [printed[1]]
    if type(printed) is dict:
        printed = list(printed.values())
    if type(printed) in (list, tuple):
        return [state for item in printed for state in _printed_rngs(item)]
    return []


def _state() -> _State:
    return _State(
        random.Random(1),
        [_Seat([1, 2], random.Random(2)), _Seat([3], random.Random(3))],
        {"river": random.Random(4)},
        {"a", "b"},
    )


def test_the_rngs_found_are_those_the_fingerprint_prints():
    state = _state()
    printed, found = fingerprint_and_random_states(state)
    assert printed == fingerprint(state)
    assert sorted(found) == sorted(_printed_rngs(printed))
    assert len(found) == 4


def test_an_rng_in_a_set_or_a_key_is_text_and_not_found():
    class Key:
        def __init__(self) -> None:
            self.rng = random.Random(5)

    printed, found = fingerprint_and_random_states({Key(): 1, "x": frozenset({Key()})})
    assert found == [] == _printed_rngs(printed)


def test_an_rng_that_drew_gives_a_new_state():
    state = _state()
    before = set(fingerprint_and_random_states(state)[1])
    state.seats[1].luck.random()
    after = set(fingerprint_and_random_states(state)[1])
    assert len(before & after) == 3 and before != after


def test_no_rng_is_collected_outside_the_call():
    fingerprint_and_random_states(_state())
    assert fingerprint(random.Random(1)) == (RANDOM_TAG, random.Random(1).getstate())
    printed, found = fingerprint_and_random_states([random.Random(9)])
    assert found == [random.Random(9).getstate()]
