"""Early in a round an extra card is worth more to the hard bot than a stick; late, a stick."""

from __future__ import annotations

import random

from tabletop_mein_lieber_biber.actions import STICK, Reward
from tabletop_mein_lieber_biber.bots import HardBot
from tabletop_mein_lieber_biber.state import REWARD


def _reward(game, table, piles: tuple[list[int], list[int]]):
    state = table(players=2, hands={0: [0], 1: [1]}, piles=piles)
    state.phase = REWARD
    state.reward_due = True
    return HardBot().choose(game, game.view(state, 0), random.Random(0))


def test_with_the_piles_full_the_hard_bot_takes_a_card_from_the_fuller_pile(game, table):
    choice = _reward(game, table, (list(range(2, 16)), list(range(16, 40))))
    assert choice == Reward("card", 1)


def test_with_the_piles_running_low_the_hard_bot_takes_a_stick(game, table):
    assert _reward(game, table, (list(range(2, 10)), list(range(10, 20)))) == STICK
