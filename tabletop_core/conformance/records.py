"""What a save and a replay keep: events describe themselves, and setup, stats and the result
are JSON."""

from __future__ import annotations

import json
from typing import Any

from tabletop_core.conformance.playthroughs import new_state
from tabletop_core.conformance.report import ContractBroken, Playthrough, Where
from tabletop_core.game import Event, Game, supports


def check_events(game: Game, plays: list[Playthrough], where: Where) -> str:
    names = [f"Seat {i}" for i in range(8)]
    count = 0
    for play in plays:
        state = new_state(game, play.players, play.seed)
        where.players, where.seed = play.players, play.seed
        for step, action in enumerate(play.actions):
            where.step = step
            for event in game.apply(state, action):
                if not isinstance(event, Event):
                    raise ContractBroken(f"apply returned {event!r}, not an Event")
                line = event.describe(names[: play.players])
                if not isinstance(line, str) or not line.strip():
                    raise ContractBroken(f"{event!r}.describe() gave {line!r}")
                for seat in [None, *range(play.players)]:
                    if not isinstance(event.visible_to(seat), bool):
                        raise ContractBroken(f"{event!r}.visible_to({seat}) is not a bool")
                why = event.why_undo_stops()
                if why is not None and (not isinstance(why, str) or not why.strip()):
                    raise ContractBroken(
                        f"{event!r}.why_undo_stops() gave {why!r}: the reason undo stops, or None"
                    )
                count += 1
    return f"{count} events"


def check_records(game: Game, plays: list[Playthrough], where: Where) -> str:
    for play in plays:
        where.players, where.seed, where.step = play.players, play.seed, None
        state = new_state(game, play.players, play.seed)
        if supports(game, "setup"):
            _must_be_json("setup()", game.setup(state))
        for action in play.actions:
            game.apply(state, action)
        if supports(game, "stats"):
            stats = game.stats(state)
            if not isinstance(stats, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                for k, v in stats.items()
            ):
                raise ContractBroken(f"stats() must be a dict of str to int, got {stats!r}")
        result = game.result(state)
        if result is None:
            raise ContractBroken("result() is None for a finished game")
        _must_be_json("result().as_json()", result.as_json())
    offered = [m for m in ("setup", "stats") if supports(game, m)]
    return "result" + "".join(f", {m}" for m in offered)


def _must_be_json(what: str, value: Any) -> None:
    try:
        json.dumps(value)
    except (TypeError, ValueError) as error:
        raise ContractBroken(f"{what} is not JSON: {error}") from None
