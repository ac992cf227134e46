"""What every benchmark figure shares: repeated measurement after a warm-up, the median, a budget."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any


@dataclass
class Figure:
    """One measured number, its unit, and the budget it must meet (``None``: reported only)."""

    name: str
    value: float
    unit: str
    budget: float | None = None
    higher_is_better: bool = False
    detail: str = ""

    @property
    def ok(self) -> bool:
        if self.value != self.value:  # NaN: not measured, so not shown to be within budget
            return self.budget is None
        if self.budget is None:
            return True
        return self.value >= self.budget if self.higher_is_better else self.value <= self.budget

    def as_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["value"] = None if self.value != self.value else round(self.value, 4)
        data["ok"] = self.ok
        del data["higher_is_better"]
        return data

    def budget_text(self) -> str:
        if self.budget is None:
            return "—"
        sign = "≥" if self.higher_is_better else "≤"
        return f"{sign} {self.budget:g} {self.unit}"


def median_of_runs(
    measure: Callable[[], float], *, runs: int, warmup: int = 1
) -> tuple[float, list[float]]:
    """Call ``measure`` ``warmup`` times unrecorded, then ``runs`` times; (median, all values)."""
    for _ in range(warmup):
        measure()
    values = [measure() for _ in range(runs)]
    return statistics.median(values), values


def rate(work: Callable[[], int], seconds: float) -> float:
    """Call ``work`` (which returns how many units it did) until ``seconds`` pass; units per second."""
    done = 0
    start = time.perf_counter()
    while True:
        done += work()
        spent = time.perf_counter() - start
        if spent >= seconds:
            return done / spent
