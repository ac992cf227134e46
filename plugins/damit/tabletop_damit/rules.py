"""The Dam It! rules engine: deal, legal actions, apply, result, views and determinization.

Hot path (random playouts and bot search): ``to_act``, ``legal_actions`` and ``apply`` touch only
ints and lists. Takes are pre-made (:data:`TAKE`) and looked up in a table by reach, garbage
positions and whether the hand holds a disposal card; builds come from the per-hand cache of
:mod:`tabletop_damit.builds`. Validation in ``apply`` happens before any change, so an illegal
action leaves the state untouched.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop_core.components import Deck, Pile, Row
from tabletop_core.game import Event, IllegalAction, Result, parse_options
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import N_, translator
from tabletop_damit.actions import TAKE, Build, Take
from tabletop_damit.builds import build_options
from tabletop_damit.cards import (
    ALL_PILES,
    CARD_COUNT,
    COST_INDEX,
    DAM_COSTS,
    DAM_VP,
    DISPOSAL,
    FIRST_DISPOSAL,
    FIRST_GARBAGE,
    GARBAGE,
    HIDDEN,
    KIND,
    TREE_VALUE,
    VALUE,
    a_card,
    card_label,
    garbage_penalty,
    kind_label,
    the_card,
)
from tabletop_damit.events import (
    CardTaken,
    DamBuilt,
    GameEnded,
    GarbageDisposed,
    GarbageKept,
    RiverRefilled,
)
from tabletop_damit.info import INFO
from tabletop_damit.state import END_BY_DAMS, END_BY_RIVER, DamItState

_, ngettext = translator("tabletop_damit")

RIVER_SIZE = 4
DRAW_POSITION = 4
CUBES_PER_PLAYER = 4


class DamItOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    first_player: int | None = Field(
        default=None,
        ge=0,
        le=3,
        title=N_("First player"),
        description="Starting seat; empty: chosen at random from the seed",
    )


def _take_table() -> list[list[Take]]:
    """Legal takes indexed by ``reach * 64 + garbage_mask * 2 + has_disposal``.

    ``reach`` is the farthest position the cubes allow (0..4), ``garbage_mask`` bit p says that
    position p holds garbage (only bits up to ``reach`` are ever set).
    """
    table: list[list[Take]] = [[] for _ in range(5 * 64)]
    for reach in range(5):
        for mask in range(1 << (reach + 1)):
            for disposal in (0, 1):
                takes = []
                for position in range(reach + 1):
                    takes.append(TAKE[position, False])
                    if disposal and mask >> position & 1:
                        takes.append(TAKE[position, True])
                table[reach * 64 + mask * 2 + disposal] = takes
    return table


_TAKES = _take_table()


DAMS = N_("dams")
CUBES_HALVED = N_("cubes ÷ 2")
GARBAGE_LINE = N_("garbage")
TOTAL = N_("total")
"""The score sheet's lines: English keys in the Result (and replays), translated where shown."""


