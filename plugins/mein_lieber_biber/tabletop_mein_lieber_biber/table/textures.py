"""arcade textures of the Mein lieber Biber pictures (SVG files drawn at the size they are shown:
:mod:`.pictures`), made once per picture and size and kept (the kit's ``kept``)."""

from __future__ import annotations

from PIL import Image

from tabletop_core.render.kit.kept_textures import kept
from tabletop_core.render.supersample import shadow_under
from tabletop_mein_lieber_biber.table import pictures


def _dam_image(width: int, height: int, way_ashore: bool) -> Image.Image:
    """The dam of sticks and mud, over its own soft shadow (``way_ashore``: with ring 30 and the
    path onto it, while nobody is ashore)."""
    image = pictures.dam_image(width, height, way_ashore)
    # the shadow's softness follows the dam's height: its width grows with the words on its bands
    blur = max(1.5, height / 143)
    return shadow_under(image, blur=blur, darkness=120)


def _level_image(size: int, tip_fraction: float) -> Image.Image:
    """The spirit level, one picture; its green glass ends at ``tip_fraction`` of its radius
    (the SVG is drawn so: see its comment)."""
    return pictures.drawn("level", size, size)


def _bubble_image(size: int) -> Image.Image:
    """The level's air bubble."""
    return pictures.drawn("bubble", size, size)


beaver_texture = kept("biber-beaver", pictures.beaver_image)
card_texture = kept("biber-card", pictures.card_image, keep="deck")
back_texture = kept("biber-back", pictures.card_back_image)
stick_texture = kept("biber-stick", pictures.stick_image)
dam_texture = kept("biber-dam", _dam_image, keep="large")
level_texture = kept("biber-level", _level_image, keep="large")
bubble_texture = kept("biber-bubble", _bubble_image)
glow_texture = kept("biber-glow", pictures.glow_image)
splash_texture = kept("biber-splash", pictures.splash_image)
water_texture = kept("biber-water", pictures.water_image, keep="large")
