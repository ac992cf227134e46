"""The names of an object's fields, read once per class: the walks over a state (its secrets,
its copies, its form on the wire) ask for them for every value of every state they meet."""

from __future__ import annotations

import dataclasses

_FIELDS: dict[type, tuple[str, ...] | None] = {}
_SLOTS: dict[type, tuple[str, ...]] = {}


def dataclass_field_names(kind: type) -> tuple[str, ...] | None:
    """The field names of the dataclass ``kind``, None for any other class."""
    try:
        return _FIELDS[kind]
    except KeyError:
        pass
    names = None
    if dataclasses.is_dataclass(kind) and not issubclass(kind, type):
        names = tuple(field.name for field in dataclasses.fields(kind))
    _FIELDS[kind] = names
    return names


def slot_names(kind: type) -> tuple[str, ...]:
    """Every ``__slots__`` name of ``kind`` and its bases, the class's own first (``__dict__``
    and ``__weakref__`` aside)."""
    names = _SLOTS.get(kind)
    if names is None:
        found: list[str] = []
        for part in kind.__mro__:
            slots = part.__dict__.get("__slots__", ())
            found.extend([slots] if isinstance(slots, str) else slots)
        skipped = ("__dict__", "__weakref__")
        names = _SLOTS[kind] = tuple(dict.fromkeys(n for n in found if n not in skipped))
    return names
