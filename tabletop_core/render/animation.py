"""Short animations of a table, recorded headless: frames drawn at a fixed step and written as
one APNG (``.png``) or GIF (``.gif``) with Pillow, for the README and for looking at motion.

A moment is the moves since seat 0's last one (hers included), played again at the table as
they happened: the table is shown as it was before them, then each move is played through the
host once the table has finished animating the one before. The frames come from the same
drawing as the window's; time advances by exactly ``every`` seconds between them (in 1/60 s
steps), so the same match gives the same animation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image

from tabletop_core.render import unseen
from tabletop_core.render._arcade import load_arcade

STEP = 1 / 60
FORMATS = (".png", ".gif")


def before_the_moment(match: Any) -> tuple[Any, list[Any]]:
    """A copy of ``match`` as it was before seat 0's last move, and the moves from there on."""
    from tabletop_core.match import Match

    actions = list(match.actions)
    since = next((i for i in range(len(actions) - 1, -1, -1) if actions[i][0] == 0), len(actions))
    before = Match(
        match.game, match.seats, match.seed, match.options, bots=match.bots, autosave=False
    )
    for _seat, action in actions[:since]:
        before.act(action)
    return before, [action for _seat, action in actions[since:]]


def record(
    host: Any, moves: list[Any], frames: int, every: float, scale: float = 1.0
) -> list[Image.Image]:
    """``frames`` pictures of the game ``host`` ``every`` seconds apart, playing ``moves``
    through it one after the other, each once the table has finished with the one before."""
    waiting = list(moves)
    arcade = load_arcade()
    window = arcade.get_window()
    width, height = window.width, window.height
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    pictures = []
    for index in range(frames):
        if index:
            steps = max(1, round(every / STEP))
            for _ in range(steps):
                host.on_update(every / steps)
                if waiting and not host.parts.choreography.busy and not host.match.is_over:
                    host.act_for_seat_to_act(waiting.pop(0))
        elif waiting:
            host.on_draw()
            host.act_for_seat_to_act(waiting.pop(0))
        unseen.draw_seen(window, host.on_draw)
        picture = arcade.get_image(0, 0, width, height).convert("RGB")
        if size != (width, height):
            picture = picture.resize(size, Image.Resampling.LANCZOS)
        pictures.append(picture)
    return pictures


def save(pictures: list[Image.Image], out: Path, every: float) -> Path:
    """Write the pictures as an animation that loops: an APNG for ``.png``, a GIF for ``.gif``."""
    out = Path(out)
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"an animation is a .png (APNG) or a .gif, not {out.name!r}")
    if not pictures:
        raise ValueError("an animation needs at least one frame")
    out.parent.mkdir(parents=True, exist_ok=True)
    duration = max(10, round(every * 1000))
    first, rest = pictures[0], pictures[1:]
    if suffix == ".gif":
        palette = first.quantize(colors=255, method=Image.Quantize.MEDIANCUT)
        frames = [p.quantize(palette=palette, dither=Image.Dither.NONE) for p in pictures]
        frames[0].save(
            out,
            save_all=True,
            append_images=frames[1:],
            duration=duration,
            loop=0,
            optimize=True,
            disposal=1,
        )
    else:
        first.save(
            out,
            save_all=True,
            append_images=rest,
            duration=duration,
            loop=0,
            optimize=True,
        )
    return out
