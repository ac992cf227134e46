"""Every game table, drawn by ``take_screenshot`` with the real registry:

- seen with protanopia, deuteranopia and tritanopia (Machado 2009), the pieces whose identity
  matters (seat markers on the table, the one place seats are listed; Dam It!'s river cards)
  still differ in shape, not only in colour;
- switched to 200 % text and high contrast through the settings screen, the frame is dark, the
  text is twice as big (the frame's and the table's) and key labels stay in their
  panels.
"""

from __future__ import annotations

import itertools
from statistics import median

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette

pytestmark = pytest.mark.gl
arcade = load_arcade()


def drawing(host):
    """The part of the game's table that draws: a table of three parts its scene, an older
    single-class table itself."""
    from tabletop_core.render import Table

    return host.table.scene if isinstance(host.table, Table) else host.table


GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")
SHAPE_MARGIN = 0.25
"""Pieces must differ in at least a quarter of their edge pixels under every simulation."""


def table_markers(game: str, host) -> list[tuple[float, float, float]]:
    """(x, y, radius) of the seat markers the table itself paints, from its layout."""
    layout = drawing(host).layout
    s = layout.scale
    players = host.match.players
    if game == "damit":
        return [layout.panel_marker(seat) for seat in range(players)]
    if game == "beaver_creek":
        return [layout.stock_marker(seat) for seat in range(players)]
    if game == "hamsterdam":
        return [layout.other_marker(index) for index in range(players - 1)]
    rows = [layout.seats.seat_row(seat) for seat in range(players)]
    return [(row.left + 13 * s, row.center_y, 7 * s) for row in rows]


def hand_cards(host) -> dict[str, Rect]:
    """Dam It!'s species in the viewer's hand, one card each (the visible part of the card):
    two species must never differ by colour alone."""
    from tabletop_damit.cards import card_name

    hand = host.match.view(host.viewer).hands[host.viewer]
    layout = drawing(host).layout
    found: dict[str, Rect] = {}
    for index, card in enumerate(hand):
        found.setdefault(card_name(card), layout.hand_hit(index, len(hand), False))
    return found


def assert_shapes_differ(colour_vision, pictures: list[tuple[str, object]]) -> None:
    assert len(pictures) >= 2
    for kind in colour_vision.kinds:
        seen = [(name, picture.simulate(kind)) for name, picture in pictures]
        for (name_a, a), (name_b, b) in itertools.combinations(seen, 2):
            difference = colour_vision.shape_difference(a, b)
            assert difference >= SHAPE_MARGIN, (
                f"{kind}: {name_a} and {name_b} differ in only {difference:.0%} of their edges"
            )


def table_labels(table) -> list:
    """The text labels of every canvas the table keeps (one level into its attributes)."""
    canvases = []
    for name, value in vars(table).items():
        if name == "host":
            continue
        values = value.values() if isinstance(value, dict) else value
        for item in values if isinstance(value, (list, tuple, dict)) else [value]:
            parts = item if isinstance(item, tuple) else (item,)
            for part in parts:
                if isinstance(part, Canvas):
                    canvases.append(part)
                elif hasattr(part, "__dict__"):
                    canvases += [v for v in vars(part).values() if isinstance(v, Canvas)]
    return [label for canvas in canvases for label in canvas.texts if label.text and label.visible]


def inside(label, rect: Rect, slack: float = 2.0) -> bool:
    return (
        label.left >= rect.left - slack
        and label.right <= rect.right + slack
        and label.bottom >= rect.bottom - slack
        and label.top <= rect.top + slack
    )


