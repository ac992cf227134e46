"""What happens at the creek, for the log and for the view's animations."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    seat: int
    beavers: int
    logs: int
    handicap: int
    rerolls: int = 0

    def describe(self, names: Sequence[str]) -> str:
        from tabletop_beaver_creek.dice import HANDICAP_NAMES

        again = f" (rerolled {self.rerolls}×: no log to rest on)" if self.rerolls else ""
        return (
            f"{_name(names, self.seat)} rolls {self.beavers} beaver(s) + {self.logs} log(s), "
            f"{HANDICAP_NAMES[self.handicap]}{again}"
        )


@dataclass(frozen=True, slots=True)
class Placed(Event):
    seat: int
    piece: str
    ids: tuple[int, ...]
    x: float
    y: float
    angle: float

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} places a {self.piece.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """The piece came to rest where the rules do not allow it: it is taken back."""

    seat: int
    piece: str
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)} must take the {self.piece.replace('_', ' ')} back: {self.reason}"


@dataclass(frozen=True, slots=True)
class Accident(Event):
    seat: int
    fallen: tuple[int, ...]
    discarded: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"Accident! {len(self.fallen)} piece(s) fell, {len(self.discarded)} to the table; "
            f"{_name(names, self.seat)}'s move stops"
        )


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    piece: str | None

    def describe(self, names: Sequence[str]) -> str:
        if self.piece is None:
            return f"{_name(names, self.seat)} keeps all logs"
        return f"{_name(names, self.seat)} discards a {self.piece.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class LogTakenBack(Event):
    """The last-log rule: after an accident with the last log, a new log comes back."""

    seat: int
    piece: str
    from_dam: int | None

    def describe(self, names: Sequence[str]) -> str:
        where = "the dam" if self.from_dam is not None else "the discard pile"
        return f"{_name(names, self.seat)} takes a {self.piece.replace('_', ' ')} from {where}"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.seat)}'s turn ends: {self.reason}"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        who = ", ".join(_name(names, s) for s in self.winners) or "nobody"
        return f"Game over ({self.reason}): {who}"
