"""A match: the seats around the table, the action log and the state (docs/matches.md).

A game is a pure function of (seed, options, actions), so the log is the match: saving writes the
log, loading replays it, and undo replays all of it but the last human decision. The state is the
game's own object and is never looked inside. What undo may take back is the undo policy's to say
(:mod:`tabletop_core.undo`): decisions, never luck.

Bots get a fresh RNG for every decision, seeded from (match seed, seat, number of actions so far).
A bot's choice therefore depends only on where the match stands, never on its history: a match
that was undone, or saved and loaded, goes on exactly as it would have without the interruption.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from tabletop_core.autosave import JournalWriter, describe_failure, flush_writer_of, open_journal
from tabletop_core.autosave import file_identity as _identity
from tabletop_core.bots.base import Bot
from tabletop_core.bots.decision import DECIDES, Decision, decides, open_decision
from tabletop_core.decision_rng import BLOCK_BITS, PLY_IN_BLOCK, DecisionKeys
from tabletop_core.decision_rng import bot_rng as bot_rng  # the RNG of a decision, named here too
from tabletop_core.game import (
    Event,
    Game,
    GameOver,
    IllegalAction,
    Result,
    parse_options,
    supports,
)
from tabletop_core.game_base import check_action
from tabletop_core.journal import (
    action_line,
    is_journal_file,
    journal_parts,
    result_line,
    undo_line,
)
from tabletop_core.match_lock import MatchLocked
from tabletop_core.messages import first_line, one_line
from tabletop_core.outcome import events_digest, physics_version, uses_physics
from tabletop_core.replay import (
    MAX_SEED,
    LoggedAction,
    ReplayFile,
    SaveError,
    SeatSpec,
    describe_validation_error,
    dump_replay,
    read_save,
)
from tabletop_core.storage import atomic_write_text, autosave_dir
from tabletop_core.undo import UndoPlan, plan_undo, practice_refusal

if TYPE_CHECKING:
    from tabletop_core.plugins import Registry


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action as it was played, with the events it caused."""

    seat: int
    action: Any
    events: tuple[Event, ...]


_MATCH_ID = re.compile(r"^[A-Za-z0-9_]{1,40}$")


def new_match_id() -> str:
    return secrets.token_hex(6)


