"""The Hamsterdam rules engine: set-up, turns, floods, breaches, movement, rounds and the result.

The game is a state machine. ``state.stage`` names the decision asked of ``state.actor``; every
``apply`` performs that decision and then runs the game on by itself (the ``_run_*`` methods)
until the next decision or the end. Simultaneous decisions (passing, arranging, choosing
specials, deploying, movement) go one seat at a time through a :class:`SimultaneousStep`; what a
seat does there is hidden from the others by ``view`` until everybody has chosen (see
:mod:`tabletop_hamsterdam.hidden`).

``apply`` checks the action against the legal actions before changing anything, so an illegal
action leaves the state untouched.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop_core.components import Deck, Dice, Supply
from tabletop_core.flow import SimultaneousStep, TurnOrder
from tabletop_core.game import Event, IllegalAction, Result, parse_options
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import N_, translator
from tabletop_hamsterdam import hidden, text_view
from tabletop_hamsterdam.actions import (
    BREACH_LEFT,
    BREACH_RIGHT,
    CODEC,
    FLIP_VALUE,
    KEEP_ROLL,
    NUDGE_DOWN,
    NUDGE_UP,
    REPAIR,
    REROLL,
    ROLL,
    SKIP,
    Bail,
    Breach,
    Deploy,
    FlipValue,
    Keep,
    Lifeguard,
    Move,
    Nudge,
    PassCard,
    PlaceCard,
    Repair,
    Reroll,
    Roll,
    ScoutMove,
    Skip,
    Swap,
)
from tabletop_hamsterdam.events import (
    AbilityChosen,
    AbilityRevealed,
    AbilityUsed,
    CardPassed,
    CardPlaced,
    DamShown,
    Deployed,
    DeploymentShown,
    FirstPlayer,
    GameEnded,
    MoveChosen,
    Rolled,
    RoundEnded,
    SpecialKept,
    SpecialsDrawn,
    Swapped,
    TwinsterGiven,
)
from tabletop_hamsterdam.flooding import (
    flip_end,
    lifeguard_bails,
    move_hamster,
    reservoir_dry,
    return_token,
    strike,
)
from tabletop_hamsterdam.info import INFO
from tabletop_hamsterdam.pieces import (
    BAILER,
    BLUE_DOTS,
    DAM_CARDS,
    ENGINEER,
    FLIPSTER,
    HAMSTER,
    HAMSTERS_IN_BOX,
    HAMSTERS_PER_SET,
    HIDDEN,
    LOOKOUT,
    MEDIC,
    NUDGESTER,
    ORANGE_DOTS,
    PIECE_NAMES,
    PIECE_OF,
    RECRUITER,
    REROLLSTER,
    RESERVOIR_TOKENS,
    ROUNDS,
    SCOUT,
    TURNS_PER_ROUND,
    TWINSTER,
    breaches_owed,
    dots,
    special_deck,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    BAIL,
    BREACH,
    DAM_SIZE,
    DEPLOY,
    END_DRY,
    END_RESERVOIR,
    END_ROUNDS,
    KEEP,
    LIFEGUARDING,
    LOOKING_OUT,
    MOVE,
    OVER,
    PASS,
    REROLLING,
    ROLLING,
    STAGE_NAMES,
    Dam,
    HamsterdamState,
)
from tabletop_hamsterdam.wording import (
    BAILS_OUT,
    RECRUITS,
    ROLLS_AGAIN,
    SCURRIES,
    UN_FLIPS,
    VALUE_HERE,
    a_piece,
    the_piece,
)

_, ngettext = translator("tabletop_hamsterdam")


PASS_CARD = {c: PassCard(c) for c in DAM_CARDS}
PLACE_CARD = {c: PlaceCard(c) for c in DAM_CARDS}
KEEP_SPECIAL = {k: Keep(PIECE_NAMES[k]) for k in range(len(PIECE_NAMES))}
DEPLOY_AT = {(p, k): Deploy(p, PIECE_NAMES[k]) for p in range(DAM_SIZE) for k in range(14)}
SWAP_AT = {p: Swap(p) for p in range(DAM_SIZE - 1)}
LIFEGUARD_AT = {p: Lifeguard(p) for p in range(DAM_SIZE)}
BAIL_AT = {p: Bail(p) for p in range(DAM_SIZE)}
SCOUT_MOVES = {(a, b): ScoutMove(a, b) for a in range(DAM_SIZE) for b in range(DAM_SIZE)}
MOVES = {
    (a, b, k): Move(a, b, PIECE_NAMES[k])
    for a in range(DAM_SIZE)
    for b in (a - 1, a + 1)
    if 0 <= b < DAM_SIZE
    for k in range(14)
}
MAX_ROLLS_PER_TURN = 1000
"""Rolls until a value some dam shows; any standing card makes this end almost at once."""

END_LINES = {
    END_ROUNDS: N_("the last round has been played"),
    END_RESERVOIR: N_("the flood emptied the Reservoir (it was finished on every dam)"),
    END_DRY: N_("no dam has an un-flipped card left"),
}
"""Why the game ended: English in the event, translated where shown."""


def keeps_of(drawn: int) -> int:
    """How many of the special hamsters drawn a player keeps: half (rounded up when the deck
    ran short and an odd number was drawn)."""
    return (drawn + 1) // 2


def cycle_length(players: int) -> int:
    """Turns between two movement phases: everybody once (twice each with two players)."""
    return 4 if players == 2 else players


def in_play(dam: Dam, piece: int) -> int:
    """Copies of ``piece`` on the dam's standing cards or in the reinforcements."""
    return dam.on_dam(piece) + dam.reserves.count(piece)


