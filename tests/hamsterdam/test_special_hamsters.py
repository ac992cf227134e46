"""All twelve special hamsters, each at its own moment, asking its owner when it has a choice."""

from __future__ import annotations

from tabletop_hamsterdam.actions import (
    FLIP_VALUE,
    KEEP_ROLL,
    NUDGE_DOWN,
    NUDGE_UP,
    REPAIR,
    REROLL,
    ROLL,
    SKIP,
    Bail,
    Deploy,
    Lifeguard,
    Move,
    ScoutMove,
    Swap,
)
from tabletop_hamsterdam.pieces import (
    BAILER,
    ENGINEER,
    FLIPSTER,
    HAMSTER,
    LIFEGUARD,
    LOOKOUT,
    MEDIC,
    NUDGESTER,
    RECRUITER,
    REROLLSTER,
    SCOUT,
    SPLASHSTER,
    TWINSTER,
    TWINSTER_SIDEWAYS,
)
from tabletop_hamsterdam.rules import move_options
from tabletop_hamsterdam.state import (
    ABILITY,
    BAIL,
    DEPLOY,
    LIFEGUARDING,
    LOOKING_OUT,
    MOVE,
    REROLLING,
    ROLLING,
)

SEVEN = 5
WALL = {p: [HAMSTER] * 3 for p in range(11)}


def calm(game, state):
    legal = game.legal_actions(state)
    for quiet in (SKIP, KEEP_ROLL):
        if quiet in legal:
            return quiet
    return legal[0]


def last_turn(game, state) -> None:
    """Play the last turn of the round: seat 1 rolls a 12 (seat 0 holds it with a hamster at
    position 10), then nobody moves."""
    state.turns = 11
    state.order.advance()
    state.actor = 1
    game.apply(state, ROLL)
    while state.stage == MOVE:
        game.apply(state, SKIP)


def test_twinster_holds_two_floods(game, table) -> None:
    state = table(2, stacks={0: {SEVEN: [HAMSTER, TWINSTER]}}, rolls=[7, 7])
    game.apply(state, ROLL)
    assert state.dams[0].stacks[SEVEN].pieces == [HAMSTER, TWINSTER_SIDEWAYS]
    assert state.dams[0].reserves == []
    game.apply(state, ROLL)
    assert state.dams[0].stacks[SEVEN].pieces == [HAMSTER]
    assert state.dams[0].reserves == [TWINSTER]
    assert state.dams[0].floods_held == 2


def test_nudgester_changes_the_value_for_its_owner_once_a_round(game, table) -> None:
    state = table(2, stacks={0: {0: [NUDGESTER]}}, rolls=[7, 7])
    game.apply(state, ROLL)
    assert state.stage == ABILITY and game.to_act(state) == 0
    assert game.legal_actions(state) == [NUDGE_DOWN, NUDGE_UP, SKIP]
    game.apply(state, NUDGE_UP)
    assert state.dams[0].tokens[SEVEN + 1] == 1 and state.dams[0].tokens[SEVEN] == 0
    assert state.dams[1].tokens[SEVEN] == 1
    assert state.stage == ROLLING and game.to_act(state) == 1
    game.apply(state, ROLL)
    assert state.stage == ROLLING
    assert state.dams[0].tokens[SEVEN] == 1


def test_nudgester_stays_within_two_to_twelve(game, table) -> None:
    state = table(2, stacks={0: {SEVEN: [NUDGESTER]}}, rolls=[12])
    game.apply(state, ROLL)
    assert game.legal_actions(state) == [NUDGE_DOWN, SKIP]


def test_flipster_makes_n_into_fourteen_minus_n_on_its_owners_dam(game, table) -> None:
    state = table(2, stacks={1: {SEVEN: [FLIPSTER]}}, rolls=[5])
    game.apply(state, ROLL)
    assert state.stage == ABILITY and game.to_act(state) == 1
    assert game.legal_actions(state) == [FLIP_VALUE, SKIP]
    game.apply(state, FLIP_VALUE)
    assert state.dams[1].tokens[7] == 1 and state.dams[1].tokens[3] == 0
    assert state.dams[0].tokens[3] == 1


