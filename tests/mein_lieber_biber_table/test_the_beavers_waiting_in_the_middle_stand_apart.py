"""The beavers waiting in the middle of the raft are not a heap: at every player count, at 100 %
and at 200 % text, each one stands on its own slot, apart from the others, with its vest in its
colour in sight in the window's pixels — at the start of the round and after beavers have left
the middle (played by a real key press and the bots). With four or more players at 200 % text
the decision's band under the raft lays its buttons side by side and the raft's caption stands
beside it, so the raft keeps a readable size."""

from __future__ import annotations

import math

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _waiting(match) -> list[int]:
    return sorted(c for c, ring in match.state.raft.pieces().items() if ring == 0)


def _vest_share(image, sprite, colour_rgb, radius: float) -> float:
    """The share of pixels between the symbol on the vest and ``radius`` from the sprite's
    middle that show the vest's colour."""
    height = image.height
    cx, cy = sprite.center_x, height - sprite.center_y
    near = total = 0
    r = int(radius)
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            if not (0.55 * radius) ** 2 <= dx * dx + dy * dy <= radius * radius:
                continue
            total += 1
            pixel = image.getpixel((int(cx + dx), int(cy + dy)))
            if all(abs(p - c) <= 40 for p, c in zip(pixel, colour_rgb, strict=True)):
                near += 1
    return near / total


def _check_apart(table, image, waiting: list[int]) -> None:
    from tabletop_mein_lieber_biber.table.art import BEAVER_HALF, COLOUR_RGB
    from tabletop_mein_lieber_biber.table.motion import WAITING_SCALE

    vest = 0.78 * BEAVER_HALF * WAITING_SCALE * table.scene.layout.pond.raft_radius
    assert vest >= 4, f"a waiting beaver's vest reaches {vest:.1f} px: too small to read"
    sprites = {colour: table.scene.sprites.beaver_sprites[colour] for colour in waiting}
    for colour, sprite in sprites.items():
        assert sprite.visible
        for other, there in sprites.items():
            if other <= colour:
                continue
            apart = math.hypot(sprite.center_x - there.center_x, sprite.center_y - there.center_y)
            assert apart >= 1.6 * vest, (colour, other, apart, vest)
        share = _vest_share(image, sprite, COLOUR_RGB[colour], 0.9 * vest)
        assert share >= 0.25, (colour, share)


@pytest.mark.parametrize(("players", "text_size"), [(2, 200), (3, 200), (4, 100), (5, 100),
                                                    (6, 100), (4, 200), (5, 200), (6, 200)])  # fmt: skip
def test_each_waiting_beaver_can_be_told_apart(
    window, biber_registry, ana_and_bots, driver, tmp_path, monkeypatch, players, text_size
):
    from tabletop_mein_lieber_biber.state import PLACE, PLAY
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    from tabletop_core.render.driving import make_shell
    from tabletop_core.render.theme import set_text_scale

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    try:
        shell = make_shell(window, biber_registry, tmp_path / "s.json", text_size=text_size)
        match = ana_and_bots(players, seed=7)
        host = shell.start_match(match)
        table = host.table
        assert len(_waiting(match)) == 6
        _check_apart(table, driver.frame(), _waiting(match))
        # Ana plays her first playable card by its letter and Enter, the bots follow, until
        # some beavers have left the middle and some still wait there
        for _turn in range(12):
            match.run_bots()
            host.on_update(0.0)
            if 0 < len(_waiting(match)) < 6 or match.is_over:
                break
            assert match.to_act == 0 and match.state.phase == PLAY
            hand = table.scene.seat.view.hands[0]
            card = min(table.scene.seat.playable_cards())
            driver.key(getattr(key, HAND_KEYS[hand.index(card)]))
            driver.draw()
            while match.to_act == 0 and match.state.phase == PLACE:
                driver.key(key.ENTER)
                driver.draw()
            while match.to_act == 0 and match.state.phase not in (PLAY, PLACE):
                match.act(match.legal_actions()[0])
            host.on_update(0.0)
        waiting = _waiting(match)
        assert 0 < len(waiting) < 6, waiting
        _check_apart(table, driver.frame(), waiting)
    finally:
        set_text_scale(1.0)
        window.show_view(load_arcade().View(window))
