"""``check_game``: every check of the kit, in order, on seeded random playthroughs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from tabletop_core.authoring.where_it_broke import package_of
from tabletop_core.conformance.actions import (
    check_advance,
    check_codec,
    check_illegal,
    check_why_not,
)
from tabletop_core.conformance.bots import check_views
from tabletop_core.conformance.determinism import check_clone, check_determinism
from tabletop_core.conformance.leaks import check_hidden, check_secrets
from tabletop_core.conformance.playthroughs import check_info, check_playthroughs, player_counts
from tabletop_core.conformance.records import check_events, check_records
from tabletop_core.conformance.report import (
    DETERMINISM,
    MAX_STEPS,
    SECRETS,
    CheckReport,
    CheckResult,
    Playthrough,
    Where,
    run_check,
)
from tabletop_core.game import Game, supports


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
    if not run_check(report, "info", Where(), lambda where: check_info(game)):
        return report
    counts = list(players) if players is not None else player_counts(game.info)
    playthroughs: list[Playthrough] = []
    for count in counts:
        run_check(
            report,
            f"random playthroughs, {count} players",
            Where(),
            partial(
                check_playthroughs,
                game,
                count,
                range(seed, seed + games),
                max_steps,
                out=playthroughs,
            ),
        )
    if not playthroughs:
        return report
    replays_ok = run_check(
        report,
        DETERMINISM,
        Where(),
        lambda w: check_determinism(game, playthroughs, w),
    )
    run_check(
        report, "actions to JSON and back", Where(), lambda w: check_codec(game, playthroughs, w)
    )
    replayed: list[tuple[str, Callable[[Game, list[Playthrough], Where], str]]] = [
        ("illegal actions refused, state untouched", check_illegal),
        ("views are playable by bots", check_views),
        ("hidden information stays hidden", check_hidden),
        (SECRETS, check_secrets),
        ("events describe themselves", check_events),
        ("setup, stats and result are JSON", check_records),
    ]
    if supports(game, "clone"):
        replayed.append(("clone is equal and independent", check_clone))
    if supports(game, "why_not"):
        replayed.append(("why_not agrees with apply", check_why_not))
    if supports(game, "advance"):
        replayed.append(("advance agrees with apply", check_advance))
    for name, check in replayed:
        if not replays_ok:
            report.checks.append(CheckResult(name, False, f"not checked: needs '{DETERMINISM}'"))
            continue
        run_check(report, name, Where(), partial(check, game, playthroughs))
    return report


def assert_conforms(game: Game, **kwargs: Any) -> None:
    """Fail the calling test with the report's summary unless ``game`` passes every check."""
    report = check_game(game, **kwargs)
    if not report.ok:
        import pytest

        pytest.fail(report.summary(), pytrace=False)
