"""The hidden-hands scaffold (``tabletop new --template cards``): its cards, rules, bots, plugin.

A small complete card game with private hands, a face-down card and a private peek, whose
secrets are declared by the components its state is built from (docs/authoring.md, "Secrets by
declaration"). Placeholders as in :mod:`tabletop_core.authoring.scaffold`.
"""

from tabletop_core.authoring.templates import game

FILES: dict[str, str] = {"{{PACKAGE}}/plugin.py": game.FILES["{{PACKAGE}}/plugin.py"]}

FILES["{{PACKAGE}}/__init__.py"] = '''\
"""{{TITLE}} for Tabletop: the rules, the bots, the table and the plugin hooks."""

from {{PACKAGE}}.pieces import (
    Peek,
    Play,
)
from {{PACKAGE}}.rules import (
    {{CLASS}},
    {{CLASS}}State,
)

__all__ = ["Peek", "Play", "{{CLASS}}", "{{CLASS}}State"]
'''

FILES["{{PACKAGE}}/_version.py"] = '''\
"""The one place the version is written: ``pyproject.toml`` and ``GameInfo.version`` read it."""

VERSION = "0.1.0"
'''

FILES["{{PACKAGE}}/pieces.py"] = '''\
"""The cards (numbers 1 to 8), the two actions and the events the rules report."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop_core.game import Event
from tabletop_core.i18n import N_, translator

_, ngettext = translator("{{PACKAGE}}")

HIDDEN = 0
"""A card a seat may not see, as its view shows it: the others' hands, the deck, the secret."""
VALUES = tuple(range(1, 9))
COPIES = 3
CARDS: tuple[int, ...] = tuple(value for value in VALUES for _ in range(COPIES))
"""Every card of the game: three of each number, 24 in all."""


@dataclass(frozen=True, slots=True)
class Play:
    """Play the card numbered ``card`` from your hand, face up in front of you."""

    card: int


@dataclass(frozen=True, slots=True)
class Peek:
    """Look at the face-down secret card (once a game); only you see it."""


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} plays a {card}").format(name=names[self.seat], card=self.card)


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """The card a seat draws: only that seat reads its number (the others see its hand grow)."""

    reveals = N_("a card has been drawn since")

    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} draws a {card}").format(name=names[self.seat], card=self.card)

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    """Everybody reads that a seat looked; ``SecretSeen`` tells that seat alone what it saw."""

    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} peeks at the secret card").format(name=names[self.seat])


@dataclass(frozen=True, slots=True)
class SecretSeen(Event):
    reveals = N_("the secret card has been seen since")

    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} sees that the secret card is a {card}").format(
            name=names[self.seat], card=self.card
        )

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class SecretShown(Event):
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return _("The hands are empty: the secret card was a {card}").format(card=self.card)
'''

