"""Counted pieces by kind: cubes, sticks, logs, flood tokens. Never negative."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop_core.components.errors import ComponentError


class Supply:
    """How many pieces of each kind a place holds (the box, a player, the Reservoir).

    Name kinds in the singular (``"cube"``, ``"stick"``): messages read "only 1 cube left,
    cannot take 3". Unknown kinds count 0; ``kind in supply`` means at least one is there.
    Equality compares the pieces held, so an emptied kind equals an absent one.
    """

    __slots__ = ("counts",)

    def __init__(self, counts: Mapping[str, int] | None = None, **more: int) -> None:
        self.counts: dict[str, int] = {}
        for source in (counts or {}, more):
            for kind, count in source.items():
                if count < 0:
                    raise ComponentError(f"a supply cannot hold {count} {kind}")
                self.counts[kind] = self.counts.get(kind, 0) + count

    def __getitem__(self, kind: str) -> int:
        return self.counts.get(kind, 0)

    def __contains__(self, kind: object) -> bool:
        return isinstance(kind, str) and self.counts.get(kind, 0) > 0

    def kinds(self) -> list[str]:
        """Every kind this supply has counted, including any it has run out of."""
        return list(self.counts)

    def total(self, kind: str | None = None) -> int:
        """Pieces of ``kind``, or of every kind together."""
        if kind is None:
            return sum(self.counts.values())
        return self.counts.get(kind, 0)

    def add(self, kind: str, count: int = 1) -> None:
        if count < 0:
            raise ComponentError(f"cannot add {count} {kind}")
        self.counts[kind] = self.counts.get(kind, 0) + count

    def remove(self, kind: str, count: int = 1) -> None:
        """Take exactly ``count`` pieces, or none at all when fewer are there."""
        have = self.counts.get(kind, 0)
        if count > have or count < 0:
            raise ComponentError(_short(kind, have, count))
        self.counts[kind] = have - count

    def take_up_to(self, kind: str, count: int) -> int:
        """Take ``count`` pieces or all there are, whichever is fewer; returns how many."""
        if count < 0:
            raise ComponentError(f"cannot take {count} {kind}")
        have = self.counts.get(kind, 0)
        taken = count if count < have else have
        if taken:
            self.counts[kind] = have - taken
        return taken

    def transfer(self, to: Supply, kind: str, count: int = 1) -> None:
        """Move exactly ``count`` pieces into ``to``; all or nothing, the total is unchanged."""
        self.remove(kind, count)
        to.counts[kind] = to.counts.get(kind, 0) + count

    def clone(self) -> Supply:
        copy = object.__new__(type(self))
        copy.counts = self.counts.copy()
        return copy

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Supply):
            return NotImplemented
        return {k: n for k, n in self.counts.items() if n} == {
            k: n for k, n in other.counts.items() if n
        }

    def __repr__(self) -> str:
        return f"Supply({self.counts!r})"


def _short(kind: str, have: int, count: int) -> str:
    if count < 0:
        return f"cannot take {count} {kind}"
    if have == 0:
        return f"no {_plural(kind)} left, cannot take {count}"
    return f"only {have} {kind if have == 1 else _plural(kind)} left, cannot take {count}"


def _plural(kind: str) -> str:
    return kind if kind.endswith("s") else f"{kind}s"
