"""Online play over loopback: many concurrent four-seat Dam It! matches, every seat a client
playing random legal moves through its own connection, against one ``tabletop serve`` process.

Reports actions per second (the whole server) and the round trip of a move (sent → the seat's
update with it back) at p50 and p99, with the machine's load. The goal is 200 concurrent
matches with p99 under 50 ms; each client is a thread here, so on a small machine the clients
themselves compete with the server for the cores.

    python benchmarks/online.py [--matches 20] [--moves 40]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import threading
import time
from pathlib import Path

from tabletop_core.online.client import RemoteMatch
from tabletop_core.online.loopback import Server, host, join


def drive(
    client: RemoteMatch, moves: int, seed: int, trips: list[float], lock: threading.Lock
) -> None:
    """Play this seat's moves until the match has had ``moves`` actions or ends."""
    rng = random.Random(seed)
    while not client.is_over and client.ply < moves:
        client.wait(0.2)
        if client.to_act != client.seat or not client.action_labels():
            continue
        legal, ply = client.legal_actions(), client.ply
        start = time.perf_counter()
        try:
            client.act(legal[rng.randrange(len(legal))])
        except ConnectionError:
            continue
        while client.ply == ply and client.refusal is None:
            client.wait(5)
        with lock:
            trips.append(time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--moves", type=int, default=40, help="actions per match")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder))
        server.start()
        try:
            clients: list[RemoteMatch] = []
            for _ in range(args.matches):
                opened = host(server, "damit", [{"kind": "invited"}] * 4)
                clients.extend(join(server, entry["code"]) for entry in opened["codes"])
            trips: list[float] = []
            lock = threading.Lock()
            threads = [
                threading.Thread(target=drive, args=(c, args.moves, i, trips, lock))
                for i, c in enumerate(clients)
            ]
            start = time.perf_counter()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            elapsed = time.perf_counter() - start
            for client in clients:
                client.close()
        finally:
            server.stop()
    trips.sort()
    p99 = trips[min(len(trips) - 1, int(len(trips) * 0.99))]
    print(
        f"{args.matches} four-seat Dam It! matches, {len(trips)} moves in {elapsed:.1f} s: "
        f"{len(trips) / elapsed:.0f} actions/s; round trip p50 "
        f"{statistics.median(trips) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms "
        f"(load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )


if __name__ == "__main__":
    main()
