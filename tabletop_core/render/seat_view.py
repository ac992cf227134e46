"""The seat a table is seen from, shared by its scene, choreography and controller: the match as
that seat may see it, and its view worked out once per move (not once per frame)."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from tabletop_core.render.table import Host

View = TypeVar("View")


class SeatView(Generic[View]):
    """``view`` is the looking seat's view, kept until the match, its moves or the seat change;
    ``view_key`` says which it was worked out for (a cache key for what is drawn from it)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self._view: View | None = None
        self.view_key: tuple[Any, ...] | None = None

    @property
    def match(self) -> Any:
        return self.host.seen

    @property
    def seat(self) -> int | None:
        return self.host.viewer

    @property
    def view(self) -> View:
        key = (id(self.match), len(self.match.actions), self.seat)
        if key != self.view_key or self._view is None:
            self._view = self.match.view(self.seat)
            self.view_key = key
        return self._view

    def forget(self) -> None:
        """The match was replaced: work the view out afresh."""
        self._view = None
        self.view_key = None

    def my_turn(self) -> bool:
        return self.host.can_act()
