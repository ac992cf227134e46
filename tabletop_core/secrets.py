"""Secrets by declaration: a state built from components that say who may see them gets its
``view``, ``redeal_secrets`` and ``determinize`` from the core.

The components (:mod:`tabletop_core.components`) each say it:

- a :class:`~tabletop_core.components.Hand`: its owner sees it, the others count its cards;
- a :class:`~tabletop_core.components.Deck`: nobody sees its order (its size is public; the top
  card too when ``face_up``);
- a :class:`~tabletop_core.components.FaceDown` card: nobody, or the seats it was shown to
  (``FaceDown.shown_to(card, seat)``), everybody once turned up;
- a :class:`~tabletop_core.components.Pile` (a discard pile, the cards played): everybody.

The RNG of the state (a dataclass field holding a ``random.Random``) is the future: hidden from
every seat. Everything else in the state is public. :class:`DeclaredSecrets` reads the state's
dataclass fields, and the lists, tuples and dicts in them, for these components.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from copy import deepcopy
from typing import Any, ClassVar

from tabletop_core.components.hidden import FaceDown, Hand
from tabletop_core.components.piles import Deck, Pile
from tabletop_core.components.rng import copied_rng
from tabletop_core.fields import dataclass_field_names

HIDDEN = -1
"""What a view shows in place of a card the seat may not see (``DeclaredSecrets.hidden_card``'s
default): fits cards numbered from 0."""

_ATOMS = (type(None), bool, int, float, str, bytes)
_PLAIN = frozenset(_ATOMS)
"""The atoms' own types: a value of one is shared and walked past without a call."""
_COMPONENT_TYPES = (Hand, Pile, FaceDown)
_COMPONENTS = frozenset({Hand, Pile, Deck, FaceDown})


class DeclaredSecrets:
    """``view``, ``redeal_secrets`` and ``determinize`` derived from the components of the state
    (and a ``clone`` that knows them).

    Put it before :class:`~tabletop_core.game_base.GameBase` and name every card of the game::

        class Lanterns(DeclaredSecrets, GameBase):
            info = GameInfo(..., hidden_information=True)
            cards = CARDS          # every card of the game, for determinize
            hidden_card = HIDDEN   # what a view shows for a card it hides

    A secret no component can express (a choice made out of sight, a card a seat saw and that
    went back into a hand) is written by hand: override ``view`` to hide it after
    ``super().view(state, seat)``, and ``redeal_secrets`` to draw it again, from the full state,
    after ``super().redeal_secrets(state, seat, rng)``.
    """

    cards: ClassVar[Any] = ()
    """Every card of the game (a multiset: repeat copies). ``determinize`` deals the cards a
    view hides from those its components do not show."""
    hidden_card: ClassVar[Any] = HIDDEN
    """What a view shows in place of a card the seat may not see."""

    def clone(self, state: Any) -> Any:
        """A deep, independent copy that knows the state's parts: dataclasses field by field,
        lists, tuples and dicts, components by their ``clone``, plain values shared (a fifth to a
        half of ``copy.deepcopy``'s cost on the cards template); anything else is deep-copied."""
        return _copied(state, {})

    def view(self, state: Any, seat: int | None) -> Any:
        """A copy of ``state`` with every card ``seat`` may not see as ``hidden_card`` (the
        sizes stay) and the RNG as None."""
        seen = self.clone(state)
        for holder, _index in _hidden_places(seen, seat):
            _set(holder, _index, self.hidden_card)
        for owner, name, _value in _rngs(seen):
            setattr(owner, name, None)
        return seen

    def redeal_secrets(self, state: Any, seat: int, rng: random.Random) -> Any:
        """A copy of ``state`` with every card hidden from ``seat`` dealt again into the places
        the components hide from it (the same sizes), and the RNG re-seeded: drawn from the full
        state, never from the view."""
        full = self.clone(state)
        places = list(_hidden_places(full, seat))
        cards = [_get(holder, index) for holder, index in places]
        _deal(places, cards, rng)
        for owner, name, _value in _rngs(full):
            setattr(owner, name, random.Random(rng.getrandbits(64)))
        return full

    def determinize(self, view: Any, seat: int | None, rng: random.Random) -> Any:
        """A full state ``seat`` cannot tell from the real one: the game's ``cards`` not shown
        in the view dealt at random into the places it hides, and a fresh RNG."""
        full = self.clone(view)
        unseen = Counter(self.cards)
        unseen.subtract(_shown_cards(full, seat))
        if any(count < 0 for count in unseen.values()):
            extra = sorted(repr(card) for card, count in unseen.items() if count < 0)
            raise ValueError(f"the view shows cards that are not in the game's cards: {extra}")
        places = list(_hidden_places(full, seat))
        cards = list(unseen.elements())
        if len(cards) != len(places):
            raise ValueError(
                f"the view hides {len(places)} cards but {len(cards)} of the game's cards are "
                "not in sight: every card must lie in a Hand, Deck, Pile or FaceDown"
            )
        _deal(places, cards, rng)
        for owner, name in _rng_fields(full):
            setattr(owner, name, random.Random(rng.getrandbits(64)))
        return full


