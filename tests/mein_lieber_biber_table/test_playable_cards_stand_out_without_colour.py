"""On a turn where some cards can be played and some cannot, the playable ones stand raised in
the hand (with an outline) and the others stay down, dimmed: the difference is a shape, not only
a letter badge or a colour."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def test_playable_cards_stand_higher_than_the_others(make_shell, blocked_turn):
    from tabletop_mein_lieber_biber.table.textures import card_texture

    from tabletop_core.render.picture_text import picture_of, sprites_of

    match, blocked = blocked_turn()
    host = make_shell().start_match(match)
    host.on_update(0.0)
    host.on_draw()
    table = host.table
    w, h = table.scene.layout.hand.card_size
    hand = table.scene.seat.view.hands[0]
    playable = table.scene.seat.playable_cards()
    assert playable and blocked in hand and blocked not in playable
    sprites = sprites_of(table)
    bottoms = {}
    for card in hand:
        texture = card_texture(card, int(w), int(h))
        drawn = [sprite for sprite in sprites if picture_of(sprite) is texture]
        assert drawn, f"card {card} not drawn"
        bottoms[card] = drawn[0].bottom
    low = max(bottoms[card] for card in hand if card not in playable)
    high = min(bottoms[card] for card in hand if card in playable)
    assert high >= low + 6 * table.scene.layout.scale, bottoms
