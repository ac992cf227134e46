"""A ``FirstFitting`` of ``LargestFitting`` forms (Dam It!'s table: some forty forms, each its
cards searched for their largest size) asks each form only for its least room while it
chooses, and searches for the largest size in the form it lays out alone. It used to search
every form for a preferred size it never used. Laid out as the whole tree, it builds no form
after the one that fits: it used to measure them all for the tree's least room. The layouts
are the same."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import FirstFitting, Gap, Piece, Row, lay_out
from tabletop_core.render.kit.largest_fitting import LargestFitting

LEAST, MOST = 40.0, 100.0


def _forms(built: Counter[tuple[int, float]], count: int) -> FirstFitting:
    """``count`` forms of a row of cards, the first needing the most room (more cards)."""

    def form(n: int) -> LargestFitting:
        def cards(width: float) -> Row:
            built[(n, width)] += 1
            pieces = (Piece((width, width * 1.5), key=f"card {i}") for i in range(count + 1 - n))
            return Row(*pieces, gap=Gap(10, 10))

        return LargestFitting(cards, LEAST, MOST, key=f"form {n}")

    return FirstFitting(*(form(n) for n in range(count)))


def test_only_the_chosen_form_is_searched_for_its_largest_size():
    built: Counter[tuple[int, float]] = Counter()
    placed = lay_out(_forms(built, 6), Rect(0, 0, 260, 120))

    chosen = next(n for n in range(6) if f"form {n}" in placed)
    assert chosen > 0, "the room is too narrow for the first form"
    searched = {n for n, width in built if width not in (LEAST, MOST)}
    assert searched == {chosen}
    unchosen_sizes = {width for n, width in built if n != chosen}
    assert unchosen_sizes <= {LEAST, MOST}
    assert {n for n, _width in built} == set(range(chosen + 1)), "no form after the chosen one"
    assert all(times == 1 for times in built.values()), "a form is built once per size"


def test_the_chosen_form_still_takes_its_largest_fitting_size():
    placed = lay_out(_forms(Counter(), 6), Rect(0, 0, 260, 120))
    chosen = next(n for n in range(6) if f"form {n}" in placed)
    cards = 6 + 1 - chosen
    width = placed["card 0"].width
    assert placed.fits
    assert width * 1.5 <= 120 + 1e-6
    assert cards * width + (cards - 1) * 10 <= 260 + 1e-6
    assert width == pytest.approx(min(80.0, (260 - (cards - 1) * 10) / cards), abs=0.01)


def test_a_tree_that_fits_nowhere_still_reports_the_least_room_of_its_smallest_form():
    built: Counter[tuple[int, float]] = Counter()
    placed = lay_out(_forms(built, 6), Rect(0, 0, 30, 120))
    assert not placed.fits
    assert "needs at least 90×60 px" in placed.problems[0]
    assert {n for n, _width in built} == set(range(6)), "every form was asked for its least"