def can_use(dam: Dam, piece: int) -> bool:
    """Whether a once-per-round ability on the dam still has a use this round."""
    return dam.on_dam(piece) > dam.used[piece]


class HamsterdamOptions(BaseModel):
    """The house rules a family may set otherwise in the lobby (RULES.md, "House rules")."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rounds: int = Field(
        default=ROUNDS,
        ge=1,
        le=ROUNDS,
        title=N_("Rounds"),
        description="House rule 'Three rounds': rounds at most (default 3)",
    )
    reservoir_ends: bool = Field(
        default=True,
        title=N_("Dry Reservoir"),
        description="House rule 'The dry Reservoir': the flood that empties it is finished on "
        "every dam, then the game ends; off: stand-in tokens, the game goes on (default on)",
    )
    spare_twinster: bool = Field(
        default=True,
        title=N_("Spare Twinster"),
        description="House rule 'The spare Twinster'; off: it stays out of the game (default on)",
    )


ON_THE_DAM = N_("tokens on the dam")
IN_THE_TOWN = N_("tokens in the town")
"""The score sheet's lines: English keys in the Result (and replays), translated where shown."""


class Hamsterdam(GameBase):
    """The Hamsterdam game (see RULES.md)."""

    info = INFO
    codec = CODEC
    Options = HamsterdamOptions

    # -- a new game -----------------------------------------------------------------------

    def new_state(
        self, players: int, seed: int, options: BaseModel | None = None
    ) -> HamsterdamState:
        if not self.info.min_players <= players <= self.info.max_players:
            raise ValueError(f"Hamsterdam is for 2 to 4 players, not {players}")
        chosen: Any = parse_options(self, options)
        rng = random.Random(seed)
        deck = Deck.shuffled(special_deck(), rng)
        dice = Dice.standard(2)
        first, rolls = _roll_for_first(players, dice, rng)
        state = HamsterdamState(
            players=players,
            seed=seed,
            rng=rng,
            first=first,
            order=TurnOrder(players, first),
            dams=[Dam() for _ in range(players)],
            deck=deck,
            reservoir=Supply(token=RESERVOIR_TOKENS),
            box=Supply(hamster=HAMSTERS_IN_BOX - HAMSTERS_PER_SET * players),
            dice=dice,
            shown=[None] * players,
            passes=[[] for _ in range(players)],
            draws_left=[0] * players,
            opening_deck=tuple(deck.top_first()),
            first_rolls=rolls,
            values=[0] * players,
            rounds=chosen.rounds,
            reservoir_ends=chosen.reservoir_ends,
            spare_twinster=chosen.spare_twinster,
        )
        state.step = SimultaneousStep(state.order.order_from(first))
        state.stage, state.actor = PASS, first
        return state

    def first_player_event(self, state: HamsterdamState) -> FirstPlayer:
        """The roll for first player; the log shows it with the game's first action."""
        return FirstPlayer(state.first, state.first_rolls)

    # -- whose decision, and its options ----------------------------------------------------

    def to_act(self, state: HamsterdamState) -> int | None:
        return state.actor

    def legal_actions(self, state: HamsterdamState) -> list[Any]:
        seat = state.actor
        if seat is None:
            return []
        dam = state.dams[seat]
        stage = state.stage
        if stage == ROLLING:
            return [ROLL]
        if stage == MOVE:
            return move_options(state, seat)
        if stage == ABILITY:
            return [*ability_options(state, seat), SKIP]
        if stage == DEPLOY:
            reserves = dam.reserves
            if not any(reserves):
                return [DEPLOY_AT[p, HAMSTER] for p in dam.standing()]
            kinds = sorted(set(reserves))
            return [DEPLOY_AT[p, k] for p in dam.standing() for k in kinds]
        if stage == BREACH:
            return [BREACH_LEFT, BREACH_RIGHT]
        if stage == LIFEGUARDING:
            return [LIFEGUARD_AT[p] for p in state.lifeguard_options]
        if stage == REROLLING:
            return [REROLL, KEEP_ROLL]
        if stage == PASS:
            return [PASS_CARD[c] for c in sorted(set(dam.hand))]
        if stage == ARRANGE:
            return [PLACE_CARD[c] for c in sorted(set(dam.hand))]
        if stage == KEEP:
            return [KEEP_SPECIAL[k] for k in sorted(set(state.drawn))]
        if stage == LOOKING_OUT:
            return [*(SWAP_AT[p] for p in lookout_swaps(dam)), SKIP]
        if stage == BAIL:
            return [BAIL_AT[p] for p in dam.standing() if dam.tokens[p]]
        return []

    # -- performing a decision ----------------------------------------------------------------

    def apply(self, state: HamsterdamState, action: Any) -> list[Event]:
        seat = state.actor
        if seat is None:
            raise IllegalAction(_("the game is over"))
        if not self._is_legal(state, seat, action):
            raise IllegalAction(
                _("{action} is not possible now: {stage} ({hint})").format(
                    action=describe(action),
                    stage=_(STAGE_NAMES[state.stage]),
                    hint=_options_hint(self.legal_actions(state)),
                )
            )
        events: list[Event] = []
        kind = type(action)
        if kind is Roll:
            self._roll(state, seat, events)
        elif kind is Move or kind is Repair or (kind is Skip and state.stage == MOVE):
            self._choose_move(state, seat, action, events)
        elif kind is Deploy:
            self._deploy(state, seat, action, events)
        elif kind is Skip:
            self._skip(state, events)
        elif kind in (Nudge, FlipValue, ScoutMove):
            self._use_roll_ability(state, seat, action, events)
        elif kind is Breach:
            dam = state.dams[seat]
            standing = dam.standing()
            flip_end(state, seat, standing[0] if action.side == "left" else standing[-1], events)
            self._run_breaches(state, events)
        elif kind is Lifeguard:
            lifeguard_bails(state, seat, action.position, events)
            state.lifeguard_options = []
            self._run_floods(state, events)
        elif kind is Reroll:
            self._reroll(state, seat, action.again, events)
        elif kind is PassCard:
            self._pass_card(state, seat, action.card, events)
        elif kind is PlaceCard:
            self._place_card(state, seat, action.card, events)
        elif kind is Keep:
            self._keep(state, seat, PIECE_OF[action.special], events)
        elif kind is Swap:
            self._swap(state, seat, action.position, events)
        elif kind is Bail:
            self._bail(state, seat, action.position, events)
        return events

    def _is_legal(self, state: HamsterdamState, seat: int, action: Any) -> bool:
        """``action in legal_actions(state)``, answered without listing them for the stages
        that have many options."""
        kind, stage = type(action), state.stage
        if stage == ROLLING:
            return kind is Roll
        if stage == MOVE and kind is Move:
            dam = state.dams[seat]
            start, end = action.from_position, action.to_position
            piece = PIECE_OF.get(action.hamster)
            return (
                piece is not None
                and 0 <= start < DAM_SIZE
                and abs(end - start) == 1
                and 0 <= end < DAM_SIZE
                and not dam.flipped[start]
                and not dam.flipped[end]
                and piece in dam.stacks[start].pieces
            )
        if stage == MOVE and kind is Skip:
            return True
        if stage == DEPLOY:
            if kind is not Deploy:
                return False
            dam = state.dams[seat]
            piece = PIECE_OF.get(action.hamster)
            position = action.position
            return (
                piece is not None
                and 0 <= position < DAM_SIZE
                and not dam.flipped[position]
                and piece in dam.reserves
            )
        return action in self.legal_actions(state)

    def _skip(self, state: HamsterdamState, events: list[Event]) -> None:
        state.queue.pop(0)
        if state.stage == ABILITY:
            self._run_abilities(state, events)
        else:
            self._run_lookouts(state, events)

    # -- set-up: passing, arranging, specials ---------------------------------------------

    def _pass_card(self, state: HamsterdamState, seat: int, card: int, events: list[Event]) -> None:
        dam = state.dams[seat]
        if seat == state.first and not dam.passing:
            events.append(self.first_player_event(state))
        dam.hand.remove(card)
        dam.passing.append(card)
        if len(dam.passing) < 2:
            return
        step = state.step
        assert step is not None
        step.choose(seat, tuple(dam.passing))
        if step.waiting_for is not None:
            state.actor = step.waiting_for
            return
        for giver in state.order.order_from(state.first):
            giving = state.dams[giver]
            left_card, right_card = giving.passing
            left, right = state.left_of(giver), state.right_of(giver)
            state.dams[left].hand.append(left_card)
            state.dams[right].hand.append(right_card)
            state.passes[giver] = [left_card, right_card]
            events.append(CardPassed(giver, left, left_card))
            events.append(CardPassed(giver, right, right_card))
        for dam in state.dams:
            dam.passing = []
            dam.hand.sort()
        state.step = SimultaneousStep(state.order.order_from(state.first))
        state.stage, state.actor = ARRANGE, state.step.waiting_for

    def _place_card(
        self, state: HamsterdamState, seat: int, card: int, events: list[Event]
    ) -> None:
        dam = state.dams[seat]
        dam.hand.remove(card)
        dam.cards.append(card)
        events.append(CardPlaced(seat, len(dam.cards) - 1, card))
        if len(dam.hand) == 1:
            last = dam.hand.pop()
            dam.cards.append(last)
            events.append(CardPlaced(seat, len(dam.cards) - 1, last))
        if dam.hand:
            return
        step = state.step
        assert step is not None
        step.choose(seat, tuple(dam.cards))
        if step.waiting_for is not None:
            state.actor = step.waiting_for
            return
        self._reveal_dams(state, events)

    def _reveal_dams(self, state: HamsterdamState, events: list[Event]) -> None:
        order = state.order.order_from(state.first)
        fewest, fewest_dots = order[0], None
        for seat in order:
            dam = state.dams[seat]
            hamsters = sum(ORANGE_DOTS[c] for c in dam.cards)
            dam.reserves = [HAMSTER] * hamsters
            events.append(DamShown(seat, tuple(dam.cards), hamsters))
            count = dots(dam.cards)
            if fewest_dots is None or count <= fewest_dots:
                fewest, fewest_dots = seat, count
        if state.spare_twinster:
            state.dams[fewest].reserves.append(TWINSTER)
            events.append(TwinsterGiven(fewest))
        for seat in order:
            dam = state.dams[seat]
            state.draws_left[seat] = sum(BLUE_DOTS[c] for c in dam.cards)
            state.shown[seat] = dam.clone()
        state.step = SimultaneousStep(order)
        self._run_keeping(state, events)

    def _run_keeping(self, state: HamsterdamState, events: list[Event]) -> None:
        """Each seat in turn draws two special hamsters per blue dot, all at once, and keeps any
        half of them, one :class:`Keep` at a time (a choice nobody has is made for them)."""
        step = state.step
        assert step is not None
        while (seat := step.waiting_for) is not None:
            if not state.drawn:
                if state.draws_left[seat] == 0:
                    step.choose(seat, True)
                    continue
                drawn = state.deck.draw_many(min(2 * state.draws_left[seat], len(state.deck)))
                if not drawn:
                    state.draws_left[seat] = 0
                    continue
                events.append(SpecialsDrawn(seat, tuple(drawn)))
                state.drawn = drawn
                state.draws_left[seat] = keeps_of(len(drawn))
            if len(set(state.drawn)) == 1 or len(state.drawn) == state.draws_left[seat]:
                self._keep_drawn(state, seat, state.drawn[0], events)
                continue
            state.stage, state.actor = KEEP, seat
            return
        self._start_deployment(state, events, initial=True)

    def _keep(self, state: HamsterdamState, seat: int, kind: int, events: list[Event]) -> None:
        self._keep_drawn(state, seat, kind, events)
        self._run_keeping(state, events)

    def _keep_drawn(
        self, state: HamsterdamState, seat: int, kind: int, events: list[Event]
    ) -> None:
        """Keep one of the drawn; with the last keep, the rest leave the game."""
        dam = state.dams[seat]
        drawn = state.drawn
        drawn.remove(kind)
        dam.reserves.append(kind)
        state.draws_left[seat] -= 1
        if state.draws_left[seat] > 0:
            events.append(SpecialKept(seat, kind))
            return
        dam.dropped.extend(drawn)
        events.append(SpecialKept(seat, kind, tuple(drawn)))
        state.drawn = []

    # -- deployment and the Lookout ---------------------------------------------------------

    def _start_deployment(self, state: HamsterdamState, events: list[Event], initial: bool) -> None:
        order = state.order.order_from(state.first)
        for seat in order:
            dam = state.dams[seat]
            dam.spent = 0
            dam.medics_left = 0 if initial else in_play(dam, MEDIC)
            if not initial:
                state.shown[seat] = dam.clone()
        state.step = SimultaneousStep(order)
        state.stage = DEPLOY
        self._run_deployment(state, events)

    def _run_deployment(self, state: HamsterdamState, events: list[Event]) -> None:
        step = state.step
        assert step is not None
        while (seat := step.waiting_for) is not None:
            dam = state.dams[seat]
            if dam.reserves and dam.standing():
                state.actor = seat
                return
            step.choose(seat, True)
        for seat in step.seats:
            dam = state.dams[seat]
            stacks = tuple(tuple(s.pieces) for s in dam.stacks)
            events.append(DeploymentShown(seat, stacks, dam.spent, tuple(dam.cards)))
            state.shown[seat] = None
        state.revealed = True
        state.queue = [
            seat
            for seat in state.order.order_from(state.first)
            for _ in range(state.dams[seat].on_dam(LOOKOUT))
        ]
        self._run_lookouts(state, events)

    def _deploy(
        self, state: HamsterdamState, seat: int, action: Deploy, events: list[Event]
    ) -> None:
        deploy_piece(state, seat, action.position, PIECE_OF[action.hamster], events)
        self._run_deployment(state, events)

    def _run_lookouts(self, state: HamsterdamState, events: list[Event]) -> None:
        while state.queue:
            seat = state.queue[0]
            if lookout_swaps(state.dams[seat]):
                state.stage, state.actor = LOOKING_OUT, seat
                return
            state.queue.pop(0)
        self._start_round(state, events)

    def _swap(self, state: HamsterdamState, seat: int, position: int, events: list[Event]) -> None:
        dam = state.dams[seat]
        a, b = position, position + 1
        dam.cards[a], dam.cards[b] = dam.cards[b], dam.cards[a]
        dam.tokens[a], dam.tokens[b] = dam.tokens[b], dam.tokens[a]
        dam.stacks[a], dam.stacks[b] = dam.stacks[b], dam.stacks[a]
        dam.specials_used += 1
        events.append(Swapped(seat, position, (dam.cards[b], dam.cards[a])))
        state.queue.pop(0)
        self._run_lookouts(state, events)

    # -- a turn: roll, roll abilities, flood, breaches ----------------------------------------

    def _start_round(self, state: HamsterdamState, events: list[Event]) -> None:
        for dam in state.dams:
            dam.used = [0] * len(dam.used)
        state.order.set_start(state.first)
        state.turns = 0
        self._start_turn(state, events)

    def _start_turn(self, state: HamsterdamState, events: list[Event]) -> None:
        if not any(not f for dam in state.dams for f in dam.flipped):
            self._end(state, END_DRY, events)
            return
        state.stage, state.actor = ROLLING, state.active

    def _roll(self, state: HamsterdamState, seat: int, events: list[Event]) -> None:
        self._roll_dice(state, seat, events)
        self._offer_reroll(state, seat, events)

    def _roll_dice(self, state: HamsterdamState, seat: int, events: list[Event]) -> None:
        assert state.rng is not None
        standing: set[int] = set()
        for dam in state.dams:
            if dam.flip_order:
                standing.update(c for c, f in zip(dam.cards, dam.flipped, strict=True) if not f)
            else:
                standing.update(dam.cards)
        for _ in range(MAX_ROLLS_PER_TURN):
            a, b = state.dice.roll(state.rng)
            state.rolls += 1
            value = a + b
            counted = value in standing
            events.append(Rolled(seat, (a, b), value, counted))
            if counted:
                break
        state.value = value

    def _offer_reroll(self, state: HamsterdamState, seat: int, events: list[Event]) -> None:
        if can_use(state.dams[seat], REROLLSTER):
            state.stage, state.actor = REROLLING, seat
            return
        state.values = [state.value] * state.players
        state.queue = state.order.order_from(seat)
        self._run_abilities(state, events)

    def _reroll(self, state: HamsterdamState, seat: int, again: bool, events: list[Event]) -> None:
        if not again:
            state.values = [state.value] * state.players
            state.queue = state.order.order_from(seat)
            self._run_abilities(state, events)
            return
        dam = state.dams[seat]
        dam.used[REROLLSTER] += 1
        dam.specials_used += 1
        events.append(AbilityUsed(seat, REROLLSTER, ROLLS_AGAIN.format(value=state.value)))
        self._roll_dice(state, seat, events)
        self._offer_reroll(state, seat, events)

    def _run_abilities(self, state: HamsterdamState, events: list[Event]) -> None:
        while state.queue:
            seat = state.queue[0]
            if ability_options(state, seat):
                state.stage, state.actor = ABILITY, seat
                return
            state.queue.pop(0)
        self._reveal_abilities(state, events)
        state.floods = [(seat, state.values[seat]) for seat in state.order.order_from(state.active)]
        state.strikes = []
        self._run_floods(state, events)

    def _use_roll_ability(
        self, state: HamsterdamState, seat: int, action: Any, events: list[Event]
    ) -> None:
        """Nudgester, Flipster or Scout: the others see neither its effect nor its line until
        everybody has chosen (the dam as it was stays in ``state.shown``)."""
        dam = state.dams[seat]
        if state.shown[seat] is None:
            state.shown[seat] = dam.clone()
        dam.specials_used += 1
        if type(action) is Nudge:
            dam.used[NUDGESTER] += 1
            state.values[seat] += action.delta
            piece, detail = NUDGESTER, VALUE_HERE.format(value=state.values[seat])
        elif type(action) is FlipValue:
            dam.used[FLIPSTER] += 1
            state.values[seat] = 14 - state.values[seat]
            piece, detail = FLIPSTER, VALUE_HERE.format(value=state.values[seat])
        else:
            dam.used[SCOUT] += 1
            start, end = action.from_position, action.to_position
            pieces = dam.stacks[start].pieces
            del pieces[len(pieces) - 1 - pieces[::-1].index(SCOUT)]
            dam.land(end, SCOUT)
            piece, detail = SCOUT, SCURRIES.format(start=dam.cards[start], end=dam.cards[end])
        events.append(AbilityChosen(seat, piece, detail))
        state.quiet_uses.append((seat, piece, detail))
        self._run_abilities(state, events)

    def _reveal_abilities(self, state: HamsterdamState, events: list[Event]) -> None:
        """Everybody has chosen: the roll abilities used become public."""
        for seat, piece, detail in state.quiet_uses:
            events.append(AbilityRevealed(seat, piece, detail))
            state.shown[seat] = None
        state.quiet_uses = []

    def _run_floods(self, state: HamsterdamState, events: list[Event]) -> None:
        while True:
            while state.strikes:
                position = state.strikes.pop(0)
                seat = state.flood_seat
                targets = strike(state, seat, position, state.flood_value, events)
                if targets:
                    state.lifeguard_options = targets
                    state.stage, state.actor = LIFEGUARDING, seat
                    return
            if not state.floods:
                break
            seat, value = state.floods.pop(0)
            dam = state.dams[seat]
            state.flood_seat, state.flood_value = seat, value
            state.strikes = [
                p for p in range(DAM_SIZE) if not dam.flipped[p] and dam.cards[p] == value
            ]
        # house rule "The dry Reservoir": the flood is finished on every dam it reaches (water
        # that finds the Reservoir empty flows as a stand-in), and only then does the game end,
        # so no dam is spared by being resolved later
        if state.reservoir_ends and reservoir_dry(state):
            self._end(state, END_RESERVOIR, events)
            return
        state.queue = state.order.order_from(state.active)
        self._run_breaches(state, events)

    def _run_breaches(self, state: HamsterdamState, events: list[Event]) -> None:
        while state.queue:
            seat = state.queue[0]
            dam = state.dams[seat]
            if breaches_owed(dam.town) > dam.breaches:
                standing = dam.standing()
                if len(standing) > 1:
                    state.stage, state.actor = BREACH, seat
                    return
                if standing:
                    flip_end(state, seat, standing[0], events)
                    continue
            state.queue.pop(0)
        self._end_turn(state, events)

    # -- movement, rounds, the end ------------------------------------------------------------

    def _end_turn(self, state: HamsterdamState, events: list[Event]) -> None:
        state.turns += 1
        if state.turns % cycle_length(state.players) == 0:
            state.step = SimultaneousStep(state.order.order_from(state.first))
            state.stage = MOVE
            self._run_movement(state, events)
            return
        state.order.advance()
        self._start_turn(state, events)

    def _run_movement(self, state: HamsterdamState, events: list[Event]) -> None:
        step = state.step
        assert step is not None
        while (seat := step.waiting_for) is not None:
            if len(move_options(state, seat)) > 1:
                state.actor = seat
                return
            step.choose(seat, SKIP)
        order = state.order.order_from(state.first)
        choices = step.choices
        for seat in order:
            choice = choices[seat]
            if type(choice) is Move:
                piece = PIECE_OF[choice.hamster]
                move_hamster(state, seat, choice.from_position, choice.to_position, piece, events)
        for seat in order:
            if type(choices[seat]) is Repair:
                dam = state.dams[seat]
                position = dam.flip_order.pop()
                dam.flipped[position] = False
                dam.engineers_used += 1
                dam.specials_used += 1
                events.append(
                    AbilityUsed(seat, ENGINEER, UN_FLIPS.format(card=dam.cards[position]))
                )
        state.step = None
        if state.turns >= TURNS_PER_ROUND:
            self._end_round(state, events)
            return
        state.order.advance()
        self._start_turn(state, events)

    def _choose_move(
        self, state: HamsterdamState, seat: int, action: Any, events: list[Event]
    ) -> None:
        step = state.step
        assert step is not None
        step.choose(seat, action)
        events.append(MoveChosen(seat))
        self._run_movement(state, events)

    def _end_round(self, state: HamsterdamState, events: list[Event]) -> None:
        events.append(RoundEnded(state.round))
        if state.round >= state.rounds:
            self._end(state, END_ROUNDS, events)
            return
        state.round += 1
        order = state.order.order_from(state.first)
        for seat in order:
            dam = state.dams[seat]
            for _ in range(in_play(dam, RECRUITER)):
                if state.box.take_up_to("hamster", 1):
                    dam.reserves.append(HAMSTER)
                    dam.specials_used += 1
                    events.append(AbilityUsed(seat, RECRUITER, RECRUITS))
        state.queue = [seat for seat in order for _ in range(in_play(state.dams[seat], BAILER))]
        self._run_bailers(state, events)

    def _run_bailers(self, state: HamsterdamState, events: list[Event]) -> None:
        while state.queue:
            seat = state.queue[0]
            if any(state.dams[seat].tokens):
                state.stage, state.actor = BAIL, seat
                return
            state.queue.pop(0)
        self._start_deployment(state, events, initial=False)

    def _bail(self, state: HamsterdamState, seat: int, position: int, events: list[Event]) -> None:
        dam = state.dams[seat]
        return_token(state, dam, position)
        dam.specials_used += 1
        events.append(AbilityUsed(seat, BAILER, BAILS_OUT.format(card=dam.cards[position])))
        state.queue.pop(0)
        self._run_bailers(state, events)

    def _end(self, state: HamsterdamState, reason: str, events: list[Event]) -> None:
        state.stage, state.actor, state.end = OVER, None, reason
        state.queue, state.floods, state.strikes = [], [], []
        events.append(GameEnded(END_LINES[reason]))

    # -- the outcome ----------------------------------------------------------------------------

    def result(self, state: HamsterdamState) -> Result | None:
        if state.stage != OVER:
            return None
        floods = [dam.tokens_on_dam() + dam.town for dam in state.dams]
        hamsters = [dam.hamsters_left() for dam in state.dams]
        best = min(floods)
        tied = [s for s in range(state.players) if floods[s] == best]
        most = max(hamsters[s] for s in tied)
        winners = tuple(s for s in tied if hamsters[s] == most)
        return Result(
            scores=tuple(-f for f in floods),
            winners=winners,
            breakdown=tuple(
                {ON_THE_DAM: -dam.tokens_on_dam(), IN_THE_TOWN: -dam.town} for dam in state.dams
            ),
            tiebreak=tuple(float(h) for h in hamsters),
        )

    def stats(self, state: HamsterdamState) -> dict[str, int]:
        dams = state.dams
        return {
            "rolls": state.rolls,
            "floods_held": sum(d.floods_held for d in dams),
            "tokens_on_dams": sum(d.tokens_on_dam() for d in dams),
            "tokens_in_towns": sum(d.town for d in dams),
            "breaches": sum(d.breaches for d in dams),
            "specials_used": sum(d.specials_used for d in dams),
        }

    def setup(self, state: HamsterdamState) -> dict[str, Any]:
        return {
            "first_player": state.first,
            "first_rolls": [list(r) for r in state.first_rolls],
            "special_deck": [PIECE_NAMES[k] for k in state.opening_deck],
        }

    # -- views, copies, JSON ----------------------------------------------------------------------

    def view(self, state: HamsterdamState, seat: int | None) -> HamsterdamState:
        return hidden.view(state, seat)

    def determinize(
        self, view: HamsterdamState, seat: int | None, rng: random.Random
    ) -> HamsterdamState:
        return hidden.determinize(view, seat, rng)

    def redeal_secrets(
        self, state: HamsterdamState, seat: int, rng: random.Random
    ) -> HamsterdamState:
        """The game's secrets for the conformance kit, drawn again on the full state by the
        rules (:func:`hidden.redeal`), never through the view it checks."""
        return hidden.redeal(state, seat, rng)

    def render_text(self, view: HamsterdamState, seat: int | None, names: Sequence[str]) -> str:
        """The table in a few lines for the terminal (:mod:`tabletop_hamsterdam.text_view`)."""
        return text_view.render_text(view, seat, names)

    def shows_secret(self, view: HamsterdamState, seat: int) -> bool:
        """Secret choices need the device passed first; public acts (rolling, the Lookout...) do
        not (see :data:`hidden.SECRET_STAGES`)."""
        return hidden.shows_secret(view, seat)

    def clone(self, state: HamsterdamState) -> HamsterdamState:
        return state.clone()

    def describe_action(self, state: HamsterdamState, action: Any, names: Sequence[str]) -> str:
        seat = state.actor
        cards = state.dams[seat].cards if seat is not None else []
        return describe(action, cards if len(cards) == DAM_SIZE else None)

    def rollout_action(self, state: HamsterdamState, rng: random.Random) -> Any:
        """A quick, uniformly random action for search playouts."""
        legal = self.legal_actions(state)
        return legal[rng.randrange(len(legal))]


