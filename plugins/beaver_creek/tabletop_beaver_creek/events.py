"""What happens at the creek, for the log and for the view's animations."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop_beaver_creek.pieces import BEAVER, LOG, SMALL_LOG
from tabletop_beaver_creek.settle import Settle
from tabletop_beaver_creek.wording import a_piece, reason, seat_name, the_piece
from tabletop_core.game import Event
from tabletop_core.i18n import N_, translator

_, ngettext = translator("tabletop_beaver_creek")
_name = seat_name


def _filmed() -> Settle | None:
    """``settle``: the world settling as the rules simulated it, for a table to play back
    (:mod:`tabletop_beaver_creek.settle`). It shows what the other fields decided, so the
    digest of a save leaves it out and saves made before it existed still check."""
    return field(default=None, metadata={"digest": False})


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    reveals = N_("the dice have been rolled since")

    seat: int
    beavers: int
    logs: int
    handicap: int
    rerolls: int = 0

    def describe(self, names: Sequence[str]) -> str:
        from tabletop_beaver_creek.dice import HANDICAP_NAMES

        line = _("{name} rolls {beavers} + {logs}, {handicap}").format(
            name=_name(names, self.seat),
            beavers=ngettext("{n} beaver", "{n} beavers", self.beavers).format(n=self.beavers),
            logs=ngettext("{n} log", "{n} logs", self.logs).format(n=self.logs),
            handicap=_(HANDICAP_NAMES[self.handicap]),
        )
        if not self.rerolls:
            return line
        return ngettext(
            "{line} (rolled again once: no log to rest on yet)",
            "{line} (rolled again {count} times: no log to rest on yet)",
            self.rerolls,
        ).format(line=line, count=self.rerolls)


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """``shaken``: the hand drew its noise as it let go (die 2), so undo stops here."""

    reveals = N_("the hand has shaken since")

    seat: int
    piece: str
    ids: tuple[int, ...]
    x: float
    y: float
    angle: float
    shaken: bool = False
    settle: Settle | None = _filmed()

    def why_undo_stops(self) -> str | None:
        return Event.why_undo_stops(self) if self.shaken else None

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} places {piece}").format(
            name=_name(names, self.seat), piece=a_piece(self.piece)
        )


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """The piece came to rest where the rules do not allow it: it is taken back. ``shaken`` as
    for :class:`Placed`."""

    reveals = N_("the hand has shaken since")

    seat: int
    piece: str
    reason: str
    shaken: bool = False
    settle: Settle | None = _filmed()

    def why_undo_stops(self) -> str | None:
        return Event.why_undo_stops(self) if self.shaken else None

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} must take {piece} back: {reason}").format(
            name=_name(names, self.seat), piece=the_piece(self.piece), reason=reason(self.reason)
        )


def _told() -> Any:
    """A field that names what the keys of an event show (kinds of piece): derived from the
    dam, so the digest of a save leaves it out and saves made before it existed still check."""
    return field(default=(), metadata={"digest": False})


@dataclass(frozen=True, slots=True)
class Accident(Event):
    """``piece``: what was let go of when it happened; ``fallen_kinds``: the kind of each piece
    in ``fallen``, in the same order."""

    reveals = N_("the dam has had an accident since")

    seat: int
    fallen: tuple[int, ...]
    discarded: tuple[int, ...]
    settle: Settle | None = _filmed()
    piece: str = field(default="", metadata={"digest": False})
    fallen_kinds: tuple[str, ...] = _told()

    def describe(self, names: Sequence[str]) -> str:
        fell, gone = len(self.fallen), len(self.discarded)
        if self.piece and len(self.fallen_kinds) == fell:
            return _(
                "Accident as {name} let go of {piece}: {fallen} fell ({gone}); the move stops"
            ).format(
                name=_name(names, self.seat),
                piece=a_piece(self.piece),
                fallen=fallen_words(self.fallen_kinds),
                gone=ngettext("{n} to the table", "{n} to the table", gone).format(n=gone),
            )
        return _("{fell}, {gone}; {name}'s move stops").format(
            fell=ngettext("Accident! {n} piece fell", "Accident! {n} pieces fell", fell).format(
                n=fell
            ),
            gone=ngettext("{n} to the table", "{n} to the table", gone).format(n=gone),
            name=_name(names, self.seat),
        )


def fallen_words(kinds: Sequence[str]) -> str:
    """The pieces that fell, counted by kind: "1 log", "1 small log and 2 beavers"."""
    parts = []
    for kind in (LOG, SMALL_LOG, BEAVER):
        n = sum(1 for k in kinds if k == kind)
        if n:
            parts.append(PLURAL[kind](n))
    if len(parts) < 2:
        return parts[0] if parts else ""
    return _("{first} and {last}").format(first=", ".join(parts[:-1]), last=parts[-1])


PLURAL = {
    BEAVER: lambda n: ngettext("{n} beaver", "{n} beavers", n).format(n=n),
    LOG: lambda n: ngettext("{n} log", "{n} logs", n).format(n=n),
    SMALL_LOG: lambda n: ngettext("{n} small log", "{n} small logs", n).format(n=n),
}


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    piece: str | None

    def describe(self, names: Sequence[str]) -> str:
        if self.piece is None:
            return _("{name} keeps all logs").format(name=_name(names, self.seat))
        return _("{name} discards {piece}").format(
            name=_name(names, self.seat), piece=a_piece(self.piece)
        )


@dataclass(frozen=True, slots=True)
class LogTakenBack(Event):
    """The last-log rule: after an accident with the last log, a new log comes back."""

    seat: int
    piece: str
    from_dam: int | None
    settle: Settle | None = _filmed()

    def describe(self, names: Sequence[str]) -> str:
        line = (
            _("{name} takes {piece} from the dam")
            if self.from_dam is not None
            else _("{name} takes {piece} from the discard pile")
        )
        return line.format(name=_name(names, self.seat), piece=a_piece(self.piece))


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    seat: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return _("{name}'s turn ends: {reason}").format(
            name=_name(names, self.seat), reason=reason(self.reason)
        )


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The end is final: undo does not reopen it (a solo player gets no second try)."""

    reveals = N_("the game is over")

    winners: tuple[int, ...]
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        who = ", ".join(_name(names, s) for s in self.winners) or _("nobody")
        return _("Game over ({reason}): {winners}").format(reason=reason(self.reason), winners=who)
