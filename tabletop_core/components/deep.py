"""``copy.deepcopy`` of a component without rebuilding its cards: the copy a ``GameBase`` game's
default ``clone`` (a deep copy of the whole state) makes of each pile, hand and row.

The standard deep copy rebuilds every card that is a named tuple or another tuple subclass
through its ``__reduce_ex__``, hundreds of calls per state in a bot's search; a card that cannot
change (an atom, or a tuple of atoms without a ``__dict__``) is shared instead, as
``deepcopy`` itself shares a plain tuple of atoms. Anything else is deep-copied as before, with
the same memo, so an object reached twice is still copied once.
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from tabletop_core.fields import slot_names

_ATOMS = frozenset({type(None), bool, int, float, complex, str, bytes})
_MISSING = object()


def _copied_component(value: Any, memo: dict[int, Any], lists: tuple[str, ...]) -> Any:
    """A deep copy of the slotted ``value`` for its ``__deepcopy__``: each slot deep-copied,
    except that the lists in the slots named by ``lists`` share their unchangeable items."""
    twin = object.__new__(type(value))
    memo[id(value)] = twin
    for name in slot_names(type(value)):
        item = getattr(value, name, _MISSING)
        if item is _MISSING:
            continue
        if name in lists and type(item) is list:
            if id(item) in memo:
                item = memo[id(item)]
            else:
                copied: list[Any] = []
                memo[id(item)] = copied
                copied.extend(x if _unchangeable(x) else deepcopy(x, memo) for x in item)
                item = copied
        else:
            item = deepcopy(item, memo)
        object.__setattr__(twin, name, item)
    extra = getattr(value, "__dict__", None)
    if extra:
        twin.__dict__.update(deepcopy(extra, memo))
    return twin


def _unchangeable(item: Any) -> bool:
    """Whether ``item`` can be shared by a copy: an atom, or a tuple of atoms (a card)."""
    kind = type(item)
    if kind in _ATOMS:
        return True
    return (
        isinstance(item, tuple)
        and not hasattr(item, "__dict__")
        and all(type(part) in _ATOMS for part in item)
    )
