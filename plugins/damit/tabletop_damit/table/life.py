"""Dam It!'s life at rest: glints on the river under its cards, and a leaf the current carries.

The water is where the table paints it (:func:`tabletop_damit.table.paint.paint_water`): from left
of the first river place to right of the draw pile, down to under the places' labels. The glints
and the leaf keep to the strip of it under the cards, so nothing living crosses a card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.life import Touch
from tabletop_damit.table.layout import DRAW


def river_life(scene: Any, rect: Rect) -> Sequence[Touch]:
    layout = getattr(scene, "layout", None)
    if layout is None:
        return ()
    s = layout.scale
    first = layout.river_slot(0)
    source = layout.river_slot(DRAW)
    left = min(first.left - 10 * s, layout.main.left - 2 * s)
    bottom = layout.labels_band.bottom - 7 * s
    under = Rect(left + 4 * s, bottom + 2 * s, source.right + 10 * s - left, first.bottom - bottom)
    if under.height < 6 * s:
        return ()
    return (
        Touch("shimmer", under, (225, 245, 255, 120), period=5.0, phase=0.0, count=4),
        Touch("drift", under, (196, 150, 58, 200), period=12.0, phase=0.3, count=1),
    )
