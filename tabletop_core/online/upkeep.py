"""The matches' upkeep: each change told to its seats, the bots played, the turn clocks kept on
the server's clock, shared matches renewed, and old matches let go."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any

from tabletop_core.i18n import N_
from tabletop_core.online.protocol import dumps
from tabletop_core.online.room import Listener, Room
from tabletop_core.online.rooms import Rooms
from tabletop_core.online.shared import RENEW_EVERY, LeaseLost, Unavailable, played

log = logging.getLogger("tabletop.online")


def broadcast(room: Room, updates: list[tuple[int, str]]) -> None:
    for seat, text in updates:
        for listener in [item for item in room.listeners if item.seat == seat]:
            _offer(room, listener, text)
    clock = room.clock_message()
    if updates and clock is not None:
        tell_everyone(room, clock)


def tell_everyone(room: Room, message: dict[str, Any]) -> None:
    """A public message (who is there, the clock) to every connection of the match."""
    text = dumps(message)
    for listener in list(room.listeners):
        _offer(room, listener, text)


def _offer(room: Room, listener: Listener, text: str) -> None:
    if not listener.offer(text) and listener in room.listeners:
        room.listeners.remove(listener)  # dropped: it resyncs when it is back


async def after_change(rooms: Rooms, room: Room, updates: list[tuple[int, str]]) -> None:
    """Tell everybody what changed; a match that just ended closes its files and says so."""
    room.touch()
    broadcast(room, updates)
    if not room.match.is_over:
        room.finished_at = None  # (an end taken back)
    elif room.finished_at is None:
        room.finished_at = rooms.clock()
        rooms.counts["matches_finished"] += 1
        result = room.match.result
        winners = ", ".join(room.match.names[w] for w in result.winners) if result else "?"
        log.info(
            "match %s (%s) is over: won by %s", room.match_id, room.match.game.info.id, winners
        )
        await asyncio.to_thread(_close_files, rooms, room)


def _close_files(rooms: Rooms, room: Room) -> None:
    rooms.write(room)
    error = room.match.save_and_close()
    room.journal_open = False
    if error is not None:
        log.warning("match %s: its journal could not be closed: %s", room.match_id, error)


async def play_bots(rooms: Rooms, room: Room) -> None:
    """Let the bots play until a person is to act (their seats' views; off the event loop)."""
    while room.bot_to_act():
        try:
            updates = await played(room.match, lambda: room.updates_after(room.bot_step()))
        except (Unavailable, LeaseLost) as error:  # not stored: nobody hears of it
            await rooms.lost(room, str(error))
            return
        await after_change(rooms, room, updates)


TICK = 0.25
"""Seconds between the server's looks at empty seats and turn clocks."""
UPKEEP = 1.0
"""Seconds between looks at idle and finished matches."""
DISK_UPKEEP = 600.0
"""Seconds between looks for finished matches whose retention ran out."""


async def keep_time(rooms: Rooms) -> None:
    """Mark seats left empty too long as away (a bot plays them), play the default move of a
    person whose turn clock ran out, and look after idle and finished matches."""
    upkept = disk_upkept = rooms.clock()
    while True:
        await asyncio.sleep(TICK)
        for room in list(rooms.rooms.values()):
            if room.match.is_over or (
                room.rules.away_after is None and room.rules.turn_clock is None
            ):
                continue
            lock = rooms.locks.get(room.match_id)
            if lock is None:
                continue
            async with lock:
                try:
                    await _look_at(rooms, room)
                except Exception as error:  # one match's trouble must not stop the others
                    log.warning("match %s: %s", room.match_id, error)
        now = rooms.clock()
        try:
            if now - upkept >= UPKEEP:
                upkept = now
                await upkeep(rooms)
            if now - disk_upkept >= DISK_UPKEEP:
                disk_upkept = now
                await asyncio.to_thread(remove_old_matches, rooms)
        except Exception:  # a fault of the server's own: on record whole, and upkeep goes on
            log.exception("the server's upkeep failed")


LATE = RENEW_EVERY
"""Seconds past its time a lease renewal counts as late (the node is starved of CPU, or was
paused): counted, and said in the log at most once per :data:`LATE_SAID_EVERY`."""
LATE_SAID_EVERY = 10.0


async def keep_leases(rooms: Rooms) -> None:
    """Renew this node's leases every :data:`RENEW_EVERY` on a task of its own, so that no
    match's lock or the upkeep of the others comes before it, and look for the matches of
    nodes that died. How late each renewal comes is measured: a starved node renews late but
    keeps its matches (a lease that lapsed is taken back when nobody else took it)."""
    said = -LATE_SAID_EVERY
    due = time.monotonic() + RENEW_EVERY
    while True:
        await asyncio.sleep(max(0.0, due - time.monotonic()))
        now = time.monotonic()
        late = now - due
        due = now + RENEW_EVERY
        if late > LATE:
            rooms.counts["lease_renewals_late"] += 1
            if now - said >= LATE_SAID_EVERY:
                said = now
                log.warning("lease renewal %.1f s late: this node is short of CPU", late)
        try:
            await keep_shared(rooms)
        except asyncio.CancelledError:
            raise
        except Exception:  # a fault of the server's own: on record whole, renewals go on
            log.exception("the node's lease renewal failed")


async def keep_shared(rooms: Rooms) -> None:
    """Renew this node's leases (a match whose lease it lost leaves it) and take on the
    matches of nodes that died (their leases ran out while they were being played)."""
    shared = rooms.shared
    assert shared is not None
    try:
        stored = {m: getattr(room.match, "stored", 0) for m, room in rooms.rooms.items()}
        for match_id in await shared.renew(stored):
            room = rooms.rooms.get(match_id)
            if room is not None:
                await rooms.lost(room, "another node runs this match now")
        for match_id in await shared.orphans():
            if len(rooms.rooms) >= rooms.limits.max_matches:
                break
            room = await rooms.room_or_load(match_id)
            if room is None:
                if await shared.read_room(match_id) is None or not await shared.owner(match_id):
                    await shared.release(match_id)  # nothing left to play: not running
                continue
            lock = rooms.locks.get(room.match_id)
            if lock is not None:
                async with lock:
                    await play_bots(rooms, room)
    except Unavailable:
        pass  # said once in the log; everything waits for Redis


async def upkeep(rooms: Rooms) -> None:
    """Close the files of matches nobody moved in for a while; let finished ones leave."""
    limits = rooms.limits
    now = rooms.clock()
    for room in list(rooms.rooms.values()):
        lock = rooms.locks.get(room.match_id)
        if lock is None or lock.locked():
            continue
        if room.finished_at is not None and now - room.finished_at >= limits.finished_linger:
            async with lock:
                for listener in list(room.listeners):
                    listener.offer(dumps({"type": "error", "reason": N_("this match is over")}))
                    listener.close(1000, N_("this match is over"))
                room.listeners.clear()
                if room.journal_open:
                    await asyncio.to_thread(_close_files, rooms, room)
                rooms.forget(room)
            log.info("match %s left memory (over)", room.match_id)
        elif (
            not room.journal_open
            and not room.listeners
            and now - room.last_move >= limits.idle_forget
            and not room.bot_to_act()
        ):
            rooms.forget(room, over=False)
            log.info("match %s left memory (idle; back when someone comes)", room.match_id)
        elif room.journal_open and now - room.last_move >= limits.idle_close:
            async with lock:
                if rooms.clock() - room.last_move < limits.idle_close:
                    continue
                error = await asyncio.to_thread(room.match.save_and_close)
                room.journal_open = False
                rooms.counts["journals_closed_idle"] += 1
                if error is not None:
                    log.warning(
                        "match %s: its journal could not be closed: %s", room.match_id, error
                    )
    rooms.codes.forget_old()
    rooms.peers.sweep()
    rooms.refusals.flush()


def remove_old_matches(rooms: Rooms) -> None:
    """Delete the journal and room file of each finished match older than the retention."""
    limit = time.time() - rooms.limits.retention
    for path in rooms.room_folder.glob("*.json"):
        try:
            if path.stat().st_mtime > limit:
                continue
            data = json.loads(path.read_text(encoding="utf-8"))
            gone = data.get("over") or data.get("replaced_by")  # (dealt again: put aside)
            if not gone or data.get("match") in rooms.rooms:
                continue
            journal = rooms.data / "autosaves" / f"{data['game']}-{data['match']}.json"
            journal.unlink(missing_ok=True)
            path.unlink()
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            log.warning("%s: not removed: %s", path.name, error)
            continue
        rooms.counts["matches_removed"] += 1
        log.info("match %s removed from disk (over, kept its time)", data["match"])


async def _look_at(rooms: Rooms, room: Room) -> None:
    if room.mark_away():
        tell_everyone(room, room.seats_message())
    if room.out_of_time():
        try:
            updates = await played(room.match, lambda: room.updates_after(room.play_default()))
        except (Unavailable, LeaseLost) as error:  # not stored: nobody hears of it
            await rooms.lost(room, str(error))
            return
        await after_change(rooms, room, updates)
    await play_bots(rooms, room)


# -- the app ------------------------------------------------------------------------------
