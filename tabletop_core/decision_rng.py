"""The RNG a bot gets for one decision: keyed by where the match stands, and cheap to make.

A match hands its bot a fresh RNG for every decision, keyed by (match seed, seat, actions played
so far), so a bot's choice never depends on the match's history. Seeding a Mersenne Twister costs
3-10 µs (the most from a string), more than a whole turn of Dam It!'s rules, and mixing a key in
Python's big integers for every decision costs more than the loop of a plain random player's
``randrange``. So the keys of a match's decisions are made a block of :data:`BLOCK` plies at a
time: SHAKE128 (FIPS 202, in every Python's ``hashlib``) of (seed, block) gives one 64-bit word
per ply, and a seat's key is that word with the seat folded in. A :class:`DecisionKeys` keeps a
match's blocks, so a game of a hundred decisions hashes once.

A :class:`DecisionRandom` answers its first number with the key itself (already a uniform
64-bit word) and its next ones from SplitMix64 (Steele, Lea and Flood 2014; the seeder of Java's
SplittableRandom) started at the key. A bot that draws more, or asks for the state, gets a
Mersenne Twister seeded from that stream, at the twister's full speed from then on. All of it is
a pure function of (seed, seat, ply): the same decision gets the same numbers in any process, on
any machine, whatever was undone or reloaded before it.
"""

from __future__ import annotations

import struct
from functools import lru_cache
from hashlib import shake_128
from random import Random
from types import MethodType
from typing import Any

MASK = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
CHEAP_DRAWS = 16
"""Numbers drawn from the key and SplitMix64 before the Mersenne Twister takes over."""
_TO_UNIT = 1.0 / (1 << 53)
MAX_CHEAP_BOUND = 1 << 64
"""The largest ``n`` a cheap draw below ``n`` serves; the twister draws below a larger one."""

BLOCK_BITS = 7
BLOCK = 1 << BLOCK_BITS
"""Plies whose keys one hash makes."""
PLY_IN_BLOCK = BLOCK - 1
_WORDS = struct.Struct(f"<{BLOCK}Q")
_DOMAIN = b"tabletop decision keys v2\0"


_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB


def _mix(z: int) -> int:
    """SplitMix64's finaliser: a 64-bit value scrambled so neighbouring inputs look unrelated."""
    z = ((z ^ (z >> 30)) * _M1) & MASK
    z = ((z ^ (z >> 27)) * _M2) & MASK
    return z ^ (z >> 31)


def key_block(seed: int, block: int) -> tuple[int, ...]:
    """The words of plies ``block * BLOCK`` to ``block * BLOCK + BLOCK - 1`` of the match with
    this seed: SHAKE128 of (seed, block), read as little-endian 64-bit words."""
    data = _DOMAIN + (seed & MASK).to_bytes(8, "little") + (block & MASK).to_bytes(8, "little")
    return _WORDS.unpack(shake_128(data).digest(_WORDS.size))


def seat_salt(seat: int) -> int:
    """What a seat folds into the word of its ply (seat 0: nothing). One seat acts at a ply;
    the salt keeps the numbers of a seat asked out of turn (a hint) from another seat's."""
    return (seat * GOLDEN_GAMMA) & MASK


_cached_block = lru_cache(maxsize=16)(key_block)


def decision_key(seed: int, seat: int, ply: int) -> int:
    """One 64-bit key per (seed, seat, ply), uniform and unrelated to its neighbours'."""
    return _cached_block(seed, ply >> BLOCK_BITS)[ply & PLY_IN_BLOCK] ^ seat_salt(seat)


class DecisionKeys:
    """The keys of one match's decisions, each block hashed the first time a ply in it is
    asked for (any order: undo and loading ask for earlier plies again).

    ``blocks.get(ply >> BLOCK_BITS) or block(ply)`` gives the words of a ply's block; a word
    ``^ salts[seat]`` is the key (what :meth:`key` does, written out where it runs for every
    decision)."""

    __slots__ = ("seed", "blocks", "salts")

    def __init__(self, seed: int, players: int) -> None:
        self.seed = seed
        self.blocks: dict[int, tuple[int, ...]] = {}
        self.salts = [seat_salt(seat) for seat in range(players)]

    def block(self, ply: int) -> tuple[int, ...]:
        """The words of the block that holds ``ply``, hashed now and kept."""
        block = ply >> BLOCK_BITS
        words = self.blocks[block] = key_block(self.seed, block)
        return words

    def key(self, seat: int, ply: int) -> int:
        """:func:`decision_key` of this match's seed."""
        words = self.blocks.get(ply >> BLOCK_BITS) or self.block(ply)
        return words[ply & PLY_IN_BLOCK] ^ self.salts[seat]


def bot_rng(seed: int, seat: int, ply: int) -> Random:
    """The RNG a bot gets for the decision at ``ply`` (actions played so far) of a match."""
    return DecisionRandom(decision_key(seed, seat, ply))


def cheap_below(weyl: int, left: int, n: int) -> tuple[int, int, int]:
    """A draw below ``n`` (``1 <= n <= 2**64``) from the stream of the key ``weyl`` with
    ``left`` cheap draws left: the stream's next 64-bit number ``x`` scaled to ``(x * n) >> 64``
    (Lemire's multiply-shift: one draw, never a rejection, a bias below ``n / 2**64``).
    ``(number, weyl, left)`` after it, the number -1 when no cheap draw is left (the twister
    takes over then). :meth:`DecisionRandom._randbelow` draws through here, and so does
    :meth:`tabletop_core.bots.decision.Decision.choice` without making the RNG at all."""
    if left <= 0:
        return -1, weyl, left
    if left == CHEAP_DRAWS:  # the first number is the key itself
        return (weyl * n) >> 64, weyl, left - 1
    weyl = (weyl + GOLDEN_GAMMA) & MASK
    z = ((weyl ^ (weyl >> 30)) * _M1) & MASK
    z = ((z ^ (z >> 27)) * _M2) & MASK
    return ((z ^ (z >> 31)) * n) >> 64, weyl, left - 1


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
        """The stream's next number (the caller has counted it off ``_left``)."""
        if self._left == CHEAP_DRAWS - 1:  # the first: the key itself
            return self._weyl
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
        """``randrange``, ``choice`` and ``shuffle`` come here: one draw below ``n`` (see
        :func:`cheap_below`), in one call."""
        if self._left <= 0 or n > MAX_CHEAP_BOUND:
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
            self._left -= 1  # the seed is the stream's next number
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
