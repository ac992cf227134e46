"""The pieces whose identity matters, beyond the seat markers, seen with protanopia,
deuteranopia and tritanopia (Machado 2009): Hamsterdam's plain and special hamsters and its flood
token, Mein lieber Biber's six beavers, a card of each colour and the swim rings on the raft, Beaver
Creek's dice faces. Each must differ from the others in shape (edges), not only in colour.

The pieces are drawn as the table draws them (its own textures, at the size its layout gives
them in a 1280×720 window) side by side on the colour they lie on, then read back from the
window. In play they overlap, turn and change size, which would make two same-shaped pieces
differ for the wrong reason; lined up alike, only what tells them apart remains.

The swim rings are painted into the raft's picture; they are read from that picture, drawn at the
size the table draws it, one ring of each colour (the smallest, where the symbol is tightest).
"""

from __future__ import annotations

import itertools
import math

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


def table_of(game: str, window, games_registry, tmp_path, moves: int | None = None):
    """The table of a screenshot of ``game`` (after ``moves``; default: half way through)."""
    from tabletop_core.render.screenshot import take_screenshot

    shot = tmp_path / f"{game}.bmp"  # not read back: the window is
    take_screenshot(game, seed=3, moves=moves, out=shot, registry=games_registry)
    return window.current_view.table


def test_hamsterdam_hamsters_and_token(window, games_registry, colour_vision, tmp_path):
    from tabletop_hamsterdam.pieces import HAMSTER, PIECE_NAMES, SPECIALS
    from tabletop_hamsterdam.table.art import FACE
    from tabletop_hamsterdam.table.textures import hamster_texture, token_texture

    table = table_of("hamsterdam", window, games_registry, tmp_path)
    spot = table.scene.layout.piece(-1, 0, 0, 1)  # a piece on the viewer's own dam
    pieces = [(PIECE_NAMES[piece], hamster_texture(piece)) for piece in (HAMSTER, *SPECIALS)]
    pieces.append(("flood token", token_texture()))
    face = (0.28, 0.36, 0.72, 0.8)  # where a special hamster wears its glyph
    for size in (spot.width, table.scene.layout.special_choice(0).height * 0.5):
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
    layout = table.scene.layout
    size = max(16, int(2 * BEAVER_PICTURE * layout.pond.raft_radius))
    beavers = [(f"{name} beaver", beaver_texture(c, size)) for c, name in enumerate(COLOURS)]
    vest = BEAVER_HALF / BEAVER_PICTURE / 2 * 0.78  # the life vest's radius, as a share
    middle = 0.5 - vest * 0.05
    symbol = (middle - vest * 0.6, 0.5 - vest * 0.6, middle + vest * 0.6, 0.5 + vest * 0.6)
    alike = differences(
        colour_vision, line_up(window, WOOD, beavers, size, size), (symbol,), SYMBOL_MARGIN
    )
    assert not alike, alike

    w, h = (int(v) for v in layout.hand.card_size)
    cards = [(f"{name} 1", card_texture(c * VALUES, w, h)) for c, name in enumerate(COLOURS)]
    corners = ((0.06, 0.03, 0.42, 0.3), (0.58, 0.7, 0.94, 0.97))  # the colour's symbol
    alike = differences(
        colour_vision, line_up(window, (33, 68, 63), cards, w, h), corners, SYMBOL_MARGIN
    )
    assert not alike, alike


def test_mein_lieber_biber_swim_rings(window, games_registry, colour_vision, tmp_path):
    """Each colour's symbol in its ring's hole stays visible and differs from every other, in
    every simulation. The symbols are a dozen pixels across: the edge measure's pixel of
    tolerance cannot tell a plus from a diamond at that size, and their silhouettes on the hole's
    cream cannot tell a bullseye from a square; an eye uses both, so two symbols pass when
    either their edges (by the symbol margin) or their silhouettes (by the shape margin) differ.
    """
    from tabletop_mein_lieber_biber.cards import COLOURS, RING_COLOUR, RINGS
    from tabletop_mein_lieber_biber.table.art import HOLE, RAFT_PICTURE, RING_HOLE, ring_radius
    from tabletop_mein_lieber_biber.table.pictures import raft_image

    table = table_of("mein_lieber_biber", window, games_registry, tmp_path)
    size = max(64, int(2 * RAFT_PICTURE * table.scene.layout.pond.raft_radius))
    ring_xy = tuple(table.scene.seat.view.raft.coordinates(ring) for ring in range(RINGS + 1))
    raft = raft_image(size, ring_xy).convert("RGB")
    k = size / 2 / RAFT_PICTURE
    smallest: dict[int, int] = {}
    for ring in range(1, RINGS + 1):
        smallest.setdefault(RING_COLOUR[ring], ring)
    assert sorted(smallest) == list(range(len(COLOURS)))
    rings = []
    for colour, ring in sorted(smallest.items()):
        x, y = ring_xy[ring]
        cx, cy = size / 2 + x * k, size / 2 - y * k
        hole = ring_radius(ring) * RING_HOLE * k * 0.9
        box = (round(cx - hole), round(cy - hole), round(cx + hole), round(cy + hole))
        picture = raft.crop(box)
        assert picture.size[0] >= 8, "the hole must be in view"
        rings.append((f"{COLOURS[colour]} ring {ring}", picture.resize((PART_SIDE, PART_SIDE))))
    window_area = math.pi * (PART_SIDE / 2) ** 2
    alike = []
    for kind in colour_vision.kinds:
        ground = colour_vision.Picture([[HOLE]]).simulate(kind).rows[0][0]
        shapes = []
        for name, image in rings:
            seen = colour_vision.Picture.from_image(image).simulate(kind)
            shape = colour_vision.silhouette(seen, ground, round_window=True)
            assert len(shape) > 0.2 * window_area, f"{kind}: the {name}'s symbol fades away"
            shapes.append((name, seen, shape))
        for (name_a, a, shape_a), (name_b, b, shape_b) in itertools.combinations(shapes, 2):
            edges = colour_vision.shape_difference(a, b)
            outline = colour_vision.silhouette_difference(shape_a, shape_b)
            if edges < SYMBOL_MARGIN and outline < SHAPE_MARGIN:
                alike.append(f"{kind}: {name_a} and {name_b} ({edges:.0%}, {outline:.0%})")
    assert not alike, alike