# -- option lists shared with the bots -----------------------------------------------------------


def ability_options(state: HamsterdamState, seat: int) -> list[Any]:
    """The roll abilities ``seat`` may use now (Nudgester, Flipster, Scout), without Skip."""
    dam = state.dams[seat]
    specials = dam.specials_on_dam()
    if not specials:
        return []
    used = dam.used
    options: list[Any] = []
    value = state.values[seat]
    standing = {dam.cards[p] for p in dam.standing()}
    # a value change matters when the dam shows the value or the new one; else it would only
    # spend the once-a-round special for nothing
    if specials.count(NUDGESTER) > used[NUDGESTER]:
        if value > 2 and standing & {value, value - 1}:
            options.append(NUDGE_DOWN)
        if value < 12 and standing & {value, value + 1}:
            options.append(NUDGE_UP)
    if value != 7 and specials.count(FLIPSTER) > used[FLIPSTER] and standing & {value, 14 - value}:
        options.append(FLIP_VALUE)
    if specials.count(SCOUT) > used[SCOUT]:
        stacked = [p for p in dam.standing() if dam.stacks[p].pieces]
        for start in stacked:
            if SCOUT in dam.stacks[start].pieces:
                options.extend(SCOUT_MOVES[start, end] for end in stacked if end != start)
    return options


