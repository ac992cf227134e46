"""A seat's view and events as JSON, for the wire.

Views and events are the game's own objects (dataclasses, lists, small classes); they travel as
plain JSON: dataclass and object fields by name (``_private`` ones and RNGs left out, so the
server's random state never leaves it), sequences as lists; an object with a ``wire_state()``
method (a component keeping its state in private fields) travels as what that returns. The
window's client rebuilds the game's objects from this (:mod:`tabletop_core.online.view_codec`);
a terminal reads it with :func:`tabletop_core.describe.describe_view`.
"""

from __future__ import annotations

import dataclasses
import enum
import math
import random
from typing import Any

from tabletop_core.game import Event

_DEPTH = 16


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
    if isinstance(value, dict):
        return {str(k): to_wire(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return [to_wire(v, depth + 1) for v in items]
    own = getattr(value, "wire_state", None)
    if callable(own):  # a component that keeps its state in private fields says what it is
        return to_wire(own(), depth + 1)
    fields = _fields_of(value)
    if fields is None:
        return {"type": type(value).__name__}
    return {
        name: to_wire(field, depth + 1)
        for name, field in fields
        if not name.startswith("_") and not isinstance(field, random.Random)
    }


def _fields_of(value: Any) -> list[tuple[str, Any]] | None:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [(f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    module = type(value).__module__
    if module.startswith(("pymunk", "arcade", "pyglet", "builtins")):
        return None  # engine objects: the events carry what a client animates
    names: list[str] = []
    for klass in type(value).__mro__:
        names.extend(getattr(klass, "__slots__", ()))
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
