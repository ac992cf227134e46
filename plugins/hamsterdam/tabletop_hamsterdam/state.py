"""The whole table of a Hamsterdam game: one :class:`Dam` per player plus what they share.

Plain slotted dataclasses of ints and lists (and the core's Stack, Deck, Dice, Supply, TurnOrder
and SimultaneousStep components), so that bots clone states thousands of times a second.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tabletop_core.components import Deck, Dice, Stack, Supply, copied_rng
from tabletop_core.flow import SimultaneousStep, TurnOrder
from tabletop_core.i18n import N_
from tabletop_hamsterdam.pieces import DAM_CARDS, HAMSTER, PIECE_KINDS, ROUNDS

DAM_SIZE = len(DAM_CARDS)

# Decision stages: what ``to_act`` is being asked.
PASS = 0
ARRANGE = 1
KEEP = 2
DEPLOY = 3
LOOKING_OUT = 4
ROLLING = 5
REROLLING = 6
ABILITY = 7
LIFEGUARDING = 8
BREACH = 9
MOVE = 10
BAIL = 11
OVER = 12

STAGE_NAMES = (
    N_("passing dam cards"),
    N_("arranging the dam"),
    N_("choosing special hamsters"),
    N_("deploying hamsters"),
    N_("Lookout swaps"),
    N_("rolling"),
    N_("Rerollster"),
    N_("roll abilities"),
    N_("Lifeguard"),
    N_("breach"),
    N_("movement"),
    N_("Bailer"),
    N_("game over"),
)
"""What each stage is called in refusals (English here, translated where shown)."""

END_ROUNDS = "rounds"
END_RESERVOIR = "reservoir"
END_DRY = "no dam left"


@dataclass(slots=True)
class Dam:
    """One player's dam, town and hamsters. Position 0 is the left end of the dam."""

    cards: list[int] = field(default_factory=list)
    """The arranged dam cards, left to right (filled one by one while arranging)."""
    hand: list[int] = field(default_factory=lambda: list(DAM_CARDS))
    """Dam cards not yet passed or placed."""
    passing: list[int] = field(default_factory=list)
    """The cards chosen to pass, in order: left, then right."""
    flipped: list[bool] = field(default_factory=lambda: [False] * DAM_SIZE)
    tokens: list[int] = field(default_factory=lambda: [0] * DAM_SIZE)
    stacks: list[Stack[int]] = field(default_factory=lambda: [Stack() for _ in range(DAM_SIZE)])
    """Hamsters per card, bottom -> top; plain hamsters stay below special ones."""
    reserves: list[int] = field(default_factory=list)
    """The reinforcement pile."""
    town: int = 0
    """Flood tokens in the town's flood pile."""
    breaches: int = 0
    flip_order: list[int] = field(default_factory=list)
    used: list[int] = field(default_factory=lambda: [0] * PIECE_KINDS)
    """Per special kind, how often it was used this round (once-per-round abilities)."""
    engineers_used: int = 0
    medics_left: int = 0
    """Medic returns still due in this redeployment."""
    floods_held: int = 0
    specials_used: int = 0
    spent: int = 0
    """Hamsters spent on tokens in the current deployment."""
    dropped: list[int] = field(default_factory=list)
    """Special hamsters drawn and not kept (private)."""
    gone: list[int] = field(default_factory=list)
    """This player's hamsters that left the game."""

    def clone(self) -> Dam:
        return Dam(
            self.cards.copy(),
            self.hand.copy(),
            self.passing.copy(),
            self.flipped.copy(),
            self.tokens.copy(),
            [s.clone() for s in self.stacks],
            self.reserves.copy(),
            self.town,
            self.breaches,
            self.flip_order.copy(),
            self.used.copy(),
            self.engineers_used,
            self.medics_left,
            self.floods_held,
            self.specials_used,
            self.spent,
            self.dropped.copy(),
            self.gone.copy(),
        )

    def standing(self) -> list[int]:
        """Positions of the un-flipped cards, left to right."""
        flipped = self.flipped
        if not self.flip_order:
            return list(range(DAM_SIZE))
        return [p for p in range(DAM_SIZE) if not flipped[p]]

    def on_dam(self, piece: int) -> int:
        """Copies of ``piece`` on un-flipped cards."""
        flipped = self.flipped
        count = 0
        for p, stack in enumerate(self.stacks):
            pieces = stack.pieces
            if pieces and pieces[-1] and not flipped[p]:
                count += pieces.count(piece)
        return count

    def specials_on_dam(self) -> list[int]:
        """The special hamsters on un-flipped cards (plain hamsters lie below them)."""
        flipped = self.flipped
        found: list[int] = []
        for p, stack in enumerate(self.stacks):
            pieces = stack.pieces
            if pieces and pieces[-1] and not flipped[p]:
                for piece in pieces:
                    if piece:
                        found.append(piece)
        return found

    def hamsters_left(self) -> int:
        """Hamsters and special hamsters on the dam and in the reinforcements (the tie-break)."""
        return len(self.reserves) + sum(len(s) for s in self.stacks)

    def tokens_on_dam(self) -> int:
        return sum(self.tokens)

    def land(self, position: int, piece: int) -> None:
        """Put a hamster on a stack: a special goes on top, a plain one below the specials."""
        pieces = self.stacks[position].pieces
        if piece == HAMSTER:
            at = 0
            while at < len(pieces) and pieces[at] == HAMSTER:
                at += 1
            pieces.insert(at, piece)
        else:
            pieces.append(piece)


