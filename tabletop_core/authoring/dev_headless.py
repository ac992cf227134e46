"""``tabletop dev --headless``: the dev loop for a machine without a display.

On each change of the game's files: reload the plugin, replay the match into the new code,
re-run the kit (one game per player count, the first bot level: the fast part of
``tabletop check``), and write a screenshot of the match as the new code draws it. Each round is
told in a few lines on standard output; Ctrl-C ends it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop_core.authoring.dev import DevSession
from tabletop_core.plugins import Registry

SIZE = (1280, 720)


def run_headless(
    match: Any,
    load_registry: Callable[[], Registry],
    out: Path,
    *,
    registry: Registry | None = None,
    games: int = 1,
    poll_seconds: float = 0.5,
    echo: Callable[[str], None] = print,
    rounds: int | None = None,
) -> int:
    """Watch ``match``'s game and, now and after every change, run the kit and write ``out``.

    ``rounds``: stop after that many reloads (None: until interrupted). Returns 0."""
    game_id = match.game.info.id
    session = DevSession(game_id, load_registry, registry=registry, poll_seconds=poll_seconds)
    echo(f"Watching {len(session.watcher.files)} files of {session.package}; Ctrl-C to stop")
    _round(session, match, out, games, echo)
    done = 0
    try:
        while rounds is None or done < rounds:
            time.sleep(poll_seconds)
            reload = session.poll(match)
            if reload is None:
                continue
            done += 1
            echo(reload.message)
            if reload.ok:
                match = reload.match
                _round(session, match, out, games, echo)
    except KeyboardInterrupt:
        echo("Stopped.")
    return 0


def _round(
    session: DevSession, match: Any, out: Path, games: int, echo: Callable[[str], None]
) -> None:
    echo(_kit_line(session.registry, session.game_id, games))
    try:
        path = _draw_match(session.registry, match, out)
    except Exception as error:  # the new table raised: say so, keep watching
        echo(f"Screenshot failed: {type(error).__name__}: {error}")
    else:
        echo(f"Screenshot: {path} (move {len(match.actions)})")


def _kit_line(registry: Registry, game_id: str, games: int = 1) -> str:
    """The kit's verdict in one line, and a line per failed check."""
    from tabletop_core.authoring.checkup import check_up

    levels = registry.bot_levels(game_id)[:1] if game_id in registry.games else None
    report = check_up(registry, game_id, games=games, render=False, bot_levels=levels)
    lines = ["Kit: " + report.summary().splitlines()[0]]
    lines += [f"  FAIL {check.name}: {check.detail}" for check in report.failures]
    return "\n".join(lines)


def _draw_match(registry: Registry, match: Any, out: Path, size: tuple[int, int] = SIZE) -> Path:
    """The match's table as ``registry``'s table for its game draws it, written to ``out``."""
    from tabletop_core.render import unseen
    from tabletop_core.render.app import Shell
    from tabletop_core.render.screenshot import _window, load_arcade
    from tabletop_core.settings import Settings

    arcade = load_arcade()
    window = _window(size)
    settings = Settings(bot_pacing=10, reduced_motion=True)
    shell = Shell(window, registry, settings, on_quit=lambda: None)
    view = shell.start_match(match)
    view.on_update(0.0)
    unseen.draw_seen(window, view.on_draw)
    image = arcade.get_image(0, 0, size[0], size[1])
    out.parent.mkdir(parents=True, exist_ok=True)
    partial = out.with_name(out.name + ".partial")
    image.convert("RGB").save(partial, format="PNG")
    os.replace(partial, out)  # a reader never sees half a picture
    return out
