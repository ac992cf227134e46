"""The launcher's key art is the core's beaver picture, laid out by a picture node beside the
wordmark: twice as large at 200 % text, rasterised at the size it is drawn (never scaled)."""

from __future__ import annotations

import pytest


def _beaver(launcher):
    from tabletop_core.render.kit.pictures import picture_texture

    sprites = [
        s
        for s in launcher.canvas.sprites
        if s.texture
        is picture_texture("tabletop_core", "beaver", s.texture.width, s.texture.height)
    ]
    assert len(sprites) == 1, "the key art is drawn once, from the core's assets"
    return sprites[0]


@pytest.mark.gl
def test_the_key_art_is_sharp_at_100_and_200_percent_and_grows(shell, driver):
    from tabletop_core.render.theme import apply_settings

    sizes = {}
    for percent in (100, 200):
        shell.settings.text_size = percent
        apply_settings(shell.settings)
        launcher = shell.show_launcher()
        image = driver.frame()
        beaver = _beaver(launcher)
        assert (beaver.texture.width, beaver.texture.height) == (beaver.width, beaver.height)
        sizes[percent] = beaver.width
        (mark,) = [t for t in launcher.canvas.texts if t.visible and t.text == "Tabletop"]
        assert beaver.center_x + beaver.width / 2 < mark.x, "the wordmark starts beside it"
        # the picture's own colours are on the screen where it is drawn: the brown of its head
        x, y = int(beaver.center_x), int(beaver.center_y + beaver.height * 0.2)
        r, g, b = image.getpixel((x, image.height - 1 - y))
        assert r > g > b and r > 120, (r, g, b)
    assert sizes[200] >= 1.6 * sizes[100]
