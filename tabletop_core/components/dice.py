"""Dice with standard or custom faces (Hamsterdam's 2d6, Beaver Creek's two picture dice)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from tabletop_core.components.errors import ComponentError

STANDARD_FACES = (1, 2, 3, 4, 5, 6)


class Dice:
    """Any number of dice; ``faces[i]`` are die i's faces, ``values[i]`` its face up (``None``
    until it is first rolled). Faces may be ints, strings or any other value.

    ``Dice(STANDARD_FACES, STANDARD_FACES)`` is 2d6; ``Dice(("1B1L", "2B2L", ...))`` is one
    custom die. Faces are picked with ``rng.choice``, so one seeded RNG gives one sequence of
    rolls.
    """

    __slots__ = ("faces", "values")

    def __init__(self, *faces_per_die: Sequence[Any]) -> None:
        if not faces_per_die:
            raise ComponentError("dice need at least one die")
        faces = tuple(tuple(die) for die in faces_per_die)
        for index, die in enumerate(faces):
            if not die:
                raise ComponentError(f"die {index} has no faces")
        self.faces: tuple[tuple[Any, ...], ...] = faces
        self.values: list[Any] = [None] * len(faces)

    @classmethod
    def standard(cls, count: int = 1) -> Dice:
        """``count`` ordinary six-sided dice."""
        if count < 1:
            raise ComponentError(f"cannot make {count} dice")
        return cls(*([STANDARD_FACES] * count))

    def __len__(self) -> int:
        return len(self.faces)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dice):
            return NotImplemented
        return self.faces == other.faces and self.values == other.values

    def __repr__(self) -> str:
        return f"Dice(faces={self.faces!r}, values={self.values!r})"

    def roll(self, rng: random.Random) -> tuple[Any, ...]:
        """Roll every die; returns the faces that came up, die by die."""
        choice = rng.choice
        self.values = [choice(die) for die in self.faces]
        return tuple(self.values)

    def reroll(self, indices: Iterable[int], rng: random.Random) -> tuple[Any, ...]:
        """Roll again only the dice at ``indices``; returns all faces, die by die."""
        values = self.values
        for index in indices:
            if not 0 <= index < len(values):
                raise ComponentError(f"no die {index} among {len(values)}")
            values[index] = rng.choice(self.faces[index])
        return tuple(values)

    @property
    def total(self) -> int:
        """The sum of the faces up (numeric faces only)."""
        if None in self.values:
            raise ComponentError("the dice have not been rolled")
        try:
            return sum(self.values)
        except TypeError:
            raise ComponentError(f"cannot add up the faces {self.values!r}") from None

    def clone(self) -> Dice:
        copy = object.__new__(type(self))
        copy.faces = self.faces
        copy.values = self.values.copy()
        return copy
