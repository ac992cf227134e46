"""Ordered pieces, bottom -> top (a Hamsterdam stack of hamsters)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Generic, Self, TypeVar

from tabletop_core.components.errors import ComponentError

T = TypeVar("T")


class Stack(Generic[T]):
    """``pieces`` is bottom -> top; the top piece is ``pieces[-1]``."""

    __slots__ = ("pieces",)

    def __init__(self, pieces: Iterable[T] = ()) -> None:
        """``pieces`` are given bottom -> top."""
        self.pieces: list[T] = list(pieces)

    def __len__(self) -> int:
        return len(self.pieces)

    def __bool__(self) -> bool:
        return bool(self.pieces)

    def __iter__(self) -> Iterator[T]:
        return iter(self.pieces)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Stack) or type(other) is not type(self):
            return NotImplemented
        return self.pieces == other.pieces

    def __repr__(self) -> str:
        return f"Stack({self.pieces!r})"

    @property
    def top(self) -> T:
        if not self.pieces:
            raise ComponentError("the stack is empty")
        return self.pieces[-1]

    def push(self, piece: T) -> None:
        self.pieces.append(piece)

    def pop(self) -> T:
        if not self.pieces:
            raise ComponentError("the stack is empty")
        return self.pieces.pop()

    def move_to(self, other: Stack[T], count: int = 1) -> None:
        """Lift the top ``count`` pieces onto ``other`` as one block, keeping their order."""
        pieces = self.pieces
        if not 0 <= count <= len(pieces):
            raise ComponentError(f"cannot move {count} pieces from a stack of {len(pieces)}")
        if other is self or count == 0:
            return
        other.pieces.extend(pieces[-count:])
        del pieces[-count:]

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        copy.pieces = self.pieces.copy()
        return copy
