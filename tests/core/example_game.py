"""Beaver Bids: a small trick-taking game with hidden hands, the core's example game.

Two to four beavers play two rounds (three cards each, then five). A card is turned up after
the deal: its wood is trumps. Each beaver bids how many tricks it will take, then the tricks are
played: follow the wood that was led if you can; the highest trump wins, else the highest card of
the wood led. A round scores one point per trick, plus five for taking exactly the bid.

It exercises every part of the engine contract that a real game does (hidden hands, a hidden
stock, a seeded deck, determinization for search bots, an action codec, private events) and is
also a plugin: this module implements ``tabletop_register_games`` and ``tabletop_register_bots``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from tabletop_core import hookimpl
from tabletop_core.actions import ActionCodec
from tabletop_core.components import copied_rng
from tabletop_core.game import Event, GameInfo, IllegalAction, Result
from tabletop_core.ranking import winners

WOODS = ("birch", "aspen", "willow", "alder")
SIZES = range(1, 9)
EXACT_BID_BONUS = 5


class Card(NamedTuple):
    wood: str
    size: int

    def __str__(self) -> str:
        return f"{self.wood} {self.size}"


DECK: tuple[Card, ...] = tuple(Card(w, s) for w in WOODS for s in SIZES)


@dataclass(frozen=True, slots=True)
class Bid:
    tricks: int


@dataclass(frozen=True, slots=True)
class Play:
    wood: str
    size: int


BIDS: tuple[Bid, ...] = tuple(Bid(n) for n in range(9))
PLAY_OF: dict[Card, Play] = {card: Play(card.wood, card.size) for card in DECK}
CARD_OF: dict[Play, Card] = {play: card for card, play in PLAY_OF.items()}


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    round: int
    trump: tuple[str, int]

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round + 1}: {self.trump[0]} {self.trump[1]} turned up, {self.trump[0]} is trumps"


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    seat: int
    cards: tuple[tuple[str, int], ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} is dealt " + ", ".join(f"{w} {s}" for w, s in self.cards)

    def visible_to(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    seat: int
    tricks: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} bids {self.tricks}"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    wood: str
    size: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} plays {self.wood} {self.size}"


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes the trick"


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    round: int
    points: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        parts = ", ".join(f"{names[s]} {p}" for s, p in enumerate(self.points))
        return f"Round {self.round + 1} scores: {parts}"


class BeaverBidsOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    hand_sizes: tuple[int, ...] = Field(default=(3, 5), min_length=1, max_length=4)
    """Cards dealt to each beaver in each round (1 to 7)."""


@dataclass(slots=True)
class BeaverBidsState:
    """The whole table. In a view, what the seat may not know is ``None``."""

    players: int
    hand_sizes: tuple[int, ...]
    seed: int | None
    rng: random.Random | None
    opening_deck: tuple[Card, ...] | None
    round: int = 0
    dealer: int = 0
    turn: int | None = 0
    leader: int = 0
    hands: list[list[Card | None]] = field(default_factory=list)
    stock: list[Card | None] = field(default_factory=list)
    trump: Card = DECK[0]
    bids: list[int | None] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    played: list[Card] = field(default_factory=list)
    """Cards of this round's finished tricks, in play order."""
    voids: list[set[str]] = field(default_factory=list)
    """Woods each seat has shown it lacks this round (it did not follow)."""
    scores: list[int] = field(default_factory=list)
    trick_points: list[int] = field(default_factory=list)
    exact_bids: list[int] = field(default_factory=list)

    @property
    def hand_size(self) -> int:
        return self.hand_sizes[self.round]


RULES = """# Beaver Bids

Two rounds: three cards each, then five. After the deal a card is turned up: its wood is
**trumps**.

1. **Bid**: starting left of the dealer, each beaver says how many tricks it will take.
2. **Play**: the beaver left of the dealer leads. Follow the wood led if you can. The highest
   trump wins the trick, else the highest card of the wood led. The winner leads next.
3. **Score**: one point per trick, plus five for taking exactly your bid.

The most points after both rounds wins; ties share the win.
"""


