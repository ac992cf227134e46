"""Pictures drawn large and scaled down: smooth edges from PIL, which draws without smoothing.

A painter draws on an ``ImageDraw`` at ``factor`` times the size it is given, using the scale
it is handed for every coordinate; the result is scaled down with a Lanczos filter. A soft
shadow under a picture is its silhouette, blurred, darkened and offset.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw, ImageFilter

SUPERSAMPLE = 3
"""How much larger pictures are drawn than shown."""


def supersampled(
    width: int,
    height: int,
    paint: Callable[[ImageDraw.ImageDraw, float], None],
    factor: int = SUPERSAMPLE,
    background: tuple[int, int, int, int] = (0, 0, 0, 0),
) -> Image.Image:
    """``paint(draw, scale)`` on a canvas ``factor`` times ``width`` × ``height``, scaled down."""
    big = Image.new("RGBA", (width * factor, height * factor), background)
    paint(ImageDraw.Draw(big), float(factor))
    return smoothed(big, width, height)


def smoothed(image: Image.Image, width: int, height: int) -> Image.Image:
    """``image`` (drawn larger) down to ``width`` × ``height`` with a good filter."""
    if image.size == (width, height):
        return image
    return image.resize((max(1, width), max(1, height)), Image.Resampling.LANCZOS)


def with_soft_shadow(
    image: Image.Image,
    offset: tuple[int, int] = (2, 3),
    blur: float = 2.5,
    darkness: int = 110,
    margin: int | None = None,
) -> Image.Image:
    """``image`` on a canvas with room around it, over its own blurred silhouette (a light from
    the top left). The result is larger by ``margin`` on every side."""
    pad = margin if margin is not None else int(blur * 2 + max(abs(offset[0]), abs(offset[1])))
    w, h = image.size
    out = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (0, 0, 0, 0))
    alpha = image.getchannel("A").point(lambda a: a * darkness // 255)
    shadow = Image.new("RGBA", image.size, (0, 0, 0, 255))
    shadow.putalpha(alpha)
    layer = Image.new("RGBA", out.size, (0, 0, 0, 0))
    layer.alpha_composite(shadow, (pad + offset[0], pad + offset[1]))
    out.alpha_composite(layer.filter(ImageFilter.GaussianBlur(blur)))
    out.alpha_composite(image, (pad, pad))
    return out


def shadow_under(
    image: Image.Image, offset: tuple[int, int] = (2, 3), blur: float = 2.5, darkness: int = 110
) -> Image.Image:
    """``image`` with a soft shadow inside its own size (the picture shrinks a little to make
    room), for pictures whose size the layout has fixed."""
    w, h = image.size
    pad = int(blur * 2 + max(abs(offset[0]), abs(offset[1])))
    if w <= 4 * pad or h <= 4 * pad:
        return image
    inner = image.resize((w - 2 * pad, h - 2 * pad), Image.Resampling.LANCZOS)
    return with_soft_shadow(inner, offset, blur, darkness, margin=pad)


def drawn_larger(
    draw: Callable[[int, int], Image.Image], width: int, height: int, factor: int = 2
) -> Image.Image:
    """``draw(width × factor, height × factor)`` scaled down to ``width`` × ``height``, for art
    that draws everything in proportion to the size it is given. Words it wrote with
    :func:`picture_text.write` are kept, measured at the smaller size, so the legibility check
    reads them as shown."""
    from tabletop_core.render.picture_text import WORDS_KEY, PictureWords, words_of

    big = draw(width * factor, height * factor)
    small = smoothed(big, width, height)
    small.info = {key: value for key, value in big.info.items() if key != WORDS_KEY}
    words = words_of(big)
    if words:
        k = 1 / factor
        small.info[WORDS_KEY] = [
            PictureWords(
                w.text,
                (w.room[0] * k, w.room[1] * k, w.room[2] * k, w.room[3] * k),
                (w.ink[0] * k, w.ink[1] * k, w.ink[2] * k, w.ink[3] * k),
                max(1, round(w.size * k)),
            )
            for w in words
        ]
    return small
