"""Moving a match between the engines: from Redis to a single server's files and back.

``tabletop export-match MATCH --redis URL --out FILE`` writes the match's journal
(``tabletop.journal/1``, so ``tabletop replay FILE`` reads it); ``--data DIR`` writes it where a
single ``tabletop serve --data DIR`` keeps its matches (``autosaves/<game>-<match>.json`` and
``rooms/<match>.json``), so that server resumes it with every seat's tokens and codes.
``tabletop import-match MATCH --data DIR --redis URL`` does the opposite. Both check the
journal by replaying it first: nothing that would not load is moved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tabletop_core.journal import parse_journal, replay_to_journal
from tabletop_core.online.shared import INSTALL, journal_key, room_key
from tabletop_core.replay import SaveError, read_save
from tabletop_core.storage import atomic_write_text

RETENTION = 30 * 24 * 3600
"""Seconds an imported match's record and digests stay in Redis (the server's default)."""


class MoveError(Exception):
    """The match cannot be moved; one line."""


def _client(url: str) -> Any:
    try:
        import redis
    except ImportError:
        raise MoveError(INSTALL) from None
    return redis.Redis.from_url(url, decode_responses=True, socket_timeout=5)


def _checked(text: str, registry: Any) -> Any:
    """The replay a journal records, after replaying it (SaveError: why it would not load)."""
    from tabletop_core.match import Match

    replay = parse_journal(text).replay
    registered = registry.games.get(replay.game)
    if registered is None:
        raise MoveError(f"the match needs the game {replay.game!r}, which is not installed")
    try:
        Match.from_replay(replay, registered.game)
    except SaveError as error:
        raise MoveError(f"the match does not replay: {error}") from None
    return replay


def export_match(
    url: str, match_id: str, registry: Any, *, out: Path | None = None, data: Path | None = None
) -> list[Path]:
    """Write the match ``match_id`` from Redis as a journal file (``out``) and/or into a
    single server's folder (``data``); returns the files written."""
    from redis.exceptions import RedisError

    client = _client(url)
    try:
        entries = client.xrange(journal_key(match_id))
        record_text = client.get(room_key(match_id))
    except RedisError as error:
        raise MoveError(f"redis unavailable at {url}: {error}") from None
    finally:
        client.close()
    if not entries:
        raise MoveError(f"there is no match {match_id} in Redis")
    text = "".join(fields["l"] for _id, fields in entries)
    try:
        replay = _checked(text, registry)
    except SaveError as error:
        raise MoveError(f"match {match_id}: {error}") from None
    written: list[Path] = []
    if out is not None:
        atomic_write_text(out, text)
        written.append(out)
    if data is not None:
        journal = data / "autosaves" / f"{replay.game}-{match_id}.json"
        journal.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(journal, text)
        written.append(journal)
        if record_text is not None:
            room = data / "rooms" / f"{match_id}.json"
            room.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(room, json.dumps(json.loads(record_text), indent=1) + "\n")
            written.append(room)
    return written


def import_match(
    url: str, match_id: str, data: Path, registry: Any, retention: int = RETENTION
) -> str:
    """Put the match ``match_id`` kept by a single server under ``data`` into Redis, with its
    seats' digests; returns its game. Refused when Redis holds that match already."""
    from redis.exceptions import RedisError

    room_path = data / "rooms" / f"{match_id}.json"
    try:
        record = json.loads(room_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise MoveError(f"{room_path}: {error}") from None
    journal = data / "autosaves" / f"{record.get('game')}-{match_id}.json"
    try:
        replay, _note = read_save(journal)
    except SaveError as error:
        raise MoveError(f"{journal}: {error}") from None
    text = replay_to_journal(replay)
    _checked(text, registry)
    lines = text.splitlines(keepends=True)
    digests = [d for d in record.get("tokens") or [] if d]
    for more in (record.get("more_tokens") or {}).values():
        digests += list(more)
    digests += list(record.get("spectators") or [])
    client = _client(url)
    try:
        if client.exists(journal_key(match_id)):
            raise MoveError(f"match {match_id} is in Redis already")
        with client.pipeline(transaction=True) as pipe:
            for line in lines:
                pipe.xadd(journal_key(match_id), {"l": line})
            pipe.expire(journal_key(match_id), retention)
            pipe.set(room_key(match_id), json.dumps(record), ex=retention)
            for digest in digests:
                pipe.set(f"tt:token:{digest}", match_id, ex=retention)
            for digest in record.get("codes") or {}:
                pipe.set(f"tt:code:{digest}", match_id, ex=retention)
            pipe.execute()
    except RedisError as error:
        raise MoveError(f"redis unavailable at {url}: {error}") from None
    finally:
        client.close()
    return replay.game
