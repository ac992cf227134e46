"""What a seat may know (``view``) and a full state consistent with it (``determinize``).

Hidden from a seat: the special hamster deck and the dice's future (the RNG); the cards other
players chose to pass (until they arrive) and the passes between two other players; other
players' hands and arrangements until every dam is arranged; the special hamsters others draw,
keep and drop (kept ones show once everybody has deployed); and, while a simultaneous step is
open, what the others have done in it: their deployments and the roll abilities they used (the
others see their dam as it was, ``state.shown``, and the value as rolled) and their chosen moves.

``determinize`` fills every hidden thing with a random but possible value: unseen special
hamsters are dealt from the ones nobody can see, and the choices others made out of sight are
replayed at random (deploying) or as "no move".
"""

from __future__ import annotations

import random
from collections import Counter

from tabletop_core.components import Deck
from tabletop_core.flow import SimultaneousStep
from tabletop_hamsterdam.actions import SKIP
from tabletop_hamsterdam.pieces import (
    BLUE_DOTS,
    COPIES_OF_EACH_SPECIAL,
    DAM_CARDS,
    HAMSTER,
    HIDDEN,
    SPECIALS,
    TWINSTER,
    TWINSTER_SIDEWAYS,
)
from tabletop_hamsterdam.state import (
    ABILITY,
    ARRANGE,
    DEPLOY,
    KEEP,
    MOVE,
    PASS,
    Dam,
    HamsterdamState,
)

HIDDEN_CHOICE = "hidden"

SECRET_STAGES = frozenset({PASS, ARRANGE, KEEP, DEPLOY, ABILITY, MOVE})
"""The decisions the others may not watch: the hand, the specials drawn, the deployment, the
roll abilities and the moves stay hidden until everybody has chosen. Rolling, re-rolling, the
Lookout, the Lifeguard, breaches and the Bailer are made in the open."""


def shows_secret(view: HamsterdamState, seat: int) -> bool:
    """Whether ``seat``'s screen now shows (or asks) something the others may not see."""
    return view.stage in SECRET_STAGES


def view(state: HamsterdamState, seat: int | None) -> HamsterdamState:
    seen = state.clone(with_rng=False)
    seen.rng = None
    seen.seed = None
    seen.opening_deck = ()
    seen.deck = Deck([HIDDEN] * len(state.deck))
    if state.actor != seat:
        seen.drawn = [HIDDEN] * len(state.drawn)
    players = state.players
    for giver in range(players):
        passes = seen.passes[giver]
        if passes and giver != seat:
            if state.left_of(giver) != seat:
                passes[0] = HIDDEN
            if state.right_of(giver) != seat:
                passes[1] = HIDDEN
    hidden_returns = 0
    for other in range(players):
        if other == seat:
            continue
        shown = state.shown[other]
        if shown is not None:
            hidden_returns += shown.tokens_on_dam() - state.dams[other].tokens_on_dam()
            seen.dams[other] = shown.clone()
            seen.shown[other] = _public(shown.clone())
        dam = seen.dams[other]
        _public(dam)
        if state.stage == PASS:
            dam.hand = list(DAM_CARDS)
            dam.passing = []
        elif state.stage == ARRANGE:
            dam.hand = [HIDDEN] * len(DAM_CARDS)
            dam.cards = []
    if hidden_returns:  # the tokens out as the others saw them: stand-ins first when dry
        net = state.reservoir["token"] - state.stand_ins - hidden_returns
        seen.reservoir.counts["token"] = max(net, 0)
        seen.stand_ins = max(-net, 0)
    if state.step is not None:
        seen.step = _masked_step(state.step, seat)
    if state.quiet_uses:
        seen.quiet_uses = [use for use in state.quiet_uses if use[0] == seat]
        seen.values = [v if s == seat else state.value for s, v in enumerate(state.values)]
    return seen


def _public(dam: Dam) -> Dam:
    dam.dropped = []
    return dam


def _masked_step(step: SimultaneousStep, seat: int | None) -> SimultaneousStep:
    masked = SimultaneousStep(step.seats)
    own = step.visible_choices(seat)
    for chooser in step.seats:
        if not step.has_chosen(chooser):
            break
        masked.choose(chooser, own.get(chooser, HIDDEN_CHOICE) if not step.done else own[chooser])
    return masked