class ExampleGame:
    """Beaver Bids, implementing the full engine contract (see the module docstring)."""

    info = GameInfo(
        id="beaver_bids",
        title="Beaver Bids",
        summary="Bid the tricks you will take, then take exactly that many.",
        min_players=2,
        max_players=4,
        tags=("cards", "example"),
        rules=RULES,
        hidden_information=True,
    )
    Options = BeaverBidsOptions
    codec = ActionCodec({"bid": Bid, "play": Play})

    def new_state(
        self, players: int, seed: int, options: BaseModel | None = None
    ) -> BeaverBidsState:
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(f"Beaver Bids is for 2 to 4 players, not {players}")
        opts = options if isinstance(options, BeaverBidsOptions) else BeaverBidsOptions()
        if any(not 1 <= size <= 7 for size in opts.hand_sizes):
            raise ValueError("hand sizes must be between 1 and 7")
        rng = random.Random(seed)
        state = BeaverBidsState(
            players=players,
            hand_sizes=tuple(opts.hand_sizes),
            seed=seed,
            rng=rng,
            opening_deck=None,
            dealer=players - 1,
            scores=[0] * players,
            trick_points=[0] * players,
            exact_bids=[0] * players,
        )
        self._deal(state)
        return state

    def _deal(self, state: BeaverBidsState) -> list[Event]:
        assert state.rng is not None
        deck = list(DECK)
        state.rng.shuffle(deck)
        if state.opening_deck is None:
            state.opening_deck = tuple(deck)
        n, size = state.players, state.hand_size
        state.hands = [deck[s * size : (s + 1) * size] for s in range(n)]
        state.trump = deck[n * size]
        state.stock = deck[n * size + 1 :]
        state.turn = state.leader = (state.dealer + 1) % n
        state.bids = [None] * n
        state.tricks = [0] * n
        state.trick = []
        state.played = []
        state.voids = [set() for _ in range(n)]
        events: list[Event] = [RoundDealt(state.round, tuple(state.trump))]
        events.extend(HandDealt(s, tuple(tuple(c) for c in state.hands[s])) for s in range(n))
        return events

    def to_act(self, state: BeaverBidsState) -> int | None:
        return state.turn

    def legal_actions(self, state: BeaverBidsState) -> list[Bid | Play]:
        seat = state.turn
        if seat is None:
            return []
        if state.bids[seat] is None:
            return list(BIDS[: state.hand_size + 1])
        hand = state.hands[seat]
        if state.trick:
            led = state.trick[0][1].wood
            following = [PLAY_OF[c] for c in hand if c.wood == led]
            if following:
                return following
        return [PLAY_OF[c] for c in hand]

    def apply(self, state: BeaverBidsState, action: Any) -> list[Event]:
        seat = state.turn
        if seat is None:
            raise IllegalAction("the game is over")
        if type(action) is Bid:
            return self._bid(state, seat, action)
        if type(action) is Play:
            return self._play(state, seat, action)
        raise IllegalAction(f"not a Beaver Bids action: {action!r}")

    def _bid(self, state: BeaverBidsState, seat: int, action: Bid) -> list[Event]:
        if state.bids[seat] is not None:
            raise IllegalAction("bidding is over: play a card")
        if not 0 <= action.tricks <= state.hand_size:
            raise IllegalAction(f"a bid is between 0 and {state.hand_size} tricks")
        state.bids[seat] = action.tricks
        following = (seat + 1) % state.players
        state.turn = state.leader if state.bids[following] is not None else following
        return [BidMade(seat, action.tricks)]

    def _play(self, state: BeaverBidsState, seat: int, action: Play) -> list[Event]:
        if state.bids[seat] is None:
            raise IllegalAction("bid before playing a card")
        card = CARD_OF.get(action)
        hand = state.hands[seat]
        if card is None or card not in hand:
            raise IllegalAction(f"{action.wood} {action.size} is not in your hand")
        led = state.trick[0][1].wood if state.trick else None
        if led is not None and card.wood != led:
            if any(c.wood == led for c in hand):
                raise IllegalAction(f"follow {led}: you have some")
            state.voids[seat].add(led)
        hand.remove(card)
        state.trick.append((seat, card))
        events: list[Event] = [CardPlayed(seat, card.wood, card.size)]
        if len(state.trick) < state.players:
            state.turn = (seat + 1) % state.players
            return events
        winner = self._trick_winner(state.trick, state.trump.wood)
        state.tricks[winner] += 1
        state.played.extend(c for _, c in state.trick)
        state.trick = []
        state.turn = state.leader = winner
        events.append(TrickWon(winner))
        if not hand:
            events.extend(self._end_round(state))
        return events

    @staticmethod
    def _trick_winner(trick: list[tuple[int, Card]], trumps: str) -> int:
        """The best card so far is always of the wood led or a trump."""
        best_seat, best = trick[0]
        for seat, card in trick[1:]:
            beats = card.size > best.size if card.wood == best.wood else card.wood == trumps
            if beats:
                best_seat, best = seat, card
        return best_seat

    def _end_round(self, state: BeaverBidsState) -> list[Event]:
        points = []
        for seat in range(state.players):
            taken = state.tricks[seat]
            exact = taken == state.bids[seat]
            state.trick_points[seat] += taken
            state.exact_bids[seat] += exact
            points.append(self.round_points(taken, state.bids[seat]))
            state.scores[seat] += points[-1]
        events: list[Event] = [RoundScored(state.round, tuple(points))]
        if state.round + 1 == len(state.hand_sizes):
            state.turn = None
            return events
        state.round += 1
        state.dealer = (state.dealer + 1) % state.players
        events.extend(self._deal(state))
        return events

    @staticmethod
    def round_points(taken: int, bid: int | None) -> int:
        """One point per trick, five more for taking exactly the bid."""
        return taken + EXACT_BID_BONUS * (taken == bid)

    def result(self, state: BeaverBidsState) -> Result | None:
        if state.turn is not None:
            return None
        return Result(
            scores=tuple(state.scores),
            winners=winners(state.scores, self.info.ranking),
            breakdown=self.breakdown(state),
        )

    def breakdown(self, state: BeaverBidsState) -> tuple[dict[str, float], ...]:
        return tuple(
            {
                "tricks": state.trick_points[s],
                "exact bids": EXACT_BID_BONUS * state.exact_bids[s],
            }
            for s in range(state.players)
        )

    def view(self, state: BeaverBidsState, seat: int | None) -> BeaverBidsState:
        seen = self._copy(state, None)  # the RNG is not shown: no copy of it to throw away
        seen.seed = seen.opening_deck = None
        seen.hands = [
            hand if s == seat else [None] * len(hand) for s, hand in enumerate(seen.hands)
        ]
        seen.stock = [None] * len(state.stock)
        return seen

    def clone(self, state: BeaverBidsState) -> BeaverBidsState:
        return self._copy(state, None if state.rng is None else copied_rng(state.rng))

    @staticmethod
    def _copy(state: BeaverBidsState, rng: random.Random | None) -> BeaverBidsState:
        """A copy of ``state`` holding ``rng`` (the view and a re-deal each put their own)."""
        return BeaverBidsState(
            players=state.players,
            hand_sizes=state.hand_sizes,
            seed=state.seed,
            rng=rng,
            opening_deck=state.opening_deck,
            round=state.round,
            dealer=state.dealer,
            turn=state.turn,
            leader=state.leader,
            hands=[list(hand) for hand in state.hands],
            stock=list(state.stock),
            trump=state.trump,
            bids=list(state.bids),
            tricks=list(state.tricks),
            trick=list(state.trick),
            played=list(state.played),
            voids=[set(v) for v in state.voids],
            scores=list(state.scores),
            trick_points=list(state.trick_points),
            exact_bids=list(state.exact_bids),
        )

    def redeal_secrets(
        self, state: BeaverBidsState, seat: int, rng: random.Random
    ) -> BeaverBidsState:
        """The secrets, declared for the conformance kit: others' hands, the stock, the RNG,
        drawn again from the full state (never from the view the kit checks)."""
        return self._deal_unseen(state, seat, rng)

    def determinize(
        self, view: BeaverBidsState, seat: int | None, rng: random.Random
    ) -> BeaverBidsState:
        """Deal the cards ``seat`` cannot see at random, respecting the woods others lack."""
        return self._deal_unseen(view, seat, rng)

    def _deal_unseen(
        self, view: BeaverBidsState, seat: int | None, rng: random.Random
    ) -> BeaverBidsState:
        """A copy of ``view`` (a view or the full state) with the cards ``seat`` cannot see
        dealt again; read are only its own hand and what everybody sees."""
        own = view.hands[seat] if seat is not None else []
        known = set(own)
        known.update(view.played)
        known.update(c for _, c in view.trick)
        known.add(view.trump)
        unknown = [c for c in DECK if c not in known]
        rng.shuffle(unknown)
        others = [s for s in range(view.players) if s != seat]
        dealt = _deal_hidden(unknown, [(len(view.hands[s]), view.voids[s]) for s in others], rng)
        state = self._copy(view, random.Random(rng.getrandbits(64)))
        for s, cards in zip(others, dealt, strict=False):
            state.hands[s] = cards
        state.stock = dealt[-1]
        return state

    def encode_action(self, action: Any) -> dict[str, Any]:
        return self.codec.encode(action)

    def decode_action(self, data: Any) -> Bid | Play:
        return self.codec.decode(data)

    def describe_action(self, state: BeaverBidsState, action: Any, names: Sequence[str]) -> str:
        if isinstance(action, Bid):
            return f"bid {action.tricks}"
        return f"play {action.wood} {action.size}"

    def setup(self, state: BeaverBidsState) -> dict[str, Any]:
        deck = state.opening_deck or ()
        return {
            "seed": state.seed,
            "hand_sizes": list(state.hand_sizes),
            "deck": [f"{c.wood} {c.size}" for c in deck],
        }

    def stats(self, state: BeaverBidsState) -> dict[str, int]:
        return {
            "rounds": state.round + (state.turn is None),
            "tricks": sum(state.trick_points)
            + (sum(state.tricks) if state.turn is not None else 0),
            "exact_bids": sum(state.exact_bids),
        }


