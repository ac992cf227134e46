"""Playing a match in the terminal (``tabletop play GAME --headless``).

Bots play on their own; a human seat picks a numbered action. What is printed goes through the
view of the seat looking at the terminal (:mod:`tabletop_core.looking`): the person to act sees
their own view and their moves described from it; the log shows the events ``visible_to`` the
looking seat. With several people in a game with hidden information, the terminal asks for
the next person ("Pass the terminal to Ana, then press Enter") before printing anything of
theirs, and clears the screen when it is one; during bots' turns between them it prints what a
spectator may see.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

import typer

from tabletop_core.choice_menu import build_menu
from tabletop_core.describe import action_label, view_text
from tabletop_core.i18n import translator
from tabletop_core.looking import looking_seat, needs_handover, visible_events
from tabletop_core.ranking import places, ranking_of
from tabletop_core.rules_plain import game_rules, rules_lines
from tabletop_core.terminal_ask import TAKE_BACK, ask_move

_, ngettext = translator("tabletop_core")

CLEAR_SCREEN = "\x1b[2J\x1b[3J\x1b[H"
"""Clear the screen and its scrollback, so the previous person's hand cannot be scrolled back to."""


def describe_action(match: Any, action: Any, seat: int | None = None) -> str:
    """``action`` in words, described from ``seat``'s view (the seat to act by default)."""
    viewer = match.to_act if seat is None else seat
    return action_label(match.game, match.view(viewer), action, match.names)


def play_in_terminal(match: Any, *, max_actions: int = 100_000) -> None:
    names = match.names
    typer.echo(
        f"{match.game.info.title}, seed {match.seed}: "
        + ", ".join(
            f"{name} ({seat.kind if seat.kind == 'human' else 'bot ' + str(seat.level)})"
            for name, seat in zip(names, match.seats, strict=True)
        )
    )
    try:
        _play(match, max_actions)
    except KeyboardInterrupt:
        raise interrupted(match) from None
    print_result(match)


def _play(match: Any, max_actions: int) -> None:
    names = match.names
    looking: int | None = None
    for _step in range(max_actions):
        seat = match.to_act
        if seat is None:
            break
        previous, looking = looking, looking_seat(match, looking)
        if match.is_bot(seat):
            events = match.bot_step()
        else:
            if needs_handover(match, previous, seat, log_shown=0):
                _hand_over(match, seat)
            events = _human_turn(match, seat)
        for event in visible_events(events, looking):
            typer.echo("  " + event.describe(names))


def _hand_over(match: Any, seat: int) -> None:
    _read(match)(_("Pass the terminal to {name}, then press Enter").format(name=match.names[seat]))
    if sys.stdout.isatty():
        typer.echo(CLEAR_SCREEN, nl=False)
    typer.echo(f"--- {match.names[seat]} at the terminal ---")


def _human_turn(match: Any, seat: int) -> list[Any]:
    """Ask ``seat``'s person for a move and play it; after an undo, nothing is played (the
    turn is asked again from the table as it is now)."""
    names = list(match.names)
    view = match.view(seat)

    def table() -> None:
        typer.echo(_("{name}, your turn. What you see:").format(name=names[seat]))
        for line in view_text(match.game, view, seat, names):
            typer.echo(f"  {line}")

    entries = build_menu(match.game, view, match.legal_actions(), names)
    table()
    while True:
        answer = ask_move(
            entries,
            read=_read(match),
            say=typer.echo,
            rules=lambda: rules_lines(game_rules(_package(match), match.game.info)),
            table=table,
            stop_note=_(
                "Ctrl-C stops; the match is saved, and the line it prints says how to go on."
            ),
        )
        if answer is not TAKE_BACK:
            return match.act(answer, seat=seat)
        refusal = match.undo_refusal(seat)
        if refusal is None:
            count = match.undo(seat)
            typer.echo(
                ngettext("Taken back: {count} move.", "Taken back: {count} moves.", count).format(
                    count=count
                )
            )
            return []
        typer.echo(_("Nothing taken back: {reason}.").format(reason=refusal))


def _package(match: Any) -> str:
    return type(match.game).__module__.split(".")[0]


def _read(match: Any) -> Callable[[str], str]:
    """A line typed at the terminal; the input ending stops the match, saved, in one line."""

    def read(prompt: str) -> str:
        try:
            line = input(f"{prompt}: ")
        except EOFError:
            from tabletop_core.resume import stopped_line

            typer.echo("")
            typer.echo(stopped_line(match, "the input ended before the game did"), err=True)
            raise typer.Exit(1) from None
        if not sys.stdin.isatty():  # typed from a file or a pipe: the transcript shows it
            typer.echo(line)
        return line

    return read


def interrupted(match: Any) -> typer.Exit:
    """Ctrl-C: the autosave finished and closed (a second Ctrl-C cannot cut it short), one line
    saying so, and the exit code of an interrupted command (130)."""
    from tabletop_core.cli_checks import INTERRUPTED
    from tabletop_core.resume import stopped_line

    main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        typer.echo("")
        typer.echo(stopped_line(match, "interrupted"), err=True)
    finally:
        if main:
            signal.signal(signal.SIGINT, previous)
    return typer.Exit(INTERRUPTED)


def print_result(match: Any) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    result = match.result
    console = Console()
    if result is None:
        console.print("The game did not end.")
        return
    table = Table(title="Result")
    table.add_column("seat")
    lines: list[str] = []
    for breakdown in result.breakdown:
        for key in breakdown:
            if key not in lines:
                lines.append(key)
    for key in lines:
        table.add_column(Text(key), justify="right")  # the game's words, never markup
    table.add_column("score", justify="right")
    if result.tiebreak is not None:
        table.add_column("tie-break", justify="right")
    for i in places(result, ranking_of(match.game)):
        row = [("★ " if i in result.winners else "  ") + match.names[i]]
        breakdown = result.breakdown[i] if result.breakdown else {}
        row += [f"{breakdown[k]:g}" if k in breakdown else "" for k in lines]
        row.append(f"{result.scores[i]:g}")
        if result.tiebreak is not None:
            row.append(f"{result.tiebreak[i]:g}")
        table.add_row(*map(Text, row))
    console.print(table)
    winners = " and ".join(match.names[w] for w in result.winners)
    console.print(Text(f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {winners}"))
