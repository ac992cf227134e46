"""The save and replay file format, ``tabletop.replay/1`` (docs/matches.md).

A game is a pure function of (seed, options, actions), so a save file *is* a replay: an envelope
(game, seed, seats, options, the game's record of its initial deal) plus the action log.

Files come from disk, from other people and from other versions of Tabletop, so reading one is
defensive: size and nesting are bounded, nothing is ever unpickled or evaluated, and every problem
becomes a :class:`SaveError` whose message is one line a person can act on.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Annotated, Any, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from tabletop_core.messages import first_line
from tabletop_core.outcome import DIGEST_PATTERN

FORMAT: Final = "tabletop.replay/1"
FORMAT_PREFIX = "tabletop.replay/"
MAX_FILE_BYTES = 20 * 1024 * 1024
MAX_DEPTH = 64
"""Deepest nesting of JSON arrays and objects accepted (the envelope itself uses four levels)."""
MAX_SEED = 2**63 - 1
NAME_LENGTH = 24


class SaveError(Exception):
    """A save or replay that cannot be read, written or replayed; the message is one line."""


Seat = Annotated[int, Field(ge=0, le=7)]

_JOINERS = frozenset("\u200c\u200d")
"""Zero-width (non-)joiners: invisible, but part of emoji sequences and of many scripts' words."""


class SeatSpec(BaseModel):
    """Who sits at a seat: a person, or a bot playing at a named level."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    name: str
    kind: Literal["human", "bot"]
    level: str | None = Field(default=None, max_length=40)

    @field_validator("name")
    @classmethod
    def _readable_name(cls, name: str) -> str:
        name = name.strip()
        if not name:
            raise ValueError("a seat needs a name")
        if len(name) > NAME_LENGTH:
            raise ValueError(
                f"a name has at most {NAME_LENGTH} characters, this one has {len(name)}"
            )
        if not all(char.isprintable() or char in _JOINERS for char in name):
            raise ValueError("a name may not contain control characters or line breaks")
        return name

    @model_validator(mode="after")
    def _level_matches_kind(self) -> SeatSpec:
        if self.kind == "bot" and not self.level:
            raise ValueError(f"the bot seat {self.name!r} needs a level (such as 'random')")
        if self.kind == "human" and self.level is not None:
            raise ValueError(f"{self.name!r} is a human seat, which has no bot level")
        return self

    @classmethod
    def human(cls, name: str) -> SeatSpec:
        return cls(name=name, kind="human")

    @classmethod
    def bot(cls, name: str, level: str) -> SeatSpec:
        return cls(name=name, kind="bot", level=level)


class LoggedAction(BaseModel):
    """One entry of the action log: the seat that acted and the action's JSON form."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    seat: Seat
    action: dict[str, Any]