def _deal_hidden(
    unknown: list[Card], needs: list[tuple[int, set[str]]], rng: random.Random
) -> list[list[Card]]:
    """Split shuffled ``unknown`` cards into hands of the needed sizes (no card of a wood its
    holder lacks); the last list returned is the stock (the rest)."""
    if not any(voids for _, voids in needs):
        hands, start = [], 0
        for count, _ in needs:
            hands.append(unknown[start : start + count])
            start += count
        hands.append(unknown[start:])
        return hands
    for _ in range(10):
        pool = list(unknown)
        hands = [[] for _ in needs]
        for i in sorted(range(len(needs)), key=lambda i: -len(needs[i][1])):
            count, voids = needs[i]
            for card in [c for c in pool if c.wood not in voids][:count]:
                hands[i].append(card)
                pool.remove(card)
            if len(hands[i]) < count:
                break
        else:
            hands.append(pool)
            return hands
        rng.shuffle(unknown)
    return _deal_by_matching(unknown, needs)


def _deal_by_matching(unknown: list[Card], needs: list[tuple[int, set[str]]]) -> list[list[Card]]:
    """Kuhn's augmenting paths: always finds a deal when one exists (the real one does)."""
    slots = [i for i, (count, _) in enumerate(needs) for _ in range(count)]
    holder_of: dict[int, int] = {}

    def place(slot: int, tried: set[int]) -> bool:
        voids = needs[slots[slot]][1]
        for c, card in enumerate(unknown):
            if c in tried or card.wood in voids:
                continue
            tried.add(c)
            if c not in holder_of or place(holder_of[c], tried):
                holder_of[c] = slot
                return True
        return False

    for slot in range(len(slots)):
        if not place(slot, set()):
            raise ValueError("no deal is consistent with this view")
    hands: list[list[Card]] = [[] for _ in needs]
    stock = []
    for c, card in enumerate(unknown):
        if c in holder_of:
            hands[slots[holder_of[c]]].append(card)
        else:
            stock.append(card)
    hands.append(stock)
    return hands


