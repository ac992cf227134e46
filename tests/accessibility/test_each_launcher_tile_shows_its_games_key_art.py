"""Each game's tile on the launcher shows the key art the game ships (its SVG, drawn to cover the
picture's room at the size shown), at 100 % and 200 % text: the screen's own pixels are the
picture's."""

from __future__ import annotations

import pytest
from PIL import ImageChops, ImageStat

from tabletop_core.assets import raster
from tabletop_core.render.art import KEY_ART

pytestmark = pytest.mark.gl


def _art_box(tile, sizes, image) -> tuple[int, int, int, int]:
    """Where the tile's picture is on the screen (left, top, right, bottom; origin top-left)."""
    room = tile.art_rect(sizes)
    left, bottom = round(room.left), image.height - round(room.bottom)
    return left, bottom - tile.texture.height, left + tile.texture.width, bottom


@pytest.mark.parametrize("percent", [100, 200])
def test_every_tile_shows_its_games_key_art(shell, driver, percent):
    from tabletop_core.render.theme import apply_settings

    shell.settings.text_size = percent
    apply_settings(shell.settings)
    launcher = shell.show_launcher()
    image = driver.frame()
    shown = [t for t in launcher.tiles if t.registered is not None and t.rect.top > 0]
    assert len(shown) >= 2
    compared = 0
    for tile in shown:
        package = tile.registered.package
        texture = tile.texture
        key_art = raster.covering(package, KEY_ART, texture.width, texture.height)
        assert key_art is not None, f"{package} ships its key art"
        assert texture.image.tobytes() == key_art.tobytes()
        room = tile.art_rect(launcher.sizes)
        assert (texture.width, texture.height) == (round(room.width), round(room.height)), (
            "drawn at the size shown, not stretched"
        )
        # the picture's pixels, a texel to a pixel, on the screen (the middle of it: the
        # edges may sit a pixel off)
        if tile in launcher.raised():
            continue  # the focused tile is lit a little: its colours are not the picture's
        left, top, right, bottom = _art_box(tile, launcher.sizes, image)
        on_screen = image.crop((left + 4, top + 4, right - 4, bottom - 4))
        wanted = key_art.convert("RGB").crop((4, 4, key_art.width - 4, key_art.height - 4))
        off = ImageStat.Stat(ImageChops.difference(on_screen, wanted)).mean
        assert max(off) < 4, (package, off)
        compared += 1
        for other in shown:  # and the comparison tells one game's picture from another's
            if other is tile:
                continue
            theirs = raster.covering(other.registered.package, KEY_ART, *texture.size)
            assert theirs is not None
            theirs = theirs.convert("RGB").crop((4, 4, key_art.width - 4, key_art.height - 4))
            assert max(ImageStat.Stat(ImageChops.difference(on_screen, theirs)).mean) > 20
    assert compared >= 1