def determinize(view: HamsterdamState, seat: int | None, rng: random.Random) -> HamsterdamState:
    full = view.clone()
    full.rng = random.Random(rng.getrandbits(64))
    others = [s for s in range(view.players) if s != seat]
    if view.stage in (PASS, ARRANGE):
        _deal_hands(full, seat, others, rng)
    pool = _unseen_specials(view)
    rng.shuffle(pool)
    if not view.revealed and view.stage in (KEEP, DEPLOY):
        for other in others:
            dam = full.dams[other]
            kept = sum(BLUE_DOTS[c] for c in dam.cards) - view.draws_left[other]
            for _ in range(kept):
                dam.reserves.append(pool.pop() if pool else HAMSTER)
    if full.drawn and full.drawn[0] == HIDDEN:
        full.drawn = [pool.pop() for _ in full.drawn]
    full.deck = Deck(pool[: len(view.deck)])
    step = view.step
    if step is not None:
        full.step = _replayed_step(full, step, seat, rng)
    return full


def _replayed_step(
    full: HamsterdamState, step: SimultaneousStep, seat: int | None, rng: random.Random
) -> SimultaneousStep:
    """The step with every hidden choice made again at random (or as no move)."""
    from tabletop_hamsterdam.deployment import deploy_piece

    replay = SimultaneousStep(step.seats)
    mine = step.visible_choices(seat)
    for chooser in step.seats:
        if not step.has_chosen(chooser):
            break
        if chooser in mine:
            replay.choose(chooser, mine[chooser])
            continue
        dam = full.dams[chooser]
        if full.stage == PASS:
            passing = rng.sample(sorted(dam.hand), 2)
            for card in passing:
                dam.hand.remove(card)
            dam.passing = passing
            replay.choose(chooser, tuple(passing))
        elif full.stage == ARRANGE:
            cards = list(dam.hand)
            rng.shuffle(cards)
            dam.cards, dam.hand = cards, []
            replay.choose(chooser, tuple(cards))
        elif full.stage == DEPLOY:
            while dam.reserves:
                standing = dam.standing()
                if not standing:
                    break
                calm = [p for p in standing if not dam.tokens[p]] or standing
                piece = dam.reserves[rng.randrange(len(dam.reserves))]
                deploy_piece(full, chooser, calm[rng.randrange(len(calm))], piece, [])
            replay.choose(chooser, True)
        elif full.stage == KEEP:
            replay.choose(chooser, True)
        else:
            replay.choose(chooser, SKIP)
    return replay


def _deal_hands(
    full: HamsterdamState, seat: int | None, others: list[int], rng: random.Random
) -> None:
    """Others' hands as their own set, minus what they passed, plus what they were passed; a
    pass the seat did not see is a random card of the giver's set."""
    if full.stage == PASS:
        for other in others:
            full.dams[other].hand = list(DAM_CARDS)
            full.dams[other].passing = []
        return
    for passes in full.passes:
        unknown = [k for k in (0, 1) if passes[k] == HIDDEN]
        if unknown:
            free = [c for c in DAM_CARDS if c not in passes]
            for k, card in zip(unknown, rng.sample(free, len(unknown)), strict=True):
                passes[k] = card
    for other in others:
        hand = [c for c in DAM_CARDS if c not in full.passes[other]]
        hand.append(full.passes[full.right_of(other)][0])
        hand.append(full.passes[full.left_of(other)][1])
        hand.sort()
        full.dams[other].hand = hand
        full.dams[other].cards = []


def _unseen_specials(view: HamsterdamState) -> list[int]:
    """Special hamsters the view shows nowhere: the deck, others' hidden draws, kept and dropped."""
    unseen = Counter({kind: COPIES_OF_EACH_SPECIAL for kind in SPECIALS})
    seen: list[int] = list(view.drawn)
    for dam in view.dams:
        seen.extend(dam.reserves)
        seen.extend(dam.dropped)
        seen.extend(dam.gone)
        for stack in dam.stacks:
            seen.extend(stack.pieces)
    if not view.spare_twinster:  # the set-aside Twinster stays out of the game
        unseen[TWINSTER] -= 1
    for piece in seen:
        if piece == TWINSTER_SIDEWAYS:
            piece = TWINSTER
        if piece in unseen and unseen[piece] > 0:
            unseen[piece] -= 1
    return sorted(unseen.elements())


