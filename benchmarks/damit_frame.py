"""Frame time of the busiest Dam It! table at 1280×720, headless software rendering.

The busiest table: four players, late in a game (full piles of kept garbage, built dams, cubes
on the river, a large hand), the human's turn with cards selected and a river card hovered, so
every layer is drawn. Prints the median over a few hundred frames against the 16.7 ms budget.

At rest the host shows a cached picture of the table; while a move animates (a river card
sliding to the hand, the river shifting, a dam built, the bots' moves after it) the table draws
its moving parts every frame. The "moving" figure plays a few moves from the same position (the
human takes a river card, then each bot moves) and times every frame drawn at the animation
clock's 1/60 s steps until the table is still again: median and worst, wall time and CPU time
(``time.process_time``, all of the process's threads, the software renderer's included), since
the machine may be shared (the load average is printed).

    python benchmarks/damit_frame.py [--frames 300] [--moves 4]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from tabletop_core.render._arcade import load_arcade, want_headless

BUDGET_MS = 1000 / 60


def busiest_match(registry, seed: int = 11):
    """A 4-seat match played (by random choices) until the human holds the biggest hand seen."""
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("damit").game
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in ("Otto", "Benny", "Tina")]
    bots = {i: registry.make_bot("damit", "random") for i in range(1, 4)}
    rng = random.Random(seed)
    best, best_len = 0, -1
    probe = Match(game, seats, seed, None, bots=bots)
    while not probe.is_over:
        if probe.to_act == 0:
            takes = [a for a in probe.legal_actions() if type(a).__name__ == "Take"]
            probe.act(rng.choice(takes))
            if (
                len(probe.state.hands[0]) > best_len
                and not probe.is_over
                and len(probe.actions) < 80
            ):
                best, best_len = len(probe.actions), len(probe.state.hands[0])
        else:
            probe.bot_step()
    match = Match(game, seats, seed, None, bots=bots)
    rng = random.Random(seed)
    while len(match.actions) < best:
        if match.to_act == 0:
            takes = [a for a in match.legal_actions() if type(a).__name__ == "Take"]
            match.act(rng.choice(takes))
        else:
            match.bot_step()
    match.run_bots()
    return match


def mid_game_match(registry, seed: int = 11, actions: int = 40):
    """The same four seats ``actions`` moves into a game, the human to act: dams built, cubes
    on the river, many moves still to come."""
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("damit").game
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in ("Otto", "Benny", "Tina")]
    bots = {i: registry.make_bot("damit", "random") for i in range(1, 4)}
    rng = random.Random(seed)
    match = Match(game, seats, seed, None, bots=bots)
    while len(match.actions) < actions or match.to_act != 0:
        if match.to_act == 0:
            takes = [a for a in match.legal_actions() if type(a).__name__ == "Take"]
            match.act(rng.choice(takes))
        else:
            match.bot_step()
    return match


def moving_frames(host, window, moves: int, seed: int = 5) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds of every frame drawn while the next ``moves`` human moves
    (a river card taken) and the bots' moves after each animate, until the table is still."""
    match = host.match
    table = host.table
    rng = random.Random(seed)
    wall: list[float] = []
    cpu: list[float] = []

    def play_out() -> None:
        for frame in range(600):
            if frame and not table.choreography.busy:  # the first frame starts the animation
                return
            start, start_cpu = time.perf_counter(), time.process_time()
            host.on_update(1 / 60)
            host.on_draw()
            window.ctx.finish()
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)

    for _ in range(moves):
        if match.is_over:
            raise SystemExit("the game ended during the moving figure: start it earlier")
        if match.to_act == 0:
            takes = [a for a in match.legal_actions() if type(a).__name__ == "Take"]
            host.send(rng.choice(takes))
            play_out()
        while not match.is_over and match.to_act != 0:
            host.step_bot()
            play_out()
    return wall, cpu


def _worst(times: list[float]) -> str:
    return f"p90 {sorted(times)[int(len(times) * 0.9)]:.2f} ms, worst {max(times):.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--moves", type=int, default=4, help="human moves for the moving figure")
    args = parser.parse_args()

    want_headless()
    arcade = load_arcade()
    import tabletop_damit.plugin as damit_plugin
    import tabletop_damit.views as damit_views
    from tabletop_damit.table.paint import HAND_KEYS

    from tabletop_core import plugins
    from tabletop_core.render.app import Shell
    from tabletop_core.render.driving import Driver
    from tabletop_core.settings import Settings

    registry = plugins.load(extra_plugins=[damit_plugin, damit_views], autoload=False)
    window = arcade.Window(1280, 720, "damit frame", visible=False, antialiasing=False)
    shell = Shell(window, registry, Settings(bot_pacing=10), on_quit=lambda: None)
    host = shell.start_match(busiest_match(registry))
    table = host.table
    host.on_draw()
    hand = table.scene.view.hands[0]
    driver = Driver(window)
    for letter in HAND_KEYS[: min(3, len(hand))]:  # cards selected with their letters
        driver.key(getattr(arcade.key, letter))
    slot = table.scene.layout.river_slot(2)
    driver.hover(slot.center_x, slot.center_y)
    host.on_draw()
    window.ctx.finish()

    times = []
    for _ in range(args.frames):
        start = time.perf_counter()
        host.on_update(1 / 60)
        host.on_draw()
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
    _bar, rect, _log, _prompt = host.layout()
    own = []
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        table.scene.draw(rect)
        window.ctx.finish()
        own.append((time.perf_counter() - start) * 1000)
    frame_only = []
    scene = table.scene
    scene.draw, real_draw = (lambda rect: None), scene.draw
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        host.on_draw()
        window.ctx.finish()
        frame_only.append((time.perf_counter() - start) * 1000)
    scene.draw = real_draw
    clears = []
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        window.clear()
        window.ctx.finish()
        clears.append((time.perf_counter() - start) * 1000)
    median = statistics.median(times)
    pieces = table.scene.sprites
    sprites = len(pieces.card_list) + len(pieces.dam_list) + len(pieces.cube_list)
    print(f"damit table, 4 players, {len(hand)} cards in hand, {sprites} sprites, 1280x720")
    print(f"frame median {median:.2f} ms (p90 {sorted(times)[int(len(times) * 0.9)]:.2f} ms)")
    print(
        f"of which the Dam It! table {statistics.median(own):.2f} ms; the host's frame without "
        f"the table {statistics.median(frame_only):.2f} ms; "
        f"a bare window clear {statistics.median(clears):.2f} ms (machine load shows here)"
    )
    print(f"budget {BUDGET_MS:.1f} ms: {'ok' if median <= BUDGET_MS else 'OVER'}")
    host = shell.start_match(mid_game_match(registry))
    host.on_draw()
    before = len(host.match.actions)
    wall, cpu = moving_frames(host, window, args.moves)
    moving = statistics.median(wall)
    print(
        f"moving: {args.moves} river cards taken and the bots' replies from move {before} "
        f"({len(host.match.actions) - before} moves, {len(wall)} frames animating)"
    )
    print(f"  wall median {moving:.2f} ms ({_worst(wall)})")
    print(f"  CPU  median {statistics.median(cpu):.2f} ms ({_worst(cpu)})")
    print(f"  budget {BUDGET_MS:.1f} ms: {'ok' if moving <= BUDGET_MS else 'OVER'}")
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    window.close()


if __name__ == "__main__":
    main()
