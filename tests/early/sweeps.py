"""Sweeps split between the tiers: a test that checks a property over a whole matrix (every
window size, language, text size, player count) runs its hardest and its plainest cases in the
fast tier, and the whole matrix in the slow tier, which CI runs as well.

Two forms, by how the test walks its matrix:

- parametrized: ``@pytest.mark.parametrize("players", sweep((2, 3, 4), fast=(4,)))`` marks
  every case outside ``fast`` slow;
- a loop inside the test: take the ``whole_sweep`` fixture (tests/conftest.py), False in the
  fast tier and True in the slow one, and loop over ``cases if whole_sweep else corners``.

A case in ``fast`` is what a developer's loop needs to catch a regression in the property (the
smallest window, the largest text, the longest words); the rest catches the rarer one between.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest


def sweep(cases: Iterable[Any], *, fast: Iterable[Any]) -> list[Any]:
    """``cases`` for ``pytest.mark.parametrize``, those not in ``fast`` in the slow tier."""
    quick = list(fast)
    swept = list(cases)
    missing = [case for case in quick if case not in swept]
    if missing:
        raise ValueError(f"the fast cases {missing} are not among the sweep's cases")
    return [case if case in quick else pytest.param(case, marks=pytest.mark.slow) for case in swept]
