"""Table pieces are plain data a scene fills and moves (no window needed), kept in order, hit
by their box; drawn, each keeps one sprite that follows it, and the pixels show them in order."""

from __future__ import annotations

import pytest
from PIL import Image

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.flights import Flights
from tabletop_core.render.kit.pieces import Pieces, TablePiece
from tabletop_core.render.kit.segments import Segment


class _Picture:
    """A stand-in picture handle: all a piece reads of one is its size."""

    width, height = 40, 20


def test_a_piece_takes_its_pictures_size_unless_told_and_scales_from_it():
    piece = TablePiece(_Picture(), 100, 50)
    assert (piece.width, piece.height) == (40, 20)
    assert piece.rect == Rect(80, 40, 40, 20)
    piece.scale_to(1.5)
    assert (piece.width, piece.height) == (60, 30)
    sized = TablePiece(_Picture(), 0, 0, 10, 12)
    assert (sized.width, sized.height) == (10, 12)
    assert (TablePiece().width, TablePiece().height) == (1, 1)  # a plain block, sized later


def test_a_turned_piece_is_hit_in_the_box_its_picture_fills():
    piece = TablePiece(_Picture(), 100, 100, angle=90)
    box = piece.box
    assert (box.left, box.bottom, box.width, box.height) == pytest.approx((90, 80, 20, 40))
    assert piece.contains(100, 118) and not piece.contains(115, 100)
    assert piece.shown
    piece.alpha = 0
    assert not piece.shown


def test_pieces_keep_their_order_and_say_when_it_changes():
    a, b, c = (TablePiece(_Picture()) for _ in range(3))
    pieces = Pieces([a, b])
    pieces.add(c)
    assert list(pieces) == [a, b, c] and len(pieces) == 3 and b in pieces
    order = pieces.order
    pieces.to_top(c)  # already on top: nothing changes
    assert pieces.order == order
    pieces.to_top(a)
    assert list(pieces) == [b, c, a] and pieces.order > order
    order = pieces.order
    pieces.arrange([b, c, a])
    assert pieces.order == order
    pieces.insert(0, a := TablePiece(_Picture()))
    pieces.remove(b)
    assert pieces[0] is a and b not in pieces
    with pytest.raises(ValueError):
        pieces.remove(b)
    twin = TablePiece(_Picture())
    assert twin not in pieces, "a piece is itself, not any piece that looks the same"
    pieces.clear()
    assert not len(pieces)


def test_flights_and_segments_move_a_piece_as_they_moved_a_sprite():
    piece = TablePiece(_Picture(), 0, 0)
    flights = Flights()
    flights.fly(piece, (100, 50, 80, 40), duration=1.0)
    flights.update(0.5)
    assert 0 < piece.center_x < 100 and 20 < piece.width < 80
    flights.update(1.0)
    assert (piece.center_x, piece.center_y, piece.width, piece.height) == (100, 50, 80, 40)
    Segment(piece, (0, 0, 10, 10, 0), (10, 10, 20, 20, 200), 0.0, 1.0).place(1.0)
    assert piece.alpha == 200 and piece.visible


@pytest.mark.gl
def test_drawn_pieces_keep_their_sprites_and_show_in_order(window):
    from tabletop_core.render.canvas import arcade
    from tabletop_core.render.kit.pictures import texture_of

    red = texture_of(Image.new("RGBA", (20, 20), (220, 30, 30, 255)), "kit-test-piece-red-20")
    blue = texture_of(Image.new("RGBA", (20, 20), (30, 30, 220, 255)), "kit-test-piece-blue-20")
    under = TablePiece(red, 50, 50, 40, 40)
    over = TablePiece(blue, 60, 60, 40, 40)
    block = TablePiece(None, 200, 50, 30, 30, tint=(20, 200, 20))
    pieces = Pieces([under, over, block])

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        window.clear(color=(0, 0, 0, 255))
        pieces.draw()
        image = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
        return image.getpixel((x, window.height - 1 - y))

    assert pixel(65, 65)[2] > 200, "the later piece lies on top"
    assert pixel(200, 50)[1] > 180, "a plain block shows its tint"
    drawn = pieces._drawn
    sprites = list(drawn.sprites)
    pieces.to_top(under)
    assert pixel(65, 65)[0] > 200, "brought to the top, it covers the other"
    assert sorted(map(id, drawn.sprites)) == sorted(map(id, sprites)), "the same sprites, moved"
    under.center_x, under.alpha = 300, 0
    over.picture = red
    assert pixel(300, 50) == (0, 0, 0), "a transparent piece leaves the table as it was"
    assert pixel(60, 60)[0] > 200, "a new picture is shown at the piece's size"
    assert drawn.sprites[0].width == 40 and drawn.sprites[0].texture is red
    block.visible = False
    assert pixel(200, 50) == (0, 0, 0)
    pieces.remove(over)
    pixel(0, 0)
    assert len(drawn.sprites) == 2
