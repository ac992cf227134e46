"""Does a game's table read whole wherever a family meets it? The sweep behind `tabletop check`,
kept under its first name: it is :func:`tabletop_core.render.reading_check.table_problems` at one
text size (every player count, start, half way and end, every language; every label and every
word inside a picture must read whole, inside the table and apart).
"""

from __future__ import annotations

from typing import Any


def reading_sweep(registry: Any, game_id: str, seed: int, text_size: int = 200) -> list[str]:
    """Every problem found at ``text_size``, each prefixed by where it was seen."""
    from tabletop_core.render.reading_check import table_problems

    _made, problems = table_problems(registry, game_id, text_sizes=(text_size,), seed=seed)
    return problems
