"""A seat joined from the terminal (``tabletop join CODE --headless``, ``tabletop host``) plays
as local terminal play does: the game's own text view of the table (the view rebuilt as the
game's object, :mod:`tabletop_core.online.view_codec`, then its ``render_text``), the same menu
and words (:mod:`tabletop_core.terminal_ask`), the log lines the seat may read.

The network keeps talking while the person thinks: the keyboard is read on a thread of its own,
and whatever the server sends meanwhile is taken in and printed. When the table changes under
the question — a server that restarted and sent a fresh snapshot, a turn clock that ran out —
the question is dropped and asked again from the table as it is now, so a move is never picked
from a stale list. A lost connection is said in words, and so is getting it back.
"""

from __future__ import annotations

import queue
import sys
import threading
import time
from typing import Any

import typer

from tabletop_core.choice_menu import build_menu
from tabletop_core.describe import describe_view, person_action_label, view_text
from tabletop_core.i18n import translator
from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.view_codec import view_from_wire
from tabletop_core.rules_plain import game_rules, rules_lines
from tabletop_core.terminal_ask import TAKE_BACK, ask_move

_, ngettext = translator("tabletop_core")

ANSWER_WAIT = 30.0
"""Seconds to wait for the server's answer to a move before looking at the table again."""


class OnlineError(Exception):
    """Hosting or joining failed; one line for the terminal."""


class TurnChanged(Exception):
    """The table changed while the person was choosing: ask again."""


