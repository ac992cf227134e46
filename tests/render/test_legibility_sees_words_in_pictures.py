"""The legibility check reads the words drawn inside pictures: a word that does not fit its room
is cut, and a picture shown so small that its words shrink below a readable size is reported."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFont

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.picture_text import picture_problems, write

pytestmark = pytest.mark.gl


def _font(size: int):
    return ImageFont.truetype("DejaVuSans-Bold.ttf", size)


def _card(text: str, width: int, height: int = 120) -> Image.Image:
    image = Image.new("RGBA", (width, height), (255, 255, 255, 255))
    draw = ImageDraw.Draw(image)
    room = (2, height * 0.8, width - 2, height)
    write(draw, image, (width / 2, height * 0.9), text, _font, 14, room, least=10, fill=(0, 0, 0))
    return image


def _shown(image: Image.Image, scale: float = 1.0):
    arcade = load_arcade()
    sprite = arcade.Sprite(arcade.Texture(image, hash=f"test-{id(image)}"))
    sprite.width, sprite.height = image.width * scale, image.height * scale
    sprite.center_x, sprite.center_y = 200, 200
    return sprite


AREA = Rect(0, 0, 400, 400)


def test_a_word_too_long_for_its_card_is_cut(window):
    assert picture_problems([_shown(_card("MÜLLSCHLUCKER", 60))], AREA) == [
        "cut in a picture: 'MÜLLSCHLUCKER'"
    ]


def test_a_word_that_fits_is_drawn_smaller_rather_than_cut(window):
    image = _card("Müllschlucker", 100)
    assert picture_problems([_shown(image)], AREA) == []
    (words,) = image.info["tabletop_words"]
    assert 10 <= words.size < 14  # shrunk to fit the card's width


def test_a_picture_shown_small_has_words_too_small_to_read(window):
    (problem,) = picture_problems([_shown(_card("oak", 100), scale=0.5)], AREA)
    assert problem.startswith("too small in a picture: 'oak' (7 px")
