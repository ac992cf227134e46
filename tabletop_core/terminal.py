"""Playing a match in the terminal (``tabletop play GAME --headless``).

Bots play on their own; a human seat picks a numbered action. The log printed is what a
spectator may see, so hidden hands stay hidden in the shared terminal.
"""

from __future__ import annotations

import json
from typing import Any

import typer

from tabletop_core.game import supports


def describe_action(match: Any, action: Any) -> str:
    game = match.game
    if supports(game, "describe_action"):
        return game.describe_action(match.state, action, match.names)
    return json.dumps(game.encode_action(action))


def play_in_terminal(match: Any, *, max_actions: int = 100_000) -> None:
    names = match.names
    typer.echo(
        f"{match.game.info.title}, seed {match.seed}: "
        + ", ".join(
            f"{name} ({seat.kind if seat.kind == 'human' else 'bot ' + str(seat.level)})"
            for name, seat in zip(names, match.seats, strict=True)
        )
    )
    for _ in range(max_actions):
        seat = match.to_act
        if seat is None:
            break
        if match.is_bot(seat):
            match.bot_step()
        else:
            _human_turn(match, seat)
        for event in match.log[-1].events:
            if event.visible_to(None):
                typer.echo("  " + event.describe(names))
    print_result(match)


def _human_turn(match: Any, seat: int) -> None:
    actions = match.legal_actions()
    typer.echo(f"{match.names[seat]}, your turn:")
    for i, action in enumerate(actions):
        typer.echo(f"  [{i}] {describe_action(match, action)}")
    while True:
        try:
            choice = typer.prompt("Action number", type=int)
        except (EOFError, typer.Abort):
            from tabletop_core.resume import stopped_line

            typer.echo(stopped_line(match, "no input for a human seat"), err=True)
            raise typer.Exit(1) from None
        if 0 <= choice < len(actions):
            match.act(actions[choice], seat=seat)
            return
        typer.echo(f"Choose a number from 0 to {len(actions) - 1}.")


def print_result(match: Any) -> None:
    from rich.console import Console
    from rich.table import Table

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
        table.add_column(key, justify="right")
    table.add_column("score", justify="right")
    if result.tiebreak is not None:
        table.add_column("tie-break", justify="right")
    for i, name in enumerate(match.names):
        row = [("★ " if i in result.winners else "  ") + name]
        breakdown = result.breakdown[i] if result.breakdown else {}
        row += [f"{breakdown[k]:g}" if k in breakdown else "" for k in lines]
        row.append(f"{result.scores[i]:g}")
        if result.tiebreak is not None:
            row.append(f"{result.tiebreak[i]:g}")
        table.add_row(*row)
    console.print(table)
    winners = " and ".join(match.names[w] for w in result.winners)
    console.print(f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {winners}")
