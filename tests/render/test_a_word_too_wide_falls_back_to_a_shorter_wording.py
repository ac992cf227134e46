"""``Canvas.fitted_wording`` falls back to the next wording when one word alone is too wide:
wrapping cannot help a single word (a German compound on a button), so it must not be cut."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl

LONG = "Donaudampfschifffahrtsgesellschaft"
WHITE = (255, 255, 255, 255)


def test_a_single_word_wider_than_the_room_takes_the_shorter_wording(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect

    canvas = Canvas()
    rect = Rect(100, 100, 120, 60)
    assert Canvas.measure(LONG, 14) > rect.width  # the word alone does not fit
    label = canvas.fitted_wording([LONG, "Boat"], rect, 14, WHITE, lines=2)
    assert label.text == "Boat"
    assert canvas.cut == []
    # words that fit each are kept, wrapped onto the lines there are
    wide = Rect(100, 100, 200, 60)
    label = canvas.fitted_wording(["take the boat across", "boat"], wide, 14, WHITE, lines=2)
    assert label.text == "take the boat across"
    assert canvas.cut == []
