"""Who is looking at the shared screen or terminal, and the match as that seat may see it.

Everything a person sees goes through one seat's view: the host (or the terminal) decides which
seat is looking, and tables get a :class:`SeatMatch` that answers only with that seat's view, its
own moves and the log lines ``visible_to`` it. The full state never reaches a table.

Who is looking (:func:`looking_seat`):

- nobody but bots: a spectator (``None``);
- one person against bots: that person, throughout;
- several people, no hidden information: the person to act (the last one during bots' turns);
- several people with hidden information: the person to act once they took the device (the
  curtain asks for it, when their screen shows a secret: :func:`needs_handover`), and a spectator during bots' turns and after the end, so the previous
  person's hand does not stay on the screen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from tabletop_core.game import Event, supports


def humans_of(match: Any) -> list[int]:
    return [seat for seat, spec in enumerate(match.seats) if spec.kind == "human"]


def looking_seat(match: Any, previous: int | None) -> int | None:
    """The seat whose view the screen shows now (``previous``: the one it showed until now)."""
    humans = humans_of(match)
    if not humans:
        return None
    if len(humans) == 1:
        return humans[0]
    to_act = match.to_act
    if to_act is not None and not match.is_bot(to_act):
        return to_act
    if match.game.info.hidden_information:
        return None
    return previous if previous is not None else humans[0]


LOG_ON_SCREEN = 40
"""The most log lines the log panel shows."""


def needs_handover(
    match: Any, previous: int | None, seat: int | None, log_shown: int = LOG_ON_SCREEN
) -> bool:
    """Whether the device must change hands before ``seat``'s view shows: several people, hidden
    information, a person who was not the one looking, and a next screen with a secret on it.

    A game that declares ``shows_secret(view, seat)`` says when ``seat``'s screen shows (or is
    about to show, as the seat chooses) something the others may not see; then the curtain is
    needed only for those screens and while the last ``log_shown`` lines of ``seat``'s log (what
    its log panel shows; 0 in the terminal, which prints only new lines) hold one of its secrets.
    Without the declaration every change of person is a handover."""
    if (
        seat is None
        or seat == previous
        or not match.game.info.hidden_information
        or len(humans_of(match)) < 2
    ):
        return False
    game = match.game
    if not supports(game, "shows_secret"):
        return True
    if game.shows_secret(match.view(seat), seat):
        return True
    return log_shown > 0 and private_lines_on_screen(match, seat, log_shown)


def private_lines_on_screen(match: Any, seat: int, shown: int = LOG_ON_SCREEN) -> bool:
    """Whether the last ``shown`` log lines of ``seat`` hold a secret: a line a spectator cannot
    read whose event is not told to everybody later (``Event.told_later``)."""
    lines = [
        not event.visible_to(None) and not event.told_later
        for entry in match.log
        for event in entry.events
        if event.visible_to(seat)
    ]
    return any(lines[-shown:]) if shown > 0 else False


def visible_events(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may know of (``None``: a spectator)."""
    return [event for event in events if event.visible_to(seat)]


class Looker(Protocol):
    """What a :class:`SeatMatch` reads: the live match and the seat looking at it."""

    match: Any

    @property
    def viewer(self) -> int | None: ...


class SeatMatch:
    """The match as the looking seat may see it: what a table gets as ``self.match``.

    It offers what tables draw from (names, seats, whose turn, the result, the looking seat's
    view and legal moves, its log lines) and nothing of the full state: ``view`` refuses any
    other seat, ``legal_actions`` is empty unless the looking seat is to act, and ``actions``
    says who acted in order but hides what others did (their moves are in the log lines that
    seat may read).
    """

    def __init__(self, looker: Looker) -> None:
        self._looker = looker
        self._actions_key: tuple[int, int, int | None] | None = None
        self._actions: tuple[tuple[int, Any], ...] = ()

    @property
    def seat(self) -> int | None:
        return self._looker.viewer

    @property
    def _match(self) -> Any:
        return self._looker.match

    @property
    def game(self) -> Any:
        return self._match.game

    @property
    def names(self) -> list[str]:
        return self._match.names

    @property
    def seats(self) -> list[Any]:
        return self._match.seats

    @property
    def players(self) -> int:
        return self._match.players

    @property
    def to_act(self) -> int | None:
        return self._match.to_act

    @property
    def is_over(self) -> bool:
        return self._match.is_over

    @property
    def result(self) -> Any:
        return self._match.result

    def is_bot(self, seat: int | None) -> bool:
        return self._match.is_bot(seat)

    @property
    def actions(self) -> Sequence[tuple[int, Any]]:
        """``(seat, action)`` per action played; the action is None unless the looking seat
        played it."""
        match, seat = self._match, self.seat
        key = (id(match), len(match.actions), seat)
        if key != self._actions_key:
            self._actions_key = key
            self._actions = tuple(
                (who, action if who == seat else None) for who, action in match.actions
            )
        return self._actions

    def view(self, seat: int | None = None) -> Any:
        """The looking seat's view (asking for another seat's is a bug in the table)."""
        looking = self.seat
        if seat is not None and seat != looking:
            raise PermissionError(
                f"a table sees through the looking seat's eyes ({looking}), not seat {seat}'s"
            )
        return self._match.view(looking)

    def legal_actions(self) -> list[Any]:
        """The looking seat's legal moves while it is to act; otherwise none."""
        match = self._match
        if match.to_act is None or match.to_act != self.seat:
            return []
        return match.legal_actions()

    def log_lines(self) -> list[str]:
        return self._match.log_lines(self.seat)
