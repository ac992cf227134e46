"""A Nudgester or Flipster is offered only when it changes what floods on its owner's dam: with
neither the value rolled nor the one it would make on the dam, using it would only spend it."""

from __future__ import annotations

from tabletop_hamsterdam.actions import FLIP_VALUE, NUDGE_DOWN, NUDGE_UP, ROLL
from tabletop_hamsterdam.pieces import FLIPSTER, HAMSTER, NUDGESTER
from tabletop_hamsterdam.state import ABILITY

NO_7_8_9 = [2, 3, 4, 5, 6, 10, 10, 11, 11, 12, 12]
NO_8 = [2, 3, 4, 5, 6, 7, 10, 11, 11, 12, 12]


def test_an_eight_on_a_dam_without_7_8_or_9_asks_nothing(game, table) -> None:
    state = table(2, cards={0: NO_7_8_9}, stacks={0: {0: [HAMSTER, NUDGESTER]}}, rolls=[8])
    game.apply(state, ROLL)
    assert state.value == 8
    assert state.stage != ABILITY or state.actor != 0
    assert state.dams[0].used[NUDGESTER] == 0


def test_an_eight_without_an_eight_offers_only_the_nudge_onto_a_seven(game, table) -> None:
    state = table(2, cards={0: NO_8}, stacks={0: {0: [HAMSTER, NUDGESTER]}}, rolls=[8])
    game.apply(state, ROLL)
    assert (state.stage, state.actor) == (ABILITY, 0)
    legal = game.legal_actions(state)
    assert NUDGE_DOWN in legal and NUDGE_UP not in legal


def test_a_flipster_is_offered_when_the_dam_shows_the_flipped_value(game, table) -> None:
    no_6 = [2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 12]
    state = table(2, cards={0: no_6}, stacks={0: {0: [HAMSTER, FLIPSTER]}}, rolls=[6])
    game.apply(state, ROLL)
    assert (state.stage, state.actor) == (ABILITY, 0)
    assert FLIP_VALUE in game.legal_actions(state)  # 14 − 6 = 8 floods instead of nothing
    without = [2, 3, 4, 5, 7, 9, 10, 11, 11, 12, 12]
    state = table(2, cards={0: without}, stacks={0: {0: [HAMSTER, FLIPSTER]}}, rolls=[6])
    game.apply(state, ROLL)
    assert state.stage != ABILITY or state.actor != 0
