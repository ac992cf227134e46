"""The kit varies secrets drawn from the full state, never from the view under test.

A small peeking card game (one card in hand, one card set aside face down, a private peek at
another hand) is leaked in the two ways seen in a Love Letter port: the peek shown to every seat,
and the face-down card shown. Its ``determinize`` fills only what the view hides, so it copies a
leak through. A re-draw built from the view (``determinize(view(state))``) would copy it too and
the leak would pass: the kit refuses such a re-draw and says why; written on the full state, the
re-draw varies the secret and the kit names the leaked field.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from tabletop_core.actions import ActionCodec
from tabletop_core.game import Event, GameInfo, IllegalAction, Result
from tabletop_core.testing import SECRETS, check_game

CARDS = range(1, 9)
MOVES_PER_SEAT = 4


@dataclass(frozen=True, slots=True)
class Peek:
    """Look at another seat's card in secret."""

    target: int


@dataclass(frozen=True, slots=True)
class Draw:
    """Discard your card face up and take the top card of the deck."""


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    seat: int
    target: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} looks at {names[self.target]}'s card"


@dataclass(frozen=True, slots=True)
class Saw(Event):
    """What the peek showed: for the seat that looked alone."""

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
    hands: list[int | None]
    deck: list[int | None]
    aside: int | None
    """The card set aside face down at the deal: nobody sees it."""
    peeked: list[int | None]
    """Whom each seat last looked at (everybody sees a peek happen), until that seat draws."""
    seen: list[int | None]
    """The card each seat saw by its peek: for that seat alone."""
    discards: list[int]
    turn: int = 0
    moves: int = 0


def _copy_rng(rng: random.Random | None) -> random.Random | None:
    if rng is None:
        return None
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


class PeekGame:
    """The honest game: every secret kept, re-drawn from the full state."""

    info = GameInfo(id="peek", title="Peek", min_players=2, max_players=3, hidden_information=True)
    codec = ActionCodec({"peek": Peek, "draw": Draw})

    def new_state(self, players: int, seed: int, options: Any = None) -> PeekState:
        rng = random.Random(seed)
        cards: list[int | None] = list(CARDS)
        rng.shuffle(cards)
        hands, aside, deck = cards[:players], cards[players], cards[players + 1 :]
        return PeekState(players, rng, hands, deck, aside, [None] * players, [None] * players, [])

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
        if type(action) is Peek:
            card = state.hands[action.target]
            state.peeked[seat], state.seen[seat] = action.target, card
            events = [Peeked(seat, action.target), Saw(seat, card)]  # type: ignore[arg-type]
        else:
            old = state.hands[seat]
            state.discards.append(old)  # type: ignore[arg-type]
            state.hands[seat] = state.deck.pop()
            for other in range(state.players):  # what was seen of that hand is gone
                if state.peeked[other] == seat:
                    state.peeked[other] = state.seen[other] = None
            events = [Discarded(seat, old)]  # type: ignore[arg-type]
        state.moves += 1
        state.turn = (seat + 1) % state.players
        return events

    def result(self, state: PeekState) -> Result | None:
        if self.to_act(state) is not None:
            return None
        scores = tuple(float(card or 0) for card in state.hands)
        best = max(scores)
        return Result(scores, tuple(s for s, v in enumerate(scores) if v == best))

    def view(self, state: PeekState, seat: int | None) -> PeekState:
        known = {seat, state.peeked[seat]} if seat is not None else set()
        return PeekState(
            state.players,
            None,
            [card if s in known else None for s, card in enumerate(state.hands)],
            [None] * len(state.deck),
            None,
            list(state.peeked),
            [card if s == seat else None for s, card in enumerate(state.seen)],
            list(state.discards),
            state.turn,
            state.moves,
        )

    def clone(self, state: PeekState) -> PeekState:
        return PeekState(
            state.players,
            _copy_rng(state.rng),
            list(state.hands),
            list(state.deck),
            state.aside,
            list(state.peeked),
            list(state.seen),
            list(state.discards),
            state.turn,
            state.moves,
        )

    def determinize(self, view: PeekState, seat: int, rng: random.Random) -> PeekState:
        """Fill what the view hides with the cards it shows nowhere; keep all it shows."""
        full = self.clone(view)
        for card, target in zip(view.seen, view.peeked, strict=True):
            if card is not None and target is not None:
                full.hands[target] = card
        shown = {c for c in [*full.hands, *view.discards, view.aside] if c is not None}
        pool = [c for c in CARDS if c not in shown]
        rng.shuffle(pool)
        full.hands = [c if c is not None else pool.pop() for c in full.hands]
        full.deck = [pool.pop() for _ in view.deck]
        full.aside = view.aside if view.aside is not None else pool.pop()
        full.seen = [
            c if c is not None or t is None else full.hands[t]
            for c, t in zip(view.seen, view.peeked, strict=True)
        ]
        full.rng = random.Random(rng.getrandbits(32))
        return full

    def redeal_secrets(self, state: PeekState, seat: int, rng: random.Random) -> PeekState:
        """By the rules, from the full state: the others' cards (but the one ``seat`` looked
        at), the deck and the face-down card are dealt again; the others' peeks follow."""
        full = self.clone(state)
        others = [s for s in range(state.players) if s not in (seat, state.peeked[seat])]
        pool = [state.hands[s] for s in others] + list(state.deck) + [state.aside]
        rng.shuffle(pool)
        for s in others:
            full.hands[s] = pool.pop()
        full.deck = [pool.pop() for _ in state.deck]
        full.aside = pool.pop()
        for s, target in enumerate(state.peeked):
            if target is not None:
                full.seen[s] = full.hands[target]
        full.rng = random.Random(rng.getrandbits(32))
        return full

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: Any) -> Any:
        return self.codec.decode(data)


