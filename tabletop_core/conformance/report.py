"""The conformance kit's report: one named check per line, each passed or failed with the players
and seed that reproduce it, and the names and numbers the checks share."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop_core.authoring.where_it_broke import debug_traceback, describe

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
class Where:
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
class Playthrough:
    players: int
    seed: int
    actions: list[Any]


def run_check(report: CheckReport, name: str, where: Where, check: Callable[[Where], Any]) -> bool:
    try:
        detail = check(where)
    except ContractBroken as error:
        report.checks.append(CheckResult(name, False, located(where, str(error))))
        return False
    except Exception as error:  # a game bug must be reported, never raised: where it broke
        debug_traceback(error, f"'{name}' at {where}")
        found = describe(error, report.package)
        report.checks.append(CheckResult(name, False, located(where, found)))
        return False
    report.checks.append(CheckResult(name, True, detail if isinstance(detail, str) else ""))
    return True


def located(where: Where, message: str) -> str:
    place = str(where)
    if where.players is not None and where.seed is not None:
        place += (
            f" (reproduce: check_game(game, players=[{where.players}], games=1, seed={where.seed}))"
        )
    return f"{message} at {place}" if place else message
