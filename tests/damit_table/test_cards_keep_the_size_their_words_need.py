"""The Dam It! layout at 200 % text with a family's names, in every language and for two to four
players: river, hand and dam cards keep at least the size their own words need at the cards'
type size, and the table still lies inside its rect (what gave way is the spacing, the hand's
header, where the discard pile lies and where the hand lies). At 100 % nothing gives way: the table keeps its designed spacing.
In a crowded hand the key letters step down in turn, so neighbouring letters stay apart."""

from __future__ import annotations

import pytest
from tabletop_damit.table.card_words import card_words_px, least_card_width, least_dam_height
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.proportions import CARD_ASPECT
from tabletop_damit.table.rows import Arrangement
from tabletop_damit.table.words import seat_title

from tabletop_core import i18n
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import set_text_scale

LARGE_TEXT_TABLE = Rect(0, 103, 960, 552)
"""The rect the frame gives the table at 200 % text in a 1280×720 window."""
TABLE = Rect(0, 56, 960, 616)
"""The rect at 100 %."""
NAMES = ("Marie-Claire", "Oma Gertrud", "Bartholomäus", "Wilhelmine")


@pytest.fixture()
def layout_for(gl_window):
    before = i18n._language

    def layout_at(language: str, scale: float, rect: Rect, players: int) -> TableLayout:
        i18n.set_language(language)
        set_text_scale(scale)
        titles = [seat_title(name, seat > 0, seat == 0) for seat, name in enumerate(NAMES)]
        return TableLayout(rect, players, tuple(titles[:players]), NAMES[0])

    yield layout_at
    set_text_scale(1.0)
    i18n._language = before


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_keep_their_size_and_the_table_its_room(layout_for, language, players):
    layout = layout_for(language, 2.0, LARGE_TEXT_TABLE, players)
    least = least_card_width(card_words_px())
    assert layout.card_size[0] >= least - 0.5
    assert layout.hand_card_size[0] >= least - 0.5
    assert layout.dam_size[1] >= least_dam_height(card_words_px()) - 0.5
    assert layout.fits, "the river within the table's width, the hand's cards within its row"
    main = layout.main
    river, hand = layout.river_row, layout.hand_row  # the hand below the river, or up by the piles
    assert river.bottom >= hand.top - 0.5 or hand.bottom >= river.top - 0.5
    assert layout.hand_row.bottom >= LARGE_TEXT_TABLE.bottom
    assert layout.piles_row.top <= LARGE_TEXT_TABLE.top
    last = layout.discard_slot if not layout.discard_up else layout.river_slot(4)
    assert last.right <= main.right + 0.5


def test_the_longest_name_decides_the_least_card(layout_for):
    layout_for("en", 2.0, LARGE_TEXT_TABLE, 2)
    english = least_card_width(card_words_px())
    layout_for("de", 2.0, LARGE_TEXT_TABLE, 2)
    german = least_card_width(card_words_px())  # "Müllschlucker"
    assert german > english
    assert least_card_width(card_words_px(2.0)) > least_card_width(card_words_px(1.0))


@pytest.mark.parametrize("language", ["en", "de"])
def test_at_100_percent_nothing_gives_way(layout_for, language):
    layout = layout_for(language, 1.0, TABLE, 4)
    assert layout.arrangement == Arrangement()
    assert layout.card_size[0] >= least_card_width(card_words_px())
    assert layout.hand_card_size[1] == pytest.approx(170 * layout.scale)
    assert layout.card_size[1] == pytest.approx(layout.card_size[0] * CARD_ASPECT)


@pytest.mark.parametrize("count", range(2, 15))
def test_key_letters_of_a_crowded_hand_stay_apart(layout_for, count):
    layout = layout_for("de", 2.0, LARGE_TEXT_TABLE, 4)
    badge = 2 * layout.key_radius
    places = [
        (layout.hand_slot(i, count).left, layout.hand_key_drop(i, count)) for i in range(count)
    ]
    for i, (x, drop) in enumerate(places):
        for other_x, other_drop in places[i + 1 :]:
            assert abs(other_x - x) >= badge or abs(other_drop - drop) >= badge, (count, i)
