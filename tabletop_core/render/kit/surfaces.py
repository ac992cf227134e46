"""Surfaces: the few kinds of flat thing a table paints under its words and pieces, by name.

A table says ``surface.panel(canvas, rect)``, ``surface.button(canvas, rect, primary=True)``,
``surface.place(canvas, rect)`` or ``surface.frame(canvas, rect)`` rather than a fill, an edge,
its width and the cut of its corners in pixels, so that every table's panels, buttons, empty
places, tags and focus frames look alike and grow with the window. Corners and the room round a
frame are in window pixels at ``scale`` (``theme.table_scale`` of the table's rect, as the
spacing scale); an edge's width is a line width (``theme.line_width`` thickens it in high
contrast). This module draws on a :class:`~tabletop_core.render.canvas.Canvas` (so it imports
arcade); a table's layout does not need it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Color, Palette, Sizes

CORNERS = {"none": 0, "badge": 3, "tag": 4, "place": 6, "panel": 8, "dialog": 10}
"""How far each kind of surface's corners are cut at scale 1, smallest first: square, a count's
badge, a key cap, tag or note, a card's place or a button, a panel, a dialog over the table."""
EDGES = {"hair": 1, "mark": 2, "strong": 3, "focus": 4, "chosen": 5}
"""Line widths of edges and frames: a hairline, a mark, a strong edge (a seat acting, a
dialog), the focus frame, a chosen target's frame."""
SHADE = (0, 0, 0, 40)
"""An empty place: the table shows through, a little darker."""
NOTE = (20, 24, 31, 235)
"""A note over the table (what a hovered thing does): dark and all but opaque, so the words on
it read over anything."""
GHOST_ALPHA = 120
"""Where pieces would go (a preview): the focus colour at this opacity, half seen through."""
Paint = Color | str
"""A colour, or the name of one of the palette's (``"PANEL"``, ``"FOCUS"``): a name is looked
up when drawn, so it follows high contrast."""


def colour(paint: Paint) -> Color:
    """``paint`` as a colour (a palette name looked up now)."""
    return getattr(Palette, paint) if isinstance(paint, str) else paint


def ghost() -> Color:
    """Where pieces would go: the focus colour, half seen through."""
    return (*Palette.FOCUS[:3], GHOST_ALPHA)


FRAME_OUT = 3
"""Window pixels at scale 1 a frame stands out round what it frames (it never covers it)."""
CAP_SHARE = 0.85
"""A key cap's side against the height of a line of small text (at least :data:`CAP_LEAST`)."""
CAP_LEAST = 20
"""A key cap's least side, in window pixels at scale 1."""
CAP_INSET = 6
"""Window pixels at scale 1 between a keyed button's edge, its key cap and its words."""


