"""Online play over loopback: many concurrent four-seat Dam It! matches, every seat a client of
its own connection playing random legal moves, against one ``tabletop serve`` process.

Reports actions per second (the whole server) and the round trip of a move (sent → this seat's
update with it back) at p50 and p99, with the machine's load. The goal is 200 concurrent
matches with p99 under 50 ms. The clients speak ``tabletop.online/1`` on one asyncio loop in
this process (a thread per client would take the cores the server needs); they pick a move from
the update's ``legal`` list, as a third-party client would, without decoding views.

    python benchmarks/online.py [--matches 200] [--moves 40] [--think 0] [--profile out.prof]
    python benchmarks/online.py --floods
    python benchmarks/online.py --redis [--nodes 3] --matches 400 --think 5

``--floods`` plays one honest four-seat match (then another, as each ends) against a server
with 256 file handles while each attack of :mod:`tabletop_core.online.siege` runs in turn, and
reports the honest moves' round trip (p50, p99, longest) under each, with the attack's figures,
the server's memory and its open files.

With ``--think 0`` every seat moves the instant its turn comes: the server's saturation, every
match always waiting for it. ``--think S`` has each seat wait 0.5 S to 1.5 S first, as people
do. ``--profile`` runs the server under cProfile (its main thread) and writes the profile there.

``--redis`` starts a real ``redis-server`` (append-only, fsync at every write: the settings
docs/online.md gives for acknowledged moves to survive a Redis restart) and ``--nodes``
``tabletop serve --redis`` nodes; the matches are opened round-robin over the nodes and each
seat connects to a node of its own (three seats in four are relayed to the node running their
match). The CPU per move is reported for the nodes together and for Redis.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import websockets

from tabletop_core.online.client import play_url
from tabletop_core.online.loopback import Server, host
from tabletop_core.online.protocol import PROTOCOL


async def seat(
    url: str,
    code: str,
    moves: int,
    seed: int,
    think: float,
    trips: list[float],
    arrive: float = 0.0,
) -> int:
    """Play one seat until the match has had ``moves`` actions or ends; returns actions sent.
    ``think``: seconds it waits before each move (a person thinks; 0: the server's limit);
    ``arrive``: seconds it waits before connecting (people do not all come in the same
    instant)."""
    rng = random.Random(seed)
    await asyncio.sleep(arrive)
    return await _play_seat(url, code, moves, rng, think, trips)


DROPPED: list[str] = []
"""Seats whose connection dropped mid-run (a machine too loaded to answer pings in time);
each comes back with its token, as a client does, and the benchmark says how many did."""


async def _play_seat(
    url: str, code: str, moves: int, rng: random.Random, think: float, trips: list[float]
) -> int:
    sent = 0
    token: str | None = None
    while True:
        first = (
            {"type": "join", "protocol": PROTOCOL, "code": code}
            if token is None
            else {"type": "hello", "protocol": PROTOCOL, "token": token}
        )
        try:
            async with websockets.connect(
                url, max_size=16 * 1024 * 1024, open_timeout=60, ping_interval=None
            ) as ws:
                await ws.send(json.dumps(first))
                welcome = json.loads(await ws.recv())
                if welcome["type"] != "welcome":
                    raise RuntimeError(f"not seated: {welcome}")
                token = token or welcome["token"]
                me = welcome["seat"]
                waiting: tuple[int, float] | None = None
                async for text in ws:
                    message = json.loads(text)
                    if message["type"] == "refused":
                        raise RuntimeError(message["reason"])
                    if message["type"] != "update":
                        continue
                    ply = message["ply"]
                    if waiting is not None and ply > waiting[0]:
                        trips.append(time.perf_counter() - waiting[1])
                        waiting = None
                    if message["over"] or ply >= moves:
                        return sent
                    legal = message.get("legal")
                    if legal and message["to_act"] == me:
                        action = legal[rng.randrange(len(legal))]["action"]
                        if think:
                            await asyncio.sleep(think * (0.5 + rng.random()))
                        waiting = (ply, time.perf_counter())
                        await ws.send(json.dumps({"type": "act", "seq": ply, "action": action}))
                        sent += 1
            return sent
        except (websockets.ConnectionClosedError, OSError, TimeoutError):
            DROPPED.append(code)  # back with its token (or, not seated yet, its code again)
            if DROPPED.count(code) > 20:
                raise
            await asyncio.sleep(0.2)


async def drive(
    urls: list[str], codes: list[str], moves: int, think: float, trips: list[float]
) -> int:
    """Every seat plays; seat ``i`` connects to ``urls[i % len(urls)]``."""
    results = await asyncio.gather(
        *(seat(urls[i % len(urls)], code, moves, i, think, trips) for i, code in enumerate(codes))
    )
    return sum(results)


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used (user and system), from /proc."""
    return sum(cpu_split(pid))


def cpu_split(pid: int) -> tuple[float, float]:
    """The CPU time a process has used: user, system (the kernel's work on its behalf)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def _percentiles(trips: list[float]) -> str:
    if not trips:
        return "no honest move"
    trips = sorted(trips)
    p99 = trips[min(len(trips) - 1, int(len(trips) * 0.99))]
    return (
        f"{len(trips):4d} moves, p50 {statistics.median(trips) * 1000:6.1f} ms, "
        f"p99 {p99 * 1000:6.1f} ms, longest {trips[-1] * 1000:6.1f} ms"
    )


def floods() -> None:
    from tabletop_core.online.siege import (
        ATTACKER,
        SIEGE_OPTIONS,
        Honest,
        Siege,
        open_files,
        open_match,
        rss_mib,
    )

    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "server.log"
        server = Server(Path(folder) / "data", options=SIEGE_OPTIONS, max_files=256, log=log)
        server.start()
        assert server.process is not None
        pid = server.process.pid
        time.sleep(0.5)
        rss, files = rss_mib(pid), open_files(pid)
        honest = Honest(server.url, think=0.1)
        honest.start()
        siege = Siege(server.port, pid)
        victim = open_match(server.url, ATTACKER)
        attacks = [
            ("no attack (5 s)", lambda: time.sleep(5) or {}),
            ("endless chunked body", siege.endless_body),
            ("matches opened in a flood", siege.match_flood),
            ("40 half-open upgrades trickling", siege.trickling_upgrades),
            ("spectator asking, never reading", lambda: siege.slow_spectator(honest.watch)),
            ("snapshot flood (3,000 asked)", lambda: siege.snapshot_flood(honest.watch)),
            ("malformed frames", lambda: siege.malformed(victim["watch"])),
            ("60 connections from one address", siege.connection_flood),
            (
                "seat code redeemed to watch 1,500 times",
                lambda: siege.spectator_redemptions(
                    victim["codes"][1]["code"],
                    room_file=server.data / "rooms" / f"{victim['match']}.json",
                ),
            ),
            (
                "30 wrong join codes, then the right one",
                lambda: siege.guessing(victim["codes"][0]["code"]),
            ),
        ]
        try:
            time.sleep(2)
            for name, attack in attacks:
                start = time.monotonic()
                figures = attack()
                time.sleep(1)  # the honest moves that were waiting come back
                trips = honest.between(start, time.monotonic())
                print(f"{name:42s} {_percentiles(trips)}  {figures}", flush=True)
            honest.stop()
            grown = rss_mib(pid) - rss
            deadline = time.monotonic() + 20
            while open_files(pid) > files and time.monotonic() < deadline:
                time.sleep(0.25)
            print(
                f"honest: {honest.matches} matches, {len(honest.trips)} moves, longest round trip "
                f"{honest.longest_wait() * 1000:.0f} ms, problems {honest.problems or 'none'}; "
                f"server memory +{grown:.1f} MiB, open files {files} -> {open_files(pid)}; "
                f"tracebacks in the log: {log.read_text().count('Traceback')} "
                f"(load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
            )
        finally:
            honest.stop()
            server.stop()


ARRIVALS = 0.005
"""Seconds between two seats' arrivals with --redis (1,600 connections come in over 8 s)."""


def on_redis(
    matches: int,
    moves: int,
    think: float,
    count: int,
    profile: Path | None = None,
    keep_logs: Path | None = None,
) -> None:
    from tabletop_core.online.redis_loopback import RedisServer

    with tempfile.TemporaryDirectory() as folder:
        redis = RedisServer(Path(folder) / "redis")
        redis.start()
        many = 4 * matches + 64
        limits = [f"matches-per-minute={matches + 1}", f"connections-per-address={many}"]
        options = ["--redis", redis.url, *(p for limit in limits for p in ("--limit", limit))]
        nodes = [
            Server(
                Path(folder) / f"node-{i}",
                options=options,
                log=Path(folder) / f"node-{i}.log",
                profile=profile if i == 0 else None,  # the first node, with --profile
            )
            for i in range(count)
        ]
        try:
            for node in nodes:
                node.start()
            codes: list[str] = []
            for i in range(matches):
                opened = host(nodes[i % count], "damit", [{"kind": "invited"}] * 4)
                codes.extend(entry["code"] for entry in opened["codes"])
            urls = [play_url(node.url) for node in nodes]
            # seat k of match i connects to node (i + k + 1) % count: mostly not the match's own
            order = [urls[(i // 4 + i % 4 + 1) % count] for i in range(len(codes))]
            pids = [n.process.pid for n in nodes if n.process is not None]
            assert redis.process is not None
            cpu = [cpu_split(pid) for pid in pids]
            redis_cpu = cpu_seconds(redis.process.pid)
            trips: list[float] = []
            start = time.perf_counter()

            async def run() -> int:
                results = await asyncio.gather(
                    *(
                        seat(url, code, moves, i, think, trips, arrive=i * ARRIVALS)
                        for i, (url, code) in enumerate(zip(order, codes, strict=True))
                    )
                )
                return sum(results)

            actions = asyncio.run(run())
            elapsed = time.perf_counter() - start
            node_user = sum(cpu_split(pid)[0] for pid in pids) - sum(c[0] for c in cpu)
            node_system = sum(cpu_split(pid)[1] for pid in pids) - sum(c[1] for c in cpu)
            node_cpu = node_user + node_system
            redis_cpu = cpu_seconds(redis.process.pid) - redis_cpu
            load = os.getloadavg()[0]
            # what the nodes said while the seats played (stopping, each hands its matches on)
            during = "".join(n.log.read_text() for n in nodes if n.log is not None)
            logs = "".join(node.stop() for node in nodes)
            if keep_logs is not None:
                keep_logs.mkdir(parents=True, exist_ok=True)
                for i, node in enumerate(nodes):
                    if node.log is not None:
                        (keep_logs / f"node-{i}.log").write_text(node.log.read_text())
            if "Traceback" in logs:  # shown whole: a fault of the server's own
                start = logs.index("Traceback")
                print(logs[max(0, start - 300) : start + 4000], file=sys.stderr)
        finally:
            for node in nodes:
                node.stop()
            redis.stop()
    trips.sort()
    p99 = trips[min(len(trips) - 1, int(len(trips) * 0.99))]
    print(
        f"{matches} four-seat Dam It! matches over {count} nodes on Redis ({len(codes)} "
        f"connections), {actions} moves in {elapsed:.1f} s: {actions / elapsed:.0f} actions/s; "
        f"round trip p50 {statistics.median(trips) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms; "
        f"CPU per move: nodes {node_cpu / max(1, actions) * 1000:.2f} ms (user "
        f"{node_user / max(1, actions) * 1000:.2f}, system "
        f"{node_system / max(1, actions) * 1000:.2f}), redis "
        f"{redis_cpu / max(1, actions) * 1000:.2f} ms; think time {think:g} s "
        f"(load {load:.1f} on {os.cpu_count()} cores); tracebacks in the nodes' logs: "
        f"{logs.count('Traceback')}; seats dropped mid-run: {len(DROPPED)}; matches taken on "
        f"by a node: {during.count('taken on by this node')}, given up: "
        f"{during.count('another node runs this') + during.count('is run by another node')}; "
        f"lease renewals late: {during.count('lease renewal')} said (at most one per node "
        "per 10 s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--moves", type=int, default=40, help="actions per match")
    parser.add_argument(
        "--think", type=float, default=0.0, help="seconds a seat waits before each move"
    )
    parser.add_argument(
        "--profile",
        type=Path,
        help="profile the server (with --redis, the first node) into this file",
    )
    parser.add_argument(
        "--floods", action="store_true", help="the honest round trip under each attack"
    )
    parser.add_argument(
        "--redis", action="store_true", help="several serve --redis nodes sharing a redis-server"
    )
    parser.add_argument("--nodes", type=int, default=3, help="nodes, with --redis")
    parser.add_argument("--keep-logs", type=Path, help="with --redis: copy the nodes' logs here")
    args = parser.parse_args()
    if args.floods:
        floods()
        return
    if args.redis:
        on_redis(args.matches, args.moves, args.think, args.nodes, args.profile, args.keep_logs)
        return
    with tempfile.TemporaryDirectory() as folder:
        many = 4 * args.matches + 64  # every seat's connection comes from this one address
        limits = [f"matches-per-minute={args.matches + 1}", f"connections-per-address={many}"]
        options = [part for limit in limits for part in ("--limit", limit)]
        server = Server(Path(folder), profile=args.profile, options=options)
        server.start()
        try:
            codes: list[str] = []
            for _ in range(args.matches):
                opened = host(server, "damit", [{"kind": "invited"}] * 4)
                codes.extend(entry["code"] for entry in opened["codes"])
            trips: list[float] = []
            assert server.process is not None
            cpu = cpu_seconds(server.process.pid)
            start = time.perf_counter()
            actions = asyncio.run(
                drive([play_url(server.url)], codes, args.moves, args.think, trips)
            )
            elapsed = time.perf_counter() - start
            cpu = cpu_seconds(server.process.pid) - cpu
            load = os.getloadavg()[0]
        finally:
            out = server.stop()
    if args.profile and out.strip():
        print(out.strip(), file=sys.stderr)
    trips.sort()
    p99 = trips[min(len(trips) - 1, int(len(trips) * 0.99))]
    print(
        f"{args.matches} four-seat Dam It! matches ({len(codes)} connections), {actions} moves "
        f"in {elapsed:.1f} s: {actions / elapsed:.0f} actions/s; round trip p50 "
        f"{statistics.median(trips) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms; server CPU "
        f"{cpu / max(1, actions) * 1000:.2f} ms per move; think time {args.think:g} s "
        f"(load {load:.1f} on {os.cpu_count()} cores)"
    )


if __name__ == "__main__":
    main()
