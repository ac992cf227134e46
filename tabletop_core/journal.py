"""The autosave journal, ``tabletop.journal/1``: a replay written one line per action.

Rewriting a whole save after every move costs a full file and two fsyncs; appending one line
costs one. A journal is JSON Lines:

- line 1, the envelope: every field of the replay format but ``actions`` and ``result``, with
  ``"format": "tabletop.journal/1"``;
- ``{"n": 7, "seat": 1, "action": {...}}``: the 7th action (numbers run on from 1);
- ``{"undo": 4}``: the log was taken back to its first 4 actions;
- ``{"result": {...}, "digest": "sha256:..."}``: the game is over, with the digest of its events
  (an undo after it clears both again).

A journal is a replay (:func:`journal_to_replay`, :func:`replay_to_journal` round-trip), and
:func:`tabletop_core.replay.parse_replay` reads both. A last line cut off by a crash mid-append is
left out (only that action is lost); damage anywhere else is a :class:`SaveError` naming the line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tabletop_core.replay import (
    FORMAT,
    MAX_DEPTH,
    ReplayFile,
    SaveError,
    SeatSpec,
    describe_validation_error,
    dump_replay,
)

JOURNAL_FORMAT = "tabletop.journal/1"
JOURNAL_PREFIX = "tabletop.journal/"
CUT_OFF_NOTE = "the last action was cut off by a crash and is left out"


def is_journal(text: str) -> bool:
    """Whether ``text`` (or its first bytes) starts like a journal rather than a replay."""
    head = text.lstrip("\ufeff \t\r\n")[:120].replace(" ", "")
    return head.startswith('{"format":"' + JOURNAL_PREFIX)


def is_journal_file(path: Path) -> bool:
    """Whether the file at ``path`` starts like a journal (reads its first bytes only)."""
    try:
        with open(path, "rb") as file:
            head = file.read(200)
    except OSError:
        return False
    return is_journal(head.decode("utf-8", "replace"))


def envelope_line(replay: ReplayFile) -> str:
    data = json.loads(dump_replay(replay))
    data.pop("actions", None)
    data.pop("result", None)
    data.pop("digest", None)  # it belongs to the result, on the result line
    data["format"] = JOURNAL_FORMAT
    return _line(data)


def action_line(number: int, seat: int, action: dict[str, Any]) -> str:
    return _line({"n": number, "seat": seat, "action": action})


def undo_line(kept: int) -> str:
    return _line({"undo": kept})


def result_line(result: dict[str, Any], digest: str | None = None) -> str:
    """The game is over: its result and the digest of its events (:mod:`tabletop_core.outcome`)."""
    return _line({"result": result, "digest": digest} if digest else {"result": result})


def journal_parts(replay: ReplayFile) -> tuple[str, list[str], str | None]:
    """The compact journal of ``replay`` as (envelope line, action lines, result line)."""
    data = json.loads(dump_replay(replay))
    actions = [
        action_line(number, logged["seat"], logged["action"])
        for number, logged in enumerate(data["actions"], start=1)
    ]
    result = result_line(data["result"], data.get("digest")) if data["result"] is not None else None
    return envelope_line(replay), actions, result


def replay_to_journal(replay: ReplayFile) -> str:
    """The compact journal of ``replay``: envelope, actions, the result if any."""
    header, actions, result = journal_parts(replay)
    return header + "".join(actions) + (result or "")


@dataclass(frozen=True, slots=True)
class JournalContents:
    replay: ReplayFile
    note: str | None = None
    """Set when the last line was cut off (:data:`CUT_OFF_NOTE`)."""


def parse_journal(text: str) -> JournalContents:
    """Read a journal's text into the replay it records; raises :class:`SaveError`."""
    from tabletop_core.replay import _check_format_of

    pieces = text.lstrip("\ufeff").split("\n")
    torn = pieces[-1] if pieces[-1].strip() else None
    lines = pieces[:-1]
    header = _parse_line(lines[0] if lines else pieces[0], 1)
    if not isinstance(header, dict):
        raise SaveError("line 1 of the journal is not its envelope (a JSON object)")
    if header.get("format") != JOURNAL_FORMAT:
        _check_format_of(header.get("format"), JOURNAL_FORMAT, JOURNAL_PREFIX)
    actions: list[Any] = []
    result: Any = None
    digest: Any = None
    note = None
    body = [(number, line) for number, line in enumerate(lines[1:], start=2) if line.strip()]
    if torn is not None and lines:
        body.append((len(pieces), torn))
    for position, (number, line) in enumerate(body):
        try:
            entry = _parse_line(line, number)
        except SaveError:
            if position == len(body) - 1:
                note = CUT_OFF_NOTE
                break
            raise
        if not isinstance(entry, dict):
            raise SaveError(f"line {number} of the journal is not a JSON object")
        if "undo" in entry:
            kept = entry["undo"]
            if type(kept) is not int or not 0 <= kept <= len(actions):
                raise SaveError(
                    f"line {number} of the journal takes back to {_short(kept)} actions, "
                    f"but {len(actions)} were played"
                )
            del actions[kept:]
            result = digest = None
        elif "result" in entry:
            result = entry["result"]
            digest = entry.get("digest")
            if not isinstance(result, dict):
                raise SaveError(f"line {number} of the journal has a result that is not an object")
        elif "n" in entry:
            if entry["n"] != len(actions) + 1 or type(entry["n"]) is not int:
                raise SaveError(
                    f"line {number} of the journal is action {_short(entry['n'])}, "
                    f"but action {len(actions) + 1} comes next"
                )
            actions.append({k: v for k, v in entry.items() if k != "n"})
            result = digest = None
        else:
            raise SaveError(
                f"line {number} of the journal is neither an action, an undo nor a result"
            )
    data = {key: value for key, value in header.items() if key != "format"}
    data.update(format=FORMAT, actions=actions, result=result)
    if digest is not None:
        data["digest"] = digest
    try:
        return JournalContents(ReplayFile.model_validate(data), note)
    except ValidationError as error:
        raise SaveError(describe_validation_error(error)) from None


