"""The rules' reason for refusing a card reads whole in the prompt bar at 200 % text in German
(wrapped rather than cut), and it goes away with the next action — or, when the person does
nothing, after a few seconds."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _drawn_words(host) -> str:
    from tabletop_core.render.legibility import visible_labels

    return " ".join(label.text for label in visible_labels([host.canvas]))


def test_the_reason_reads_whole_and_leaves_with_the_next_move(german_at_200, driver, blocked_turn):
    from tabletop_mein_lieber_biber.actions import Play
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    from tabletop_core.render.legibility import reading_problems

    match, card = blocked_turn()
    host = german_at_200.start_match(match)
    table = host.table
    driver.draw()
    driver.key(getattr(key, HAND_KEYS[table.scene.seat.view.hands[0].index(card)]))
    driver.draw()
    reason = match.game.why_not(match.view(0), Play(card))
    assert reason
    assert reason in _drawn_words(host)
    assert reading_problems([host.canvas], host.bounds) == []
    host.send(match.legal_actions()[0])
    driver.draw()
    assert reason not in _drawn_words(host)


def test_the_reason_goes_after_a_few_seconds(german_at_200, driver, blocked_turn):
    from tabletop_mein_lieber_biber.actions import Play
    from tabletop_mein_lieber_biber.table.controller import REFUSAL_SECONDS
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    match, card = blocked_turn()
    host = german_at_200.start_match(match)
    table = host.table
    driver.draw()
    driver.key(getattr(key, HAND_KEYS[table.scene.seat.view.hands[0].index(card)]))
    driver.draw()
    reason = match.game.why_not(match.view(0), Play(card))
    assert reason in _drawn_words(host)
    actions = len(match.actions)
    driver.update(1 / 10, frames=int(REFUSAL_SECONDS * 10) - 10)  # a second before it goes
    driver.draw()
    assert reason in _drawn_words(host)
    driver.update(1 / 10, frames=12)
    driver.draw()
    assert reason not in _drawn_words(host)
    assert len(match.actions) == actions  # nothing was played meanwhile