def move_options(state: HamsterdamState, seat: int) -> list[Any]:
    """Movement choices: Skip, each hamster kind one card left or right, and the Engineer."""
    dam = state.dams[seat]
    options: list[Any] = [SKIP]
    append = options.append
    flipped = dam.flipped
    last = DAM_SIZE - 1
    for start, stack in enumerate(dam.stacks):
        pieces = stack.pieces
        if not pieces or flipped[start]:
            continue
        left = start > 0 and not flipped[start - 1]
        right = start < last and not flipped[start + 1]
        for kind in sorted(set(pieces)) if pieces[-1] else (HAMSTER,):
            if left:
                append(MOVES[start, start - 1, kind])
            if right:
                append(MOVES[start, start + 1, kind])
    if dam.flip_order and dam.on_dam(ENGINEER) > dam.engineers_used:
        append(REPAIR)
    return options


def lookout_swaps(dam: Dam) -> list[int]:
    flipped = dam.flipped
    return [p for p in range(DAM_SIZE - 1) if not flipped[p] and not flipped[p + 1]]


def deploy_piece(
    state: HamsterdamState, seat: int, position: int, piece: int, events: list[Event]
) -> None:
    """Place ``piece`` from the reinforcements; on a token it is spent (or saved by a Medic)."""
    dam = state.dams[seat]
    dam.reserves.remove(piece)
    if not dam.tokens[position]:
        dam.land(position, piece)
        events.append(Deployed(seat, position, piece, False, card=dam.cards[position]))
        return
    return_token(state, dam, position)
    dam.spent += 1
    medic = dam.medics_left > 0
    if medic:
        dam.medics_left -= 1
        dam.specials_used += 1
        dam.reserves.append(piece)
    else:
        dam.gone.append(piece)
    events.append(Deployed(seat, position, piece, True, medic, dam.cards[position]))


