"""The plugin that ships with the core, registered through its entry point like any other."""

from __future__ import annotations

from tabletop_core.hookspecs import hookimpl


@hookimpl
def tabletop_register_bots(register) -> None:
    from tabletop_core.bots import RandomBot

    register("*", "random", RandomBot)
