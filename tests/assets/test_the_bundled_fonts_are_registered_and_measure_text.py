"""The core's fonts are registered when drawing starts and every text is measured and drawn in
them: Nunito for text (regular and bold), Fredoka for titles, the same on every platform."""

from __future__ import annotations

from importlib.resources import as_file, files
from pathlib import Path

import pytest
from PIL import ImageFont

TEXT = "Beaver Creek: stack the dam"
SIZE = 20


def _in_file(name: str) -> float:
    """How wide ``TEXT`` is set in the font file ``name`` (advance widths, by FreeType)."""
    with as_file(files("tabletop_core") / "assets" / "fonts" / name) as path:
        return ImageFont.truetype(str(path), SIZE * 96 / 72).getlength(TEXT)


@pytest.mark.gl
def test_text_is_measured_in_the_bundled_text_face(window):
    from tabletop_core.render.canvas import Canvas

    assert Canvas.measure(TEXT, SIZE) == pytest.approx(_in_file("Nunito-Regular.ttf"), abs=2)
    assert Canvas.measure(TEXT, SIZE, bold=True) == pytest.approx(
        _in_file("Nunito-Bold.ttf"), abs=4
    )
    fallback = Canvas.measure(TEXT, SIZE, font=("DejaVu Sans",))
    assert abs(fallback - Canvas.measure(TEXT, SIZE)) > 20  # the system face would differ


@pytest.mark.gl
def test_titles_are_set_in_the_bundled_display_face(window):
    from tabletop_core.render.canvas import Canvas, arcade
    from tabletop_core.render.display_font import display_family, display_font

    assert display_family() == "Fredoka" and display_font()[0] == "Fredoka"
    title = arcade.Text(TEXT, 0, 0, font_size=SIZE, font_name=display_font(), bold=True)
    assert title.font_name == "Fredoka"  # the text engine found the face, not a stand-in
    measured = Canvas.measure(TEXT, SIZE, bold=True, font=display_font())
    assert measured == pytest.approx(_in_file("Fredoka-Bold.ttf"), abs=2)


def test_every_core_font_is_registered_under_its_family(window):
    from tabletop_core.assets import assets_of
    from tabletop_core.render.fonts import register_fonts

    families = register_fonts()
    assert families == ["Fredoka", "Nunito"]
    assert {entry.family for _, entry in assets_of("tabletop_core").fonts()} == set(families)


def _characters_in_use() -> set[str]:
    """Every character beyond ASCII in the core's and the games' code and catalogues."""
    root = Path(__file__).parents[2]
    found: set[str] = set()
    for folder in (root / "tabletop_core", root / "plugins"):
        for path in [*folder.rglob("*.py"), *folder.rglob("*.po")]:
            found |= {c for c in path.read_text(encoding="utf-8") if ord(c) > 127}
    return {c for c in found if c.isprintable() and not c.isspace()}


@pytest.mark.gl
def test_a_symbol_the_text_face_lacks_is_drawn_from_a_fallback_face_not_as_a_box(window):
    from PIL import ImageFont

    from tabletop_core.render.canvas import Canvas

    with as_file(files("tabletop_core") / "assets" / "fonts" / "Nunito-Regular.ttf") as path:
        face = ImageFont.truetype(str(path), 40)
    missing_mask = bytes(face.getmask("\ue123"))
    lacking = [c for c in _characters_in_use() if bytes(face.getmask(c)) == missing_mask]
    assert "★" in lacking and "⚄" in lacking  # the winner's star, a die: not in Nunito
    for char in sorted(lacking):
        stand_in = Canvas.measure(char, SIZE, font=("DejaVu Sans",))
        assert Canvas.measure(char, SIZE) == stand_in, f"{char!r} (U+{ord(char):04X}) is a box"
