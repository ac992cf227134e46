"""Colours, shapes and type sizes every screen and game table shares.

Seat colours come from the Okabe–Ito palette, which stays distinguishable with the common forms
of colour blindness; every seat also has a shape (and every pattern a hatching) so nothing is told
by colour alone. Sizes are given for a 1280×720 window and scaled with :func:`scale_for`.
"""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int, int]


def rgba(hex_code: str, alpha: int = 255) -> Color:
    code = hex_code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16), alpha)


class OkabeIto:
    BLACK = rgba("#000000")
    ORANGE = rgba("#E69F00")
    SKY_BLUE = rgba("#56B4E9")
    BLUISH_GREEN = rgba("#009E73")
    YELLOW = rgba("#F0E442")
    BLUE = rgba("#0072B2")
    VERMILLION = rgba("#D55E00")
    REDDISH_PURPLE = rgba("#CC79A7")
    GREY = rgba("#999999")


SEAT_COLORS: tuple[Color, ...] = (
    OkabeIto.ORANGE,
    OkabeIto.SKY_BLUE,
    OkabeIto.BLUISH_GREEN,
    OkabeIto.VERMILLION,
    OkabeIto.YELLOW,
    OkabeIto.BLUE,
    OkabeIto.REDDISH_PURPLE,
    OkabeIto.GREY,
)
SEAT_SHAPES: tuple[str, ...] = (
    "circle",
    "square",
    "triangle",
    "diamond",
    "pentagon",
    "hexagon",
    "cross",
    "ring",
)
PATTERNS: tuple[str, ...] = ("solid", "stripes", "dots", "checks", "waves", "grid")


def seat_color(seat: int) -> Color:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


class Palette:
    """The shell's own colours: a dark, calm table so pieces and cards stand out."""

    BACKGROUND = rgba("#1B2535")
    TABLE = rgba("#21443F")
    PANEL = rgba("#2A3850")
    PANEL_LIGHT = rgba("#3A4C6A")
    PANEL_EDGE = rgba("#55698C")
    TEXT = rgba("#F3EFE6")
    TEXT_MUTED = rgba("#B5BFCD")
    TEXT_DARK = rgba("#14181F")
    ACCENT = OkabeIto.ORANGE
    FOCUS = OkabeIto.YELLOW
    BUTTON = rgba("#3F6FA8")
    BUTTON_HOVER = rgba("#4F84C4")
    BUTTON_PRIMARY = OkabeIto.BLUISH_GREEN
    BUTTON_DISABLED = rgba("#3A4150")
    DANGER = OkabeIto.VERMILLION
    SHADE = (10, 14, 22, 215)
    UNAVAILABLE = rgba("#3A3F48")
    CARD_FACE = rgba("#FBF7EE")
    CARD_BACK = rgba("#2E5E8C")
    CARD_EDGE = rgba("#1A1F29")


FONT = ("DejaVu Sans", "Arial", "Helvetica", "calibri")
FONT_MONO = ("DejaVu Sans Mono", "Courier New", "monospace")


@dataclass(frozen=True, slots=True)
class Sizes:
    """Type and spacing for one window size; build with :func:`scale_for`."""

    scale: float
    title: float
    heading: float
    body: float
    small: float
    pad: float
    button_height: float


def scale_for(width: float, height: float) -> Sizes:
    """Sizes for a window, 1.0 at 1280×720; text never shrinks below a readable minimum."""
    s = max(0.6, min(width / 1280, height / 720))
    return Sizes(
        scale=s,
        title=max(18.0, 28 * s),
        heading=max(13.0, 18 * s),
        body=max(11.0, 14 * s),
        small=max(9.0, 11 * s),
        pad=12 * s,
        button_height=max(28.0, 40 * s),
    )
