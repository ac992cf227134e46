"""A kept texture is drawn once per variant and size and handed back after; another size is
drawn anew; and only the last few sizes of a large picture are kept."""

from __future__ import annotations

from PIL import Image

from tabletop_core.render.kit.kept_textures import KEEP, kept


def test_a_picture_is_drawn_once_per_size_and_the_same_texture_comes_back():
    drawn: list[tuple[int, int]] = []

    def draw(width: int, height: int) -> Image.Image:
        drawn.append((width, height))
        return Image.new("RGBA", (width, height), (200, 100, 50, 255))

    texture = kept("test-tile", draw)
    first = texture(20, 10)
    assert texture(20, 10) is first and drawn == [(20, 10)]
    other = texture(40, 20)
    assert other is not first and drawn == [(20, 10), (40, 20)]
    assert (first.width, first.height) == (20, 10)
    assert first.image.getpixel((3, 3)) == (200, 100, 50, 255)


def test_a_large_picture_keeps_only_its_last_few_sizes():
    drawn: list[int] = []

    def draw(size: int) -> Image.Image:
        drawn.append(size)
        return Image.new("RGBA", (size, size))

    texture = kept("test-pond", draw, keep="large")
    for size in range(1, KEEP["large"] + 2):
        texture(size)
    texture(1)  # pushed out by the newer sizes: drawn again
    assert drawn.count(1) == 2
    texture(KEEP["large"] + 1)  # among the last: kept
    assert drawn.count(KEEP["large"] + 1) == 1
