"""Each button of the launcher's header (Settings, Join a game) is as wide as its words, its
key and some air in every language and text size, so the key never runs into the words
("EinstellungenS") nor is dropped, and the buttons never overlap each other."""

from __future__ import annotations

import pytest

from tabletop_core.i18n import set_language
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.theme import set_text_scale

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_header_buttons_fit_their_words_and_key(shell, driver, window, language_reset, size):
    if (window.width, window.height) != size:
        window.set_size(*size)
    try:
        for language in ("en", "fr", "de"):
            set_language(language)
            for text in (1.0, 1.5, 2.0):
                set_text_scale(text)
                launcher = shell.show_launcher()
                driver.draw()
                sizes = launcher.sizes
                buttons = [launcher.settings_button, launcher.join_button]
                for button in buttons:
                    words = Canvas.measure(button.label, sizes.body)
                    key = Canvas.measure(button.hint, sizes.small) + 8 * sizes.scale
                    where = f"{button.label!r} in {language} at {text:.0%}, {size}"
                    assert button.rect.width >= words + key + 40 * sizes.scale, where  # air
                    assert button.rect.left >= 0 and button.rect.right <= window.width, where
                settings, join = buttons
                assert join.rect.right <= settings.rect.left, (language, text)
    finally:
        window.set_size(1280, 720)
