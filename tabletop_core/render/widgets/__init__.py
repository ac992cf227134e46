"""The widget kit games share: cards, deck and pile, dice, piles of pieces (counted, or face
down with a secret count), a row display, runs of cards, a spiral track, stacks, buttons, and
tweened movement. ``Canvas.above`` is the layer over the cards (a frame around one). Import it inside a view factory (it
imports arcade)."""

from tabletop_core.render.widgets.buttons import (
    Button,
    Choice,
    FocusRing,
    Stepper,
    TextField,
    Toggle,
)
from tabletop_core.render.widgets.cards import (
    CardSprite,
    Deck,
    Pile,
    draw_card_marks,
    fan,
    paint_card,
)
from tabletop_core.render.widgets.dice import DieWidget
from tabletop_core.render.widgets.runs import paint_hidden_pile, run_layout, runs_of
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
    "paint_card",
    "paint_hidden_pile",
    "paint_pile",
    "paint_stack",
    "run_layout",
    "runs_of",
    "spiral_positions",
]
