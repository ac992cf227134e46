"""CPU share of an idle window: the launcher, or a game's table waiting for the person.

The real window class and the real event loop (pyglet's, as `tabletop` runs it) run for a few
seconds with nobody touching anything; the process's CPU time over that wall time is the share
of one core the idle window costs. The goal is under 5 %, with the table's life at rest on (its
water glinting a few times a second); ``--life off`` keeps the table still, for comparison.
``--every-frame`` draws every frame as before idle pacing.

    python benchmarks/idle_cpu.py [--screen launcher|table|GAME] [--life on|off] [--seconds 10]
        [--every-frame] [--json]

``table`` is Dam It!'s; GAME is a game's id (damit, hamsterdam, mein_lieber_biber, beaver_creek).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

from tabletop_core.render._arcade import want_headless

BUDGET = 5.0
"""Percent of one core."""


GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")


SETTLE = 14.0
"""Seconds before the clock starts. The first frames, the grace, pictures rasterised in the
background are not idle, nor a one-time burst of the software renderer's own threads (some 650 ms
of llvmpipe's CPU about 10 s after the start, on any screen; measured per thread in /proc)."""


def measure(
    screen: str,
    seconds: float,
    every_frame: bool = False,
    life: bool = True,
    settle: float = SETTLE,
) -> dict[str, float]:
    want_headless()
    import pyglet

    from tabletop_core.plugins import registry
    from tabletop_core.render.app import Shell, make_window_class, run_loop
    from tabletop_core.replay import SeatSpec
    from tabletop_core.settings import Settings

    window = make_window_class()(1280, 720, "Tabletop", visible=False)
    if every_frame:
        pacer = window.pacer

        def always(view: object) -> bool:
            pacer.drawn += 1
            return True

        pacer.wants_frame = always
        pacer.update_rate = lambda: 1 / 60
    settings = Settings(bot_pacing=0.0)
    shell = Shell(
        window, registry(), settings, settings_path=Path(tempfile.mkdtemp()) / "settings.json"
    )
    if screen == "launcher":
        shell.show_launcher()
    else:
        game = "damit" if screen == "table" else screen
        seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
        host = shell.start_match(shell.new_match(game, seats, 5, None))
        while host.match.to_act != 0:  # the bots' opening moves, before the clock starts
            host.step_bot()
        if not life:
            host.lives = lambda: False
    pyglet.clock.schedule_once(lambda dt: pyglet.app.exit(), settle)
    run_loop()
    view = window.current_view
    for _ in range(30):  # a table still telling its opening (a slow settle, queued messages)
        # at least once: entering the event loop again redraws the whole window (what a window
        # restored from the taskbar does once), which is not the idle being measured
        pyglet.clock.schedule_once(lambda dt: pyglet.app.exit(), 1.0)
        run_loop()
        if window.pacer.idle and not getattr(view, "needs_frame", lambda: False)():
            break
    drawn = window.pacer.drawn
    start_cpu, start_wall = time.process_time(), time.perf_counter()
    pyglet.clock.schedule_once(lambda dt: pyglet.app.exit(), seconds)
    run_loop()
    cpu, wall = time.process_time() - start_cpu, time.perf_counter() - start_wall
    frames = window.pacer.drawn - drawn
    window.close()
    return {"cpu_percent": 100 * cpu / wall, "seconds": wall, "frames": frames}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screen", choices=("launcher", "table", *GAMES), default="launcher")
    parser.add_argument("--life", choices=("on", "off"), default="on")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--settle", type=float, default=SETTLE, help="seconds before measuring")
    parser.add_argument("--every-frame", action="store_true", help="draw every frame (before)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    found = measure(args.screen, args.seconds, args.every_frame, args.life == "on", args.settle)
    if args.json:
        print(json.dumps(found))
    else:
        print(
            f"idle {args.screen} (life {args.life}): {found['cpu_percent']:.1f} % of a core over "
            f"{found['seconds']:.1f} s, {found['frames']} frames drawn (goal < {BUDGET:g} %)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
