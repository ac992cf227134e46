"""Labels under a row of pieces (a pile's count, a place's name), packed on as few lines as
they can share: each label keeps under its own piece while it can, and takes the next line
down where it would touch the label before it.

The layout tree places parts side by side or one above the other; labels that may share a
line, each free to slide within the span under its piece, are packed here instead (Dam It!'s
draw pile's and discard's counts under the river).
"""

from __future__ import annotations

from collections.abc import Sequence

MOST_LINES = 3
"""The lines labels are packed on at most: past them, a label stays on the last one."""


def packed_labels(
    labels: Sequence[tuple[float, float, float]],
    left: float,
    right: float,
    gap: float,
    most_lines: int = MOST_LINES,
) -> list[tuple[int, float]]:
    """Lay ``labels`` given as ``(width, least_left, most_left)`` along a band from ``left``
    to ``right``, in order, each on the first line where it starts ``gap`` past the label
    before it on that line and still within its own span (between its least and most left,
    kept inside the band): ``(line, left)`` for each, line 0 the first. On the last of
    ``most_lines`` a label takes its place even if it touches the one before."""
    ends: list[float] = []
    placed = []
    for width, least, most in labels:
        least = max(left, least)
        most = max(least, min(most, right - width))
        line = 0
        while True:
            if line == len(ends):
                ends.append(left - gap)
            x = max(least, ends[line] + gap)
            if x <= most or line >= most_lines - 1:
                x = min(x, most)
                ends[line] = x + width
                placed.append((line, x))
                break
            line += 1
    return placed
