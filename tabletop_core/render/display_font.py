"""The display face for titles and numbers: Kenney Future, shipped in ``render/fonts``.

Kenney Future is by Kenney (www.kenney.nl), given to the public domain under CC0 1.0 (its
licence text lies beside it, ``fonts/LICENSE-Kenney-Future.txt``). It is loaded into the text
engine once per process, the first time a screen asks for it. The face has no en dash and no
glyphs beyond Latin-1, so :func:`display_font_for` gives it only to words it can write whole;
other words (a third-party game's title in another script) keep the body face.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop_core.render.theme import FONT

if TYPE_CHECKING:
    from PIL import ImageFont

FONTS = Path(__file__).with_name("fonts")
DISPLAY_FILE = FONTS / "Kenney_Future.ttf"
DISPLAY_FAMILY = "Kenney Future"


@lru_cache(maxsize=1)
def display_font() -> tuple[str, ...]:
    """The display face (then the body face): loaded on the first call; the body face alone
    when the file cannot be loaded."""
    from tabletop_core.render.canvas import arcade

    try:
        arcade.load_font(DISPLAY_FILE)
    except Exception:  # a damaged install: the words still show, in the body face
        return FONT
    return (DISPLAY_FAMILY, *FONT)


@lru_cache(maxsize=1)
def _glyphs() -> tuple[ImageFont.FreeTypeFont, bytes] | None:
    from PIL import ImageFont

    try:
        face = ImageFont.truetype(str(DISPLAY_FILE), 24)
    except OSError:
        return None
    return face, _mask(face, "\ue123")  # a private-use character: the face's missing glyph


def _mask(face: ImageFont.FreeTypeFont, char: str) -> bytes:
    mask = face.getmask(char)
    return repr(mask.size).encode() + bytes(mask)


@lru_cache(maxsize=512)
def covers(text: str) -> bool:
    """Whether the display face has a glyph for every character of ``text``."""
    glyphs = _glyphs()
    if glyphs is None:
        return False
    face, missing = glyphs
    return all(char.isspace() or _mask(face, char) != missing for char in set(text))


def display_font_for(text: str) -> tuple[str, ...]:
    """The face to write ``text`` in as a title or a number: the display face when it has
    every glyph, else the body face."""
    return display_font() if covers(text) else FONT
