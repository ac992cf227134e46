"""`tabletop` builds a command's click form when the command line looks it up, not all of them
before one runs: the same group as typer's own, the same help, the same parsing."""

from __future__ import annotations

from typing import Any

import typer

from tabletop_core.cli import app
from tabletop_core.command_line.on_demand import CommandsOnDemand, command_group


def _help(command: Any, name: str, args: list[str]) -> str:
    with command.make_context(name, args, resilient_parsing=True) as ctx:
        return str(command.get_help(ctx))


def test_the_group_is_typers_own_with_each_command_built_when_looked_up() -> None:
    eager = typer.main.get_command(app)
    group = command_group(app)
    commands = group.commands
    assert isinstance(eager, typer.core.TyperGroup)
    assert isinstance(commands, CommandsOnDemand)
    assert list(commands) == list(eager.commands)  # in the order `tabletop --help` lists them
    assert [p.name for p in group.params] == [p.name for p in eager.params]  # --use
    assert commands.built() == []

    with group.make_context("tabletop", []) as ctx:
        name, simulate, rest = group.resolve_command(ctx, ["simulate", "damit"])
    assert (name, rest) == ("simulate", ["damit"])
    assert commands.built() == ["simulate"]
    assert _help(simulate, "simulate", ["damit"]) == _help(
        eager.commands["simulate"], "simulate", ["damit"]
    )
    with group.make_context("tabletop", []) as ctx:
        assert group.get_command(ctx, "nope") is None

    assert _help(group, "tabletop", []) == _help(eager, "tabletop", [])  # --help: all, the same
    assert commands.built() == list(eager.commands)
