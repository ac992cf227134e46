"""The pieces and the box, in world units (y up; the table top is y = 0).

A beaver is 14 wide and 28 tall, a large log 80 × 10, a small log 56 × 10; gravity is 981
units/s². The five spaces of the box are 50 apart, so a large log spans two neighbouring
beavers with room to spare and a small one just does.
"""

from __future__ import annotations

import math

from tabletop_core.physics import Vertices, box, chamfered_box

BEAVER = "beaver"
LOG = "log"
SMALL_LOG = "small_log"
LOG_KINDS = (LOG, SMALL_LOG)
COMBOS = {"beaver+log": LOG, "beaver+small_log": SMALL_LOG}
"""Face 4 of die 2: a log carried with a beaver already standing on it, let go as one piece."""
PIECE_KINDS = (BEAVER, LOG, SMALL_LOG, *COMBOS)

BEAVER_WIDTH = 14.0
BEAVER_HEIGHT = 28.0
LOG_THICKNESS = 10.0
LOG_LENGTH = {LOG: 80.0, SMALL_LOG: 56.0}

OUTLINE: dict[str, Vertices] = {
    BEAVER: chamfered_box(BEAVER_WIDTH, BEAVER_HEIGHT, 3.0),
    LOG: box(LOG_LENGTH[LOG], LOG_THICKNESS),
    SMALL_LOG: box(LOG_LENGTH[SMALL_LOG], LOG_THICKNESS),
}
HALF_HEIGHT = {BEAVER: BEAVER_HEIGHT / 2, LOG: LOG_THICKNESS / 2, SMALL_LOG: LOG_THICKNESS / 2}
HALF_LENGTH = {
    BEAVER: BEAVER_WIDTH / 2,
    LOG: LOG_LENGTH[LOG] / 2,
    SMALL_LOG: LOG_LENGTH[SMALL_LOG] / 2,
}

DENSITY = 0.001
FRICTION = 0.9

BOX_KEY = "box"
TABLE_KEY = "table"
BOX_WIDTH = 260.0
BOX_TOP = 60.0
SPACE_CENTRES = (-100.0, -50.0, 0.0, 50.0, 100.0)
SPACE_HALF_WIDTH = 20.0
DAM_CENTRE = 0.0
REACH = 320.0
"""How far from the dam's centre a piece may be let go of."""
CEILING = 900.0

UPRIGHT_LIMIT = math.radians(15)
"""A beaver is placed standing: within this of upright."""
LOG_TILT_LIMIT = math.radians(60)
"""A log is laid, not stood on end."""


def space_at(x: float) -> int | None:
    """The box space whose marks contain ``x``, if any."""
    for index, centre in enumerate(SPACE_CENTRES):
        if abs(x - centre) <= SPACE_HALF_WIDTH:
            return index
    return None


def combo_beaver_offset(shift: float, angle: float) -> tuple[float, float]:
    """Where a combo's beaver centre sits relative to its log's centre: standing on the log,
    ``shift`` along it from the middle (face 4: "the log must be placed in the dam with a
    beaver on it")."""
    up = LOG_THICKNESS / 2 + HALF_HEIGHT[BEAVER] + 0.05
    cos, sin = math.cos(angle), math.sin(angle)
    return (shift * cos - up * sin, shift * sin + up * cos)
