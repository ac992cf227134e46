"""GameBase gives a game its codec, clone, shape check and why_not; Match.act checks every action.

The four built-in games are on the base class, so they are the subjects here, next to a small
game written for these tests.
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass
from typing import Any

import pytest
from tabletop_beaver_creek.rules import BeaverCreek
from tabletop_damit.rules import DamIt
from tabletop_hamsterdam.rules import Hamsterdam
from tabletop_mein_lieber_biber.rules import MeinLieberBiber

from tabletop_core.game import Event, Game, GameInfo, IllegalAction, Result, parse_options
from tabletop_core.game_base import GameBase
from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec
from tabletop_core.testing import fingerprint

GAMES = [DamIt(), MeinLieberBiber(), BeaverCreek(), Hamsterdam()]
IDS = [game.info.id for game in GAMES]


@dataclass(frozen=True, slots=True)
class PlantTree:
    row: int


@dataclass(frozen=True, slots=True)
class ChopLog:
    row: int
    length: float = 1.0


@dataclass(slots=True)
class Woods:
    rows: list[list[str]]
    turn: int | None = 0


class Forest(GameBase):
    """Just enough rules to see what the base class adds."""

    info = GameInfo(id="forest", title="Forest", min_players=1, max_players=1)
    Action = PlantTree | ChopLog

    def new_state(self, players: int, seed: int, options: Any = None) -> Woods:
        return Woods([[], ["oak"]])

    def to_act(self, state: Woods) -> int | None:
        return state.turn

    def legal_actions(self, state: Woods) -> list[Any]:
        return [PlantTree(0), PlantTree(1), ChopLog(1)]

    def apply(self, state: Woods, action: Any) -> list[Event]:
        if type(action) is ChopLog:
            if not state.rows[action.row]:
                raise IllegalAction(f"row {action.row} has no tree to chop")
            state.rows[action.row].pop()
        else:
            state.rows[action.row].append("oak")
        return []

    def result(self, state: Woods) -> Result | None:
        return None

    def view(self, state: Woods, seat: int | None) -> Woods:
        return self.clone(state)


def test_the_action_union_names_each_kind_in_snake_case() -> None:
    forest = Forest()
    assert forest.encode_action(ChopLog(1, 2.5)) == {"type": "chop_log", "row": 1, "length": 2.5}
    assert forest.decode_action({"type": "plant_tree", "row": 0}) == PlantTree(0)
    with pytest.raises(IllegalAction, match=r"unknown action type 'fell'"):
        forest.decode_action({"type": "fell", "row": 0})
    assert isinstance(forest, Game)


def test_a_game_may_name_a_kind_its_own_way() -> None:
    from tabletop_hamsterdam.actions import PlaceCard, ScoutMove

    hamsterdam = Hamsterdam()
    assert hamsterdam.encode_action(ScoutMove(1, 2)) == {
        "type": "scout",
        "from_position": 1,
        "to_position": 2,
    }
    assert hamsterdam.decode_action({"type": "place_card", "card": 3}) == PlaceCard(3)


def test_the_default_clone_is_deep_and_independent() -> None:
    forest = Forest()
    woods = forest.new_state(1, 0)
    copy = forest.clone(woods)
    forest.apply(copy, PlantTree(1))
    assert woods.rows == [[], ["oak"]] and copy.rows == [[], ["oak", "oak"]]


def test_why_not_gives_the_message_apply_raises_and_changes_nothing() -> None:
    forest = Forest()
    woods = forest.new_state(1, 0)
    assert forest.why_not(woods, ChopLog(0)) == "row 0 has no tree to chop"
    assert forest.why_not(woods, ChopLog(1)) is None
    assert forest.why_not(woods, ChopLog(1, math.nan)) == (
        "malformed chop_log action: length cannot be nan"
    )
    assert woods.rows == [[], ["oak"]]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_each_games_actions_go_to_json_and_back(game: GameBase) -> None:
    state = game.new_state(game.info.min_players, 3, parse_options(game, None))
    rng = random.Random(3)
    for _ in range(40):
        if game.to_act(state) is None:
            break
        legal = game.legal_actions(state)
        for action in legal[:5]:
            assert game.decode_action(game.encode_action(action)) == action
        game.apply(state, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_each_games_clone_is_independent(game: GameBase) -> None:
    state = game.new_state(game.info.min_players, 5, parse_options(game, None))
    before = _fingerprint(game, state)
    copy = game.clone(state)
    game.apply(copy, game.legal_actions(copy)[0])
    assert _fingerprint(game, copy) != before
    assert _fingerprint(game, state) == before


def _fingerprint(game: Any, state: Any) -> Any:
    own = getattr(game, "fingerprint", None)
    return own(state) if callable(own) else fingerprint(state)


def _malformed(action: Any) -> list[Any]:
    """The first legal action with a field of the wrong type, and things that are no action."""
    broken: list[Any] = [object(), "take", None]
    fields = dataclasses.fields(action)
    if fields:
        broken.insert(0, dataclasses.replace(action, **{fields[0].name: object()}))
        broken.insert(0, dataclasses.replace(action, **{fields[0].name: None}))
    return broken


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_match_act_refuses_a_malformed_action_in_one_line(game: GameBase) -> None:
    players = max(2, game.info.min_players)
    match = Match(game, [SeatSpec.human(f"P{seat}") for seat in range(players)], seed=7)
    template = next(a for a in match.legal_actions() if dataclasses.fields(a))
    before = _fingerprint(game, match.state)
    for action in _malformed(template):
        with pytest.raises(IllegalAction) as refused:
            match.act(action)
        message = str(refused.value)
        assert "\n" not in message and message, message
        assert message.startswith(("malformed ", "not an action of this game")), message
    assert _fingerprint(game, match.state) == before
    assert match.actions == [] and match.log == []


def test_match_act_checks_a_game_without_the_base_class_through_its_codec(
    nim_game: Any, nim: Any
) -> None:
    match = Match(nim_game, [SeatSpec.human("Ana"), SeatSpec.human("Ben")], seed=1)
    with pytest.raises(IllegalAction, match="malformed take action: count"):
        match.act(nim.Take("2"))
    assert match.actions == []
