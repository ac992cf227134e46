"""The kit's named looks: veils keep their colour and go from faint to dense, a fading piece's
opacity stays within 0..255, the strokes mark what stands out more than a plain edge and the
piece in hand most, corners grow with the table, and the fine type sits below the aside type
below the small type, at any text size."""

from __future__ import annotations

import pytest

from tabletop_core.render.kit import strokes
from tabletop_core.render.kit.type_steps import aside, fine
from tabletop_core.render.kit.veils import OPAQUE, VEILS, opacity, solid, veil
from tabletop_core.render.theme import Palette


def test_a_veil_keeps_its_colour_and_the_veils_go_from_faint_to_dense():
    dark = veil(Palette.TEXT_DARK, "firm")
    assert dark[:3] == tuple(Palette.TEXT_DARK[:3]) and dark[3] == VEILS["firm"]
    alphas = [veil((1, 2, 3, 99), name)[3] for name in ("faint", "dim", "firm", "dense")]
    assert alphas == sorted(alphas) and alphas[0] > 0 and alphas[-1] < OPAQUE
    assert solid((1, 2, 3, 7)) == (1, 2, 3, OPAQUE)
    with pytest.raises(KeyError):
        veil((0, 0, 0), "murky")


@pytest.mark.parametrize(
    ("share", "alpha"), [(-0.5, 0), (0.0, 0), (0.5, 127), (1.0, 255), (3.0, 255)]
)
def test_a_fading_piece_stays_within_the_opacities(share, alpha):
    assert opacity(share) == alpha


def test_strokes_mark_what_stands_out_and_corners_grow_with_the_table():
    assert strokes.EDGE < strokes.RULE < strokes.MARKED < strokes.HELD
    assert strokes.corner(2.0) == pytest.approx(2 * strokes.corner(1.0))


@pytest.mark.parametrize("small", [11.0, 11.5, 23.0])
def test_fine_type_sits_below_aside_type_below_the_small_type(small):
    assert fine(small) < aside(small) < small
    assert fine(2 * small) == pytest.approx(2 * fine(small))
