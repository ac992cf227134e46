"""The Mein lieber Biber rules engine: deal, legal actions, apply, rounds, result, views and
determinization. The raft's answer to each move comes from :mod:`tabletop_mein_lieber_biber.raft`.

Validation in ``apply`` happens before any change, so an illegal action leaves the state
untouched. A turn is up to three decisions of the same seat: play a card (or, with nothing
playable, lay one down and draw, as often as needed), choose the reward if one is due, draw.

The rules read in the rulebook's order, one function per action: :mod:`.rounds` (setting up a
round, the end of a round and of the game), :mod:`.turn` (your turn: laying down, topping up,
the reward, the draw), :mod:`.putting_down` (lifting the beaver plays the card; setting it down
and the raft's answer) and :mod:`.hidden` (what a seat may not know, dealt again); this class is
the face the table, the bots and the core see.
"""

from __future__ import annotations

import math
import random
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletop_core.actions import ActionCodec
from tabletop_core.components import Deck, Pile, SpiralTrack, Supply
from tabletop_core.flow import TurnOrder
from tabletop_core.game import Event, IllegalAction, Result, parse_options
from tabletop_core.game_base import GameBase
from tabletop_core.i18n import N_, translator
from tabletop_mein_lieber_biber.actions import (
    DRAWS,
    SKIP_DRAW,
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
    BEAVERS,
    CARD_COUNT,
    COLOURS,
    HIDDEN,
    RING_COLOURS,
    STICKS,
    VALUES,
)
from tabletop_mein_lieber_biber.hidden import DEAL_TRIES, deal_unseen
from tabletop_mein_lieber_biber.info import INFO
from tabletop_mein_lieber_biber.putting_down import (
    DROPS,
    PENALTY,
    SPOTS,
    TAIL_TURNS,
    lift,
    offered_placements,
    play,
    preview,
    set_down,
)
from tabletop_mein_lieber_biber.raft import LEVEL_POSES
from tabletop_mein_lieber_biber.rounds import set_up_round
from tabletop_mein_lieber_biber.state import (
    DRAW,
    OVER,
    PLACE,
    PLAY,
    REWARD,
    BiberState,
)
from tabletop_mein_lieber_biber.turn import (
    Move,
    card_words,
    draw,
    lay_down,
    lay_downs,
    may_decline,
    playable,
    reward,
    rewards,
    skip_draw,
    top_up,
    top_ups,
)

_, ngettext = translator("tabletop_mein_lieber_biber")


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
        set_up_round(state, deck)
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
                return lay_downs(state) + top_ups(state)
            actions: list[Action] = []
            for card, beaver, ring in moves:
                name = COLOURS[beaver]
                if ring is None:
                    actions.append(Play(card, name, 0.0, 0.0, 0.0))
                    continue
                for spot, tail, drop in offered_placements(state, ring):
                    actions.append(Play(card, name, spot, tail, drop))
            return actions + top_ups(state)
        if phase == PLACE:
            assert state.lifted is not None
            return [SetDown(*placement) for placement in offered_placements(state, state.lifted[2])]
        if phase == REWARD:
            return rewards(state)
        if phase == DRAW:
            draws: list[Action] = [DRAWS[pile] for pile in (0, 1) if state.piles[pile].cards]
            return draws + [SKIP_DRAW] if may_decline(state) else draws
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
            return play(state, action)
        if type(action) is Lift:
            return lift(state, action)
        if type(action) is SetDown:
            return set_down(state, action)
        if type(action) is SkipDraw:
            return skip_draw(state)
        if type(action) is LayDown:
            return lay_down(state, action)
        if type(action) is Reward:
            return reward(state, action)
        if type(action) is Draw:
            return draw(state, action)
        if type(action) is TopUp:
            return top_up(state, action)
        raise IllegalAction(f"not a Mein lieber Biber action: {action!r}")

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
        keeps it (``known_stuck``); and the dealt order (``deck``) is a record the view drops."""
        return deal_unseen(state, seat, rng)

    def determinize(self, view: BiberState, seat: int, rng: random.Random) -> BiberState:
        """A full state consistent with ``seat``'s view: the cards it cannot see (other hands
        and the draw piles) are shuffled and dealt back, keeping every size; the future rounds
        get a fresh RNG drawn from ``rng``."""
        return deal_unseen(view, seat, rng)

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
            card = card_words(action.card)
            if beaver != COLOURS[colour]:
                return _("play {card} (joker): move the {colour} beaver").format(
                    card=card, colour=_(beaver)
                )
            return _("play {card}: move the {colour} beaver").format(card=card, colour=_(beaver))
        if isinstance(action, LayDown):
            return _("lay down {card} and draw from pile {pile}").format(
                card=card_words(action.card), pile=action.pile + 1
            )
        if isinstance(action, Reward):
            if action.choice == "stick":
                return _("take a stick")
            return _("take an extra card from pile {pile}").format(pile=action.pile + 1)
        if isinstance(action, Lift):
            return _("play {card}: lift its beaver").format(card=card_words(action.card))
        if isinstance(action, SetDown):
            return _("set the beaver down")
        if isinstance(action, SkipDraw):
            return _("draw no card")
        if isinstance(action, TopUp):
            return _("top up your hand from pile {pile}").format(pile=action.pile + 1)
        return _("draw a card from pile {pile}").format(pile=action.pile + 1)


def _check_players(players: int) -> None:
    if not 2 <= players <= 6:
        raise ValueError(f"Mein lieber Biber is for 2-6 players, not {players}")


__all__ = [
    "BEAVERS",
    "DEAL_TRIES",
    "DROPS",
    "PENALTY",
    "SPOTS",
    "TAIL_TURNS",
    "BiberOptions",
    "MeinLieberBiber",
    "Move",
    "playable",
    "preview",
]
