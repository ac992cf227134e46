"""The fonts the core ships, registered with the text engine when drawing starts.

Every font listed in the core's asset manifest (``tabletop_core/assets/manifest.toml``) is
loaded once per process, before the first word is measured or drawn (:mod:`canvas` calls
:func:`register_fonts` on import), so text looks the same on every platform: the text face
(:data:`~tabletop_core.render.theme.FONT` names it first) and the display face for titles
(:mod:`~tabletop_core.render.display_font`). A font whose file is missing or damaged is
skipped with one line in the log; the words fall back to the next face of the list.
"""

from __future__ import annotations

import logging
from importlib import resources

from tabletop_core.assets.library import CORE, assets_of

log = logging.getLogger(__name__)
_registered: dict[str, list[str]] = {}


def register_fonts(package: str = CORE) -> list[str]:
    """Load every font ``package`` lists into the text engine (once per package); the family
    names that loaded."""
    if package in _registered:
        return _registered[package]
    from tabletop_core.render._arcade import load_arcade

    arcade = load_arcade()
    families: list[str] = []
    for found, entry in assets_of(package).fonts():
        try:
            with resources.as_file(found.file) as path:
                arcade.load_font(path)
        except Exception as error:  # a damaged file: the words take the next face
            log.warning("%s assets: fonts.%s: cannot be loaded (%s)", package, found.name, error)
            continue
        if entry.family not in families:
            families.append(entry.family)
    _registered[package] = families
    return families
