"""The display face for titles and numbers: Fredoka (bold), from the core's assets.

Fredoka is by Milena Brandão and Ben Nathan (Hafontia), under the SIL Open Font License 1.1
(its licence lies beside it in ``tabletop_core/assets/fonts/``, its entry in the asset
manifest). It is a warm, rounded face that reads at a glance. It is registered with the text
engine with the other core fonts (:mod:`tabletop_core.render.fonts`); the face is bold, so a
title in it is drawn with ``bold=True``. :func:`display_font_for` gives it only to words it can
write whole; other words (a third-party game's title in another script) keep the text face.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING

from tabletop_core.assets.library import CORE, asset
from tabletop_core.assets.manifest import FontEntry
from tabletop_core.render.theme import FONT

if TYPE_CHECKING:
    from PIL import ImageFont

DISPLAY_ASSET = "display"
"""The name of the display face in the core's asset manifest."""


def display_family() -> str | None:
    """The display face's family name, or None when its file is not there."""
    found = asset(CORE, "fonts", DISPLAY_ASSET)
    return found.entry.family if found and isinstance(found.entry, FontEntry) else None


@lru_cache(maxsize=1)
def display_font() -> tuple[str, ...]:
    """The display face (then the text faces), registered on the first call; the text faces
    alone when the display face cannot be loaded."""
    from tabletop_core.render.fonts import register_fonts

    family = display_family()
    if family is None or family not in register_fonts():
        return FONT
    return (family, *FONT)


@lru_cache(maxsize=1)
def _glyphs() -> tuple[ImageFont.FreeTypeFont, bytes] | None:
    from PIL import ImageFont

    found = asset(CORE, "fonts", DISPLAY_ASSET)
    if found is None:
        return None
    try:
        with resources.as_file(found.file) as path:
            face = ImageFont.truetype(str(path), 24)
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
    """The face to write ``text`` in as a title or a number (draw it bold): the display face
    when it has every glyph, else the text face."""
    return display_font() if covers(text) else FONT
