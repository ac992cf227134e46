"""At 200 % text, where the table has the height for it, the other player's dam keeps the card
size it has at 100 %: its cards and hamsters are measured in the window's pixels (German, the
longest words, 1280×720, two players, a short decision on the table). Before, large text capped
a smaller dam's row at its 100 % height and its cards under the big dam's, so the other dam was
drawn at 50×67 px instead of 71×95 with free table left between the dams."""

from __future__ import annotations

import pytest

from tabletop_core.render.piece_sizes import read_pieces, shrunk_pieces, unseen

pytestmark = pytest.mark.gl


def _other_dam(pieces):
    return {
        key: piece
        for key, piece in pieces.items()
        if key[0] in ("dam card", "hamster") and key[1] != 0
    }


@pytest.fixture()
def text_and_language_back():
    from tabletop_core import i18n
    from tabletop_core.render.theme import set_text_scale

    before = i18n._language
    yield
    set_text_scale(1.0)
    i18n._language = before


def test_the_other_players_dam_keeps_its_100_percent_size_at_200_percent(
    tabletop_window, hamsterdam_registry, text_and_language_back
):
    if (tabletop_window.width, tabletop_window.height) != (1280, 720):
        tabletop_window.set_size(1280, 720)
    read = {
        size: _other_dam(
            read_pieces(
                hamsterdam_registry, "hamsterdam", players=2, text_size=size, language="de", seed=1
            )
        )
        for size in (100, 200)
    }
    standard, large = read[100], read[200]
    cards = [piece for key, piece in standard.items() if key[0] == "dam card"]
    assert len(cards) >= 10 and min(card.width for card in cards) >= 60  # the dam is all there
    assert unseen(large.values()) == []
    assert shrunk_pieces(standard, large) == []
