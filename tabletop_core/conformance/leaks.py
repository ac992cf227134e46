"""Leaks: a seat's view and log hold nothing it may not know (no RNG, nothing that changes when
its secrets are re-drawn)."""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tabletop_core.conformance.fingerprint import (
    fingerprint,
    fingerprint_and_random_states,
    first_difference,
)
from tabletop_core.conformance.playthroughs import fingerprint_of, probe_steps, replay
from tabletop_core.conformance.report import (
    ALTERNATIVES,
    LOG_REDEALS,
    LOG_RULE_DOC,
    PLAY_ON_STEPS,
    REDEALS,
    SECRETS_DOC,
    ContractBroken,
    Playthrough,
    Where,
)
from tabletop_core.game import Game, IllegalAction, supports
from tabletop_core.messages import one_line


def check_hidden(game: Game, plays: list[Playthrough], where: Where) -> str:
    fp = fingerprint_of(game)
    can_determinize = supports(game, "determinize")
    hidden = game.info.hidden_information
    if not hidden and not can_determinize:
        return "no hidden information declared"
    checked = 0
    for play in plays:
        probes = probe_steps(play)
        for step, state, _action in replay(game, play, where):
            if step not in probes:
                continue
            secrets = set(fingerprint_and_random_states(state)[1]) if hidden else set()
            for seat in range(play.players):
                view = game.view(state, seat)
                if fp is fingerprint:
                    seen, shown = fingerprint_and_random_states(view)
                else:
                    seen = fp(view)
                    shown = fingerprint_and_random_states(view)[1]
                if secrets and secrets & set(shown):
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


def check_secrets(game: Game, plays: list[Playthrough], where: Where) -> str:
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
    fp = fingerprint_of(game)
    names = [f"Seat {i}" for i in range(_most_players(plays))]
    redeals = changed = log_pairs = 0
    for play in plays:
        probes = probe_steps(play)
        for step, state, action in replay(game, play, where):
            if step not in probes:
                continue
            before = fp(state)
            rngs = _rng_states(state)
            actor = game.to_act(state)
            for seat in range(play.players):
                seen = fp(game.view(state, seat))
                try:
                    for k in range(REDEALS):
                        rng = random.Random(f"redeal/{play.seed}/{step}/{seat}/{k}")
                        if k == 0:
                            other = _redeal_from_the_state(game, redeal, state, seat, rng)
                        else:
                            other = redeal(state, seat, rng)
                        redeals += 1
                        if other is state:
                            raise ContractBroken(
                                "redeal_secrets returned the state itself, not a copy"
                            )
                        changed += _check_redeal(game, fp, other, seat, seen, before, actor,
                                                 rngs, k, step, play.players)  # fmt: skip
                finally:
                    _untouched(fp, state, before)
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


def _check_redeal(
    game: Game,
    fp: Callable[[Any], Any],
    other: Any,
    seat: int,
    seen: Any,
    before: Any,
    actor: int | None,
    rngs: set[Any],
    k: int,
    step: int,
    players: int,
) -> int:
    """Check one re-draw ``other`` of what ``seat`` may not know: the same turn,
    the same view (``seen``), the game's RNG not kept; the first re-draw of the seat to act
    next is also played on. 1 if the re-draw differs from the state (``before``), else 0."""
    if game.to_act(other) != actor:
        raise ContractBroken("a re-draw of the secrets changes whose turn it is")
    again = fp(game.view(other, seat))
    if again != seen:
        raise ContractBroken(
            f"seat {seat}'s view at move {step} changes when what is hidden from "
            f"it is re-drawn, so it shows a secret: " + first_difference(seen, again, "view")
        )
    if fp is fingerprint:
        drawn, found = fingerprint_and_random_states(other)
        redrawn = set(found) if rngs else set()
    else:
        drawn = fp(other)
        redrawn = _rng_states(other) if rngs else set()
    if rngs & redrawn:
        raise ContractBroken(
            f"redeal_secrets keeps the game's RNG for seat {seat}: the future "
            "rolls and draws are hidden too, re-seed it"
        )
    if k == 0 and seat == step % players:
        _play_on(game, other, players, seat, step)
    return int(drawn != before)


def _untouched(fp: Callable[[Any], Any], state: Any, before: Any) -> None:
    """Refuse a ``redeal_secrets`` that changed the state it re-draws from (``before``: its
    fingerprint). Checked once after a seat's re-draws, and before any other failure they
    found is reported (the state changing is then the cause): one fingerprint of the state per
    seat rather than one per re-draw, the same finding and the same words."""
    after = fp(state)
    if after != before:
        raise ContractBroken(
            "redeal_secrets changed the state it re-draws from: " + first_difference(before, after)
        )


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

    with _watching(watch):
        other = redeal(state, seat, rng)
    if ran:
        members = " and ".join(f"{name}()" for name in dict.fromkeys(ran))
        raise ContractBroken(
            f"redeal_secrets runs the game's {members}: a re-draw built from the view keeps "
            "whatever the view shows, a secret too, so a view that shows a secret would pass "
            f"unseen. Write it on the full state: copy the state and draw again everything the "
            f"rules hide from seat {seat} ({SECRETS_DOC})"
        )
    return other


@contextmanager
def _watching(watch: Callable[[Any, str, Any], None]) -> Iterator[None]:
    """``watch`` as the interpreter's profile function for the block, then whatever profiled
    before put back: a profile function as it was, a profiler written in C (``cProfile``, which
    ``sys.getprofile`` returns but ``sys.setprofile`` cannot take back) by enabling it again, so
    that ``tabletop check`` run under a profiler neither fails nor stops the profiling."""
    before = sys.getprofile()
    sys.setprofile(watch)
    try:
        yield
    finally:
        if before is None or callable(before):
            sys.setprofile(before)
        else:  # cProfile's profiler: not callable, it puts its own hook back
            sys.setprofile(None)
            before.enable()


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

    with _watching(watch):
        try:
            view = game.view(state, seat)
            if supports(game, "determinize"):
                game.determinize(view, seat, random.Random(0))
        except Exception:  # noqa: BLE001 - the view checks report a broken view; here it teaches
            pass
    _DELEGATES[type(game)] = codes
    return codes


def _rng_states(state: Any) -> set[Any]:
    """The internal states of the RNGs a state holds (its own fields only, when the whole state
    is too deep for :func:`fingerprint`, say a physics world)."""
    try:
        return set(fingerprint_and_random_states(state)[1])
    except ValueError:
        fields = (
            [getattr(state, f.name) for f in dataclasses.fields(state)]
            if dataclasses.is_dataclass(state)
            else list(getattr(state, "__dict__", {}).values())
        )
        return {value.getstate() for value in fields if isinstance(value, random.Random)}


def _most_players(plays: list[Playthrough]) -> int:
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
    play: Playthrough,
    names: list[str],
) -> int:
    """The log lines ``seat`` reads after ``action`` depend only on what its views show."""
    if not supports(game, "clone"):
        return 0
    fp = fingerprint_of(game)

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
