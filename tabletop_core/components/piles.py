"""Ordered cards: a pile (discard pile, dam-card pile) and a deck (a shuffled draw pile).

The cards live in a plain list, bottom -> top, so the top card is the end of the list and
drawing or putting a card is O(1).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Any, ClassVar, Generic, Self, TypeVar

from tabletop_core.components.deep import _copied_component
from tabletop_core.components.errors import ComponentError

T = TypeVar("T")


class Pile(Generic[T]):
    """Ordered cards; ``cards`` is bottom -> top (the top card is ``cards[-1]``).

    ``face_up`` records whether the top card is public; the pile itself does not hide anything
    (a game's ``view`` does).
    """

    __slots__ = ("cards", "face_up")
    what: ClassVar[str] = "pile"
    """How error messages name this kind of pile ("the pile is empty")."""

    def __init__(self, cards: Iterable[T] = (), *, face_up: bool = False) -> None:
        """``cards`` are given bottom -> top."""
        self.cards: list[T] = list(cards)
        self.face_up = face_up

    @classmethod
    def from_top_first(cls, cards: Iterable[T], *, face_up: bool = False) -> Self:
        """A pile from cards listed top first, as a replay records a deck."""
        pile = cls(cards, face_up=face_up)
        pile.cards.reverse()
        return pile

    def top_first(self) -> list[T]:
        return self.cards[::-1]

    def __len__(self) -> int:
        return len(self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __iter__(self) -> Iterator[T]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Pile) or type(other) is not type(self):
            return NotImplemented
        return self.cards == other.cards and self.face_up == other.face_up

    def __repr__(self) -> str:
        face = ", face_up=True" if self.face_up else ""
        return f"{type(self).__name__}({self.cards!r}{face})"

    @property
    def top(self) -> T:
        if not self.cards:
            raise ComponentError(f"the {self.what} is empty")
        return self.cards[-1]

    def peek(self, n: int = 1) -> list[T]:
        """Up to ``n`` cards from the top, top first, without drawing them."""
        if n < 0:
            raise ComponentError(f"cannot look at {n} cards")
        return self.cards[: -n - 1 : -1] if n else []

    def draw(self) -> T:
        if not self.cards:
            raise ComponentError(f"the {self.what} is empty")
        return self.cards.pop()

    def draw_many(self, n: int) -> list[T]:
        """The top ``n`` cards in the order they are drawn (top first); all or nothing."""
        cards = self.cards
        if n < 0:
            raise ComponentError(f"cannot draw {n} cards")
        if n > len(cards):
            raise ComponentError(
                f"the {self.what} holds only {_cards(len(cards))}, cannot draw {n}"
            )
        if n == 0:
            return []
        drawn = cards[: -n - 1 : -1]
        del cards[-n:]
        return drawn

    def put(self, card: T) -> None:
        self.cards.append(card)

    def put_many(self, cards: Iterable[T]) -> None:
        """Put the cards onto the top one after the other: the last one ends on top."""
        self.cards.extend(cards)

    def put_bottom(self, card: T) -> None:
        self.cards.insert(0, card)

    def remove(self, card: T) -> None:
        """Take a named card out of the pile, wherever it lies (the lowest copy of it)."""
        try:
            self.cards.remove(card)
        except ValueError:
            raise ComponentError(f"{card!r} is not in the {self.what}") from None

    def shuffle(self, rng: random.Random) -> None:
        rng.shuffle(self.cards)

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """What ``copy.deepcopy`` makes of it, its unchangeable items shared, not rebuilt."""
        return _copied_component(self, memo, ("cards",))

    def clone(self) -> Self:
        """An independent copy: its own list holding the same card objects."""
        copy = object.__new__(type(self))
        copy.cards = self.cards.copy()
        copy.face_up = self.face_up
        return copy


class Deck(Pile[T]):
    """A draw pile, usually made with :meth:`shuffled`."""

    __slots__ = ()
    what: ClassVar[str] = "draw pile"

    @classmethod
    def shuffled(cls, cards: Iterable[T], rng: random.Random, *, face_up: bool = False) -> Self:
        """The cards in an order decided by ``rng`` alone: the same seed deals the same deck."""
        deck = cls(cards, face_up=face_up)
        rng.shuffle(deck.cards)
        return deck


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"
