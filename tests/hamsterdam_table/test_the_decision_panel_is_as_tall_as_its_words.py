"""The decision panel is declared once: the height its measured words need is read off the same
declaration the table lays out, so a panel of that height holds its title, its why and its row
of buttons whole, side by side with nothing on top of another."""

from __future__ import annotations

import itertools

import pytest
from tabletop_hamsterdam.table.layout_panel import panel_tree

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.sizing import heights_of

WIDTH = 640.0


def _apart(a: Rect, b: Rect) -> bool:
    return (
        a.right <= b.left + 1e-6
        or b.right <= a.left + 1e-6
        or a.top <= b.bottom + 1e-6
        or (b.top <= a.bottom + 1e-6)
    )


@pytest.mark.parametrize(
    ("scale", "title", "why", "foot", "more"),
    list(
        itertools.product(
            (0.7, 1.0, 1.4), (0.0, 27.7, 80.8), (0.0, 38.2, 90.0), (0.0, 44.0, 160.0), (0.0, 120.0)
        )
    ),
)
def test_a_panel_as_tall_as_its_need_holds_every_part_whole(scale, title, why, foot, more):
    body = 22.5
    tree = panel_tree(scale, title, why, foot, more, body)
    need = heights_of(tree, WIDTH)[1]
    panel = Rect(0, 100, WIDTH, need)
    placed = kit.lay_out(tree, panel)
    assert placed.fits
    assert placed["title"].height == pytest.approx(title)
    assert placed["help"].height == pytest.approx(why)
    parts = [placed["title"], placed["help"]]
    if foot:
        assert placed["buttons"].height == pytest.approx(foot)
        parts.append(placed["buttons"])
    if more:
        assert placed["more"].width == pytest.approx(more)
        parts.append(placed["more"])
    for part in parts:
        assert panel.left <= part.left and part.right <= panel.right + 1e-6
        assert panel.bottom <= part.bottom + 1e-6 and part.top <= panel.top + 1e-6
    for a, b in itertools.combinations([p for p in parts if p.height > 0], 2):
        assert _apart(a, b), (a, b)


def test_a_short_panel_gives_up_its_buttons_room_before_its_title():
    tree = panel_tree(1.0, 50.0, 0.0, 400.0)
    placed = kit.lay_out(tree, Rect(0, 0, WIDTH, 200.0))
    assert placed.fits
    assert placed["title"].height == pytest.approx(50.0)
    assert placed["buttons"].top <= placed["title"].bottom
    assert placed["buttons"].bottom >= 0
