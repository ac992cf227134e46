"""A card the rules will not let move its beaver is refused in the rules' own words."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_a_blocked_card_is_refused_with_the_rules_reason(make_shell, driver, blocked_turn):
    from tabletop_mein_lieber_biber.actions import Play
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS, card_words

    from tabletop_core.game import IllegalAction

    match, card = blocked_turn()
    host = make_shell().start_match(match)
    table = host.table
    driver.draw()
    played = len(match.actions)
    driver.key(getattr(key, HAND_KEYS[table.scene.seat.view.hands[0].index(card)]))
    with pytest.raises(IllegalAction) as refused:
        match.game.apply(match.game.clone(match.state), Play(card))
    reason = str(refused.value)
    assert host._hint == f"The {card_words(card)} cannot be played now: {reason}"
    assert table.controller.held_card is None and len(match.actions) == played
