"""Actions: they survive JSON, illegal ones are refused without touching the state, and the
optional ``why_not`` and ``advance`` agree with ``apply``."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, cast

from tabletop_core.conformance.fingerprint import first_difference
from tabletop_core.conformance.playthroughs import fingerprint_of, new_state, probe_steps, replay
from tabletop_core.conformance.report import ContractBroken, Playthrough, Where
from tabletop_core.game import Game, IllegalAction, OptionalGame, supports
from tabletop_core.game_base import check_action
from tabletop_core.messages import one_line

_GARBAGE: tuple[Any, ...] = (None, "garbage", 42, [], {}, {"type": "__no_such_action__"})


def check_codec(game: Game, plays: list[Playthrough], where: Where) -> str:
    checked = 0
    for play in plays:
        where.players, where.seed = play.players, play.seed
        for step, action in enumerate(play.actions):
            where.step = step
            data = game.encode_action(action)
            try:
                text = json.dumps(data)
            except (TypeError, ValueError) as error:
                raise ContractBroken(f"encode_action({action!r}) is not JSON: {error}") from None
            back = game.decode_action(json.loads(text))
            if back != action:
                raise ContractBroken(f"decode(encode({action!r})) gave {back!r}")
            try:  # a bot's action that the rules handed out skips this check in a match
                check_action(game, action)
            except IllegalAction as error:
                raise ContractBroken(
                    f"the legal action {action!r} fails the game's own shape check: {error}"
                ) from None
            checked += 1
    where.players = where.seed = where.step = None
    first = plays[0].actions[0] if plays[0].actions else None
    garbage = list(_GARBAGE)
    if first is not None:
        data = game.encode_action(first)
        if isinstance(data, dict):
            garbage.append({**data, "__not_a_field__": [1]})
    for data in garbage:
        try:
            decoded = game.decode_action(data)
        except IllegalAction:
            continue
        except Exception as error:
            raise ContractBroken(
                f"decode_action({data!r}) raised {one_line(error)}, not IllegalAction"
            ) from None
        raise ContractBroken(f"decode_action({data!r}) accepted garbage as {decoded!r}")
    return f"{checked} actions round-tripped, {len(garbage)} malformed ones refused"


def check_illegal(game: Game, plays: list[Playthrough], where: Where) -> str:
    fp = fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    pool = list({_hashable_key(a): a for play in plays for a in play.actions}.values())
    refused = 0
    for play in plays:
        probes = probe_steps(play)
        for step, state, _action in replay(game, play, where):
            if step not in probes:
                continue
            over = game.to_act(state) is None
            if not (over or exhaustive):
                continue
            legal = [] if over else game.legal_actions(state)
            candidates = [a for a in pool if a not in legal][:3]
            before = fp(state)
            for candidate in candidates:
                try:
                    game.apply(state, candidate)
                except IllegalAction:
                    pass
                except Exception as error:
                    raise ContractBroken(
                        f"apply({candidate!r}) (not legal) raised {one_line(error)}, not IllegalAction"
                    ) from None
                else:
                    raise ContractBroken(
                        f"apply accepted {candidate!r}, which legal_actions does not list"
                    )
                after = fp(state)
                if after != before:
                    raise ContractBroken(
                        f"refusing {candidate!r} changed the state: {first_difference(before, after)}"
                    )
                refused += 1
    if not refused:
        raise ContractBroken("found no illegal action to try (do the games have any actions?)")
    return f"{refused} illegal actions refused" + ("" if exhaustive else " (at game end only)")


def check_advance(game: Game, plays: list[Playthrough], where: Where) -> str:
    """``advance`` reaches the state ``apply`` reaches after every action, returns nothing,
    and refuses what ``apply`` refuses, leaving the state as it was."""
    advance: Callable[[Any, Any], object] = cast(OptionalGame, game).advance
    fp = fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    pool = list({_hashable_key(a): a for play in plays for a in play.actions}.values())
    played = refused = 0
    for play in plays:
        twin = new_state(game, play.players, play.seed)
        probes = probe_steps(play)
        for step, state, action in replay(game, play, where):
            if fp(twin) != fp(state):
                raise ContractBroken(
                    "advance and apply reached different states: "
                    + first_difference(fp(state), fp(twin))
                )
            over = game.to_act(state) is None
            if step in probes and (over or exhaustive):
                legal = [] if over else game.legal_actions(state)
                before = fp(twin)
                for candidate in [a for a in pool if a not in legal][:3]:
                    try:
                        advance(twin, candidate)
                    except IllegalAction:
                        pass
                    else:
                        raise ContractBroken(f"advance accepted {candidate!r}, which apply refuses")
                    if fp(twin) != before:
                        raise ContractBroken(
                            f"advance refusing {candidate!r} changed the state: "
                            + first_difference(before, fp(twin))
                        )
                    refused += 1
            if action is not None:
                if advance(twin, action) is not None:
                    raise ContractBroken("advance returned something: it plays, it tells nothing")
                played += 1
    return f"{played} actions advanced, {refused} illegal ones refused"


def check_why_not(game: Game, plays: list[Playthrough], where: Where) -> str:
    """``why_not`` says None for legal actions and, for refused ones, what ``apply`` raises;
    it never changes the state."""
    fp = fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    optional = cast(OptionalGame, game)
    why_not = optional.why_not
    copy = optional.clone if supports(game, "clone") else None
    pool = list({_hashable_key(a): a for play in plays for a in play.actions}.values())
    asked = 0
    for play in plays:
        probes = probe_steps(play)
        for step, state, _action in replay(game, play, where):
            if step not in probes:
                continue
            over = game.to_act(state) is None
            legal = [] if over else game.legal_actions(state)
            before = fp(state)
            for action in legal[:3]:
                said = why_not(state, action)
                if said is not None:
                    raise ContractBroken(f"why_not({action!r}) refused a legal action: {said}")
                asked += 1
            if copy is None or not (over or exhaustive):
                continue
            for candidate in [a for a in pool if a not in legal][:3]:
                said = why_not(state, candidate)
                try:
                    game.apply(copy(state), candidate)
                except IllegalAction as error:
                    if said != str(error):
                        raise ContractBroken(
                            f"why_not({candidate!r}) says {said!r}, apply says {str(error)!r}"
                        ) from None
                asked += 1
            after = fp(state)
            if after != before:
                raise ContractBroken(
                    f"why_not changed the state: {first_difference(before, after)}"
                )
    return f"{asked} actions asked about"


def _hashable_key(action: Any) -> Any:
    try:
        hash(action)
    except TypeError:
        return repr(action)
    return action
