"""The Mein lieber Biber rules engine: deal, legal actions, apply, rounds, result, views and
determinization. The raft's answer to each move comes from :mod:`tabletop_mein_lieber_biber.raft`.

Validation in ``apply`` happens before any change, so an illegal action leaves the state
untouched. A turn is up to three decisions of the same seat: play a card (or, with nothing
playable, lay one down and draw, as often as needed), choose the reward if one is due, draw.
"""

from __future__ import annotations

import math
import random
from bisect import insort
from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop_core.actions import ActionCodec
from tabletop_core.components import Deck, Pile, SpiralTrack, Supply
from tabletop_core.flow import TurnOrder
from tabletop_core.game import Event, IllegalAction, Result, parse_options
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import N_, translator
from tabletop_mein_lieber_biber.actions import (
    CARD_REWARDS,
    DRAWS,
    SKIP_DRAW,
    STICK,
    TOP_UPS,
    Action,
    Draw,
    LayDown,
    Lift,
    Play,
    Reward,
    SetDown,
    SkipDraw,
    TopUp,
)
from tabletop_mein_lieber_biber.cards import (
    CARD_COUNT,
    COLOUR_INDEX,
    COLOURS,
    HAND_SIZE,
    HIDDEN,
    RING_COLOUR,
    RING_COLOURS,
    STICKS,
    VALUES,
)
from tabletop_mein_lieber_biber.events import (
    BeaverLifted,
    BeaverMoved,
    CardDrawn,
    CardLaidDown,
    DrawDeclined,
    GameEnded,
    HandToppedUp,
    RaftTipped,
    RaftWobbled,
    RoundEnded,
    RoundStarted,
    SticksReturned,
    StickTaken,
)
from tabletop_mein_lieber_biber.fall import fall
from tabletop_mein_lieber_biber.hand import tremble
from tabletop_mein_lieber_biber.info import INFO
from tabletop_mein_lieber_biber.raft import LEVEL_POSES, Beaver, centre_tail, layout, wobble
from tabletop_mein_lieber_biber.state import (
    DRAW,
    END_DAM,
    END_LAST_CARD,
    END_STUCK,
    END_TIPPED,
    OVER,
    PLACE,
    PLAY,
    REWARD,
    BiberState,
)

_, ngettext = translator("tabletop_mein_lieber_biber")

BEAVERS = range(len(COLOURS))
SPOTS = (-1.0, 0.0, 1.0)
TAIL_TURNS = tuple(k * math.pi / 2 for k in range(4))
"""``legal_actions`` offers each placement with the tail pointing outwards, to the left,
inwards and to the right of the ring's direction from the middle (see RULES.md)."""
DROPS = (0.0, 1.0)
"""``legal_actions`` offers each placement lowered gently and let fall."""
PENALTY = 2
DEAL_TRIES = 200
"""Deals ``determinize`` tries before giving up on one that fits what every seat knows."""

Move = tuple[int, int, int | None]
"""``(card, beaver, ring)``; ring ``None`` is the dam."""


class BiberOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    first_player: int | None = Field(
        default=None,
        ge=0,
        le=5,
        title=N_("First player"),
        description="Starting seat; empty: chosen at random from the seed",
    )
    rounds: int = Field(
        default=3, ge=1, le=3, title=N_("Rounds"), description="Rounds at most (the rules say 3)"
    )


ROUND_LINES = (N_("round 1"), N_("round 2"), N_("round 3"))
RETURNED_LINE = N_("returned for tipping")
TOTAL_LINE = N_("total")
"""The score sheet's lines: English keys in the Result (and replays), translated where shown."""


