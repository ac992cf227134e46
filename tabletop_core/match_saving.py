"""Saving a match: its replay file, and the autosave journal written as it is played.

The log is the match, so saving writes the log (docs/matches.md). With ``autosave`` every action
played, every undo and the result are handed to the journal's writer thread
(:mod:`tabletop_core.autosave`) as they happen; the journal holds the save's lock
(:mod:`tabletop_core.match_lock`), and a save open in another window makes the match a read-only
look. A failing disk never stops play: :attr:`Saving.autosave_error` says why, in one line.

The methods that write import :mod:`~tabletop_core.autosave`, :mod:`~tabletop_core.journal` and
:mod:`~tabletop_core.storage` when they first run: a match that never writes (every game of
``tabletop simulate`` without ``--replays``) never imports them (some 20 M instructions of the
command's start).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tabletop_core.match_core import MatchCore
from tabletop_core.match_lock import MatchLocked
from tabletop_core.outcome import events_digest, physics_version, uses_physics
from tabletop_core.replay import LoggedAction, ReplayFile, SaveError, dump_replay

if TYPE_CHECKING:
    from tabletop_core.autosave import JournalWriter


class Saving(MatchCore):
    """The part of a :class:`~tabletop_core.match.Match` that writes it down."""

    _journal: JournalWriter | None = None
    """The autosave's writer, once opened (it may since belong to another match of the save)."""
    _journal_failure: str | None = None
    """Why handing lines to the journal last failed, or None."""

    @property
    def autosave_path(self) -> Path:
        from tabletop_core.storage import autosave_dir

        return autosave_dir() / f"{self.game.info.id}-{self.match_id}.json"

    def to_replay(self) -> ReplayFile:
        if not self.keep_log:
            raise RuntimeError("a match that keeps no log cannot be saved")
        for _seat, action in self.actions[len(self._encoded) :]:
            self._encoded.append(self.game.encode_action(action))
        result = self.result
        return ReplayFile(
            game=self.game.info.id,
            game_version=self.game.info.version,
            physics=physics_version() if uses_physics(self.game) else None,
            seed=self.seed,
            players=self.players,
            options=self.options.model_dump(mode="json"),
            seats=list(self.seats),
            setup=self.setup,
            actions=[
                LoggedAction(seat=seat, action=encoded)
                for (seat, _action), encoded in zip(self.actions, self._encoded, strict=True)
            ],
            result=result.as_json() if result is not None else None,
            practice=self.practice,
            digest=events_digest(self.log) if result is not None else None,
        )

    def save(self, path: str | Path) -> None:
        """Write the match as a replay file, atomically."""
        from tabletop_core.storage import atomic_write_text

        atomic_write_text(path, dump_replay(self.to_replay()))

    @property
    def autosave_error(self) -> str | None:
        """Why the last autosave failed (the match goes on regardless), or None."""
        if self._journal_failure is not None:
            return self._journal_failure
        journal = self._journal
        return journal.error if journal is not None and journal.owner is self else None

    def _autosave(self) -> None:
        """Hand the new lines of the log to the journal's writer (which writes them off the UI
        thread): actions played, an undo, the result."""
        if not self.autosave:
            return
        from tabletop_core.autosave import describe_failure
        from tabletop_core.journal import action_line, journal_parts, result_line, undo_line

        try:
            journal = self._open_journal()
            count = len(self.actions)
            for _seat, action in self.actions[len(self._encoded) :]:
                self._encoded.append(self.game.encode_action(action))
            if journal.count >= count > 0 and journal.actions[count - 1] != action_line(
                count, self.actions[-1][0], self._encoded[count - 1]
            ):
                journal.adopt(self, *journal_parts(self.to_replay()))  # another history: anew
            elif journal.count > count:
                journal.undo(count, undo_line(count))
            for number in range(journal.count + 1, count + 1):
                seat = self.actions[number - 1][0]
                journal.action(action_line(number, seat, self._encoded[number - 1]))
            if journal.result is None and self.is_over:
                result = self.result
                assert result is not None
                journal.finish(result_line(result.as_json(), events_digest(self.log)))
        except MatchLocked as error:
            self.autosave, self.read_only = False, str(error)
        except (OSError, SaveError) as error:
            self._journal_failure = describe_failure(error)
        else:
            self._journal_failure = None

    def _open_journal(
        self, *, rewrite_first: bool = True, expect: tuple[int, int, int] | None = None
    ) -> JournalWriter:
        journal = self._journal
        if journal is not None and journal.owner is self and not journal.closed:
            return journal
        from tabletop_core.autosave import open_journal
        from tabletop_core.journal import journal_parts

        header, actions, result = journal_parts(self.to_replay())
        self._journal = open_journal(
            self.autosave_path,
            self,
            header,
            actions,
            result,
            rewrite_first=rewrite_first,
            expect=expect,
        )
        return self._journal

    def _resume_journal(self, path: Path, seen: tuple[int, int, int] | None, clean: bool) -> None:
        """Take the save's lock for this match; a save open elsewhere (or written since it was
        read) becomes a read-only look."""
        from tabletop_core.autosave import describe_failure

        try:
            self._open_journal(rewrite_first=not clean, expect=seen)
        except MatchLocked as error:
            self.autosave, self.read_only = False, str(error)
        except OSError as error:
            self._journal_failure = describe_failure(error)

    def flush_autosave(self, timeout: float = 10.0) -> str | None:
        """Wait until the autosave holds every action played; None, or why it does not."""
        journal = self._journal
        if journal is not None and journal.owner is self:
            return journal.flush(timeout)
        return self.autosave_error

    def save_and_close(self) -> str | None:
        """Write what the autosave still lacks, wait for the disk and let go of the save's lock.

        Returns None when the match is saved, else why not (one line). A read-only look writes
        nothing; a match without autosave is written whole to its autosave file.
        """
        if self.read_only is not None:
            return None
        from tabletop_core.autosave import describe_failure

        if not self.autosave:
            try:
                self.save(self.autosave_path)
            except (OSError, SaveError) as error:
                return describe_failure(error)
            return None
        self._autosave()
        if self._journal_failure is not None:
            return self._journal_failure
        journal = self._journal
        if journal is None or journal.owner is not self:
            return self.autosave_error
        unwritten = journal.flush()
        if unwritten is not None:
            return unwritten  # still open: the next move, or another try, writes it whole
        self._journal = None
        return journal.close()
