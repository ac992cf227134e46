"""The pieces whose identity matters, beyond the seat markers, seen with protanopia,
deuteranopia and tritanopia (Machado 2009): Hamsterdam's plain and special hamsters and its flood
token, Mein lieber Biber's six beavers and a card of each colour, Beaver Creek's
dice faces. Each must differ from the others in shape (edges), not only in colour.

The pieces are drawn as the table draws them (its own textures, at the size its layout gives
them in a 1280×720 window) side by side on the colour they lie on, then read back from the
window. In play they overlap, turn and change size, which would make two same-shaped pieces
differ for the wrong reason; lined up alike, only what tells them apart remains.

Not checked: Mein lieber Biber's swim rings. Their symbols are 10–20 px across at 1280×720 and
this edge measure does not separate them reliably at that size (see the accessibility notes).
"""

from __future__ import annotations

import itertools

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.geometry import Rect

pytestmark = pytest.mark.gl
arcade = load_arcade()

SHAPE_MARGIN = 0.25
"""As for the seat markers: at least a quarter of their edge pixels apart, in every simulation."""
WHOLE = (0.0, 0.0, 1.0, 1.0)
PART_SIDE = 48
SYMBOL_MARGIN = 0.15
"""For a symbol on a body the pieces share (a hamster's glyph, a beaver's vest): two symbols of
one size share much of their outline (a circle and a square, ⇅ and ⇄), so a lower bar, still
far above what one symbol in two colours scores (the control test: under 5 %)."""


def differences(
    colour_vision,
    pieces: list[tuple[str, object]],
    regions: tuple = (WHOLE,),
    margin: float = SHAPE_MARGIN,
) -> list[str]:
    """Every pair of pieces that differ in fewer than ``margin`` of their edges in
    each of ``regions`` (left, top, right, bottom as shares of a piece): where a piece tells
    what it is (a beaver's vest, a hamster's face, a die's beavers or its logs). A body the
    pieces share would otherwise drown the symbol that tells them apart."""
    alike = []
    for kind in colour_vision.kinds:
        seen = [
            (name, [colour_vision.Picture.from_image(part).simulate(kind) for part in parts])
            for name, parts in ((name, _parts(image, regions)) for name, image in pieces)
        ]
        for (name_a, a), (name_b, b) in itertools.combinations(seen, 2):
            best = max(colour_vision.shape_difference(pa, pb) for pa, pb in zip(a, b, strict=True))
            if best < margin:
                alike.append(f"{kind}: {name_a} and {name_b} ({best:.0%})")
    return alike


def _parts(image, regions: tuple) -> list:
    """Each region of ``image``, scaled to :data:`PART_SIDE` pixels: symbols are compared at one
    scale, so a symbol a few pixels wide is not lost in the check's pixel of tolerance."""
    from PIL import Image

    w, h = image.size
    return [
        image.crop((round(x0 * w), round(y0 * h), round(x1 * w), round(y1 * h))).resize(
            (PART_SIDE, PART_SIDE), Image.LANCZOS
        )
        for x0, y0, x1, y1 in regions
    ]


def line_up(window, background, pieces: list[tuple[str, object]], width, height) -> list:
    """Draw ``(name, texture)`` pieces of ``width`` × ``height`` in rows on ``background`` and
    read each back: ``(name, image of the piece)``."""
    window.clear(color=background)
    sprites = arcade.SpriteList()
    places: list[tuple[str, Rect]] = []
    margin = 8
    x, y = margin, window.height - margin - height
    for name, texture in pieces:
        if x + width > window.width - margin:
            x, y = margin, y - height - 2 * margin
        sprite = arcade.Sprite(texture, center_x=x + width / 2, center_y=y + height / 2)
        sprite.width, sprite.height = width, height
        sprites.append(sprite)
        places.append((name, Rect(x, y, width, height)))
        x += width + 2 * margin
    sprites.draw()
    image = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
    top = window.height
    return [
        (
            name,
            image.crop((round(r.left), round(top - r.top), round(r.right), round(top - r.bottom))),
        )
        for name, r in places
    ]


def table_of(game: str, window, games_registry, tmp_path):
    from tabletop_core.render.screenshot import take_screenshot

    take_screenshot(game, seed=3, out=tmp_path / f"{game}.png", registry=games_registry)
    return window.current_view.table


def test_hamsterdam_hamsters_and_token(window, games_registry, colour_vision, tmp_path):
    from tabletop_hamsterdam.pieces import HAMSTER, PIECE_NAMES, SPECIALS
    from tabletop_hamsterdam.table.art import FACE
    from tabletop_hamsterdam.table.textures import hamster_texture, token_texture

    table = table_of("hamsterdam", window, games_registry, tmp_path)
    spot = table.layout.piece(-1, 0, 0, 1)  # a piece on the viewer's own dam
    pieces = [(PIECE_NAMES[piece], hamster_texture(piece)) for piece in (HAMSTER, *SPECIALS)]
    pieces.append(("flood token", token_texture()))
    face = (0.28, 0.36, 0.72, 0.8)  # where a special hamster wears its glyph
    for size in (spot.width, table.layout.special_choice(0).height * 0.5):
        lined = line_up(window, FACE, pieces, size, size)
        alike = differences(colour_vision, lined, (face,), SYMBOL_MARGIN)
        assert not alike, (size, alike)


