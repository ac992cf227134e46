"""Words drawn inside pictures, told to the legibility check.

A picture painted with PIL (a card's name, a cost on a tile) is only pixels to the table: the
check that reads labels (:mod:`tabletop_core.render.legibility`) cannot see its words. An artist
writes them with :func:`write` instead of ``ImageDraw.text``: the font shrinks until the words
fit the room they are given (never below ``least``), the words are drawn, and the picture keeps
them in ``image.info`` with their room and their size. Once the picture is on the table as a
sprite, :func:`picture_problems` measures them at the size they are shown: words that still run
out of their room, and words smaller than a person reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from tabletop_core.render.geometry import Rect

WORDS_KEY = "tabletop_words"
"""Where a picture keeps its words, in ``image.info``."""

LEAST_READABLE_PX = 10.0
"""The smallest font size, in window pixels, at which a word inside a picture still reads."""

Box = tuple[float, float, float, float]
"""(left, top, right, bottom) in the picture's pixels, y downwards as PIL counts."""


@dataclass(frozen=True, slots=True)
class PictureWords:
    text: str
    room: Box
    """Where the words may go."""
    ink: Box
    """Where their ink lies."""
    size: int
    """The font size they were drawn at, in the picture's pixels."""


def write(
    draw: ImageDraw.ImageDraw,
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    font_for: Callable[[int], Any],
    size: int,
    room: Box,
    *,
    least: int = 6,
    anchor: str = "mm",
    **options: Any,
) -> PictureWords:
    """Draw ``text`` at ``xy`` in the largest font up to ``size`` (made by ``font_for``) whose
    ink fits ``room``, but never below ``least``; record it in the picture."""
    font = font_for(size)
    ink = draw.textbbox(xy, text, font=font, anchor=anchor, **_measured(options))
    while size > least and not _inside(ink, room):
        size -= 1
        font = font_for(size)
        ink = draw.textbbox(xy, text, font=font, anchor=anchor, **_measured(options))
    draw.text(xy, text, font=font, anchor=anchor, **options)
    words = PictureWords(text, room, tuple(float(v) for v in ink), size)  # type: ignore[arg-type]
    image.info.setdefault(WORDS_KEY, []).append(words)
    return words


def words_of(image: Any) -> list[PictureWords]:
    """The words a picture was given with :func:`write` ([] for any other picture)."""
    info = getattr(image, "info", None)
    return list(info.get(WORDS_KEY, ())) if isinstance(info, dict) else []


def _measured(options: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in options.items() if k in ("stroke_width", "spacing", "align")}


def _inside(ink: tuple[float, ...], room: Box, slack: float = 0.5) -> bool:
    return (
        ink[0] >= room[0] - slack
        and ink[1] >= room[1] - slack
        and ink[2] <= room[2] + slack
        and ink[3] <= room[3] + slack
    )


def sprites_of(view: Any, depth: int = 3) -> list[Any]:
    """The sprites and table pieces ``view`` shows: those of its sprite lists, its
    :class:`~tabletop_core.render.kit.pieces.Pieces` and its canvases, found through its
    attributes down to ``depth`` levels (the host is not followed)."""
    from tabletop_core.render.canvas import Canvas, arcade
    from tabletop_core.render.kit.pieces import Pieces
    from tabletop_core.render.legibility import found_in

    def take(value: Any) -> list[Any] | None:
        if isinstance(value, Canvas):
            return list(value.sprites)
        if isinstance(value, arcade.SpriteList | Pieces):
            return list(value)
        return None

    return found_in(view, take, depth)


def picture_of(shown: Any) -> Any:
    """The texture a sprite or a :class:`~tabletop_core.render.kit.pieces.TablePiece` shows."""
    from tabletop_core.render.kit.pieces import TablePiece

    return shown.picture if isinstance(shown, TablePiece) else shown.texture


def picture_problems(
    sprites: Iterable[Any], area: Rect, *, least: float = LEAST_READABLE_PX
) -> list[str]:
    """What keeps the words inside the pictures shown in ``area`` from being read: words cut
    (their ink leaves their room) and words drawn smaller than ``least`` window pixels."""
    problems: list[str] = []
    told: set[tuple[str, str]] = set()
    for sprite in sprites:
        if (
            not sprite.visible
            or sprite.alpha == 0
            or not area.contains(sprite.center_x, sprite.center_y)
        ):
            continue
        image = getattr(picture_of(sprite), "image", None)
        if image is None or not image.height:
            continue
        scale = abs(sprite.height) / image.height
        for words in words_of(image):
            if not _inside(words.ink, words.room, slack=1.0):
                problem = ("cut", words.text)
                line = f"cut in a picture: {words.text!r}"
            elif words.size * scale < least:
                problem = ("small", words.text)
                line = (
                    f"too small in a picture: {words.text!r} "
                    f"({words.size * scale:.0f} px, least {least:.0f})"
                )
            else:
                continue
            if problem not in told:
                told.add(problem)
                problems.append(line)
    return problems
