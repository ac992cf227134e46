"""Frame time of a busy Beaver Creek table at 1280×720, headless software rendering.

The busy table: five players late in a game (a wide dam of many pieces), the human dragging a
log over the dam with its ghost showing (the pointer moves every frame, so the ghost is found
again every frame). Also measured: frames while an accident plays back in slow motion (every piece moves,
nothing is cached). Prints medians against the 16.7 ms budget and the machine's load.

    python benchmarks/beaver_creek_frame.py [--frames 300]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from tabletop_core.render._arcade import load_arcade, want_headless

BUDGET_MS = 1000 / 60


def busy_match(registry, seed: int, pieces: int = 28):
    """Five seats, Ana and four random bots, played until the dam holds ``pieces`` pieces and it
    is Ana's turn to place a log."""
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("beaver_creek").game
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(name, "random") for name in ("Otto", "Benny", "Tina", "Max")
    ]
    bots = {i: registry.make_bot("beaver_creek", "random") for i in range(1, 5)}
    match = Match(game, seats, seed, None, bots=bots)
    rng = random.Random(seed)
    best = None
    while not match.is_over:
        state = match.state
        if match.to_act == 0:
            kinds = [a.piece for a in match.legal_actions() if type(a).__name__ == "Place"]
            if len(state.pieces) >= pieces and "log" in kinds and state.phase == "place":
                best = match
                break
            match.act(game.random_action(match.view(0), rng))
        else:
            match.bot_step()
    return best


def accident_clip(registry, seed: int):
    """A match position right after an accident (the clip to play back), found by random play."""
    from tabletop_beaver_creek.events import Accident

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("beaver_creek").game
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot("Otto", "random")]
    match = Match(game, seats, seed, None, bots={1: registry.make_bot("beaver_creek", "random")})
    rng = random.Random(seed)
    while not match.is_over:
        before = len(match.state.world_log)
        events = (
            match.act(game.random_action(match.view(0), rng))
            if match.to_act == 0
            else match.bot_step()
        )
        accident = next((e for e in events if isinstance(e, Accident)), None)
        if accident is not None and len(accident.fallen) >= 2:
            return match, before, events
    raise SystemExit("no accident found with this seed")


def measure(host, window, frames: int, each=None) -> list[float]:
    times = []
    if host.failed:
        raise SystemExit(f"the table failed: {host.shell.last_error}")
    for index in range(frames):
        start = time.perf_counter()
        if each is not None:
            each(index)
        host.on_update(1 / 60)
        host.on_draw()
        window.ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    want_headless()
    arcade = load_arcade()
    import tabletop_beaver_creek.plugin as creek_plugin

    from tabletop_core import plugins
    from tabletop_core.render.app import Shell
    from tabletop_core.settings import Settings

    registry = plugins.load(extra_plugins=[creek_plugin], autoload=False)
    window = arcade.Window(1280, 720, "beaver creek frame", visible=False, antialiasing=False)
    shell = Shell(window, registry, Settings(bot_pacing=10), on_quit=lambda: None)

    match = None
    seed = args.seed
    while match is None:
        match = busy_match(registry, seed)
        seed += 1
    host = shell.start_match(match)
    table = host.table
    host.on_draw()
    scene = table.scene.layout.scene
    table.controller.pick(
        "log" if "log" in table.seat.placeable() else table.seat.placeable()[0],
        (scene.center_x, scene.top - 60),
    )
    host.on_draw()
    window.ctx.finish()

    def drag(index: int) -> None:
        table.controller.on_mouse_drag(
            scene.center_x - 120 + index % 240, scene.top - 60, 1, 0, 1, 0
        )

    table.controller.hand.gesture.dragging = True
    pieces = len(table.seat.view.pieces)
    carrying = measure(host, window, args.frames, drag)

    table.controller.put_back()
    host.on_draw()
    still = measure(host, window, args.frames // 2)
    _bar, rect, _log, _prompt = host.layout()
    own = []
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        table.scene.draw(rect)
        window.ctx.finish()
        own.append((time.perf_counter() - start) * 1000)
    frame_only = []
    table.scene.draw, real_draw = (lambda rect: None), table.scene.draw
    for _ in range(args.frames // 3):
        start = time.perf_counter()
        host.on_draw()
        window.ctx.finish()
        frame_only.append((time.perf_counter() - start) * 1000)
    table.scene.draw = real_draw

    match, before, events = accident_clip(registry, args.seed)
    host = shell.start_match(match)
    table = host.table
    table.choreography.reduced_motion = table.choreography.playback.reduced_motion = False
    host.on_draw()
    table._log_len = before
    table.choreography.on_events(events)
    playing = []
    while table.choreography.playback.busy and len(playing) < args.frames:
        playing.extend(measure(host, window, 1))

    clears = []
    for _ in range(60):
        start = time.perf_counter()
        window.clear()
        window.ctx.finish()
        clears.append((time.perf_counter() - start) * 1000)

    load = os.getloadavg()
    median = statistics.median(carrying)
    print(f"beaver creek table, 5 players, {pieces} pieces in the dam, 1280x720")
    print(
        f"dragging a log over the dam median {median:.2f} ms "
        f"(p90 {sorted(carrying)[int(len(carrying) * 0.9)]:.2f} ms)"
    )
    print(
        f"nothing moving median {statistics.median(still):.2f} ms, of which the table "
        f"{statistics.median(own):.2f} ms and the host's frame without the table "
        f"{statistics.median(frame_only):.2f} ms"
    )
    if playing:
        print(
            f"accident playback ({len(playing)} frames, every piece moving) median "
            f"{statistics.median(playing):.2f} ms"
        )
    print(f"a bare window clear {statistics.median(clears):.2f} ms; load average {load[0]:.2f}")
    print(f"budget {BUDGET_MS:.1f} ms: {'ok' if median <= BUDGET_MS else 'OVER'}")
    window.close()


if __name__ == "__main__":
    main()