class DamIt(GameBase):
    """Dam It! (HUCH! 2018, Graeme Jahns) for 2-4 players; see RULES.md."""

    info = INFO
    Options = DamItOptions
    Action = Take | Build

    # --- set-up -------------------------------------------------------------------------------

    def new_state(
        self, players: int, seed: int, options: BaseModel | dict[str, Any] | None = None
    ) -> DamItState:
        """Shuffle the river deck with ``random.Random(seed)``, then pick the starting seat from
        the same RNG unless the options name one."""
        chosen = parse_options(self, options)
        _check_players(players)
        rng = random.Random(seed)
        deck = list(range(CARD_COUNT))
        rng.shuffle(deck)
        first = chosen.first_player  # type: ignore[attr-defined]  # parse_options gives a BaseModel
        if first is None:
            first = rng.randrange(players)
        return self.deal(players, deck, first)

    def deal(self, players: int, deck: list[int], first_player: int) -> DamItState:
        """A fresh state from a given deck order (river positions 0-3, then the draw pile top
        first), as a replay's ``setup`` records it."""
        _check_players(players)
        if sorted(deck) != list(range(CARD_COUNT)):
            raise ValueError(f"a deck must hold each card id 0..{CARD_COUNT - 1} exactly once")
        if not 0 <= first_player < players:
            raise ValueError(f"no seat {first_player} among {players} players")
        draw = Deck.from_top_first(deck[RIVER_SIZE:], face_up=True)
        return DamItState(
            players=players,
            river=Row(RIVER_SIZE, deck[:RIVER_SIZE]),
            draw=draw,
            discard=Pile(face_up=True),
            hands=[[] for _ in range(players)],
            cubes=[CUBES_PER_PLAYER] * players,
            dams=[() for _ in range(players)],
            garbage=[() for _ in range(players)],
            piles=[tuple(reversed(vps)) for vps in DAM_VP],
            open_piles=ALL_PILES,
            current=first_player,
            first_player=first_player,
            deck=tuple(deck),
        )

    def setup(self, state: DamItState) -> dict[str, Any]:
        return {"deck": list(state.deck), "first_player": state.first_player}

    # --- the turn -----------------------------------------------------------------------------

    def to_act(self, state: DamItState) -> int | None:
        return None if state.over else state.current

    def legal_actions(self, state: DamItState) -> list[Take | Build]:
        """Every take (with and without disposing, where that is a choice) and every build.

        Exact for the full state and for the acting seat's own view.
        """
        if state.over:
            return []
        return self.legal_takes(state) + build_options(state.hands[state.current], state.open_piles)

    def legal_takes(self, state: DamItState) -> list[Take]:
        """The legal takes alone (a shared list: do not change it)."""
        seat = state.current
        hand = state.hands[seat]
        cubes = state.cubes[seat]
        reach = cubes if cubes < 4 else 4
        items = state.river.items
        mask = 0
        for position in range(reach + 1):
            card = items[position] if position < 4 else state.draw.cards[-1]
            if card is not None and FIRST_GARBAGE <= card < FIRST_DISPOSAL:
                mask |= 1 << position
        has_disposal = 1 if hand and hand[-1] >= FIRST_DISPOSAL else 0
        return _TAKES[reach * 64 + mask * 2 + has_disposal]

    def apply(self, state: DamItState, action: Take | Build) -> list[Event]:
        events: list[Event] = []
        self._play(state, action, events)
        if state.over:
            result = self.result(state)
            assert result is not None
            events.append(
                GameEnded(state.end, tuple(int(s) for s in result.scores), result.winners)
            )
        return events

    def advance(self, state: DamItState, action: Take | Build) -> None:
        """``apply`` without the events: the same checks, the same state after."""
        self._play(state, action, None)

    def _play(self, state: DamItState, action: Take | Build, events: list[Event] | None) -> None:
        """The turn: the take or the build, then the next seat. ``events`` (None: nobody
        reads them) gets what happened."""
        if state.over:
            raise IllegalAction(_("the game is over"))
        if type(action) is Take:
            self._take(state, action, events)
        elif type(action) is Build:
            self._build(state, action, events)
        else:
            raise IllegalAction(f"not a Dam It! action: {action!r}")
        state.turns += 1
        if not state.over:
            state.current = (state.current + 1) % state.players

    def why_not(self, state: DamItState, action: Any) -> str | None:
        """What ``apply`` would say against ``action`` (None: it is legal), from the rules'
        checks alone: the table asks this for every highlight, so it must not copy the state."""
        try:
            self.check_action(action)
            if state.over:
                raise IllegalAction(_("the game is over"))
            if type(action) is Take:
                self._check_take(state, action)
            else:
                self._check_build(state, action)
        except IllegalAction as refused:
            return str(refused)
        return None

    def _check_take(self, state: DamItState, action: Take) -> int:
        """Refuse a take the rules forbid; the card it would take."""
        seat = state.current
        position = action.position
        if type(position) is not int or not 0 <= position <= DRAW_POSITION:
            raise IllegalAction(
                f"a take names position 0-4 (4 is the draw pile's top), not {position!r}"
            )
        cubes = state.cubes
        have = cubes[seat]
        if position > have:
            raise IllegalAction(
                ngettext(
                    "taking position {position} needs {cubes} cube, you have {have}",
                    "taking position {position} needs {cubes} cubes, you have {have}",
                    position,
                ).format(position=position + 1, cubes=position, have=have)
            )
        river = state.river
        draw = state.draw
        card: int | None
        if position == DRAW_POSITION:
            if not draw.cards:
                raise IllegalAction(_("the draw pile is empty"))
            card = draw.cards[-1]
        else:
            card = river.items[position]
            if card is None:
                raise IllegalAction(
                    _("river position {position} is empty").format(position=position + 1)
                )
        hand = state.hands[seat]
        garbage = FIRST_GARBAGE <= card < FIRST_DISPOSAL
        if action.dispose:
            if not garbage:
                raise IllegalAction(
                    _(
                        "only a garbage card can be disposed of, the card at position {position} "
                        "is {card}"
                    ).format(position=position + 1, card=a_card(card))
                )
            if not hand or hand[-1] < FIRST_DISPOSAL:
                raise IllegalAction(
                    _("disposing of garbage needs a garbage disposal card in your hand")
                )
        return card

    def _take(self, state: DamItState, action: Take, events: list[Event] | None) -> None:
        card = self._check_take(state, action)
        seat = state.current
        position = action.position
        cubes = state.cubes
        have = cubes[seat]
        river = state.river
        draw = state.draw
        hand = state.hands[seat]
        garbage = FIRST_GARBAGE <= card < FIRST_DISPOSAL
        if position:
            cubes[seat] = have - position
            tokens = river.tokens
            for jumped in range(position if position < 4 else 4):
                tokens[jumped] += 1
        if position == DRAW_POSITION:
            draw.cards.pop()
            won = 0
        else:
            card, won = river.take(position)
        if won:
            cubes[seat] += won
        if events is not None:
            events.append(CardTaken(seat, position, card, position, won))

        if not garbage:
            insort(hand, card)
        elif action.dispose:
            index = len(hand) - 1
            while index > 0 and hand[index - 1] >= FIRST_DISPOSAL:
                index -= 1
            disposal = hand.pop(index)
            state.discard.cards += (card, disposal)
            state.garbage_disposed += 1
            if events is not None:
                events.append(GarbageDisposed(seat, card, disposal))
        else:
            kept = state.garbage[seat] = (*state.garbage[seat], card)
            if events is not None:
                events.append(GarbageKept(seat, card, len(kept)))

        if position != DRAW_POSITION and draw.cards:
            flowing = draw.cards.pop()
            river.fill(flowing)
            if events is not None:
                events.append(RiverRefilled(flowing, draw.cards[-1] if draw.cards else HIDDEN))
        left = len(draw.cards)
        if left < 5 and left + RIVER_SIZE - river.items.count(None) < 5:
            state.over = True
            state.end = END_BY_RIVER

    def _check_build(self, state: DamItState, action: Build) -> tuple[int, ...]:
        """Refuse a dam the rules forbid; the dam pile it would take from."""
        seat = state.current
        cost = action.cost
        index = COST_INDEX.get(cost) if type(cost) is int else None
        if index is None:
            costs = ", ".join(str(c) for c in DAM_COSTS)
            raise IllegalAction(f"no dam pile costs {cost!r} (the costs are {costs})")
        pile = state.piles[index]
        if not pile:
            raise IllegalAction(_("the cost-{cost} dam pile is empty").format(cost=cost))
        cards = action.cards
        hand = state.hands[seat]
        seen = 0
        value = 0
        for card in cards:
            if type(card) is not int or not 0 <= card < CARD_COUNT:
                raise IllegalAction(f"no card id {card!r} (ids are 0..{CARD_COUNT - 1})")
            kind = KIND[card]
            if kind == GARBAGE:
                raise IllegalAction(_("garbage cannot be built into a dam on purpose"))
            bit = 1 << kind
            if seen & bit:
                if kind == DISPOSAL:
                    raise IllegalAction(_("a dam may use at most one garbage disposal card"))
                raise IllegalAction(
                    _("{kind} appears twice in one dam").format(kind=kind_label(kind))
                )
            seen |= bit
            value += VALUE[card]
        for card in cards:
            if card not in hand:
                raise IllegalAction(
                    _("the {kind} (card {id}) is not in your hand").format(
                        kind=card_label(card), id=card
                    )
                )
        if value < cost:
            raise IllegalAction(
                _("the cards are worth {value}, the cost-{cost} dam needs at least {cost}").format(
                    value=value, cost=cost
                )
            )
        return pile

    def _build(self, state: DamItState, action: Build, events: list[Event] | None) -> None:
        pile = self._check_build(state, action)
        seat = state.current
        cost, cards = action.cost, action.cards
        index = COST_INDEX[cost]
        hand = state.hands[seat]
        for card in cards:
            hand.remove(card)
        state.discard.cards += cards
        vp = pile[-1]
        pile = state.piles[index] = pile[:-1]
        state.dams[seat] = (*state.dams[seat], vp)
        state.dams_built += 1
        if not pile:
            state.open_piles &= ~(1 << index)
            if not state.open_piles:
                state.over = True
                state.end = END_BY_DAMS
        if events is not None:
            events.append(DamBuilt(seat, cost, vp, tuple(cards)))

    # --- the end ------------------------------------------------------------------------------

    def result(self, state: DamItState) -> Result | None:
        """Scores (dams + cubes ÷ 2 − garbage penalty) with the hand-value tie-break."""
        if not state.over:
            return None
        scores = []
        breakdown = []
        tiebreak = []
        for seat in range(state.players):
            dams = sum(state.dams[seat])
            cubes = state.cubes[seat] // 2
            garbage = garbage_penalty(len(state.garbage[seat]))
            total = dams + cubes - garbage
            scores.append(total)
            breakdown.append(
                {DAMS: dams, CUBES_HALVED: cubes, GARBAGE_LINE: -garbage, TOTAL: total}
            )
            tiebreak.append(sum(TREE_VALUE[card] for card in state.hands[seat] if card >= 0))
        best = max(scores)
        tied = [seat for seat in range(state.players) if scores[seat] == best]
        best_hand = max(tiebreak[seat] for seat in tied)
        winners = tuple(seat for seat in tied if tiebreak[seat] == best_hand)
        return Result(
            scores=tuple(scores),
            winners=winners,
            breakdown=tuple(breakdown),
            tiebreak=tuple(tiebreak),
        )

    def stats(self, state: DamItState) -> dict[str, int]:
        return {
            "turns": state.turns,
            "dams_built": state.dams_built,
            "garbage_kept": sum(len(kept) for kept in state.garbage),
            "garbage_disposed": state.garbage_disposed,
            "end_by_river": int(state.end == END_BY_RIVER),
            "end_by_dams": int(state.end == END_BY_DAMS),
        }

    # --- hidden information -------------------------------------------------------------------

    def view(self, state: DamItState, seat: int | None) -> DamItState:
        """What ``seat`` may know (``None``: a spectator): other hands become -1 (their sizes
        stay), the draw pile below its top becomes -1, and the dealt deck order is dropped.

        Bots get a view for every decision, so it is built directly: what the seat may not see
        is never copied only to be masked again, and the dams, kept garbage and dam piles (tuples)
        are shared, not copied."""
        hands = [[HIDDEN] * len(hand) for hand in state.hands]
        if seat is not None:
            hands[seat] = state.hands[seat].copy()
        cards = state.draw.cards
        draw = object.__new__(Deck)
        if len(cards) > 1:
            draw.cards = [HIDDEN] * len(cards)
            draw.cards[-1] = cards[-1]
        else:
            draw.cards = cards.copy()
        draw.face_up = state.draw.face_up
        return DamItState(
            state.players,
            state.river.clone(),
            draw,
            state.discard.clone(),
            hands,
            state.cubes.copy(),
            state.dams.copy(),
            state.garbage.copy(),
            state.piles.copy(),
            state.open_piles,
            state.current,
            state.first_player,
            state.over,
            state.end,
            state.turns,
            state.dams_built,
            state.garbage_disposed,
            (),
        )

    def clone(self, state: DamItState) -> DamItState:
        return state.copy()

    def redeal_secrets(self, state: DamItState, seat: int, rng: random.Random) -> DamItState:
        """The game's secrets for the conformance kit: what ``seat`` cannot see (other hands, the
        draw pile below its top, the dealt order) drawn again; the game holds no RNG after the deal.
        Drawn from the full state by the rules, never from the view the kit checks.

        Written by hand rather than derived by ``DeclaredSecrets`` from ``Hand`` components: a
        hand never holds garbage (it is disposed of or built in when taken), a rule no component
        says, so a re-deal of every unseen card into every unseen place would deal impossible
        hands; and the dealt order (``deck``) is a record the view drops, not a place of cards."""
        return self._deal_unseen(state, seat, rng)

    def determinize(self, view: DamItState, seat: int, rng: random.Random) -> DamItState:
        """A full state consistent with ``seat``'s view: the cards it cannot see (other hands and
        the draw pile below its top) are shuffled and dealt back, keeping every hand's size."""
        return self._deal_unseen(view, seat, rng)

    def _deal_unseen(self, table: DamItState, seat: int, rng: random.Random) -> DamItState:
        """A copy of ``table`` (a view or the full state) with the cards ``seat`` may not see
        dealt again: read are only its own hand and what the rules show everybody.

        Hands never hold garbage (it is disposed of or built in when taken), so other hands are
        dealt from the unseen tree and disposal cards only; the draw pile gets the rest.
        """
        view = table
        own = view.hands[seat]
        if HIDDEN in own:
            raise ValueError(f"the view does not show seat {seat}'s hand")
        known = bytearray(CARD_COUNT)
        seen: tuple[Sequence[int | None], ...] = (
            own,
            view.river.items,
            view.discard.cards,
            *view.garbage,
        )
        for group in seen:
            for card in group:
                if card is not None and card >= 0:
                    known[card] = 1
        draw = view.draw.cards
        if draw and draw[-1] >= 0:
            known[draw[-1]] = 1
        unknown = [card for card in range(CARD_COUNT) if not known[card]]
        wanted = sum(len(hand) for index, hand in enumerate(view.hands) if index != seat)
        wanted += max(len(draw) - 1, 0)
        if wanted != len(unknown):
            raise ValueError(
                f"the view hides {wanted} cards but {len(unknown)} cards are unaccounted for"
            )
        holdable = [card for card in unknown if not FIRST_GARBAGE <= card < FIRST_DISPOSAL]
        rng.shuffle(holdable)
        full = view.copy()
        start = 0
        for index, hand in enumerate(view.hands):
            if index != seat:
                full.hands[index] = sorted(holdable[start : start + len(hand)])
                start += len(hand)
        rest = holdable[start:]
        rest += [card for card in unknown if FIRST_GARBAGE <= card < FIRST_DISPOSAL]
        rng.shuffle(rest)
        if draw:
            full.draw.cards = rest + [draw[-1]]
        full.deck = ()
        return full

    # --- the edges ----------------------------------------------------------------------------

    def render_text(self, view: DamItState, seat: int | None, names: list[str]) -> str:
        """The table in text for a person at the terminal (:mod:`tabletop_damit.text_view`)."""
        from tabletop_damit.text_view import render_text

        return render_text(view, seat, names)

    def describe_action(self, state: DamItState, action: Take | Build, names: list[str]) -> str:
        if isinstance(action, Build):
            trees = ", ".join(card_label(card) for card in action.cards)
            return _("build a cost-{cost} dam with {trees}").format(cost=action.cost, trees=trees)
        if action.position == DRAW_POSITION:
            card = state.draw.cards[-1] if state.draw.cards else HIDDEN
            line = _("take {card} at position 5, the draw pile's top (4 cubes)").format(
                card=the_card(card)
            )
        else:
            jumps = action.position
            slot = state.river.items[action.position]
            what = the_card(HIDDEN if slot is None else slot)
            line = (
                ngettext(
                    "take {card} at position {position} ({count} cube)",
                    "take {card} at position {position} ({count} cubes)",
                    jumps,
                ).format(card=what, position=jumps + 1, count=jumps)
                if jumps
                else _("take {card} at position {position} (free)").format(card=what, position=1)
            )
        if action.dispose:
            line = _("{taking}, disposing of it with a garbage disposal card").format(taking=line)
        return line


def _check_players(players: int) -> None:
    if not 2 <= players <= 4:
        raise ValueError(f"Dam It! is for 2-4 players, not {players}")
