"""A match: the seats around the table, the action log and the state (docs/matches.md).

A game is a pure function of (seed, options, actions), so the log is the match: saving writes the
log, loading replays it, and undo replays all of it but the last human decision. The state is the
game's own object and is never looked inside. What undo may take back is the undo policy's to say
(:mod:`tabletop_core.undo`): decisions, never luck.

:class:`Match` is put together from parts, each a module with one job:

- :mod:`~tabletop_core.match_core`: seats, state, the log, and ``act``, the one way the state
  changes (the server plays every move through it too);
- :mod:`~tabletop_core.match_bots`: bot turns, each decision with its own seeded RNG;
- :mod:`~tabletop_core.match_undo`: taking back a decision by replaying the rest of the log;
- :mod:`~tabletop_core.match_saving`: the replay file and the autosave journal;
- :mod:`~tabletop_core.match_loading`: rebuilding a match from a save.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop_core import match_loading
from tabletop_core.bots.base import Bot
from tabletop_core.decision_rng import bot_rng as bot_rng  # the RNG of a decision, named here too
from tabletop_core.game import Game
from tabletop_core.match_bots import BotTurns
from tabletop_core.match_core import MATCH_ID
from tabletop_core.match_core import LogEntry as LogEntry
from tabletop_core.match_core import new_match_id as new_match_id
from tabletop_core.match_saving import Saving
from tabletop_core.match_undo import Undoing
from tabletop_core.replay import ReplayFile

if TYPE_CHECKING:
    from typing import Self

    from tabletop_core.plugins import Registry

_MATCH_ID = MATCH_ID  # the name the server imports it by


class Match(BotTurns, Undoing, Saving):
    """Seats, state and action log of one game being played.

    ``act`` is the only way the state changes; it raises :class:`IllegalAction` (leaving the match
    as it was) for an action out of turn, after the end, or that the rules forbid. ``practice``
    (only with exactly one person seated) lifts the undo policy's limits and is kept in saves.
    Bots play through ``bot_step``/``run_bots``, ``undo`` takes a decision back, ``save`` and the
    autosave write the log, and :meth:`from_replay`/:meth:`load` rebuild a match from a save.
    """

    @classmethod
    def from_replay(
        cls,
        replay: ReplayFile,
        game: Game,
        *,
        bots: Mapping[int, Bot] | None = None,
        upto: int | None = None,
        autosave: bool = False,
        match_id: str | None = None,
    ) -> Self:
        """Rebuild a match by replaying the first ``upto`` actions (all by default).

        Raises :class:`SaveError` when the replay does not fit the installed game.
        """
        return match_loading.from_replay(
            cls, replay, game, bots=bots, upto=upto, autosave=autosave, match_id=match_id
        )

    @classmethod
    def load(
        cls,
        path: str | Path,
        registry: Registry,
        *,
        bots: Mapping[int, Bot] | None = None,
        autosave: bool = False,
    ) -> Self:
        """Load a save, making its bots from ``registry`` unless ``bots`` are given.

        Raises :class:`SaveError` with one line for anything that keeps it from loading. The file
        is only read; an autosave (``<game>-<match>.json`` in the autosave folder) keeps its match
        id, so with ``autosave=True`` play goes on in the same file.
        """
        return match_loading.load(cls, path, registry, bots=bots, autosave=autosave)
