"""The Mein lieber Biber bot levels: ``easy``, ``normal`` and ``hard`` (the core adds ``random``).

Every bot chooses from its seat's view only, and judges the raft as a person at the table
does: from what can be seen — how the raft leans now and where the beavers (and their weights)
stand — never by running the raft's simulation on a placement it has in mind. Its estimate is
the static lean the loaded raft would have (:func:`~tabletop_mein_lieber_biber.raft.balance`,
the centre of mass off the middle), plus the lean the raft shows now. Each level has a
*steadiness*: the spot, tail and drop it means are shaken by Gaussian noise from the bot's own
RNG, and then, like anybody's, by the hand's tremble the rules apply
(:mod:`tabletop_mein_lieber_biber.hand`).

- ``easy`` takes a reward when it sees one, otherwise moves at random, and lets beavers fall
  from some height; shaky hands.
- ``normal`` scores every move by its reward and by how far it pushes the raft's centre of mass
  off the middle, sets spot and tail to pull the weight back towards the middle, and sets the
  beaver down fairly gently; steadier hands.
- ``hard`` does the same with more care: it weighs the lean it sees now, lowers every beaver as
  gently as it can and shuns moves whose estimated lean is near what it judges a raft can carry;
  and it counts the cards it cannot see (those neither in its hand nor on a discard pile) to
  judge how likely each move leaves the next player a reward, and denies it; early in a round
  it takes its reward as a card (one more chance every turn), later as a stick; steady hands.
"""

from __future__ import annotations

import math
import random
from typing import Any

from tabletop_mein_lieber_biber.actions import STICK, Action, Draw, Play, SetDown
from tabletop_mein_lieber_biber.cards import CARD_COUNT, COLOURS, RING_COLOUR, RINGS, VALUES
from tabletop_mein_lieber_biber.putting_down import preview
from tabletop_mein_lieber_biber.raft import Beaver, balance
from tabletop_mein_lieber_biber.state import DRAW, PLACE, PLAY, REWARD, BiberState
from tabletop_mein_lieber_biber.turn import Move, playable

REWARD_WORTH = 1.0


class _Hand:
    """A bot's steadiness: how far its spot and tail stray from what it means."""

    spot_noise = 0.0
    tail_noise = 0.0
    drop = 0.5
    """How hard it means to set a beaver down (0 lowered .. 1 let fall)."""
    drop_noise = 0.0

    def put_down(self, rng: random.Random, move: Move, spot: float, tail: float) -> Play:
        card, beaver, ring = move
        if ring is None:
            return Play(card, COLOURS[beaver], 0.0, 0.0, 0.0)
        spot, tail, drop = self._shaken(rng, spot, tail)
        return Play(card, COLOURS[beaver], spot, tail, drop)

    def _shaken(self, rng: random.Random, spot: float, tail: float) -> tuple[float, float, float]:
        spot = min(1.0, max(-1.0, spot + rng.gauss(0.0, self.spot_noise)))
        tail = (tail + rng.gauss(0.0, self.tail_noise)) % math.tau
        drop = min(1.0, max(0.0, self.drop + rng.gauss(0.0, self.drop_noise)))
        return spot, tail, drop

    def set_down(self, view: BiberState, rng: random.Random) -> SetDown:
        """A beaver already in hand (lifted at the table, then handed to a bot)."""
        assert view.lifted is not None
        spot, tail = _steadying(view, view.lifted)
        return SetDown(*self._shaken(rng, spot, tail))

    def decide_rest(self, game: Any, view: BiberState, rng: random.Random) -> Action:
        """Rewards, draws and lay-downs: a stick when there is one, a random pile otherwise;
        always the card after moving."""
        if view.phase == PLACE:
            return self.set_down(view, rng)
        legal = game.legal_actions(view)
        if view.phase == REWARD:
            return STICK if STICK in legal else legal[rng.randrange(len(legal))]
        if view.phase == DRAW:
            legal = [action for action in legal if isinstance(action, Draw)]
        return legal[rng.randrange(len(legal))]


