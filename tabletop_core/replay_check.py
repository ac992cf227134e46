"""Replaying a file: the engine behind ``tabletop replay [--check]``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop_core import plugins, watchdog
from tabletop_core.messages import counted
from tabletop_core.outcome import events_digest, physics_note
from tabletop_core.replay import ReplayFile, SaveError, read_replay

if TYPE_CHECKING:
    from tabletop_core.match import Match


class ReplayMismatch(Exception):
    """The re-run game ended differently from what the file recorded (the first difference)."""


@dataclass
class ReplayOutcome:
    lines: list[str]
    summary: str
    warnings: list[str] = field(default_factory=list)
    """One line each, for stderr: a physics replay made with another physics engine version."""


def replay_file(path: Path, registry: plugins.Registry, *, check: bool = False) -> ReplayOutcome:
    """Load and re-run a replay; with ``check``, compare the recorded outcome with the re-run one.

    The outcome is the scores and winners and, when the file records it, the digest of every
    event of the game; a file without a digest (saved by an older Tabletop) is checked on scores
    and winners only, and the summary says so.
    """
    from tabletop_core.match import Match

    replay = read_replay(path)
    try:
        registered = registry.get(replay.game)
    except KeyError:
        raise SaveError(f"needs the game {replay.game!r}, which is not installed") from None
    note = physics_note(replay.physics, registered.game)
    try:
        with watchdog.watching(replay.game, registered.package):
            match = Match.from_replay(replay, registered.game)
    except SaveError as error:
        raise SaveError(f"{error} ({note})" if note else str(error)) from None
    lines = match.log_lines(None)
    result = match.result
    compared = ""
    try:
        if check:
            compared = _compare(replay, match)
    except ReplayMismatch as error:
        raise ReplayMismatch(f"{error} ({note})" if note else str(error)) from None
    if result is None:
        summary = (
            f"{replay.game}: {counted(len(replay.actions), 'action', 'actions')}, game not over"
        )
    else:
        names = match.names
        scores = ", ".join(f"{names[i]} {s:g}" for i, s in enumerate(result.scores))
        winners = " and ".join(names[w] for w in result.winners)
        summary = f"{replay.game}: {scores}; winner: {winners}"
        if check:
            summary += f" (check: {compared})"
    return ReplayOutcome(lines, summary, [note] if note else [])


def _compare(replay: ReplayFile, match: Match) -> str:
    """Raise :class:`ReplayMismatch` at the first difference; else say what was compared."""
    result = match.result
    if replay.result is None:
        if result is not None:
            raise ReplayMismatch("the file records no result, but the replayed game is over")
        return "not over, as recorded"
    if result is None:
        raise ReplayMismatch(
            f"the file records a result, but after {counted(len(replay.actions), 'action', 'actions')} "
            "the game is not over"
        )
    replayed = result.as_json()
    for key in ("scores", "winners"):
        if replay.result.get(key) != replayed[key]:
            raise ReplayMismatch(
                f"{key}: the file says {replay.result.get(key)}, the rules give {replayed[key]}"
            )
    if replay.digest is None:
        return (
            "scores and winners identical; the file records no digest of its events "
            "(an older save), so only those were compared"
        )
    digest = events_digest(match.log)
    if digest != replay.digest:
        raise ReplayMismatch(
            f"the events differ from the recorded ones (digest {_short(replay.digest)} "
            f"recorded, {_short(digest)} replayed)"
        )
    return "every event identical"


def _short(digest: str) -> str:
    return digest[: len("sha256:") + 12] + "…"
