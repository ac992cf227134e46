"""A room's record: who may sit where (token and code digests), the host's rules, names, who is
away and which plies bots played for people, written under ``DATA/rooms`` (or in Redis) so a
restarted server lets everybody back in."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_core.online.protocol import PROTOCOL
from tabletop_core.online.room_basics import SPECTATOR, TOKENS_PER_SEAT
from tabletop_core.storage import atomic_write_text

if TYPE_CHECKING:
    from tabletop_core.online.room import Room


def write_room_file(folder: Path, room: Room) -> None:
    """Keep who may sit where (as token digests), so a restarted server lets them back in."""
    folder.mkdir(parents=True, exist_ok=True)
    data = room_record(room)
    atomic_write_text(folder / f"{room.match_id}.json", json.dumps(data, indent=1) + "\n")


def room_record(room: Room) -> dict[str, Any]:
    """What a room file (or the room's Redis record) holds: token and code digests, rules,
    names, who is away, which plies bots played for people."""
    return {
        "protocol": PROTOCOL,
        "match": room.match_id,
        "game": room.match.game.info.id,
        "tokens": room.token_digests,
        "spectators": room.spectator_digests,
        "rules": room.rules.as_json(),
        "names": room.match.names,
        "away": sorted(room.away),
        "played_for": sorted(room.played_for),
        "more_tokens": {str(seat): digests for seat, digests in room.more_tokens.items()},
        "host": room.host_digest,
        "codes": room.codes,
        "replaced_by": room.replaced_by,
        "over": room.match.is_over,
    }


def restore_seats(room: Room, data: dict[str, Any]) -> None:
    """Who was away and the plies bots played for people, as the room file recorded them
    (a file written before the match was resumed from its journal may name a ply the journal
    never got: it is dropped)."""
    humans = {seat for seat, spec in enumerate(room.match.seats) if spec.kind == "human"}
    played = len(room.match.actions)
    room.away = {seat for seat in data.get("away") or () if seat in humans}
    room.played_for = {
        ply for ply in data.get("played_for") or () if type(ply) is int and 0 <= ply < played
    }
    room.more_tokens = {
        int(seat): [str(d) for d in digests][-TOKENS_PER_SEAT:]
        for seat, digests in (data.get("more_tokens") or {}).items()
        if int(seat) in humans and isinstance(digests, list)
    }
    host = data.get("host")
    room.host_digest = host if isinstance(host, str) else None
    room.codes = {
        str(digest): int(seat)
        for digest, seat in (data.get("codes") or {}).items()
        if int(seat) in humans or int(seat) == SPECTATOR
    }
    replaced = data.get("replaced_by")
    room.replaced_by = replaced if isinstance(replaced, str) else None
