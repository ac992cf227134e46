"""What a computer keeps of its online seats (for "Continue"): a file only its user may read,
whatever made it wider; a damaged file is kept aside, told in one line, and counts as empty."""

from __future__ import annotations

import os
import stat

from tabletop_core.online import kept_seats
from tabletop_core.online.kept_seats import KeptSeat

TOKEN = "A" * 32


def seat(match: str = "m1", token: str | None = TOKEN, **more: object) -> KeptSeat:
    return KeptSeat(
        server="http://127.0.0.1:8765", match=match, game="damit", seat=0, token=token, **more
    )


def test_the_file_is_the_users_alone(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    wide = os.umask(0)  # a umask that lets everybody read: the file is private anyway
    try:
        kept_seats.keep(seat())
    finally:
        os.umask(wide)
    path = kept_seats.kept_path()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    path.chmod(0o644)  # widened by something else: put back when read
    assert [k.token for k in kept_seats.load_kept()] == [TOKEN]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_continue_offers_unfinished_seats_most_recent_first(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    kept_seats.keep(seat("m1"))
    kept_seats.keep(seat("m2", token="B" * 32))
    kept_seats.keep(seat("m3", token=None, host="C" * 32))  # hosted, no seat here
    kept_seats.keep(seat("m1"))  # the same seat again: one entry, used last
    assert [k.match for k in kept_seats.to_continue()] == ["m1", "m2"]
    first = kept_seats.to_continue()[0]
    kept_seats.update(first, over=True)
    assert [k.match for k in kept_seats.to_continue()] == ["m2"]
    kept_seats.forget(kept_seats.to_continue()[0])
    assert kept_seats.to_continue() == []
    assert kept_seats.find("http://127.0.0.1:8765", "m3").host == "C" * 32


def test_a_damaged_file_is_kept_aside_in_one_line(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    path = kept_seats.kept_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"seats": [{"server": "x", "match": ' + "[" * 5000)
    assert kept_seats.load_kept() == []
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and "damaged" in said[0] and "seats.json.bad" in said[0]
    assert path.with_name("seats.json.bad").exists() and not path.exists()
    kept_seats.keep(seat())  # and a new file starts
    assert [k.match for k in kept_seats.load_kept()] == ["m1"]
