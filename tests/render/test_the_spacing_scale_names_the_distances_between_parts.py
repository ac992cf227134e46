"""A table's spacing is a step of one scale, chosen by name: the steps grow from a hairline to
far apart, grow with the window as the type does, and make gaps that give way or hold."""

from __future__ import annotations

import pytest

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit import Gap, Row, Space, lay_out
from tabletop_core.render.kit.spacing import STEPS, Spacing


def test_the_steps_grow_from_a_hairline_to_far_apart():
    space = Spacing()
    steps = [space.hair, space.tight, space.snug, space.gap, space.loose, space.wide, space.far]
    assert steps == sorted(steps) and len(set(steps)) == len(steps) == len(STEPS)
    assert steps == [space.step(name) for name in STEPS]


@pytest.mark.parametrize("scale", (0.6, 1.0, 1.5625))
def test_the_steps_grow_with_the_window(scale):
    assert Spacing(scale).loose == pytest.approx(Spacing().loose * scale)
    assert Spacing(scale).hair == pytest.approx(Spacing().hair * scale)


def test_a_gap_from_the_scale_gives_way_down_to_its_least_and_a_fixed_one_holds():
    space = Spacing()
    parts = [Space(40, key="a"), Space(40, key="b")]
    roomy = lay_out(Row(*parts, gap=space.gives(space.loose, space.tight)), Rect(0, 0, 200, 10))
    assert roomy["b"].left - roomy["a"].right == pytest.approx(space.loose)
    short = lay_out(Row(*parts, gap=space.gives(space.loose, space.tight)), Rect(0, 0, 84, 10))
    assert short["b"].left - short["a"].right == pytest.approx(space.tight)
    held = lay_out(Row(*parts, gap=space.fixed(space.gap)), Rect(0, 0, 84, 10))
    assert held["b"].left - held["a"].right == pytest.approx(space.gap)
    assert space.fixed(space.gap) == Gap(space.gap, space.gap)
