"""The dams a player has built, in their player area's dams row: each dam card on its badge,
where its points are written (:class:`DamBadges`). The badges are a kit tree laid out in the
row at the largest type that holds them all, never below the finest that reads at 100 % text;
where even that does not hold them all, the last badges give way, never the type's size.
"""

from __future__ import annotations

from functools import cached_property, partial

from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.largest_fitting import LargestFitting
from tabletop_core.render.kit.type_steps import fine
from tabletop_damit.table.areas import PlayerAreas
from tabletop_damit.table.proportions import DAM_ASPECT
from tabletop_damit.table.words import ALL_DAM_VP


def _within(start: float, low: float, high: float, length: float) -> float:
    """Where something ``length`` long starting at ``start`` lies inside ``low``..``high``
    (centred on that span when it is longer)."""
    spare = min(0.0, (high - low - length) / 2)
    return min(max(start, low + spare), high - length - spare)


class DamBadges(PlayerAreas):
    """The dams' part of the player areas' layout (joined in ``TableLayout``)."""

    @cached_property
    def _badges(self) -> dict[tuple[int, int], list[Rect | None]]:
        """The dam badges of :meth:`dam_badges`, by seat and count."""
        return {}

    def panel_dam(self, seat: int, index: int, count: int = 1) -> Rect:
        """Dam card ``index`` of the ``count`` a seat has built: on its badge
        (:meth:`dam_badges`, where its points are written), never smaller than the area's
        small cards; badges on more lines than the row holds cards lie on a pile there, and
        a dam whose badge gave way lies on the last badge kept."""
        badge, band = self._badge_places(seat, count)[index], self.panel_dams(seat)
        w, h = self._icon(seat, DAM_ASPECT)
        width, height = max(badge.width, w), h
        left = _within(badge.center_x - width / 2, band.left, band.right, width)
        bottom = _within(badge.center_y - height / 2, band.bottom, band.top, height)
        return Rect(left, bottom, width, height)

    @cached_property
    def readable_points(self) -> float:
        """The least type of the points on a dam's badge: the finest that reads at 100 %
        text."""
        return min(fine(self.sizes.small / self.sizes.text), self.sizes.small)

    def badges(self, count: int, card_width: float, size: float, *, optional: bool) -> kit.Node:
        """``count`` dam badges with points of type ``size``, a line of it tall, keyed by
        their index: side by side while the row holds them (each as wide as a dam card
        ``card_width`` wide, the margin round the points giving way first), else on lines one
        above the other, in the middle of the row's height. ``optional``: the last badges give
        way when the row cannot hold them all (never the first)."""
        width = max(self.words.measure(str(vp), size, bold=True) for vp in ALL_DAM_VP)
        line, hair = self.sizes.line(size), self.space.hair
        preferred = (max(width + 2 * hair, card_width), line)
        pieces = (kit.Piece((width, line), preferred, key=str(n), optional=optional and n > 0)
                  for n in range(count))  # fmt: skip
        return kit.Box(kit.Wrap(*pieces, gap=hair), valign="center")

    def dam_badges(self, seat: int, count: int) -> list[Rect | None]:
        """The badges of the ``count`` dams a seat has built, where their points are written:
        side by side in its dams' row, each as tall as a line of its points and as wide as the
        widest points written on one (as wide as a dam card when the row has room); when the
        row cannot hold them all, on lines one above the other, their points smaller. Never
        below the finest type that reads at 100 % text
        (:func:`~tabletop_core.render.kit.type_steps.fine`): where even that does not hold
        them all, the last give way (None; the total after the row counts their points).
        They never lie on each other nor on the words beside them."""
        key = (seat, count)
        known = self._badges.get(key)
        if known is not None:
            return known
        card_width = self._icon(seat, DAM_ASPECT)[0]
        least, most = self.readable_points, self.sizes.small
        every = LargestFitting(partial(self.badges, count, card_width, optional=False), least, most)
        some = self.badges(count, card_width, least, optional=True)
        placed = kit.lay_out(
            kit.FirstFitting(every, some, valign="stretch"), self._part(seat, "dams"), self.words
        )
        self._badges[key] = found = [placed.get(str(n)) for n in range(count)]
        return found

    def _badge_places(self, seat: int, count: int) -> list[Rect]:
        """Where each dam card lies: on its badge, or on the last kept when its gave way."""
        places: list[Rect] = []
        for badge in self.dam_badges(seat, count):
            places.append(badge if badge is not None else places[-1])
        return places
