"""Malformed actions are refused with ``IllegalAction`` and change nothing, in every game.

Hypothesis plays a random number of legal moves into a game, then offers something malformed:
JSON of the wrong shape, a real action's JSON with one field replaced or an unknown field added,
an action object whose fields hold wrong types or out-of-range numbers, an object that is no
action at all, or a legal action sent for another seat. The match's shape check or the
game's rules must raise ``IllegalAction`` and the state must be byte-for-byte what it was (a deep
fingerprint).
"""

from __future__ import annotations

import dataclasses
import math
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_core.game import Game, IllegalAction, parse_options
from tabletop_core.game_base import check_action
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import fingerprint

SLOW_GAMES = frozenset({"beaver_creek"})
"""Every example plays physics forward and settles what it offers: the slow tier."""

HYPOTHESIS = settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
"""Anything JSON can hold."""

wild_values = st.one_of(
    json_values,
    st.sampled_from([math.nan, math.inf, -math.inf, 10**30, -(10**30), -1, 2**63, 1e308]),
    st.tuples(st.integers(), st.text(max_size=4)),
    st.sampled_from([object(), b"bytes", {1, 2}, 3j]),
)
"""What a buggy view or a hostile network peer might put in an action's field."""


def _fingerprint_of(game: Game):
    own = getattr(game, "fingerprint", None)
    return own if callable(own) else fingerprint


MOVES = (0, 1, 4, 12, 30, 60, 100, 160)
"""How far into a game the malformed action comes (a few positions, so they can be cached)."""

_positions: dict[tuple[str, int, int, int], Any] = {}


def _midgame(game: Game, players: int, seed: int, moves: int) -> Any:
    """A fresh copy of the state after up to ``moves`` random legal actions (stopping at the end).

    Positions are cached and cloned: playing physics games forward is the slow part.
    """
    key = (game.info.id, players, seed, moves)
    if key not in _positions:
        state = game.new_state(players, seed, parse_options(game, None))
        rng = random.Random(seed)
        for _ in range(moves):
            if game.to_act(state) is None:
                break
            legal = game.legal_actions(state)
            game.apply(state, legal[rng.randrange(len(legal))])
        _positions[key] = state
    return game.clone(_positions[key])


def _draw_position(data: st.DataObject, game: Game) -> Any:
    info = game.info
    players = data.draw(st.integers(info.min_players, info.max_players), label="players")
    seed = data.draw(st.integers(0, 3), label="seed")
    moves = data.draw(st.sampled_from(MOVES), label="moves")
    return _midgame(game, players, seed, moves)


def _opening_action(game: Game) -> Any:
    """A well-formed action (the first legal one of a fresh game), to offer after the end."""
    return game.legal_actions(_midgame(game, game.info.min_players, 0, 0))[0]


def _legal_keys(game: Game, state: Any) -> set[str]:
    if game.to_act(state) is None:
        return set()
    return {repr(game.encode_action(action)) for action in game.legal_actions(state)}


def _continuous(game: Game) -> bool:
    """Games whose ``legal_actions`` is only a representative set of their choices."""
    return callable(getattr(game, "random_action", None))


def _offer(game: Game, state: Any, action: Any, *, must_refuse: bool) -> None:
    """Play ``action`` as :meth:`Match.act` does (the shape check, then the rules' ``apply``):
    an ``IllegalAction`` must leave the state as it was; with ``must_refuse`` any acceptance is
    a failure."""
    fp = _fingerprint_of(game)
    before = fp(state)
    try:
        check_action(game, action)
        game.apply(state, action)
    except IllegalAction:
        after = fp(state)
        assert after == before, f"refusing {action!r} changed the state"
        return
    assert not must_refuse, f"{game.info.id} accepted the malformed action {action!r}"


