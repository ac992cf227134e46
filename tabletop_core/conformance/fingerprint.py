"""States compared by structure: :func:`fingerprint` (a comparable copy of a state, RNGs
included) and :func:`first_difference` (where two fingerprints part)."""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from tabletop_core.fields import slot_names

RANDOM_TAG = "random.Random"
_SEQUENCES = ("list", "tuple", "set")


def fingerprint(value: Any, _depth: int = 0) -> Any:
    """A structural, comparable copy of a state: equal fingerprints mean equal states.

    Dataclasses, named tuples, pydantic models and plain objects become ``(type, {field: ...})``;
    sets are sorted; an RNG becomes its internal state, so two states whose RNGs will draw
    differently differ. A fingerprint is for comparing, never for changing: the parts made of
    unchangeable tuples (cards, decks) are shared between the fingerprints that hold them.
    """
    cls = type(value)
    if cls in _ATOMS:
        return value
    return _nested(value, _depth)


def _nested(value: Any, depth: int) -> Any:
    """The fingerprint of a value that is not an atom, ``depth`` levels down.

    The encoders call this (and look atoms up themselves) rather than :func:`fingerprint`: a
    state is mostly atoms in a few containers, and the kit fingerprints states hundreds of
    thousands of times, so one Python call fewer per value is a large part of its time."""
    if depth > 100:
        raise ValueError("state nested more than 100 levels deep (a cycle?)")
    cls = type(value)
    encode = _ENCODERS.get(cls)
    if encode is None:
        encode = _ENCODERS[cls] = _encoder_for(cls)
    return encode(value, depth + 1)


_ATOMS = frozenset({type(None), str, bytes, bool, int, float})
_ENCODERS: dict[type, Callable[[Any, int], Any]] = {}
_FOUND: list[list[Any] | None] = []
"""Where the RNG states met while fingerprinting go (the innermost list; None: nowhere, inside
a set or a dict's keys, which a fingerprint holds as text)."""


def fingerprint_and_random_states(value: Any) -> tuple[Any, list[Any]]:
    """``fingerprint(value)`` and the internal states of the RNGs in it, in one walk.

    The states are those a walk of the fingerprint finds (RNGs in sets and dict keys are
    text there, so not among them); the leak checks need both for every re-drawn state, and a
    second walk over the fingerprint cost more than making it."""
    found: list[Any] = []
    _FOUND.append(found)
    try:
        return fingerprint(value), found
    finally:
        _FOUND.pop()


def _encode_random(value: random.Random, depth: int) -> Any:
    state = value.getstate()
    if _FOUND and (found := _FOUND[-1]) is not None:
        found.append(state)
    return (RANDOM_TAG, state)


def _as_text(value: Any, depth: int) -> str:
    """The fingerprint of a set's item or a dict's key, as text (its RNGs not collected)."""
    if type(value) in _ATOMS:
        return repr(value)
    _FOUND.append(None)
    try:
        return repr(fingerprint(value, depth))
    finally:
        _FOUND.pop()


def _encoder_for(cls: type) -> Callable[[Any, int], Any]:
    name = cls.__qualname__
    if issubclass(cls, enum.Enum):
        return lambda value, depth: (name, value.name)
    if issubclass(cls, (str, bytes, int, float)):
        return lambda value, depth: value
    if issubclass(cls, random.Random):
        return _encode_random
    if dataclasses.is_dataclass(cls):
        return _by_fields(name, [f.name for f in dataclasses.fields(cls)])
    if issubclass(cls, BaseModel):
        return _by_fields(name, list(cls.model_fields))
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        return _kept(_by_fields(name, list(cls._fields)))
    if issubclass(cls, tuple):
        return _kept(_by_items("tuple"))
    if issubclass(cls, list):
        return _by_items("list")
    if issubclass(cls, dict):
        return _encode_dict
    if issubclass(cls, (set, frozenset)):
        return lambda value, depth: ("set", sorted(_as_text(v, depth) for v in value))
    if not _has_instance_dict(cls) and slot_names(cls):
        return _by_fields(name, slot_names(cls), slots=True)
    return _encode_object


def _has_instance_dict(cls: type) -> bool:
    """Whether instances of ``cls`` may carry a ``__dict__`` (some class in its MRO declares
    no ``__slots__``, or lists ``__dict__`` among them)."""
    for base in cls.__mro__:
        if base is object:
            continue
        slots = base.__dict__.get("__slots__")
        if slots is None or "__dict__" in ([slots] if isinstance(slots, str) else slots):
            return True
    return False


