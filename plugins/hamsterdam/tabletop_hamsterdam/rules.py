"""The Hamsterdam rules engine: set-up, turns, floods, breaches, movement, rounds and the result.

The game is a state machine. ``state.stage`` names the decision asked of ``state.actor``; every
``apply`` performs that decision and then runs the game on by itself (the ``run_*`` functions)
until the next decision or the end. The rules themselves read in the rulebook's order, one
function per action or phase: :mod:`~tabletop_hamsterdam.setting_up` (first player, passing,
arranging, specials), :mod:`~tabletop_hamsterdam.deployment` (deploying and the Lookout),
:mod:`~tabletop_hamsterdam.turn` (the roll, roll abilities, floods, breaches) and
:mod:`~tabletop_hamsterdam.rounds` (movement, the end of a round, the end of the game); this
class is the face the table, the bots and the core see. Simultaneous decisions (passing, arranging, choosing
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
    KEEP_ROLL,
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
from tabletop_hamsterdam.deployment import (
    deploy,
    deploy_piece,
    in_play,
    lookout_swaps,
    run_lookouts,
    swap,
)
from tabletop_hamsterdam.describing import describe, options_hint
from tabletop_hamsterdam.events import FirstPlayer
from tabletop_hamsterdam.flooding import (
    flip_end,
    lifeguard_bails,
)
from tabletop_hamsterdam.info import INFO
from tabletop_hamsterdam.pieces import (
    DAM_CARDS,
    HAMSTER,
    HAMSTERS_IN_BOX,
    HAMSTERS_PER_SET,
    PIECE_NAMES,
    PIECE_OF,
    RESERVOIR_TOKENS,
    ROUNDS,
    special_deck,
)
from tabletop_hamsterdam.rounds import (
    END_LINES,
    MOVES,
    bail,
    choose_move,
    cycle_length,
    move_options,
)
from tabletop_hamsterdam.setting_up import (
    first_player_event,
    keep,
    keeps_of,
    pass_card,
    place_card,
    roll_for_first,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    BAIL,
    BREACH,
    DAM_SIZE,
    DEPLOY,
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
from tabletop_hamsterdam.turn import (
    SCOUT_MOVES,
    ability_options,
    can_use,
    reroll,
    roll,
    run_abilities,
    run_breaches,
    run_floods,
    use_roll_ability,
)

_, ngettext = translator("tabletop_hamsterdam")


PASS_CARD = {c: PassCard(c) for c in DAM_CARDS}
PLACE_CARD = {c: PlaceCard(c) for c in DAM_CARDS}
KEEP_SPECIAL = {k: Keep(PIECE_NAMES[k]) for k in range(len(PIECE_NAMES))}
DEPLOY_AT = {(p, k): Deploy(p, PIECE_NAMES[k]) for p in range(DAM_SIZE) for k in range(14)}
SWAP_AT = {p: Swap(p) for p in range(DAM_SIZE - 1)}
LIFEGUARD_AT = {p: Lifeguard(p) for p in range(DAM_SIZE)}
BAIL_AT = {p: Bail(p) for p in range(DAM_SIZE)}


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
        first, rolls = roll_for_first(players, dice, rng)
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
        return first_player_event(state)

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
                    hint=options_hint(self.legal_actions(state)),
                )
            )
        events: list[Event] = []
        kind = type(action)
        if kind is Roll:
            roll(state, seat, events)
        elif kind is Move or kind is Repair or (kind is Skip and state.stage == MOVE):
            choose_move(state, seat, action, events)
        elif kind is Deploy:
            deploy(state, seat, action, events)
        elif kind is Skip:
            self._skip(state, events)
        elif kind in (Nudge, FlipValue, ScoutMove):
            use_roll_ability(state, seat, action, events)
        elif kind is Breach:
            dam = state.dams[seat]
            standing = dam.standing()
            flip_end(state, seat, standing[0] if action.side == "left" else standing[-1], events)
            run_breaches(state, events)
        elif kind is Lifeguard:
            lifeguard_bails(state, seat, action.position, events)
            state.lifeguard_options = []
            run_floods(state, events)
        elif kind is Reroll:
            reroll(state, seat, action.again, events)
        elif kind is PassCard:
            pass_card(state, seat, action.card, events)
        elif kind is PlaceCard:
            place_card(state, seat, action.card, events)
        elif kind is Keep:
            keep(state, seat, PIECE_OF[action.special], events)
        elif kind is Swap:
            swap(state, seat, action.position, events)
        elif kind is Bail:
            bail(state, seat, action.position, events)
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
            run_abilities(state, events)
        else:
            run_lookouts(state, events)

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


__all__ = [
    "END_LINES",
    "MOVES",
    "SCOUT_MOVES",
    "Hamsterdam",
    "HamsterdamOptions",
    "ability_options",
    "can_use",
    "cycle_length",
    "deploy_piece",
    "describe",
    "in_play",
    "keeps_of",
    "lookout_swaps",
    "move_options",
]