def _earns(move: Move) -> bool:
    _card, beaver, ring = move
    return ring is None or RING_COLOUR[ring] == beaver


def _steadying(view: BiberState, move: Move) -> tuple[float, float]:
    """The spot and tail that pull the raft's weight back towards the middle: the beaver stands
    on the side of its ring away from the lean, its tail pointing against it."""
    _card, _beaver, ring = move
    if ring is None:
        return 0.0, 0.0
    beavers, placed = preview(view, move, 0.0, 0.0)
    lean_x, lean_y = balance(beavers)
    assert placed is not None
    radial = placed.x * lean_x + placed.y * lean_y
    spot = -1.0 if radial > 0 else 1.0
    tail = math.atan2(-lean_y, -lean_x) if lean_x or lean_y else 0.0
    return spot, tail


def _lean_after(view: BiberState, move: Move, spot: float, tail: float) -> float:
    beavers, _placed = preview(view, move, spot, tail)
    return math.hypot(*balance(beavers))


class EasyBot(_Hand):
    spot_noise = 0.6
    tail_noise = 1.5
    drop = 0.6
    drop_noise = 0.3

    def choose(self, game: Any, view: BiberState, rng: random.Random) -> Action:
        if view.phase == PLAY:
            moves = playable(view)
            if moves:
                earning = [move for move in moves if _earns(move)]
                pool = earning or moves
                move = pool[rng.randrange(len(pool))]
                return self.put_down(rng, move, 0.0, rng.uniform(0.0, math.tau))
        return self.decide_rest(game, view, rng)


class NormalBot(_Hand):
    spot_noise = 0.3
    tail_noise = 0.6
    drop = 0.1
    drop_noise = 0.1
    balance_weight = 4.0
    """Reward points one raft radius of lean is worth (a lean of 0.25 costs about one reward)."""

    def ranked(self, view: BiberState, moves: list[Move]) -> list[tuple[float, Move, float, float]]:
        """``(score, move, spot, tail)``, best first."""
        scored = []
        for index, move in enumerate(moves):
            spot, tail = _steadying(view, move)
            lean = _lean_after(view, move, spot, tail)
            score = REWARD_WORTH * _earns(move) - self.balance_weight * lean
            scored.append((score, -index, move, spot, tail))
        scored.sort(reverse=True)
        return [(score, move, spot, tail) for score, _i, move, spot, tail in scored]

    def choose(self, game: Any, view: BiberState, rng: random.Random) -> Action:
        if view.phase == PLAY:
            moves = playable(view)
            if moves:
                _score, move, spot, tail = self.ranked(view, moves)[0]
                return self.put_down(rng, move, spot, tail)
        return self.decide_rest(game, view, rng)


