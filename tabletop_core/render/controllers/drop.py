"""How hard a piece let go lands, from the pointer's speed or the keyboard's timing (no arcade:
rules-side helpers and tests use it without a window)."""

from __future__ import annotations

RECENT = 2
"""Motions the release speed averages: the last moves before the button comes up."""


def release_speed(motions: list[float], fast: float) -> float:
    """How hard a piece the mouse lets go lands, 0 (gently) to 1: the pointer's speed over its
    last moves, as a share of ``fast`` (a move as long, in the same units, lands hardest)."""
    recent = motions[-RECENT:]
    if not recent:
        return 0.0
    return max(0.0, min(1.0, sum(recent) / len(recent) / fast))


def lowered_drop(seconds: float, touch: float) -> float:
    """How hard a piece the keyboard lowers lands when let go after ``seconds``: let go high it
    falls (1); just as it touches, after ``touch`` seconds, gently (0); held on, harder again."""
    return max(0.0, min(1.0, abs(1.0 - seconds / touch)))
