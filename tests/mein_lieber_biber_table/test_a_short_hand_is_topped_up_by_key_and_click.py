"""The rulebook's top-up at the table: Ana, who declined her draws, holds one card when her turn
comes; [1] takes a card from pile 1 and a click on pile 2 another; with three cards in hand the
piles give no more, and the prompt offers the top-up only while she is short."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _ana_short_of_cards(ana_and_bots):
    """Ana (seat 0) to play with one card: she played twice and declined both draws."""
    from tabletop_mein_lieber_biber.actions import Play, SkipDraw
    from tabletop_mein_lieber_biber.state import PLAY

    for seed in range(1, 40):
        match = ana_and_bots(2, seed)
        while not match.is_over:
            match.run_bots()
            state = match.state
            if match.is_over or state.round != 1:
                break
            if state.phase == PLAY and len(state.hands[0]) == 1:
                return match
            legal = match.legal_actions()
            gentle = [a for a in legal if isinstance(a, Play) and a.drop == 0.0]
            match.act(SkipDraw() if SkipDraw() in legal else (gentle or legal)[0])
    raise AssertionError("Ana never came to her turn with one card")


def test_a_short_hand_tops_up_with_a_key_and_a_click(make_shell, driver, ana_and_bots):
    from tabletop_mein_lieber_biber.events import HandToppedUp

    match = _ana_short_of_cards(ana_and_bots)
    host = make_shell().start_match(match)
    table = host.table
    driver.draw()
    assert "top up" in " ".join(table.controller.prompt())
    piles = [len(match.state.piles[p].cards) for p in (0, 1)]
    driver.key(key.KEY_1)
    driver.draw()
    assert len(match.state.hands[0]) == 2
    assert len(match.state.piles[0].cards) == piles[0] - 1
    assert any(isinstance(e, HandToppedUp) for e in match.log[-1].events)
    driver.click_rect(table.scene.layout.piles.pile(1))
    driver.draw()
    assert len(match.state.hands[0]) == 3
    assert len(match.state.piles[1].cards) == piles[1] - 1
    assert "top up" not in " ".join(table.controller.prompt())
    actions = len(match.actions)
    driver.key(key.KEY_2)  # three cards: nothing more to take
    driver.draw()
    assert len(match.actions) == actions and len(match.state.hands[0]) == 3
