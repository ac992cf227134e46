"""The seats this computer holds in online matches, so a window (or ``tabletop host``) that was
closed or crashed takes its seat again: "Continue" on the launcher.

One file, ``online/seats.json`` in the user's data folder (``TABLETOP_DATA_DIR`` moves it),
readable and writable by the user alone (mode 0600, in a folder of mode 0700): it holds each
seat's token and, for a match this computer opened, the host's key, which is what a seat is.
A file that cannot be read is kept aside (``seats.json.bad``) and counts as empty, with one line
on stderr; nothing read from it is evaluated.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop_core.messages import one_line
from tabletop_core.storage import atomic_write_text, data_dir

MOST = 40
"""Seats kept at most (the most recently used ones)."""

Secret = Field(default=None, min_length=22, max_length=128, pattern=r"^[A-Za-z0-9_-]+$")


class KeptSeat(BaseModel):
    """One seat (or a match hosted from here with no seat here) on one server."""

    model_config = ConfigDict(extra="ignore")

    server: str = Field(max_length=200)
    match: str = Field(max_length=80)
    game: str = Field(max_length=60)
    seat: int | None = Field(default=None, ge=0, le=64)
    token: str | None = Secret
    host: str | None = Secret
    """The host's key: issue codes, deal again (only for a match opened from here)."""
    names: list[str] = Field(default_factory=list, max_length=12)
    used: float = 0.0
    """When it was last played from here (seconds since the epoch)."""
    over: bool = False
    local: bool = False
    """The match is on this computer's own server (started again to continue, if need be)."""

    def same_seat(self, other: KeptSeat) -> bool:
        if self.server != other.server:
            return False
        if self.token is not None or other.token is not None:
            return self.token == other.token
        return self.match == other.match


class _File(BaseModel):
    seats: list[KeptSeat] = Field(default_factory=list, max_length=200)


def kept_path() -> Path:
    return data_dir() / "online" / "seats.json"


def load_kept() -> list[KeptSeat]:
    """The seats kept, most recently used first ([] when there is no file or it is damaged)."""
    path = kept_path()
    try:
        _private(path)
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except OSError as error:
        print(f"tabletop: cannot read {path}: {error.strerror}", file=sys.stderr)
        return []
    try:
        seats = _File.model_validate_json(text).seats
    except (ValueError, ValidationError) as error:
        print(
            f"tabletop: {path} is damaged ({one_line(error)}); kept as {path.name}.bad",
            file=sys.stderr,
        )
        with contextlib.suppress(OSError):
            os.replace(path, path.with_name(path.name + ".bad"))
        return []
    return sorted(seats, key=lambda kept: -kept.used)


def to_continue() -> list[KeptSeat]:
    """The seats a person can sit down at again: a token held, the match not seen to end."""
    return [kept for kept in load_kept() if kept.token is not None and not kept.over]


def keep(seat: KeptSeat) -> None:
    """Remember ``seat`` (replacing what was kept of the same seat), used now."""
    seat = seat.model_copy(update={"used": time.time()})
    seats = [seat, *(kept for kept in load_kept() if not kept.same_seat(seat))]
    _write(seats[:MOST])


def update(seat: KeptSeat, **changes: object) -> KeptSeat:
    """Change what is kept of ``seat`` (its match after dealing again, the end seen)."""
    changed = seat.model_copy(update=changes)
    seats = load_kept()
    for index, kept in enumerate(seats):
        if kept.same_seat(seat):
            seats[index] = changed.model_copy(update={"used": time.time()})
            _write(seats)
            break
    return changed


def forget(seat: KeptSeat) -> None:
    _write([kept for kept in load_kept() if not kept.same_seat(seat)])


def find(server: str, match: str) -> KeptSeat | None:
    """What is kept of ``match`` on ``server`` (a seat's or the host's), or None."""
    return next((k for k in load_kept() if k.server == server and k.match == match), None)


def _write(seats: list[KeptSeat]) -> None:
    path = kept_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(OSError):
        path.parent.chmod(0o700)
    atomic_write_text(path, _File(seats=seats).model_dump_json(indent=1) + "\n")
    _private(path)


def _private(path: Path) -> None:
    """The file readable by its owner alone, whatever made it otherwise."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return
    if mode & 0o077:
        path.chmod(0o600)
