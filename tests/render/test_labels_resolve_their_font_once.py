"""A label's font list is resolved to one installed font once, not for every label made (arcade
looks each name up as a file and loads the font to read its name), and resolved again once more
fonts are loaded."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.gl


def test_many_labels_resolve_their_font_list_once(window):
    import arcade.text

    from tabletop_core.render.canvas import Canvas

    calls = []
    original = arcade.text._attempt_font_name_resolution

    def counting(font):
        calls.append(font)
        return original(font)

    arcade.text._attempt_font_name_resolution = counting
    try:
        canvas = Canvas()
        font = ("Nunito", "DejaVu Sans", "Fredoka", "a font no one has 7")
        labels = [canvas.text(f"label {i}", 10, 10 * i, 12, (0, 0, 0, 255), font=font)
                  for i in range(40)]  # fmt: skip
    finally:
        arcade.text._attempt_font_name_resolution = original
    assert len(calls) <= 1, calls
    assert {label.label.font_name for label in labels} == {original(font)}


AFTER_REGISTERING = textwrap.dedent(
    """
    from tabletop_core.render._arcade import load_arcade
    arcade = load_arcade()
    window = arcade.Window(64, 64, visible=False)
    from arcade.text import _attempt_font_name_resolution
    from tabletop_core.render import fonts
    register = fonts.register_fonts
    fonts.register_fonts = lambda package=None: []  # the core's faces held back at first
    from tabletop_core.render import canvas
    font = ("Nunito", "DejaVu Sans")
    canvas.Canvas().text("a", 0, 0, 12, (0, 0, 0, 255), font=font)
    canvas.Canvas().text("b", 0, 0, 12, (0, 0, 0, 255), font=font)
    looked_up = canvas._resolved_font.cache_info().misses
    register()  # the core's faces loaded now, after the first labels
    label = canvas.Canvas().text("c", 0, 0, 12, (0, 0, 0, 255), font=font)
    print(looked_up, canvas._resolved_font.cache_info().misses, "|", label.label.font_name,
          "|", _attempt_font_name_resolution(font))
    """
)


def test_a_font_loaded_later_has_the_font_list_looked_up_again():
    run = subprocess.run(
        [sys.executable, "-c", AFTER_REGISTERING], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    counts, used, arcades = (part.strip() for part in run.stdout.strip().split("|"))
    assert counts == "1 2", "once for the first two labels, again once fonts were loaded"
    assert used == arcades, "the label's font is the one arcade resolves the list to now"
