"""The piece check measures what the window shows, not what the table says: a piece drawn where
it is reported measures its size, a piece reported but not drawn (or drawn smaller) is caught,
and a piece gone or smaller at large text is listed. The layout helper gives a table's pieces
the scale they have at 100 % text whatever the text size."""

from __future__ import annotations

import pytest
from PIL import Image

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.piece_sizes import (
    Measured,
    measured_pieces,
    shrunk_pieces,
    unseen,
)
from tabletop_core.render.standard_size import piece_scale, standard_rect
from tabletop_core.render.theme import frame_bands, scale_for, set_text_scale, table_scale

pytestmark = pytest.mark.gl

FELT = (30, 90, 60, 255)


class _Table:
    """A stand-in table: one canvas with what a test draws on it."""

    def __init__(self) -> None:
        self.canvas = Canvas()


def _frame(window, table: _Table) -> Image.Image:
    arcade = load_arcade()
    window.clear(color=FELT)
    table.canvas.draw()
    return arcade.get_image(0, 0, window.width, window.height).convert("RGB")


def _card(width: int, height: int):
    arcade = load_arcade()
    image = Image.new("RGBA", (width, height), (250, 245, 230, 255))
    return arcade.Texture(image, hash=f"piece-test-{width}x{height}")


def test_a_piece_drawn_where_it_is_reported_measures_its_size(window):
    table = _Table()
    table.canvas.texture(_card(80, 110), Rect(100, 100, 80, 110), piece=("card", 1))
    table.canvas.rect(Rect(300, 100, 40, 40), (200, 60, 40, 255))
    table.canvas.piece(("cube", 1), Rect(300, 100, 40, 40))
    found = measured_pieces(table, _frame(window, table))
    assert (found[("card", 1)].width, found[("card", 1)].height) == (80, 110)
    assert (found[("cube", 1)].width, found[("cube", 1)].height) == (40, 40)
    assert unseen(found.values()) == []


def test_a_piece_reported_but_drawn_small_or_not_at_all_is_caught(window):
    table = _Table()
    table.canvas.texture(_card(30, 40), Rect(100, 100, 30, 40))
    table.canvas.piece(("card", 1), Rect(100, 100, 80, 110))  # says larger than it is drawn
    table.canvas.piece(("card", 2), Rect(400, 100, 80, 110))  # says drawn, nothing there
    found = measured_pieces(table, _frame(window, table))
    problems = unseen(found.values())
    assert len(problems) == 2
    assert found[("card", 1)].width == 30


def test_pieces_gone_or_smaller_at_large_text_are_listed():
    def at(width: float) -> Measured:
        return Measured(("card", 1), Rect(0, 0, width, width), width, width)

    standard = {("card", 1): at(80), ("card", 2): at(80)}
    assert shrunk_pieces(standard, {("card", 1): at(80), ("card", 2): at(79)}) == []
    assert shrunk_pieces(standard, {("card", 1): at(72), ("card", 2): at(90)}) == [
        "('card', 1) shrank from 80×80 to 72×72 px"
    ]
    assert shrunk_pieces(standard, {("card", 1): at(80)}) == [
        "('card', 2) is gone (80×80 px before)"
    ]


def test_pieces_keep_the_scale_of_100_percent_text(reading_reset):
    set_text_scale(1.0)
    bar, prompt = frame_bands(scale_for(1280, 720))
    standard = Rect(0, prompt, 1280, 720 - bar - prompt)
    set_text_scale(2.0)
    bar, prompt = frame_bands(scale_for(1280, 720))
    large = Rect(0, prompt, 1280, 720 - bar - prompt)
    assert large.height < standard.height - 50  # the frame's bars took that from the table
    assert table_scale(large) < 0.95 * table_scale(standard)
    assert standard_rect(large).height == pytest.approx(standard.height, abs=0.5)
    assert piece_scale(large) == pytest.approx(table_scale(standard), abs=0.002)


@pytest.fixture()
def reading_reset():
    yield
    set_text_scale(1.0)


def test_a_piece_whose_ink_filled_its_place_is_judged_by_the_place_drawn():
    """A piece lying across two grounds (water and a raft's planks) differs from the ground
    round it everywhere inside its place: the ink box is then the place, not the piece. Large
    text must still draw that place no smaller, and ink must still fill most of it."""
    place = Rect(0, 0, 100, 100)
    standard = {("beaver", 3): Measured(("beaver", 3), place, 100, 100)}
    same_place_less_ground = Measured(("beaver", 3), place, 100, 93)
    assert shrunk_pieces(standard, {("beaver", 3): same_place_less_ground}) == []
    assert unseen([same_place_less_ground]) == []
    smaller_place = Measured(("beaver", 3), Rect(0, 0, 90, 90), 90, 90)
    assert shrunk_pieces(standard, {("beaver", 3): smaller_place}) == [
        "('beaver', 3) shrank from 100×100 to 90×90 px"
    ]
    drawn_smaller = {("card", 1): Measured(("card", 1), place, 80, 80)}  # ink inside its place
    assert shrunk_pieces(drawn_smaller, {("card", 1): Measured(("card", 1), place, 70, 80)}) == [
        "('card', 1) shrank from 80×80 to 70×80 px"
    ]
