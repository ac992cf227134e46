"""Colours, shapes and type sizes every screen and game table shares.

Seat colours come from the Okabe–Ito palette, which stays distinguishable with the common forms
of colour blindness; every seat also has a shape (and every pattern a hatching) so nothing is told
by colour alone. Sizes are given for a 1280×720 window and scaled with :func:`scale_for`.

Two reading settings apply everywhere at once (:func:`apply_settings`): the text size (100–200 %)
multiplies every type size that :func:`scale_for` and :func:`readable` give, and the high-contrast
theme swaps the colours of :class:`Palette` in place (a black table, white text, bright edges and a
thicker focus ring), so every screen and table that reads ``Palette.X`` when it paints follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


_STANDARD: dict[str, Color] = {
    name: value for name, value in vars(Palette).items() if name.isupper()
}
HIGH_CONTRAST: dict[str, Color] = {
    **_STANDARD,
    "BACKGROUND": rgba("#000000"),
    "TABLE": rgba("#000000"),
    "PANEL": rgba("#000000"),
    "PANEL_LIGHT": rgba("#1C1C1C"),
    "PANEL_EDGE": rgba("#FFFFFF"),
    "TEXT": rgba("#FFFFFF"),
    "TEXT_MUTED": rgba("#E6E6E6"),
    "ACCENT": rgba("#FFB000"),
    "FOCUS": rgba("#FFFF00"),
    "BUTTON": rgba("#00305C"),
    "BUTTON_HOVER": rgba("#004A8C"),
    "BUTTON_PRIMARY": rgba("#005033"),
    "BUTTON_DISABLED": rgba("#262626"),
    "DANGER": rgba("#FF8A50"),
    "SHADE": (0, 0, 0, 240),
    "UNAVAILABLE": rgba("#262626"),
    "CARD_EDGE": rgba("#000000"),
}
"""White on black, at least 7:1 for text (WCAG AAA); panels are told apart by white edges."""


@dataclass(slots=True)
class Reading:
    """The reading settings in force: text scale and high contrast."""

    text_scale: float = 1.0
    high_contrast: bool = False


reading = Reading()


def set_text_scale(scale: float) -> None:
    """Text at ``scale`` times its designed size (1.0–2.0)."""
    reading.text_scale = max(1.0, min(2.0, float(scale)))


def set_high_contrast(on: bool) -> None:
    """Switch :class:`Palette` to the high-contrast colours, or back."""
    reading.high_contrast = bool(on)
    for name, value in (HIGH_CONTRAST if on else _STANDARD).items():
        setattr(Palette, name, value)


def apply_settings(settings: object) -> None:
    """Use the text size (percent) and contrast of ``settings``."""
    set_text_scale(getattr(settings, "text_size", 100) / 100)
    set_high_contrast(getattr(settings, "high_contrast", False))


def line_width(width: float) -> float:
    """An edge's width: doubled (at least 3 px) in high contrast, so panels stand out."""
    return max(3.0, width * 2) if reading.high_contrast else width


def focus_width(scale: float = 1.0) -> float:
    """The width of the keyboard focus frame."""
    return (7.0 if reading.high_contrast else 3.0) * max(1.0, scale)


FONT = ("Nunito", "DejaVu Sans", "Arial", "Helvetica", "calibri")
"""The text face, then what stands in for it: Nunito ships in the core's assets (registered when
drawing starts, :mod:`tabletop_core.render.fonts`), so words look the same on every platform."""
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
    text: float = 1.0
    """The text-size setting these type sizes include (1.0–2.0)."""

    def line(self, size: float) -> float:
        """The pixel height of a line of text at ``size`` points (ascent, descent, a little air)."""
        return size * 96 / 72 * 1.3


def readable(sizes: Sizes, most: float = 2.0) -> Sizes:
    """``sizes`` with the text-size setting applied, up to ``most`` (spacing stays as designed)."""
    k = min(reading.text_scale, most) / sizes.text
    if k == 1:
        return sizes
    return Sizes(
        scale=sizes.scale,
        title=sizes.title * k,
        heading=sizes.heading * k,
        body=sizes.body * k,
        small=sizes.small * k,
        pad=sizes.pad,
        button_height=sizes.button_height * (1 + 0.6 * (k - 1)),
        text=min(reading.text_scale, most),
    )


def frame_bands(sizes: Sizes) -> tuple[float, float]:
    """(menu bar, prompt bar): the heights the game host's frame takes above and below a
    table, for ``sizes`` (they grow with the text size: a bar holds a line of body text, the
    prompt two)."""
    s = sizes.scale
    line = sizes.line(sizes.body)
    return max(48 * s, line + 16 * s), max(56 * s, 2 * line + 6 * s)


TABLE_ROOM = (960.0, 616.0)
"""The room the host gives a game's table in a 1280×720 window: scale 1.0 for table layouts."""


def table_scale(rect: Any) -> float:
    """How much bigger than at 1280×720 a table drawn in ``rect`` is (never below 0.6)."""
    return max(0.6, min(rect.width / TABLE_ROOM[0], rect.height / TABLE_ROOM[1]))


class TableType:
    """For a table layout that keeps its type in ``self.sizes`` and its rect in ``self.rect``:
    its scale and the heights of its rows of text by name, so rows are as tall as their type."""

    rect: Any
    sizes: Sizes | None

    @property
    def scale(self) -> float:
        return table_scale(self.rect)

    @property
    def type(self) -> Sizes:
        assert self.sizes is not None, "the layout's type is set when it is made"
        return self.sizes

    @property
    def small_line(self) -> float:
        return self.type.line(self.type.small)

    @property
    def body_line(self) -> float:
        return self.type.line(self.type.body)


def table_sizes(
    scale: float,
    *,
    title: float = 24.0,
    heading: float = 16.0,
    body: float = 13.0,
    small: float = 11.0,
    pad: float = 12.0,
    button_height: float = 40.0,
) -> Sizes:
    """A game table's type at ``scale`` (1.0 at 1280×720): the sizes given, never below readable
    minimums, grown by the text-size setting (up to 200 %) like every screen's."""
    return readable(
        Sizes(
            scale,
            max(18.0, title * scale),
            max(13.0, heading * scale),
            max(11.0, body * scale),
            max(9.0, small * scale),
            pad * scale,
            button_height * scale,
        )
    )


def scale_for(width: float, height: float) -> Sizes:
    """Sizes for a window, 1.0 at 1280×720, with the text-size setting; text never shrinks below
    a readable minimum."""
    s = max(0.6, min(width / 1280, height / 720))
    return readable(
        Sizes(
            scale=s,
            title=max(18.0, 28 * s),
            heading=max(13.0, 18 * s),
            body=max(11.0, 14 * s),
            small=max(9.0, 11 * s),
            pad=12 * s,
            button_height=max(28.0, 40 * s),
        )
    )
