"""Undo in a match: taking back a seat's last decision by replaying the rest of the log.

A game is a pure function of (seed, options, actions), so undo replays all of the log but the
last human decision and the bot actions after it. What undo may take back is the undo policy's
to say (:mod:`tabletop_core.undo`): decisions, never luck.
"""

from __future__ import annotations

from tabletop_core.game import IllegalAction
from tabletop_core.match_core import LogEntry, MatchCore
from tabletop_core.undo import UndoPlan, plan_undo


class Undoing(MatchCore):
    """The part of a :class:`~tabletop_core.match.Match` that takes decisions back."""

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back its last decision now (see :meth:`undo`)."""
        return self._undo_plan(seat).start is not None

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back its last decision now, in the table's words, or None."""
        return self._undo_plan(seat).refusal

    def undo(self, seat: int) -> int:
        """Take back ``seat``'s last decision and every bot action after it; returns how many.

        Undo takes back decisions, never luck: it refuses (raising :class:`IllegalAction` with
        the reason, "the dice have been rolled since") to go back past an event that revealed
        something, or past another person's move. Practice mode lifts both limits. The state is
        rebuilt by replaying the rest of the log from the start.
        """
        plan = self._undo_plan(seat)
        if plan.start is None:
            raise IllegalAction(plan.refusal)
        last = plan.start
        removed = len(self.actions) - last
        kept = self.actions[:last]
        self.actions, self.log = [], []
        del self._encoded[last:]
        self.state = self._fresh_state()
        for acted, action in kept:
            events = list(self.game.apply(self.state, action))
            self.actions.append((acted, action))
            self.log.append(LogEntry(acted, action, tuple(events)))
        self._autosave()
        return removed

    def _undo_plan(self, seat: int) -> UndoPlan:
        if not self.keep_log:
            raise RuntimeError("a match that keeps no log cannot undo")
        return plan_undo(self.log, self._humans(), self.names, seat, self.practice)
