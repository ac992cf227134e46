"""The fonts the core ships, registered with the text engine when drawing starts.

Every font listed in the core's asset manifest (``tabletop_core/assets/manifest.toml``) is
loaded once per process, before the first word is measured or drawn (:mod:`canvas` calls
:func:`register_fonts` on import), so text looks the same on every platform: the text face
(:data:`~tabletop_core.render.theme.FONT` names it first) and the display face for titles
(:mod:`~tabletop_core.render.display_font`). A font whose file is missing or damaged is
skipped with one line in the log; the words fall back to the next face of the list.

The bundled faces have no arrows, stars, dice or key symbols (→ ★ ⚄ ⌫). Windows and macOS take
a missing glyph from another face themselves; on Linux pyglet's FreeType fonts only look in the
fallbacks they are given, so :func:`register_fonts` gives every bundled face the system's
:data:`GLYPH_FALLBACK` faces for the glyphs it lacks.
"""

from __future__ import annotations

import logging
from importlib import resources
from typing import Any

from tabletop_core.assets.library import CORE, assets_of

log = logging.getLogger(__name__)
_registered: dict[str, list[str]] = {}
_bundled: set[str] = set()

GLYPH_FALLBACK = ("DejaVu Sans", "Noto Sans Symbols 2", "Noto Sans Symbols")
"""Where a bundled face's missing symbols come from (the first face that has the glyph)."""


def _give_faces_fallbacks() -> None:
    """Make every font of a bundled family that pyglet's FreeType loads look up a glyph it
    lacks in :data:`GLYPH_FALLBACK` (on other platforms the system does this)."""
    import pyglet.font
    from pyglet.font.freetype import FreeTypeFont

    base: Any = pyglet.font._system_font_class
    if not (isinstance(base, type) and issubclass(base, FreeTypeFont)):
        return
    if getattr(base, "_tabletop_fallbacks", False):
        return

    class FontWithFallbacks(base):
        _tabletop_fallbacks = True

        def __init__(self, name: str, size: float, *args: object, **kwargs: object) -> None:
            super().__init__(name, size, *args, **kwargs)
            if name.lower() not in _bundled:
                return
            for face in GLYPH_FALLBACK:
                if not base.have_font(face):
                    continue
                try:
                    self.add_fallback(base(face, size, *args, **kwargs))
                except Exception:  # a face fontconfig names but cannot open: skip it
                    continue

    pyglet.font._system_font_class = FontWithFallbacks


def register_fonts(package: str = CORE) -> list[str]:
    """Load every font ``package`` lists into the text engine (once per package); the family
    names that loaded."""
    global _loaded
    if package in _registered:
        return _registered[package]
    from tabletop_core.render._arcade import load_arcade

    arcade = load_arcade()
    _give_faces_fallbacks()
    families: list[str] = []
    for found, entry in assets_of(package).fonts():
        try:
            with resources.as_file(found.file) as path:
                arcade.load_font(path)
        except Exception as error:  # a damaged file: the words take the next face
            log.warning("%s assets: fonts.%s: cannot be loaded (%s)", package, found.name, error)
            continue
        _loaded += 1
        if entry.family not in families:
            families.append(entry.family)
        _bundled.add(entry.family.lower())
    _registered[package] = families
    return families


_loaded = 0


def fonts_loaded() -> int:
    """How many font files :func:`register_fonts` has loaded in this process: what a font list
    resolves to (the first family installed) can change only when this does."""
    return _loaded