def _roll_for_first(
    players: int, dice: Dice, rng: random.Random
) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """Everybody rolls 2d6; the highest goes first, those tied for highest roll again.

    Returns the first player and every roll-off (0 for a seat that no longer rolls)."""
    rounds: list[tuple[int, ...]] = []
    contenders = list(range(players))
    while True:
        rolls = [0] * players
        for seat in contenders:
            dice.roll(rng)
            rolls[seat] = dice.total
        rounds.append(tuple(rolls))
        top = max(rolls)
        contenders = [s for s in contenders if rolls[s] == top]
        if len(contenders) == 1:
            return contenders[0], tuple(rounds)


def describe(action: Any, cards: Sequence[int] | None = None) -> str:
    """The action in the current language, for the prompt bar and refusals; with the acting
    dam's ``cards`` (left to right) the places on it are named by their card, as the table shows
    them."""
    kind = type(action)

    def at(position: int) -> str:
        if cards is None:
            return _("position {position}").format(position=position + 1)
        return _("card {card}").format(card=cards[position])

    if kind is PassCard:
        return _("pass dam card {card}").format(card=action.card)
    if kind is PlaceCard:
        return _("place dam card {card} next").format(card=action.card)
    if kind is Keep:
        return _("keep {piece}").format(piece=the_piece(PIECE_OF.get(action.special, HIDDEN)))
    if kind is Deploy:
        return _("deploy {piece} on {place}").format(
            piece=a_piece(PIECE_OF.get(action.hamster, HIDDEN)), place=at(action.position)
        )
    if kind is Swap:
        return _("Lookout: swap {first} and {second}").format(
            first=at(action.position), second=at(action.position + 1)
        )
    if kind is Roll:
        return _("roll the dice")
    if kind is Reroll:
        return _("Rerollster: roll again") if action.again else _("keep the roll")
    if kind is Nudge:
        return _("Nudgester: {delta} on your dam").format(delta=f"{action.delta:+d}")
    if kind is FlipValue:
        return _("Flipster: 14 − the value on your dam")
    if kind is ScoutMove:
        return _("Scout: from {start} to {end}").format(
            start=at(action.from_position), end=at(action.to_position)
        )
    if kind is Lifeguard:
        return _("Lifeguard: return the token on {place}").format(place=at(action.position))
    if kind is Breach:
        return (
            _("flip the left-most dam card")
            if action.side == "left"
            else _("flip the right-most dam card")
        )
    if kind is Move:
        return _("move {piece} from {start} to {end}").format(
            piece=a_piece(PIECE_OF.get(action.hamster, HIDDEN)),
            start=at(action.from_position),
            end=at(action.to_position),
        )
    if kind is Repair:
        return _("Engineer: un-flip your most recently flipped card")
    if kind is Bail:
        return _("Bailer: return the token on {place}").format(place=at(action.position))
    if kind is Skip:
        return _("skip")
    return repr(action)


def _options_hint(legal: list[Any]) -> str:
    """A few of the choices there are, one of each kind, in the current language."""
    if not legal:
        return _("nothing to choose")
    examples: dict[type, str] = {}
    for action in legal:
        examples.setdefault(type(action), describe(action))
    return _("for example: {choices}").format(choices=", ".join(list(examples.values())[:3]))


__all__ = ["Hamsterdam", "deploy_piece", "describe"]
