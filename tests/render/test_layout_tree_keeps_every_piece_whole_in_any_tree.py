"""Whatever the tree and whatever the room: no piece below its least, no two pieces on each
other, and a layout that says it fits keeps everything inside its area (seeded random trees of
rows, columns, wraps, grids and boxes, in areas from roomy to far too small)."""

from __future__ import annotations

import itertools
import random

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import (
    Box,
    Column,
    Context,
    Gap,
    Grid,
    Node,
    Piece,
    Row,
    Wrap,
    lay_out,
)
from tabletop_core.render.theme import table_sizes

EPSILON = 1e-6


def no_text(text: str, size: float, *, bold: bool = False) -> float:
    raise AssertionError("these layouts hold no text")


CTX = Context(table_sizes(1.0), no_text)


def random_tree(rng: random.Random, depth: int) -> Node:
    optional, grow = rng.random() < 0.2, rng.choice((0, 0, 1, 2))
    if depth == 0 or rng.random() < 0.3:
        least = (rng.uniform(4, 40), rng.uniform(4, 40))
        preferred = (least[0] * rng.uniform(1, 3), least[1] * rng.uniform(1, 3))
        aspect = rng.choice((None, None, 0.7, 1.5))
        return Piece(least, preferred, aspect=aspect, optional=optional, grow=grow)
    parts = [random_tree(rng, depth - 1) for _ in range(rng.randint(1, 4))]
    gap = Gap(*sorted((rng.uniform(0, 16), rng.uniform(0, 4)), reverse=True))
    kind = rng.choice(("row", "column", "wrap", "grid", "box"))
    if kind == "row":
        return Row(*parts, gap=gap, align=rng.choice(("start", "center", "stretch")), grow=grow)
    if kind == "column":
        return Column(*parts, gap=gap, justify=rng.choice(("start", "end", "between")), grow=grow)
    if kind == "wrap":
        return Wrap(*parts, gap=gap, line_gap=gap, optional=optional)
    if kind == "grid":
        return Grid(*parts, columns=rng.randint(1, 3), gap=gap)
    return Box(parts[0], pad=gap, halign=rng.choice(("start", "end", "stretch")))


@pytest.mark.parametrize("seed", range(200))
def test_pieces_stay_whole_apart_and_inside_when_it_fits(seed):
    rng = random.Random(seed)
    tree = random_tree(rng, 3)
    for width, height in ((900, 700), (300, 200), (120, 90), (40, 30)):
        placed = lay_out(tree, Rect(10, 20, width, height), CTX)
        pieces = [p for p in placed.placed if isinstance(p.node, Piece)]
        for each in pieces:
            assert each.rect.width >= each.node.least[0] - EPSILON
            assert each.rect.height >= each.node.least[1] - EPSILON
        for a, b in itertools.combinations(pieces, 2):
            shared_x = min(a.rect.right, b.rect.right) - max(a.rect.left, b.rect.left)
            shared_y = min(a.rect.top, b.rect.top) - max(a.rect.bottom, b.rect.bottom)
            assert shared_x <= EPSILON or shared_y <= EPSILON, (seed, width, a.rect, b.rect)
        if placed.fits:
            for each in pieces:
                assert each.rect.left >= 10 - EPSILON and each.rect.right <= 10 + width + EPSILON
                assert each.rect.bottom >= 20 - EPSILON and each.rect.top <= 20 + height + EPSILON