@dataclass(frozen=True, slots=True)
class Surfaces:
    """The surfaces at ``scale``."""

    scale: float = 1.0

    def corner(self, kind: str) -> float:
        """How far the corners of a ``kind`` of surface (one of :data:`CORNERS`) are cut."""
        return CORNERS[kind] * self.scale

    def panel(
        self,
        canvas: Canvas,
        rect: Rect,
        *,
        fill: Paint = "PANEL",
        edge: Paint | None = "PANEL_EDGE",
        width: str = "hair",
        corners: str = "panel",
    ) -> None:
        """A panel: ``fill`` edged in ``edge`` (``width`` one of :data:`EDGES`; no edge with
        None), its corners cut as ``corners`` (one of :data:`CORNERS`)."""
        border = None if edge is None else colour(edge)
        canvas.rect(
            rect,
            colour(fill),
            border=border,
            border_width=EDGES[width],
            chamfer=self.corner(corners),
        )

    def seat(self, canvas: Canvas, rect: Rect, seat_colour: Color, *, acting: bool) -> None:
        """A seat's panel: lit and edged in the seat's colour while it acts."""
        if acting:
            self.panel(canvas, rect, fill="PANEL_LIGHT", edge=seat_colour, width="strong")
        else:
            self.panel(canvas, rect)

    def dialog(self, canvas: Canvas, rect: Rect, *, edge: Paint = "FOCUS") -> None:
        """A question over the table, edged to catch the eye."""
        self.panel(canvas, rect, edge=edge, width="strong", corners="dialog")

    def button(self, canvas: Canvas, rect: Rect, *, primary: bool = False) -> None:
        """A button's face: the primary one (what most people choose) in its own colour."""
        self.panel(canvas, rect, fill="BUTTON_PRIMARY" if primary else "BUTTON", corners="place")

    def place(self, canvas: Canvas, rect: Rect) -> None:
        """An empty place where a card or piece goes: outlined, the table showing through."""
        self.panel(canvas, rect, fill=SHADE, corners="place")

    def tag(self, canvas: Canvas, rect: Rect, *, edge: Paint = "DANGER") -> None:
        """A small tag that stands out (a price out of reach), edged in ``edge``."""
        self.panel(canvas, rect, edge=edge, width="mark", corners="tag")

    def lit(self, canvas: Canvas, rect: Rect) -> None:
        """A band in the focus colour under dark words: what Enter does here."""
        self.panel(canvas, rect, fill="FOCUS", edge=None, corners="tag")

    def note(self, canvas: Canvas, rect: Rect, *, edge: Paint = "FOCUS") -> None:
        """A note over the table, edged in ``edge`` (the focus, or danger when it warns)."""
        self.panel(canvas, rect, fill=NOTE, edge=edge, width="mark", corners="tag")

    def cap(self, canvas: Canvas, sizes: Sizes, rect: Rect, key: str) -> None:
        """A key cap in ``rect`` with ``key`` written on it."""
        self.panel(canvas, rect, edge=None, corners="tag")
        canvas.fitted_text(key, rect, sizes.small, colour("TEXT"), bold=True)

    def cap_side(self, sizes: Sizes) -> float:
        """A key cap's side: a line of small text, never under :data:`CAP_LEAST`."""
        return max(CAP_LEAST * self.scale, sizes.line(sizes.small) * CAP_SHARE)

    def keyed_button(
        self,
        canvas: Canvas,
        sizes: Sizes,
        rect: Rect,
        key: str,
        *,
        fill: Paint = "BUTTON",
        cap_side: float | None = None,
    ) -> Rect:
        """A button with the cap of the ``key`` that presses it at its left; returns the room
        left for its words, right of the cap. ``cap_side`` overrides the cap's side."""
        self.panel(canvas, rect, fill=fill, corners="place")
        side = self.cap_side(sizes) if cap_side is None else cap_side
        inset = CAP_INSET * self.scale
        self.cap(canvas, sizes, Rect(rect.left + inset, rect.center_y - side / 2, side, side), key)
        words = self.keyed_words(rect.width, side)
        return Rect(rect.right - words - self.end_inset, rect.bottom, words, rect.height)

    @property
    def end_inset(self) -> float:
        """Between a keyed button's words and its right edge."""
        return CAP_INSET * self.scale * 2 / 3

    def keyed_words(self, width: float, cap_side: float) -> float:
        """How wide the words of a keyed button ``width`` wide with a cap of ``cap_side`` are
        (for sizing the button by its words before it is drawn)."""
        return width - 2 * CAP_INSET * self.scale - cap_side - self.end_inset

    def frame(
        self,
        canvas: Canvas,
        rect: Rect,
        *,
        paint: Paint = "FOCUS",
        width: str = "focus",
        out: float = FRAME_OUT,
    ) -> None:
        """A frame round ``rect`` (the focus, a choice), ``out`` pixels at scale 1 outside it."""
        canvas.outline(rect.inset(-out * self.scale), colour(paint), EDGES[width])

    def badge(
        self,
        canvas: Canvas,
        sizes: Sizes,
        key: str,
        centre: tuple[float, float],
        radius: float,
        *,
        fill: Paint = "PANEL_LIGHT",
        ink: Paint = "TEXT",
    ) -> None:
        """A round badge of ``radius`` centred on ``centre`` with ``key`` on it (a place's
        number, a card's letter)."""
        x, y = centre
        canvas.circle(x, y, radius, colour(fill))
        canvas.text(
            key, x, y, sizes.small, colour(ink), anchor_x="center", anchor_y="center", bold=True
        )
