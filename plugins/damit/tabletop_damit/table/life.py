"""Dam It!'s life at rest: glints on the river under its cards, and a leaf the current carries.

The water is where the table paints it (:func:`tabletop_damit.table.paint.paint_water`): from left
of the first river place to right of the draw pile, down to under the places' labels. The glints
and the leaf keep to the strip of it under the cards, so nothing living crosses a card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch, glints, leaf
from tabletop_core.render.kit.spacing import Spacing
from tabletop_damit.table.rows import DRAW


def river_life(scene: Any, rect: Rect) -> Sequence[Touch]:
    layout = getattr(scene, "layout", None)
    if layout is None:
        return ()
    space = Spacing(layout.scale)
    first = layout.river_slot(0)
    source = layout.river_slot(DRAW)
    left = min(first.left - space.loose, layout.main.left - space.hair)
    bottom = layout.labels_band.bottom - space.snug
    under = Rect(
        left + space.tight,
        bottom + space.hair,
        source.right + space.loose - left,
        first.bottom - bottom,
    )
    if under.height < space.snug:
        return ()
    return (glints(under, count=4), leaf(under, phase=0.3))
