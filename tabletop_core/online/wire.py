"""A seat's view and events as JSON, for the wire.

Views and events are the game's own objects (dataclasses, lists, small classes); they travel as
plain JSON: dataclass and object fields by name (``_private`` ones and RNGs left out, so the
server's random state never leaves it), sequences as lists; an object with a ``wire_state()``
method (a component keeping its state in private fields) travels as what that returns. The
window's client rebuilds the game's objects from this (:mod:`tabletop_core.online.view_codec`);
a terminal reads it with :func:`tabletop_core.describe.describe_view`.
"""

from __future__ import annotations

import enum
import functools
import math
import random
from typing import Any

from tabletop_core.fields import dataclass_field_names, slot_names
from tabletop_core.game import Event

_DEPTH = 16


_PLAIN = frozenset({type(None), bool, int, str})
"""Types that travel as they are (exactly these: an ``IntEnum`` goes through :func:`to_wire`)."""


def to_wire(value: Any, depth: int = 0) -> Any:
    """``value`` as JSON-ready data (objects it cannot spell out become ``{"type": name}``)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, enum.Enum):
        return to_wire(value.value, depth + 1)
    if depth >= _DEPTH or isinstance(value, random.Random):
        return {"type": type(value).__name__}
    deeper = depth + 1
    plain = _PLAIN
    if isinstance(value, dict):
        return {
            str(k): v if type(v) in plain else to_wire(v, deeper) for k, v in value.items()
        }  # a plain value is itself: no call for it (most of a view's leaves)
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return [v if type(v) in plain else to_wire(v, deeper) for v in items]
    own = getattr(value, "wire_state", None)
    if callable(own):  # a component that keeps its state in private fields says what it is
        return to_wire(own(), deeper)
    fields = _fields_of(value)
    if fields is None:
        return {"type": type(value).__name__}
    return {
        name: field if type(field) in plain else to_wire(field, deeper)
        for name, field in fields
        if not name.startswith("_") and not isinstance(field, random.Random)
    }


@functools.cache
def _slot_names(klass: type) -> tuple[str, ...] | None:
    """Every ``__slots__`` name of the class, or None for an engine's class."""
    if klass.__module__.startswith(("pymunk", "arcade", "pyglet", "builtins")):
        return None  # engine objects: the events carry what a client animates
    return slot_names(klass)


def _fields_of(value: Any) -> list[tuple[str, Any]] | None:
    klass: type = type(value)
    named = dataclass_field_names(klass)
    if named is not None:
        return [(name, getattr(value, name)) for name in named]
    slots = _slot_names(klass)
    if slots is None:
        return None
    names = list(slots)
    if hasattr(value, "__dict__"):
        names.extend(vars(value))
    seen: list[tuple[str, Any]] = []
    for name in dict.fromkeys(names):
        if name.startswith("__") or not hasattr(value, name):
            continue
        seen.append((name, getattr(value, name)))
    return seen


def event_to_wire(event: Event, names: list[str]) -> dict[str, Any]:
    """An event as a seat gets it: its kind, its log line and its fields."""
    return {
        "kind": type(event).__name__,
        "text": event.describe(names),
        "fields": to_wire(event),
    }