def test_beaver_creek_dice_faces(window, games_registry, colour_vision, tmp_path):
    from tabletop_beaver_creek.dice import HOW_FACES, WHAT_FACES
    from tabletop_beaver_creek.table.textures import how_texture, what_texture

    # the dice's places do not change as the game goes on: the table as dealt, without a
    # physics game played half way first
    table = table_of("beaver_creek", window, games_registry, tmp_path, moves=0)
    beavers_above_logs = ((0.0, 0.05, 1.0, 0.5), (0.0, 0.5, 1.0, 0.98))
    for index, faces, picture, regions in (
        (0, WHAT_FACES, what_texture, beavers_above_logs),
        (1, HOW_FACES, how_texture, (WHOLE,)),
    ):
        _centre, size = table.scene.layout.die(index)
        inner = max(8, int(size * 0.84))
        pieces = [(f"die {index + 1} face {face}", picture(face, inner)) for face in faces]
        lined = line_up(window, (240, 232, 214), pieces, inner, inner)
        alike = differences(colour_vision, lined, regions)
        assert not alike, alike


def test_the_line_up_catches_pieces_that_differ_by_colour_alone(window, colour_vision):
    """One outline in two colours is caught, whole or by regions; so is a real beaver whose vest
    is recoloured but keeps its symbol, at the table's size with the symbol margin."""
    from PIL import Image, ImageDraw
    from tabletop_mein_lieber_biber.table.art import COLOUR_RGB
    from tabletop_mein_lieber_biber.table.pictures import beaver_image

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


def test_the_ring_check_catches_one_symbol_in_two_colours(colour_vision):
    """The swim rings' measure itself, at a ring's size: one symbol in two colours fails both its
    edges and its silhouette; a plus and a diamond pass by silhouette, a bullseye and a square
    by edges."""
    from PIL import Image, ImageDraw
    from tabletop_mein_lieber_biber.table.art import COLOUR_RGB, HOLE, INK

    inner = 7.1  # the smallest ring's hole at 1280x720, in pixels; its symbol fills 0.8 of it
    side = round(2 * 0.9 * inner)

    def hole(kind: str, colour: int) -> Image.Image:
        image = Image.new("RGB", (side, side), HOLE)
        middle = side / 2
        _symbol(ImageDraw.Draw(image), kind, middle, middle, 0.8 * inner, COLOUR_RGB[colour], INK)
        return image.resize((PART_SIDE, PART_SIDE))

    ground_kind = colour_vision.kinds[0]
    ground = colour_vision.Picture([[HOLE]]).simulate(ground_kind).rows[0][0]

    def measures(a: Image.Image, b: Image.Image) -> tuple[float, float]:
        pa, pb = (colour_vision.Picture.from_image(i).simulate(ground_kind) for i in (a, b))
        shapes = [colour_vision.silhouette(p, ground, round_window=True) for p in (pa, pb)]
        return colour_vision.shape_difference(pa, pb), colour_vision.silhouette_difference(*shapes)

    edges, outline = measures(hole("diamond", 3), hole("diamond", 0))
    assert edges < SYMBOL_MARGIN and outline < SHAPE_MARGIN
    assert measures(hole("cross", 5), hole("diamond", 3))[1] >= SHAPE_MARGIN
    assert measures(hole("circle", 0), hole("square", 1))[0] >= SYMBOL_MARGIN


def _symbol(
    draw,
    kind: str,
    cx: float,
    cy: float,
    r: float,
    fill,
    outline=None,
) -> None:
    """A colour's symbol of radius ``r`` drawn with PIL (y down): the ring check's own stand-in
    for a symbol, at the pixel size of the smallest ring's hole."""
    width = max(1, int(r / 4))
    if kind == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
        if outline is not None:  # a bullseye: a small circle and a square look alike otherwise
            dot = r * 0.38
            draw.ellipse((cx - dot, cy - dot, cx + dot, cy + dot), fill=outline)
        return
    if kind == "cross":
        w = r * 0.26  # slim arms: a fat cross reads as a diamond on a small swim ring
        for box in ((cx - r, cy - w, cx + r, cy + w), (cx - w, cy - r, cx + w, cy + r)):
            draw.rectangle(box, fill=fill)
        if outline is not None:
            points = [
                (cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w),
                (cx + r, cy + w), (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r),
                (cx - w, cy + w), (cx - r, cy + w), (cx - r, cy - w), (cx - w, cy - w),
            ]  # fmt: skip
            draw.polygon(points, outline=outline, width=width)
        return
    if kind == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    else:
        corners, start, k = {
            "square": (4, 45, 1.2),
            "triangle": (3, -90, 1.15),
            "diamond": (4, 0, 1.1),
        }[kind]
        points = [
            (
                cx + r * k * math.cos(math.radians(start + 360 * i / corners)),
                cy
                + r * k * math.sin(math.radians(start + 360 * i / corners))
                + (r * 0.18 if kind == "triangle" else 0),
            )
            for i in range(corners)
        ]
    draw.polygon(points, fill=fill, outline=outline, width=width)
