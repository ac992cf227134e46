"""The conformance kit: does a game keep the engine contract? (docs/authoring.md, "The engine
contract"; docs/architecture.md, "Tests")

``check_game(game)`` plays seeded random games at every player count and checks, one named check
at a time, what every part of the tabletop relies on: games end with a result, the same seed and
actions give the same state, actions survive JSON, illegal actions are refused without touching
the state, a seat's view hides what it may not know and bots can play from it. A game bug never
raises out of the kit: each failing check records one line with the players and seed to
reproduce it. In a test, ``assert_conforms(game)`` fails with the report's summary.

States are compared by :func:`fingerprint`, a structural copy of the state (dataclasses, lists,
dicts, sets, RNG states...). A game whose state holds foreign objects (a physics space) may offer
``fingerprint(state)`` returning any comparable value; the kit then uses that.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, cast

from pydantic import BaseModel

from tabletop_core.authoring.where_it_broke import debug_traceback, describe, package_of
from tabletop_core.game import (
    Event,
    Game,
    GameInfo,
    IllegalAction,
    OptionalGame,
    parse_options,
    supports,
)
from tabletop_core.game_base import check_action
from tabletop_core.messages import one_line

MAX_STEPS = 10_000
DETERMINISM = "same seed and actions, same state"
PROBES_PER_GAME = 12
"""States per playthrough at which the expensive checks (illegal actions, views) are run."""
SECRETS = "views do not depend on secrets"
REDEALS = 20
"""Re-draws of a seat's secrets (``redeal_secrets``) per seat at every probed state."""
ALTERNATIVES = 6
"""Other moves of the actor tried at a probed state, to see what another seat's log tells it."""
PLAY_ON_STEPS = 8
"""Random moves played on from one re-draw per probe: a re-draw is a state the game goes on from."""
LOG_REDEALS = 2
"""Re-draws per seat and probe on which the next move is played again, to compare log lines."""
SECRETS_DOC = 'docs/authoring.md, "Secrets are declared on the full state"'
"""Where an author reads why a re-draw may not start from the view."""
LOG_RULE_DOC = 'docs/authoring.md, "What the log tells stays in the view"'
"""Where an author reads the rule a log line and the view keep together."""


@dataclass(slots=True)
class CheckResult:
    name: str
    ok: bool
    detail: str = ""
    warning: bool = False
    """Passed, with something the author should know (untranslated strings): shown as ``warn``."""

    @property
    def mark(self) -> str:
        return "FAIL" if not self.ok else "warn" if self.warning else "ok  "


@dataclass
class CheckReport:
    game_id: str
    checks: list[CheckResult] = field(default_factory=list)
    package: str | None = None
    """The game's top-level package: an exception is placed in its innermost frame there."""

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.checks)

    @property
    def failures(self) -> list[CheckResult]:
        return [check for check in self.checks if not check.ok]

    def get(self, name: str) -> CheckResult:
        for check in self.checks:
            if check.name == name:
                return check
        raise KeyError(f"no check named {name!r} (checks: {[c.name for c in self.checks]})")

    def summary(self) -> str:
        passed = sum(check.ok for check in self.checks)
        lines = [f"{self.game_id}: {passed}/{len(self.checks)} checks passed"]
        for check in self.checks:
            detail = f": {check.detail}" if check.detail else ""
            lines.append(f"  {check.mark} {check.name}{detail}")
        return "\n".join(lines)


class ContractBroken(Exception):
    """A check found the game breaking the contract (the message says how)."""


@dataclass(slots=True)
class _Where:
    """Where a check is, so a failure names what reproduces it."""

    players: int | None = None
    seed: int | None = None
    step: int | None = None

    def __str__(self) -> str:
        parts = []
        if self.players is not None:
            parts.append(f"players={self.players}")
        if self.seed is not None:
            parts.append(f"seed={self.seed}")
        if self.step is not None:
            parts.append(f"step={self.step}")
        return " ".join(parts)


@dataclass(slots=True)
class _Playthrough:
    players: int
    seed: int
    actions: list[Any]


