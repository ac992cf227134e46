"""The widget kit games share: cards, deck and pile, dice, piles of pieces, a row display, a
spiral track, stacks, buttons, and tweened movement. Import it inside a view factory (it
imports arcade)."""

from tabletop_core.render.widgets.buttons import (
    Button,
    Choice,
    FocusRing,
    Stepper,
    TextField,
    Toggle,
)
from tabletop_core.render.widgets.cards import CardSprite, Deck, Pile, draw_card_marks, fan
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_core.render.widgets.stacks import paint_stack
from tabletop_core.render.widgets.tokens import RowDisplay, paint_pile
from tabletop_core.render.widgets.track import SpiralTrack, spiral_positions
from tabletop_core.render.widgets.tween import Tween, Tweener

__all__ = [
    "Button",
    "CardSprite",
    "Choice",
    "Deck",
    "DieWidget",
    "FocusRing",
    "Pile",
    "RowDisplay",
    "SpiralTrack",
    "Stepper",
    "TextField",
    "Toggle",
    "Tween",
    "Tweener",
    "draw_card_marks",
    "fan",
    "paint_pile",
    "paint_stack",
    "spiral_positions",
]
