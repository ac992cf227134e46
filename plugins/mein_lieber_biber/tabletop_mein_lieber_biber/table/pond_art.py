"""The pond's effects drawn in code with PIL: the glow of a lit ring, a splash and the water
(the dam and the level are SVG files: :mod:`.pictures`). No arcade here."""

from __future__ import annotations

from PIL import Image, ImageDraw

from tabletop_mein_lieber_biber.table.art import RGB, WATER


def glow_image(size: int, color: RGB) -> Image.Image:
    """A halo marking a ring a beaver may be put on."""
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    width = max(3, size // 9)
    draw.ellipse((width, width, size - width, size - width), outline=(*color, 255), width=width)
    draw.ellipse((0, 0, size - 1, size - 1), outline=(*color, 110), width=max(2, width // 2))
    return image


def splash_image(size: int) -> Image.Image:
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    for k, alpha in ((0.95, 200), (0.65, 150), (0.35, 110)):
        r = size / 2 * k
        draw.ellipse(
            (size / 2 - r, size / 2 - r, size / 2 + r, size / 2 + r),
            outline=(235, 245, 250, alpha),
            width=max(2, size // 24),
        )
    return image


def water_image(width: int, height: int) -> Image.Image:
    """The pond the raft floats on, with soft ripples (drawn once per size)."""
    image = Image.new("RGBA", (width, height), (*WATER, 255))
    draw = ImageDraw.Draw(image)
    step = max(14, height // 22)
    for row, y in enumerate(range(step // 2, height, step)):
        offset = (row % 2) * step
        for x in range(-step + offset, width, step * 3):
            draw.arc((x, y, x + step * 2, y + step), 200, 340, fill=(70, 134, 166, 255), width=2)
    return image
