"""The Beaver Creek depth model of `benchmarks/beaver_creek_depth.py` does what its numbers in
docs/performance.md rest on: rows made with collision filters keep apart in real pymunk, a log
across rests on beavers of two rows, and a log that could only roll over in depth is refused."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest
from tabletop_beaver_creek import judge

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def depth():
    spec = importlib.util.spec_from_file_location(
        "beaver_creek_depth", ROOT / "benchmarks" / "beaver_creek_depth.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    module.lay_diagonals(3)
    return module


def _place(depth, model, node, kind, row, x, angle=0.0):
    base = depth.baseline(node, model)
    here = node._replace(pieces=base[0] or node.pieces, contacts=base[1] or node.contacts)
    child, _work, why = depth.try_place(here, base, kind, row, x, angle, model)
    return child, why


def _start(depth):
    return depth.Node({}, {}, (), {depth.BEAVER: 0, depth.LOG: 0, depth.SMALL_LOG: 0})


def test_beavers_in_different_rows_stand_on_one_spot_of_the_side_view(depth) -> None:
    model = depth.Model(rows=3, spaces_per_row=True, across=True)
    node, why = _place(depth, model, _start(depth), depth.BEAVER, 0, 0.0)
    assert why == "holds"
    behind, why = _place(depth, model, node, depth.BEAVER, 2, 0.0)
    assert why == "holds"
    front, back = behind.pieces[0], behind.pieces[1]
    assert abs(front.x - back.x) < 0.5 and abs(front.y - back.y) < 0.5
    assert not judge.touching(behind.contacts, 0) - {depth.BOX_KEY}


def test_a_log_across_rests_on_a_front_and_a_back_beaver(depth) -> None:
    model = depth.Model(rows=3, spaces_per_row=True, across=True)
    node, _ = _place(depth, model, _start(depth), depth.BEAVER, 0, 50.0)
    node, _ = _place(depth, model, node, depth.BEAVER, 2, 50.0)
    across, why = _place(depth, model, node, depth.ACROSS[depth.LOG], depth.SPANS, 50.0)
    assert why == "holds"
    assert judge.supports(across.pieces, across.contacts, 2) == {0, 1}
    assert across.logs == 1


def test_a_log_across_on_one_row_alone_would_roll_over_and_is_refused(depth) -> None:
    model = depth.Model(rows=3, spaces_per_row=True, across=True)
    node, _ = _place(depth, model, _start(depth), depth.BEAVER, 0, 50.0)
    child, why = _place(depth, model, node, depth.ACROSS[depth.LOG], depth.SPANS, 50.0)
    assert child is None and why == "tips over in depth"


def test_a_log_aslant_rests_on_a_front_head_and_a_back_head_two_spaces_apart(depth) -> None:
    model = depth.Model(rows=3, spaces_per_row=False, across=True)
    node, _ = _place(depth, model, _start(depth), depth.BEAVER, 0, -100.0)
    node, _ = _place(depth, model, node, depth.BEAVER, 2, -50.0)
    aslant, why = _place(depth, model, node, depth.DIAGONAL[depth.LOG], depth.RISING, -75.0)
    assert why == "holds"
    assert judge.supports(aslant.pieces, aslant.contacts, 2) == {0, 1}
    assert abs(aslant.pieces[2].angle) < math.radians(2)


def test_shared_box_spaces_take_one_beaver_whatever_its_row(depth) -> None:
    model = depth.Model(rows=3, spaces_per_row=False, across=True)
    node, _ = _place(depth, model, _start(depth), depth.BEAVER, 0, 0.0)
    child, why = _place(depth, model, node, depth.BEAVER, 2, 0.0)
    assert child is None and why == "space taken"