def test_rerollster_rolls_again_for_everyone_once_a_round(game, table) -> None:
    state = table(2, stacks={0: {0: [REROLLSTER]}}, rolls=[7, 9, 4, 6])
    game.apply(state, ROLL)
    assert state.stage == REROLLING and game.to_act(state) == 0
    assert game.legal_actions(state) == [REROLL, KEEP_ROLL]
    game.apply(state, REROLL)
    assert state.value == 9
    assert state.dams[0].tokens[7] == 1 and state.dams[1].tokens[7] == 1
    assert state.dams[0].tokens[SEVEN] == 0
    game.apply(state, ROLL)
    assert state.stage == ROLLING and game.to_act(state) == 0
    game.apply(state, ROLL)
    assert state.stage == ROLLING, "used this round: not offered again"


def test_rerollster_is_only_for_its_owners_own_roll(game, table) -> None:
    state = table(2, stacks={1: {0: [REROLLSTER]}}, rolls=[7])
    game.apply(state, ROLL)
    assert state.stage == ROLLING and game.to_act(state) == 1


def test_scout_moves_onto_another_stack_before_the_flood(game, table) -> None:
    state = table(2, stacks={0: {0: [SCOUT], SEVEN: [HAMSTER], 8: [HAMSTER]}}, rolls=[7])
    game.apply(state, ROLL)
    assert state.stage == ABILITY and game.to_act(state) == 0
    assert game.legal_actions(state) == [ScoutMove(0, SEVEN), ScoutMove(0, 8), SKIP]
    game.apply(state, ScoutMove(0, SEVEN))
    dam = state.dams[0]
    assert dam.stacks[0].pieces == []
    assert dam.stacks[SEVEN].pieces == [HAMSTER]
    assert dam.reserves == [SCOUT]


def test_lifeguard_returns_an_adjacent_token_and_asks_which_of_two(game, table) -> None:
    state = table(2, stacks={0: {SEVEN: [LIFEGUARD]}}, tokens={0: [4, 6]}, rolls=[7])
    tokens = state.reservoir["token"]
    game.apply(state, ROLL)
    assert state.stage == LIFEGUARDING and game.to_act(state) == 0
    assert game.legal_actions(state) == [Lifeguard(4), Lifeguard(6)]
    game.apply(state, Lifeguard(6))
    dam = state.dams[0]
    assert dam.tokens[4] == 1 and dam.tokens[6] == 0
    assert dam.reserves == [LIFEGUARD]
    assert state.reservoir["token"] == tokens + 1 - 1
    assert state.dams[1].tokens[SEVEN] == 1


def test_lifeguard_with_one_adjacent_token_needs_no_choice(game, table) -> None:
    state = table(2, stacks={0: {SEVEN: [LIFEGUARD]}}, tokens={0: [4]}, rolls=[7])
    game.apply(state, ROLL)
    assert state.stage == ROLLING
    assert state.dams[0].tokens[4] == 0


def test_splashster_makes_the_player_on_the_left_resolve_the_value_again(game, table) -> None:
    state = table(3, stacks={0: {SEVEN: [SPLASHSTER]}}, rolls=[7])
    game.apply(state, ROLL)
    left = 1
    assert state.dams[left].tokens[SEVEN] == 1 and state.dams[left].town == 1
    assert state.dams[2].tokens[SEVEN] == 1 and state.dams[2].town == 0
    assert state.dams[0].reserves == [SPLASHSTER]


def test_bailer_returns_a_token_for_free_at_the_round_end(game, table, run_until) -> None:
    state = table(
        2, stacks={0: {0: [BAILER], 10: [HAMSTER]}, 1: WALL}, tokens={0: [3, 4]}, rolls=[12]
    )
    last_turn(game, state)
    assert state.stage == BAIL
    assert game.to_act(state) == 0
    assert game.legal_actions(state) == [Bail(3), Bail(4)]
    tokens = state.reservoir["token"]
    game.apply(state, Bail(4))
    assert state.dams[0].tokens[3:5] == [1, 0]
    assert state.reservoir["token"] == tokens + 1