_Place = tuple[Any, int]
"""A card's place: (a component, the index of its card; -1 for a FaceDown's one card)."""


def _copied(value: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of ``value`` (one copy of an object reached twice)."""
    if isinstance(value, _ATOMS):
        return value
    done = memo.get(id(value))
    if done is not None:
        return done
    kind = type(value)
    copy: Any
    plain = _PLAIN
    if kind is list:
        copy = memo[id(value)] = []
        # an atom (most items) is shared without a call
        copy.extend([v if type(v) in plain else _copied(v, memo) for v in value])
    elif kind is tuple:
        copy = memo[id(value)] = tuple([v if type(v) in plain else _copied(v, memo) for v in value])
    elif kind is dict:
        copy = memo[id(value)] = {}
        copy.update(
            [(key, v if type(v) in plain else _copied(v, memo)) for key, v in value.items()]
        )
    elif kind in _COMPONENTS or isinstance(value, _COMPONENT_TYPES):
        copy = memo[id(value)] = value.clone()
    elif kind is random.Random:
        copy = memo[id(value)] = copied_rng(value)
    elif (names := dataclass_field_names(kind)) is not None:
        copy = memo[id(value)] = object.__new__(kind)
        for name in names:
            v = getattr(value, name)
            object.__setattr__(copy, name, v if type(v) in plain else _copied(v, memo))
    else:
        copy = memo[id(value)] = deepcopy(value)
    return copy


def components(state: Any) -> Iterator[Any]:
    """Every Hand, Deck, Pile and FaceDown in ``state``, in field order, each once."""
    return iter(_components(state))


def _components(state: Any) -> list[Any]:
    """:func:`components` as a list: a walk of the state's dataclass fields, lists, tuples and
    dicts in order (depth first, each object once), with a stack rather than a generator per
    value (the declared view, re-draw and determinization each walk the state, the last for
    every iteration of a search bot)."""
    found: list[Any] = []
    seen: set[int] = set()
    stack = [state]
    pop, push, plain, component_types = stack.pop, stack.extend, _PLAIN, _COMPONENT_TYPES
    while stack:
        value = pop()
        if isinstance(value, _ATOMS) or id(value) in seen:
            continue
        seen.add(id(value))
        kind = type(value)
        if kind is list or kind is tuple:
            push([v for v in reversed(value) if type(v) not in plain])
        elif kind in _COMPONENTS or isinstance(value, component_types):
            found.append(value)
        elif isinstance(value, list | tuple):
            push([v for v in reversed(value) if type(v) not in plain])
        elif isinstance(value, dict):
            push([v for v in reversed(value.values()) if type(v) not in plain])
        elif (names := dataclass_field_names(kind)) is not None:
            fields = [getattr(value, name) for name in reversed(names)]
            push([v for v in fields if type(v) not in plain])
    return found


def _hidden_places(state: Any, seat: int | None) -> list[_Place]:
    places: list[_Place] = []
    for part in _components(state):
        if isinstance(part, Hand):
            if not part.visible_to(seat):
                places.extend([(part, i) for i in range(len(part.cards))])
        elif isinstance(part, Deck):
            top = len(part.cards) - 1 if part.face_up else len(part.cards)
            places.extend([(part, i) for i in range(top)])
        elif isinstance(part, FaceDown) and part.card is not None and not part.visible_to(seat):
            places.append((part, -1))
    return places


def _shown_cards(state: Any, seat: int | None) -> Iterator[Any]:
    for part in components(state):
        if isinstance(part, Hand):
            if part.visible_to(seat):
                yield from part.cards
        elif isinstance(part, Deck):
            if part.face_up and part.cards:
                yield part.cards[-1]
        elif isinstance(part, Pile):
            yield from part.cards
        elif part.card is not None and part.visible_to(seat):
            yield part.card


def _get(holder: Any, index: int) -> Any:
    return holder.card if index < 0 else holder.cards[index]


def _set(holder: Any, index: int, card: Any) -> None:
    if index < 0:
        holder.card = card
    else:
        holder.cards[index] = card


def _deal(places: list[_Place], cards: list[Any], rng: random.Random) -> None:
    rng.shuffle(cards)
    for (holder, index), card in zip(places, cards, strict=True):
        _set(holder, index, card)
    for holder in {id(holder): holder for holder, _index in places}.values():
        if isinstance(holder, Hand) and holder.ordered:
            holder.cards.sort()


def _walk(state: Any) -> Iterator[tuple[Any, list[tuple[str, Any]]]]:
    """Each dataclass in the state once, depth first, with its fields that are not plain values
    (name and value): one walk, each field read once (the views, re-deals and determinizations
    walk states hundreds of thousands of times in the kit's checks)."""
    stack, seen, plain = [state], set(), _PLAIN
    while stack:
        value = stack.pop()
        if isinstance(value, _ATOMS) or id(value) in seen:
            continue
        seen.add(id(value))
        names = dataclass_field_names(type(value))
        if names is not None:
            fields = [
                (name, field) for name in names if type(field := getattr(value, name)) not in plain
            ]
            yield value, fields
            stack.extend([field for _name, field in fields])
        elif isinstance(value, list | tuple):
            stack.extend([v for v in value if type(v) not in plain])
        elif isinstance(value, dict):
            stack.extend([v for v in value.values() if type(v) not in plain])


def _dataclasses(state: Any) -> Iterator[Any]:
    for value, _fields in _walk(state):
        yield value


def _rngs(state: Any) -> list[tuple[Any, str, random.Random]]:
    """The RNG fields of the state's dataclasses: (the dataclass, the field's name, the RNG), in
    the order of :func:`_dataclasses`."""
    rng_type = random.Random
    return [
        (value, name, field)
        for value, fields in _walk(state)
        for name, field in fields
        if isinstance(field, rng_type)
    ]


def _rng_fields(view: Any) -> Iterator[tuple[Any, str]]:
    """The fields a view emptied of their RNG: None, and annotated as a ``random.Random``."""
    for owner in _dataclasses(view):
        for name in _random_field_names(type(owner)):
            if getattr(owner, name) is None:
                yield owner, name


_RANDOM_FIELDS: dict[type, tuple[str, ...]] = {}


def _random_field_names(cls: type) -> tuple[str, ...]:
    """The fields of a dataclass annotated as a ``random.Random``, in order (once per class)."""
    names = _RANDOM_FIELDS.get(cls)
    if names is None:
        fields = dataclasses.fields(cls)
        names = _RANDOM_FIELDS[cls] = tuple(f.name for f in fields if "Random" in str(f.type))
    return names
