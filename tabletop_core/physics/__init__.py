"""Physics for dexterity games: a deterministic pymunk table, contacts, collapse checks, a rocker.

Pure pymunk, no arcade: rules engines run it without a window, views only draw its bodies.
"""

from tabletop_core.physics.collapse import displaced, tipped, turn_between
from tabletop_core.physics.contacts import Contact, neighbours, points_between, touching
from tabletop_core.physics.pivot import Rocker, Weight
from tabletop_core.physics.shapes import Vertices, box, chamfered_box, extent, transformed
from tabletop_core.physics.table import Pose, Settling, Table

__all__ = [
    "Contact",
    "Pose",
    "Rocker",
    "Settling",
    "Table",
    "Vertices",
    "Weight",
    "box",
    "chamfered_box",
    "displaced",
    "extent",
    "neighbours",
    "points_between",
    "tipped",
    "touching",
    "transformed",
    "turn_between",
]
