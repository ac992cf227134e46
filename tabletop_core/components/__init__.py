"""Shared game components: piles and decks, a row display, dice, supplies of pieces, a spiral
track and stacks, hands and face-down cards that say who may see them, and the state's RNG
copied for a clone. Lean on purpose (slots, plain lists and ints, O(1) draw and put) because
rules engines call them in bot playouts thousands of times a second."""

from tabletop_core.components.dice import STANDARD_FACES, Dice
from tabletop_core.components.errors import ComponentError
from tabletop_core.components.hidden import FaceDown, Hand
from tabletop_core.components.piles import Deck, Pile
from tabletop_core.components.rng import copied_rng
from tabletop_core.components.row import Row
from tabletop_core.components.spiral import SpiralTrack
from tabletop_core.components.stack import Stack
from tabletop_core.components.supply import Supply

__all__ = [
    "STANDARD_FACES",
    "ComponentError",
    "Deck",
    "Dice",
    "FaceDown",
    "Hand",
    "Pile",
    "Row",
    "SpiralTrack",
    "Stack",
    "Supply",
    "copied_rng",
]
