"""Card sprites (face up or down, highlighted, selectable), a deck and a pile.

Faces are painted in code with PIL: a colour band *and* a pattern and symbol per suit, so suits
stay apart without colour; a card with no suit (``suit`` None: numbered cards, a game without
suits) is its label alone on a plain face. Textures are cached per (label, suit, size); a hand of
cards is one ``SpriteList`` draw.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import PATTERNS, SEAT_COLORS, SEAT_SHAPES, Palette, Sizes

CARD_ASPECT = 1.45
"""Height per width of a card."""


@lru_cache(maxsize=512)
def card_face_image(label: str, suit: int | None, width: int, height: int) -> Image.Image:
    """A card face: ``label`` big in the corner and middle, suit ``suit`` by colour, shape and
    pattern; with ``suit`` None, the label alone on a plain face (no colour, no symbol)."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    radius = max(3, width // 10)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        radius,
        fill=Palette.CARD_FACE,
        outline=Palette.CARD_EDGE,
        width=max(2, width // 40),
    )
    if suit is not None:
        color = SEAT_COLORS[suit % len(SEAT_COLORS)]
        band = (width * 0.08, height * 0.3, width * 0.92, height * 0.7)
        draw.rounded_rectangle(band, radius // 2, fill=color)
        shade = tuple(int(c * 0.7) for c in color[:3])
        _pattern(draw, PATTERNS[suit % len(PATTERNS)], band, shade)
    font = ImageFont.load_default(size=max(10, int(height * 0.2)))
    small = ImageFont.load_default(size=max(8, int(height * 0.12)))
    draw.text(
        (width / 2, height / 2),
        label,
        fill=Palette.TEXT_DARK,
        font=font,
        anchor="mm",
        stroke_width=max(1, width // 30),
        stroke_fill=Palette.CARD_FACE,
    )
    draw.text((width * 0.1, height * 0.05), label, fill=Palette.TEXT_DARK, font=small, anchor="la")
    if suit is not None:
        shape = SEAT_SHAPES[suit % len(SEAT_SHAPES)]
        _symbol(draw, shape, width * 0.84, height * 0.11, width * 0.08, color)
    return image


@lru_cache(maxsize=16)
def card_back_image(width: int, height: int) -> Image.Image:
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    radius = max(3, width // 10)
    draw.rounded_rectangle(
        (0, 0, width - 1, height - 1),
        radius,
        fill=Palette.CARD_BACK,
        outline=Palette.CARD_EDGE,
        width=max(2, width // 40),
    )
    inner = (width * 0.12, height * 0.1, width * 0.88, height * 0.9)
    draw.rounded_rectangle(inner, radius // 2, outline=(210, 225, 240), width=max(1, width // 50))
    _pattern(draw, "checks", inner, (60, 110, 160))
    return image


def _pattern(
    draw: ImageDraw.ImageDraw, pattern: str, box: tuple[float, float, float, float], color: Any
) -> None:
    left, top, right, bottom = box
    step = max(6, int((right - left) / 7))
    if pattern == "stripes":
        for x in range(int(left), int(right), step):
            draw.line((x, top, x, bottom), fill=color, width=2)
    elif pattern == "dots":
        for x in range(int(left) + step // 2, int(right), step):
            for y in range(int(top) + step // 2, int(bottom), step):
                draw.ellipse((x - 2, y - 2, x + 2, y + 2), fill=color)
    elif pattern == "checks":
        for x in range(int(left), int(right), step):
            for y in range(int(top), int(bottom), step):
                if ((x - int(left)) // step + (y - int(top)) // step) % 2 == 0:
                    draw.rectangle(
                        (x, y, min(right, x + step / 2), min(bottom, y + step / 2)), fill=color
                    )
    elif pattern == "waves":
        for y in range(int(top) + step // 2, int(bottom), step):
            points = [(x, y + (3 if (x // 6) % 2 else -3)) for x in range(int(left), int(right), 6)]
            if len(points) > 1:
                draw.line(points, fill=color, width=2)
    elif pattern == "grid":
        for x in range(int(left), int(right), step):
            draw.line((x, top, x, bottom), fill=color, width=1)
        for y in range(int(top), int(bottom), step):
            draw.line((left, y, right, y), fill=color, width=1)


def _symbol(
    draw: ImageDraw.ImageDraw, shape: str, cx: float, cy: float, r: float, color: Any
) -> None:
    if shape in ("circle", "ring"):
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=color, outline=Palette.CARD_EDGE)
    elif shape == "triangle":
        draw.polygon(
            [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)],
            fill=color,
            outline=Palette.CARD_EDGE,
        )
    elif shape == "diamond":
        draw.polygon(
            [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)],
            fill=color,
            outline=Palette.CARD_EDGE,
        )
    else:
        draw.rectangle((cx - r, cy - r, cx + r, cy + r), fill=color, outline=Palette.CARD_EDGE)


@lru_cache(maxsize=1024)
def _texture(kind: str, label: str, suit: int | None, width: int, height: int) -> Any:
    image = (
        card_back_image(width, height)
        if kind == "back"
        else card_face_image(label, suit, width, height)
    )
    return arcade.Texture(
        image,
        hash=f"tabletop-card-{kind}-{label}-{suit}-{width}x{height}",
        hit_box_algorithm=arcade.hitbox.algo_bounding_box,
    )


class CardSprite(arcade.Sprite):
    """A card: ``label`` and ``suit`` (an index into the palette, shapes and patterns; None: a
    card with no suit, its label alone)."""

    def __init__(
        self,
        label: str,
        suit: int | None,
        width: int = 72,
        *,
        face_up: bool = True,
        value: Any = None,
    ) -> None:
        self.label = label
        self.suit = suit
        self.card_width = width
        self.value = value
        """What the card stands for in the game (its action, its rules object)."""
        self.selectable = False
        self.highlighted = False
        self._face_up = face_up
        super().__init__(self._current_texture())

    def _current_texture(self) -> Any:
        h = int(self.card_width * CARD_ASPECT)
        kind = "face" if self._face_up else "back"
        return _texture(kind, self.label, self.suit, self.card_width, h)

    @property
    def face_up(self) -> bool:
        return self._face_up

    @face_up.setter
    def face_up(self, value: bool) -> None:
        if value != self._face_up:
            self._face_up = value
            self.texture = self._current_texture()

    def flip(self) -> None:
        self.face_up = not self._face_up


def draw_card_marks(cards: Any, scale: float = 1.0) -> None:
    """Highlight frames (selected) and a lift line (selectable) for cards, drawn over them."""
    for card in cards:
        if card.highlighted:
            arcade.draw_lrbt_rectangle_outline(
                card.left - 3, card.right + 3, card.bottom - 3, card.top + 3, Palette.FOCUS, 4
            )
        elif card.selectable:
            arcade.draw_lrbt_rectangle_filled(
                card.left + 6,
                card.right - 6,
                card.bottom - 8 * scale,
                card.bottom - 4 * scale,
                Palette.ACCENT,
            )


def fan(count: int, area: Rect, card_width: float) -> list[tuple[float, float]]:
    """Centres for ``count`` cards in a row inside ``area``, overlapping when they must."""
    if count <= 0:
        return []
    step = min(card_width * 1.08, (area.width - card_width) / max(1, count - 1)) if count > 1 else 0
    total = step * (count - 1)
    x0 = area.center_x - total / 2
    return [(x0 + i * step, area.center_y) for i in range(count)]


class Deck:
    """A face-down pile with its count: drawn as a few offset backs and a number."""

    def __init__(self, count: int, card_width: int = 72) -> None:
        self.count = count
        self.card_width = card_width

    def paint(
        self,
        canvas: Canvas,
        sizes: Sizes,
        center: tuple[float, float],
        *,
        count_at: tuple[float, float] | None = None,
        show_count: bool = True,
    ) -> None:
        """The backs centred on ``center``; the count below them, or centred on ``count_at``
        (where the caller left room), or nowhere with ``show_count=False``."""
        w = self.card_width
        h = w * CARD_ASPECT
        layers = min(4, max(1, self.count // 8 + 1)) if self.count else 0
        back = _texture("back", "", 0, w, int(h))
        for i in range(layers):
            canvas.texture(back, Rect(center[0] - w / 2 + i * 2, center[1] - h / 2 + i * 2, w, h))
        if not self.count:
            canvas.rect(
                Rect(center[0] - w / 2, center[1] - h / 2, w, h),
                (0, 0, 0, 60),
                border=Palette.PANEL_EDGE,
            )
        if not show_count:
            return
        x, y = (
            count_at if count_at is not None else (center[0], center[1] - h / 2 - sizes.small * 1.3)
        )
        canvas.text(
            str(self.count),
            x,
            y,
            sizes.small,
            Palette.TEXT,
            anchor_x="center",
            anchor_y="center",
            bold=True,
        )


class Pile:
    """Face-up cards on top of each other, the last one on top, slightly fanned."""

    def __init__(
        self, cards: list[tuple[str, int | None]], card_width: int = 72, spread: float = 14
    ) -> None:
        self.cards = cards
        self.card_width = card_width
        self.spread = spread

    def paint(self, canvas: Canvas, center: tuple[float, float], shown: int = 5) -> None:
        w = self.card_width
        h = w * CARD_ASPECT
        top = self.cards[-shown:]
        for i, (label, suit) in enumerate(top):
            dx = (i - (len(top) - 1) / 2) * self.spread
            canvas.texture(
                _texture("face", label, suit, w, int(h)),
                Rect(center[0] + dx - w / 2, center[1] - h / 2, w, h),
            )


def paint_card(canvas: Canvas, card: tuple[str, int | None] | None, rect: Rect) -> None:
    """One card filling ``rect``: face up as ``(label, suit)`` (``(label, None)``: a card with
    no suit), face down as ``None`` (the rects of :func:`tabletop_core.render.widgets.run_layout`,
    say)."""
    w, h = max(1, int(rect.width)), max(1, int(rect.height))
    texture = _texture("back", "", 0, w, h) if card is None else _texture("face", *card, w, h)
    canvas.texture(texture, rect)
