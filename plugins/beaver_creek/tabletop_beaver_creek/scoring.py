"""Solo mode's verdict on the number of logs placed (English here, translated where shown)."""

from __future__ import annotations

from tabletop_core.i18n import N_

VERDICTS: tuple[tuple[int, str], ...] = (
    (10, N_("It didn't go well! You need to practice more!")),
    (20, N_("It's getting better, but there's still a long way to go!")),
    (30, N_("WOW, it won't be long until you are the head of the dam!")),
    (40, N_("The dam has a boss and it's you!")),
    (45, N_("Hail! You are the king of beavers!")),
    (50, N_("You are the Buckteeth Emperor! The Supreme!")),
)


def verdict(logs_placed: int) -> str:
    """The rulebook's line for a solo count (0 counts with 1–10)."""
    for most, line in VERDICTS:
        if logs_placed <= most:
            return line
    return VERDICTS[-1][1]
