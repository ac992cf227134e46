"""Solo mode's verdict on the number of logs placed."""

from __future__ import annotations

VERDICTS: tuple[tuple[int, str], ...] = (
    (10, "It didn't go well! You need to practice more!"),
    (20, "It's getting better, but there's still a long way to go!"),
    (30, "WOW, it won't be long until you are the head of the dam!"),
    (40, "The dam has a boss and it's you!"),
    (45, "Hail! You are the king of beavers!"),
    (50, "You are the Buckteeth Emperor! The Supreme!"),
)


def verdict(logs_placed: int) -> str:
    """The rulebook's line for a solo count (0 counts with 1–10)."""
    for most, line in VERDICTS:
        if logs_placed <= most:
            return line
    return VERDICTS[-1][1]