def journal_to_replay(text: str) -> ReplayFile:
    return parse_journal(text).replay


@dataclass(frozen=True, slots=True)
class JournalSummary:
    """What the lobby shows of a journal, read from its first and last bytes only."""

    game: str
    seats: tuple[SeatSpec, ...]
    actions: int
    finished: bool


def summarize(head: str, tail: str, *, whole: bool) -> JournalSummary:
    """Summarize a journal from its first line (``head``) and its last bytes (``tail``).

    ``whole`` says ``tail`` starts at the beginning of the file (no cut-off first piece).
    Raises :class:`SaveError` when the envelope cannot be read.
    """
    first = head.lstrip("\ufeff").split("\n", 1)[0]
    header = _parse_line(first, 1)
    if not isinstance(header, dict) or header.get("format") != JOURNAL_FORMAT:
        raise SaveError("line 1 of the journal is not its envelope")
    game = header.get("game")
    if not isinstance(game, str) or not game:
        raise SaveError("the journal names no game")
    raw_seats = header.get("seats")
    if not isinstance(raw_seats, list) or not raw_seats:
        raise SaveError("the journal lists no seats")
    try:
        seats = tuple(SeatSpec.model_validate(seat) for seat in raw_seats)
    except ValidationError as error:
        raise SaveError(f"seats.{describe_validation_error(error)}") from None
    pieces = tail.split("\n")
    if not whole:
        pieces = pieces[1:]
    finished, actions = False, 0
    for position, piece in enumerate(reversed(pieces)):
        if not piece.strip():
            continue
        try:
            entry = json.loads(piece)
        except ValueError:
            if position <= 1:
                continue  # a cut-off last line
            break
        if not isinstance(entry, dict):
            break
        if "result" in entry:
            finished = True
        elif type(entry.get("undo")) is int:
            actions = entry["undo"]
            break
        elif type(entry.get("n")) is int:
            actions = entry["n"]
            break
        else:
            break
    return JournalSummary(game, seats, actions, finished)


def _parse_line(line: str, number: int) -> Any:
    try:
        data = json.loads(line, parse_constant=_refuse_constant)
    except RecursionError:
        raise SaveError(f"line {number} of the journal is nested too deeply") from None
    except ValueError:
        raise SaveError(f"line {number} of the journal is damaged (not a JSON line)") from None
    from tabletop_core.replay import _depth_exceeds

    if _depth_exceeds(data, MAX_DEPTH):
        raise SaveError(f"line {number} of the journal is nested more than {MAX_DEPTH} levels deep")
    return data


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _line(data: Any) -> str:
    try:
        return json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":")) + "\n"
    except (TypeError, ValueError) as error:
        raise SaveError(f"cannot write the save: {str(error).splitlines()[0]}") from None


def _short(value: Any, limit: int = 30) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
