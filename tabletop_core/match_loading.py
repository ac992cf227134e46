"""Loading a match: replaying a save's actions through ``act``, and resuming its autosave.

A save is the log, so loading builds a fresh match from the save's seats, seed and options and
plays each logged action again, checking it as any action is checked. Anything that keeps a save
from loading is a :class:`SaveError` of one line that names the action and why; a game's own bug
never becomes a traceback. These are the bodies of ``Match.from_replay`` and ``Match.load``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import ValidationError

from tabletop_core.bots.base import Bot
from tabletop_core.game import Game, IllegalAction, parse_options
from tabletop_core.match_core import MATCH_ID, player_range
from tabletop_core.messages import first_line, one_line
from tabletop_core.replay import ReplayFile, SaveError, describe_validation_error, read_save

if TYPE_CHECKING:
    from tabletop_core.match import Match
    from tabletop_core.plugins import Registry

M = TypeVar("M", bound="Match")


def from_replay(
    cls: type[M],
    replay: ReplayFile,
    game: Game,
    *,
    bots: Mapping[int, Bot] | None = None,
    upto: int | None = None,
    autosave: bool = False,
    match_id: str | None = None,
) -> M:
    """A ``cls`` (a Match, or a kind of one) rebuilt by replaying the first ``upto`` actions."""
    info = game.info
    if replay.game != info.id:
        raise SaveError(f"this save is of the game {replay.game!r}, not {info.id!r}")
    if not info.min_players <= replay.players <= info.max_players:
        raise SaveError(
            f"this save has {replay.players} players, but {info.title} is for "
            f"{player_range(info.min_players, info.max_players)}"
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
        raise SaveError(f"the initial deal differs from the one seed {replay.seed} gives{versions}")
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
            raise SaveError(f"{what} is no longer legal{versions}: {first_line(error)}") from None
        except Exception as error:
            raise SaveError(f"{what} made {info.title} fail: {one_line(error)}") from None
    match.autosave = autosave
    return match


def load(
    cls: type[M],
    path: str | Path,
    registry: Registry,
    *,
    bots: Mapping[int, Bot] | None = None,
    autosave: bool = False,
) -> M:
    """A ``cls`` loaded from the save at ``path``, its bots made from ``registry`` unless given;
    with ``autosave``, an autosave resumes its own journal (or is only looked at, when another
    window has it open). The autosave, journal and storage modules are imported here, as in
    :mod:`~tabletop_core.match_saving`: a match made from a replay in memory needs none."""
    from tabletop_core.autosave import file_identity, flush_writer_of
    from tabletop_core.journal import is_journal_file

    path = Path(path)
    flush_writer_of(path)  # a match of this save still open in this process
    seen = file_identity(path)
    replay, note = read_save(path)
    registered = registry.games.get(replay.game)
    if registered is None:
        raise SaveError(f"this save needs the game {replay.game!r}, which is not installed")
    if bots is None:
        bots = _bots_of(replay, registry)
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


def _bots_of(replay: ReplayFile, registry: Registry) -> dict[int, Bot]:
    """A bot for every bot seat of the save, at the level it was saved with."""
    bots: dict[int, Bot] = {}
    for seat, spec in enumerate(replay.seats):
        if spec.kind != "bot":
            continue
        try:
            bots[seat] = registry.make_bot(replay.game, spec.level or "")
        except KeyError as error:
            raise SaveError(f"seat {seat} ({spec.name}): {error.args[0]}") from None
        except Exception as error:  # a bot factory's bug
            raise SaveError(f"seat {seat} ({spec.name}): {one_line(error)}") from None
    return bots


def _autosave_match_id(path: Path, game_id: str) -> str | None:
    """The match id an autosave's file name holds (``<game>-<match>.json`` in the autosave
    folder), so play goes on in the same file; None for any other file."""
    from tabletop_core.storage import autosave_dir

    prefix = f"{game_id}-"
    try:
        in_autosaves = path.resolve().parent == autosave_dir().resolve()
    except OSError:
        return None
    if not in_autosaves or not path.stem.startswith(prefix):
        return None
    match_id = path.stem.removeprefix(prefix)
    return match_id if MATCH_ID.match(match_id) else None


def _short_json(data: Any, limit: int = 80) -> str:
    text = json.dumps(data, separators=(", ", ": "), ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"
