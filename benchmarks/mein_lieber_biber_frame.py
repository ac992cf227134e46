"""Frame time of a busy Mein lieber Biber table at 1280×720, headless software rendering.

The busy table: six players late in a round (beavers spread over the raft, a beaver on the dam,
big hands), the human's turn with a beaver in hand being steered (the raft leaning live as the
prediction says, recomputed whenever the aim changes), and — measured separately — the raft
rocking through a move's frames and the tip spectacle. Prints medians over a few hundred frames
against the 16.7 ms budget, and the load average (the CPU is shared).

    python benchmarks/mein_lieber_biber_frame.py [--frames 300]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time

from tabletop_core.render._arcade import load_arcade, want_headless

BUDGET_MS = 1000 / 60


def busy_match(registry, seed: int = 4):
    """Six seats; played (human moves by the random stand-in) until Ana is to play a card with
    at least five beavers away from the middle."""
    from tabletop_mein_lieber_biber.state import PLAY

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    names = ("Otto", "Benny", "Tina", "Ida", "Max")
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "normal") for n in names]
    for attempt in range(50):
        bots = {i: registry.make_bot("mein_lieber_biber", "normal") for i in range(1, 6)}
        match = Match(game, seats, seed + attempt, None, bots=bots)
        rng = random.Random(seed + attempt)
        while not match.is_over:
            match.run_bots()
            state = match.state
            if match.is_over:
                break
            spread = sum(1 for ring in state.raft.pieces().values() if ring)
            playable = [a for a in match.legal_actions() if type(a).__name__ == "Play"]
            if state.phase == PLAY and spread >= 5 and playable:
                return match
            match.act(game.random_action(state, rng))
    raise RuntimeError("no busy position found")


def _time(host, window, frames: int, step=None) -> list[float]:
    times = []
    for index in range(frames):
        start = time.perf_counter()
        if step is not None:
            step(index)
        host.on_update(1 / 60)
        host.on_draw()
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args()

    want_headless()
    arcade = load_arcade()
    import tabletop_mein_lieber_biber.plugin as biber_plugin

    from tabletop_core import plugins
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    registry = plugins.load(extra_plugins=[biber_plugin], autoload=False)
    window = arcade.Window(1280, 720, "biber frame", visible=False, antialiasing=False)
    shell = Shell(
        window, registry, Settings(bot_pacing=10, reduced_motion=False), on_quit=lambda: None
    )
    match = busy_match(registry)
    host = shell.start_match(match)
    table = host.table
    host.on_draw()
    card = sorted(table.scene.seat.playable_cards())[0]
    table.controller.pick(card)
    host.refresh()
    host.on_draw()
    window.ctx.finish()

    def steer(index: int) -> None:
        """The player steers every few frames: tail and spot change, the raft answers."""
        if index % 4 == 0:
            table.controller.turn(math.radians(7))
            table.controller.nudge(0.1 if (index // 40) % 2 else -0.1)

    steering = _time(host, window, args.frames, steer)

    # the raft rocking and tipping: replay the answer of the placement let fall, over and over
    from tabletop_mein_lieber_biber.fall import fall
    from tabletop_mein_lieber_biber.raft import wobble
    from tabletop_mein_lieber_biber.rules import preview
    from tabletop_mein_lieber_biber.table.motion import Fall, Rock, figures_of

    held = table.controller.held
    assert held is not None
    beavers, placed = preview(table.scene.seat.view, held.move, held.spot, held.tail)
    answer = wobble(table.scene.seat.view.poses, beavers, placed, 1.0)
    towards, falling = fall(answer, beavers)
    figures = figures_of(beavers)

    def rock(index: int) -> None:
        if not table.choreography.show.busy:
            table.choreography.show.add(Rock(answer.frames, figures))
            table.choreography.show.add(Fall(towards, falling, figures))

    rocking = _time(host, window, args.frames, rock)
    table.controller.put_down(0.0)  # the card was played when the beaver was lifted: set it down
    table.choreography.show.clear()

    idle = _time(host, window, args.frames // 3)
    _bar, rect, _log, _prompt = host.layout()
    own = []
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        table.scene.draw(rect)
        window.ctx.finish()
        own.append((time.perf_counter() - start) * 1000)
    table.scene.draw, real_draw = (lambda rect: None), table.scene.draw
    frame_only = _time(host, window, args.frames // 3)
    table.scene.draw = real_draw
    clears = []
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        window.clear()
        window.ctx.finish()
        clears.append((time.perf_counter() - start) * 1000)
    load = os.getloadavg()[0]
    print(
        f"Mein lieber Biber table, 6 players, {len(table.scene.seat.view.hands[0])} cards in hand, "
        f"{sum(1 for r in table.scene.seat.view.raft.pieces().values() if r)} beavers out on the raft, 1280x720"
    )
    for name, times in (
        ("steering a beaver (live prediction)", steering),
        ("raft rocking and tipping", rocking),
        ("nothing moving", idle),
    ):
        median = statistics.median(times)
        p90 = sorted(times)[int(len(times) * 0.9)]
        verdict = "ok" if median <= BUDGET_MS else "OVER"
        print(f"{name}: median {median:.2f} ms (p90 {p90:.2f} ms) — {verdict}")
    print(
        f"of which the table alone (nothing moving) {statistics.median(own):.2f} ms; the host's "
        f"frame without the table {statistics.median(frame_only):.2f} ms; a bare window clear "
        f"{statistics.median(clears):.2f} ms (machine load shows here)"
    )
    print(f"budget {BUDGET_MS:.1f} ms a frame; load average {load:.2f} on {os.cpu_count()} cores")
    window.close()


if __name__ == "__main__":
    main()
