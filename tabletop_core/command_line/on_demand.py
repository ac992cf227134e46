"""The ``tabletop`` group as the command line runs it: each command built when it is looked up.

typer turns every command of an app into the click command that parses it before anything runs,
reading each command's signature and annotations: for the thirteen commands of ``tabletop``
some 120 M instructions, more than a tenth of ``tabletop simulate``'s whole start, to run one
of them. :func:`command_group` builds the same group with its options and callback, and each
command from its typer declaration the first time the group looks it up: running a command
builds that one, ``tabletop --help`` builds them all (and prints what it always printed).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, MutableMapping
from typing import Any

import typer
from typer.core import TyperGroup
from typer.main import get_command_from_info, get_command_name
from typer.models import CommandInfo


class CommandsOnDemand(MutableMapping[str, Any]):
    """A group's commands by name, in the order they were declared; a command declared with
    ``app.command()`` becomes its click command on first access."""

    def __init__(self, app: typer.Typer) -> None:
        self._app = app
        self._commands: dict[str, CommandInfo | Any] = {}
        for info in app.registered_commands:
            assert info.callback is not None, "a command needs a function"
            self._commands[info.name or get_command_name(info.callback.__name__)] = info

    def __getitem__(self, name: str) -> Any:
        command = self._commands[name]
        if isinstance(command, CommandInfo):
            command = get_command_from_info(
                command,
                pretty_exceptions_short=self._app.pretty_exceptions_short,
                rich_markup_mode=self._app.rich_markup_mode,
            )
            self._commands[name] = command
        return command

    def built(self) -> list[str]:
        """The names of the commands built so far."""
        return [
            name for name, entry in self._commands.items() if not isinstance(entry, CommandInfo)
        ]

    def __setitem__(self, name: str, command: Any) -> None:
        self._commands[name] = command

    def __delitem__(self, name: str) -> None:
        del self._commands[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._commands)

    def __len__(self) -> int:
        return len(self._commands)


def command_group(app: typer.Typer) -> TyperGroup:
    """What ``typer.main.get_command(app)`` gives for an app with a callback and commands, the
    commands built on demand (:class:`CommandsOnDemand`)."""
    without_commands = copy.copy(app)
    without_commands.registered_commands = []
    group = typer.main.get_command(without_commands)
    assert isinstance(group, TyperGroup), "the app has a callback, so it is a group"
    group.commands = CommandsOnDemand(app)
    return group
