"""Two widgets of games where some counts are secret and some cards go in runs: a face-down
counter pile ("?" chips, how many is hidden) and a run-of-cards layout (consecutive numbers
overlap, a gap between runs), as *No Thanks!* and its kin lay their tables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes

HIDDEN_SHOWN = 3
"""Chips a face-down pile draws: always the same, so the picture tells nothing of the count."""


def paint_hidden_pile(
    canvas: Canvas,
    sizes: Sizes,
    area: Rect,
    color: Any,
    *,
    label: str = "×?",
) -> float:
    """A pile of counters whose number is secret: a few chips, each marked "?", and ``label``
    after them. Returns the x where the drawing ends (to place what follows)."""
    piece = min(area.height * 0.6, area.width / 5)
    for i in range(HIDDEN_SHOWN):
        x = area.left + piece / 2 + i * piece * 0.55
        canvas.marker("circle", x, area.center_y, piece * 0.45, color)
        canvas.ring(x, area.center_y, piece * 0.45, Palette.CARD_EDGE, 1)
    mark_x = area.left + piece / 2 + (HIDDEN_SHOWN - 1) * piece * 0.55
    canvas.text(
        "?",
        mark_x,
        area.center_y,
        max(sizes.small, piece * 0.5),
        Palette.CARD_EDGE,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    end = area.left + piece * (1 + 0.55 * (HIDDEN_SHOWN - 1))
    if not label:
        return end
    gap = piece * 0.3
    canvas.text(
        label,
        end + gap,
        area.center_y,
        sizes.body,
        Palette.TEXT,
        anchor_x="left",
        anchor_y="center",
        bold=True,
    )
    return end + gap + Canvas.measure(label, sizes.body, bold=True)


def runs_of(values: Sequence[int]) -> list[list[int]]:
    """``values`` sorted and cut into runs of consecutive numbers: [3, 4, 5], [9], [11, 12]."""
    runs: list[list[int]] = []
    for value in sorted(values):
        if runs and value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    return runs


def run_layout(
    values: Sequence[int],
    area: Rect,
    *,
    card_aspect: float = 1.45,
    overlap: float = 0.55,
    gap: float = 0.35,
) -> list[tuple[int, Rect]]:
    """Where each card of ``values`` goes in ``area``, left to right: cards of a run overlap by
    ``overlap`` of a card's width, runs stand ``gap`` of a width apart. The cards are as big as
    the height allows and shrink until every run fits the width. ``(value, rect)`` in order."""
    runs = runs_of(values)
    if not runs or area.width <= 0 or area.height <= 0:
        return []
    cards = sum(len(run) for run in runs)
    # widths the row takes, in card widths: a run of n shows n - 1 overlapped cards and one whole
    units = sum(1 + (len(run) - 1) * (1 - overlap) for run in runs) + gap * (len(runs) - 1)
    width = min(area.height / card_aspect, area.width / units)
    height = width * card_aspect
    bottom = area.center_y - height / 2
    placed: list[tuple[int, Rect]] = []
    x = area.left
    for number, run in enumerate(runs):
        if number:
            x += width * gap
        for i, value in enumerate(run):
            if i:
                x += width * (1 - overlap)
            placed.append((value, Rect(x, bottom, width, height)))
        x += width
    assert len(placed) == cards
    return placed