def _by_fields(
    name: str, fields: list[str] | tuple[str, ...], *, slots: bool = False
) -> Callable[[Any, int], Any]:
    """The encoder of a class whose values are read by ``fields``: ``(name, {field: ...})``.

    ``slots``: the fields are the class's ``__slots__`` and it has no ``__dict__`` (what
    :func:`_encode_object` would find, without looking the slots up and testing for a
    ``__dict__`` on every value: a component such as a stack of cards is fingerprinted millions
    of times by the leak checks); a slot never set is left out, and a value with none set is its
    ``repr``, as there."""
    fields = list(fields)
    atoms, nested, missing = _ATOMS, _nested, _MISSING

    def encode(value: Any, depth: int) -> Any:
        # Atoms taken as they are, without a call: most of a state is atoms in objects of
        # fields, and a call (or a comprehension's frame) per field is a large part of
        # fingerprinting one.
        out = {}
        for f in fields:
            v = getattr(value, f, missing)
            if v is missing:
                if slots:
                    continue
                v = getattr(value, f)  # raises: a declared field the value lacks
            out[f] = v if type(v) in atoms else nested(v, depth)
        if slots and not out:
            return repr(value)
        return (name, out)

    return encode


_KEPT: dict[int, tuple[Any, Any]] = {}
"""Fingerprints of unchangeable tuples, by the tuple's id (the tuple kept with it, so that the
id is not another's): a card game's states share their cards and decks, fingerprinted again in
every state the kit compares."""
_KEPT_MOST = 1 << 14


def _kept(encode: Callable[[Any, int], Any]) -> Callable[[Any, int], Any]:
    """``encode`` for a tuple class, its fingerprint kept when the tuple is unchangeable
    (atoms and such tuples all the way down), and looked up by identity the next time."""
    kept, frozen = _KEPT, _frozen

    def encode_kept(value: Any, depth: int) -> Any:
        hit = kept.get(id(value))
        if hit is not None and hit[0] is value:
            return hit[1]
        found = encode(value, depth)
        if frozen(value):
            if len(kept) >= _KEPT_MOST:
                kept.clear()
            kept[id(value)] = (value, found)
        return found

    return encode_kept


def _frozen(value: tuple[Any, ...]) -> bool:
    """Whether a tuple holds only atoms and such tuples, so its fingerprint never changes."""
    atoms = _ATOMS
    for v in value:
        cls = type(v)
        if cls not in atoms and not (issubclass(cls, tuple) and _frozen(v)):
            return False
    return True


def _by_items(kind: str) -> Callable[[Any, int], Any]:
    """The encoder of a list or tuple: ``(kind, [item, ...])``, atoms taken as they are without
    a call (lists of cards are most of a card game's state)."""
    atoms, nested = _ATOMS, _nested

    def encode(value: Any, depth: int) -> Any:
        out: list[Any] = []
        append = out.append
        for v in value:
            append(v if type(v) in atoms else nested(v, depth))
        return (kind, out)

    return encode


def _encode_dict(value: dict[Any, Any], depth: int) -> Any:
    items = sorted(
        ((_as_text(k, depth), fingerprint(v, depth)) for k, v in value.items()),
        key=lambda kv: kv[0],
    )
    return ("dict", dict(items))


_MISSING = object()


def _encode_object(value: Any, depth: int) -> Any:
    found = {
        n: v for n in slot_names(type(value)) if (v := getattr(value, n, _MISSING)) is not _MISSING
    }
    if hasattr(value, "__dict__"):
        found.update(vars(value))
    elif not found:
        return repr(value)
    return (type(value).__qualname__, {k: fingerprint(v, depth) for k, v in found.items()})


def first_difference(a: Any, b: Any, path: str = "state") -> str:
    """The first place two fingerprints differ, as ``path: a != b`` (shortened)."""
    if type(a) is not type(b):
        return f"{path}: {_short(a)} != {_short(b)}"
    if isinstance(a, tuple) and len(a) == 2 and isinstance(a[1], dict) and isinstance(a[0], str):
        if a[0] != b[0]:
            return f"{path}: {a[0]} != {b[0]}"
        return first_difference(a[1], b[1], path)
    if isinstance(a, tuple) and len(a) == 2 and a[0] in _SEQUENCES and isinstance(a[1], list):
        return first_difference(a[1], b[1], path)
    if isinstance(a, dict):
        for key in a.keys() | b.keys():
            if a.get(key) != b.get(key):
                return first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if isinstance(a, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {_short(a)} != {_short(b)}"


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