def test_mein_lieber_biber_beavers_and_card_colours(
    window, games_registry, colour_vision, tmp_path
):
    from tabletop_mein_lieber_biber.cards import COLOURS, VALUES
    from tabletop_mein_lieber_biber.table.art import (
        BEAVER_HALF,
        BEAVER_PICTURE,
        WOOD,
    )
    from tabletop_mein_lieber_biber.table.textures import beaver_texture, card_texture

    table = table_of("mein_lieber_biber", window, games_registry, tmp_path)
    layout = table.layout
    size = max(16, int(2 * BEAVER_PICTURE * layout.raft_radius))
    beavers = [(f"{name} beaver", beaver_texture(c, size)) for c, name in enumerate(COLOURS)]
    vest = BEAVER_HALF / BEAVER_PICTURE / 2 * 0.78  # the life vest's radius, as a share
    middle = 0.5 - vest * 0.05
    symbol = (middle - vest * 0.6, 0.5 - vest * 0.6, middle + vest * 0.6, 0.5 + vest * 0.6)
    alike = differences(
        colour_vision, line_up(window, WOOD, beavers, size, size), (symbol,), SYMBOL_MARGIN
    )
    assert not alike, alike

    w, h = (int(v) for v in layout.hand_card_size)
    cards = [(f"{name} 1", card_texture(c * VALUES, w, h)) for c, name in enumerate(COLOURS)]
    corners = ((0.06, 0.03, 0.42, 0.3), (0.58, 0.7, 0.94, 0.97))  # the colour's symbol
    alike = differences(
        colour_vision, line_up(window, (33, 68, 63), cards, w, h), corners, SYMBOL_MARGIN
    )
    assert not alike, alike


def test_beaver_creek_dice_faces(window, games_registry, colour_vision, tmp_path):
    from tabletop_beaver_creek.dice import HOW_FACES, WHAT_FACES
    from tabletop_beaver_creek.table.textures import how_texture, what_texture

    table = table_of("beaver_creek", window, games_registry, tmp_path)
    beavers_above_logs = ((0.0, 0.05, 1.0, 0.5), (0.0, 0.5, 1.0, 0.98))
    for index, faces, picture, regions in (
        (0, WHAT_FACES, what_texture, beavers_above_logs),
        (1, HOW_FACES, how_texture, (WHOLE,)),
    ):
        _centre, size = table.layout.die(index)
        inner = max(8, int(size * 0.84))
        pieces = [(f"die {index + 1} face {face}", picture(face, inner)) for face in faces]
        lined = line_up(window, (240, 232, 214), pieces, inner, inner)
        alike = differences(colour_vision, lined, regions)
        assert not alike, alike


def test_the_line_up_catches_pieces_that_differ_by_colour_alone(window, colour_vision):
    """One outline in two colours is caught, whole or by regions; so is a real beaver whose vest
    is recoloured but keeps its symbol, at the table's size with the symbol margin."""
    from PIL import Image, ImageDraw
    from tabletop_mein_lieber_biber.table.art import COLOUR_RGB, beaver_image

    def disc(colour):
        image = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
        ImageDraw.Draw(image).ellipse((8, 8, 56, 56), fill=colour, outline=(20, 24, 31), width=3)
        return arcade.Texture(image, hash=f"disc-{colour}")

    pieces = [("vermillion disc", disc((213, 94, 0))), ("green disc", disc((0, 158, 115)))]
    lined = line_up(window, (196, 148, 92), pieces, 40, 40)
    assert len(differences(colour_vision, lined)) == 3  # caught in every simulation
    assert len(differences(colour_vision, lined, ((0.0, 0.0, 0.5, 1.0), WHOLE))) == 3

    red = beaver_image(0, 48)
    green = Image.new("RGBA", red.size)
    green.putdata([COLOUR_RGB[3] + (p[3],) if p[:3] == COLOUR_RGB[0] else p for p in red.getdata()])
    beavers = [
        ("red beaver", arcade.Texture(red, hash="control-red-beaver")),
        ("recoloured beaver", arcade.Texture(green, hash="control-green-beaver")),
    ]
    lined = line_up(window, (196, 148, 92), beavers, 48, 48)
    assert lined[0][1].getdata() != lined[1][1].getdata()
    assert len(differences(colour_vision, lined, (WHOLE,), SYMBOL_MARGIN)) == 3
