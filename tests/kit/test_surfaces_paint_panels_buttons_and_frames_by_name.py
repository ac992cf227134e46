"""The kit's surfaces: a table names what it paints (a panel, a button, an empty place, a key
cap, a frame) and the kit supplies its colours, corners and edges, which grow with the table,
follow high contrast when drawn, and keep a key cap legible at 200 % text."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.surfaces import (
    CAP_INSET,
    CAP_LEAST,
    CORNERS,
    FRAME_OUT,
    Surfaces,
)
from tabletop_core.render.theme import (
    Palette,
    set_high_contrast,
    set_text_scale,
    table_sizes,
)

pytestmark = pytest.mark.gl

SIDE = 400


def _pixels(window, paint):
    """What ``paint(canvas)`` draws on the real window, as an RGB image (rows from the top)."""
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.canvas import Canvas

    arcade = load_arcade()
    canvas = Canvas()
    paint(canvas)
    window.clear()
    canvas.draw()
    return arcade.get_image(0, 0, SIDE, SIDE).convert("RGB")


def _at(image, x: float, y: float) -> tuple[int, int, int]:
    return image.getpixel((int(x), SIDE - 1 - int(y)))


def test_corners_and_frames_grow_with_the_table():
    small, large = Surfaces(1.0), Surfaces(2.0)
    for kind in CORNERS:
        assert large.corner(kind) == 2 * small.corner(kind)
    assert small.corner("tag") < small.corner("place") < small.corner("panel")
    assert small.corner("panel") < small.corner("dialog")


def test_a_primary_button_and_a_plain_one_are_told_apart(window):
    surface = Surfaces(1.0)
    plain, primary = Rect(20, 20, 120, 40), Rect(200, 20, 120, 40)

    def paint(canvas):
        surface.button(canvas, plain)
        surface.button(canvas, primary, primary=True)

    image = _pixels(window, paint)
    assert _at(image, plain.center_x, plain.center_y) == Palette.BUTTON[:3]
    assert _at(image, primary.center_x, primary.center_y) == Palette.BUTTON_PRIMARY[:3]
    # the corners are cut: the very corner shows the window's clear colour, not the button
    assert _at(image, primary.left, primary.top - 1) != Palette.BUTTON_PRIMARY[:3]


def test_a_surface_takes_the_high_contrast_colours_in_force_when_drawn(window):
    surface = Surfaces(1.0)
    panel = Rect(40, 40, 200, 120)
    set_high_contrast(True)
    try:
        image = _pixels(
            window, lambda canvas: surface.seat(canvas, panel, (200, 0, 0, 255), acting=False)
        )
        assert _at(image, panel.center_x, panel.center_y) == Palette.PANEL[:3]
        # and its edge is drawn thicker (a hairline becomes 3 px in high contrast)
        assert _at(image, panel.center_x, panel.top - 2) == Palette.PANEL_EDGE[:3]
    finally:
        set_high_contrast(False)
    image = _pixels(
        window, lambda canvas: surface.seat(canvas, panel, (200, 0, 0, 255), acting=True)
    )
    assert _at(image, panel.center_x, panel.center_y) == Palette.PANEL_LIGHT[:3]


def test_a_frame_stands_out_round_what_it_frames(window):
    surface = Surfaces(2.0)
    card = Rect(100, 100, 80, 110)

    def paint(canvas):
        canvas.rect(card, (10, 10, 10, 255))
        surface.frame(canvas, card)

    image = _pixels(window, paint)
    out = FRAME_OUT * 2.0
    assert _at(image, card.center_x, card.top + out) == Palette.FOCUS[:3]
    assert _at(image, card.center_x, card.top - out) == (10, 10, 10)


def test_a_keyed_buttons_words_start_right_of_its_cap(window):
    surface = Surfaces(1.0)
    sizes = table_sizes(1.0)
    rect = Rect(20, 100, 300, 44)
    words = []

    image = _pixels(
        window, lambda canvas: words.append(surface.keyed_button(canvas, sizes, rect, "1"))
    )
    cap = surface.cap_side(sizes)
    assert words[0].left == pytest.approx(rect.left + 2 * CAP_INSET + cap)
    assert words[0].right < rect.right
    assert words[0].width == pytest.approx(surface.keyed_words(rect.width, cap))
    # the cap is drawn in the panel colour on the button
    assert (
        _at(image, rect.left + CAP_INSET + cap / 2, rect.center_y + cap / 2 - 2)
        == Palette.PANEL[:3]
    )


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_a_key_cap_holds_a_line_of_small_text_and_grows_at_200_percent(scale):
    surface = Surfaces(scale)
    try:
        set_text_scale(1.0)
        normal = table_sizes(scale)
        at_100 = surface.cap_side(normal)
        set_text_scale(2.0)
        large = table_sizes(scale)
        at_200 = surface.cap_side(large)
    finally:
        set_text_scale(1.0)
    assert at_100 >= CAP_LEAST * scale
    assert at_200 >= at_100
    assert at_200 >= large.small * 96 / 72  # the key's letter fits its cap
