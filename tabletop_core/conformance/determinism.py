"""Determinism: the same seed and actions give the same state, and a clone is an equal,
independent copy."""

from __future__ import annotations

import json

from tabletop_core.conformance.fingerprint import fingerprint, first_difference
from tabletop_core.conformance.playthroughs import fingerprint_of, new_state, probe_steps, replay
from tabletop_core.conformance.report import ContractBroken, Playthrough, Where
from tabletop_core.game import Game, supports


def check_determinism(game: Game, plays: list[Playthrough], where: Where) -> str:
    fp = fingerprint_of(game)
    for play in plays:
        decoded = [
            game.decode_action(json.loads(json.dumps(game.encode_action(a)))) for a in play.actions
        ]
        twin = new_state(game, play.players, play.seed)
        for step, state, action in replay(game, play, where):
            if fp(state) != fp(twin):
                raise ContractBroken(
                    "two states from the same seed and actions differ: "
                    + first_difference(fp(state), fp(twin))
                )
            if game.to_act(state) != game.to_act(twin):
                raise ContractBroken("to_act differs between two replays of the same actions")
            if game.to_act(state) is not None and fingerprint(
                game.legal_actions(state)
            ) != fingerprint(game.legal_actions(twin)):
                raise ContractBroken("legal_actions differ between two replays of the same actions")
            if action is not None:
                game.apply(twin, decoded[step])
        end_a, end_b = game.result(state), game.result(twin)
        if fingerprint(end_a) != fingerprint(end_b):
            raise ContractBroken(f"results differ between two replays: {end_a} != {end_b}")
    return f"{len(plays)} games replayed from JSON actions"


def check_clone(game: Game, plays: list[Playthrough], where: Where) -> str:
    if not supports(game, "clone"):
        raise ContractBroken("the game has no clone(state) to check")
    fp = fingerprint_of(game)
    checked = 0
    for play in plays:
        probes = probe_steps(play)
        for step, state, action in replay(game, play, where):
            if step not in probes:
                continue
            before = fp(state)
            copy = game.clone(state)
            if fp(copy) != before:
                raise ContractBroken("clone differs: " + first_difference(before, fp(copy)))
            if action is not None:
                game.apply(copy, action)
                if fp(state) != before:
                    raise ContractBroken(
                        "playing on a clone changed the original: "
                        + first_difference(before, fp(state))
                    )
            checked += 1
    return f"{checked} clones"
