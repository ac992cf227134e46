"""Who may take back a move online, and when: only a person, only at the moment they saw, and
never a move a bot played for them (away, or out of time); what a bot played for a person is on
record before it is played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import N_
from tabletop_core.online.room_basics import SPECTATOR, Refused

if TYPE_CHECKING:
    from tabletop_core.online.room import Room


def check_moment(room: Room, seat: int, seq: int) -> None:
    """Refuse a spectator's move, and a move sent before the match moved on (``seq``: the
    number of actions the sender saw)."""
    if seat == SPECTATOR:
        raise Refused(N_("a spectator watches and does not play"))
    played = len(room.match.actions)
    if seq != played:
        raise Refused(N_("the game moved on before this move arrived: look again"))


def can_undo(room: Room, seat: int) -> bool:
    return (
        room.match.seats[seat].kind == "human"
        and room.match.can_undo(seat)
        and not last_played_for(room, seat)
    )


def undo_refusal(room: Room, seat: int | None) -> str | None:
    """Why ``seat`` may not take back its last move now (one line), or None."""
    if seat is None or room.match.seats[seat].kind != "human":
        return None
    if last_played_for(room, seat):
        return "a bot played that move for you"
    return room.match.undo_refusal(seat)


def played_for_next(room: Room) -> None:
    """The next ply is a bot's for a person: on record before the move is played, so no crash
    leaves it journalled and takeable back (a ply never played is dropped on resuming, see
    :func:`~tabletop_core.online.room_file.restore_seats`)."""
    room.played_for.add(len(room.match.actions))
    room.keep()


def last_played_for(room: Room, seat: int) -> bool:
    """Whether ``seat``'s last action was played for it by a bot."""
    actions = room.match.actions
    last = next((i for i in range(len(actions) - 1, -1, -1) if actions[i][0] == seat), None)
    return last is not None and last in room.played_for
