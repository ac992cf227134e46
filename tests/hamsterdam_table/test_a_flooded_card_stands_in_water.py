"""A card the flood has reached (its flood token on it) stands in sea water: its lower part,
the wall the hamsters stand on, is water across its width, and a dry card's is not. Real
drawing in the headless window, pixels read back from it, on every dam of a mid-game table."""

from __future__ import annotations

import random

import pytest

pytestmark = pytest.mark.gl

FOOT = 0.3
"""The share of a card, from its foot, whose pixels are read."""


def _match(registry, players: int, seed: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    names = ("Otto", "Ida", "Benny")
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in names[: players - 1]]
    bots = {i: registry.make_bot("hamsterdam", "random") for i in range(1, players)}
    game = registry.get("hamsterdam").game
    return Match(game, seats, seed, None, bots=bots, autosave=False)


def _watery(pixel) -> bool:
    r, g, b = pixel[:3]
    return b >= 100 and b >= g and b - r >= 60


def _foot_share(frame, card, height: int = 720) -> float:
    """The share of water-coloured pixels in the card's lower part."""
    left, right = int(card.left + 2), int(card.right - 2)
    top = int(height - (card.bottom + card.height * FOOT))
    bottom = int(height - card.bottom - 2)
    pixels = [frame.getpixel((x, y)) for x in range(left, right) for y in range(top, bottom)]
    return sum(_watery(p) for p in pixels) / len(pixels)


def _cards(match, table, flooded: bool):
    from tabletop_hamsterdam.pieces import HIDDEN
    from tabletop_hamsterdam.table.paint import row_of

    scene = table.scene.shown
    for seat, dam in enumerate(match.state.dams):
        row = row_of(scene, seat)
        if row >= 0 and table.scene.layout.others_shown != "full":
            continue
        for position, number in enumerate(dam.cards):
            if number == HIDDEN or dam.flipped[position]:
                continue
            if bool(dam.tokens[position]) is flooded:
                yield seat, position, table.scene.layout.card(row, position)


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (4, 9)])
def test_a_flooded_card_stands_in_water_and_a_dry_one_does_not(
    window, tabletop_shell, hamsterdam_registry, tmp_path, monkeypatch, driver, players, seed
):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = tabletop_shell(hamsterdam_registry, bot_pacing=10, reduced_motion=True)
    match = _match(hamsterdam_registry, players, seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if sum(sum(1 for t in d.tokens if t) for d in match.state.dams) >= 3:
            break
        legal = match.legal_actions()
        match.act(legal[rng.randrange(len(legal))])
    host = shell.start_match(match)
    table = host.table
    frame = driver.frame()
    wet = {(s, p): _foot_share(frame, c) for s, p, c in _cards(match, table, True)}
    dry = {(s, p): _foot_share(frame, c) for s, p, c in _cards(match, table, False)}
    assert wet and dry, (wet, dry)
    assert all(share > 0.6 for share in wet.values()), f"flooded cards' feet: {wet}"
    assert all(share < 0.1 for share in dry.values()), f"dry cards' feet: {dry}"
