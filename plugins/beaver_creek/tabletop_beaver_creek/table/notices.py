"""Where Beaver Creek's table shows its own notes: the banner across the top of the scene (an
accident, a log taken back, whose turn), reported so that a passing message the frame puts over
the table (when it does not fit in the menu bar) goes below it instead of on it.

The banner's rect is the one :func:`tabletop_beaver_creek.table.paint.paint_banner` paints
(:func:`~tabletop_beaver_creek.table.paint.banner_at`), kept once per wording, alarm and layout
(measuring its words is not free, and the frame asks every frame).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_beaver_creek.table.paint import banner_at, sizes_for
from tabletop_core.render.geometry import Rect

_known: dict[tuple[Any, ...], Rect] = {}


def banner_notices(scene: Any) -> Sequence[Rect]:
    layout, motion = getattr(scene, "layout", None), getattr(scene, "motion", None)
    if layout is None or motion is None or not motion.banner:
        return ()
    key = (motion.banner, motion.alarm, layout.rect, id(layout))
    if key not in _known:
        if len(_known) > 64:
            _known.clear()
        _known[key] = banner_at(layout, sizes_for(layout), motion.banner, motion.alarm).band
    return (_known[key],)
