"""The reading check (``tabletop_core.render.legibility``) sees every word a table draws: a label
anchored outside the table's area (a heading pushed up over the frame) is reported, not skipped;
and the canvases of a table in parts are found however deep its painters keep them, without
straying into the host's frame."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def test_a_label_pushed_out_of_its_area_is_reported_wherever_it_is_anchored(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.geometry import Rect
    from tabletop_core.render.legibility import reading_problems

    area = Rect(0, 100, 400, 300)
    canvas = Canvas()
    canvas.text("inside", 20, 200, 14, (0, 0, 0, 255))
    canvas.text("played", 300, area.top + 6, 14, (0, 0, 0, 255))  # its baseline above the area
    assert reading_problems([canvas], area) == ["out of its area: 'played'"]


def test_a_table_in_parts_shows_every_canvas_its_painters_keep_and_none_of_the_frame(window):
    from tabletop_core.render.canvas import Canvas
    from tabletop_core.render.legibility import canvases_of

    class Painter:
        def __init__(self) -> None:
            self.canvas = Canvas()

    class Layers:
        def __init__(self) -> None:
            self.painters = {"dams": Painter(), "tray": Painter()}

    class Scene:
        def __init__(self, host: object) -> None:
            self.host = host
            self.layers = Layers()

    class Seat:
        def __init__(self, window: object) -> None:
            self.window = window  # a window's views (the host and its frame) are not the table's

    class Table:
        def __init__(self, host: object, window: object) -> None:
            self.scene = Scene(host)
            self.seat = Seat(window)

    host = Painter()
    table = Table(host, window)
    found = canvases_of(table)
    painters = table.scene.layers.painters
    assert {id(c) for c in found} == {id(painters["dams"].canvas), id(painters["tray"].canvas)}
