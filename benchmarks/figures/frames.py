"""Median frame time of the launcher and of every game's view in a busy position (1280×720)."""

from __future__ import annotations

import statistics
import time
from typing import Any

from harness import Figure

from tabletop_core import plugins

FRAME_BUDGET_MS = 16.7
SIZE = (1280, 720)


def time_frames(window: Any, view: Any, frames: int) -> list[float]:
    """Milliseconds per frame: update, clear and draw the view, and wait until the GPU is done."""
    ctx = window.ctx
    for _ in range(5):
        view.on_update(1 / 60)
        view.on_draw()
    ctx.finish()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        view.on_update(1 / 60)
        view.on_draw()
        ctx.finish()
        times.append((time.perf_counter() - start) * 1000)
    return times


def frame_figure(name: str, window: Any, view: Any, frames: int) -> Figure:
    """The median frame of ``view`` against the budget, with its 95th percentile."""
    times = time_frames(window, view, frames)
    return Figure(
        f"frame: {name}",
        statistics.median(times),
        "ms",
        FRAME_BUDGET_MS,
        detail=f"p95 {sorted(times)[int(len(times) * 0.95) - 1]:.1f} ms",
    )


def busy_match(registry: plugins.Registry, game_id: str) -> Any:
    """Ana and bots, most of the way through a game: the fullest table the game usually shows."""
    from tabletop_core.render.screenshot import _advance, _match_at

    probe = _match_at(registry, game_id, 5, 0)
    length = _advance(probe, 5000, 5)
    match = _match_at(registry, game_id, 5, max(0, int(length * 0.8)))
    return match


def figures(quick: bool) -> tuple[list[Figure], list[dict]]:
    from tabletop_core.render.app import Shell
    from tabletop_core.render.screenshot import _window
    from tabletop_core.settings import Settings

    registry = plugins.load()
    frames = 30 if quick else 240
    window = _window(SIZE)
    settings = Settings(bot_pacing=10, reduced_motion=False)
    shell = Shell(window, registry, settings, on_quit=lambda: None)
    out = []
    launcher = shell.show_launcher()
    out.append(
        Figure(
            "frame: launcher",
            statistics.median(time_frames(window, launcher, frames)),
            "ms",
            FRAME_BUDGET_MS,
        )
    )
    out.append(_launcher_hover(window, launcher, frames))
    for game_id in sorted(registry.games):
        view = shell.start_match(busy_match(registry, game_id))
        out.append(frame_figure(f"{game_id} table, busy position", window, view, frames))
    if "damit" in registry.games:
        out += _damit_moving(shell, window, registry, quick)
    out += _large_text(window, registry, frames)
    return out, []


def _launcher_hover(window: Any, launcher: Any, frames: int) -> Figure:
    """The launcher while the mouse crosses from tile to tile: every frame a tile stands up
    and another lies down, so every frame builds the screen again (the worst frame it has)."""
    centres = [(t.rect.center_x, t.rect.center_y) for t in launcher.tiles if t.rect.width]
    times = []
    for index in range(frames + 5):
        x, y = centres[index % len(centres)]
        start = time.perf_counter()
        launcher.on_mouse_motion(x, y, 0, 0)
        launcher.on_update(1 / 60)
        launcher.on_draw()
        window.ctx.finish()
        if index >= 5:
            times.append((time.perf_counter() - start) * 1000)
    return Figure(
        "frame: launcher, the mouse moving from tile to tile",
        statistics.median(times),
        "ms",
        FRAME_BUDGET_MS,
        detail=f"p95 {sorted(times)[int(len(times) * 0.95) - 1]:.1f} ms",
    )


def _damit_moving(shell: Any, window: Any, registry: plugins.Registry, quick: bool) -> list[Figure]:
    """Dam It!'s frames while moves animate (river cards taken, the bots' replies, dams built),
    drawn at the animation clock's steps until the table is still: wall time and CPU time."""
    from damit_frame import mid_game_match, moving_frames

    host = shell.start_match(mid_game_match(registry))
    host.on_draw()
    wall, cpu = moving_frames(host, window, 1 if quick else 4)
    detail = (
        f"{len(wall)} frames; worst {max(wall):.1f} ms; "
        f"CPU median {statistics.median(cpu):.1f} ms, worst {max(cpu):.1f} ms"
    )
    return [
        Figure(
            "frame: damit table, moves animating",
            statistics.median(wall),
            "ms",
            FRAME_BUDGET_MS,
            detail=detail,
        )
    ]


def _large_text(window: Any, registry: plugins.Registry, frames: int) -> list[Figure]:
    """The same busy tables at 200 % text in German with high contrast: the layouts that make
    room for big words must stay as quick as the standard ones."""
    from tabletop_core import i18n
    from tabletop_core.render.app import Shell
    from tabletop_core.render.theme import set_high_contrast, set_text_scale
    from tabletop_core.settings import Settings

    before = i18n._language
    i18n.set_language("de")
    settings = Settings(bot_pacing=10, reduced_motion=False, text_size=200, high_contrast=True)
    shell = Shell(window, registry, settings, on_quit=lambda: None)
    out = []
    try:
        for game_id in sorted(registry.games):
            view = shell.start_match(busy_match(registry, game_id))
            name = f"{game_id} table, 200 % text (de, high contrast)"
            out.append(frame_figure(name, window, view, frames))
    finally:
        i18n._language = before
        set_text_scale(1.0)
        set_high_contrast(False)
    return out
