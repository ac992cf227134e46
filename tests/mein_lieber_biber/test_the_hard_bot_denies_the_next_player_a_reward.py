"""The hard bot counts the cards it cannot see and, where that changes its move, leaves the next
player less chance of a reward."""

from __future__ import annotations

from tabletop_mein_lieber_biber.bots import HardBot, NormalBot, _gift_chance
from tabletop_mein_lieber_biber.rules import playable, preview
from tabletop_mein_lieber_biber.state import PLAY

from tabletop_core.bots import play_bots
from tabletop_core.game import parse_options


class _Heedless(HardBot):
    """The hard bot without an eye for the next player's chances."""

    gift_weight = 0.0


def _gift(view, move, spot: float, tail: float) -> float:
    beavers, _placed = preview(view, move, spot, tail)
    return _gift_chance(view, move, beavers)


def test_where_the_gift_changes_its_move_the_next_player_is_left_less(game):
    differing = 0
    for seed in range(4):
        _end, actions = play_bots(game, [NormalBot(), NormalBot()], seed=seed)
        state = game.new_state(2, seed, parse_options(game, None))
        for action in actions:
            if state.phase == PLAY:
                view = game.view(state, state.turn.current)
                moves = playable(view)
                careful = HardBot()._safest(view, moves) if len(moves) > 1 else None
                heedless = _Heedless()._safest(view, moves) if careful else None
                if careful and heedless and careful[0] != heedless[0]:
                    differing += 1
                    assert _gift(view, *careful) < _gift(view, *heedless)
            game.apply(state, action)
    assert differing >= 3