@pytest.mark.parametrize("game", GAMES)
def test_table_pieces_differ_without_colour_and_read_large_in_high_contrast(
    game, window, games_registry, colour_vision, reading_reset, tmp_path, monkeypatch, half_way
):
    from tabletop_core.render.screenshot import take_screenshot

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))  # the settings are saved

    moves = half_way(game, 3)  # the default: half way through
    take_screenshot(
        game, seed=3, moves=moves, out=tmp_path / f"{game}.bmp", registry=games_registry
    )
    host = window.current_view
    image = arcade.get_image(0, 0, 1280, 720).convert("RGB")

    # the table names every seat; the frame does not list them a second time
    assert host.table_lists_seats() and host.seat_markers == []
    on_table = [
        (f"marker {index} on the table", colour_vision.crop(image, x, y, r * 1.35))
        for index, (x, y, r) in enumerate(table_markers(game, host))
    ]
    assert_shapes_differ(colour_vision, on_table)
    if game == "damit":
        cards = hand_cards(host)
        half_w = min(r.width for r in cards.values()) / 2 - 2
        pictures = [
            (
                name,
                colour_vision.crop(
                    image, r.left + half_w + 2, r.center_y, half_w, r.height / 2 - 2
                ),
            )
            for name, r in cards.items()
        ]
        assert_shapes_differ(colour_vision, pictures)

    standard_body = host.sizes.body
    standard_table = median(label.font_size for label in table_labels(drawing(host)))
    standard_scale = drawing(host).layout.scale

    shell = host.shell
    settings_view = shell.show_settings(back=host)
    settings_view.text_size.index = settings_view.text_size.choices.index(200)
    settings_view.text_size.on_change()
    settings_view.high_contrast.activate()
    assert (shell.settings.text_size, shell.settings.high_contrast) == (200, True)
    settings_view.on_back()
    assert window.current_view is host
    host.on_update(0.0)
    host.toggle_log()  # the log drawer open: the side panel is read too
    host.on_draw()
    large = arcade.get_image(0, 0, 1280, 720).convert("RGB")
    large.save(tmp_path / f"{game}_large.png")

    assert host.sizes.body == pytest.approx(standard_body * 2)
    grown = median(label.font_size for label in table_labels(drawing(host)))
    # the frame grew, so the table is a little smaller: its text grows against its own scale
    shrink = drawing(host).layout.scale / standard_scale
    assert grown >= standard_table * 2 * shrink * 0.95

    bar, table_rect, log, prompt = host.layout()
    # the frame is black: the side panel's empty foot (log lines stand on it from 10 px up; at
    # this size its top holds the seats) and the menu bar left of the game's title
    for x, y in ((log.right - 8, log.bottom + 4), (bar.left + 6, bar.bottom + 5)):
        assert sum(large.getpixel((int(x), 720 - int(y)))) < 40, (x, y)
    assert Palette.TEXT[:3] == (255, 255, 255)

    labels = [label for label in host.canvas.texts if label.text and label.visible]
    for button in host.focus.controls:
        words = [label for label in labels if button.rect.contains(label.x, label.y)]
        assert words, f"no label on {button.label}"
        for label in words:
            assert inside(label, button.rect), f"{label.text!r} runs out of its button"
    for label in labels:
        if log.contains(label.x, label.y):
            assert inside(label, log), f"{label.text!r} runs out of the log"
        if prompt.contains(label.x, label.y):
            assert inside(label, prompt), f"{label.text!r} runs out of the prompt bar"
    outside = [
        label.text
        for label in table_labels(drawing(host))
        if table_rect.contains(label.x, label.y) and not inside(label, table_rect, slack=4)
    ]
    assert not outside, f"table labels leave the table: {outside}"


def test_the_check_fails_pieces_that_differ_by_colour_alone(colour_vision):
    """The measure itself: same shape in two colours fails, two shapes pass."""
    from PIL import Image, ImageDraw

    def piece(shape: str, colour: tuple[int, int, int]):
        image = Image.new("RGB", (40, 40), (42, 56, 80))
        draw = ImageDraw.Draw(image)
        if shape == "circle":
            draw.ellipse((8, 8, 32, 32), fill=colour, outline=(20, 24, 31))
        else:
            draw.polygon([(20, 7), (33, 31), (7, 31)], fill=colour, outline=(20, 24, 31))
        return colour_vision.Picture.from_image(image)

    red, green = (213, 94, 0), (0, 158, 115)
    for kind in colour_vision.kinds:
        same_shape = colour_vision.shape_difference(
            piece("circle", red).simulate(kind), piece("circle", green).simulate(kind)
        )
        assert same_shape < 0.05
        two_shapes = colour_vision.shape_difference(
            piece("circle", red).simulate(kind), piece("triangle", green).simulate(kind)
        )
        assert two_shapes >= SHAPE_MARGIN
    deuteranope = [piece("circle", c).simulate("deuteranopia") for c in (red, green)]
    normal = [piece("circle", c) for c in (red, green)]
    assert deuteranope[0].mean_difference(deuteranope[1]) < normal[0].mean_difference(normal[1])