class Keyboard:
    """Lines typed on stdin, read on a thread of their own so the network is heard meanwhile."""

    def __init__(self) -> None:
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def _read(self) -> None:
        while True:
            line = sys.stdin.readline()
            if not line:
                self._lines.put(None)
                return
            self._lines.put(line.rstrip("\r\n"))

    def line(self, timeout: float) -> str | None:
        """The next line typed, or None when none came within ``timeout``; raises EOFError
        once the input ended."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._read, name="tabletop-keys", daemon=True)
            self._thread.start()
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            return None
        if line is None:
            self._lines.put(None)  # ended for good
            raise EOFError
        return line


class RemoteSeat:
    """One terminal's seat (or a spectator) on a server, played to the end."""

    def __init__(self, match: RemoteMatch, *, watch: bool = False) -> None:
        self.match = match
        self.watch = watch
        self.keys = Keyboard()
        self.printed = 0
        """How many of the seat's log lines the terminal has printed."""
        self.connected = True
        self.refused: str | None = None
        self.fresh = False
        """A snapshot arrived (after a reconnection): the table is to be looked at anew."""
        self.away: set[int] = set()
        self._asking = False
        """A question is on the screen, waiting for its line."""
        self._match_id = match.match_id

    # -- what the server says ----------------------------------------------------------------

    def say(self, line: str) -> None:
        """Print a line of news, below a question left open (asked again after the news)."""
        if self._asking:
            typer.echo("")
            self._asking = False
        typer.echo(line)

    def hear(self, timeout: float = 0.0) -> bool:
        """Take in and print what arrived (waiting up to ``timeout`` for the first message);
        whether anything was printed."""
        match = self.match
        first = match.wait(timeout) if timeout > 0 else None
        said = False
        for message in ([first] if first is not None else []) + match.poll():
            said |= self._handle(message)
        if match.connected != self.connected:
            self.connected = match.connected
            if match.connected:
                self.say(_("Back in touch with the server."))
            else:
                self.say(_("The connection to the server dropped; trying again…"))
            said = True
        return said

    def _handle(self, message: dict[str, Any]) -> bool:
        """Print what ``message`` tells the seat; whether anything was printed."""
        kind = message.get("type")
        if kind == "update":
            if message.get("snapshot"):
                log = list(message.get("log", []))
                lines, self.fresh = log[self.printed :], True
                self.printed = len(log)
            else:
                lines = [event["text"] for event in message["events"]]
                self.printed += len(lines)
            for line in lines:
                self.say("  " + line)
            return bool(lines)
        if kind == "welcome":
            match_id = message.get("match")
            if self._match_id is not None and match_id != self._match_id:  # dealt again
                self.printed = 0
                self.say(_("The host dealt again: a new match begins."))
            self._match_id = match_id
            return False
        if kind == "refused":
            self.refused = self.match.refusal or message.get("reason", "")
            self.say(_("Refused: {reason}").format(reason=self.refused))
            return True
        if kind == "seats":
            return self._tell_who_is_away()
        if kind == "error":
            raise OnlineError(self.match.error or message["reason"])
        return False

    def _tell_who_is_away(self) -> bool:
        """One line per seat that went away (a bot plays it) or came back."""
        match = self.match
        now = {seat for seat in range(match.players) if match.is_away(seat)}
        for seat in sorted(now - self.away):
            self.say(_("  {name} is away: a bot plays for them.").format(name=match.names[seat]))
        for seat in sorted(self.away - now):
            self.say(_("  {name} is back.").format(name=match.names[seat]))
        changed = now != self.away
        self.away = now
        return changed

    # -- playing -------------------------------------------------------------------------------

    def play(self) -> None:
        match = self.match
        match.wait_seated()
        self._match_id = match.match_id
        if match.seat is None:
            who = _("watching")
        else:
            who = _("at seat {number} ({name})").format(
                number=match.seat + 1, name=match.names[match.seat]
            )
        typer.echo(f"{match.game_id} on {match.url}, {who}: " + ", ".join(match.names))
        lines = match.log_lines()
        for line in lines:
            typer.echo("  " + line)
        self.printed = len(lines)
        self.away = {seat for seat in range(match.players) if match.is_away(seat)}
        while not match.is_over:
            self.hear()
            if not self.watch and self._my_turn():
                self._turn()
            else:
                self.hear(1.0)
        self._print_result()

    def _my_turn(self) -> bool:
        match = self.match
        return match.seat is not None and match.to_act == match.seat and bool(match.action_labels())

    def _moment(self) -> tuple[Any, ...]:
        """What the question was asked about: the ply, who acts and the moves offered."""
        match = self.match
        return match.ply, match.to_act, tuple(match.action_labels())

    def _turn(self) -> None:
        match = self.match
        self.hear(0.05)  # the turn clock's message follows the update that brought the turn
        seat = match.seat
        if seat is None or not self._my_turn():
            return
        game = match.game
        names = list(match.names)
        view = self._view()
        actions = match.legal_actions()
        labels = match.action_labels()
        if game is not None and view is not None:
            labels = [person_action_label(game, view, action, names) for action in actions]

        def table() -> None:
            typer.echo(_("{name}, your turn. What you see:").format(name=names[seat]))
            shown = (
                view_text(game, view, seat, names)
                if game is not None and view is not None
                else describe_view(match.view(), whole=True)
            )
            for line in shown:
                typer.echo(f"  {line}")
            left = match.clock_left()
            if left is not None:
                typer.echo(
                    _("  {seconds} s left on the clock: then a move is played for you.").format(
                        seconds=int(left + 0.999)
                    )
                )

        table()
        self.fresh = False
        moment = self._moment()
        try:
            answer = ask_move(
                build_menu(game, view, actions, names, labels),
                read=lambda prompt: self._read(prompt, moment),
                say=typer.echo,
                rules=self._rules,
                table=table,
                stop_note=_("Ctrl-C leaves; the match goes on at the server."),
            )
        except TurnChanged:
            self.say(_("The table changed while you were choosing; here it is as it is now."))
            return
        ply, reconnects = match.ply, match.reconnects
        self.refused = None
        try:
            if answer is TAKE_BACK:
                if not match.can_undo:
                    reason = match.undo_refusal or _("the server allows no undo now")
                    typer.echo(_("Nothing taken back: {reason}.").format(reason=reason))
                    return
                match.undo()
            else:
                match.act(answer)
        except ConnectionError:
            typer.echo(_("The server cannot be reached right now; your move was not sent."))
            self._wait_for_connection()
            return
        deadline = time.monotonic() + ANSWER_WAIT
        while time.monotonic() < deadline:
            self.hear(0.5)
            if answer is TAKE_BACK and match.ply < ply:
                count = ply - match.ply
                typer.echo(
                    ngettext(
                        "Taken back: {count} move.", "Taken back: {count} moves.", count
                    ).format(count=count)
                )
            if self.refused is not None or match.ply != ply or self.fresh:
                return
            if match.reconnects != reconnects and match.connected:
                return  # the server restarted: it says where the match stands (a snapshot)

    def _wait_for_connection(self) -> None:
        while not self.match.connected and not self.match.is_over:
            self.hear(0.5)

    def _read(self, prompt: str, moment: tuple[Any, ...]) -> str:
        """A line typed for ``prompt``; raises :class:`TurnChanged` when the moves offered
        changed meanwhile (news printed while the person thinks asks the question again)."""
        typer.echo(f"{prompt}: ", nl=False)
        self._asking = True
        while True:
            line = self.keys.line(0.2)
            if line is not None:
                self._asking = False
                if not sys.stdin.isatty():  # typed from a file or a pipe: the transcript shows it
                    typer.echo(line)
                return line
            said = self.hear()
            if self._moment() != moment or self.match.is_over:
                raise TurnChanged
            if said:
                typer.echo(f"{prompt}: ", nl=False)
                self._asking = True

    def _view(self) -> Any:
        """The seat's view as the game's own object (None when the game is not installed or
        its view does not travel)."""
        game = self.match.game
        if game is None:
            return None
        try:
            return view_from_wire(game, self.match.view())
        except Exception:  # a view that does not rebuild: its fields are printed instead
            return None

    def _rules(self) -> list[str]:
        game = self.match.game
        if game is None:
            return []
        return rules_lines(game_rules(type(game).__module__.split(".")[0], game.info))

    def _print_result(self) -> None:
        match = self.match
        result = match.result
        if result is None:
            typer.echo(_("The game did not end."))
            return
        for seat, name in enumerate(match.names):
            star = "★ " if seat in result.winners else "  "
            typer.echo(f"{star}{name}: {result.scores[seat]:g}")
        winners = " and ".join(match.names[w] for w in result.winners)
        typer.echo(f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {winners}")


def play_remote(match: RemoteMatch, *, watch: bool = False) -> None:
    """Play (or watch) the seat to the end in the terminal."""
    try:
        RemoteSeat(match, watch=watch).play()
    except TimeoutError:
        raise OnlineError(f"the server at {match.url} did not answer within 10 s") from None
    except EOFError:
        raise OnlineError(
            "no input for the seat; the match goes on at the server, join again to go on"
        ) from None