@dataclass(slots=True)
class HamsterdamState:
    players: int
    seed: int | None
    rng: random.Random | None
    """``None`` in a view: a seat must not predict the dice or the special hamster deck."""
    first: int
    order: TurnOrder
    dams: list[Dam]
    deck: Deck[int]
    """The special hamster deck; hidden cards in a view."""
    reservoir: Supply
    """Flood tokens (kind "token")."""
    box: Supply
    """Plain hamsters nobody received (kind "hamster"), for the Recruiter."""
    dice: Dice
    stage: int = PASS
    actor: int | None = None
    step: SimultaneousStep | None = None
    shown: list[Dam | None] = field(default_factory=list)
    """Per seat, its dam as the others last saw it while it makes private choices (else None)."""
    passes: list[list[int]] = field(default_factory=list)
    """Per seat, the cards it passed: [to the left, to the right]; hidden ones in a view."""
    drawn: list[int] = field(default_factory=list)
    """The two special hamsters the actor is choosing between."""
    draws_left: list[int] = field(default_factory=list)
    """Per seat, the special hamster pairs still to draw (one per blue dot)."""
    revealed: bool = False
    """Whether the kept special hamsters are public (after the first deployment)."""
    opening_deck: tuple[int, ...] = ()
    """The shuffled special deck, top first, for the replay's setup record; () in a view."""
    first_rolls: tuple[tuple[int, ...], ...] = ()
    """Each roll-off for first player (0 for a seat that did not roll in it)."""
    round: int = 1
    turns: int = 0
    """Turns played in this round."""
    value: int = 0
    """The value rolled this turn."""
    values: list[int] = field(default_factory=list)
    """Per seat, the value for that seat's own dam (after Nudgester and Flipster)."""
    queue: list[int] = field(default_factory=list)
    """Seats still to be asked in this stage, in order."""
    floods: list[tuple[int, int]] = field(default_factory=list)
    """Floods still to resolve this turn: (seat, value)."""
    strikes: list[int] = field(default_factory=list)
    """Positions of the flood being resolved that are still to be struck."""
    flood_seat: int = 0
    flood_value: int = 0
    lifeguard_options: list[int] = field(default_factory=list)
    end: str = ""
    rolls: int = 0
    quiet_uses: list[tuple[int, int, str]] = field(default_factory=list)
    """Roll abilities used while others still choose theirs: (seat, piece, detail), told to
    everyone once all have chosen; in a view only the seat's own."""
    rounds: int = ROUNDS
    """Rounds in this game (house rule "Three rounds", lobby option *Rounds*)."""
    reservoir_ends: bool = True
    """Whether a flood that empties the Reservoir ends the game once it has been finished on
    every dam (house rule "The dry Reservoir"); off, stand-in tokens keep the water coming."""
    spare_twinster: bool = True
    """Whether the set-aside Twinster goes to the fewest dots (house rule "The spare
    Twinster"); off, it stays out of the game."""
    stand_ins: int = 0
    """Stand-in tokens out on dams and in towns: water that found the Reservoir empty. A token
    coming back pays a stand-in back first, so ``reservoir - stand_ins`` is always 35 minus the
    tokens out."""

    def clone(self, *, with_rng: bool = True) -> HamsterdamState:
        """An independent copy; ``with_rng=False`` leaves the RNG out (a view drops it anyway,
        and copying its 625 words is most of a copy's cost)."""
        rng = None
        if self.rng is not None and with_rng:
            rng = copied_rng(self.rng)
        return HamsterdamState(
            self.players,
            self.seed,
            rng,
            self.first,
            self.order.clone(),
            [d.clone() for d in self.dams],
            self.deck.clone(),
            self.reservoir.clone(),
            self.box.clone(),
            self.dice.clone(),
            self.stage,
            self.actor,
            None if self.step is None else self.step.clone(),
            [None if d is None else d.clone() for d in self.shown],
            [p.copy() for p in self.passes],
            self.drawn.copy(),
            self.draws_left.copy(),
            self.revealed,
            self.opening_deck,
            self.first_rolls,
            self.round,
            self.turns,
            self.value,
            self.values.copy(),
            self.queue.copy(),
            self.floods.copy(),
            self.strikes.copy(),
            self.flood_seat,
            self.flood_value,
            self.lifeguard_options.copy(),
            self.end,
            self.rolls,
            self.quiet_uses.copy(),
            self.rounds,
            self.reservoir_ends,
            self.spare_twinster,
            self.stand_ins,
        )

    @property
    def active(self) -> int:
        return self.order.current

    def left_of(self, seat: int) -> int:
        """The player on ``seat``'s left (next in turn order)."""
        return (seat + 1) % self.players

    def right_of(self, seat: int) -> int:
        return (seat - 1) % self.players
