"""The pieces the lobby's columns are made of: a section's heading and rule, a muted note, and
whether the saved matches fit under what is above them."""

from __future__ import annotations

from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.launcher_tile import fit_to_height
from tabletop_core.render.theme import Palette, Sizes


def section_height(sizes: Sizes) -> float:
    """The height of a one-line section heading and its rule."""
    return sizes.line(sizes.heading) + 10 * sizes.scale


def section(canvas: Canvas, sizes: Sizes, title: str, column: Rect, top: float) -> float:
    """A column's heading (wrapped to two lines if the column is narrow, then cut) and its
    rule; returns the y below."""
    label = canvas.text(
        title,
        column.left,
        top,
        sizes.heading,
        Palette.TEXT,
        anchor_y="top",
        width=column.width,
        multiline=True,
        bold=True,
    )
    fit_to_height(label, 2 * sizes.line(sizes.heading))
    height = max(sizes.line(sizes.heading), label.content_height)
    canvas.line(column.left, top - height, column.right, top - height, Palette.PANEL_EDGE, 1)
    return top - height - 10 * sizes.scale


def room_for_a_save(sizes: Sizes, column: Rect, top: float, row_h: float) -> bool:
    """Whether the saved matches' heading and at least one match fit under ``top`` (else the
    column shows no bare heading: the footer's Saved matches lists them all)."""
    heading = min(
        2, Canvas.lines_needed(_("Saved matches"), sizes.heading, column.width, bold=True)
    ) * sizes.line(sizes.heading)
    return top - heading - 10 * sizes.scale - row_h >= column.bottom


def room_for_empty_saves(sizes: Sizes, column: Rect, top: float) -> bool:
    """Whether the saved matches' heading and its "None yet." fit under ``top``."""
    heading = min(
        2, Canvas.lines_needed(_("Saved matches"), sizes.heading, column.width, bold=True)
    ) * sizes.line(sizes.heading)
    note_h = Canvas.lines_needed(_("None yet."), sizes.body, column.width) * sizes.line(sizes.body)
    return top - heading - 14 * sizes.scale - note_h >= column.bottom


def note(
    canvas: Canvas, sizes: Sizes, words: str, column: Rect, top: float, size: float | None = None
) -> float:
    """A muted remark wrapped to the column, cut where the column ends; returns the y below
    it."""
    size = sizes.body if size is None else size
    label = canvas.text(
        words,
        column.left,
        top - 4 * sizes.scale,
        size,
        Palette.TEXT_MUTED,
        anchor_y="top",
        width=column.width,
        multiline=True,
    )
    room = top - 4 * sizes.scale - column.bottom
    fit_to_height(label, min(3 * sizes.line(size), room))
    if label.content_height > room:
        label.text = ""
        return top
    return top - label.content_height - 12 * sizes.scale