def test_bailer_is_not_used_after_the_third_round(game, table, run_until) -> None:
    state = table(2, stacks={0: {0: [BAILER], 10: [HAMSTER]}, 1: WALL}, tokens={0: [3]}, rolls=[12])
    state.round = 3
    last_turn(game, state)
    run_until(game, state, lambda s: False, lambda s: calm(game, s))
    assert game.to_act(state) is None
    assert state.dams[0].tokens[3] == 1


def test_medic_saves_one_spent_hamster(game, table) -> None:
    state = table(
        2, stacks={0: {0: [MEDIC], 10: [HAMSTER]}, 1: WALL}, tokens={0: [3, 4]}, rolls=[12]
    )
    state.dams[0].reserves = [HAMSTER]
    last_turn(game, state)
    assert state.stage == DEPLOY and game.to_act(state) == 0
    game.apply(state, Deploy(3, "hamster"))
    dam = state.dams[0]
    assert dam.tokens[3] == 0 and dam.reserves == [HAMSTER, HAMSTER] and dam.gone == []
    game.apply(state, Deploy(4, "hamster"))
    assert dam.tokens[4] == 0 and dam.reserves == [HAMSTER] and dam.gone == [HAMSTER]


def test_recruiter_takes_a_hamster_from_the_box_if_any(game, table, dice) -> None:
    dice_rng = dice
    state = table(2, stacks={0: {0: [RECRUITER], 10: [HAMSTER]}, 1: WALL}, rolls=[12])
    box = state.box["hamster"]
    assert box == 56 - 28
    last_turn(game, state)
    assert state.box["hamster"] == box - 1
    assert state.stage == DEPLOY
    assert state.dams[0].reserves == [HAMSTER, HAMSTER]
    four = table(4, stacks={0: {0: [RECRUITER], 10: [HAMSTER]}, 1: WALL, 2: WALL, 3: WALL})
    assert four.box["hamster"] == 0
    four.turns = 11
    for _ in range(3):
        four.order.advance()
    four.actor = 3
    four.rng = dice_rng(12)
    game.apply(four, ROLL)
    while four.stage == MOVE:
        game.apply(four, SKIP)
    assert four.dams[0].reserves == [HAMSTER]


def test_engineer_unflips_the_most_recent_card_instead_of_moving(game, table, run_until) -> None:
    stacks = {p: [HAMSTER] * 5 for p in range(11)}
    stacks[3] = [HAMSTER, ENGINEER]
    state = table(2, stacks={0: stacks, 1: WALL}, rolls=[7, 7, 7, 7])
    dam = state.dams[0]
    for position in (10, 0):
        dam.flipped[position] = True
        dam.flip_order.append(position)
    run_until(game, state, lambda s: s.stage == MOVE, lambda s: calm(game, s))
    assert game.to_act(state) == 0
    assert REPAIR in game.legal_actions(state)
    assert Move(3, 2, "engineer") in game.legal_actions(state)
    assert dam.town == 0
    game.apply(state, REPAIR)
    assert dam.flipped[0] is True, "acts after everybody has moved"
    game.apply(state, SKIP)
    assert dam.flipped[0] is False and dam.flipped[10] is True
    assert dam.engineers_used == 1
    assert dam.flip_order == [10] and dam.on_dam(ENGINEER) == 1
    assert REPAIR not in move_options(state, 0), "once a game"


def test_lookout_swaps_two_adjacent_cards_after_the_deployment(game, table) -> None:
    state = table(
        2, stacks={0: {2: [LOOKOUT], 10: [HAMSTER]}, 1: WALL}, tokens={0: [4]}, rolls=[12]
    )
    last_turn(game, state)
    while state.stage == DEPLOY:
        game.apply(state, game.legal_actions(state)[-1])
    assert state.stage == LOOKING_OUT and game.to_act(state) == 0
    assert Swap(9) in game.legal_actions(state) and Swap(10 - 1) in game.legal_actions(state)
    dam = state.dams[0]
    game.apply(state, Swap(2))
    assert dam.cards[2:4] == [5, 4]
    assert dam.stacks[3].pieces == [LOOKOUT] and dam.stacks[2].pieces == []
    assert dam.tokens[2:4] == [0, 0] and dam.tokens[4] == 1
    assert state.stage == ROLLING and state.round == 2
