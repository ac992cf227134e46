"""Each beaver is drawn in the colour it is called: read from the window's pixels of its life
vest, the red beaver is red (not orange), the orange one orange (not gold), the purple one purple
(not pink), and so on — the hue a person names, for every beaver on the raft and every card in
the hand."""

from __future__ import annotations

import colorsys
from collections import Counter

import pytest

pytestmark = pytest.mark.gl

HUES = {
    "red": (345, 12),
    "orange": (20, 40),
    "yellow": (45, 65),
    "green": (90, 175),
    "blue": (185, 250),
    "purple": (255, 300),
}
"""Degrees of hue a person calls by each colour's name (a range may wrap past 0)."""


def _named(hue: float, name: str) -> bool:
    low, high = HUES[name]
    return low <= hue <= high if low < high else hue >= low or hue <= high


def _commonest_hue(image, pixels) -> float:
    """The commonest hue (whole degrees) among the bright, strongly coloured ``pixels`` (window
    x, y): the colour, not the fur, the wood, the card's face or the white symbol."""
    hues: Counter[int] = Counter()
    for x, y in pixels:
        red, green, blue = image.getpixel((int(x), int(image.height - y)))
        h, s, v = colorsys.rgb_to_hsv(red / 255, green / 255, blue / 255)
        if s > 0.6 and v > 0.6:
            hues[round(h * 360) % 360] += 1
    assert sum(hues.values()) >= 6, "no colour found"
    return hues.most_common(1)[0][0]


def _vest_hue(image, x: float, y: float, radius: float) -> float:
    r = int(radius)
    disc = [
        (x + dx, y + dy)
        for dx in range(-r, r + 1)
        for dy in range(-r, r + 1)
        if dx * dx + dy * dy <= r * r
    ]
    return _commonest_hue(image, disc)


def test_every_beaver_is_drawn_in_the_colour_of_its_name(make_shell, driver, ana_and_bots):
    from tabletop_mein_lieber_biber.cards import COLOURS
    from tabletop_mein_lieber_biber.table.art import BEAVER_HALF, BEAVER_PICTURE

    match = ana_and_bots(2, 5)
    host = make_shell().start_match(match)
    table = host.table
    image = driver.frame()
    for colour, name in enumerate(COLOURS):
        sprite = table.scene.sprites.beaver_sprites[colour]
        assert sprite.visible
        vest = sprite.width / 2 * BEAVER_HALF * 0.78 / BEAVER_PICTURE
        hue = _vest_hue(image, sprite.center_x, sprite.center_y, vest * 0.9)
        assert _named(hue, name), f"the {name} beaver is drawn at hue {hue}°"


def test_every_card_is_framed_in_the_colour_of_its_name(make_shell, driver, ana_and_bots):
    from tabletop_mein_lieber_biber.cards import COLOURS, VALUES

    match = ana_and_bots(2, 5)
    host = make_shell().start_match(match)
    table = host.table
    image = driver.frame()
    seen = 0
    for card, slot in table.scene.card_slots.items():
        name = COLOURS[card // VALUES]
        inside = slot.inset(2, 2)
        pixels = [
            (x, y)
            for x in range(int(inside.left), int(inside.right))
            for y in range(int(inside.bottom), int(inside.top))
        ]
        hue = _commonest_hue(image, pixels)
        assert _named(hue, name), f"the {name} card is framed at hue {hue}°"
        seen += 1
    assert seen == len(match.state.hands[0])


@pytest.mark.parametrize("ring, name", [(1, "red"), (30, "green")])
def test_the_first_ring_is_red_and_white_and_the_last_green_and_white(
    make_shell, driver, ana_and_bots, ring, name
):
    """The rulebook: ring 1 is red-and-white, ring 30 (on the dam) green-and-white — read from
    the window's pixels of the swim ring on the raft (its band, not its hole)."""
    from tabletop_mein_lieber_biber.table.art import RING_HOLE, ring_radius

    match = ana_and_bots(2, 5)
    host = make_shell().start_match(match)
    table = host.table
    image = driver.frame()
    x, y, k = table.scene.camera().to_screen(*table.scene.seat.view.raft.coordinates(ring))
    outer = ring_radius(ring) * table.scene.layout.pond.raft_radius * k
    band = [
        (x + dx, y + dy)
        for dx in range(-int(outer), int(outer) + 1)
        for dy in range(-int(outer), int(outer) + 1)
        if (RING_HOLE * outer + 1.5) ** 2 <= dx * dx + dy * dy <= (outer - 1.5) ** 2
    ]
    hue = _commonest_hue(image, band)
    assert _named(hue, name), f"ring {ring} is drawn at hue {hue}°"
    white = sum(
        1 for px, py in band if min(image.getpixel((int(px), int(image.height - py)))) > 215
    )
    assert white > 0.1 * len(band), "the ring has no white bands"