class ReplayFile(BaseModel):
    """The whole file. ``result`` is filled in once the game is over.

    Built when a file is first made or read (``defer_build``), not when the module is imported:
    ``tabletop simulate`` without ``--replays`` makes none."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    format: Literal["tabletop.replay/1"] = FORMAT
    game: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)
    game_version: str = Field(max_length=40)
    physics: str | None = Field(default=None, max_length=60)
    """The physics engine a dexterity game was played with (``pymunk 7.1.0``); None otherwise."""
    seed: int = Field(ge=0, le=MAX_SEED)
    players: int = Field(ge=1, le=8)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatSpec]
    setup: dict[str, Any] = Field(default_factory=dict)
    actions: list[LoggedAction] = Field(default_factory=list)
    result: dict[str, Any] | None = None
    practice: bool = False
    """Played in practice mode (undo without limits); older files have no such field."""
    digest: str | None = Field(default=None, pattern=DIGEST_PATTERN)
    """Of every event the game produced (:mod:`tabletop_core.outcome`), once it is over."""

    @model_validator(mode="after")
    def _seats_fit_players(self) -> ReplayFile:
        if len(self.seats) != self.players:
            raise ValueError(f"the file lists {len(self.seats)} seats for {self.players} players")
        for number, logged in enumerate(self.actions, start=1):
            if logged.seat >= self.players:
                raise ValueError(
                    f"action {number} is by seat {logged.seat}, "
                    f"but seats run from 0 to {self.players - 1}"
                )
        return self


def read_replay(path: str | Path) -> ReplayFile:
    """Read and check a save file without ever changing it; raises :class:`SaveError`."""
    return read_save(path)[0]


def read_save(path: str | Path) -> tuple[ReplayFile, str | None]:
    """:func:`read_replay`, with a note when a journal's cut-off last line was left out."""
    path = Path(path)
    _check_regular_file(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise SaveError(f"{str(path)!r} is not a regular file, so not a save")
            size = _size_of(file)
            if size is not None and size > MAX_FILE_BYTES:
                raise SaveError(_too_big(size))
            data = file.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(f"there is no file {str(path)!r}") from None
    except IsADirectoryError:
        raise SaveError(f"{str(path)!r} is a folder, not a save file") from None
    except PermissionError:
        raise SaveError(f"no permission to read {str(path)!r}") from None
    except OSError as error:
        raise SaveError(f"cannot read {str(path)!r}: {error.strerror or error}") from None
    if len(data) > MAX_FILE_BYTES:
        raise SaveError(_too_big(len(data)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SaveError(
            f"the file is not a Tabletop save (not UTF-8 text at byte {error.start})"
        ) from None
    return parse_save(text)


def _check_regular_file(path: Path) -> None:
    """Refuse a FIFO, a device or a socket before opening it (opening a FIFO waits forever)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise SaveError(f"there is no file {str(path)!r}") from None
    except OSError as error:
        raise SaveError(f"cannot read {str(path)!r}: {error.strerror or error}") from None
    if stat.S_ISDIR(mode):
        raise SaveError(f"{str(path)!r} is a folder, not a save file")
    if not stat.S_ISREG(mode):
        kind = "a FIFO" if stat.S_ISFIFO(mode) else "a device or socket"
        raise SaveError(f"{str(path)!r} is {kind}, not a regular file, so not a save")


def parse_replay(text: str) -> ReplayFile:
    """Parse and check the text of a save file (a replay or a journal); raises
    :class:`SaveError`."""
    return parse_save(text)[0]


def parse_save(text: str) -> tuple[ReplayFile, str | None]:
    """:func:`parse_replay`, with the journal's note on a cut-off last line."""
    if len(text) > MAX_FILE_BYTES:
        raise SaveError(_too_big(len(text.encode("utf-8", "surrogatepass"))))
    from tabletop_core.journal import is_journal, parse_journal

    if is_journal(text):
        contents = parse_journal(text)
        return contents.replay, contents.note
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise SaveError(
            f"the file is truncated or not JSON (line {error.lineno}, column {error.colno})"
        ) from None
    except RecursionError:
        raise SaveError(f"the file is nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as error:
        raise SaveError(f"the file is not valid JSON: {first_line(error)}") from None
    if _depth_exceeds(data, MAX_DEPTH):
        raise SaveError(f"the file is nested more than {MAX_DEPTH} levels deep")
    if not isinstance(data, dict):
        raise SaveError("the file is not a Tabletop save (it holds no JSON object)")
    _check_format(data.get("format"))
    try:
        return ReplayFile.model_validate(data), None
    except ValidationError as error:
        raise SaveError(describe_validation_error(error)) from None


def dump_replay(replay: ReplayFile) -> str:
    """The file's text: stable field order, 2-space indent, a trailing newline, no timestamps.

    The same replay always gives byte-identical text, so saves can be compared and diffed.
    """
    data = replay.model_dump()
    for optional in ("physics", "digest"):  # absent rather than null: older saves look the same
        if data[optional] is None:
            del data[optional]
    data["seats"] = [
        {key: value for key, value in seat.items() if not (key == "level" and value is None)}
        for seat in data["seats"]
    ]
    if not data["practice"]:
        del data["practice"]  # a match with the usual undo writes the file it always wrote
    try:
        return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as error:
        raise SaveError(f"cannot write the save: {first_line(error)}") from None


def describe_validation_error(error: ValidationError) -> str:
    """pydantic's errors as one line: ``seats.1.kind: Input should be 'human' or 'bot'``."""
    problems = error.errors(include_url=False)
    first = problems[0]
    where = ".".join(str(part) for part in first["loc"])
    message = first["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ")
    line = f"{where}: {message}" if where else message
    if len(problems) > 1:
        more = len(problems) - 1
        line += f" (and {more} more problem{'s' if more > 1 else ''})"
    return first_line(line)


def _check_format(value: Any) -> None:
    _check_format_of(value, FORMAT, FORMAT_PREFIX)


def _check_format_of(value: Any, expected: str, prefix: str) -> None:
    if value == expected:
        return
    if value is None:
        raise SaveError("the file is not a Tabletop save (it has no 'format' field)")
    if isinstance(value, str) and value.startswith(prefix):
        version = value.removeprefix(prefix)
        if re.fullmatch(r"[0-9]{1,9}", version) and int(version) > 1:
            raise SaveError(f"saved by a newer Tabletop (format {value}); update to load it")
    shown = value if isinstance(value, str) and len(value) <= 60 else type(value).__name__
    raise SaveError(f"the file is not a Tabletop save (format {shown!r})")


def _depth_exceeds(data: Any, limit: int) -> bool:
    """Whether parsed JSON nests containers deeper than ``limit``.

    Walked a level at a time over containers only: a save of 200,000 actions is answered in a
    tenth of a second, not most of one.
    """
    level = [data] if type(data) in _CONTAINERS else []
    depth = 0
    while level:
        depth += 1
        if depth > limit:
            return True
        below: list[Any] = []
        for value in level:
            children = value.values() if type(value) is dict else value
            below += [child for child in children if type(child) in _CONTAINERS]
        level = below
    return False


_CONTAINERS = (dict, list)


def _size_of(file: Any) -> int | None:
    try:
        return os.fstat(file.fileno()).st_size
    except (OSError, AttributeError):
        return None


def _too_big(size: int) -> str:
    megabytes = MAX_FILE_BYTES // (1024 * 1024)
    return f"the file is too big for a save ({size / (1024 * 1024):.1f} MB; at most {megabytes} MB)"


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")
