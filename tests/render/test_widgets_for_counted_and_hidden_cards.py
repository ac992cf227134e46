"""The widget kit's pieces for counted and hidden cards: a layer above cards, counts where the
caller asks, a face-down counter pile, runs of cards; and the end screen as a screenshot."""

from __future__ import annotations

import pytest
from PIL import Image

pytestmark = pytest.mark.gl


def _texts(canvas) -> dict[str, object]:
    return {label.text: label for label in canvas.texts}


def test_a_frame_on_the_layer_above_is_drawn_over_the_card(window, tmp_path):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.widgets import paint_card

    arcade = load_arcade()
    card = Rect(100, 100, 80, 116)
    frame = (255, 0, 255, 255)
    below, above = Canvas(), Canvas()
    paint_card(below, ("7", 1), card)
    below.rect(card.inset(10), (0, 0, 0, 0), border=frame, border_width=4)
    paint_card(above, ("7", 1), card)
    above.above.rect(card.inset(10), (0, 0, 0, 0), border=frame, border_width=4)
    seen = []
    for canvas in (below, above):
        window.clear()
        canvas.draw()
        image = arcade.get_image(0, 0, 400, 400).convert("RGB")
        # the frame's left edge, inside the card (image rows count from the top)
        seen.append(image.getpixel((111, 400 - 158)))
    assert seen[0] != frame[:3]  # on the canvas itself the card's face covers it
    assert seen[1] == frame[:3]  # on the layer above it shows
    above.clear()
    assert above.above.shapes is not None and not above.above.texts


def test_counts_sit_where_the_caller_asks(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.theme import table_sizes
    from tabletop_core.render.widgets import Deck, paint_pile

    sizes = table_sizes(1.0)
    area = Rect(0, 0, 600, 40)
    right, after, none = Canvas(), Canvas(), Canvas()
    assert paint_pile(right, sizes, area, "token", 3, (200, 200, 200, 255)) == area.right
    end = paint_pile(after, sizes, area, "token", 3, (200, 200, 200, 255), count_at="after")
    paint_pile(none, sizes, area, "token", 3, (200, 200, 200, 255), count_at="none")
    assert _texts(right)["×3"].right == pytest.approx(600, abs=1)
    assert _texts(after)["×3"].left < 150 and end == pytest.approx(_texts(after)["×3"].right, abs=3)
    assert not none.texts

    deck = Canvas()
    Deck(24, 60).paint(deck, sizes, (100, 200), count_at=(300, 210))
    label = _texts(deck)["24"]
    assert (label.x, label.y) == (300, 210)
    quiet = Canvas()
    Deck(24, 60).paint(quiet, sizes, (100, 200), show_count=False)
    assert not quiet.texts


def test_a_face_down_counter_pile_tells_nothing_of_the_count(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.theme import table_sizes
    from tabletop_core.render.widgets import paint_hidden_pile

    canvas = Canvas()
    end = paint_hidden_pile(canvas, table_sizes(1.0), Rect(10, 10, 200, 36), (214, 168, 72, 255))
    assert sorted(label.text for label in canvas.texts) == ["?", "×?"]
    assert end == pytest.approx(_texts(canvas)["×?"].right, abs=3)


def test_runs_of_cards_overlap_inside_a_run_and_stand_apart_between_runs():
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.widgets import run_layout, runs_of

    assert runs_of([12, 3, 5, 4, 9, 11]) == [[3, 4, 5], [9], [11, 12]]
    area = Rect(0, 0, 500, 100)
    placed = run_layout([12, 3, 5, 4, 9, 11], area)
    assert [value for value, _ in placed] == [3, 4, 5, 9, 11, 12]
    rects = dict(placed)
    assert rects[4].left < rects[3].right  # 3 and 4 overlap
    assert rects[9].left > rects[5].right  # a gap between runs
    assert all(area.left <= r.left and r.right <= area.right + 1e-6 for r in rects.values())
    squeezed = dict(run_layout(list(range(1, 40, 2)), Rect(0, 0, 300, 100)))
    assert max(r.right for r in squeezed.values()) <= 300 + 1e-6


def test_the_end_screen_as_a_screenshot(window, registry, tmp_path, monkeypatch):
    from tabletop_core.render._arcade import load_arcade
    from tabletop_core.render.screenshot import take_screenshot

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    take_screenshot(
        "beaver_bids", seed=3, out=tmp_path / "end.png", registry=registry, overlay="end"
    )
    host = load_arcade().get_window().current_view
    assert host.match.is_over and host.overlay == "end"
    assert Image.open(tmp_path / "end.png").size == (1280, 720)
    with pytest.raises(ValueError, match="no overlay"):
        take_screenshot("beaver_bids", out=tmp_path / "x.png", registry=registry, overlay="x")


def test_the_widget_gallery_shows_every_new_widget(window, tmp_path):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.widgets.gallery import paint_gallery, render_gallery

    canvas = Canvas()
    paint_gallery(canvas, Rect(0, 0, 1280, 720))
    captions = " ".join(label.text for label in canvas.texts)
    for name in ("Deck", "paint_pile", "paint_hidden_pile", "Canvas.above", "run_layout"):
        assert name in captions
    assert render_gallery(tmp_path / "gallery.png").is_file()


def test_the_lobby_seats_a_new_bot_at_the_games_recommended_level(shell, registry, monkeypatch):
    from tabletop_core.bots import RandomBot

    registered = registry.get("beaver_bids")
    monkeypatch.setattr(registered, "bots", {"easy": RandomBot, **registered.bots})
    monkeypatch.setattr(registered, "recommended_bot", "hard")  # not the first level
    lobby = shell.show_lobby("beaver_bids")
    bots = [row for row in lobby.seat_rows if row.choice().kind == "bot"]
    assert bots and {row.choice().level for row in bots} == {"hard"}
