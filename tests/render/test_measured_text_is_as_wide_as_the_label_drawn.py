"""``Canvas.measure`` (which adds up glyph advances instead of building a label) gives exactly the
width of the label the canvas then draws, for every font, size and style the tables use, and for
text pyglet lays out unusually: empty, spaces, a newline, symbols outside the font, accents."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.display_font import display_font
from tabletop_core.render.theme import FONT, FONT_MONO

pytestmark = pytest.mark.gl

TEXTS = (
    "",
    " ",
    "  two leading, trailing  ",
    "Dam It! — the river flows to place 1",
    "Ærø, Straße, Œuvre, niño, ça",
    "Zurückgestellter Damm (Überschwemmung)",
    "10 ✓ ★ ♥ ⚑ 🎲 …",
    "a line\nand another",
    "WIiMmw.,;:|",
)
SIZES = (8, 9.5, 11.25, 13.33, 16, 28.75)


@pytest.mark.parametrize("font", ["text", "mono", "display"])
def test_measure_is_the_width_of_the_label_drawn(tabletop_window, font: str) -> None:
    fonts = {"text": FONT, "mono": FONT_MONO, "display": display_font()}[font]
    arcade = load_arcade()
    for text in TEXTS:
        for size in SIZES:
            for bold, italic in ((False, False), (True, False), (False, True)):
                label = arcade.Text(
                    text, 0, 0, font_size=size, bold=bold, italic=italic, font_name=tuple(fonts)
                )
                measured = Canvas.measure(text, size, bold=bold, italic=italic, font=fonts)
                assert measured == label.content_width, (text, size, bold, italic)
