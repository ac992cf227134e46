"""The game's own view and event objects, rebuilt on the client from their wire form.

The server sends a seat's view and events as plain JSON (:mod:`tabletop_core.online.wire`):
fields by name, no type names. A table draws from the game's objects, so the client rebuilds
them, led by the game's type hints: ``game.view``'s return annotation for a view, and the game's
own :class:`~tabletop_core.game.Event` subclasses (found by the ``kind`` the server names) for
events. Nothing is evaluated: only classes the hints name, or event classes of the game's own
package, are ever built, field by field, from data of the shape those hints declare.

A view that holds engine objects (a physics space) cannot travel this way: :class:`NoWireForm`
says so, and such a game's table cannot be played remotely yet.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
import types
import typing
from functools import cache
from typing import Any, TypeVar, Union, get_args, get_origin

from tabletop_core.game import Event


class NoWireForm(ValueError):
    """A view or event that cannot be rebuilt from its wire form; one line."""


def view_type(game: Any) -> Any:
    """The class ``game.view`` returns, from its annotation (None when it declares none). A view
    derived by the core (:class:`tabletop_core.secrets.DeclaredSecrets`) is a copy of the state,
    so ``new_state``'s annotation names it."""
    found = _hints(type(game).view).get("return")
    if found is None or found is Any:
        new_state = getattr(type(game), "new_state", None)
        found = _hints(new_state).get("return", found) if new_state is not None else found
    return found


def view_from_wire(game: Any, data: Any) -> Any:
    """The game's view object for ``data`` (a ``view`` field of an ``update``)."""
    wanted = view_type(game)
    if wanted is None:
        return data
    return from_wire(wanted, data)


def event_classes(game: Any) -> dict[str, type]:
    """The game's event classes by name: every :class:`Event` subclass its package defines."""
    return _event_classes(type(game).__module__.split(".")[0])


def event_from_wire(game: Any, data: dict[str, Any]) -> Any:
    """The game's event for a wire event (``kind``, ``fields``); a kind the game does not
    define raises :class:`NoWireForm`."""
    klass = event_classes(game).get(str(data.get("kind")))
    if klass is None:
        raise NoWireForm(f"{type(game).__name__} has no event {data.get('kind')!r}")
    return from_wire(klass, data.get("fields") or {})


@cache
def _event_classes(package: str) -> dict[str, type]:
    found: dict[str, type] = {}
    pending: list[type] = [Event]
    while pending:
        klass = pending.pop()
        sub: type
        for sub in klass.__subclasses__():
            pending.append(sub)
            module = sys.modules.get(sub.__module__)
            # a slotted dataclass replaces its class: only the one its module holds counts
            if (
                sub.__module__.split(".")[0] == package
                and getattr(module, sub.__name__, None) is sub
            ):
                found.setdefault(sub.__name__, sub)
    return found


def from_wire(hint: Any, data: Any) -> Any:
    """``data`` as the type ``hint`` describes (a dataclass, a slotted class, a container, an
    enum, a union, a plain value); what no hint describes is left as JSON data."""
    if data is None or _as_it_is(hint) or isinstance(hint, TypeVar):
        return data
    origin, args = _shape(hint)
    if origin is Union or origin is types.UnionType:
        return _from_union(args, data)
    if origin is typing.Annotated:
        return from_wire(args[0], data)
    if origin in (list, tuple, set, frozenset) or origin is not None and _is_sequence(origin):
        return _from_sequence(origin, args, data)
    if origin is dict or hint is dict:
        key, value = args if len(args) == 2 else (Any, Any)
        if not isinstance(data, dict):
            raise NoWireForm(f"expected an object for {hint}, got {type(data).__name__}")
        return {_key(key, k): from_wire(value, v) for k, v in data.items()}
    if origin is not None:  # a generic class such as Row[int]: the class, its fields as they are
        return from_wire(origin, data)
    if hint in (list, tuple, set, frozenset):
        return hint(data)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(data)
    if hint in (int, str, bool):
        return data
    if hint is float:
        return float(data)
    if isinstance(hint, type) and hint.__module__ not in ("builtins", "typing", "collections.abc"):
        return _from_object(hint, data)
    return data


def _as_it_is(hint: Any) -> bool:
    """A hint whose data is the value itself (``from_wire`` returns the data as it is)."""
    return hint is Any or hint is int or hint is str or hint is bool


def _shape(hint: Any) -> tuple[Any, tuple[Any, ...]]:
    """``get_origin`` and ``get_args`` of ``hint``, worked out once per hint."""
    try:
        return _shape_of(hint)
    except TypeError:  # a hint that cannot be a key (an unhashable annotation)
        return get_origin(hint), get_args(hint)


@cache
def _shape_of(hint: Any) -> tuple[Any, tuple[Any, ...]]:
    return get_origin(hint), get_args(hint)


