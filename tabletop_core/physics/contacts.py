"""Contacts between keyed bodies and fixtures, and questions asked of them."""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import NamedTuple

Key = Hashable


class Contact(NamedTuple):
    """``a`` and ``b`` touch; ``(x, y)`` is the mean contact point in world coordinates."""

    a: Key
    b: Key
    x: float
    y: float


def neighbours(contacts: Iterable[Contact]) -> dict[Key, set[Key]]:
    """Who touches whom, both ways."""
    graph: dict[Key, set[Key]] = {}
    for contact in contacts:
        graph.setdefault(contact.a, set()).add(contact.b)
        graph.setdefault(contact.b, set()).add(contact.a)
    return graph


def touching(contacts: Iterable[Contact], key: Key) -> set[Key]:
    return neighbours(contacts).get(key, set())


def points_between(contacts: Iterable[Contact], key: Key, other: Key) -> list[tuple[float, float]]:
    return [(c.x, c.y) for c in contacts if {c.a, c.b} == {key, other}]
