"""Reloading a plugin's code in a running process, and replaying a match into the new code.

A match is a pure function of (seed, options, actions), so after the rules change the same
actions, re-read through the new code's action codec, give the position "as it would be now".
Replay stops at the first action the new rules refuse, and says which one and why.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_core.game import Game, IllegalAction


def package_of(game: Game) -> str:
    """The top-level package a game's class lives in (``tabletop_otter_pond``)."""
    return type(game).__module__.split(".")[0]


def source_roots(package: str) -> list[Path]:
    """The folders (or the single file) holding a package's source."""
    module = sys.modules.get(package) or importlib.import_module(package)
    paths = list(getattr(module, "__path__", []))
    if paths:
        return [Path(p) for p in paths]
    file = getattr(module, "__file__", None)
    return [Path(file)] if file else []


def forget_modules(package: str) -> list[str]:
    """Drop a package and its submodules from ``sys.modules`` so the next import reads the files."""
    gone = [name for name in sys.modules if name == package or name.startswith(package + ".")]
    for name in gone:
        del sys.modules[name]
    importlib.invalidate_caches()
    return gone


@dataclass
class Replayed:
    """A match rebuilt with other code: how far it got and, if it stopped, why."""

    match: Any
    replayed: int
    total: int
    problem: str | None = None

    @property
    def complete(self) -> bool:
        return self.problem is None


def replay_into(match: Any, game: Game, bots: dict[int, Any]) -> Replayed:
    """The match's actions replayed, through their JSON form, into ``game`` (new code).

    The new match keeps the seats, seed, options and match id. Options the new code refuses
    fall back to its defaults (said in ``problem`` only if the actions then fail).
    """
    from tabletop_core.match import Match

    encoded = [logged.action for logged in match.to_replay().actions]
    seats = [seat for seat, _action in match.actions]
    options: Any = match.options.model_dump(mode="json")
    try:
        fresh = Match(game, match.seats, match.seed, options, bots=bots, match_id=match.match_id)
    except ValueError:
        fresh = Match(game, match.seats, match.seed, None, bots=bots, match_id=match.match_id)
    from tabletop_core import watchdog

    try:
        with watchdog.watching(game.info.id, package_of(game)):
            outcome = _replay_actions(fresh, game, seats, encoded)
    except watchdog.Hung as hung:  # new code that never returns: say so, keep the window
        outcome = Replayed(fresh, len(fresh.actions), len(encoded), str(hung))
    fresh.autosave = match.autosave
    return outcome


def _replay_actions(fresh: Any, game: Game, seats: list[int], encoded: list[Any]) -> Replayed:
    for number, (seat, data) in enumerate(zip(seats, encoded, strict=True), start=1):
        where = f"action {number} (seat {seat}, {_short(data)})"
        to_act = fresh.to_act
        if to_act is None:
            return Replayed(fresh, number - 1, len(encoded), f"{where} comes after the end")
        if to_act != seat:
            return Replayed(
                fresh, number - 1, len(encoded), f"{where} is out of turn: seat {to_act} acts now"
            )
        try:
            fresh.act(game.decode_action(data))
        except IllegalAction as error:
            return Replayed(fresh, number - 1, len(encoded), f"{where} is no longer legal: {error}")
    return Replayed(fresh, len(encoded), len(encoded))


def _short(data: Any, limit: int = 60) -> str:
    import json

    text = json.dumps(data, separators=(", ", ": "))
    return text if len(text) <= limit else text[: limit - 1] + "…"
