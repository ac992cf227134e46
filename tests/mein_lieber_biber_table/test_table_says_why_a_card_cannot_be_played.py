"""A card the rules will not let move its beaver is refused in the rules' own words."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _blocked_turn(registry):
    """A match where Ana (seat 0) is to play and holds a card the rules refuse: (match, card)."""
    from tabletop_mein_lieber_biber.rules import playable
    from tabletop_mein_lieber_biber.state import PLAY

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    for seed in range(1, 40):
        bots = {1: registry.make_bot("mein_lieber_biber", "random")}
        match = Match(game, seats, seed, None, bots=bots)
        while not match.is_over:
            match.run_bots()
            state = match.state
            if match.is_over:
                break
            if state.phase == PLAY:
                movable = {move[0] for move in playable(state)}
                blocked = [card for card in state.hands[0] if card not in movable]
                if movable and blocked:
                    return match, blocked[0]
            legal = match.legal_actions()
            match.act(legal[len(legal) // 2])
    raise AssertionError("no turn with a blocked card found")


def test_a_blocked_card_is_refused_with_the_rules_reason(make_shell, driver, biber_registry):
    from tabletop_mein_lieber_biber.actions import Play
    from tabletop_mein_lieber_biber.table.paint import HAND_KEYS, card_words

    from tabletop_core.game import IllegalAction

    match, card = _blocked_turn(biber_registry)
    host = make_shell().start_match(match)
    table = host.table
    driver.draw()
    played = len(match.actions)
    driver.key(getattr(key, HAND_KEYS[table.view.hands[0].index(card)]))
    with pytest.raises(IllegalAction) as refused:
        match.game.apply(match.game.clone(match.state), Play(card))
    reason = str(refused.value)
    assert host._hint == f"The {card_words(card)} cannot be played now: {reason}"
    assert table.held_card is None and len(match.actions) == played