def redeal(state: HamsterdamState, seat: int, rng: random.Random) -> HamsterdamState:
    """What is hidden from ``seat`` drawn again, written on the full state by the rules (never
    through :func:`view`): the conformance kit varies it to prove the view keeps it.

    Drawn again: the dice's future (the RNG); the special hamsters ``seat`` cannot see (the
    deck, another seat's draw, what the others dropped, and the specials they kept since their
    dam was last shown), swapped among those places; and while the cards go round, the cards the
    others chose to pass and the passes ``seat`` did not see, with the hands and arrangements
    they make. Not drawn again: the others' hidden deployments, roll abilities and moves while
    a step is open (replaying them would start from the dam as shown, which is the view's work).
    Components cannot say any of this (passes seen by one neighbour, choices out of sight), so
    Hamsterdam writes its secrets by hand.
    """
    full = state.clone()
    full.rng = random.Random(rng.getrandbits(64))
    others = [other for other in range(state.players) if other != seat]
    _swap_unseen_specials(full, seat, others, rng)
    if full.stage == PASS:
        _choose_passes_again(full, others, rng)
    elif full.stage == ARRANGE:
        _pass_unseen_again(full, seat, others, rng)
    return full


def _swap_unseen_specials(
    full: HamsterdamState, seat: int, others: list[int], rng: random.Random
) -> None:
    places: list[tuple[list[int], int]] = [(full.deck.cards, i) for i in range(len(full.deck))]
    if full.actor != seat:
        places += [(full.drawn, i) for i in range(len(full.drawn))]
    for other in others:
        dam = full.dams[other]
        places += [(dam.dropped, i) for i, p in enumerate(dam.dropped) if p in SPECIALS]
        shown = full.shown[other]
        if shown is not None:
            known = Counter(shown.reserves)
            for i, piece in enumerate(dam.reserves):
                if known[piece] > 0:
                    known[piece] -= 1
                elif piece in SPECIALS:
                    places.append((dam.reserves, i))
    pieces = [held[i] for held, i in places]
    rng.shuffle(pieces)
    for (held, i), piece in zip(places, pieces, strict=True):
        held[i] = piece


def _choose_passes_again(full: HamsterdamState, others: list[int], rng: random.Random) -> None:
    """The others' passes being chosen: the same number of cards, any of their hand."""
    step = full.step
    for other in others:
        dam = full.dams[other]
        if not dam.passing:
            continue
        count = len(dam.passing)
        cards = sorted(dam.hand + dam.passing)
        dam.passing = rng.sample(cards, count)
        for card in dam.passing:
            cards.remove(card)
        dam.hand = cards
        if step is not None and step.has_chosen(other):
            full.step = step = _rechosen(step, other, tuple(dam.passing))


def _pass_unseen_again(
    full: HamsterdamState, seat: int, others: list[int], rng: random.Random
) -> None:
    """The passes ``seat`` did not see, chosen again, and the others' hands made from them
    (arranged again at random for those who have arranged)."""
    for giver in others:
        passes = full.passes[giver]
        unseen = [
            k for k, to in ((0, full.left_of(giver)), (1, full.right_of(giver))) if to != seat
        ]
        free = [card for card in DAM_CARDS if card not in passes or passes.index(card) in unseen]
        for k, card in zip(unseen, rng.sample(free, len(unseen)), strict=True):
            passes[k] = card
    step = full.step
    for other in others:
        dam = full.dams[other]
        hand = [card for card in DAM_CARDS if card not in full.passes[other]]
        hand.append(full.passes[full.right_of(other)][0])
        hand.append(full.passes[full.left_of(other)][1])
        if step is not None and step.has_chosen(other):
            rng.shuffle(hand)
            dam.cards, dam.hand = hand, []
            full.step = step = _rechosen(step, other, tuple(hand))
        else:
            placed = len(dam.cards)
            rng.shuffle(hand)
            dam.cards, dam.hand = hand[:placed], sorted(hand[placed:])


def _rechosen(step: SimultaneousStep, seat: int, choice: object) -> SimultaneousStep:
    """The open step with ``seat``'s choice replaced by ``choice``."""
    again = SimultaneousStep(step.seats)
    for chooser in step.seats:
        if not step.has_chosen(chooser):
            break
        made = step.visible_choices(chooser)[chooser]
        again.choose(chooser, choice if chooser == seat else made)
    return again
