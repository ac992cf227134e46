"""The table's parts that need no window: build checks, layout, card art, the hooks."""

from __future__ import annotations

import re
from itertools import combinations

import pytest
from PIL import ImageChops, ImageStat
from tabletop_damit.actions import Build
from tabletop_damit.cards import ALL_PILES, FIRST_DISPOSAL, FIRST_GARBAGE
from tabletop_damit.rules import DamIt
from tabletop_damit.table.art import dam_card_image, river_card_image, tile_art
from tabletop_damit.table.building import check_selection
from tabletop_damit.table.layout import TableLayout

from tabletop_core.game import IllegalAction
from tabletop_core.render.geometry import Rect

OAK, OTHER_OAK, BEECH, WILLOW, PINE = 30, 31, 36, 0, 18
DISPOSAL, OTHER_DISPOSAL = FIRST_DISPOSAL, FIRST_DISPOSAL + 1


def _selection(cards: list[int], open_piles: int = ALL_PILES):
    """The table's check of ``cards`` picked from the hand of the seat to act, in its view."""
    game = DamIt()
    state = game.new_state(2, 1)
    state.hands[state.current] = sorted(cards)
    state.open_piles = open_piles
    for index in range(len(state.piles)):
        if not open_piles >> index & 1:
            state.piles[index] = []
    return check_selection(game, game.view(state, state.current), cards)


def test_a_selection_reaches_every_open_pile_its_value_pays_for():
    check = _selection([OAK, BEECH, WILLOW, PINE])
    assert check.total == 9 and not check.problem
    assert check.reachable == (3, 5, 7, 9) and check.best == 9
    without_nine = ALL_PILES & ~(1 << 3)
    assert _selection([OAK, BEECH, WILLOW, PINE], without_nine).best == 7


def test_a_selection_says_why_not_in_the_rules_own_words():
    game = DamIt()
    assert _selection([OAK, OTHER_OAK]).problem == "oak appears twice in one dam"
    assert _selection([DISPOSAL, OTHER_DISPOSAL]).problem == (
        "a dam may use at most one garbage disposal card"
    )
    assert "garbage cannot be built" in _selection([FIRST_GARBAGE, OAK]).problem
    low = _selection([WILLOW])
    assert low.problem == "the cards are worth 1, the cost-3 dam needs at least 3"
    assert not low.reachable
    state = game.new_state(2, 1)
    state.hands[state.current] = [WILLOW]
    with pytest.raises(IllegalAction, match=re.escape(low.problem)):
        game.apply(state, Build(3, (WILLOW,)))


def test_the_layout_keeps_every_place_inside_the_table_and_apart(gl_window):
    for players in (2, 3, 4):
        titles = ("Ana · you", "Ben · bot", "Cleo · bot", "Dan · bot")[:players]
        layout = TableLayout(Rect(0, 56, 960, 616), players, titles, "Ana")
        places = [layout.river_slot(p) for p in range(5)] + [layout.discard_slot]
        places += [layout.pile_card(i, 0) for i in range(5)]
        places += [layout.panel(seat) for seat in range(players)]
        for rect in places + [layout.hand_slot(i, 14) for i in range(14)]:
            assert layout.rect.contains(rect.left, rect.bottom)
            assert layout.rect.contains(rect.right, rect.top)
        for a, b in combinations(places, 2):
            apart = a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom
            assert apart, (a, b)


def test_every_kind_of_card_looks_different_even_without_colour():
    faces = [river_card_image(kind, 100, 144).convert("L") for kind in range(9)]
    for a, b in combinations(range(9), 2):
        difference = ImageStat.Stat(ImageChops.difference(faces[a], faces[b])).mean[0]
        assert difference > 4, (a, b)
    assert dam_card_image(11, 17, 84, 100).size == (84, 100)
    assert tile_art(320, 200).size == (320, 200)


def test_the_hooks_register_the_table_and_the_art(damit_registry):
    registered = damit_registry.get("damit")
    assert callable(registered.view_factory)
    assert registered.art(200, 120).size == (200, 120)
