"""A card with no suit (``(label, None)``): numbered cards, a game without suits. It is drawn on
the real window as its label on a plain face, with no seat colour, pattern or symbol, where a
suited card shows its suit's colour."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def _colours(window, card) -> set[tuple[int, int, int]]:
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.widgets import paint_card

    arcade = load_arcade()
    canvas = Canvas()
    paint_card(canvas, card, Rect(100, 100, 120, 174))
    window.clear()
    canvas.draw()
    image = arcade.get_image(110, 110, 100, 154).convert("RGB")
    return set(image.getdata())


def _coloured(colours: set[tuple[int, int, int]]) -> set[tuple[int, int, int]]:
    """The colours that are not a grey: a seat colour, a suit's band (the face is cream)."""
    return {c for c in colours if max(c) - min(c) > 40}


def test_a_suitless_card_shows_no_suit_colour_and_a_suited_one_does(window) -> None:
    from tabletop_core.render.theme import SEAT_COLORS

    plain = _colours(window, ("7", None))
    suited = _colours(window, ("7", 1))
    assert SEAT_COLORS[1][:3] in suited
    assert not _coloured(plain), sorted(_coloured(plain))[:5]


def test_a_suitless_card_sprite_and_pile_are_made(window) -> None:
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.widgets.cards import CardSprite, Pile

    sprite = CardSprite("Q", None)
    assert sprite.suit is None and sprite.texture is not None
    Pile([("3", None), ("4", None)]).paint(Canvas(), (200, 200))
