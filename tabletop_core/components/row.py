"""A display of positions in a line (the Dam It! river): each holds an item and some tokens."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Generic, Self, TypeVar

from tabletop_core.components.deep import _copied_component
from tabletop_core.components.errors import ComponentError

T = TypeVar("T")


class Row(Generic[T]):
    """Positions ``0..size-1``; ``items[p]`` is the item there (or ``None``), ``tokens[p]`` the
    number of tokens (cubes) lying on it.

    Tokens lie on items: an empty position holds none. Taking an item closes the gap: the items
    to its right shift one position toward 0 with their tokens, and the last position is left
    empty for :meth:`fill`.
    """

    __slots__ = ("items", "tokens")

    def __init__(self, size: int, items: Iterable[T] = ()) -> None:
        """``items`` fill the row from position 0; the rest stay empty."""
        if size < 0:
            raise ComponentError(f"a row cannot have {size} positions")
        placed: list[T | None] = list(items)
        if len(placed) > size:
            raise ComponentError(f"{len(placed)} items do not fit in a row of {size}")
        placed.extend([None] * (size - len(placed)))
        self.items = placed
        self.tokens = [0] * size

    def __len__(self) -> int:
        return len(self.items)

    def filled(self) -> int:
        """How many positions hold an item."""
        return len(self.items) - self.items.count(None)

    def __getitem__(self, position: int) -> T | None:
        return self.items[position]

    def __iter__(self) -> Iterator[T | None]:
        return iter(self.items)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Row) or type(other) is not type(self):
            return NotImplemented
        return self.items == other.items and self.tokens == other.tokens

    def __repr__(self) -> str:
        return f"Row(items={self.items!r}, tokens={self.tokens!r})"

    def _check(self, position: int) -> None:
        if not 0 <= position < len(self.items):
            raise ComponentError(f"no position {position} in a row of {len(self.items)}")

    def place(self, position: int, item: T) -> None:
        self._check(position)
        if self.items[position] is not None:
            raise ComponentError(f"position {position} already holds {self.items[position]!r}")
        self.items[position] = item

    def add_tokens(self, position: int, count: int = 1) -> None:
        self._check(position)
        if count < 0:
            raise ComponentError(f"cannot add {count} tokens")
        if self.items[position] is None:
            raise ComponentError(f"position {position} is empty: tokens lie on items")
        self.tokens[position] += count

    def take(self, position: int) -> tuple[T, int]:
        """Remove the item at ``position`` with its tokens and close the gap; returns both."""
        self._check(position)
        item = self.items[position]
        if item is None:
            raise ComponentError(f"position {position} is empty")
        del self.items[position]
        tokens = self.tokens.pop(position)
        self.items.append(None)
        self.tokens.append(0)
        return item, tokens

    def fill(self, item: T) -> int:
        """Place ``item`` in the lowest empty position and return that position."""
        try:
            position = self.items.index(None)
        except ValueError:
            raise ComponentError(f"the row is full ({len(self.items)} items)") from None
        self.items[position] = item
        return position

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """What ``copy.deepcopy`` makes of it, its unchangeable items shared, not rebuilt."""
        return _copied_component(self, memo, ("items", "tokens"))

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        copy.items = self.items.copy()
        copy.tokens = self.tokens.copy()
        return copy
