"""What the table says about saving: a banner while the autosave fails (until a write succeeds
again) or while the match is only a look at a save open in another window, and the truth about
the save on the error screen and after save-and-quit."""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette


def banner_text(match: Any) -> str:
    """The banner's words, or "" when saving is fine."""
    if match.read_only is not None:
        return _("Open in another window: you can look, but not play here. Nothing is saved.")
    error = match.autosave_error
    if error is not None:
        return _("Not saved: {error}. Play goes on; every move tries again.").format(error=error)
    return ""


def paint_banner(canvas: Canvas, area: Rect, sizes: Any, text: str) -> None:
    """The banner across the top of the table ``area`` (nothing for no text)."""
    if not text:
        return
    s = sizes.scale
    height = min(area.height, 2 * sizes.line(sizes.small) + 14 * s)
    band = Rect(area.left, area.top - height, area.width, height)
    canvas.rect(band, Palette.PANEL, border=Palette.DANGER, border_width=3)
    canvas.marker("triangle", band.left + 22 * s, band.center_y, 10 * s, Palette.DANGER)
    canvas.fitted_text(
        text,
        Rect(band.left + 42 * s, band.bottom, band.width - 54 * s, band.height),
        sizes.small,
        Palette.TEXT,
        align="left",
        bold=True,
        lines=2,
    )


def close_and_tell(match: Any) -> str:
    """Save the match as far as it goes and let go of it; the sentence telling how that went."""
    if match.read_only is not None:
        return _("This match is open in another window; nothing was saved here.")
    error = match.save_and_close()
    if error is None:
        return _("Your match was saved automatically: resume it from the lobby.")
    return _("Your match could NOT be saved ({error}).").format(error=error)


def save_failed_hint(error: str) -> str:
    return _(
        "The match could not be saved: {error}. It stays open: make room and try again."
    ).format(error=error)
