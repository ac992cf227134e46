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

import sys
from typing import Any

import typer

from tabletop_core.describe import action_label, person_action_label, view_text
from tabletop_core.looking import looking_seat, needs_handover, visible_events
from tabletop_core.ranking import places, ranking_of

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
    looking: int | None = None
    for _ in range(max_actions):
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
    print_result(match)


def _hand_over(match: Any, seat: int) -> None:
    _ask(match, f"Pass the terminal to {match.names[seat]}, then press Enter", default="")
    if sys.stdout.isatty():
        typer.echo(CLEAR_SCREEN, nl=False)
    typer.echo(f"--- {match.names[seat]} at the terminal ---")


def _human_turn(match: Any, seat: int) -> list[Any]:
    actions = match.legal_actions()
    view = match.view(seat)
    names = list(match.names)
    typer.echo(f"{names[seat]}, your turn. What you see:")
    for line in view_text(match.game, view, seat, names):
        typer.echo(f"  {line}")
    for i, action in enumerate(actions):
        typer.echo(f"  [{i}] {person_action_label(match.game, view, action, names)}")
    while True:
        answer = _ask(match, "Action number", default="")
        choice = choice_number(answer, len(actions))
        if choice is not None:
            return match.act(actions[choice], seat=seat)
        typer.echo(not_a_choice(answer, len(actions)))


def choice_number(answer: str, count: int) -> int | None:
    """The action a person's answer picks (a number in brackets), or None."""
    text = answer.strip().strip("[]").strip()
    if not text.isdigit():
        return None
    number = int(text)
    return number if number < count else None


def not_a_choice(answer: str, count: int) -> str:
    """One plain sentence for an answer that picks no action."""
    last = count - 1
    if not answer.strip():
        return f"Type the number of your move, from 0 to {last}, then press Enter."
    return (
        f"“{answer.strip()}” is not one of the moves: type a number from 0 to {last} "
        "(the one in brackets before your move), then press Enter."
    )


def _ask(match: Any, text: str, **options: Any) -> Any:
    try:
        return typer.prompt(text, show_default=False, **options)
    except (EOFError, typer.Abort):
        from tabletop_core.resume import stopped_line

        typer.echo(stopped_line(match, "the input ended before the game did"), err=True)
        raise typer.Exit(1) from None


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
