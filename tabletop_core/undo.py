"""The undo policy: undo takes back decisions, never luck.

A seat may take back its own last decision (and, against bots, the bots' replies after it)
only while

- no other person has acted since: among several people, each takes back only their own move;
- nothing was revealed since: no event in that decision or after it says it ``reveals`` what
  was hidden or random when the decision was made (a draw, a roll, a card turned up).

In practice mode (a match with one person, who asked for it in the lobby) both limits are
lifted: the person takes back their last decision whatever it showed.

The policy only reads the log; :meth:`tabletop_core.match.Match.undo` does the taking back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_core.i18n import _


@dataclass(frozen=True, slots=True)
class UndoPlan:
    """Where taking back would start in the log (``start``), or why it may not (``refusal``)."""

    start: int | None
    refusal: str | None


def plan_undo(
    log: Sequence[Any], humans: Sequence[bool], names: Sequence[str], seat: int, practice: bool
) -> UndoPlan:
    """What ``seat`` may take back of ``log`` (entries with ``seat`` and ``events``).

    ``humans[s]`` tells whether seat ``s`` is a person's.
    """
    if not 0 <= seat < len(humans) or not humans[seat]:
        return UndoPlan(None, _("only a person can take back a move"))
    last = next((i for i in range(len(log) - 1, -1, -1) if humans[log[i].seat]), None)
    if last is None:
        return UndoPlan(None, _("there is no move of a person to take back"))
    if practice:
        return UndoPlan(last, None)
    mover = log[last].seat
    if mover != seat:
        if any(entry.seat == seat for entry in log):
            return UndoPlan(None, _("{name} has played since").format(name=names[mover]))
        return UndoPlan(None, _("there is no move of yours to take back"))
    for entry in log[last:]:
        for event in entry.events:
            reason = event.why_undo_stops()
            if reason:
                return UndoPlan(None, reason)
    return UndoPlan(last, None)


def practice_refusal(humans: Sequence[bool]) -> str | None:
    """Why a match with these seats cannot be played in practice mode, or ``None``."""
    if sum(1 for human in humans if human) != 1:
        return _("practice mode is for a match with exactly one person at the table")
    return None