def check_game(
    game: Game,
    *,
    players: Sequence[int] | None = None,
    games: int = 5,
    seed: int = 0,
    max_steps: int = MAX_STEPS,
) -> CheckReport:
    """Check ``game`` with ``games`` random playthroughs (seeds ``seed``, ``seed + 1``...) at each
    player count (all of ``min_players..max_players`` unless ``players`` is given)."""
    info = getattr(game, "info", None)
    report = CheckReport(getattr(info, "id", type(game).__name__), package=package_of(game))
    if not _run(report, "info", _Where(), lambda where: _check_info(game)):
        return report
    counts = list(players) if players is not None else _player_counts(game.info)
    playthroughs: list[_Playthrough] = []
    for count in counts:
        _run(
            report,
            f"random playthroughs, {count} players",
            _Where(),
            partial(
                _check_playthroughs,
                game,
                count,
                range(seed, seed + games),
                max_steps,
                out=playthroughs,
            ),
        )
    if not playthroughs:
        return report
    replays_ok = _run(
        report,
        DETERMINISM,
        _Where(),
        lambda w: _check_determinism(game, playthroughs, w),
    )
    _run(
        report, "actions to JSON and back", _Where(), lambda w: _check_codec(game, playthroughs, w)
    )
    replayed: list[tuple[str, Callable[[Game, list[_Playthrough], _Where], str]]] = [
        ("illegal actions refused, state untouched", _check_illegal),
        ("views are playable by bots", _check_views),
        ("hidden information stays hidden", _check_hidden),
        (SECRETS, _check_secrets),
        ("events describe themselves", _check_events),
        ("setup, stats and result are JSON", _check_records),
    ]
    if supports(game, "clone"):
        replayed.append(("clone is equal and independent", _check_clone))
    if supports(game, "why_not"):
        replayed.append(("why_not agrees with apply", _check_why_not))
    if supports(game, "advance"):
        replayed.append(("advance agrees with apply", _check_advance))
    for name, check in replayed:
        if not replays_ok:
            report.checks.append(CheckResult(name, False, f"not checked: needs '{DETERMINISM}'"))
            continue
        _run(report, name, _Where(), partial(check, game, playthroughs))
    return report


def assert_conforms(game: Game, **kwargs: Any) -> None:
    """Fail the calling test with the report's summary unless ``game`` passes every check."""
    report = check_game(game, **kwargs)
    if not report.ok:
        import pytest

        pytest.fail(report.summary(), pytrace=False)


def _run(report: CheckReport, name: str, where: _Where, check: Callable[[_Where], Any]) -> bool:
    try:
        detail = check(where)
    except ContractBroken as error:
        report.checks.append(CheckResult(name, False, _located(where, str(error))))
        return False
    except Exception as error:  # a game bug must be reported, never raised: where it broke
        debug_traceback(error, f"'{name}' at {where}")
        found = describe(error, report.package)
        report.checks.append(CheckResult(name, False, _located(where, found)))
        return False
    report.checks.append(CheckResult(name, True, detail if isinstance(detail, str) else ""))
    return True


def _located(where: _Where, message: str) -> str:
    place = str(where)
    if where.players is not None and where.seed is not None:
        place += (
            f" (reproduce: check_game(game, players=[{where.players}], games=1, seed={where.seed}))"
        )
    return f"{message} at {place}" if place else message


def _player_counts(info: GameInfo) -> list[int]:
    return list(range(info.min_players, info.max_players + 1))


def _check_info(game: Game) -> str:
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


def _new_state(game: Game, players: int, seed: int) -> Any:
    return game.new_state(players, seed, parse_options(game, None))


def _action_rng(players: int, seed: int) -> random.Random:
    return random.Random(seed * 7919 + players)


def _check_playthroughs(
    game: Game,
    players: int,
    seeds: range,
    max_steps: int,
    where: _Where,
    out: list[_Playthrough],
) -> str:
    total = 0
    where.players = players
    for seed in seeds:
        where.seed, where.step = seed, None
        state = _new_state(game, players, seed)
        actions = _play_randomly(game, state, players, _action_rng(players, seed), max_steps, where)
        where.step = None
        _check_result(game, state, players)
        out.append(_Playthrough(players, seed, actions))
        total += len(actions)
    return f"{len(seeds)} games, {total / max(len(seeds), 1):.0f} actions on average"


