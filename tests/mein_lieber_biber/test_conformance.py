"""Mein lieber Biber keeps the engine contract (the core's conformance kit)."""

from __future__ import annotations

import pytest
from tabletop_mein_lieber_biber import MeinLieberBiber

from tabletop_core.testing import assert_conforms


@pytest.mark.slow  # a whole game (the kit plays several): the slow tier
def test_conforms_with_two_four_and_six_players():
    assert_conforms(MeinLieberBiber(), players=[2, 4, 6], games=1, seed=11)


def test_conforms_with_three_and_five_players():
    assert_conforms(MeinLieberBiber(), players=[3, 5], games=1, seed=3)