def _is_sequence(origin: Any) -> bool:
    import collections.abc as abc

    return origin in (abc.Sequence, abc.MutableSequence, abc.Set, abc.Iterable)


def _from_sequence(origin: Any, args: tuple[Any, ...], data: Any) -> Any:
    if not isinstance(data, list):
        raise NoWireForm(f"expected a list, got {type(data).__name__}")
    if origin is tuple and args and args[-1] is not Ellipsis:
        return tuple(from_wire(h, v) for h, v in zip(args, data, strict=False))
    item = args[0] if args else Any
    # items that are their own data are copied as they are (what from_wire returns for each)
    values = list(data) if _as_it_is(item) else [from_wire(item, v) for v in data]
    if origin in (tuple, set, frozenset):
        return origin(values)
    return values


def _from_union(args: tuple[Any, ...], data: Any) -> Any:
    options = [a for a in args if a is not type(None)]
    if type(None) in args:  # an engine object that does not travel, where "not built" may be
        if isinstance(data, dict) and set(data) == {"type"}:
            return None
        try:
            return (
                _from_union(tuple(options), data)
                if len(options) > 1
                else from_wire(options[0], data)
            )
        except NoWireForm:
            return None
    if len(options) == 1:
        return from_wire(options[0], data)
    if isinstance(data, dict):  # the class whose fields the data names
        for option in options:
            klass = get_origin(option) or option
            if isinstance(klass, type) and set(data) == set(_field_names(klass)):
                return from_wire(option, data)
    for option in options:
        klass = get_origin(option) or option
        plain: dict[Any, type | tuple[type, ...]] = {
            int: int,
            float: (int, float),
            str: str,
            bool: bool,
            list: list,
            tuple: list,
        }
        if isinstance(data, plain.get(klass, ())):
            return from_wire(option, data)
    return data


def _key(hint: Any, text: str) -> Any:
    if hint is int:
        return int(text)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(int(text) if isinstance(next(iter(hint)).value, int) else text)
    return text


def _from_object(klass: type, data: Any) -> Any:
    if issubclass(klass, tuple) and hasattr(klass, "_fields") and isinstance(data, list):
        hints = _hints(klass)  # a named tuple travels as a list
        return klass(
            *(from_wire(hints.get(n, Any), v) for n, v in zip(klass._fields, data, strict=False))
        )
    if not isinstance(data, dict):
        raise NoWireForm(f"expected the fields of {klass.__name__}, got {type(data).__name__}")
    restore = getattr(klass, "from_wire_state", None)
    if callable(restore):  # the counterpart of its ``wire_state``
        try:
            return restore(data)
        except (KeyError, TypeError, ValueError) as error:
            raise NoWireForm(f"{klass.__name__}: {error}") from None
    if set(data) == {"type"} and data["type"] != getattr(klass, "type", None):
        raise NoWireForm(f"a {data['type']} does not travel over the network")
    hints = _hints(klass)
    names = set(_field_names(klass))
    made: Any = object.__new__(klass)
    for name, value in data.items():
        if name not in names and not _has_dict(klass):
            raise NoWireForm(f"{klass.__name__} has no field {name!r}")
        if _placeholder(value):
            raise NoWireForm(f"{klass.__name__}.{name}: a {value['type']} does not travel")
        object.__setattr__(made, name, from_wire(hints.get(name, Any), value))
    if dataclasses.is_dataclass(klass):
        for spec in dataclasses.fields(klass):  # left out on the wire (private ones): defaults
            if spec.name in data:
                continue
            if spec.default is not dataclasses.MISSING:
                object.__setattr__(made, spec.name, spec.default)
            elif spec.default_factory is not dataclasses.MISSING:
                object.__setattr__(made, spec.name, spec.default_factory())
            else:
                object.__setattr__(made, spec.name, None)
    return made


@cache
def _field_names(klass: type) -> tuple[str, ...]:
    if dataclasses.is_dataclass(klass):
        return tuple(f.name for f in dataclasses.fields(klass))
    names: list[str] = []
    for part in klass.__mro__:
        slots = getattr(part, "__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    names.extend(_hints(klass))
    return tuple(dict.fromkeys(n for n in names if not n.startswith("__")))


def _placeholder(value: Any) -> bool:
    """What :func:`~tabletop_core.online.wire.to_wire` sends for an object it cannot spell out."""
    return isinstance(value, dict) and len(value) == 1 and "type" in value


def _has_dict(klass: type) -> bool:
    return any("__slots__" not in vars(part) for part in klass.__mro__ if part is not object)


@cache
def _hints(target: Any) -> dict[str, Any]:
    try:
        return typing.get_type_hints(target)
    except Exception:  # an annotation that does not resolve: that part stays JSON
        return {}
