"""At 200 % text, at every player count, the table the window draws keeps the raft, the hand's
cards, the piles and the supply's sticks at least as large as it draws them at 100 % in the same
window, and its column holds all it must (nothing pushed past its edge). The pixel check of the
same (slow) is tests/accessibility/test_pieces_grow_with_text.py."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


@pytest.fixture()
def reset_text():
    yield
    from tabletop_core.render.theme import set_text_scale

    set_text_scale(1.0)


def _layout(tabletop_shell, registry, players: int, text_size: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    shell = tabletop_shell(registry, text_size=text_size)
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(f"Bot {n}", "random") for n in range(1, players)
    ]
    bots = {seat: registry.make_bot("mein_lieber_biber", "random") for seat in range(1, players)}
    game = registry.get("mein_lieber_biber").game
    host = shell.start_match(Match(game, seats, 5, None, bots=bots, autosave=False))
    host.on_update(0.0)
    host.on_draw()
    return host.table.scene.layout


@pytest.mark.parametrize("players", (2, 3, 4, 5, 6))
def test_large_text_keeps_the_pieces_of_standard_text(
    tabletop_shell, biber_registry, reset_text, players
):
    standard = _layout(tabletop_shell, biber_registry, players, 100)
    large = _layout(tabletop_shell, biber_registry, players, 200)
    assert large.pond.raft_radius >= standard.pond.raft_radius - 0.01
    assert large.hand.card_size[1] >= standard.hand.card_size[1] - 0.01
    assert large.piles.size[1] >= standard.piles.size[1] - 0.01
    assert large.supply.stick_size[0] >= int(standard.supply.stick_size[0])
    assert large.supply.heap.height >= min(standard.supply.heap.height, standard.supply.heap_needed)
    assert large.column_problems == []
    column = large.column
    hand = large.hand.slot(0, 3, lifted=True)
    assert column.bottom <= hand.bottom and hand.top <= column.top