class Match:
    """Seats, state and action log of one game being played.

    ``act`` is the only way the state changes; it raises :class:`IllegalAction` (leaving the match
    as it was) for an action out of turn, after the end, or that the rules forbid. ``practice``
    (only with exactly one person seated) lifts the undo policy's limits and is kept in saves.
    """

    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatSpec | Mapping[str, Any]],
        seed: int,
        options: Mapping[str, Any] | BaseModel | None = None,
        *,
        bots: Mapping[int, Bot] | None = None,
        autosave: bool = False,
        match_id: str | None = None,
        practice: bool = False,
        keep_log: bool = True,
    ) -> None:
        self.game = game
        self.seats: list[SeatSpec] = [
            seat if isinstance(seat, SeatSpec) else SeatSpec.model_validate(seat) for seat in seats
        ]
        info = game.info
        if not info.min_players <= len(self.seats) <= info.max_players:
            raise ValueError(
                f"{info.title} is for {_player_range(info.min_players, info.max_players)} "
                f"players, not {len(self.seats)}"
            )
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}")
        self.bots: dict[int, Bot] = dict(bots or {})
        for seat in self.bots:
            if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "bot":
                raise ValueError(f"seat {seat} is not a bot seat, so it cannot be given a bot")
        if match_id is not None and not _MATCH_ID.match(match_id):
            raise ValueError(f"a match id is 1 to 40 letters, digits or '_', not {match_id!r}")
        if practice and (why := practice_refusal(self._humans())):
            raise ValueError(why)
        self.practice = practice
        """Practice mode: the undo policy's limits are lifted (one person at the table)."""
        if autosave and not keep_log:
            raise ValueError("a match that keeps no log cannot be saved")
        self.keep_log = keep_log
        """False for bots playing many games (``tabletop simulate``): no log, no events made, no
        save, no undo; a game that can ``advance`` without making events is advanced that way."""
        self._advance = game.advance if not keep_log and supports(game, "advance") else game.apply
        self.seed = seed
        self._keys = DecisionKeys(seed, len(self.seats))
        self.options: BaseModel = parse_options(game, options)
        self.match_id = match_id or new_match_id()
        self.autosave = autosave
        self._journal: JournalWriter | None = None
        self._journal_failure: str | None = None
        self.read_only: str | None = None
        """Why this match may only be looked at (it is open in another window), or None."""
        self.load_note: str | None = None
        """What loading left out (a last action cut off by a crash), or None."""
        self.actions: list[tuple[int, Any]] = []
        self.log: list[LogEntry] = []
        self._encoded: list[dict[str, Any]] = []
        self.state: Any = self._fresh_state()
        self._setup: dict[str, Any] | None = (
            None  # nothing reads it: a match without a log is never saved
            if not keep_log
            else _as_json(game.setup(self.state))
            if supports(game, "setup")
            else {}
        )

    @property
    def setup(self) -> dict[str, Any]:
        """What the deal was (``game.setup`` of the fresh state, as JSON), kept for the save."""
        if self._setup is None:
            raise RuntimeError("a match that keeps no log records no setup")
        return self._setup

    # -- where the match stands -------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    @property
    def result(self) -> Result | None:
        return self.game.result(self.state) if self.is_over else None

    def legal_actions(self) -> list[Any]:
        return [] if self.is_over else self.game.legal_actions(self.state)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].kind == "bot"

    # -- playing ----------------------------------------------------------------------------

    def act(self, action: Any, *, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the seat to act (which must be ``seat`` when given).

        The action's shape is checked here, once for every game (:func:`check_action`), so the
        rules' ``apply`` may assume a well-formed action."""
        to_act = self.to_act
        if to_act is None:
            raise GameOver("the game is over")
        if seat is not None and seat != to_act:
            raise IllegalAction(f"it is {self._who(to_act)}'s turn, not {self._who(seat)}'s")
        check_action(self.game, action)
        return self._apply(to_act, action)

    def _apply(self, to_act: int, action: Any) -> list[Event]:
        """Play a well-formed action of the seat to act (the rules still refuse an illegal one)."""
        if not self.keep_log:
            self._advance(self.state, action)
            self.actions.append((to_act, action))
            return []
        events = list(self.game.apply(self.state, action))
        self.actions.append((to_act, action))
        self.log.append(LogEntry(to_act, action, tuple(events)))
        self._autosave()
        return events

    def act_json(self, data: Any, *, seat: int | None = None) -> list[Event]:
        """Decode an action from its JSON form (raises :class:`IllegalAction`), then play it."""
        return self.act(self.game.decode_action(data), seat=seat)

    def bot_step(self) -> list[Event]:
        """Let the bot whose turn it is choose and play one action.

        The bot is asked through a :class:`Decision` (see :meth:`ask_bot`). An action that is one
        of the very objects the decision's ``legal_actions`` handed out was made by the rules for
        this state, so its shape needs no check; any other is checked as :meth:`act` checks.
        (This runs for every decision ``tabletop simulate`` plays, millions of them: the key's
        lookup, :meth:`ask_bot`'s common case and the first branch of :meth:`_apply` are
        written out here.)"""
        state = self.state
        seat = self.game.to_act(state)
        if seat is None:
            raise GameOver("the game is over")
        actions = self.actions
        ply = len(actions)
        keys = self._keys
        words = keys.blocks.get(ply >> BLOCK_BITS) or keys.block(ply)
        key = words[ply & PLY_IN_BLOCK] ^ keys.salts[seat]
        decision = open_decision(self.game, state, seat, ply, key)
        bot = self.bots.get(seat)
        if bot is not None and (DECIDES.get(type(bot)) or decides(bot)):
            try:  # ask_bot's common case, written out: a call less for every decision
                action = bot.decide(decision)  # type: ignore[attr-defined]  # decides() said so
            finally:
                decision._state = None
        else:
            action = self.ask_bot(decision)
        if action is not decision._picked and not decision.handed_out(action):
            return self.play_bot_choice(seat, action)
        try:
            if self.keep_log:
                return self._apply(seat, action)
            self._advance(state, action)
        except IllegalAction as error:
            raise self._bot_refused(seat, error) from error
        actions.append((seat, action))
        return []

    def bot_choice(self, seat: int, view: Any, ply: int) -> Any:
        """What the bot of ``seat`` plays in ``view`` at ``ply``; touches no match state.

        Safe to run on a worker thread (the window thinks there so it keeps drawing), as long as
        ``view`` was taken from the state beforehand.
        """
        return self.ask_bot(Decision(self.game, None, seat, ply, self._keys.key(seat, ply), view))

    def ask_bot(self, decision: Decision) -> Any:
        """The bot of the decision's seat answers it: ``decide(decision)`` when the bot has it,
        else ``choose(game, view, rng)`` with the decision's view and RNG (the same answer)."""
        bot = self.bots.get(decision.seat)
        if bot is None:  # only bot seats are given bots (see __init__)
            seat = decision.seat
            if self.seats[seat].kind != "bot":
                raise RuntimeError(f"it is {self._who(seat)}'s turn, and that seat is not a bot")
            raise RuntimeError(f"no bot was given for the bot seat {self._who(seat)}")
        try:
            if DECIDES.get(type(bot)) or decides(bot):
                return bot.decide(decision)  # type: ignore[attr-defined]  # decides() said so
            return bot.choose(self.game, decision.view, decision.rng)
        finally:
            decision._state = None  # decision.close(), written out: once per decision

    def play_bot_choice(self, seat: int, action: Any) -> list[Event]:
        """Play an action a bot chose, naming the bot if the rules refuse it."""
        try:
            return self.act(action, seat=seat)
        except IllegalAction as error:
            raise self._bot_refused(seat, error) from error

    def _bot_refused(self, seat: int, error: IllegalAction) -> IllegalAction:
        level = self.seats[seat].level
        return IllegalAction(
            f"the {level} bot of {self._who(seat)} chose an illegal action: {error}"
        )

    def run_bots(self, max_steps: int = 10_000) -> list[Event]:
        """Play bot turns until a human is to act, the game ends, or ``max_steps`` were played."""
        events: list[Event] = []
        for _ in range(max_steps):
            if not self.is_bot(self.to_act):
                break
            events.extend(self.bot_step())
        return events

    # -- undo -------------------------------------------------------------------------------

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

    def _humans(self) -> list[bool]:
        return [spec.kind == "human" for spec in self.seats]

    # -- the log ----------------------------------------------------------------------------

    def log_lines(self, for_seat: int | None = None) -> list[str]:
        """The log as ``for_seat`` may read it (``None``: a spectator)."""
        names = self.names
        return [
            event.describe(names)
            for entry in self.log
            for event in entry.events
            if event.visible_to(for_seat)
        ]

    # -- saving -----------------------------------------------------------------------------

    @property
    def autosave_path(self) -> Path:
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

    # -- loading ----------------------------------------------------------------------------

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
    ) -> Match:
        """Rebuild a match by replaying the first ``upto`` actions (all by default).

        Raises :class:`SaveError` when the replay does not fit the installed game.
        """
        info = game.info
        if replay.game != info.id:
            raise SaveError(f"this save is of the game {replay.game!r}, not {info.id!r}")
        if not info.min_players <= replay.players <= info.max_players:
            raise SaveError(
                f"this save has {replay.players} players, but {info.title} is for "
                f"{_player_range(info.min_players, info.max_players)}"
            )
        try:
            options = parse_options(game, replay.options)
        except ValidationError as error:
            raise SaveError(f"options.{describe_validation_error(error)}") from None
        try:
            match = cls(
                game,
                replay.seats,
                replay.seed,
                options,
                bots=bots,
                match_id=match_id,
                practice=replay.practice,
            )
        except Exception as error:  # options that do not fit the players, or a game's bug
            raise SaveError(
                f"{info.title} cannot be set up from this save: {one_line(error)}"
            ) from None
        versions = (
            f" (saved with {info.title} {replay.game_version}, installed {info.version})"
            if replay.game_version != info.version
            else ""
        )
        if replay.setup and match.setup and replay.setup != match.setup:
            raise SaveError(
                f"the initial deal differs from the one seed {replay.seed} gives{versions}"
            )
        for number, logged in enumerate(replay.actions[:upto], start=1):
            what = f"action {number} (seat {logged.seat}, {_short_json(logged.action)})"
            to_act = match.to_act
            if to_act is None:
                raise SaveError(f"{what} comes after the end of the game")
            if logged.seat != to_act:
                raise SaveError(f"{what} is out of turn: seat {to_act} was to act")
            try:
                action = game.decode_action(logged.action)
            except IllegalAction as error:
                raise SaveError(f"{what} cannot be read: {first_line(error)}") from None
            except Exception as error:  # a game's bug must not become a traceback
                raise SaveError(f"{what} cannot be read: {one_line(error)}") from None
            try:
                match.act(action)
            except IllegalAction as error:
                raise SaveError(
                    f"{what} is no longer legal{versions}: {first_line(error)}"
                ) from None
            except Exception as error:
                raise SaveError(f"{what} made {info.title} fail: {one_line(error)}") from None
        match.autosave = autosave
        return match

    @classmethod
    def load(
        cls,
        path: str | Path,
        registry: Registry,
        *,
        bots: Mapping[int, Bot] | None = None,
        autosave: bool = False,
    ) -> Match:
        """Load a save, making its bots from ``registry`` unless ``bots`` are given.

        Raises :class:`SaveError` with one line for anything that keeps it from loading. The file
        is only read; an autosave (``<game>-<match>.json`` in the autosave folder) keeps its match
        id, so with ``autosave=True`` play goes on in the same file.
        """
        path = Path(path)
        flush_writer_of(path)  # a match of this save still open in this process
        seen = _identity(path)
        replay, note = read_save(path)
        registered = registry.games.get(replay.game)
        if registered is None:
            raise SaveError(f"this save needs the game {replay.game!r}, which is not installed")
        if bots is None:
            bots = {}
            for seat, spec in enumerate(replay.seats):
                if spec.kind != "bot":
                    continue
                try:
                    bots[seat] = registry.make_bot(replay.game, spec.level or "")
                except KeyError as error:
                    raise SaveError(f"seat {seat} ({spec.name}): {error.args[0]}") from None
                except Exception as error:  # a bot factory's bug
                    raise SaveError(f"seat {seat} ({spec.name}): {one_line(error)}") from None
        match = cls.from_replay(
            replay,
            registered.game,
            bots=bots,
            match_id=_autosave_match_id(path, replay.game),
        )
        match.load_note = note
        if autosave:
            match.autosave = True
            if match.autosave_path == path:
                match._resume_journal(path, seen, clean=note is None and is_journal_file(path))
        return match

    def _resume_journal(self, path: Path, seen: tuple[int, int, int] | None, clean: bool) -> None:
        """Take the save's lock for this match; a save open elsewhere (or written since it was
        read) becomes a read-only look."""
        try:
            self._open_journal(rewrite_first=not clean, expect=seen)
        except MatchLocked as error:
            self.autosave, self.read_only = False, str(error)
        except OSError as error:
            self._journal_failure = describe_failure(error)

    # -- helpers ----------------------------------------------------------------------------

    def _fresh_state(self) -> Any:
        return self.game.new_state(self.players, self.seed, self.options)

    def _who(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return f"{self.seats[seat].name} (seat {seat})"
        return f"seat {seat}"

    def __repr__(self) -> str:
        return (
            f"Match({self.game.info.id!r}, seed={self.seed}, players={self.players}, "
            f"actions={len(self.actions)}, to_act={self.to_act})"
        )


def _autosave_match_id(path: Path, game_id: str) -> str | None:
    prefix = f"{game_id}-"
    try:
        in_autosaves = path.resolve().parent == autosave_dir().resolve()
    except OSError:
        return None
    if not in_autosaves or not path.stem.startswith(prefix):
        return None
    match_id = path.stem.removeprefix(prefix)
    return match_id if _MATCH_ID.match(match_id) else None


def _player_range(low: int, high: int) -> str:
    return str(low) if low == high else f"{low} to {high}"


def _as_json(data: Any) -> dict[str, Any]:
    """A deep, JSON-clean copy (the game's setup may share lists with its live state)."""
    copy = json.loads(json.dumps(data, allow_nan=False))
    if not isinstance(copy, dict):
        raise TypeError(f"setup() must return a dict, not {type(data).__name__}")
    return copy


def _short_json(data: Any, limit: int = 80) -> str:
    text = json.dumps(data, separators=(", ", ": "), ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"
