"""Seeded random playthroughs and their replays: the games every other check walks through,
and the first checks on them (the game's info, every game ends with a result)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from tabletop_core.conformance.fingerprint import fingerprint
from tabletop_core.conformance.report import PROBES_PER_GAME, ContractBroken, Playthrough, Where
from tabletop_core.game import Game, GameInfo, IllegalAction, parse_options, supports


def player_counts(info: GameInfo) -> list[int]:
    return list(range(info.min_players, info.max_players + 1))


def check_info(game: Game) -> str:
    info = getattr(game, "info", None)
    if not isinstance(info, GameInfo):
        raise ContractBroken(f"`info` must be a GameInfo, got {type(info).__name__}")
    if info.min_players > info.max_players:
        raise ContractBroken(f"min_players {info.min_players} > max_players {info.max_players}")
    for member in ("new_state", "to_act", "legal_actions", "apply", "result", "view"):
        if not supports(game, member):
            raise ContractBroken(f"missing required method {member}()")
    for member in ("encode_action", "decode_action"):
        if not supports(game, member):
            raise ContractBroken(f"missing required method {member}()")
    return f"{info.id} {info.version}, {info.min_players}-{info.max_players} players"


def new_state(game: Game, players: int, seed: int) -> Any:
    return game.new_state(players, seed, parse_options(game, None))


def _action_rng(players: int, seed: int) -> random.Random:
    return random.Random(seed * 7919 + players)


def check_playthroughs(
    game: Game,
    players: int,
    seeds: range,
    max_steps: int,
    where: Where,
    out: list[Playthrough],
) -> str:
    total = 0
    where.players = players
    for seed in seeds:
        where.seed, where.step = seed, None
        state = new_state(game, players, seed)
        actions = _play_randomly(game, state, players, _action_rng(players, seed), max_steps, where)
        where.step = None
        _check_result(game, state, players)
        out.append(Playthrough(players, seed, actions))
        total += len(actions)
    return f"{len(seeds)} games, {total / max(len(seeds), 1):.0f} actions on average"


def _play_randomly(
    game: Game, state: Any, players: int, rng: random.Random, max_steps: int, where: Where
) -> list[Any]:
    pick = getattr(game, "random_action", None)
    actions: list[Any] = []
    for step in range(max_steps):
        where.step = step
        seat = game.to_act(state)
        if seat is None:
            return actions
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise ContractBroken(f"to_act returned {seat!r}, not a seat of {players}")
        if pick is not None:
            action = pick(state, rng)
        else:
            legal = game.legal_actions(state)
            if not legal:
                raise ContractBroken(f"no legal action for seat {seat} while the game goes on")
            action = legal[rng.randrange(len(legal))]
        events = game.apply(state, action)
        if not isinstance(events, list):
            raise ContractBroken(f"apply returned {type(events).__name__}, not a list of events")
        actions.append(action)
    raise ContractBroken(f"no end after {max_steps} random actions")


def _check_result(game: Game, state: Any, players: int) -> None:
    result = game.result(state)
    if result is None:
        raise ContractBroken("result() is None once to_act() is None")
    if len(result.scores) != players:
        raise ContractBroken(f"{len(result.scores)} scores for {players} seats")
    if not result.winners:
        raise ContractBroken("a finished game has no winners")
    if any(not 0 <= w < players for w in result.winners) or len(set(result.winners)) != len(
        result.winners
    ):
        raise ContractBroken(f"winners {result.winners} are not distinct seats of {players}")
    if result.breakdown and len(result.breakdown) != players:
        raise ContractBroken(f"breakdown has {len(result.breakdown)} entries for {players} seats")


def replay(game: Game, play: Playthrough, where: Where) -> Iterator[tuple[int, Any, Any]]:
    """Yield (step, state, action) before each recorded action is applied, then (len, state, None)."""
    where.players, where.seed, where.step = play.players, play.seed, None
    state = new_state(game, play.players, play.seed)
    for step, action in enumerate(play.actions):
        where.step = step
        yield step, state, action
        try:
            game.apply(state, action)
        except IllegalAction as error:
            raise ContractBroken(
                f"recorded action {action!r} refused on replay ({error}): the game is not a pure "
                "function of (seed, actions)"
            ) from None
    where.step = len(play.actions)
    yield len(play.actions), state, None


def probe_steps(play: Playthrough) -> set[int]:
    count = len(play.actions) + 1
    stride = max(1, count // PROBES_PER_GAME)
    return set(range(0, count, stride)) | {count - 1}


def fingerprint_of(game: Game) -> Callable[[Any], Any]:
    own = getattr(game, "fingerprint", None)
    return own if callable(own) else fingerprint