FILES["{{PACKAGE}}/rules.py"] = '''\
"""The rules of {{TITLE}}: the state, what may be done, what it does, and who wins.

The secrets are declared by the components the state is built from: each hand is a ``Hand``
(its owner sees it), the deck a ``Deck`` (nobody sees its order), the secret card a ``FaceDown``
card (shown to each seat that peeks, turned up at the end), the cards played face-up piles
(``Pile``).
``DeclaredSecrets`` derives ``view``, ``redeal_secrets`` and ``determinize`` from them, which is
how `tabletop check` proves the view hides them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tabletop_core.components import Deck, FaceDown, Hand, Pile
from tabletop_core.game import Event, GameInfo, IllegalAction, Result
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import translator
from tabletop_core.ranking import winners
from tabletop_core.secrets import DeclaredSecrets

from {{PACKAGE}}._version import VERSION
from {{PACKAGE}}.pieces import (
    CARDS,
    HIDDEN,
    Drew,
    Peek,
    Peeked,
    Play,
    Played,
    SecretSeen,
    SecretShown,
)

_, ngettext = translator("{{PACKAGE}}")

HAND_SIZE = 3
MATCH_BONUS = 5
"""Points for each card played that has the secret card's number."""


@dataclass(slots=True)
class {{CLASS}}State:
    """The whole table. In a seat's view every card it may not see is ``HIDDEN`` (0) and
    ``rng`` is None: the others' hands, the deck (only its size shows), the secret card."""

    players: int
    rng: random.Random | None
    deck: Deck[int]
    secret: FaceDown[int]
    hands: list[Hand[int]]
    played: list[Pile[int]]
    peeked: list[bool]
    turn: int | None = 0


def _rules_text() -> str:
    return Path(__file__).with_name("RULES.md").read_text(encoding="utf-8")


class {{CLASS}}(DeclaredSecrets, GameBase):
    """The game object the plugin registers (see the engine contract in the authoring guide)."""

    info = GameInfo(
        id="{{GAME_ID}}",
        title="{{TITLE}}",
        summary="Play cards from a hidden hand; peek at the secret card to match it.",
        min_players={{MIN_PLAYERS}},
        max_players={{MAX_PLAYERS}},
        version=VERSION,
        tags=("cards", "family"),
        rules=_rules_text(),
        hidden_information=True,
    )
    Action = Play | Peek
    """In JSON ``{"type": "play", "card": 5}`` and ``{"type": "peek"}``."""
    cards = CARDS
    """Every card of the game: ``determinize`` deals the ones a view hides from these."""
    hidden_card = HIDDEN

    def new_state(self, players: int, seed: int, options: object = None) -> {{CLASS}}State:
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(
                f"{self.info.title} is for {self.info.min_players} to {self.info.max_players} "
                f"players, not {players}"
            )
        rng = random.Random(seed)
        deck = Deck.shuffled(CARDS, rng)
        secret = FaceDown(deck.draw())
        hands = [Hand(seat, deck.draw_many(HAND_SIZE), ordered=True) for seat in range(players)]
        return {{CLASS}}State(
            players=players,
            rng=rng,
            deck=deck,
            secret=secret,
            hands=hands,
            played=[Pile(face_up=True) for _ in range(players)],
            peeked=[False] * players,
        )

    def to_act(self, state: {{CLASS}}State) -> int | None:
        return state.turn

    def legal_actions(self, state: {{CLASS}}State) -> list[Play | Peek]:
        seat = state.turn
        if seat is None:
            return []
        actions: list[Play | Peek] = [Play(card) for card in sorted(set(state.hands[seat]))]
        if not state.peeked[seat]:
            actions.append(Peek())
        return actions

    def apply(self, state: {{CLASS}}State, action: Play | Peek) -> list[Event]:
        seat = state.turn
        if seat is None:
            raise IllegalAction("the game is over")
        events: list[Event]
        if isinstance(action, Peek):
            if state.peeked[seat]:
                raise IllegalAction("you have already peeked at the secret card")
            state.peeked[seat] = True
            state.secret.show_to(seat)
            events = [Peeked(seat), SecretSeen(seat, state.secret.card)]
        else:
            hand = state.hands[seat]
            if action.card not in hand:
                raise IllegalAction(f"there is no {action.card} in your hand")
            hand.remove(action.card)
            state.played[seat].put(action.card)
            events = [Played(seat, action.card)]
            if state.deck:
                card = state.deck.draw()
                hand.put(card)
                events.append(Drew(seat, card))
        state.turn = self._next(state, seat)
        if state.turn is None:
            state.secret.turn_up()
            events.append(SecretShown(state.secret.card))
        return events

    @staticmethod
    def _next(state: {{CLASS}}State, seat: int) -> int | None:
        """The next seat with a card in hand; None when every hand is empty (the game ends)."""
        for step in range(1, state.players + 1):
            other = (seat + step) % state.players
            if state.hands[other]:
                return other
        return None

    def result(self, state: {{CLASS}}State) -> Result | None:
        if state.turn is not None:
            return None
        sheets = [score_sheet(state, seat) for seat in range(state.players)]
        scores = tuple(float(sum(sheet.values())) for sheet in sheets)
        return Result(scores=scores, winners=winners(scores, "highest"), breakdown=tuple(sheets))

    def describe_action(
        self, state: {{CLASS}}State, action: Play | Peek, names: Sequence[str]
    ) -> str:
        if isinstance(action, Peek):
            return _("peek at the secret card")
        return _("play your {card}").format(card=action.card)


def score_sheet(state: {{CLASS}}State, seat: int) -> dict[str, float]:
    """A seat's points: the numbers it played, and the bonus for each card matching the secret
    (counted once the secret card is known to the state, that is always in the full state)."""
    played = state.played[seat]
    secret = state.secret.card
    matches = sum(card == secret for card in played) if secret != HIDDEN else 0
    return {"cards": float(sum(played)), "matches": float(MATCH_BONUS * matches)}


GAME = {{CLASS}}()
'''

FILES["{{PACKAGE}}/bots.py"] = '''\
"""Bot levels: a greedy one written by hand, and the core's search bot as the hard level."""

from __future__ import annotations

import random
from typing import Any

from tabletop_core.bots import ISMCTSBot

from {{PACKAGE}}.pieces import HIDDEN, Peek, Play
from {{PACKAGE}}.rules import {{CLASS}}State


class GreedyBot:
    """Peeks first, then plays the secret card's number when it holds one, else its highest."""

    def choose(self, game: Any, view: {{CLASS}}State, rng: random.Random) -> Play | Peek:
        legal = game.legal_actions(view)
        if Peek() in legal:
            return Peek()
        secret = view.secret.card
        if secret != HIDDEN and Play(secret) in legal:
            return Play(secret)
        return max(legal, key=lambda action: getattr(action, "card", 0))


HARD_ITERATIONS = 200
"""The hard bot's effort: determinizations searched per decision (work, never seconds)."""


def hard_bot() -> ISMCTSBot:
    return ISMCTSBot(iterations=HARD_ITERATIONS)
'''
