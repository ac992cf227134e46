"""The points of the dams a player has built are written in their player area, one number on
each dam's badge, and no two of those numbers lie on each other; each stays inside its area.
Read from the labels the real window draws (the screenshot path), for two to four players, at
100 % and 200 % text, mid-game and late (up to six dams a seat)."""

from __future__ import annotations

from itertools import combinations

import pytest

pytestmark = pytest.mark.gl

TOUCH = 0.5


def _rect(label) -> tuple[float, float, float, float]:
    return label.left, label.bottom, label.right, label.top


def _apart(a, b) -> bool:
    return (
        a[2] <= b[0] + TOUCH or b[2] <= a[0] + TOUCH or a[3] <= b[1] + TOUCH or b[3] <= a[1] + TOUCH
    )


@pytest.mark.parametrize("moves", [None, 60])
@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_dam_points_of_a_seat_are_drawn_apart_inside_its_area(
    gl_window, damit_registry, tmp_path, monkeypatch, players, text_size, moves
):
    from tabletop_core import i18n
    from tabletop_core.render.screenshot import take_screenshot
    from tabletop_core.render.theme import set_text_scale

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n.language()
    try:
        take_screenshot("damit", seed=3, moves=moves, out=tmp_path / "shot.bmp",
                        registry=damit_registry, players=players, text_size=text_size,
                        language="en")  # fmt: skip
        table = gl_window.current_view.table
        layout, view = table.scene.layout, table.scene.view
        labels = [
            label for label in table.scene.marks.texts + table.scene.base.texts if label.visible
        ]
        most = 0
        for seat, dams in enumerate(view.dams):
            area = layout.panel(seat)
            row = layout.panel_dams(seat)
            drawn = [
                label
                for label in labels
                if label.text.isdigit()
                and row.contains((label.left + label.right) / 2, (label.bottom + label.top) / 2)
            ]
            assert sorted(int(label.text) for label in drawn) == sorted(dams), (seat, dams)
            for label in drawn:
                left, bottom, right, top = _rect(label)
                assert area.left - TOUCH <= left and right <= area.right + TOUCH, (seat, label.text)
                assert area.bottom - TOUCH <= bottom and top <= area.top + TOUCH, (seat, label.text)
            for a, b in combinations(drawn, 2):
                assert _apart(_rect(a), _rect(b)), (seat, a.text, b.text, _rect(a), _rect(b))
            most = max(most, len(dams))
        assert most >= 2, "a seat with two dams or more is checked"
    finally:
        set_text_scale(1.0)
        i18n.set_language(before)
