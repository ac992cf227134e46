"""A label that a panel drawn after it hides, in part or whole, does not read: the reading check
reports it as covered. Hamsterdam's breach count at the end of a dam row that ran too long lay
under the tray's panel; the order the canvases were drawn in decides, not the order they are
listed in."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl

INK = (20, 20, 20, 255)
PANEL = (40, 60, 90, 255)


def _row_and_panel():
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect

    row, panel = Canvas(), Canvas()
    row.text("1/3", 380, 200, 14, INK, anchor_y="center")
    row.text("Otto", 20, 200, 14, INK, anchor_y="center")
    panel.rect(Rect(390, 100, 200, 200), PANEL)
    return row, panel


def test_a_label_half_under_a_panel_drawn_after_it_is_covered(window):
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.legibility import reading_problems

    row, panel = _row_and_panel()
    row.draw()
    panel.draw()
    assert reading_problems([panel, row], Rect(0, 0, 600, 400)) == ["covered: '1/3'"]


def test_the_same_label_over_a_panel_drawn_before_it_reads(window):
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.legibility import reading_problems

    row, panel = _row_and_panel()
    panel.draw()
    row.draw()
    assert reading_problems([panel, row], Rect(0, 0, 600, 400)) == []


def test_a_see_through_shade_or_a_frame_does_not_cover_words(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.legibility import covered_labels

    row, _panel = _row_and_panel()
    above = Canvas()
    above.rect(Rect(360, 180, 80, 40), (255, 255, 255, 60))  # a hover's light shade
    above.outline(Rect(360, 180, 80, 40), INK)  # a focus frame around the count
    row.draw()
    above.draw()
    assert covered_labels([row, above]) == []
