"""The player's own beaver stands at work on the table, past the river's end: drawn from its
picture in the seat's colour, at least three times as tall as the beaver beside a seat's name,
inside the table and clear of every card, dam card, cube, button and word drawn. Read from the
real window (the screenshot path), for two to four players, at 100 % and 200 % text, in the
usual and the high-contrast theme."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()

FUR = (124, 78, 42)
CASES = [(2, 100, False), (3, 100, True), (4, 100, False), (2, 200, True), (3, 200, False),
         (4, 200, False)]  # fmt: skip


def _overlap(a, b) -> bool:
    return (
        a.left < b.right - 0.5
        and b.left < a.right - 0.5
        and (a.bottom < b.top - 0.5 and b.bottom < a.top - 0.5)
    )


def _near(pixel, color, slack=60) -> bool:
    return sum(abs(a - b) for a, b in zip(pixel, color, strict=False)) <= slack


@pytest.mark.parametrize(("players", "text_size", "high_contrast"), CASES)
def test_the_players_beaver_works_by_the_river_clear_of_everything(
    gl_window, damit_registry, tmp_path, monkeypatch, players, text_size, high_contrast
):
    from tabletop_core import i18n
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.screenshot import take_screenshot
    from tabletop_core.render.theme import seat_color, set_high_contrast, set_text_scale

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    before = i18n.language()
    try:
        take_screenshot("damit", seed=3, out=tmp_path / "shot.bmp", registry=damit_registry,
                        players=players, text_size=text_size, high_contrast=high_contrast,
                        language="en")  # fmt: skip
        table = gl_window.current_view.table.scene
        layout = table.layout
        image = arcade.get_image(0, 0, gl_window.width, gl_window.height).convert("RGB")
        beaver = layout.worker
        assert beaver is not None, "the table has room for the player's beaver at work"
        assert beaver.height >= 3 * layout.panel_beaver(0).height - 0.5
        assert layout.rect.left <= beaver.left and beaver.right <= layout.rect.right
        assert layout.rect.bottom <= beaver.bottom and beaver.top <= layout.rect.top

        pieces = [rect for _key, rect in table.sprites.pieces()]
        words = [
            Rect(label.left, label.bottom, label.right - label.left, label.top - label.bottom)
            for label in table.base.texts + table.marks.texts
            if label.visible and label.text.strip()
        ]
        buttons = [rect for _name, rect in table.buttons]
        for rect in pieces + words + buttons:
            assert not _overlap(beaver, rect), (beaver, rect)

        box = (int(beaver.left), int(gl_window.height - beaver.top), int(beaver.right),
               int(gl_window.height - beaver.bottom))  # fmt: skip
        pixels = list(image.crop(box).getdata())
        fur = sum(_near(p, FUR) for p in pixels)
        own = sum(_near(p, seat_color(0)[:3], 45) for p in pixels)
        assert fur > 0.08 * len(pixels), "a beaver is drawn there"
        assert own > 0.005 * len(pixels), "wearing the player's colour"
    finally:
        set_text_scale(1.0)
        set_high_contrast(False)
        i18n.set_language(before)
