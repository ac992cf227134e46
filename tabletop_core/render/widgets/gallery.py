"""The widget gallery: every widget of the kit a game table is made of, drawn once, labelled
with its name. ``python -m tabletop_core.render.widgets.gallery OUT.png`` renders it headless
(docs/authoring.md shows the picture); :func:`paint_gallery` draws it on any canvas."""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop_core.render._arcade import want_headless

want_headless()

from tabletop_core.render import unseen  # noqa: E402
from tabletop_core.render.canvas import Canvas  # noqa: E402  (after the headless switch)
from tabletop_core.render.geometry import Rect  # noqa: E402
from tabletop_core.render.theme import Palette, Sizes, table_sizes  # noqa: E402
from tabletop_core.render.widgets import (  # noqa: E402
    Deck,
    Pile,
    RowDisplay,
    paint_card,
    paint_hidden_pile,
    paint_pile,
    run_layout,
)

SIZE = (1280, 720)
CHIP = (214, 168, 72, 255)


def _caption(canvas: Canvas, sizes: Sizes, cell: Rect, text: str) -> Rect:
    caption, rest = cell.split_top(sizes.line(sizes.small))
    canvas.fitted_text(text, caption, sizes.small, Palette.TEXT_MUTED, align="left", lines=1)
    return rest.inset(6, 4)


def paint_gallery(canvas: Canvas, area: Rect) -> None:
    sizes = table_sizes(1.0)
    canvas.rect(area, Palette.BACKGROUND)
    top, bottom = area.inset(16).split_top(area.height / 2 - 16)
    cells = top.columns(4, gap=16) + bottom.columns(4, gap=16)
    for cell in cells:
        canvas.rect(cell, Palette.PANEL, border=Palette.PANEL_EDGE, chamfer=8)
    cells = [cell.inset(10, 8) for cell in cells]

    room = _caption(canvas, sizes, cells[0], "Deck: count where the caller asks")
    left, right = room.columns(2)
    Deck(24, 60).paint(canvas, sizes, (left.center_x, left.center_y))
    Deck(24, 60).paint(
        canvas,
        sizes,
        (right.center_x - 14, right.center_y),
        count_at=(right.center_x + 34, right.center_y),
    )

    room = _caption(canvas, sizes, cells[1], "paint_pile: ×N right / after / none")
    for row, place in zip(room.rows(3, gap=6), ("right", "after", "none"), strict=True):
        paint_pile(canvas, sizes, row, "token", 5, CHIP, count_at=place)

    room = _caption(canvas, sizes, cells[2], "paint_hidden_pile: a secret count")
    for row in room.rows(2, gap=12):
        paint_hidden_pile(canvas, sizes, Rect(row.left, row.center_y - 18, row.width, 36), CHIP)

    room = _caption(canvas, sizes, cells[3], "Canvas.above: a frame over a card")
    card = Rect(room.center_x - 36, room.center_y - 52, 72, 104)
    paint_card(canvas, ("7", 1), card)
    canvas.above.rect(card.inset(-4), (0, 0, 0, 0), border=Palette.ACCENT, border_width=4)
    canvas.above.text(
        "counted",
        card.center_x,
        card.bottom - 14,
        sizes.small,
        Palette.ACCENT,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )

    room = _caption(canvas, sizes, cells[4], "run_layout: runs of cards")
    for value, rect in run_layout([3, 4, 5, 9, 11, 12, 13, 14], room.inset(0, 30)):
        paint_card(canvas, (str(value), value % 4), rect)

    room = _caption(canvas, sizes, cells[5], "Pile: face-up cards, fanned")
    Pile([(str(n), n % 4) for n in range(1, 6)], 60, spread=14).paint(
        canvas, (room.center_x, room.center_y)
    )

    room = _caption(canvas, sizes, cells[6], "RowDisplay: an offer of slots")
    RowDisplay([("1", 0), ("2", 1), None, ("4", 3)]).paint(canvas, sizes, room.inset(0, 20))

    room = _caption(canvas, sizes, cells[7], "paint_card: face up, face down")
    left, right = room.columns(2, gap=8)
    paint_card(canvas, ("5", 2), Rect(left.center_x - 30, left.center_y - 44, 60, 87))
    paint_card(canvas, None, Rect(right.center_x - 30, right.center_y - 44, 60, 87))


def render_gallery(out: Path) -> Path:
    from tabletop_core.render._arcade import load_arcade

    arcade = load_arcade()
    try:
        window = arcade.get_window()
    except RuntimeError:
        window = None
    if window is None:
        window = arcade.Window(*SIZE, "Widget gallery", visible=False, antialiasing=False)
    elif (window.width, window.height) != SIZE:
        window.set_size(*SIZE)
    canvas = Canvas()
    paint_gallery(canvas, Rect(0, 0, *SIZE))

    def draw() -> None:
        window.clear()
        canvas.draw()

    unseen.draw_seen(window, draw)
    image = arcade.get_image(0, 0, *SIZE)
    out.parent.mkdir(parents=True, exist_ok=True)
    image.convert("RGB").save(out)
    return out


if __name__ == "__main__":
    print(render_gallery(Path(sys.argv[1] if len(sys.argv) > 1 else "widget-gallery.png")))
