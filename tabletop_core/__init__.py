"""Tabletop: a family tabletop for the computer. ``tabletop_core`` is the engine and the shell."""

from tabletop_core.game import Event, Game, GameInfo, IllegalAction, Result
from tabletop_core.hookspecs import hookimpl

__all__ = ["Event", "Game", "GameInfo", "IllegalAction", "Result", "hookimpl"]
