"""Actions to JSON and back, at the edges only (saves, replays, logs, the network).

Inside the engine an action is a frozen slotted dataclass; its JSON form is a dict whose
``"type"`` names the kind. :class:`ActionCodec` builds both directions from the dataclasses with
a pydantic ``TypeAdapter``, so malformed input (wrong types, unknown kinds, extra fields) is
refused with a readable one-line message.

A field may be optional (``target: int | None = None``): ``None`` is written as ``null`` and
read back from it, and a field missing from the JSON takes its dataclass default, if it has one
(docs/authoring.md, "Optional fields").
"""

from __future__ import annotations

import dataclasses
import math
import re
import types
import typing
from collections.abc import Callable
from typing import Any, Literal

from pydantic import ConfigDict, TypeAdapter, ValidationError, create_model

from tabletop_core.game import IllegalAction


class ActionCodec:
    """Encode and decode a game's actions: ``ActionCodec({"take": Take, "build": Build})``.

    Each dataclass's fields become the JSON fields, next to ``"type"``. Tuples are written as
    lists. Decoding validates strictly (no extra fields, no type coercion of strings to numbers)
    and raises :class:`IllegalAction` with one line saying what is wrong.
    """

    def __init__(self, kinds: dict[str, type]) -> None:
        self._kinds = dict(kinds)
        self._names = {cls: name for name, cls in kinds.items()}
        self._adapters: dict[str, TypeAdapter[Any]] = {}
        """Built on first decode: making pydantic models costs milliseconds per kind, and most
        runs (bots, simulations, the menu) never read an action from JSON."""
        self._fields = {
            name: [f.name for f in dataclasses.fields(cls)] for name, cls in kinds.items()
        }
        self._checks = {
            cls: [
                (field, hint if hint in _EXACT else _NOT_EXACT, _checker(hint))
                for field, hint in typing.get_type_hints(cls).items()
                if field in self._fields[name]
            ]
            for name, cls in kinds.items()
        }

    @classmethod
    def of(cls, actions: Any, names: dict[type, str] | None = None) -> ActionCodec:
        """The codec of an action class or a union of them (``Take | Build``); each kind is
        named by :func:`kind_name` unless ``names`` says otherwise."""
        members = typing.get_args(actions) or (actions,)
        for member in members:
            if not dataclasses.is_dataclass(member):
                raise TypeError(f"an action must be a dataclass, not {member!r}")
        names = names or {}
        return cls({names.get(member, kind_name(member)): member for member in members})

    def check(self, action: Any) -> None:
        """Refuse an action object whose fields do not have the declared types.

        ``apply`` gets dataclass instances straight from bots, views and tests, which pydantic
        never saw: a ``None`` position or a NaN must be refused with the rule's error, never
        reach the rules as a TypeError. Finite floats only; ints count as floats; bools never
        count as ints.
        """
        checks = self._checks.get(type(action))
        if checks is None:
            raise IllegalAction(f"not an action of this game: {action!r}")
        for field, exact, ok in checks:
            value = getattr(action, field)
            if type(value) is not exact and not ok(value):  # exact: int, bool or str needs no call
                kind = self._names[type(action)]
                raise IllegalAction(f"malformed {kind} action: {field} cannot be {value!r}")

    def _adapter(self, kind: str) -> TypeAdapter[Any]:
        adapter = self._adapters.get(kind)
        if adapter is None:
            cls = self._kinds[kind]
            hints = typing.get_type_hints(cls)
            fields: dict[str, Any] = {
                f.name: (hints[f.name], ... if f.default is dataclasses.MISSING else f.default)
                for f in dataclasses.fields(cls)
            }
            model = create_model(
                f"{cls.__name__}JSON",
                __config__=ConfigDict(extra="forbid", strict=True),
                **fields,
            )
            adapter = self._adapters[kind] = TypeAdapter(model)
        return adapter

    def encode(self, action: Any) -> dict[str, Any]:
        name = self._names.get(type(action))
        if name is None:
            raise IllegalAction(f"not an action of this game: {action!r}")
        data: dict[str, Any] = {"type": name}
        for key in self._fields[name]:
            value = getattr(action, key)
            data[key] = list(value) if isinstance(value, tuple) else value
        return data

    def decode(self, data: Any) -> Any:
        if not isinstance(data, dict):
            raise IllegalAction(
                f"an action must be an object with a 'type', got {type(data).__name__}"
            )
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in self._kinds:
            known = ", ".join(sorted(self._kinds))
            raise IllegalAction(f"unknown action type {kind!r} (expected one of: {known})")
        fields = {k: v for k, v in data.items() if k != "type"}
        cls = self._kinds[kind]
        # strict mode refuses lists for tuple fields from JSON; accept them as the JSON form.
        fields = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
        try:
            parsed = self._adapter(kind).validate_python(fields)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or kind
            raise IllegalAction(f"malformed {kind} action: {where}: {first['msg']}") from None
        action = cls(**{name: getattr(parsed, name) for name in self._fields[kind]})
        self.check(action)
        return action


_EXACT = (int, bool, str)
"""Field types whose values are checked by their exact type alone (``True`` is no int here)."""


class _NOT_EXACT:
    """No value has this type: the field's checker decides."""


def kind_name(cls: type) -> str:
    """An action class's JSON kind: its name in snake case (``PlaceCard`` → ``place_card``)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", cls.__name__).lower()


def _checker(hint: Any) -> Callable[[Any], bool]:
    """A fast test of a value against a field's type hint (the kinds actions use)."""
    origin = typing.get_origin(hint)
    if hint is bool:
        return lambda v: type(v) is bool
    if hint is int:
        return lambda v: type(v) is int
    if hint is float:
        return lambda v: type(v) in (int, float) and math.isfinite(v)
    if hint is str:
        return lambda v: type(v) is str
    if hint is type(None):
        return lambda v: v is None
    if origin is Literal:
        allowed = typing.get_args(hint)
        return lambda v: any(v == a and type(v) is type(a) for a in allowed)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda v: type(v) is tuple and all(item(x) for x in v)
        items = [_checker(a) for a in args]
        return lambda v: (
            type(v) is tuple
            and len(v) == len(items)
            and all(ok(x) for ok, x in zip(items, v, strict=True))
        )
    if origin in (typing.Union, types.UnionType):
        options = [_checker(a) for a in typing.get_args(hint)]
        return lambda v: any(ok(v) for ok in options)
    return lambda v: True
