"""Does a game's table read whole wherever a family meets it? The sweep behind `tabletop check`.

The table is drawn at 200 % text at every player count the game allows, at the start, half way
and at the end of a match, in every language; each time every label
(:mod:`tabletop_core.render.legibility`) and every word inside a picture
(:mod:`tabletop_core.render.picture_text`) must read whole, inside the table and apart.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

MOMENTS: tuple[tuple[str, int | None], ...] = (("start", 0), ("half way", None), ("end", 100_000))
"""(name, moves played): ``None`` is half a game, a large number plays to the end."""


def reading_sweep(registry: Any, game_id: str, seed: int, text_size: int = 200) -> list[str]:
    """Every problem found, each prefixed by where it was seen ("de, 4 players, end: …")."""
    from tabletop_core.i18n import LANGUAGES, language, set_language
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.legibility import canvases_of, reading_problems
    from tabletop_core.render.picture_text import picture_problems, sprites_of
    from tabletop_core.render.screenshot import take_screenshot
    from tabletop_core.render.theme import set_high_contrast, set_text_scale

    info = registry.games[game_id].info
    was = language()
    problems: list[str] = []
    try:
        with tempfile.TemporaryDirectory(prefix="tabletop-read-") as folder:
            for code in LANGUAGES:
                for players in range(info.min_players, info.max_players + 1):
                    for moment, moves in MOMENTS:
                        take_screenshot(
                            game_id,
                            seed=seed,
                            moves=moves,
                            players=players,
                            language=code,
                            text_size=text_size,
                            out=Path(folder) / f"{game_id}.png",
                            registry=registry,
                        )
                        host = load_arcade().get_window().current_view
                        where = f"{code}, {players} players, {moment}"
                        if type(host).__name__ == "ErrorView":
                            problems.append(f"{where}: the table raised")
                            continue
                        table = host.layout()[1]
                        found = reading_problems(canvases_of(host.table), table)
                        found += picture_problems(sprites_of(host.table), table)
                        problems.extend(f"{where}: {problem}" for problem in found)
    finally:
        set_text_scale(1.0)
        set_high_contrast(False)
        set_language(was)
    return problems
