"""The actions of a turn, which are also the replay and network format.

- ``{"type": "play", "card": id, "beaver": colour, "spot": -1..1, "tail": radians}``: play a card
  and move a beaver. ``beaver`` names the beaver a joker moves ("" means the card's own colour);
  ``spot`` is where within its ring the beaver is put, from -1 (the inner edge of the ring's
  tolerance) to 1 (the outer edge); ``tail`` is the direction its tail points, in radians
  counter-clockwise from the raft's +x axis, as seen from above.
- ``{"type": "lay_down", "card": id, "pile": 0|1}``: nothing in hand can be played, so lay a card
  down and draw one from that pile.
- ``{"type": "reward", "choice": "card"|"stick", "pile": 0|1}``: the reward for ending on the
  beaver's own colour or reaching the dam; ``pile`` is where an extra card comes from (ignored
  for a stick).
- ``{"type": "draw", "pile": 0|1}``: the card drawn after moving.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Play:
    card: int
    beaver: str = ""
    spot: float = 0.0
    tail: float = 0.0


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


Action = Play | LayDown | Reward | Draw

STICK = Reward("stick")
DRAWS = (Draw(0), Draw(1))
CARD_REWARDS = (Reward("card", 0), Reward("card", 1))
