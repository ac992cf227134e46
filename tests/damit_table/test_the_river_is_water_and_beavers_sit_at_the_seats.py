"""Dam It!'s table shows its box's world instead of sentences, as drawn by the real screenshot
path in the headless window, for two to four players, at 100 % and 200 % text, in English,
French and German:

- the river is water: under its cards the band is water-blue, and on the line under the cards
  its current is drawn as streaks whose heavy heads all point to place 1 (where cards leave the
  river); the sentence "the river flows this way" is gone;
- every player area has a beaver on a disc of the seat's colour, inside the area and clear of
  the name;
- an emptied dam pile is a dam site (wooden stakes, no "all built" words) with its cost on it.
"""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()

CASES = [(2, 100, "en"), (3, 100, "fr"), (4, 100, "de"), (2, 200, "de"), (3, 200, "en"),
         (4, 200, "fr")]  # fmt: skip
FUR = (124, 78, 42)
WOOD = (176, 124, 72)


@pytest.fixture()
def settings_back():
    from tabletop_core import i18n
    from tabletop_core.render.theme import set_high_contrast, set_text_scale

    before = i18n._language
    yield
    set_text_scale(1.0)
    set_high_contrast(False)
    i18n.set_language(before)


def _table_at(window, damit_registry, tmp_path, monkeypatch, players, text_size, language):
    from tabletop_core.render.screenshot import take_screenshot

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    take_screenshot(
        "damit",
        seed=3,
        out=tmp_path / "table.bmp",  # the window is read, not the file
        registry=damit_registry,
        players=players,
        text_size=text_size,
        language=language,
    )
    host = window.current_view
    image = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
    return host.table, image, window.height


def _pixels(image, height, left, bottom, right, top):
    """The pixels of a rect given in window coordinates (y up)."""
    box = (int(left), int(height - top), int(right), int(height - bottom))
    crop = image.crop(box)
    return list(crop.getdata()), crop.size


def _near(pixel, color, slack=45):
    return sum(abs(a - b) for a, b in zip(pixel, color, strict=False)) <= slack


def _watery(pixel):
    """Blue over green (the felt is green over blue), or the current's pale foam."""
    r, g, b = pixel
    return b > g + 8 and b > r + 30 or (sum(pixel) > 450 and b >= g >= r)


@pytest.mark.parametrize(("players", "text_size", "language"), CASES)
def test_the_river_is_water_flowing_to_place_one(
    gl_window, damit_registry, tmp_path, monkeypatch, settings_back, players, text_size, language
):
    from tabletop_damit.table.rows import DRAW

    table, image, height = _table_at(
        gl_window, damit_registry, tmp_path, monkeypatch, players, text_size, language
    )
    layout = table.scene.layout
    words = [
        label.text for label in table.scene.base.texts + table.scene.marks.texts if label.visible
    ]
    assert not any("flows" in text or "fließt" in text or "coule" in text for text in words)

    # the line under the river cards: its widest stretch between the labels written on it
    band = layout.labels_band
    line_h = band.height / layout.label_lines
    first = layout.river_slot(0)
    labels = sorted(
        (label.left - 4, label.right + 4)
        for label in table.scene.base.texts
        if label.visible and band.contains(label.x, label.y) and label.y > band.top - line_h
    )
    stretches, left = [], first.left
    for start, end in [*labels, (layout.river_slot(DRAW).right,) * 2]:
        stretches.append((start - left, left, start))
        left = max(left, end)
    _width, left, right = max(stretches)
    pixels, (w, h) = _pixels(
        image, height, left, band.top - line_h * 0.8, right, band.top - line_h * 0.2
    )
    assert w > 60
    assert sum(map(_watery, pixels)) > 0.85 * len(pixels), "the river's band is water"

    # the current: bright streaks, each brightest near its head (left) and thinning out behind
    bright = [sum(max(0, sum(pixels[y * w + x]) - 420) for y in range(h)) for x in range(w)]
    streaks, run = [], []
    for count in bright + [0]:
        if count:
            run.append(count)
        elif run:
            if len(run) > 6:
                streaks.append(run)
            run = []
    assert len(streaks) >= min(3, w // 60), "the current is drawn on the line under the cards"
    heads_left = [
        s
        for s in streaks
        if s.index(max(s)) < 0.4 * len(s) and sum(s[-len(s) // 4 :]) < 0.6 * max(s) * (len(s) // 4)
    ]
    assert len(heads_left) >= 0.8 * len(streaks), "every current heads to place 1, on the left"

    # between the river cards (where they lie apart), the water shows too
    second = layout.river_slot(1)
    if second.left - first.right > 4:
        pixels, _size = _pixels(
            image, height, first.right + 1, second.bottom + 10, second.left - 1, second.top - 10
        )
        assert sum(map(_watery, pixels)) > 0.6 * len(pixels)


@pytest.mark.parametrize(("players", "text_size", "language"), CASES)
def test_every_seat_has_a_beaver_in_its_colour(
    gl_window, damit_registry, tmp_path, monkeypatch, settings_back, players, text_size, language
):
    from tabletop_core.render.theme import seat_color

    table, image, height = _table_at(
        gl_window, damit_registry, tmp_path, monkeypatch, players, text_size, language
    )
    layout = table.scene.layout
    for seat in range(players):
        beaver = layout.panel_beaver(seat)
        panel = layout.panel(seat)
        assert panel.left <= beaver.left and beaver.right <= panel.right
        assert panel.bottom <= beaver.bottom and beaver.top <= panel.top
        name = next(
            label
            for label in table.scene.base.texts
            if label.visible and layout.panel_name(seat).contains(label.x, label.y)
        )
        assert name.right <= beaver.left, "the beaver leaves the name whole"
        pixels, _size = _pixels(image, height, beaver.left, beaver.bottom, beaver.right, beaver.top)
        own = seat_color(seat)[:3]
        ours = sum(_near(p, own) for p in pixels)
        fur = sum(_near(p, FUR, 60) for p in pixels)
        assert ours > 0.12 * len(pixels), f"seat {seat}'s beaver sits on its colour"
        assert fur > 0.1 * len(pixels), f"seat {seat} has a beaver"
        for other in range(players):
            if other != seat:
                theirs = sum(_near(p, seat_color(other)[:3]) for p in pixels)
                assert theirs < ours / 2


def test_an_emptied_dam_pile_is_a_dam_site_with_its_cost(
    gl_window, damit_registry, tmp_path, monkeypatch, settings_back
):
    from tabletop_damit.cards import DAM_COSTS

    table, image, height = _table_at(gl_window, damit_registry, tmp_path, monkeypatch, 3, 100, "en")
    layout = table.scene.layout
    empty = [index for index, pile in enumerate(table.scene.view.piles) if not pile]
    assert empty, "half way through, a dam pile has been built out"
    words = [label for label in table.scene.base.texts if label.visible]
    assert not any("all built" in label.text for label in words)
    for index in empty:
        site = layout.pile_card(index, 0)
        costs = [label.text for label in words if site.contains(label.x, label.y)]
        assert costs == [f"cost {DAM_COSTS[index]}"]
        pixels, _size = _pixels(image, height, site.left, site.bottom, site.right, site.top)
        stakes = sum(_near(p, WOOD, 60) for p in pixels)
        assert stakes > 0.03 * len(pixels), "wooden stakes stand at the site"
        assert sum(map(_watery, pixels)) > 0.08 * len(pixels), "water laps at its foot"
