"""Turn order, rounds and simultaneous steps: the bookkeeping most games share.

Plain slotted classes (no pydantic) because they live inside game states, which bots clone
thousands of times a second. Seats are numbered 0..players-1; play goes clockwise, to seat + 1.
Rounds are counted from 1.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


class TurnOrder:
    """Whose turn it is, clockwise from a start player, counting rounds.

    A round ends when play comes back to (or passes) the round's start player.
    """

    __slots__ = ("players", "start", "current", "round")

    def __init__(self, players: int, start: int = 0) -> None:
        if players < 1:
            raise ValueError(f"a turn order needs at least one player, not {players}")
        _check_seat(start, players)
        self.players = players
        self.start = start
        self.current = start
        self.round = 1

    def advance(self, skip: Callable[[int], bool] | None = None) -> int:
        """Pass the turn clockwise to the next seat that ``skip`` does not exclude; returns it.

        Raises ValueError, changing nothing, when every seat is skipped.
        """
        rounds = 0
        for step in range(1, self.players + 1):
            seat = (self.current + step) % self.players
            if seat == self.start:
                rounds += 1
            if skip is None or not skip(seat):
                self.current = seat
                self.round += rounds
                return seat
        raise ValueError("every seat is skipped, so nobody can take the next turn")

    def set_start(self, seat: int) -> None:
        """Make ``seat`` the start player; play goes on from it (the round count is unchanged)."""
        _check_seat(seat, self.players)
        self.start = seat
        self.current = seat

    def order_from(self, seat: int) -> list[int]:
        """All seats clockwise, beginning with ``seat``."""
        _check_seat(seat, self.players)
        return [(seat + step) % self.players for step in range(self.players)]

    def clone(self) -> TurnOrder:
        copy = TurnOrder.__new__(TurnOrder)
        copy.players, copy.start, copy.current, copy.round = (
            self.players,
            self.start,
            self.current,
            self.round,
        )
        return copy

    def __repr__(self) -> str:
        return (
            f"TurnOrder(players={self.players}, start={self.start}, "
            f"current={self.current}, round={self.round})"
        )


class SimultaneousStep:
    """A decision everybody makes "at once", asked one seat at a time in the given order.

    Until every seat has chosen, a seat sees only its own choice, so hot-seat play and bots
    cannot peek. Choices should be immutable values (tuples, frozensets): ``clone`` shares them.
    """

    __slots__ = ("seats", "_choices")

    def __init__(self, seats: Sequence[int]) -> None:
        if not seats:
            raise ValueError("a simultaneous step needs at least one seat")
        if len(set(seats)) != len(seats):
            raise ValueError(f"each seat chooses once: {list(seats)}")
        self.seats = tuple(seats)
        self._choices: dict[int, Any] = {}

    @property
    def waiting_for(self) -> int | None:
        """The next seat still to choose, or None once everybody has."""
        for seat in self.seats:
            if seat not in self._choices:
                return seat
        return None

    @property
    def done(self) -> bool:
        return len(self._choices) == len(self.seats)

    def has_chosen(self, seat: int) -> bool:
        return seat in self._choices

    def choose(self, seat: int, choice: Any) -> None:
        waiting = self.waiting_for
        if waiting is None:
            raise ValueError("everybody has already chosen")
        if seat in self._choices:
            raise ValueError(f"seat {seat} has already chosen")
        if seat not in self.seats:
            raise ValueError(f"seat {seat} takes no part in this step")
        if seat != waiting:
            raise ValueError(f"it is seat {waiting}'s turn to choose, not seat {seat}'s")
        self._choices[seat] = choice

    @property
    def choices(self) -> dict[int, Any]:
        """Every seat's choice, in seat order of the step; only once everybody has chosen."""
        if not self.done:
            raise ValueError(f"not everybody has chosen yet (waiting for seat {self.waiting_for})")
        return {seat: self._choices[seat] for seat in self.seats}

    def visible_choices(self, seat: int | None) -> dict[int, Any]:
        """What ``seat`` may see: its own choice until all have chosen, then everybody's."""
        if self.done:
            return self.choices
        if seat is not None and seat in self._choices:
            return {seat: self._choices[seat]}
        return {}

    def clone(self) -> SimultaneousStep:
        copy = SimultaneousStep.__new__(SimultaneousStep)
        copy.seats = self.seats
        copy._choices = dict(self._choices)
        return copy

    def __repr__(self) -> str:
        return f"SimultaneousStep(seats={list(self.seats)}, chosen={sorted(self._choices)})"


def _check_seat(seat: int, players: int) -> None:
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} is not at a table of {players} (seats 0 to {players - 1})")