def _mutated_json(data: st.DataObject, game: Game, state: Any) -> Any:
    legal = game.legal_actions(state)
    template = game.encode_action(legal[data.draw(st.integers(0, len(legal) - 1))])
    how = data.draw(st.sampled_from(["replace", "add", "drop", "retype", "anything"]))
    mutated = dict(template)
    fields = [key for key in template if key != "type"]
    if how == "replace" and fields:
        mutated[data.draw(st.sampled_from(fields))] = data.draw(json_values)
    elif how == "drop" and fields:
        del mutated[data.draw(st.sampled_from(fields))]
    elif how == "retype":
        mutated["type"] = data.draw(json_values | st.sampled_from(["TAKE", "take ", "", "roll"]))
    elif how == "add":
        mutated[data.draw(st.text(min_size=1, max_size=8).filter(lambda k: k not in template))] = (
            data.draw(json_values)
        )
    else:
        return data.draw(json_values)
    return mutated


@HYPOTHESIS
@given(data=st.data())
def test_malformed_json_actions_are_refused_and_change_nothing(
    game_id: str, game: Game, data: st.DataObject
) -> None:
    state = _draw_position(data, game)
    if game.to_act(state) is None:
        return _offer(game, state, _opening_action(game), must_refuse=True)
    raw = _mutated_json(data, game, state)
    fp = _fingerprint_of(game)
    before = fp(state)
    try:
        action = game.decode_action(raw)
    except IllegalAction:
        assert fp(state) == before
        return
    legal = _legal_keys(game, state)
    is_legal = repr(game.encode_action(action)) in legal
    _offer(game, state, action, must_refuse=not is_legal and not _continuous(game))


@HYPOTHESIS
@given(data=st.data())
def test_action_objects_with_wrong_field_values_are_refused_and_change_nothing(
    game_id: str, game: Game, data: st.DataObject
) -> None:
    state = _draw_position(data, game)
    if game.to_act(state) is None:
        return _offer(game, state, _opening_action(game), must_refuse=True)
    legal = game.legal_actions(state)
    template = legal[data.draw(st.integers(0, len(legal) - 1))]
    fields = [f.name for f in dataclasses.fields(template)]
    if not fields:
        return _offer(game, state, data.draw(wild_values), must_refuse=True)
    name = data.draw(st.sampled_from(fields))
    value = data.draw(wild_values)
    action = dataclasses.replace(template, **{name: value})
    is_legal = action in legal
    if not is_legal and _continuous(game):
        is_legal = _plausible_number(value)
    _offer(game, state, action, must_refuse=not is_legal)


def _plausible_number(value: Any) -> bool:
    """A finite, modest number might be a legal continuous choice (a spot, an angle)."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and abs(value) < 1e6
    )


@HYPOTHESIS
@given(data=st.data(), thing=wild_values)
def test_things_that_are_not_actions_are_refused_and_change_nothing(
    game_id: str, game: Game, data: st.DataObject, thing: Any
) -> None:
    state = _draw_position(data, game)
    _offer(game, state, thing, must_refuse=True)


@HYPOTHESIS
@given(data=st.data())
def test_a_legal_action_for_another_seat_is_refused_by_the_match(
    game_id: str, game: Game, data: st.DataObject
) -> None:
    info = game.info
    players = data.draw(st.integers(max(2, info.min_players), info.max_players), label="players")
    seed = data.draw(st.integers(0, 3), label="seed")
    match = Match(game, [SeatSpec.human(f"P{i}") for i in range(players)], seed)
    rng = random.Random(seed)
    for _ in range(data.draw(st.sampled_from(MOVES[:6]), label="moves")):
        if match.is_over:
            break
        legal = match.legal_actions()
        match.act(legal[rng.randrange(len(legal))])
    fp = _fingerprint_of(game)
    before, played = fp(match.state), list(match.actions)
    to_act = match.to_act
    legal = match.legal_actions() or [_opening_action(game)]
    other = data.draw(st.integers(0, players - 1).filter(lambda seat: seat != to_act))
    with pytest.raises(IllegalAction):
        match.act(legal[0], seat=other)
    assert fp(match.state) == before and match.actions == played
