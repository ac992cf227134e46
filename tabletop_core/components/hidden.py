"""Cards that say who may see them: a :class:`Hand` (its owner) and a :class:`FaceDown` card
(nobody, or the seats it was shown to).

With :class:`~tabletop_core.components.Deck` (nobody sees its order; the top card too when it
lies face up) and :class:`~tabletop_core.components.Pile` (public), a state built from these
needs no hand-written ``view``, ``redeal_secrets`` or ``determinize``: see
:class:`tabletop_core.secrets.DeclaredSecrets`.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable, Iterator
from typing import Any, Generic, Self, TypeVar

from tabletop_core.components.deep import _copied_component
from tabletop_core.components.errors import ComponentError

T = TypeVar("T")


class Hand(Generic[T]):
    """The cards one seat holds: ``owner`` sees them, the others only how many there are.

    ``ordered=True`` keeps the cards sorted (as a player holds numbered cards); otherwise they
    stay in the order they came.
    """

    __slots__ = ("cards", "ordered", "owner")
    cards: list[T]
    ordered: bool
    owner: int

    def __init__(self, owner: int, cards: Iterable[T] = (), *, ordered: bool = False) -> None:
        self.owner = owner
        self.ordered = ordered
        self.cards = sorted(cards) if ordered else list(cards)  # type: ignore[type-var]

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) sees these cards."""
        return seat == self.owner

    def __len__(self) -> int:
        return len(self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __iter__(self) -> Iterator[T]:
        return iter(self.cards)

    def __getitem__(self, index: int) -> T:
        return self.cards[index]

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return (self.owner, self.ordered, self.cards) == (other.owner, other.ordered, other.cards)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"Hand(owner={self.owner}, {self.cards!r})"

    def put(self, card: T) -> None:
        """Take ``card`` into the hand (in its place when ``ordered``)."""
        if self.ordered:
            insort(self.cards, card)  # type: ignore[call-overload]
        else:
            self.cards.append(card)

    def remove(self, card: T) -> None:
        """Play a named card from the hand."""
        try:
            self.cards.remove(card)
        except ValueError:
            raise ComponentError(f"{card!r} is not in the hand") from None

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """What ``copy.deepcopy`` makes of it, its unchangeable items shared, not rebuilt."""
        return _copied_component(self, memo, ("cards",))

    def clone(self) -> Hand[T]:
        copy: Hand[T] = object.__new__(Hand)
        copy.owner, copy.ordered, copy.cards = self.owner, self.ordered, self.cards.copy()
        return copy


class FaceDown(Generic[T]):
    """One card lying face down: nobody sees it, but the seats in ``seen_by`` (it was shown to
    them: a peek), and everybody once ``face_up``. ``card`` None: the place is empty."""

    __slots__ = ("card", "face_up", "seen_by")
    card: T | None
    face_up: bool
    seen_by: frozenset[int]

    def __init__(
        self, card: T | None, seen_by: Iterable[int] = (), *, face_up: bool = False
    ) -> None:
        self.card = card
        self.seen_by = frozenset(seen_by)
        self.face_up = face_up

    @classmethod
    def shown_to(cls, card: T, seat: int) -> FaceDown[T]:
        """A card shown to ``seat`` alone (a private peek, a card passed face down)."""
        return cls(card, (seat,))

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) sees the card."""
        return self.face_up or (seat is not None and seat in self.seen_by)

    def show_to(self, seat: int) -> None:
        """Show the card to ``seat``: from now on it sees it."""
        self.seen_by = self.seen_by | {seat}

    def turn_up(self) -> None:
        """Turn the card face up: everybody sees it."""
        self.face_up = True

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FaceDown):
            return NotImplemented
        return (self.card, self.seen_by, self.face_up) == (
            other.card,
            other.seen_by,
            other.face_up,
        )

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        seen = f", seen_by={sorted(self.seen_by)}" if self.seen_by else ""
        up = ", face_up=True" if self.face_up else ""
        return f"FaceDown({self.card!r}{seen}{up})"

    def clone(self) -> FaceDown[T]:
        copy: FaceDown[T] = object.__new__(FaceDown)
        copy.card, copy.seen_by, copy.face_up = self.card, self.seen_by, self.face_up
        return copy
