"""Your turn (RULES.md, "Your turn"): what the seat to act can play, laying down and drawing
when nothing is playable, topping up to 3, the reward for an own colour or the dam, and the
draw that ends the turn. Putting the beaver down is :mod:`.putting_down`.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterator
from typing import Any

from tabletop_core.game import Event, IllegalAction
from tabletop_core.i18n import translator
from tabletop_mein_lieber_biber import rounds
from tabletop_mein_lieber_biber.actions import (
    CARD_REWARDS,
    STICK,
    TOP_UPS,
    Action,
    Draw,
    LayDown,
    Reward,
    TopUp,
)
from tabletop_mein_lieber_biber.cards import (
    BEAVERS,
    CARD_COUNT,
    COLOURS,
    HAND_SIZE,
    HIDDEN,
    VALUES,
)
from tabletop_mein_lieber_biber.events import (
    CardDrawn,
    CardLaidDown,
    DrawDeclined,
    HandToppedUp,
    StickTaken,
)
from tabletop_mein_lieber_biber.state import (
    DRAW,
    END_DAM,
    END_LAST_CARD,
    END_STUCK,
    PLACE,
    PLAY,
    REWARD,
    BiberState,
)

_, ngettext = translator("tabletop_mein_lieber_biber")


Move = tuple[int, int, int | None]
"""``(card, beaver, ring)``; ring ``None`` is the dam."""


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


def _distinct(hand: list[int]) -> Iterator[int]:
    last = None
    for card in hand:
        if card != last and card >= 0:
            yield card
        last = card


def lay_downs(state: BiberState) -> list[Action]:
    piles = [pile for pile in (0, 1) if state.piles[pile].cards]
    hand = state.hands[state.turn.current]
    return [LayDown(card, pile) for card in _distinct(hand) for pile in piles]


def top_ups(state: BiberState) -> list[Action]:
    """The top-up draws open to the seat to act (fewer than 3 cards in hand)."""
    if len(state.hands[state.turn.current]) >= HAND_SIZE:
        return []
    return [TOP_UPS[pile] for pile in (0, 1) if state.piles[pile].cards]


def may_decline(state: BiberState) -> bool:
    """Whether the mover may draw no card after moving: not with an empty hand (a pile has
    cards, or there would be no draw to decline). So nobody ends a round at will: the last card
    ends it only once both piles are empty."""
    return bool(state.hands[state.turn.current])


def rewards(state: BiberState) -> list[Action]:
    rewards: list[Action] = [STICK] if state.supply["stick"] else []
    rewards += [CARD_REWARDS[pile] for pile in (0, 1) if state.piles[pile].cards]
    return rewards


def lay_down(state: BiberState, action: LayDown) -> list[Event]:
    if state.phase != PLAY:
        raise IllegalAction(phase_message(state))
    if playable(state):
        raise IllegalAction(_("a card in your hand can be played, so you must play one"))
    seat = state.turn.current
    hand = state.hands[seat]
    card = own_card(hand, action.card)
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
    start_turn(state, events)
    return events


def reward(state: BiberState, action: Reward) -> list[Event]:
    if state.phase != REWARD:
        raise IllegalAction(phase_message(state))
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
    finish_move(state, events)
    return events


def draw(state: BiberState, action: Draw) -> list[Event]:
    if state.phase != DRAW:
        raise IllegalAction(phase_message(state))
    seat = state.turn.current
    pile = _pile(state, action.pile)
    drawn = state.piles[pile].draw()
    insort(state.hands[seat], drawn)
    events: list[Event] = [CardDrawn(seat, pile, drawn), CardDrawn(seat, pile, HIDDEN)]
    end_turn(state, events)
    return events


def skip_draw(state: BiberState) -> list[Event]:
    """The rulebook's "may draw": the mover keeps the hand as it is, unless it is empty
    (see :func:`may_decline`)."""
    if state.phase != DRAW:
        raise IllegalAction(phase_message(state))
    if not state.hands[state.turn.current]:
        raise IllegalAction(
            _(
                "your hand is empty: draw a card (the last card ends a round only once both "
                "piles are empty)"
            )
        )
    events: list[Event] = [DrawDeclined(state.turn.current)]
    end_turn(state, events)
    return events


def top_up(state: BiberState, action: TopUp) -> list[Event]:
    """The rulebook's "top up to 3": before playing, a seat short of 3 cards takes one."""
    if state.phase != PLAY:
        raise IllegalAction(phase_message(state))
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


def finish_move(state: BiberState, events: list[Event]) -> None:
    if not state.raft.pieces():
        rounds.end_round(state, END_DAM, (state.turn.current + 1) % state.players, events)
    elif state.piles[0].cards or state.piles[1].cards:
        state.phase = DRAW
    else:
        end_turn(state, events)


def end_turn(state: BiberState, events: list[Event]) -> None:
    seat = state.turn.current
    if not state.hands[seat]:
        rounds.end_round(state, END_LAST_CARD, (seat + 1) % state.players, events)
        return
    state.turn.advance()
    start_turn(state, events)


def start_turn(state: BiberState, events: list[Event]) -> None:
    """The seat to act must play; with nothing playable and nothing to draw, the round ends."""
    state.phase = PLAY
    if not playable(state) and not (state.piles[0].cards or state.piles[1].cards):
        rounds.end_round(state, END_STUCK, state.turn.current, events)


def own_card(hand: list[int], card: Any) -> int:
    if type(card) is not int or not 0 <= card < CARD_COUNT:
        raise IllegalAction(f"no card id {card!r} (ids are 0..{CARD_COUNT - 1})")
    if card not in hand:
        raise IllegalAction(
            _("the {card} (card {id}) is not in your hand").format(card=card_words(card), id=card)
        )
    return card


def _pile(state: BiberState, pile: Any) -> int:
    if type(pile) is not int or pile not in (0, 1):
        raise IllegalAction(f"there are two draw piles, 0 and 1, not {pile!r}")
    if not state.piles[pile].cards:
        raise IllegalAction(_("draw pile {pile} is empty").format(pile=pile + 1))
    return pile


def card_words(card: int) -> str:
    """A card in the current language ("red 5" is data in :func:`card_name`)."""
    return _("{colour} {value}").format(colour=_(COLOURS[card // VALUES]), value=card % VALUES + 1)


def phase_message(state: BiberState) -> str:
    if state.phase == PLACE:
        return _("the card is played: set the beaver in your hand down on its ring")
    if state.phase == REWARD:
        return _("first choose your reward: a card or a stick")
    if state.phase == DRAW:
        return _("first draw a card from either pile")
    return _("play a card first (or, with nothing playable, lay one down and draw)")