class HardBot(NormalBot):
    spot_noise = 0.1
    tail_noise = 0.25
    drop = 0.0
    drop_noise = 0.05
    balance_weight = 2.0
    danger_weight = 2.0
    """Reward points per raft radius of estimated lean beyond ``CAREFUL_LEAN``."""
    careful_lean = 0.04
    """Raft radii of centre-of-mass offset the bot treats as the edge of safety (a judgement by
    eye of what the raft carries, not a simulated verdict)."""
    tilt_weight = 0.15
    """Raft radii of judged lean per radian of tilt the raft shows now (a raft already leaning
    is nearer its tip)."""
    gift_weight = 3.0
    """Reward points a sure reward for the next player is worth to this one (a loss). With both
    levels rarely tipping the raft, the game is won by the rewards the other player is denied:
    weighed at 3, above a reward of its own, hard beat normal in about two thirds of the games;
    at 1 in 57 % (see docs/bots.md)."""

    card_turns = 13
    """Turns left (the piles' cards per player) from which the reward is a card, not a stick:
    with 2 players, a card while 26 or more lie in the piles. Taking the card from 15 turns left
    (or from 10) won 84 % of 300 games against normal, a stick always 71 %."""

    def choose(self, game: Any, view: BiberState, rng: random.Random) -> Action:
        if view.phase == PLAY:
            moves = playable(view)
            if moves:
                move, spot, tail = self._safest(view, moves)
                return self.put_down(rng, move, spot, tail)
        if view.phase == DRAW:
            legal = [action for action in game.legal_actions(view) if isinstance(action, Draw)]
            return max(legal, key=lambda draw: len(view.piles[draw.pile]))
        if view.phase == REWARD and self._card_pays(view):
            legal = game.legal_actions(view)
            cards = [action for action in legal if action != STICK]
            if cards:
                return max(cards, key=lambda reward: len(view.piles[reward.pile]))
        return self.decide_rest(game, view, rng)

    def _card_pays(self, view: BiberState) -> bool:
        """Whether an extra card is worth more than a stick: while the piles promise this seat
        ``card_turns`` more turns or so (every turn draws a card), a card in hand is one more
        chance each turn to end on a beaver's own colour or to deny the next player one."""
        left = len(view.piles[0]) + len(view.piles[1])
        return left >= self.card_turns * view.players

    def _safest(self, view: BiberState, moves: list[Move]) -> tuple[Move, float, float]:
        """Every move at its steadying spot and tail, judged by the lean it would leave (and the
        lean the raft shows now), its reward and what it gives the next player."""
        shown = math.hypot(view.poses[0].angle, view.poses[1].angle) * self.tilt_weight
        best: tuple[float, Move, float, float] | None = None
        for _score, move, spot, tail in self.ranked(view, moves):
            beavers, _placed = preview(view, move, spot, tail)
            lean = math.hypot(*balance(beavers)) + shown
            score = (
                REWARD_WORTH * _earns(move)
                - self.balance_weight * lean
                - self.danger_weight * max(0.0, lean - self.careful_lean)
            )
            if self.gift_weight:
                score -= self.gift_weight * _gift_chance(view, move, beavers)
            if best is None or score > best[0]:
                best = (score, move, spot, tail)
        assert best is not None
        return best[1], best[2], best[3]


def _gift_chance(view: BiberState, move: Move, beavers: list[Beaver]) -> float:
    """The chance that the next player holds a card earning a reward once ``move`` is made:
    cards are unseen unless in this seat's hand or a discard pile, and the next hand is a
    random draw of its size from the unseen ones."""
    seat = view.turn.current
    played = move[0]
    seen = bytearray(CARD_COUNT)
    seen[played] = 1
    for card in view.hands[seat]:
        seen[card] = 1
    for pile in view.discards:
        for card in pile.cards:
            seen[card] = 1
    taken = {beaver.ring for beaver in beavers if beaver.ring}
    on_raft = {beaver.colour: beaver.ring for beaver in beavers}
    earning_values: list[set[int]] = []
    for colour in range(len(COLOURS)):
        values = set()
        ring = on_raft.get(colour)
        if ring is not None:
            for value in range(1, VALUES + 1):
                end = ring + value
                if end > RINGS or (end not in taken and RING_COLOUR[end] == colour):
                    values.add(value)
        earning_values.append(values)
    any_beaver = set().union(*earning_values)
    unseen = earning = 0
    for card in range(CARD_COUNT):
        if seen[card]:
            continue
        unseen += 1
        colour, value = card // VALUES, card % VALUES + 1
        if value in (earning_values[colour] if colour in on_raft else any_beaver):
            earning += 1
    hand = len(view.hands[(seat + 1) % view.players])
    if unseen == 0 or hand == 0:
        return 0.0
    return 1.0 - math.comb(unseen - earning, hand) / math.comb(unseen, hand)


__all__ = ["EasyBot", "HardBot", "NormalBot"]
