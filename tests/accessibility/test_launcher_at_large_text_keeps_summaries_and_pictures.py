"""The launcher at 200 % text (and 100 %) in every language: every game's summary shows whole
(no "…") and its picture stays a picture (no sliver); what gives way is the number of tiles on
screen — arrows scroll to the rest."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.launcher import ART_LEAST
from tabletop_core.render.theme import apply_settings

pytestmark = pytest.mark.gl
key = load_arcade().key


@pytest.mark.parametrize(("language", "size"), [("en", 200), ("fr", 200), ("de", 200), ("en", 100)])
def test_every_tile_reads_whole(shell, driver, language_reset, language, size):
    from tabletop_core.i18n import set_language

    set_language(language)
    shell.settings.text_size = size
    apply_settings(shell.settings)
    launcher = shell.show_launcher()
    driver.draw()
    seen: set[str] = set()
    for _ in range(len(launcher.tiles)):
        driver.draw()
        tile = launcher.focus.focused
        assert tile.rect.top <= launcher.bounds.top and tile.rect.bottom >= 0
        summary_top = [
            t
            for t in launcher.canvas.texts
            if t.visible and t.text and tile.rect.contains(t.x, t.y) and t.multiline
        ]
        assert summary_top, tile.label
        assert not [t.text for t in summary_top if t.text.endswith("…")], tile.label
        art = tile.art_height(launcher.sizes, tile.rect.width, tile.rect.height)
        assert art >= tile.rect.width * ART_LEAST - 1, tile.label
        assert tile.texture is not None and tile.texture.height >= tile.rect.width * ART_LEAST - 24
        seen.add(tile.label)
        driver.key(key.RIGHT)
    assert len(seen) == len(launcher.tiles)
