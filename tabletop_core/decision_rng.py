"""The RNG a bot gets for one decision: keyed by where the match stands, and cheap to make.

A match hands its bot a fresh RNG for every decision, keyed by (match seed, seat, actions played
so far), so a bot's choice never depends on the match's history. Seeding a Mersenne Twister costs
3-10 µs (the most from a string), more than a whole turn of Dam It!'s rules, while most decisions draw a handful of numbers
(the random bot draws one). So a :class:`DecisionRandom` draws its first numbers from SplitMix64
(Steele, Lea and Flood 2014; the seeder of Java's SplittableRandom) started at the key. A bot that
draws more, or asks for the state, gets a Mersenne Twister seeded from that stream, at the
twister's full speed from then on. Both are pure functions of the key: the same decision gets the
same numbers in any process, on any machine.
"""

from __future__ import annotations

from random import Random
from types import MethodType
from typing import Any

MASK = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
CHEAP_DRAWS = 16
"""Numbers drawn from SplitMix64 before the Mersenne Twister takes over."""
_TO_UNIT = 1.0 / (1 << 53)


_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB


def _mix(z: int) -> int:
    """SplitMix64's finaliser: a 64-bit value scrambled so neighbouring inputs look unrelated.
    (Written out again where it runs once per decision: a call costs as much as the mixing.)"""
    z = ((z ^ (z >> 30)) * _M1) & MASK
    z = ((z ^ (z >> 27)) * _M2) & MASK
    return z ^ (z >> 31)


_FNV_PRIME = 0x100000001B3


def decision_key(seed: int, seat: int, ply: int) -> int:
    """One 64-bit key per (seed, seat, ply): the parts folded FNV-style, then scrambled, so
    neighbouring decisions (and matches with neighbouring seeds) start from unrelated states."""
    return key_at(seat_prefix(seed, seat), ply)


def seat_prefix(seed: int, seat: int) -> int:
    """The part of :func:`decision_key` that (seed, seat) decide, folded once per game."""
    return (((seed & MASK) * _FNV_PRIME) & MASK ^ seat) * _FNV_PRIME & MASK


def key_at(prefix: int, ply: int) -> int:
    """:func:`decision_key` of the decision at ``ply``, from its :func:`seat_prefix`."""
    z = prefix ^ ply
    z = ((z ^ (z >> 30)) * _M1) & MASK
    z = ((z ^ (z >> 27)) * _M2) & MASK
    return z ^ (z >> 31)


def bot_rng(seed: int, seat: int, ply: int) -> Random:
    """The RNG a bot gets for the decision at ``ply`` (actions played so far) of a match."""
    return DecisionRandom(decision_key(seed, seat, ply))


def cheap_below(weyl: int, left: int, n: int) -> tuple[int, int, int]:
    """A draw below ``n`` (``1 <= n < 2**64``) from the SplitMix64 stream at ``weyl`` with
    ``left`` cheap draws left, by rejection as ``random.Random`` draws: ``(number, weyl, left)``
    after it, the number -1 when the cheap draws ran out first (the twister takes over then).
    :meth:`DecisionRandom._randbelow` draws through here, and so does
    :meth:`tabletop_core.bots.decision.Decision.choice` without making the RNG at all."""
    shift = 64 - n.bit_length()
    if shift >= 33:  # the top bits alone: (z ^ (z >> 31)) >> shift is z >> shift, two ops fewer
        while left > 0:
            left -= 1
            weyl = (weyl + GOLDEN_GAMMA) & MASK
            z = ((weyl ^ (weyl >> 30)) * _M1) & MASK
            r = (((z ^ (z >> 27)) * _M2) & MASK) >> shift
            if r < n:
                return r, weyl, left
        return -1, weyl, left
    while left > 0:
        left -= 1
        weyl = (weyl + GOLDEN_GAMMA) & MASK
        z = ((weyl ^ (weyl >> 30)) * _M1) & MASK
        z = ((z ^ (z >> 27)) * _M2) & MASK
        r = (z ^ (z >> 31)) >> shift
        if r < n:
            return r, weyl, left
    return -1, weyl, left


class DecisionRandom(Random):
    """A ``random.Random`` for one decision; every method of ``random.Random`` works on it.

    ``seed()``, ``setstate()`` and ``getstate()`` hand the object over to the Mersenne Twister
    (``getstate`` of the twister as it would continue the stream), as does the
    ``CHEAP_DRAWS + 1``-th draw.
    """

    _left = CHEAP_DRAWS
    """Cheap draws left (the class's value until the first draw); -1 once the twister answers."""
    gauss_next = None

    def __init__(self, key: int = 0) -> None:  # no super().__init__: it would seed the twister
        self._weyl = key & MASK

    def _next64(self) -> int:
        self._weyl = z = (self._weyl + GOLDEN_GAMMA) & MASK
        return _mix(z)

    def random(self) -> float:
        if self._left <= 0:
            self._hand_over()
            return self.random()
        self._left -= 1
        return (self._next64() >> 11) * _TO_UNIT

    def getrandbits(self, k: int) -> int:
        if self._left <= 0 or k > 64:
            self._hand_over()
            return self.getrandbits(k)
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        self._left -= 1
        return self._next64() >> (64 - k)

    def _randbelow(self, n: int) -> int:
        """``randrange``, ``choice`` and ``shuffle`` come here: a draw below ``n`` by rejection,
        as ``random.Random`` does it, in one call."""
        if self._left <= 0 or n.bit_length() > 64:
            self._hand_over()
            return self._randbelow(n)
        r, self._weyl, self._left = cheap_below(self._weyl, self._left, n)
        if r < 0:
            self._hand_over()
            return self._randbelow(n)
        return r

    def seed(self, a: Any = None, version: int = 2) -> None:
        Random.seed(self, a, version)
        self._bind_twister()

    def getstate(self) -> tuple[Any, ...]:
        self._hand_over()
        return Random.getstate(self)

    def setstate(self, state: tuple[Any, ...]) -> None:
        Random.setstate(self, state)
        self._bind_twister()

    def _hand_over(self) -> None:
        """Seed the twister from the stream (once): it answers from now on."""
        if self._left >= 0:
            Random.seed(self, self._next64())
            self._bind_twister()

    def _bind_twister(self) -> None:
        """The twister's own methods on the instance: they shadow the class's cheap ones."""
        self._left = -1
        vars(self).update(
            random=MethodType(Random.random, self),
            getrandbits=MethodType(Random.getrandbits, self),
            _randbelow=MethodType(_twister_below, self),
        )


def _twister_below(rng: Random, n: int) -> int:
    """``random.Random``'s own draw below ``n`` (``_randbelow_with_getrandbits``), on the twister."""
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r
