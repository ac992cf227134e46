"""Time from the `tabletop` command to its first drawn menu frame, and of `tabletop list`; peak memory."""

from __future__ import annotations

import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from harness import Figure

MENU_BUDGET = 1.5
LIST_BUDGET = 0.5


def _tabletop() -> list[str]:
    found = shutil.which("tabletop")
    return [found] if found else [sys.executable, "-m", "tabletop_core.cli"]


def first_frame(env: dict[str, str]) -> float:
    """Seconds from starting `tabletop` to its first drawn menu frame (the window reports it and
    closes: TABLETOP_EXIT_AFTER_FIRST_FRAME); closing the window and exiting are not counted."""
    launched = time.time()
    run = subprocess.run(
        _tabletop(),
        env=dict(env, TABLETOP_LAUNCHED_AT=repr(launched)),
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    for line in run.stdout.splitlines():
        if line.startswith("first frame after "):
            return float(line.split()[3])
    raise RuntimeError(f"`tabletop` drew no frame: {run.stderr.strip()[-300:]}")


def time_command(args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(args, env=env, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


@contextlib.contextmanager
def a_display(env: dict[str, str]) -> Iterator[dict[str, str] | None]:
    """``env`` with a display: the desktop's, or an Xvfb server started for the measurement
    (its own start-up is not timed); None when neither is to be had."""
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        yield env
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield None
        return
    number = 90 + os.getpid() % 9
    server = subprocess.Popen(
        [xvfb, f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = Path(f"/tmp/.X11-unix/X{number}")
        deadline = time.monotonic() + 10
        while not socket.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        yield dict(env, DISPLAY=f":{number}")
    finally:
        server.terminate()
        server.wait(timeout=10)


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    env = dict(os.environ)
    runs = 2 if quick else 5
    out = []
    menu_env = {k: v for k, v in env.items() if k != "ARCADE_HEADLESS"}
    menu_env["TABLETOP_EXIT_AFTER_FIRST_FRAME"] = "1"
    name = "`tabletop` to the first drawn menu frame"
    with a_display(menu_env) as display_env:
        if display_env is None:
            detail = "not measured: needs a display or Xvfb"
            out.append(Figure(name, float("nan"), "s", MENU_BUDGET, detail=detail))
        else:
            first_frame(display_env)
            menu = statistics.median(first_frame(display_env) for _ in range(runs))
            out.append(Figure(name, menu, "s", MENU_BUDGET))
    listing = statistics.median(
        time_command(_tabletop() + ["list", "--json"], env) for _ in range(runs)
    )
    out.append(Figure("`tabletop list --json`", listing, "s", LIST_BUDGET))
    memory = peak_memory_of_a_match(env)
    out.append(Figure("peak memory, 4-player Dam It! match with the window open", memory, "MiB"))
    return out, []


MATCH_SCRIPT = r"""
import resource
from tabletop_core import plugins
from tabletop_core.match import Match
from tabletop_core.render.app import Shell
from tabletop_core.render.screenshot import _window
from tabletop_core.replay import SeatSpec
from tabletop_core.settings import Settings

registry = plugins.registry()
game_id = "damit" if "damit" in registry.games else sorted(registry.games)[0]
game = registry.get(game_id).game
seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(name, "random") for name in ("Otto", "Tina", "Benny")]
seats = seats[: game.info.max_players]
bots = {i: registry.make_bot(game_id, "random") for i in range(1, len(seats))}
match = Match(game, seats, 3, None, bots=bots)
window = _window((1280, 720))
shell = Shell(window, registry, Settings(bot_pacing=0, reduced_motion=True), on_quit=lambda: None)
view = shell.start_match(match)
for _ in range(400):
    if match.is_over:
        break
    if not match.is_bot(match.to_act):
        view.send(match.legal_actions()[0])
    view.on_update(1 / 60)
    view.on_draw()
try:  # this process's own peak: ru_maxrss would count the parent's memory it was forked from
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
except (OSError, StopIteration):
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(peak / 1024)
"""


def peak_memory_of_a_match(env: dict[str, str]) -> float:
    run = subprocess.run(
        [sys.executable, "-c", MATCH_SCRIPT], env=env, capture_output=True, text=True, timeout=300
    )
    if run.returncode != 0:
        raise RuntimeError(f"the memory probe failed: {run.stderr.strip().splitlines()[-1:]}")
    return float(run.stdout.strip().splitlines()[-1])