MISSED_RULES = RULES.replace("# Beaver Bids", "# Missed Bids").replace(
    """3. **Score**: one point per trick, plus five for taking exactly your bid.

The most points after both rounds wins; ties share the win.""",
    """3. **Score**: every trick you take more or fewer than your bid is a point against you.

The fewest points after both rounds win; ties share the win.""",
)


class MissedBids(ExampleGame):
    """Beaver Bids scored the other way round, the core's example of a game where the lowest
    score wins: a round costs the difference between the tricks bid and taken."""

    info = ExampleGame.info.model_copy(
        update={
            "id": "missed_bids",
            "title": "Missed Bids",
            "summary": "Bid the tricks you will take; every trick off your bid counts against you.",
            "rules": MISSED_RULES,
            "ranking": "lowest",
        }
    )

    @staticmethod
    def round_points(taken: int, bid: int | None) -> int:
        return abs(taken - (bid or 0))

    def breakdown(self, state: BeaverBidsState) -> tuple[dict[str, float], ...]:
        return tuple({"tricks off the bid": state.scores[s]} for s in range(state.players))


GAME = ExampleGame()
MISSED = MissedBids()


@hookimpl
def tabletop_register_games(register) -> None:
    register(GAME)


@hookimpl
def tabletop_register_bots(register) -> None:
    from tabletop_core.bots import ISMCTSBot

    # The search counts iterations, never seconds: the choice depends only on the view and the
    # seeded RNG, so replays and simulations with this level are exact on any machine.
    register(GAME.info.id, "hard", lambda: ISMCTSBot(iterations=300))


class MissedBidsPlugin:
    """Missed Bids and its ``hard`` search bot, for the tests that need a lowest-wins game."""

    @hookimpl
    def tabletop_register_games(self, register) -> None:
        register(MISSED)

    @hookimpl
    def tabletop_register_bots(self, register) -> None:
        from tabletop_core.bots import ISMCTSBot

        register(MISSED.info.id, "hard", lambda: ISMCTSBot(iterations=300))


MISSED_PLUGIN = MissedBidsPlugin()
