"""The table's felt, drawn into an offscreen picture (a still layer) once, is written there as
those bytes afterwards by any table of that size: the picture's pixels are the ones the felt's
sprite draws, in normal and in high contrast; where the pixels are not the window's one to one
(a rect off whole pixels) it stays a sprite."""

from __future__ import annotations

import pytest

from tabletop_core.render import material
from tabletop_core.render.geometry import Rect
from tabletop_core.render.material import TableSurface
from tabletop_core.render.theme import set_high_contrast

pytestmark = pytest.mark.gl


def _picture(window, rect: Rect, surface: TableSurface) -> bytes:
    ctx = window.ctx
    texture = ctx.texture(window.get_framebuffer_size(), components=4)
    framebuffer = ctx.framebuffer(color_attachments=[texture])
    with framebuffer.activate():
        framebuffer.clear(color=(200, 10, 10, 255))  # any felt left out shows red
        surface.draw(rect)
        return framebuffer.read(components=4)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_the_felt_written_as_bytes_is_the_felt_the_sprite_draws(window, monkeypatch, high_contrast):
    set_high_contrast(high_contrast)
    monkeypatch.setattr(material, "_FELT", {})
    try:
        _written_as_drawn(window, monkeypatch)
    finally:
        set_high_contrast(False)


def _written_as_drawn(window, monkeypatch) -> None:
    rect = Rect(0, 40, 1280, 620)
    drawn = _picture(window, rect, TableSurface())  # the sprite, then kept as bytes
    assert len(material._FELT) == 1
    calls: list[Rect] = []
    another = TableSurface()
    monkeypatch.setattr(another, "_draw_sprite", lambda *args: calls.append(args[1]))
    assert _picture(window, rect, another) == drawn and not calls  # written, not drawn


def test_a_felt_off_whole_pixels_stays_a_sprite(window, monkeypatch):
    monkeypatch.setattr(material, "_FELT", {})
    rect = Rect(10, 40.5, 1000, 600)
    first = _picture(window, rect, TableSurface())
    assert not material._FELT
    assert _picture(window, rect, TableSurface()) == first