def _play_randomly(
    game: Game, state: Any, players: int, rng: random.Random, max_steps: int, where: _Where
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


def _replay(game: Game, play: _Playthrough, where: _Where) -> Iterator[tuple[int, Any, Any]]:
    """Yield (step, state, action) before each recorded action is applied, then (len, state, None)."""
    where.players, where.seed, where.step = play.players, play.seed, None
    state = _new_state(game, play.players, play.seed)
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


def _probe_steps(play: _Playthrough) -> set[int]:
    count = len(play.actions) + 1
    stride = max(1, count // PROBES_PER_GAME)
    return set(range(0, count, stride)) | {count - 1}


def _fingerprint_of(game: Game) -> Callable[[Any], Any]:
    own = getattr(game, "fingerprint", None)
    return own if callable(own) else fingerprint


def _check_determinism(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    fp = _fingerprint_of(game)
    for play in plays:
        decoded = [
            game.decode_action(json.loads(json.dumps(game.encode_action(a)))) for a in play.actions
        ]
        twin = _new_state(game, play.players, play.seed)
        for step, state, action in _replay(game, play, where):
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


_GARBAGE: tuple[Any, ...] = (None, "garbage", 42, [], {}, {"type": "__no_such_action__"})


def _check_codec(game: Game, plays: list[_Playthrough], where: _Where) -> str:
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


def _check_illegal(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    fp = _fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    pool = list({_hashable_key(a): a for play in plays for a in play.actions}.values())
    refused = 0
    for play in plays:
        probes = _probe_steps(play)
        for step, state, _action in _replay(game, play, where):
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


def _check_advance(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    """``advance`` reaches the state ``apply`` reaches after every action, returns nothing,
    and refuses what ``apply`` refuses, leaving the state as it was."""
    advance: Callable[[Any, Any], object] = cast(OptionalGame, game).advance
    fp = _fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    pool = list({_hashable_key(a): a for play in plays for a in play.actions}.values())
    played = refused = 0
    for play in plays:
        twin = _new_state(game, play.players, play.seed)
        probes = _probe_steps(play)
        for step, state, action in _replay(game, play, where):
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


def _check_why_not(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    """``why_not`` says None for legal actions and, for refused ones, what ``apply`` raises;
    it never changes the state."""
    fp = _fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    optional = cast(OptionalGame, game)
    why_not = optional.why_not
    copy = optional.clone if supports(game, "clone") else None
    pool = list({_hashable_key(a): a for play in plays for a in play.actions}.values())
    asked = 0
    for play in plays:
        probes = _probe_steps(play)
        for step, state, _action in _replay(game, play, where):
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


def _check_views(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    fp = _fingerprint_of(game)
    exhaustive = not supports(game, "random_action")
    hidden = game.info.hidden_information
    checked = 0
    for play in plays:
        probes = _probe_steps(play)
        for step, state, _action in _replay(game, play, where):
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


def _check_hidden(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    fp = _fingerprint_of(game)
    can_determinize = supports(game, "determinize")
    hidden = game.info.hidden_information
    if not hidden and not can_determinize:
        return "no hidden information declared"
    checked = 0
    for play in plays:
        probes = _probe_steps(play)
        for step, state, _action in _replay(game, play, where):
            if step not in probes:
                continue
            secrets = set(_random_states(fingerprint(state))) if hidden else set()
            for seat in range(play.players):
                view = game.view(state, seat)
                seen = fp(view)
                shown = seen if fp is fingerprint else fingerprint(view)
                if secrets and secrets & set(_random_states(shown)):
                    raise ContractBroken(
                        f"seat {seat}'s view holds the game's RNG: it can predict hidden draws"
                    )
                if not supports(game, "determinize"):
                    continue
                for rng_seed in (1, 2):
                    full = game.determinize(view, seat, random.Random(rng_seed))
                    if fp(view) != seen:
                        raise ContractBroken(f"determinize changed seat {seat}'s view")
                    again = fp(game.view(full, seat))
                    if again != seen:
                        raise ContractBroken(
                            f"seat {seat}'s view of a determinization differs from its view of the "
                            f"state (a leak in view, or determinize ignores what the view shows): "
                            + first_difference(seen, again)
                        )
                    if game.to_act(full) != game.to_act(state):
                        raise ContractBroken("a determinization changes whose turn it is")
                checked += 1
    if not can_determinize:
        return f"{checked} views hold no RNG (no determinize to check views against)"
    return f"{checked} views equal to the view of their determinizations"


def _check_secrets(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    """Re-draw what each seat may not know, many times, and require the same view and log.

    ``redeal_secrets(state, seat, rng)`` is the game's one declaration of its secrets: a copy of
    the state with everything hidden from ``seat`` drawn again at random. If the seat's view of
    any re-draw differs from its view of the state, the view shows a secret. The log is checked
    the same way: two ways the game can go on that the seat's views cannot tell apart (the same
    move on a re-draw, or another move of the actor) must give the seat the same log lines.
    """
    redeal = getattr(game, "redeal_secrets", None)
    if not callable(redeal):
        if game.info.hidden_information:
            raise ContractBroken(
                "the game declares hidden information but no redeal_secrets(state, seat, rng): "
                "the kit cannot vary its secrets to prove that views keep them"
            )
        return "no secrets declared (no redeal_secrets)"
    fp = _fingerprint_of(game)
    names = [f"Seat {i}" for i in range(_most_players(plays))]
    redeals = changed = log_pairs = 0
    for play in plays:
        probes = _probe_steps(play)
        for step, state, action in _replay(game, play, where):
            if step not in probes:
                continue
            before = fp(state)
            rngs = _rng_states(state)
            actor = game.to_act(state)
            for seat in range(play.players):
                seen = fp(game.view(state, seat))
                for k in range(REDEALS):
                    rng = random.Random(f"redeal/{play.seed}/{step}/{seat}/{k}")
                    if k == 0:
                        other = _redeal_from_the_state(game, redeal, state, seat, rng)
                    else:
                        other = redeal(state, seat, rng)
                    redeals += 1
                    if other is state:
                        raise ContractBroken("redeal_secrets returned the state itself, not a copy")
                    if fp(state) != before:
                        raise ContractBroken(
                            "redeal_secrets changed the state it re-draws from: "
                            + first_difference(before, fp(state))
                        )
                    if game.to_act(other) != actor:
                        raise ContractBroken("a re-draw of the secrets changes whose turn it is")
                    again = fp(game.view(other, seat))
                    if again != seen:
                        raise ContractBroken(
                            f"seat {seat}'s view at move {step} changes when what is hidden from "
                            f"it is re-drawn, so it shows a secret: "
                            + first_difference(seen, again, "view")
                        )
                    drawn = fp(other)
                    if rngs and rngs & _rng_states(other, drawn if fp is fingerprint else None):
                        raise ContractBroken(
                            f"redeal_secrets keeps the game's RNG for seat {seat}: the future "
                            "rolls and draws are hidden too, re-seed it"
                        )
                    if drawn != before:
                        changed += 1
                    if k == 0 and seat == step % play.players:
                        _play_on(game, other, play.players, seat, step)
                if action is not None and seat != actor:
                    log_pairs += _check_secret_log(
                        game, state, action, seat, step, play, names[: play.players]
                    )
    if game.info.hidden_information and not changed:
        raise ContractBroken(
            f"none of {redeals} re-draws by redeal_secrets changed anything: it re-draws no "
            "secret, so the check proves nothing"
        )
    log = f", {log_pairs} indistinguishable moves gave the same log" if log_pairs else ""
    return f"{redeals} re-draws ({changed} changed the state) left every view unchanged{log}"


_VIEW_MEMBERS = ("view", "determinize")
"""The members that start from, or stand for, the view under test: a re-draw may call neither."""


def _redeal_from_the_state(
    game: Game, redeal: Callable[..., Any], state: Any, seat: int, rng: random.Random
) -> Any:
    """``redeal(state, seat, rng)``, refused when it runs the game's ``view`` or ``determinize``.

    A re-draw built from the view (the old scaffold's ``determinize(view(state, seat))``) keeps
    whatever the view shows, a leaked secret too, so the seat's view of every re-draw is the same
    and the leak is never seen. The secrets must be drawn again from the full state, by the
    rules. The test is exact, not a guess from outputs: the interpreter reports every function
    entered during the call (``sys.setprofile``), and the call is refused when the code of the
    game's own ``view`` or ``determinize`` runs, however it is reached (``self.view``, a base
    class's, one in a helper). Two re-draws of states that differ only in a seat's secrets can
    be equal for an honest game too (one that deals the unseen cards in a fixed order), so equal
    outputs would not prove anything. A re-draw that copies a view's code into a helper of its
    own is not seen; the docs say why not to.
    """
    codes = _view_codes(game, state, seat)
    if not codes:
        return redeal(state, seat, rng)
    ran: list[str] = []

    def watch(frame: Any, event: str, _arg: Any) -> None:
        if event == "call" and frame.f_code in codes:
            ran.append(codes[frame.f_code])

    before = sys.getprofile()
    sys.setprofile(watch)
    try:
        other = redeal(state, seat, rng)
    finally:
        sys.setprofile(before)
    if ran:
        members = " and ".join(f"{name}()" for name in dict.fromkeys(ran))
        raise ContractBroken(
            f"redeal_secrets runs the game's {members}: a re-draw built from the view keeps "
            "whatever the view shows, a secret too, so a view that shows a secret would pass "
            f"unseen. Write it on the full state: copy the state and draw again everything the "
            f"rules hide from seat {seat} ({SECRETS_DOC})"
        )
    return other


_DELEGATES: dict[type, dict[Any, str]] = {}


def _view_codes(game: Game, state: Any, seat: int) -> dict[Any, str]:
    """The code of the game's ``view`` and ``determinize``, and of the functions of the same name
    they hand over to (Hamsterdam's ``view`` returns ``hidden.view(state, seat)``), by member.

    The hand-overs are learnt once per class by watching one view and one determinization: a
    function named ``view`` (``determinize``) that the member itself calls is the view."""
    known = _DELEGATES.get(type(game))
    if known is not None:
        return known
    codes: dict[Any, str] = {}
    for name in _VIEW_MEMBERS:
        code = getattr(getattr(type(game), name, None), "__code__", None)
        if code is not None:
            codes[code] = name
    members = dict(codes)

    def watch(frame: Any, event: str, _arg: Any) -> None:
        caller = frame.f_back
        name = members.get(caller.f_code) if event == "call" and caller is not None else None
        if name is not None and frame.f_code.co_name == name:
            codes[frame.f_code] = name

    before = sys.getprofile()
    sys.setprofile(watch)
    try:
        view = game.view(state, seat)
        if supports(game, "determinize"):
            game.determinize(view, seat, random.Random(0))
    except Exception:  # noqa: BLE001 - the view checks report a broken view; here it only teaches
        pass
    finally:
        sys.setprofile(before)
    _DELEGATES[type(game)] = codes
    return codes


def _rng_states(state: Any, printed: Any = None) -> set[Any]:
    """The internal states of the RNGs a state holds (its own fields only, when the whole state
    is too deep for :func:`fingerprint`, say a physics world); ``printed``: the state's
    :func:`fingerprint` when the caller has it already."""
    if printed is not None:
        return set(_random_states(printed))
    try:
        return set(_random_states(fingerprint(state)))
    except ValueError:
        fields = (
            [getattr(state, f.name) for f in dataclasses.fields(state)]
            if dataclasses.is_dataclass(state)
            else list(getattr(state, "__dict__", {}).values())
        )
        return {value.getstate() for value in fields if isinstance(value, random.Random)}


def _most_players(plays: list[_Playthrough]) -> int:
    return max((play.players for play in plays), default=0)


def _play_on(game: Game, state: Any, players: int, seat: int, step: int) -> None:
    rng = random.Random(step * 31 + seat)
    try:
        for _ in range(PLAY_ON_STEPS):
            if game.to_act(state) is None:
                return
            pick = getattr(game, "random_action", None)
            if pick is not None:
                action = pick(state, rng)
            else:
                legal = game.legal_actions(state)
                if not legal:
                    raise ContractBroken("no legal action while the game goes on")
                action = legal[rng.randrange(len(legal))]
            game.apply(state, action)
    except Exception as error:
        raise ContractBroken(
            f"the game cannot go on from seat {seat}'s re-draw at move {step} "
            f"({one_line(error)}): redeal_secrets must give a possible state"
        ) from None


def _check_secret_log(
    game: Game,
    state: Any,
    action: Any,
    seat: int,
    step: int,
    play: _Playthrough,
    names: list[str],
) -> int:
    """The log lines ``seat`` reads after ``action`` depend only on what its views show."""
    if not supports(game, "clone"):
        return 0
    fp = _fingerprint_of(game)

    def outcome(start: Any, move: Any) -> tuple[Any, list[str]] | None:
        try:
            events = game.apply(start, move)
        except IllegalAction:
            return None
        lines = [e.describe(names) for e in events if e.visible_to(seat)]
        return fp(game.view(start, seat)), lines

    clone: Callable[[Any], Any] = getattr(game, "clone")  # noqa: B009 (an optional member)
    redeal: Callable[..., Any] = getattr(game, "redeal_secrets")  # noqa: B009
    played = outcome(clone(state), action)
    if played is None:
        return 0
    seen, lines = played
    starts: list[tuple[str, Any, Any]] = []
    for k in range(LOG_REDEALS):
        rng = random.Random(f"redeal-log/{play.seed}/{step}/{seat}/{k}")
        starts.append(("the same move after a re-draw", redeal(state, seat, rng), action))
    if not supports(game, "random_action"):
        others = [a for a in game.legal_actions(state) if a != action][:ALTERNATIVES]
        starts.extend((f"the move {a!r} instead", clone(state), a) for a in others)
    pairs = 0
    for what, start, move in starts:
        found = outcome(start, move)
        if found is None or found[0] != seen:
            continue
        pairs += 1
        if found[1] != lines:
            differ = next(
                (f"{a!r} != {b!r}" for a, b in zip(lines, found[1], strict=False) if a != b),
                f"{lines!r} != {found[1]!r}",
            )
            raise ContractBroken(
                f"seat {seat}'s log after move {step} ({action!r}) tells it what its view hides: "
                f"{what} leaves its view the same but not its log: {differ}; a public fact "
                f"told in the log must stay in the view ({LOG_RULE_DOC})"
            )
    return pairs


_NESTED = frozenset({list, tuple, dict})
"""What a fingerprint nests in (everything else in it is a plain value)."""


def _random_states(fp: Any) -> Iterator[Any]:
    stack = [fp]
    while stack:
        item = stack.pop()
        if type(item) is tuple and len(item) == 2 and item[0] == _RANDOM:
            yield item[1]
        elif type(item) in _NESTED:
            values = item.values() if type(item) is dict else item
            stack.extend([value for value in values if type(value) in _NESTED])


def _check_events(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    names = [f"Seat {i}" for i in range(8)]
    count = 0
    for play in plays:
        state = _new_state(game, play.players, play.seed)
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


def _check_records(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    for play in plays:
        where.players, where.seed, where.step = play.players, play.seed, None
        state = _new_state(game, play.players, play.seed)
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


def _check_clone(game: Game, plays: list[_Playthrough], where: _Where) -> str:
    if not supports(game, "clone"):
        raise ContractBroken("the game has no clone(state) to check")
    fp = _fingerprint_of(game)
    checked = 0
    for play in plays:
        probes = _probe_steps(play)
        for step, state, action in _replay(game, play, where):
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


_RANDOM = "random.Random"
_SEQUENCES = ("list", "tuple", "set")


def fingerprint(value: Any, _depth: int = 0) -> Any:
    """A structural, comparable copy of a state: equal fingerprints mean equal states.

    Dataclasses, named tuples, pydantic models and plain objects become ``(type, {field: ...})``;
    sets are sorted; an RNG becomes its internal state, so two states whose RNGs will draw
    differently differ.
    """
    cls = type(value)
    if cls in _ATOMS:
        return value
    if _depth > 100:
        raise ValueError("state nested more than 100 levels deep (a cycle?)")
    encode = _ENCODERS.get(cls)
    if encode is None:
        encode = _ENCODERS[cls] = _encoder_for(cls)
    return encode(value, _depth + 1)


_ATOMS = frozenset({type(None), str, bytes, bool, int, float})
_ENCODERS: dict[type, Callable[[Any, int], Any]] = {}


def _encoder_for(cls: type) -> Callable[[Any, int], Any]:
    name = cls.__qualname__
    if issubclass(cls, enum.Enum):
        return lambda value, depth: (name, value.name)
    if issubclass(cls, (str, bytes, int, float)):
        return lambda value, depth: value
    if issubclass(cls, random.Random):
        return lambda value, depth: (_RANDOM, value.getstate())
    if dataclasses.is_dataclass(cls):
        return _by_fields(name, [f.name for f in dataclasses.fields(cls)])
    if issubclass(cls, BaseModel):
        return _by_fields(name, list(cls.model_fields))
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        return _by_fields(name, list(cls._fields))
    if issubclass(cls, (list, tuple)):
        kind = "tuple" if issubclass(cls, tuple) else "list"
        return lambda value, depth: (
            kind,
            [item if type(item) in _ATOMS else fingerprint(item, depth) for item in value],
        )
    if issubclass(cls, dict):
        return _encode_dict
    if issubclass(cls, (set, frozenset)):
        return lambda value, depth: ("set", sorted(repr(fingerprint(v, depth)) for v in value))
    return _encode_object


def _by_fields(name: str, fields: list[str]) -> Callable[[Any, int], Any]:
    def encode(value: Any, depth: int) -> Any:
        return (
            name,
            {
                f: v if type(v := getattr(value, f)) in _ATOMS else fingerprint(v, depth)
                for f in fields
            },
        )

    return encode


def _encode_dict(value: dict[Any, Any], depth: int) -> Any:
    items = sorted(
        ((repr(fingerprint(k, depth)), fingerprint(v, depth)) for k, v in value.items()),
        key=lambda kv: kv[0],
    )
    return ("dict", dict(items))


_SLOTS: dict[type, tuple[str, ...]] = {}
_MISSING = object()


def _slot_names(cls: type) -> tuple[str, ...]:
    """The ``__slots__`` of a class and its bases, in MRO order (computed once per class)."""
    names = _SLOTS.get(cls)
    if names is None:
        found: list[str] = []
        for base in cls.__mro__:
            slots = base.__dict__.get("__slots__", ())
            found.extend([slots] if isinstance(slots, str) else slots)
        names = _SLOTS[cls] = tuple(n for n in found if n not in ("__dict__", "__weakref__"))
    return names


def _encode_object(value: Any, depth: int) -> Any:
    found = {
        n: v for n in _slot_names(type(value)) if (v := getattr(value, n, _MISSING)) is not _MISSING
    }
    if hasattr(value, "__dict__"):
        found.update(vars(value))
    elif not found:
        return repr(value)
    return (type(value).__qualname__, {k: fingerprint(v, depth) for k, v in found.items()})


def first_difference(a: Any, b: Any, path: str = "state") -> str:
    """The first place two fingerprints differ, as ``path: a != b`` (shortened)."""
    if type(a) is not type(b):
        return f"{path}: {_short(a)} != {_short(b)}"
    if isinstance(a, tuple) and len(a) == 2 and isinstance(a[1], dict) and isinstance(a[0], str):
        if a[0] != b[0]:
            return f"{path}: {a[0]} != {b[0]}"
        return first_difference(a[1], b[1], path)
    if isinstance(a, tuple) and len(a) == 2 and a[0] in _SEQUENCES and isinstance(a[1], list):
        return first_difference(a[1], b[1], path)
    if isinstance(a, dict):
        for key in a.keys() | b.keys():
            if a.get(key) != b.get(key):
                return first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if isinstance(a, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path}: {_short(a)} != {_short(b)}"


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# -- the table ------------------------------------------------------------------------------------
# What a plugin's table tests need besides the ``window`` and ``driver`` fixtures of the core's
# pytest plugin (tabletop_core.pytest_plugin). These import arcade only when called.


def table_area(host: Any) -> Any:
    """The rect the host gives the game's table (a :class:`tabletop_core.render.Rect`)."""
    from tabletop_core.render.reading_check import table_area as area

    return area(host)


def table_reading_problems(
    game_id: str,
    *,
    registry: Any = None,
    plugin: Any = None,
    players: Sequence[int] | None = None,
    positions: Sequence[str] | None = None,
    text_sizes: Sequence[int] | None = None,
    languages: Sequence[str] | None = None,
) -> list[str]:
    """Every label of ``game_id``'s table that does not read whole, as ``tabletop check`` finds
    them: at every player count (or ``players``), at the start, middle and end of a match, at
    100 % and 200 % text, in every language (or ``languages``).

    The game comes from ``registry``, else from ``plugin`` (the plugin module, loaded on its own
    as ``tabletop dev`` would), else from the installed plugins.
    """
    from tabletop_core import plugins
    from tabletop_core.render import reading_check

    if registry is None:
        registry = (
            plugins.load(extra_plugins=[plugin], autoload=False)
            if plugin is not None
            else plugins.registry()
        )
    _made, problems = reading_check.table_problems(
        registry,
        game_id,
        players=players,
        positions=positions or reading_check.POSITIONS,
        text_sizes=text_sizes or reading_check.TEXT_SIZES,
        languages=languages,
    )
    return problems


def assert_table_reads_whole(game_id: str, **kwargs: Any) -> None:
    """Fail the calling test with the first problems unless the table reads whole everywhere
    :func:`table_reading_problems` looks (same arguments)."""
    problems = table_reading_problems(game_id, **kwargs)
    if problems:
        import pytest

        more = f"\n(and {len(problems) - 10} more)" if len(problems) > 10 else ""
        pytest.fail("the table does not read whole:\n" + "\n".join(problems[:10]) + more)


def piece_size_problems(
    game_id: str,
    *,
    registry: Any = None,
    plugin: Any = None,
    players: Sequence[int] | None = None,
    language: str = "de",
) -> list[str]:
    """Every piece of ``game_id``'s table that large text shrinks or hides: the table drawn half
    way through a match at 100 % and 200 % text, at every player count (or ``players``), in
    ``language`` (German: the longest words), each piece it names
    (:mod:`tabletop_core.render.piece_sizes`) measured in the window's pixels. A table that
    names no piece is a problem too. Registry or plugin as for :func:`table_reading_problems`."""
    from tabletop_core import plugins
    from tabletop_core.render.piece_sizes import read_pieces, shrunk_pieces, unseen

    if registry is None:
        registry = (
            plugins.load(extra_plugins=[plugin], autoload=False)
            if plugin is not None
            else plugins.registry()
        )
    from tabletop_core import i18n
    from tabletop_core.render.theme import set_text_scale

    info = registry.get(game_id).info
    counts = list(players) if players is not None else range(info.min_players, info.max_players + 1)
    problems: list[str] = []
    before = i18n.language()
    try:
        for count in counts:
            standard = read_pieces(
                registry, game_id, players=count, text_size=100, language=language
            )
            large = read_pieces(registry, game_id, players=count, text_size=200, language=language)
            found = unseen(standard.values()) + unseen(large.values())
            found += shrunk_pieces(standard, large)
            if not standard:
                found.append("the table names no piece it draws (Canvas.texture(..., piece=key))")
            problems.extend(f"{count} players: {problem}" for problem in found)
    finally:  # the text size and language in force before
        set_text_scale(1.0)
        i18n.set_language(before)
    return problems


def assert_pieces_keep_their_size(game_id: str, **kwargs: Any) -> None:
    """Fail the calling test unless every piece of the table is drawn at 200 % text at least as
    large as at 100 % (:func:`piece_size_problems`, same arguments)."""
    problems = piece_size_problems(game_id, **kwargs)
    if problems:
        import pytest

        more = f"\n(and {len(problems) - 10} more)" if len(problems) > 10 else ""
        pytest.fail("pieces shrink at large text:\n" + "\n".join(problems[:10]) + more)


def key_caps_drawn(host: Any, image: Any) -> list[str]:
    """The names on the key caps the prompt bar shows in ``image`` (the frame as
    :meth:`tabletop_core.render.driving.Driver.frame` reads it back), in drawing order: each a
    label on a small box of the caps' face colour (:func:`tabletop_core.render.key_caps.cap_colors`)
    that ends a few pixels around it, so words and a bar painted all over do not count."""
    from tabletop_core.render.key_caps import cap_colors

    face = cap_colors().face[:3]
    prompt = host.layout()[3]
    height = image.height

    def is_face(x: float, y: float) -> bool:
        if not (0 <= x < image.width and 0 < y <= height):
            return False
        pixel = image.getpixel((int(x), height - int(y)))
        return all(abs(a - b) <= 10 for a, b in zip(pixel[:3], face, strict=True))

    def extent(x: float, y: float, dx: int, dy: int, most: float) -> float:
        steps = 0
        while steps <= most and is_face(x + dx * steps, y + dy * steps):
            steps += 1
        return steps

    found = []
    for label in host.canvas.texts:
        if not (label.visible and label.text and label.anchor_x == "center"):
            continue
        if not prompt.contains(label.x, label.y):
            continue
        left = label.x - label.content_width / 2 - 2
        room = label.content_height
        if not is_face(left, label.y):
            continue
        if extent(left, label.y, -1, 0, room) > room or extent(left, label.y, 0, 1, room) > room:
            continue  # face colour far beyond the label: a bar or a card, not a cap
        found.append(label.text)
    return found


def play_in_the_terminal(
    game_id: str,
    answers: str,
    *,
    seats: str = "human,bot:easy",
    seed: int = 3,
    env: dict[str, str] | None = None,
    timeout: float = 300,
) -> str:
    """Play ``tabletop play GAME --headless`` as a real process, typing ``answers`` on its stdin,
    and return what it printed (failing the test on a traceback). ``env`` replaces the process
    environment (default: this one, with plugins autoloaded so installed games are found)."""
    import os
    import subprocess
    import sys

    environment = dict(os.environ) if env is None else dict(env)
    environment.pop("TABLETOP_DISABLE_PLUGIN_AUTOLOAD", None)
    run = subprocess.run(
        [sys.executable, "-m", "tabletop_core.cli", "play", game_id, "--headless"]
        + ["--seats", seats, "--seed", str(seed)],
        input=answers,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert "Traceback" not in run.stderr, run.stderr
    return run.stdout


def terminal_decisions(out: str, name: str) -> list[str]:
    """What the terminal printed before each decision of the seat ``name`` (its view of the table
    and its numbered moves, up to the next question), from :func:`play_in_the_terminal`'s output."""
    return [turn.split("Your move:", 1)[0] for turn in out.split(f"{name}, your turn.")[1:]]


def terminal_move_numbers(out: str, words: str) -> str:
    """The numbers a person types to pick the move named ``words``, from the last list the
    terminal printed for ``moves`` (every move with its numbers: ``[4 2] build …``)."""
    import re

    found = re.findall(r"^  \[([\d ]+)\] " + re.escape(words) + "$", out, re.M)
    assert found, f"no move {words!r} in the terminal's list of moves"
    return str(found[-1])
