"""The actions of a turn, which are also the replay and network format.

- ``{"type": "play", "card": id, "beaver": colour, "spot": -1..1, "tail": radians, "drop": 0..1}``:
  play a card and move a beaver, lifting it and setting it down in one. ``beaver`` names the
  beaver a joker moves ("" means the card's own colour); ``spot`` is where within its ring the
  beaver is put, from -1 (the inner edge of the ring's tolerance) to 1 (the outer edge); ``tail``
  is the direction its tail points, in radians counter-clockwise from the raft's +x axis, as seen
  from above; ``drop`` is how hard it is set down, from 0 (lowered gently onto the raft) to 1
  (let fall from a hand's height). The hand trembles: the rules shake spot, tail and drop a
  little (from the game's seeded RNG) before the beaver lands.
- ``{"type": "lift", "card": id, "beaver": colour}``: play the card and lift its beaver (a person
  at the table does this when picking the beaver up). The card is played from then on: the only
  thing the seat may do next is ``set_down``. A move onto the dam happens at once.
- ``{"type": "set_down", "spot": -1..1, "tail": radians, "drop": 0..1}``: set the lifted beaver
  down on its ring, as in ``play``.
- ``{"type": "lay_down", "card": id, "pile": 0|1}``: nothing in hand can be played, so lay a card
  down and draw one from that pile.
- ``{"type": "reward", "choice": "card"|"stick", "pile": 0|1}``: the reward for ending on the
  beaver's own colour or reaching the dam; ``pile`` is where an extra card comes from (ignored
  for a stick).
- ``{"type": "draw", "pile": 0|1}``: the card drawn after moving.
- ``{"type": "skip_draw"}``: no card after moving (drawing is a right, not a duty; not offered
  to a mover whose hand is empty while a pile has cards).
- ``{"type": "top_up", "pile": 0|1}``: before playing, a seat holding fewer than 3 cards takes
  one from that pile (the rulebook's "top up to 3": a draw forgotten or declined earlier).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Play:
    card: int
    beaver: str = ""
    spot: float = 0.0
    tail: float = 0.0
    drop: float = 0.5


@dataclass(frozen=True, slots=True)
class Lift:
    card: int
    beaver: str = ""


@dataclass(frozen=True, slots=True)
class SetDown:
    spot: float = 0.0
    tail: float = 0.0
    drop: float = 0.5


@dataclass(frozen=True, slots=True)
class LayDown:
    card: int
    pile: int


@dataclass(frozen=True, slots=True)
class Reward:
    choice: str
    pile: int = 0


@dataclass(frozen=True, slots=True)
class Draw:
    pile: int


@dataclass(frozen=True, slots=True)
class SkipDraw:
    pass


@dataclass(frozen=True, slots=True)
class TopUp:
    pile: int


Action = Play | Lift | SetDown | LayDown | Reward | Draw | SkipDraw | TopUp

STICK = Reward("stick")
DRAWS = (Draw(0), Draw(1))
SKIP_DRAW = SkipDraw()
CARD_REWARDS = (Reward("card", 0), Reward("card", 1))
TOP_UPS = (TopUp(0), TopUp(1))
