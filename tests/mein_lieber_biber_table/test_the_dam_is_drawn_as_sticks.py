"""The dam beside the raft is a picture, not a labelled box: in the window's pixels its rectangle
shows sticks of several shades of wood with pale gnawed ends; while nobody is ashore it shows ring
30's swim ring (its colour and white) on the side towards the raft, the way ashore; and no words
are drawn over it (the old box said "ring 30 →") but a joker's band across a beaver ashore — at
the start of a game and after a beaver has gone ashore, at 2 to 6 players, 100 % and 200 % text.
"""

from __future__ import annotations

import random

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl


def _ashore(match) -> set[int]:
    on_raft = match.state.raft.pieces()
    return {colour for colour in range(6) if colour not in on_raft}


def _pixels(image, rect, inset: float) -> list[tuple[int, int, int]]:
    height = image.height
    left, right = int(rect.left + inset), int(rect.right - inset)
    top, bottom = int(height - rect.top + inset), int(height - rect.bottom - inset)
    return [image.getpixel((x, y))[:3] for x in range(left, right) for y in range(top, bottom)]


def _wood(pixel) -> bool:
    r, g, b = pixel
    return r >= 110 and r > g > b and r - b >= 60


def _gnawed(pixel) -> bool:
    r, g, b = pixel
    return r >= 195 and g >= 160 and 90 <= b <= 200 and r - b >= 40


def _near(pixel, colour, tolerance: int = 45) -> bool:
    return all(abs(p - c) <= tolerance for p, c in zip(pixel, colour, strict=True))


def _check_sticks(image, dam, scale: float, least: float = 0.3) -> None:
    """Wood on at least ``least`` of the dam's rectangle (less where beavers stand ashore)."""
    pixels = _pixels(image, dam, 6 * scale)
    wood = [p for p in pixels if _wood(p)]
    assert len(wood) >= least * len(pixels), (len(wood), len(pixels))
    # sticks of several shades, not a box in one brown with stripes in another
    shades: dict[int, int] = {}
    for r, g, b in wood:
        shade = (r + g + b) // 3 // 16
        shades[shade] = shades.get(shade, 0) + 1
    varied = [shade for shade, count in shades.items() if count >= 0.04 * len(wood)]
    assert len(varied) >= 3, shades
    gnawed = sum(1 for p in pixels if _gnawed(p))
    assert gnawed >= 0.005 * len(pixels), (gnawed, len(pixels))


def _words_over(host, dam) -> list[str]:
    from tabletop_core.render.legibility import box, canvases_of, visible_labels

    found = []
    for label in visible_labels(canvases_of(host, depth=3)):
        ink = box(label)
        across = ink.right > dam.left and ink.left < dam.right
        if across and ink.top > dam.bottom and ink.bottom < dam.top:
            found.append(label.text)
    return found


@pytest.mark.parametrize(("players", "text_size"), [(2, 100), (4, 150), (6, 200)])
def test_the_dam_is_sticks_and_mud_with_ring_30_beside_it(
    window, biber_registry, ana_and_bots, driver, tmp_path, monkeypatch, players, text_size
):
    from tabletop_mein_lieber_biber.cards import RING_COLOUR, RINGS
    from tabletop_mein_lieber_biber.table.art import COLOUR_RGB

    from tabletop_core.render.driving import make_shell
    from tabletop_core.render.legibility import canvases_of, visible_labels
    from tabletop_core.render.theme import set_text_scale

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    try:
        shell = make_shell(window, biber_registry, tmp_path / "s.json", text_size=text_size)
        match = ana_and_bots(players, seed=11)
        host = shell.start_match(match)
        driver.draw()
        layout = host.table.scene.layout
        dam, s = layout.pond.dam, layout.scale
        assert layout.pond.raft_room.contains(dam.left, dam.bottom)
        assert layout.pond.raft_room.contains(dam.right, dam.top)
        image = driver.frame()
        _check_sticks(image, dam, s)
        # ring 30 on the dam's side towards the raft: its colour and the white of its quarters
        near_raft = dam.split_right(dam.width / 2)[0]
        pixels = _pixels(image, near_raft, 2 * s)
        ring = COLOUR_RGB[RING_COLOUR[RINGS]]
        coloured = sum(1 for p in pixels if _near(p, ring))
        white = sum(1 for p in pixels if min(p) >= 190 and max(p) - min(p) <= 30)
        assert coloured >= 0.03 * len(pixels), (coloured, len(pixels))
        assert white >= 0.1 * coloured, (white, coloured)
        words = " ".join(label.text for label in visible_labels(canvases_of(host, depth=3)))
        assert "ring 30" not in words and "→" not in words
        assert _words_over(host, dam) == []

        # a beaver goes ashore (Ana's moves drawn at random, the bots playing theirs)
        rng = random.Random(3)
        for _move in range(400):
            match.run_bots()
            if _ashore(match) or match.is_over:
                break
            legal = match.legal_actions()
            match.act(legal[rng.randrange(len(legal))])
        assert _ashore(match), "no beaver went ashore"
        host.on_update(0.0)
        driver.draw()
        image = driver.frame()
        _check_sticks(image, host.table.scene.layout.pond.dam, s, least=0.15)
        assert set(_words_over(host, host.table.scene.layout.pond.dam)) <= {"joker", "JOKER", "★"}
    finally:
        set_text_scale(1.0)
        window.show_view(load_arcade().View(window))
