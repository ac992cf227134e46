"""How large the words printed on the cards are, and the least size of a card they need.

The card art (:mod:`~tabletop_damit.table.art`) writes a river or hand card's name and value,
and a dam card's cost and points, into the room its picture leaves; these measure the longest
of them in the cards' face, so that the layout never draws a card too small to read.
"""

from __future__ import annotations

import math

from PIL import ImageFont

from tabletop_core.render.picture_text import LEAST_READABLE_PX
from tabletop_core.render.theme import reading
from tabletop_damit.cards import KIND_NAMES, kind_label, upper_first
from tabletop_damit.table.proportions import CARD_ASPECT, DAM_WORDS, MARGIN, NAME_SIZE

CARD_WORDS_GROWTH = 0.2
"""How much of the text-size setting the words printed on the cards follow: at 200 % they are
a fifth larger than at 100 % (the table's own words double; cards that grew as much would no
longer fit the river and the hand beside the seats of a 1280×720 window)."""


def card_words_px(text_scale: float | None = None) -> float:
    """The size of the words on a river or hand card (its name, its value), in window pixels:
    readable at 100 % and growing with the text size."""
    k = reading.text_scale if text_scale is None else text_scale
    return LEAST_READABLE_PX * (1 + CARD_WORDS_GROWTH * (max(1.0, min(k, 2.0)) - 1))


def least_card_width(size: float) -> float:
    """The least width of a card whose name and value are written at ``size`` px: the
    longest name of the language in the cards' condensed bold face fits, and the card is big
    enough for the art to write that large."""
    font_size = math.ceil(size)
    try:
        font: ImageFont.FreeTypeFont | ImageFont.ImageFont = ImageFont.truetype(
            "DejaVuSansCondensed-Bold.ttf", font_size
        )
    except OSError:
        font = ImageFont.load_default(size=font_size)
    longest = max(font.getlength(upper_first(kind_label(k))) for k in range(len(KIND_NAMES)))
    by_size = max(font_size / NAME_SIZE[0], font_size / (NAME_SIZE[1] * CARD_ASPECT))
    return float(int(max(longest / (1 - 2 * MARGIN), by_size)) + 2)


def least_dam_height(size: float) -> float:
    """The least height of a dam card whose words are written at ``size`` px."""
    return float(math.ceil(math.ceil(size) / DAM_WORDS) + 1)
