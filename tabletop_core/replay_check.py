"""Replaying a file: the engine behind ``tabletop replay [--check]``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabletop_core import plugins, watchdog
from tabletop_core.replay import SaveError, read_replay


class ReplayMismatch(Exception):
    """The re-run game ended differently from what the file recorded (the first difference)."""


@dataclass
class ReplayOutcome:
    lines: list[str]
    summary: str


def replay_file(path: Path, registry: plugins.Registry, *, check: bool = False) -> ReplayOutcome:
    """Load and re-run a replay; with ``check``, compare the recorded result with the re-run one."""
    from tabletop_core.match import Match

    replay = read_replay(path)
    try:
        registered = registry.get(replay.game)
    except KeyError:
        raise SaveError(f"needs the game {replay.game!r}, which is not installed") from None
    with watchdog.watching(replay.game, registered.package):
        match = Match.from_replay(replay, registered.game)
    lines = match.log_lines(None)
    result = match.result
    if check:
        if replay.result is None:
            if result is not None:
                raise ReplayMismatch("the file records no result, but the replayed game is over")
        elif result is None:
            raise ReplayMismatch(
                f"the file records a result, but after {len(replay.actions)} actions the game is not over"
            )
        else:
            replayed = result.as_json()
            for key in ("scores", "winners"):
                if replay.result.get(key) != replayed[key]:
                    raise ReplayMismatch(
                        f"{key}: the file says {replay.result.get(key)}, the rules give {replayed[key]}"
                    )
    if result is None:
        summary = f"{replay.game}: {len(replay.actions)} actions, game not over"
    else:
        names = match.names
        scores = ", ".join(f"{names[i]} {s:g}" for i, s in enumerate(result.scores))
        winners = " and ".join(names[w] for w in result.winners)
        summary = f"{replay.game}: {scores}; winner: {winners}"
        if check:
            summary += " (check: identical)"
    return ReplayOutcome(lines, summary)
