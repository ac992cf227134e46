"""A player area of the Dam It! table, painted with the still parts of the table
(:mod:`~tabletop_damit.table.paint`); where each part lies is
:class:`~tabletop_damit.table.areas.PlayerAreas`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_core.i18n import translator
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.theme import Color, Palette, Sizes, rgba, seat_color, seat_shape
from tabletop_damit.cards import garbage_penalty
from tabletop_damit.table.layout import TableLayout
from tabletop_damit.table.textures import back_texture, beaver_texture, worker_texture
from tabletop_damit.table.words import cards_text, dams_text, no_dam_text, seat_title

if TYPE_CHECKING:
    from tabletop_damit.table.paint import Scenery

_, _ngettext = translator("tabletop_damit")

WARNING = rgba("#FFAA78")
"""The ink of what costs points or stops a build: a kept garbage's penalty, a build's problem."""


def paint_area(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery, seat: int
) -> None:
    """Seat ``seat``'s player area: its frame (lit while it acts), marker, beaver and name;
    its cubes, hand and kept garbage with their counts; its dams' points."""
    s = layout.scale
    view = scene.view
    panel = layout.panel(seat)
    acting = seat == scene.to_act
    Surfaces(s).seat(canvas, panel, seat_color(seat), acting=acting)
    x, y, radius = layout.panel_marker(seat)
    canvas.marker(seat_shape(seat), x, y, radius, seat_color(seat))
    beaver = layout.panel_beaver(seat)
    canvas.texture(beaver_texture(int(beaver.width), seat_color(seat)[:3]), beaver)
    two_rows = layout.two_rows

    def write(
        text: str,
        rect: Rect,
        size: float = sizes.small,
        ink: Color = Palette.TEXT,
        *,
        bold: bool = False,
        align: str = "left",
    ) -> None:
        """Words in the area: in small type, left-aligned, unless told otherwise."""
        canvas.fitted_text(text, rect, size, ink, bold=bold, align=align)

    title = seat_title(scene.names[seat], scene.bots[seat], seat == scene.viewer)
    write(title, layout.panel_name(seat), sizes.body, bold=True)
    # the cubes' count (and that there is no dam) stand out centred in three rows
    side, count_size = ("left", sizes.small) if two_rows else ("center", sizes.body)
    count = layout.panel_cube_count(seat)
    write(f"×{view.cubes[seat]}", count, count_size, bold=True, align=side)
    if not view.cubes[seat]:
        # an empty place where the cubes would be: "×0" beside it says none are left
        spot = layout.panel_cube(seat, 0)
        canvas.rect(spot, (0, 0, 0, 0), border=Palette.TEXT_MUTED, border_width=1)

    hand = layout.panel_hand(seat)
    canvas.texture(back_texture(int(hand.width), int(hand.height)), hand)
    write(cards_text(len(view.hands[seat])), layout.panel_hand_count(seat))
    kept = len(view.garbage[seat])
    if kept:
        penalty = layout.panel_penalty(seat, kept)
        write(f"−{garbage_penalty(kept)}", penalty, ink=WARNING, bold=True)

    dams = view.dams[seat]
    where = layout.panel_dams_text(seat, len(dams))
    if dams:
        write(dams_text(sum(dams)), where, bold=True)
    else:
        write(no_dam_text(), where, align=side)


def paint_dam_points(canvas: Canvas, layout: TableLayout, sizes: Sizes, scene: Scenery) -> None:
    """The points of every dam a seat has built, each written on its badge (over the dam
    cards' sprites, so this goes on the marks above them), on a shaded chip. Badges on two lines or more in
    their row (many dams in a crowded area) write them as large as a line of theirs holds;
    a badge that gave way writes none."""
    small, hair = sizes.small, Spacing(layout.scale).hair
    for seat, dams in enumerate(scene.view.dams):
        for badge, vp in zip(layout.dam_badges(seat, len(dams)), dams, strict=True):
            if badge is None:
                continue
            size = min(small, small * badge.height / sizes.line(small))
            # a shaded chip under the number: light type reads on the logs' light and dark wood
            width = min(badge.width, Canvas.measure(str(vp), size, bold=True) + 2 * hair)
            height = min(badge.height, sizes.line(size))
            chip = Rect(badge.center_x - width / 2, badge.center_y - height / 2, width, height)
            canvas.rect(chip, Palette.SHADE)
            canvas.fitted_text(str(vp), badge, size, Palette.TEXT, bold=True)


def paint_worker(canvas: Canvas, layout: TableLayout, scene: Scenery) -> None:
    """The player's own beaver at work past the river's end, carrying a log to the dams in
    their seat's colour (the acting player's when nobody's hand is shown)."""
    where = layout.worker
    seat = scene.viewer if scene.viewer is not None else scene.to_act
    if where is None or seat is None:
        return
    color = seat_color(seat)[:3]
    canvas.texture(worker_texture(int(where.width), int(where.height), color), where)
