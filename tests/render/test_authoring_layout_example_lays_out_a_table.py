"""The layout tree's example in docs/authoring.md runs as written and reads at every text size
and language: nothing below its least, nothing on top of anything else, the words drawn whole."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop_core import i18n
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Piece, Text
from tabletop_core.render.theme import Palette, set_text_scale, table_sizes

GUIDE = Path(__file__).parents[2] / "docs" / "authoring.md"
TABLE = Rect(160, 52, 960, 616)
"""The room the host gives a table in a 1280×720 window."""


def example() -> str:
    section = GUIDE.read_text(encoding="utf-8").split("#### The layout tree\n", 1)[1]
    return section.split("```python\n", 1)[1].split("```", 1)[0]


@pytest.fixture()
def reading(window) -> Iterator[None]:
    before = i18n.language()
    yield
    set_text_scale(1.0)
    i18n.set_language(before)


@pytest.mark.parametrize(("percent", "language"), [(100, "en"), (200, "en"), (200, "de")])
def test_the_guides_layout_reads_whole(reading, percent, language):
    i18n.set_language(language)
    set_text_scale(percent / 100)
    _, _n = i18n.translator("tabletop_core")
    names: dict[str, object] = {"_": _}
    exec(compile(example(), str(GUIDE), "exec"), names)  # the guide's own code, as written
    placed = names["pond_layout"](TABLE, 5, 7)  # type: ignore[operator]
    assert placed.fits, placed.problems
    assert {f"pond {n}" for n in range(5)} | {f"hand {n}" for n in range(7)} <= set(placed.keys())
    leaves = [p for p in placed.placed if isinstance(p.node, (Piece, Text))]
    for a, b in itertools.combinations(leaves, 2):
        shared_x = min(a.rect.right, b.rect.right) - max(a.rect.left, b.rect.left)
        shared_y = min(a.rect.top, b.rect.top) - max(a.rect.bottom, b.rect.bottom)
        assert shared_x <= 1e-6 or shared_y <= 1e-6, (a.node.describe(), b.node.describe())
    sizes = table_sizes(1.0)
    canvas = Canvas()
    for each in leaves:
        rect = each.rect
        assert rect.left >= TABLE.left and rect.right <= TABLE.right + 1e-6
        assert rect.bottom >= TABLE.bottom - 1e-6 and rect.top <= TABLE.top
        if isinstance(each.node, Piece):
            assert rect.width >= each.node.least[0] - 1e-6
            assert rect.height >= each.node.least[1] - 1e-6
        else:
            size = getattr(sizes, each.node.style)
            canvas.fitted_text(each.node.text, rect, size, Palette.TEXT, lines=each.node.lines)
    assert canvas.cut == []