class PeekShownToAll(PeekGame):
    """Every seat's view shows what every peek saw."""

    def view(self, state: PeekState, seat: int | None) -> PeekState:
        seen = super().view(state, seat)
        seen.seen = list(state.seen)
        return seen


class FaceDownShown(PeekGame):
    """Every seat's view shows the card set aside face down."""

    def view(self, state: PeekState, seat: int | None) -> PeekState:
        seen = super().view(state, seat)
        seen.aside = state.aside
        return seen


def _from_the_view(leaky: type[PeekGame]) -> PeekGame:
    """The same leaky game with the scaffold's old re-draw: ``determinize(view(state))``."""

    class FromTheView(leaky):  # type: ignore[misc, valid-type]
        def redeal_secrets(self, state: PeekState, seat: int, rng: random.Random) -> PeekState:
            return self.determinize(self.view(state, seat), seat, rng)

    return FromTheView()


def _secrets(game: Any) -> tuple[bool, str]:
    report = check_game(game, games=3)
    check = report.get(SECRETS)
    return check.ok, check.detail


def test_a_redeal_built_from_the_view_is_refused_and_says_why():
    report = check_game(PeekGame(), games=3)
    assert report.ok, report.summary()
    assert "left every view unchanged" in report.get(SECRETS).detail
    ok, detail = _secrets(_from_the_view(PeekShownToAll))
    assert not ok
    assert "redeal_secrets runs the game's view() and determinize()" in detail
    assert "a re-draw built from the view keeps whatever the view shows" in detail
    assert "Write it on the full state" in detail
    assert 'docs/authoring.md, "Secrets are declared on the full state"' in detail


def test_a_peek_shown_to_every_seat_is_caught_whatever_determinize_copies():
    game = PeekShownToAll()
    report = check_game(game, games=3)
    # the determinization check is blind: determinize copies what the view shows
    assert report.get("hidden information stays hidden").ok
    ok, detail = report.get(SECRETS).ok, report.get(SECRETS).detail
    assert not ok
    assert "changes when what is hidden from it is re-drawn, so it shows a secret" in detail
    assert "view.seen[" in detail
    # and the scaffold's old re-draw, which would have let it pass, is refused
    ok, detail = _secrets(_from_the_view(PeekShownToAll))
    assert not ok and "redeal_secrets runs the game's view()" in detail


def test_a_face_down_card_shown_is_caught_whatever_determinize_copies():
    report = check_game(FaceDownShown(), games=3)
    assert report.get("hidden information stays hidden").ok
    check = report.get(SECRETS)
    assert not check.ok
    assert "view.aside:" in check.detail
    ok, detail = _secrets(_from_the_view(FaceDownShown))
    assert not ok and "redeal_secrets runs the game's view()" in detail


def test_a_redeal_reaching_the_view_through_a_helper_is_refused_too():
    class ThroughAHelper(FaceDownShown):
        def redeal_secrets(self, state: PeekState, seat: int, rng: random.Random) -> PeekState:
            return self._masked(state, seat, rng)

        def _masked(self, state: PeekState, seat: int, rng: random.Random) -> PeekState:
            return PeekGame.determinize(self, PeekGame.view(self, state, seat), seat, rng)

    ok, detail = _secrets(ThroughAHelper())
    assert not ok
    # PeekGame.view is the view FaceDownShown's own hands over to (super().view)
    assert "redeal_secrets runs the game's view() and determinize()" in detail


def test_the_kits_messages_point_to_sections_the_authoring_guide_has():
    from pathlib import Path

    from tabletop_core.testing import LOG_RULE_DOC, SECRETS_DOC

    guide = Path(__file__).parents[2] / "docs" / "authoring.md"
    headings = {line.lstrip("#").strip() for line in guide.read_text().splitlines()}
    for pointer in (SECRETS_DOC, LOG_RULE_DOC):
        page, section = pointer.split(", ", 1)
        assert page == "docs/authoring.md"
        assert section.strip('"') in headings, pointer


def _hidden_module() -> SimpleNamespace:
    """A module of its own for what a seat may know, as Hamsterdam has (``hidden.view``,
    ``hidden.determinize``), whose view shows the face-down card."""
    game = PeekGame()

    def view(state: PeekState, seat: int | None) -> PeekState:
        seen = PeekGame.view(game, state, seat)
        seen.aside = state.aside
        return seen

    def determinize(seen: PeekState, seat: int, rng: random.Random) -> PeekState:
        return PeekGame.determinize(game, seen, seat, rng)

    return SimpleNamespace(view=view, determinize=determinize)


def test_a_redeal_through_the_module_function_the_view_hands_over_to_is_refused():
    hidden = _hidden_module()

    class HandsOver(PeekGame):
        def view(self, state: PeekState, seat: int | None) -> PeekState:
            return hidden.view(state, seat)

        def determinize(self, view: PeekState, seat: int, rng: random.Random) -> PeekState:
            return hidden.determinize(view, seat, rng)

        def redeal_secrets(self, state: PeekState, seat: int, rng: random.Random) -> PeekState:
            return hidden.determinize(hidden.view(state, seat), seat, rng)

    ok, detail = _secrets(HandsOver())
    assert not ok
    assert "redeal_secrets runs the game's view() and determinize()" in detail
