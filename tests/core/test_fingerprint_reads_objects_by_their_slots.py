"""Objects that are not dataclasses (a component such as a stack of cards, a game's own class)
are fingerprinted by what they hold: their ``__slots__`` (a base class's too) and their
``__dict__``. Slots left unset are left out, an object holding nothing is its ``repr``, and two
objects differ exactly where what they hold differs, RNGs included."""

from __future__ import annotations

import random

from tabletop_core.components.stack import Stack
from tabletop_core.conformance.fingerprint import (
    RANDOM_TAG,
    fingerprint,
    fingerprint_and_random_states,
    first_difference,
)


class _Base:
    __slots__ = ("owner",)


class _Tray(_Base):
    __slots__ = ("pieces", "luck", "note")

    def __init__(self, owner: int, pieces: list[int], seed: int) -> None:
        self.owner = owner
        self.pieces = Stack(pieces)
        self.luck = random.Random(seed)


class _Loose:
    """No slots: everything in its ``__dict__``."""

    def __init__(self, size: int) -> None:
        self.size = size


class _Both(_Base):
    """Slots in a base, a ``__dict__`` of its own."""

    def __init__(self, owner: int, size: int) -> None:
        self.owner = owner
        self.size = size


class _Empty:
    __slots__ = ("never_set",)

    def __repr__(self) -> str:
        return "<empty>"


def test_slots_of_the_class_and_its_bases_are_read_and_unset_ones_left_out():
    printed = fingerprint(_Tray(2, [5, 7], seed=1))
    name, held = printed
    assert name == "_Tray"
    assert set(held) == {"owner", "pieces", "luck"}  # "note" was never set
    assert held["owner"] == 2
    assert held["pieces"] == ("Stack", {"pieces": ("list", [5, 7])})
    assert held["luck"] == (RANDOM_TAG, random.Random(1).getstate())


def test_an_object_holding_nothing_is_its_repr_and_a_dict_is_read_too():
    assert fingerprint(_Empty()) == "<empty>"
    assert fingerprint(_Loose(3)) == ("_Loose", {"size": 3})
    assert fingerprint(_Both(1, 4)) == ("_Both", {"owner": 1, "size": 4})


def test_two_objects_differ_where_what_they_hold_differs():
    a, b = _Tray(0, [5, 7], seed=1), _Tray(0, [5, 8], seed=1)
    assert fingerprint(a) != fingerprint(b)
    assert first_difference(fingerprint(a), fingerprint(b)) == "state.pieces.pieces[1]: 7 != 8"
    b.pieces.pieces[1] = 7
    assert fingerprint(a) == fingerprint(b)
    b.luck.random()  # the same pieces, but the next draw differs
    assert fingerprint(a) != fingerprint(b)


def test_the_rngs_in_slots_are_found_in_the_same_walk():
    tray = _Tray(0, [1], seed=9)
    printed, found = fingerprint_and_random_states(tray)
    assert found == [random.Random(9).getstate()]
    assert printed == fingerprint(tray)