class MeinLieberBiber(GameBase):
    """Mein lieber Biber (Heinz Meister, Goldsieber 2000) for 2-6 players; see RULES.md."""

    info = INFO
    Options = BiberOptions
    codec = ActionCodec.of(Action)

    # --- set-up -------------------------------------------------------------------------------

    def new_state(
        self, players: int, seed: int, options: BaseModel | dict[str, Any] | None = None
    ) -> BiberState:
        """Shuffle with ``random.Random(seed)``, pick the starting seat from the same RNG unless
        the options name one; the RNG goes on to shuffle later rounds."""
        chosen = parse_options(self, options)
        _check_players(players)
        rng = random.Random(seed)
        deck = list(range(CARD_COUNT))
        rng.shuffle(deck)
        first = chosen.first_player  # type: ignore[attr-defined]  # parse_options gives a BaseModel
        if first is None:
            first = rng.randrange(players)
        return self.deal(players, deck, first, rng, rounds=chosen.rounds)  # type: ignore[attr-defined]  # as above

    def deal(
        self,
        players: int,
        deck: list[int],
        first_player: int,
        rng: random.Random | None = None,
        *,
        rounds: int = 3,
    ) -> BiberState:
        """A fresh state from a deck order (top first: 3 cards a seat, then pile 0, then pile 1),
        as a replay's ``setup`` records it; ``rng`` shuffles the later rounds."""
        _check_players(players)
        if sorted(deck) != list(range(CARD_COUNT)):
            raise ValueError(f"a deck must hold each card id 0..{CARD_COUNT - 1} exactly once")
        if not 0 <= first_player < players:
            raise ValueError(f"no seat {first_player} among {players} players")
        state = BiberState(
            players=players,
            turn=TurnOrder(players, first_player),
            raft=SpiralTrack(RING_COLOURS),
            placements=[],
            poses=LEVEL_POSES,
            hands=[],
            discards=[Pile(face_up=True) for _ in range(players)],
            piles=[Deck(), Deck()],
            supply=Supply(stick=STICKS),
            sticks=[Supply(stick=0) for _ in range(players)],
            rng=rng if rng is not None else random.Random(first_player),
            deck=tuple(deck),
            first_player=first_player,
            rounds=rounds,
            round_sticks=[[0] for _ in range(players)],
            returned=[0] * players,
            round_ends=[],
        )
        _set_up_round(state, deck)
        return state

    def setup(self, state: BiberState) -> dict[str, Any]:
        return {"deck": list(state.deck), "first_player": state.first_player}

    # --- the turn -----------------------------------------------------------------------------

    def to_act(self, state: BiberState) -> int | None:
        return None if state.phase == OVER else state.turn.current

    def legal_actions(self, state: BiberState) -> list[Action]:
        """Every legal decision, with a representative set of placements: each playable card
        and beaver with the spot at -1, 0 and 1, the tail in four directions (outwards, left,
        inwards, right of the ring's bearing from the middle) and the beaver lowered or let
        fall; a move onto the dam has one. Any other spot in -1..1, tail angle and drop in 0..1
        are legal too (see ``random_action``), and so is playing in two steps, ``Lift`` then
        ``SetDown``, as a person at the table does."""
        phase = state.phase
        if phase == PLAY:
            moves = playable(state)
            if not moves:
                return _lay_downs(state) + _top_ups(state)
            actions: list[Action] = []
            for card, beaver, ring in moves:
                name = COLOURS[beaver]
                if ring is None:
                    actions.append(Play(card, name, 0.0, 0.0, 0.0))
                    continue
                for spot, tail, drop in _placements(state, ring):
                    actions.append(Play(card, name, spot, tail, drop))
            return actions + _top_ups(state)
        if phase == PLACE:
            assert state.lifted is not None
            return [SetDown(*placement) for placement in _placements(state, state.lifted[2])]
        if phase == REWARD:
            return _rewards(state)
        if phase == DRAW:
            draws: list[Action] = [DRAWS[pile] for pile in (0, 1) if state.piles[pile].cards]
            return draws + [SKIP_DRAW] if _may_decline(state) else draws
        return []

    def random_action(self, state: BiberState, rng: random.Random) -> Action:
        """A uniformly random decision; a move's spot, tail and drop are uniform in their
        ranges."""
        if state.phase == PLACE:
            return SetDown(rng.uniform(-1.0, 1.0), rng.uniform(0, math.tau), rng.random())
        if state.phase == PLAY:
            moves = playable(state)
            if moves:
                card, beaver, ring = moves[rng.randrange(len(moves))]
                if ring is None:
                    return Play(card, COLOURS[beaver], 0.0, 0.0, 0.0)
                return Play(
                    card,
                    COLOURS[beaver],
                    rng.uniform(-1.0, 1.0),
                    rng.uniform(0, math.tau),
                    rng.random(),
                )
        legal = self.legal_actions(state)
        if not legal:
            raise IllegalAction(_("the game is over"))
        return legal[rng.randrange(len(legal))]

    def apply(self, state: BiberState, action: Action) -> list[Event]:
        phase = state.phase
        if phase == OVER:
            raise IllegalAction(_("the game is over"))
        if type(action) is Play:
            return self._play(state, action)
        if type(action) is Lift:
            return self._lift(state, action)
        if type(action) is SetDown:
            return self._set_down(state, action)
        if type(action) is SkipDraw:
            return self._skip_draw(state)
        if type(action) is LayDown:
            return self._lay_down(state, action)
        if type(action) is Reward:
            return self._reward(state, action)
        if type(action) is Draw:
            return self._draw(state, action)
        if type(action) is TopUp:
            return self._top_up(state, action)
        raise IllegalAction(f"not a Mein lieber Biber action: {action!r}")

    def _play(self, state: BiberState, action: Play) -> list[Event]:
        """Lift and set down in one decision."""
        if state.phase != PLAY:
            raise IllegalAction(_phase_message(state))
        _check_placement(action.spot, action.tail, action.drop)
        move = self._playable_move(state, action.card, action.beaver)
        events = self._lift_move(state, move)
        if state.phase == PLACE:  # one decision: the log tells the move once
            events = self._set_down(state, SetDown(action.spot, action.tail, action.drop))
        return events

    def _lift(self, state: BiberState, action: Lift) -> list[Event]:
        """The beaver is picked up: the card is played and must be carried out."""
        if state.phase != PLAY:
            raise IllegalAction(_phase_message(state))
        return self._lift_move(state, self._playable_move(state, action.card, action.beaver))

    def _playable_move(self, state: BiberState, card: Any, named: Any) -> Move:
        """The move of ``card`` (moving the beaver ``named`` if it is a joker), or why not."""
        hand = state.hands[state.turn.current]
        card = _own_card(hand, card)
        raft = state.raft
        colour = card // VALUES
        value = card % VALUES + 1
        if colour in raft:
            if named not in ("", COLOURS[colour]):
                raise IllegalAction(
                    _(
                        "a {colour} card moves the {colour} beaver; only the cards of beavers on "
                        "the dam are jokers"
                    ).format(colour=_(COLOURS[colour]))
                )
            beaver = colour
        else:
            beaver = COLOUR_INDEX.get(named, -1) if type(named) is str else -1
            if beaver < 0 or beaver not in raft:
                on_raft = ", ".join(_(COLOURS[b]) for b in BEAVERS if b in raft)
                raise IllegalAction(
                    _(
                        "the {colour} beaver is on the dam, so this card is a joker: name the "
                        "beaver it moves ({beavers}), not {named}"
                    ).format(colour=_(COLOURS[colour]), beavers=on_raft, named=repr(named))
                )
        end = raft.destination(beaver, value)
        if end is not None and not raft.can_end_on(end):
            blocker = raft.occupant(end)
            assert isinstance(blocker, int), "the raft carries beavers by colour"
            raise IllegalAction(
                _(
                    "ring {ring} is taken by the {colour} beaver (a move must end on a free ring)"
                ).format(ring=end, colour=_(COLOURS[blocker]))
            )
        return card, beaver, end

    def _lift_move(self, state: BiberState, move: Move) -> list[Event]:
        """Play the card; a beaver bound for the dam swims there at once, any other waits in
        the hand (phase ``PLACE``) to be set down."""
        card, beaver, end = move
        seat = state.turn.current
        state.hands[seat].remove(card)
        state.discards[seat].put(card)
        if end is not None:
            state.lifted = (card, beaver, end)
            state.phase = PLACE
            return [BeaverLifted(seat, card, beaver, end, card // VALUES != beaver)]
        return self._land(state, card, beaver, None, 0.0, 0.0, 0.0)

    def _set_down(self, state: BiberState, action: SetDown) -> list[Event]:
        if state.phase != PLACE:
            raise IllegalAction(_phase_message(state))
        _check_placement(action.spot, action.tail, action.drop)
        assert state.lifted is not None
        card, beaver, end = state.lifted
        spot, tail, drop = tremble(state.rng, float(action.spot), float(action.tail), action.drop)
        state.lifted = None
        return self._land(state, card, beaver, end, spot, tail, drop)

    def _land(
        self,
        state: BiberState,
        card: int,
        beaver: int,
        end: int | None,
        spot: float,
        tail: float,
        drop: float,
    ) -> list[Event]:
        """The beaver arrives (on ring ``end`` as set down, or on the dam) and the raft answers."""
        seat = state.turn.current
        raft = state.raft
        colour = card // VALUES
        state.landed = (spot, tail % math.tau, drop) if end is not None else None
        start = raft.position(beaver)
        assert start is not None
        raft.move(beaver, card % VALUES + 1)
        if end is None:
            state.beavers_on_dam += 1
            state.dam.append(beaver)
            state.reward_due = True
        else:
            state.placements[beaver] = (spot, tail % math.tau)
            state.reward_due = RING_COLOUR[end] == beaver
        beavers = layout(raft, state.placements, BEAVERS)
        placed = next((b for b in beavers if b.colour == beaver), None) if end else None
        answer = wobble(state.poses, beavers, placed, drop)
        events: list[Event] = [
            BeaverMoved(seat, card, beaver, start, end, colour != beaver),
            RaftWobbled(
                seat, answer.frames, answer.tipped_at, answer.peak, answer.rough, tuple(beavers)
            ),
        ]
        if answer.tipped:
            events.append(RaftTipped(seat, *fall(answer, beavers)))
            state.raft = SpiralTrack(RING_COLOURS)  # every beaver is in the water
            state.poses = LEVEL_POSES
            returned = state.sticks[seat].take_up_to("stick", PENALTY)
            state.supply.add("stick", returned)
            state.returned[seat] += returned
            state.reward_due = False
            events.append(SticksReturned(seat, returned))
            _end_round(state, END_TIPPED, (seat + 1) % state.players, events)
            return events
        state.poses = answer.poses
        if state.reward_due and _rewards(state):
            state.phase = REWARD
        else:
            state.reward_due = False
            _finish_move(state, events)
        return events

    def _lay_down(self, state: BiberState, action: LayDown) -> list[Event]:
        if state.phase != PLAY:
            raise IllegalAction(_phase_message(state))
        if playable(state):
            raise IllegalAction(_("a card in your hand can be played, so you must play one"))
        seat = state.turn.current
        hand = state.hands[seat]
        card = _own_card(hand, action.card)
        pile = _pile(state, action.pile)
        hand.remove(card)
        state.discards[seat].put(card)
        drawn = state.piles[pile].draw()
        insort(hand, drawn)
        events: list[Event] = [
            CardLaidDown(seat, card),
            CardDrawn(seat, pile, drawn),
            CardDrawn(seat, pile, HIDDEN),
        ]
        _start_turn(state, events)
        return events

    def _reward(self, state: BiberState, action: Reward) -> list[Event]:
        if state.phase != REWARD:
            raise IllegalAction(_phase_message(state))
        seat = state.turn.current
        events: list[Event] = []
        if action.choice == "stick":
            if not state.supply["stick"]:
                raise IllegalAction(_("the stick supply is empty: take a card"))
            state.supply.transfer(state.sticks[seat], "stick")
            state.round_sticks[seat][-1] += 1
            state.sticks_taken += 1
            events.append(StickTaken(seat, state.sticks[seat]["stick"]))
        elif action.choice == "card":
            pile = _pile(state, action.pile)
            drawn = state.piles[pile].draw()
            insort(state.hands[seat], drawn)
            events += [CardDrawn(seat, pile, drawn, True), CardDrawn(seat, pile, HIDDEN, True)]
        else:
            raise IllegalAction(f"the reward is a 'card' or a 'stick', not {action.choice!r}")
        state.reward_due = False
        _finish_move(state, events)
        return events

    def _draw(self, state: BiberState, action: Draw) -> list[Event]:
        if state.phase != DRAW:
            raise IllegalAction(_phase_message(state))
        seat = state.turn.current
        pile = _pile(state, action.pile)
        drawn = state.piles[pile].draw()
        insort(state.hands[seat], drawn)
        events: list[Event] = [CardDrawn(seat, pile, drawn), CardDrawn(seat, pile, HIDDEN)]
        _end_turn(state, events)
        return events

    def _skip_draw(self, state: BiberState) -> list[Event]:
        """The rulebook's "may draw": the mover keeps the hand as it is, unless it is empty
        (see :func:`_may_decline`)."""
        if state.phase != DRAW:
            raise IllegalAction(_phase_message(state))
        if not state.hands[state.turn.current]:
            raise IllegalAction(
                _(
                    "your hand is empty: draw a card (the last card ends a round only once both "
                    "piles are empty)"
                )
            )
        events: list[Event] = [DrawDeclined(state.turn.current)]
        _end_turn(state, events)
        return events

    def _top_up(self, state: BiberState, action: TopUp) -> list[Event]:
        """The rulebook's "top up to 3": before playing, a seat short of 3 cards takes one."""
        if state.phase != PLAY:
            raise IllegalAction(_phase_message(state))
        seat = state.turn.current
        hand = state.hands[seat]
        if len(hand) >= HAND_SIZE:
            raise IllegalAction(
                _("you hold {count} cards: a hand is topped up to {most} at most").format(
                    count=len(hand), most=HAND_SIZE
                )
            )
        pile = _pile(state, action.pile)
        drawn = state.piles[pile].draw()
        insort(hand, drawn)
        return [HandToppedUp(seat, pile, drawn), HandToppedUp(seat, pile, HIDDEN)]

    # --- the end ------------------------------------------------------------------------------

    def result(self, state: BiberState) -> Result | None:
        """Sticks held; the breakdown shows the sticks taken each round and those returned."""
        if state.phase != OVER:
            return None
        scores = tuple(state.sticks[seat]["stick"] for seat in range(state.players))
        breakdown = []
        for seat in range(state.players):
            lines: dict[str, float] = {
                ROUND_LINES[number]: taken for number, taken in enumerate(state.round_sticks[seat])
            }
            lines[RETURNED_LINE] = -state.returned[seat]
            lines[TOTAL_LINE] = scores[seat]
            breakdown.append(lines)
        best = max(scores)
        winners = tuple(seat for seat, score in enumerate(scores) if score == best)
        return Result(scores=scores, winners=winners, breakdown=tuple(breakdown))

    def stats(self, state: BiberState) -> dict[str, int]:
        return {
            "rounds": len(state.round_ends),
            "rounds_tipped": state.rounds_tipped,
            "beavers_on_dam": state.beavers_on_dam,
            "sticks_taken": state.sticks_taken,
        }

    # --- hidden information -------------------------------------------------------------------

    def view(self, state: BiberState, seat: int | None) -> BiberState:
        """What ``seat`` may know (``None``: a spectator): other hands and both draw piles become
        -1 (their sizes stay), the RNG and the dealt deck are dropped. Discard piles, sticks and
        the raft are public."""
        seen = state.copy(with_rng=False)
        seen.hands = [
            hand.copy() if index == seat else [HIDDEN] * len(hand)
            for index, hand in enumerate(state.hands)
        ]
        for pile in seen.piles:
            pile.cards = [HIDDEN] * len(pile.cards)
        seen.rng = None
        seen.deck = ()
        return seen

    def clone(self, state: BiberState) -> BiberState:
        return state.copy()

    def redeal_secrets(self, state: BiberState, seat: int, rng: random.Random) -> BiberState:
        """The game's secrets for the conformance kit: other hands, both draw piles and the
        future rounds (the RNG), drawn again for what ``seat`` knows. Drawn from the full state
        by the rules, never from the view the kit checks.

        Written by hand rather than derived by ``DeclaredSecrets`` from ``Hand`` components:
        everybody knows that a seat to play with both piles empty holds a playable card (or the
        round would have ended), a fact no component says, so the re-deal tries again until it
        keeps it (``_known_stuck``); and the dealt order (``deck``) is a record the view drops."""
        return self._deal_unseen(state, seat, rng)

    def determinize(self, view: BiberState, seat: int, rng: random.Random) -> BiberState:
        """A full state consistent with ``seat``'s view: the cards it cannot see (other hands
        and the draw piles) are shuffled and dealt back, keeping every size; the future rounds
        get a fresh RNG drawn from ``rng``."""
        return self._deal_unseen(view, seat, rng)

    def _deal_unseen(self, table: BiberState, seat: int, rng: random.Random) -> BiberState:
        """A copy of ``table`` (a view or the full state) with what ``seat`` may not know dealt
        again: read are only its own hand and the discard piles everybody sees."""
        view = table
        own = view.hands[seat]
        if HIDDEN in own:
            raise ValueError(f"the view does not show seat {seat}'s hand")
        known = bytearray(CARD_COUNT)
        for card in own:
            known[card] = 1
        for pile in view.discards:
            for card in pile.cards:
                known[card] = 1
        unknown = [card for card in range(CARD_COUNT) if not known[card]]
        sizes = [len(hand) for index, hand in enumerate(view.hands) if index != seat]
        wanted = sum(sizes) + len(view.piles[0]) + len(view.piles[1])
        if wanted != len(unknown):
            raise ValueError(
                f"the view hides {wanted} cards but {len(unknown)} cards are unaccounted for"
            )
        full = view.copy(with_rng=False)
        full.deck = ()
        for _try in range(DEAL_TRIES):
            rng.shuffle(unknown)
            start = 0
            for index, hand in enumerate(view.hands):
                if index != seat:
                    full.hands[index] = sorted(unknown[start : start + len(hand)])
                    start += len(hand)
            for pile in full.piles:
                pile.cards = unknown[start : start + len(pile.cards)]
                start += len(pile.cards)
            if not _known_stuck(full, seat):
                break
        full.rng = random.Random(rng.getrandbits(64))
        return full

    # --- the edges ----------------------------------------------------------------------------

    def render_text(self, view: BiberState, seat: int | None, names: list[str]) -> str:
        """The raft in text for a person at the terminal (:mod:`.text_view`)."""
        from tabletop_mein_lieber_biber.text_view import render_text

        return render_text(view, seat, names)

    def name_action(self, view: BiberState, action: Action, names: list[str]) -> str:
        """A move with its ring, spot, tail and drop in words (:mod:`.text_view`)."""
        if isinstance(action, Play | SetDown):
            from tabletop_mein_lieber_biber.text_view import name_move

            return name_move(view, action)
        return self.describe_action(view, action, names)

    def describe_action(self, state: BiberState, action: Action, names: list[str]) -> str:
        if isinstance(action, Play):
            colour = action.card // VALUES
            beaver = action.beaver or COLOURS[colour]
            card = _card_words(action.card)
            if beaver != COLOURS[colour]:
                return _("play {card} (joker): move the {colour} beaver").format(
                    card=card, colour=_(beaver)
                )
            return _("play {card}: move the {colour} beaver").format(card=card, colour=_(beaver))
        if isinstance(action, LayDown):
            return _("lay down {card} and draw from pile {pile}").format(
                card=_card_words(action.card), pile=action.pile + 1
            )
        if isinstance(action, Reward):
            if action.choice == "stick":
                return _("take a stick")
            return _("take an extra card from pile {pile}").format(pile=action.pile + 1)
        if isinstance(action, Lift):
            return _("play {card}: lift its beaver").format(card=_card_words(action.card))
        if isinstance(action, SetDown):
            return _("set the beaver down")
        if isinstance(action, SkipDraw):
            return _("draw no card")
        if isinstance(action, TopUp):
            return _("top up your hand from pile {pile}").format(pile=action.pile + 1)
        return _("draw a card from pile {pile}").format(pile=action.pile + 1)


def _card_words(card: int) -> str:
    """A card in the current language ("red 5" is data in :func:`card_name`)."""
    return _("{colour} {value}").format(colour=_(COLOURS[card // VALUES]), value=card % VALUES + 1)


# --- the rules as functions of the state ----------------------------------------------------


def _known_stuck(state: BiberState, seat: int) -> bool:
    """Whether a deal contradicts what every seat knows: another seat is to play with both piles
    empty, so it must hold a playable card (the round would have ended otherwise)."""
    return (
        state.phase == PLAY
        and state.turn.current != seat
        and not state.piles[0].cards
        and not state.piles[1].cards
        and not playable(state)
    )


def playable(state: BiberState, hand: list[int] | None = None) -> list[Move]:
    """Every ``(card, beaver, ring)`` the seat to act (or ``hand``) could play now: a card moves
    its own beaver, or any beaver still on the raft once its own is on the dam; the move must end
    on a free ring or past ring 30."""
    raft = state.raft
    if hand is None:
        hand = state.hands[state.turn.current]
    on_raft = [beaver for beaver in BEAVERS if beaver in raft]
    moves: list[Move] = []
    for card in _distinct(hand):
        colour = card // VALUES
        value = card % VALUES + 1
        for beaver in (colour,) if colour in raft else on_raft:
            end = raft.destination(beaver, value)
            if end is None or raft.can_end_on(end):
                moves.append((card, beaver, end))
    return moves


def preview(
    state: BiberState, move: Move, spot: float, tail: float
) -> tuple[list[Beaver], Beaver | None]:
    """The beavers on the raft after ``move`` with that spot and tail, and the one put down
    (``None`` when it swam onto the dam), without touching ``state``: what a player pictures
    before moving, and what a bot feeds to :func:`~tabletop_mein_lieber_biber.raft.wobble`."""
    _card, beaver, ring = move
    raft = state.raft.clone()
    placements = state.placements.copy()
    raft.remove(beaver)
    if ring is not None:
        raft.place(beaver, ring)
        placements[beaver] = (spot, tail % math.tau)
    beavers = layout(raft, placements, BEAVERS)
    placed = next((b for b in beavers if b.colour == beaver), None) if ring is not None else None
    return beavers, placed


def _distinct(hand: list[int]) -> Iterator[int]:
    last = None
    for card in hand:
        if card != last and card >= 0:
            yield card
        last = card


def _placements(state: BiberState, ring: int) -> Iterator[tuple[float, float, float]]:
    """The representative placements on ``ring`` (see ``legal_actions``)."""
    x, y = state.raft.coordinates(ring)
    bearing = math.atan2(y, x)
    for spot in SPOTS:
        for turn in TAIL_TURNS:
            for drop in DROPS:
                yield spot, (bearing + turn) % math.tau, drop


def _check_placement(spot: Any, tail: Any, drop: Any) -> None:
    if not _is_number(spot) or not -1.0 <= spot <= 1.0:
        raise IllegalAction(f"the spot within a ring runs from -1 to 1, not {spot!r}")
    if not _is_number(tail) or not math.isfinite(tail):
        raise IllegalAction(f"a tail points in a direction in radians, not {tail!r}")
    if not _is_number(drop) or not 0.0 <= drop <= 1.0:
        raise IllegalAction(f"a drop runs from 0 (lowered) to 1 (let fall), not {drop!r}")


def _lay_downs(state: BiberState) -> list[Action]:
    piles = [pile for pile in (0, 1) if state.piles[pile].cards]
    hand = state.hands[state.turn.current]
    return [LayDown(card, pile) for card in _distinct(hand) for pile in piles]


def _top_ups(state: BiberState) -> list[Action]:
    """The top-up draws open to the seat to act (fewer than 3 cards in hand)."""
    if len(state.hands[state.turn.current]) >= HAND_SIZE:
        return []
    return [TOP_UPS[pile] for pile in (0, 1) if state.piles[pile].cards]


def _may_decline(state: BiberState) -> bool:
    """Whether the mover may draw no card after moving: not with an empty hand (a pile has
    cards, or there would be no draw to decline). So nobody ends a round at will: the last card
    ends it only once both piles are empty."""
    return bool(state.hands[state.turn.current])


def _rewards(state: BiberState) -> list[Action]:
    rewards: list[Action] = [STICK] if state.supply["stick"] else []
    rewards += [CARD_REWARDS[pile] for pile in (0, 1) if state.piles[pile].cards]
    return rewards


def _set_up_round(state: BiberState, deck: list[int]) -> None:
    """Beavers into the middle, a level raft, three cards a seat, the rest in two piles."""
    raft = SpiralTrack(RING_COLOURS)
    for beaver in BEAVERS:
        raft.place(beaver)
    state.raft = raft
    state.placements = [(0.0, centre_tail(beaver)) for beaver in BEAVERS]
    state.poses = LEVEL_POSES
    players = state.players
    state.hands = [
        sorted(deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]) for seat in range(players)
    ]
    rest = deck[players * HAND_SIZE :]
    half = (len(rest) + 1) // 2
    state.piles = [Deck.from_top_first(rest[:half]), Deck.from_top_first(rest[half:])]
    state.discards = [Pile(face_up=True) for _ in range(players)]
    state.reward_due = False
    state.lifted = None
    state.dam = []
    state.phase = PLAY


def _finish_move(state: BiberState, events: list[Event]) -> None:
    if not state.raft.pieces():
        _end_round(state, END_DAM, (state.turn.current + 1) % state.players, events)
    elif state.piles[0].cards or state.piles[1].cards:
        state.phase = DRAW
    else:
        _end_turn(state, events)


def _end_turn(state: BiberState, events: list[Event]) -> None:
    seat = state.turn.current
    if not state.hands[seat]:
        _end_round(state, END_LAST_CARD, (seat + 1) % state.players, events)
        return
    state.turn.advance()
    _start_turn(state, events)


def _start_turn(state: BiberState, events: list[Event]) -> None:
    """The seat to act must play; with nothing playable and nothing to draw, the round ends."""
    state.phase = PLAY
    if not playable(state) and not (state.piles[0].cards or state.piles[1].cards):
        _end_round(state, END_STUCK, state.turn.current, events)


def _end_round(state: BiberState, reason: str, next_seat: int, events: list[Event]) -> None:
    """Score the round; start the next one (the fewest sticks begins, ties broken by who would
    have played next) unless three rounds are done or the sticks have run out."""
    state.round_ends.append(reason)
    if reason == END_TIPPED:
        state.rounds_tipped += 1
    totals = tuple(sticks["stick"] for sticks in state.sticks)
    events.append(RoundEnded(state.round, reason, totals))
    if state.round >= state.rounds or not state.supply["stick"]:
        state.phase = OVER
        best = max(totals)
        events.append(GameEnded(totals, tuple(s for s, n in enumerate(totals) if n == best)))
        return
    fewest = min(totals)
    start = next(seat for seat in state.turn.order_from(next_seat) if totals[seat] == fewest)
    state.round += 1
    for row in state.round_sticks:
        row.append(0)
    deck = list(range(CARD_COUNT))
    if state.rng is None:
        raise ValueError("a view cannot start a new round (it holds no RNG): determinize it first")
    state.rng.shuffle(deck)
    state.turn.set_start(start)
    _set_up_round(state, deck)
    events.append(RoundStarted(state.round, start))
    _start_turn(state, events)


def _own_card(hand: list[int], card: Any) -> int:
    if type(card) is not int or not 0 <= card < CARD_COUNT:
        raise IllegalAction(f"no card id {card!r} (ids are 0..{CARD_COUNT - 1})")
    if card not in hand:
        raise IllegalAction(
            _("the {card} (card {id}) is not in your hand").format(card=_card_words(card), id=card)
        )
    return card


def _pile(state: BiberState, pile: Any) -> int:
    if type(pile) is not int or pile not in (0, 1):
        raise IllegalAction(f"there are two draw piles, 0 and 1, not {pile!r}")
    if not state.piles[pile].cards:
        raise IllegalAction(_("draw pile {pile} is empty").format(pile=pile + 1))
    return pile


def _is_number(value: Any) -> bool:
    return type(value) in (float, int)


def _phase_message(state: BiberState) -> str:
    if state.phase == PLACE:
        return _("the card is played: set the beaver in your hand down on its ring")
    if state.phase == REWARD:
        return _("first choose your reward: a card or a stick")
    if state.phase == DRAW:
        return _("first draw a card from either pile")
    return _("play a card first (or, with nothing playable, lay one down and draw)")


def _check_players(players: int) -> None:
    if not 2 <= players <= 6:
        raise ValueError(f"Mein lieber Biber is for 2-6 players, not {players}")
