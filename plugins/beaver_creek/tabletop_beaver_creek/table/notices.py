"""Where Beaver Creek's table shows its own notes: the banner across the top of the scene (an
accident, a log taken back, whose turn), reported so that a passing message the frame puts over
the table (when it does not fit in the menu bar) goes below it instead of on it.

The banner's rect is the one :func:`tabletop_beaver_creek.table.paint.paint_banner` paints:
worked out by letting it paint onto a canvas that only notes its first rect, once per wording,
alarm and layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_beaver_creek.table.paint import paint_banner, sizes_for
from tabletop_core.render.geometry import Rect


class _Where:
    """A canvas that paints nothing and keeps where its first rectangle went."""

    def __init__(self) -> None:
        self.band: Rect | None = None

    def rect(self, rect: Rect, *args: Any, **kwargs: Any) -> None:
        if self.band is None:
            self.band = rect

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: None


_known: dict[tuple[Any, ...], Rect | None] = {}


def banner_notices(scene: Any) -> Sequence[Rect]:
    layout, motion = getattr(scene, "layout", None), getattr(scene, "motion", None)
    if layout is None or motion is None or not motion.banner:
        return ()
    key = (motion.banner, motion.alarm, layout.rect, id(layout))
    if key not in _known:
        if len(_known) > 64:
            _known.clear()
        where = _Where()
        paint_banner(where, layout, sizes_for(layout), motion.banner, motion.alarm)  # type: ignore[arg-type]  # only its rect is noted
        _known[key] = where.band
    band = _known[key]
    return () if band is None else (band,)
