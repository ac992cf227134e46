"""Time from the `tabletop` command to its first drawn menu frame, and of `tabletop list`; peak memory."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time

from harness import Figure

MENU_BUDGET = 1.5
LIST_BUDGET = 0.5


def _tabletop() -> list[str]:
    found = shutil.which("tabletop")
    return [found] if found else [sys.executable, "-m", "tabletop_core.cli"]


def time_command(args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(args, env=env, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def with_a_display(command: list[str], env: dict[str, str]) -> list[str] | None:
    """The command as it would run on a desktop: as is with a DISPLAY, else under Xvfb."""
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return command
    xvfb = shutil.which("xvfb-run")
    return [xvfb, "-a", "-s", "-screen 0 1280x800x24", *command] if xvfb else None


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    env = dict(os.environ)
    runs = 2 if quick else 5
    out = []
    menu_env = {k: v for k, v in env.items() if k != "ARCADE_HEADLESS"}
    menu_env["TABLETOP_EXIT_AFTER_FIRST_FRAME"] = "1"
    command = with_a_display(_tabletop(), menu_env)
    name = "`tabletop` to the first drawn menu frame"
    if command is None:
        detail = "not measured: needs a display or xvfb-run"
        out.append(Figure(name, float("nan"), "s", MENU_BUDGET, detail=detail))
    else:
        time_command(command, menu_env)
        menu = statistics.median(time_command(command, menu_env) for _ in range(runs))
        detail = "" if command[0] == _tabletop()[0] else "under xvfb-run, its own start-up included"
        out.append(Figure(name, menu, "s", MENU_BUDGET, detail=detail))
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
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""


def peak_memory_of_a_match(env: dict[str, str]) -> float:
    run = subprocess.run(
        [sys.executable, "-c", MATCH_SCRIPT], env=env, capture_output=True, text=True, timeout=300
    )
    if run.returncode != 0:
        raise RuntimeError(f"the memory probe failed: {run.stderr.strip().splitlines()[-1:]}")
    return float(run.stdout.strip().splitlines()[-1])
