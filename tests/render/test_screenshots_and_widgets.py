"""Screenshots and the widget kit, checked by regions and pixels (never golden images)."""

from __future__ import annotations

import pytest
from PIL import Image

pytestmark = pytest.mark.gl

BACKGROUND = (27, 37, 53)


def _colours(image: Image.Image, box: tuple[int, int, int, int]) -> set[tuple[int, int, int]]:
    return set(image.crop(box).getdata())


def test_screenshots_of_menu_lobby_and_game(window, registry, tmp_path, monkeypatch):
    from tabletop_core.render.screenshot import take_screenshot

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    menu = Image.open(take_screenshot("menu", out=tmp_path / "menu.png", registry=registry))
    assert menu.size == (1280, 720)
    # header band, then a tile with generated art (many colours) in the first grid cell
    assert menu.getpixel((640, 20)) != BACKGROUND
    assert len(_colours(menu, (40, 110, 400, 250))) > 8
    assert menu.getpixel((1270, 400)) == BACKGROUND

    lobby = Image.open(
        take_screenshot("lobby:beaver_bids", out=tmp_path / "lobby.png", registry=registry)
    )
    assert lobby.getpixel((10, 700)) != BACKGROUND  # footer with Back and Start
    assert (0, 158, 115) in _colours(lobby, (900, 650, 1280, 720))  # the green Start button

    game = Image.open(
        take_screenshot(
            "beaver_bids", seed=3, moves=4, out=tmp_path / "game.png", registry=registry
        )
    )
    assert game.getpixel((8, 300)) == (33, 68, 63)  # the felt around the table shows
    assert game.getpixel((300, 300)) == (24, 58, 54)  # the generic table: the seat view panel
    # the log drawer is closed: the table reaches the window's right edge, no log panel there
    assert (42, 56, 80) not in _colours(game, (980, 100, 1270, 600))


def test_screenshot_of_an_unknown_game_names_it(window, registry, tmp_path):
    from tabletop_core.render.screenshot import take_screenshot

    with pytest.raises(KeyError, match="nope"):
        take_screenshot("lobby:nope", out=tmp_path / "x.png", registry=registry)


def test_widget_kit_draws_cards_dice_track_piles_and_stacks(window):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.theme import OkabeIto, scale_for
    from tabletop_core.render.widgets import (
        CardSprite,
        Deck,
        DieWidget,
        RowDisplay,
        SpiralTrack,
        Tweener,
        paint_pile,
        paint_stack,
    )

    arcade = load_arcade()
    sizes = scale_for(1280, 720)
    canvas = Canvas()
    Deck(20).paint(canvas, sizes, (100, 600))
    die = DieWidget()
    die.roll_to(5, reduced_motion=False)
    assert die.update(0.1) and die.rolling > 0
    die.update(1.0)
    assert die.shown == 5
    die.paint(canvas, sizes, (300, 600), 80)
    SpiralTrack(30).paint(canvas, sizes, Rect(400, 360, 340, 340), {0: 3, 1: 3, 2: 12})
    paint_pile(canvas, sizes, Rect(800, 600, 200, 60), "cube", 7, OkabeIto.SKY_BLUE)
    paint_stack(canvas, sizes, (1100, 500), [OkabeIto.ORANGE, OkabeIto.BLUE, OkabeIto.YELLOW])
    row = RowDisplay([("3", 0), None, ("7", 2)], [[0], [], [1, 2]])
    row.paint(canvas, sizes, Rect(40, 60, 600, 220), selected=2)
    cards = arcade.SpriteList()
    card = CardSprite("8", 1, 80, face_up=False)
    card.position = (900, 200)
    cards.append(card)
    tween = Tweener()
    tween.move(card, (1000, 200), duration=0.2)
    tween.update(0.1)
    assert 900 < card.center_x < 1000
    tween.update(0.2)
    assert card.center_x == 1000 and not tween.busy
    card.flip()
    assert card.face_up

    window.clear(color=BACKGROUND)
    canvas.draw()
    cards.draw()
    image = arcade.get_image(0, 0, 1280, 720).convert("RGB")
    die_top_left = image.getpixel((300 - 30, 720 - 600 - 30))
    assert die_top_left[0] > 200  # the die's light face
    assert row.slot_at(row.rects[2].center_x, row.rects[2].center_y) == 2
    assert image.getpixel((1000, 720 - 200))[:3] != BACKGROUND  # the card moved there
