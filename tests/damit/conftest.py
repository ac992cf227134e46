"""Fixtures for the Dam It! rules tests: the game, and a table laid out card by card.

Card ids: willow 0-5, acacia 6-11, birch 12-17, pine 18-23, maple 24-29, oak 30-35, beech 36-41,
garbage 42-53, disposal 54-65; ``card_of("oak")`` is the first oak (30), ``card_of("oak", 1)``
the second (31).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from tabletop_damit.cards import card_of
from tabletop_damit.rules import DamIt
from tabletop_damit.state import DamItState

card = card_of


@pytest.fixture
def game() -> DamIt:
    return DamIt()


Table = Callable[..., DamItState]


@pytest.fixture
def table(game: DamIt) -> Table:
    """``table(river=[...], draw=[top first...], hands=[[...], ...], cubes=[...], current=0)``.

    Deals a real 66-card deck in which the river and the top of the draw pile are as given (by
    default the last willow, acacia, birch, pine and maple); the cards named in hands are taken
    out of the bottom of the draw pile into the hands.
    """

    def lay(
        *,
        players: int = 3,
        river: Sequence[int] = (
            card("willow", 5),
            card("acacia", 5),
            card("birch", 5),
            card("pine", 5),
        ),
        draw: Sequence[int] = (card("maple", 5),),
        hands: Sequence[Sequence[int]] | None = None,
        cubes: Sequence[int] | None = None,
        current: int = 0,
    ) -> DamItState:
        held = [c for hand in (hands or []) for c in hand]
        placed = [*river, *draw]
        assert len(set(placed + held)) == len(placed) + len(held), "a card is laid out twice"
        rest = [c for c in range(66) if c not in placed and c not in held]
        state = game.deal(players, [*placed, *rest, *held], current)
        if held:
            del state.draw.cards[: len(held)]
        for seat, hand in enumerate(hands or []):
            state.hands[seat] = sorted(hand)
        if cubes is not None:
            state.cubes = list(cubes)
        return state

    return lay
