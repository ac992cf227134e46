"""A river card the player cannot pay for is drawn in full colour, as the card it is, with its
price standing out beside it in its caption: no darkening, no hatching, no band across the
face. Read from the real window's pixels after real key events."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageStat

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _start(shell, seed=4):
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, seed, {"first_player": 0})
    return shell.start_match(match)


def _window_crop(window, rect):
    """The window's pixels inside ``rect`` (window coordinates, y up)."""
    image = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
    box = (round(rect.left), round(window.height - rect.top), round(rect.right),
           round(window.height - rect.bottom))  # fmt: skip
    return image.crop(box)


def test_an_unaffordable_river_card_keeps_its_colours_and_shows_its_price(
    damit_shell, driver, gl_window
):
    from tabletop_damit.table.textures import card_texture

    damit_shell.settings.reduced_motion = True
    host = _start(damit_shell)
    table = host.table
    driver.draw()
    driver.key(key.KEY_5)  # the draw pile's top: all four cubes paid
    driver.update()
    driver.draw()
    view = table.scene.view
    assert view.cubes[0] == 0 and host.match.to_act == 0
    driver.hover(0, 0)
    driver.frame()  # with pixels: the window is read below
    layout = table.scene.layout
    out_of_reach = [p for p in range(1, 4) if view.river.items[p] is not None]
    assert out_of_reach
    prices = [label for label in table.scene.marks.texts if label.text.isdigit()]
    for position in out_of_reach:
        slot = layout.river_slot(position)
        card = view.river.items[position]
        # the card's face as its picture is drawn, compared with the window where it lies
        # (its top part: the river's cubes rest on its lower half)
        drawn = _window_crop(gl_window, slot)
        face = card_texture(card, int(slot.width), int(slot.height)).image
        face = face.convert("RGBA").resize(drawn.size, Image.Resampling.BILINEAR)
        top = (4, 4, drawn.width - 4, int(drawn.height * 0.45))
        plain = Image.new("RGB", face.size, (0, 0, 0))
        plain.paste(face, mask=face.getchannel("A"))
        difference = ImageStat.Stat(ImageChops.difference(drawn.crop(top), plain.crop(top)))
        assert max(difference.mean) < 14, (position, difference.mean)
        # its price, beside it in its caption, not across its face
        mine = [label for label in prices if label.text == str(position)]
        assert len(mine) == 1
        caption = layout.river_caption(position)
        assert caption.contains(mine[0].x, mine[0].y)
        assert not slot.contains(mine[0].x, mine[0].y)
