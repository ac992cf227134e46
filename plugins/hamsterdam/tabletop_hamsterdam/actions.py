"""Every decision of the game as a small frozen action, which is also the replay format.

``{"type": "pass_card", "card": 7}``, ``{"type": "place_card", "card": 7}``,
``{"type": "keep", "special": "scout"}``, ``{"type": "deploy", "position": 3, "hamster": "hamster"}``,
``{"type": "swap", "position": 4}``, ``{"type": "roll"}``, ``{"type": "reroll", "again": true}``,
``{"type": "nudge", "delta": -1}``, ``{"type": "flip_value"}``,
``{"type": "scout", "from_position": 2, "to_position": 5}``, ``{"type": "lifeguard", "position": 4}``,
``{"type": "breach", "side": "left"}``,
``{"type": "move", "from_position": 3, "to_position": 4, "hamster": "hamster"}``,
``{"type": "repair"}``, ``{"type": "bail", "position": 6}``, ``{"type": "skip"}``.

Positions count dam cards from the left, 0-10.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.actions import ActionCodec


@dataclass(frozen=True, slots=True)
class PassCard:
    """Pass this dam card: the first one goes left, the second right (both to the opponent of two)."""

    card: int


@dataclass(frozen=True, slots=True)
class PlaceCard:
    """Put this dam card from the hand into the next position of the dam, left to right."""

    card: int


@dataclass(frozen=True, slots=True)
class Keep:
    """Keep this one of the special hamsters drawn (two per blue dot, keep any half); once half
    are kept, the rest leave the game."""

    special: str


@dataclass(frozen=True, slots=True)
class Deploy:
    """Place a hamster from the reinforcements on the card at ``position``.

    On a card with a flood token (redeployment) the hamster is spent: it leaves the game and the
    token goes back to the Reservoir.
    """

    position: int
    hamster: str


@dataclass(frozen=True, slots=True)
class Swap:
    """Lookout: swap the cards at ``position`` and ``position + 1`` with their stacks and tokens."""

    position: int


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the two dice."""


@dataclass(frozen=True, slots=True)
class Reroll:
    """Rerollster: roll again (``again``) or keep the roll."""

    again: bool


@dataclass(frozen=True, slots=True)
class Nudge:
    """Nudgester: the value is ``delta`` (±1) different for your own dam."""

    delta: int


@dataclass(frozen=True, slots=True)
class FlipValue:
    """Flipster: your own dam treats the value N as 14 − N."""


@dataclass(frozen=True, slots=True)
class ScoutMove:
    """Scout: move the Scout at ``from_position`` onto the stack at ``to_position``."""

    from_position: int
    to_position: int


@dataclass(frozen=True, slots=True)
class Lifeguard:
    """Lifeguard: return the token on the adjacent card at ``position`` to the Reservoir."""

    position: int


@dataclass(frozen=True, slots=True)
class Breach:
    """Flip the left-most or right-most un-flipped dam card (``side`` is "left" or "right")."""

    side: str


@dataclass(frozen=True, slots=True)
class Move:
    """Movement: move one hamster one card left or right."""

    from_position: int
    to_position: int
    hamster: str


@dataclass(frozen=True, slots=True)
class Repair:
    """Engineer, instead of moving: un-flip your most recently flipped card (once a game)."""


@dataclass(frozen=True, slots=True)
class Bail:
    """Bailer: return the token on the card at ``position`` to the Reservoir for free."""

    position: int


@dataclass(frozen=True, slots=True)
class Skip:
    """Decline: no (more) abilities, no Lookout swap, no movement."""


Action = (
    PassCard
    | PlaceCard
    | Keep
    | Deploy
    | Swap
    | Roll
    | Reroll
    | Nudge
    | FlipValue
    | ScoutMove
    | Lifeguard
    | Breach
    | Move
    | Repair
    | Bail
    | Skip
)

CODEC = ActionCodec.of(Action, names={ScoutMove: "scout"})

ROLL = Roll()
SKIP = Skip()
REPAIR = Repair()
FLIP_VALUE = FlipValue()
REROLL = Reroll(True)
KEEP_ROLL = Reroll(False)
NUDGE_DOWN = Nudge(-1)
NUDGE_UP = Nudge(1)
LEFT = "left"
RIGHT = "right"
BREACH_LEFT = Breach(LEFT)
BREACH_RIGHT = Breach(RIGHT)
