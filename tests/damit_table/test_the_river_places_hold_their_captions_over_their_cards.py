"""The river's row of the Dam It! table: four places and the draw pile's, left to right, each
its caption (its key, its price as wide as its words, a cube beside a price) over its card, then the discard pile in line
with them unless it lies up by the dam piles. Nothing overlaps, and when the layout says the
river fits, it lies within the table. Checked for 2-4 players at 100, 150 and 200 % text, in
English and German, in every table rect."""

from __future__ import annotations

import itertools

from tabletop_damit.table.rows import DRAW
from tabletop_damit.table.words import price_text

TOUCH = 0.5


def test_each_place_has_its_caption_over_its_card_in_order(table_layouts):
    tight_seen, discard_seen = set(), set()
    for layout in table_layouts():
        tight_seen.add(layout.arrangement.tight)
        discard_seen.add(layout.discard_up)
        w, h = layout.card_size
        cards = [layout.river_slot(p) for p in range(DRAW + 1)]
        for place, card in enumerate(cards):
            caption = layout.river_caption(place)
            assert (card.width, card.height) == (w, h)
            parts = [
                layout.river_caption(place, p) for p in ("key", "price", "cube")[: 2 + (place > 0)]
            ]
            for part in parts:  # the key, the price, the cube: inside the caption, in order
                assert caption.left - TOUCH <= part.left and part.right <= caption.right + TOUCH
            for before, after in itertools.pairwise(parts):
                assert after.left >= before.right - TOUCH
            words = layout.words
            price = words.measure(price_text(place), words.type_size("small"), bold=place > 0)
            assert parts[1].width >= price - TOUCH, "the price as wide as its words"
            assert caption.bottom >= card.top, (place, caption, card)
            assert caption.left <= card.center_x <= caption.right
        for before, after in itertools.pairwise(cards):
            assert after.left >= before.right + layout.river_gap - TOUCH
        if not layout.discard_up:
            discard = layout.discard_slot
            assert discard.left >= cards[DRAW].right + layout.draw_gap - TOUCH
            assert discard.top == cards[DRAW].top
            if layout.river_fits:
                assert discard.right <= layout.main.right + TOUCH
        if layout.river_fits:
            assert cards[DRAW].right <= layout.main.right + TOUCH
    assert tight_seen == {False, True}, "the river is checked with its spacing given way too"
    assert discard_seen == {False, True}, "the discard pile in the river's row and up"
