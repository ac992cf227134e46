"""At 200 % text the Dam It! cards keep a readable width at every player count and in every
language (what gives way is the spacing, or the discard pile moving up beside the dam piles),
and the words printed on them are whole and large enough to read."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.picture_text import picture_of, picture_problems, sprites_of, words_of

pytestmark = pytest.mark.gl

READABLE_CARD_WIDTH = 75
"""Window pixels: the longest card name (German "Müllschlucker") reads at 10 px on a card this
wide."""
SEED = 18
"""Half way through this seed's game, seat 0 holds cards at every player count (6, 4 and 6 with
2, 3 and 4 players) and the river is full, so the widths are read on a hand of several cards."""


def _draw(registry, tmp_path, players: int, language: str):
    from tabletop_core.render.screenshot import take_screenshot

    take_screenshot(
        "damit",
        seed=SEED,
        players=players,
        out=tmp_path / f"damit-{players}-{language}.bmp",  # not read back
        registry=registry,
        text_size=200,
        language=language,
    )
    return load_arcade().get_window().current_view


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_river_and_hand_cards_stay_readable_at_200_percent(
    players, language, window, games_registry, reading_reset, language_reset, tmp_path
):
    host = _draw(games_registry, tmp_path, players, language)
    table = host.table
    view = table.scene.view
    river = [card for card in view.river.items if card is not None]
    hand = view.hands[table.scene.host.viewer]
    assert river and hand, "half way, the river and the seat's hand hold cards"
    for card in river + hand:
        sprite = table.scene.sprites.cards[card]
        assert sprite.width >= READABLE_CARD_WIDTH, (card, sprite.width)
    area = host.layout()[1]
    assert picture_problems(sprites_of(table), area) == []


def test_the_card_names_on_the_table_are_words_the_check_reads(
    window, games_registry, reading_reset, language_reset, tmp_path
):
    from tabletop_damit.cards import card_label, upper_first

    host = _draw(games_registry, tmp_path, 4, "de")
    table = host.table
    read = {
        words.text
        for sprite in sprites_of(table)
        if sprite.visible
        for words in words_of(picture_of(sprite).image)
    }
    names = {
        upper_first(card_label(card)) for card in table.scene.view.river.items if card is not None
    }
    assert names and names <= read, (names, read)
