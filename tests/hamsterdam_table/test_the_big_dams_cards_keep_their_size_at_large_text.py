"""At 150 and 200 % text the big dam's cards are at least as large as at 100 % in the same window,
language and player count (#31: "at 200 % text every piece is at least as large as at 100 %").
Before, at 1024×600 the shared column beside the big dam was as wide as its words on one line
(the dice beside what they rolled, the tray's title, the specials' longest wording) and the cards
were 62-65 px against 67 px at 100 %: now the column's words take a second line, the dice stand
over what they rolled and the big dam's sea and town narrow before its cards do."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl

SIZES = ((1024, 600), (1280, 720))


def _smaller(sizes_by_case: dict[str, dict[float, float]]) -> list[str]:
    """The cases where a size at large text is below the size at 100 % in the same window and
    language."""
    return [
        f"{case} {text:.0%}: {seen[text]:.1f} px against {seen[1.0]:.1f} px at 100 %"
        for case, seen in sizes_by_case.items()
        for text in (1.5, 2.0)
        if seen[text] < seen[1.0] - 1e-6
    ]


def _by_window_and_language(laid_out, match, size_of) -> dict[str, dict[float, float]]:
    seen: dict[str, dict[float, float]] = {}
    for case, text, host in laid_out(match, SIZES):
        seen.setdefault(case.rsplit(" ", 1)[0], {})[text] = size_of(host.table.scene.layout)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_big_dams_cards_are_as_large_at_large_text_as_at_100_percent(
    hamsterdam_registry, laid_out_at_every_text_size, players
):
    from tabletop_core.render.screenshot import _match_at

    match = _match_at(hamsterdam_registry, "hamsterdam", 3, None, players)
    seen = _by_window_and_language(
        laid_out_at_every_text_size, match, lambda layout: layout.card(-1, 0).width
    )
    assert _smaller(seen) == []


def test_the_hand_to_arrange_keeps_its_cards_size_at_large_text(
    hamsterdam_registry, laid_out_at_every_text_size
):
    """While a player arranges the hand into the dam, the hand's cards in the decision panel
    are at least as large at 150 and 200 % as at 100 % (the panel keeps their height; the
    smaller dams, empty while the round starts, fold to make it)."""
    from tabletop_hamsterdam.state import ARRANGE

    from tabletop_core.render.screenshot import _match_at

    match = _match_at(hamsterdam_registry, "hamsterdam", 3, 40, 4)
    assert match.state.stage == ARRANGE
    seen = _by_window_and_language(
        laid_out_at_every_text_size, match, lambda layout: layout.hand_card(0, 9).width
    )
    assert _smaller(seen) == []
