"""Secrets by declaration: a state built from components that say who may see them gets its
view, its re-deal of what is hidden from a seat and its determinize from the core.

The peeking card game of ``test_kit_varies_secrets_from_the_full_state`` written the new way:
each seat's one card is a ``FaceDown`` card its owner sees (and a seat that peeked at it), the
deck a ``Deck``, the card set aside a ``FaceDown`` nobody sees, the discards a ``Pile``. It
writes no ``view``, ``redeal_secrets`` or ``determinize``. The two leaks seen in a Love Letter
port (the peek shown to every seat; the face-down card shown), grown as a hand-written ``view``
over the derived one, are caught with the leaked field named.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from tabletop_core.components import Deck, FaceDown, Hand, Pile
from tabletop_core.game import Event, GameInfo, IllegalAction, Result
from tabletop_core.game_base import GameBase
from tabletop_core.secrets import HIDDEN, DeclaredSecrets, components
from tabletop_core.testing import SECRETS, check_game, fingerprint

CARDS = tuple(range(1, 9))
MOVES_PER_SEAT = 4


@dataclass(frozen=True, slots=True)
class Peek:
    target: int


@dataclass(frozen=True, slots=True)
class Draw:
    pass


@dataclass(frozen=True, slots=True)
class Saw(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} sees a {self.card}"

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} discards a {self.card} and draws"


@dataclass(slots=True)
class PeekState:
    players: int
    rng: random.Random | None
    hands: list[FaceDown[int]]
    deck: Deck[int]
    aside: FaceDown[int]
    peeked: list[int | None]
    discards: Pile[int]
    turn: int = 0
    moves: int = 0


class DeclaredPeek(DeclaredSecrets, GameBase):
    info = GameInfo(id="peek", title="Peek", min_players=2, max_players=3, hidden_information=True)
    Action = Peek | Draw
    cards = CARDS

    def new_state(self, players: int, seed: int, options: Any = None) -> PeekState:
        rng = random.Random(seed)
        deck = Deck.shuffled(CARDS, rng)
        hands = [FaceDown.shown_to(deck.draw(), seat) for seat in range(players)]
        aside = FaceDown(deck.draw())
        return PeekState(players, rng, hands, deck, aside, [None] * players, Pile(face_up=True))

    def to_act(self, state: PeekState) -> int | None:
        return None if state.moves >= MOVES_PER_SEAT * state.players else state.turn

    def legal_actions(self, state: PeekState) -> list[Any]:
        seat = self.to_act(state)
        if seat is None:
            return []
        moves: list[Any] = [Peek(t) for t in range(state.players) if t != seat]
        return [*moves, Draw()] if state.deck else moves

    def apply(self, state: PeekState, action: Any) -> list[Event]:
        if action not in self.legal_actions(state):
            raise IllegalAction(f"not a move now: {action!r}")
        seat = state.turn
        events: list[Event]
        if isinstance(action, Peek):
            state.hands[action.target].show_to(seat)
            state.peeked[seat] = action.target
            events = [Saw(seat, state.hands[action.target].card)]  # type: ignore[arg-type]
        else:
            old = state.hands[seat].card
            state.discards.put(old)  # type: ignore[arg-type]
            state.hands[seat] = FaceDown.shown_to(state.deck.draw(), seat)
            state.peeked = [None if p == seat else p for p in state.peeked]
            events = [Discarded(seat, old)]  # type: ignore[arg-type]
        state.moves += 1
        state.turn = (seat + 1) % state.players
        return events

    def result(self, state: PeekState) -> Result | None:
        if self.to_act(state) is not None:
            return None
        scores = tuple(float(hand.card or 0) for hand in state.hands)
        best = max(scores)
        return Result(scores, tuple(s for s, v in enumerate(scores) if v == best))


class PeekShownToAll(DeclaredPeek):
    """A hand-written view over the derived one: every seat sees every hand a peek looked at."""

    def view(self, state: PeekState, seat: int | None) -> PeekState:
        seen = super().view(state, seat)
        for target in state.peeked:
            if target is not None:
                seen.hands[target] = state.hands[target].clone()
        return seen


class FaceDownShown(DeclaredPeek):
    """A hand-written view over the derived one: the card set aside shows."""

    def view(self, state: PeekState, seat: int | None) -> PeekState:
        seen = super().view(state, seat)
        seen.aside = state.aside.clone()
        return seen


def test_a_game_built_from_components_passes_the_whole_kit_without_writing_its_secrets() -> None:
    report = check_game(DeclaredPeek(), games=3)
    assert report.ok, report.summary()
    assert "left every view unchanged" in report.get(SECRETS).detail


def test_the_derived_view_shows_what_each_component_allows_and_no_rng() -> None:
    game = DeclaredPeek()
    state = game.new_state(3, seed=5)
    game.apply(state, Peek(2))  # seat 0 looks at seat 2's card
    seen = game.view(state, 0)
    assert [h.card for h in seen.hands] == [state.hands[0].card, HIDDEN, state.hands[2].card]
    assert list(seen.deck) == [HIDDEN] * len(state.deck) and seen.aside.card == HIDDEN
    assert seen.rng is None and state.rng is not None
    assert [h.card for h in game.view(state, 1).hands] == [HIDDEN, state.hands[1].card, HIDDEN]
    spectator = game.view(state, None)
    assert [h.card for h in spectator.hands] == [HIDDEN] * 3


def test_a_redeal_moves_only_what_the_seat_cannot_see_and_loses_no_card() -> None:
    game = DeclaredPeek()
    state = game.new_state(3, seed=5)
    game.apply(state, Peek(2))
    moved = set()
    for k in range(30):
        full = game.redeal_secrets(state, 0, random.Random(k))
        assert full.hands[0].card == state.hands[0].card
        assert full.hands[2].card == state.hands[2].card  # seat 0 looked at it
        every = [full.hands[s].card for s in range(3)] + list(full.deck) + [full.aside.card]
        assert sorted(every) == list(CARDS)
        moved.add((full.hands[1].card, full.aside.card))
        assert full.rng is not None and full.rng.getstate() != state.rng.getstate()
    assert len(moved) > 5


def test_a_determinization_keeps_the_view_and_deals_the_cards_it_shows_nowhere() -> None:
    game = DeclaredPeek()
    state = game.new_state(2, seed=9)
    game.apply(state, Draw())
    seen = game.view(state, 1)
    full = game.determinize(seen, 1, random.Random(3))
    assert game.view(full, 1) == seen
    every = [h.card for h in full.hands] + list(full.deck) + [full.aside.card]
    assert sorted(every + list(full.discards)) == list(CARDS)
    assert isinstance(full.rng, random.Random)


def test_a_view_whose_cards_are_not_all_in_components_cannot_be_determinized() -> None:
    game = DeclaredPeek()
    seen = game.view(game.new_state(2, seed=1), 0)
    seen.discards = Pile([1, 2, 3, 4])  # shows cards the hands and deck hold too
    with pytest.raises(ValueError, match="not in the game's cards|not in sight"):
        game.determinize(seen, 0, random.Random(1))


@pytest.mark.parametrize(
    ("leaky", "field"), [(PeekShownToAll, "view.hands"), (FaceDownShown, "view.aside")]
)
def test_a_hand_written_view_that_shows_a_declared_secret_is_caught_by_name(
    leaky: type[DeclaredPeek], field: str
) -> None:
    check = check_game(leaky(), games=3).get(SECRETS)
    assert not check.ok and field in check.detail, check.detail
    assert "shows a secret" in check.detail


def test_components_are_found_in_fields_lists_and_dicts_once_each() -> None:
    hand = Hand(0, [1, 2])

    @dataclass
    class Nested:
        by_name: dict[str, Any]
        both: list[Any]

    found = list(components(Nested({"a": hand, "b": Deck([3])}, [hand, FaceDown(4)])))
    assert [type(part).__name__ for part in found] == ["Hand", "Deck", "FaceDown"]


def test_an_ordered_hand_keeps_its_cards_sorted() -> None:
    hand = Hand(1, [5, 2, 9], ordered=True)
    hand.put(4)
    assert list(hand) == [2, 4, 5, 9] and hand.visible_to(1) and not hand.visible_to(0)
    hand.remove(5)
    assert list(hand) == [2, 4, 9]


def test_the_clone_is_deep_keeps_shared_parts_shared_and_copies_the_rng() -> None:
    game = DeclaredPeek()
    state = game.new_state(2, seed=3)
    state.peeked = [None, None]
    copy = game.clone(state)
    assert fingerprint(copy) == fingerprint(state)
    assert copy.deck is not state.deck and copy.hands[0] is not state.hands[0]
    assert copy.rng is not state.rng and copy.rng.random() == state.rng.random()
    game.apply(copy, Draw())
    assert len(copy.deck) == len(state.deck) - 1 and state.moves == 0
    shared = Hand(0, [1])
    twice = game.clone({"a": shared, "b": [shared]})
    assert twice["a"] is twice["b"][0] and twice["a"] is not shared
