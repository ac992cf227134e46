"""Bots play from views: a seat's view leaves the state alone and offers the same decision
as the state."""

from __future__ import annotations

from tabletop_core.conformance.fingerprint import fingerprint, first_difference
from tabletop_core.conformance.playthroughs import fingerprint_of, probe_steps, replay
from tabletop_core.conformance.report import ContractBroken, Playthrough, Where
from tabletop_core.game import Game, supports


def check_views(game: Game, plays: list[Playthrough], where: Where) -> str:
    fp = fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    hidden = game.info.hidden_information
    checked = 0
    for play in plays:
        probes = probe_steps(play)
        for step, state, _action in replay(game, play, where):
            if step not in probes:
                continue
            before = fp(state)
            for seat in [None, *range(play.players)]:
                view = game.view(state, seat)
                if hidden and view is state:
                    raise ContractBroken(f"view(state, {seat}) returned the state itself")
            if fp(state) != before:
                raise ContractBroken(
                    "view() changed the state: " + first_difference(before, fp(state))
                )
            seat = game.to_act(state)
            if seat is None:
                continue
            view = game.view(state, seat)
            if game.to_act(view) != seat:
                raise ContractBroken(f"to_act(view) is {game.to_act(view)!r}, to_act(state) {seat}")
            if exhaustive and fingerprint(game.legal_actions(view)) != fingerprint(
                game.legal_actions(state)
            ):
                raise ContractBroken(
                    f"legal_actions differ between seat {seat}'s view and the state"
                )
            checked += 1
    return f"{checked} decisions checked from the seat's own view"
