"""A still layer: paint a region once into an offscreen texture, then copy it every frame.

On Mesa's software renderer every blended pixel of every card, shape and glyph costs time on
every frame; a table that is not moving is the same picture each frame. ``StillLayer`` renders
the region's drawing into a framebuffer only when asked (``invalidate``) and otherwise draws
it as one opaque textured quad, which costs about as much as a clear of that region. While
something moves, draw live instead (or invalidate every frame).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from typing import Any

from tabletop_core.render import unseen
from tabletop_core.render.canvas import arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Color

_VERTEX = """
#version 330
in vec2 in_vert;
in vec2 in_uv;
out vec2 uv;
void main() {
    gl_Position = vec4(in_vert, 0.0, 1.0);
    uv = in_uv;
}
"""
_FRAGMENT = """
#version 330
uniform sampler2D still;
in vec2 uv;
out vec4 color;
void main() {
    color = vec4(texture(still, uv).rgb, 1.0);
}
"""


class StillLayer:
    """Caches what ``paint`` draws inside ``rect`` (window pixels) over an opaque ``background``."""

    def __init__(self, window: Any, background: Color) -> None:
        self.window = window
        self.ctx = window.ctx
        self.background = background
        self._fbo: Any = None
        self._size: tuple[int, int] = (0, 0)
        self._geometry: Any = None
        self._rect: Rect | None = None
        self._program = self.ctx.program(vertex_shader=_VERTEX, fragment_shader=_FRAGMENT)
        self.stale = True
        self._unseen = False
        """The picture was painted in a frame drawn unseen (:mod:`tabletop_core.render.unseen`)."""
        self.renders = 0
        """How many times the picture was painted (tests and benchmarks read it)."""

    def invalidate(self) -> None:
        self.stale = True

    def draw(self, rect: Rect, paint: Callable[[], None]) -> None:
        """Copy the cached picture of ``rect``, painting it first if it is stale."""
        size = tuple(self.window.get_framebuffer_size())
        if size != self._size:
            self._allocate(size)
        if rect != self._rect:
            self._rect = rect
            self._geometry = self._quad(rect)
            self.stale = True
        if self.stale or (self._unseen and not unseen.drawing_unseen(self.window)):
            self._render(paint)
        self._fbo.color_attachments[0].use(0)
        ctx = self.ctx
        blending = ctx.is_enabled(ctx.BLEND)
        ctx.disable(ctx.BLEND)
        self._geometry.render(self._program)
        if blending:
            ctx.enable(ctx.BLEND)

    def _allocate(self, size: tuple[int, int]) -> None:
        texture = self.ctx.texture(size, components=4)
        texture.filter = self.ctx.NEAREST, self.ctx.NEAREST
        self._fbo = self.ctx.framebuffer(color_attachments=[texture])
        self._size = size
        self._rect = None

    def _render(self, paint: Callable[[], None]) -> None:
        self._unseen = unseen.drawing_unseen(self.window)
        with self._fbo.activate():
            self._fbo.clear(
                color=self.background, viewport=unseen.ONE_PIXEL if self._unseen else None
            )
            self._fbo.scissor = unseen.ONE_PIXEL if self._unseen else None
            try:
                paint()
            finally:
                self._fbo.scissor = None
        self.stale = False
        self.renders += 1

    def _quad(self, rect: Rect) -> Any:
        width, height = self.window.get_size()
        fx, fy = self._size[0] / width, self._size[1] / height

        def ndc(x: float, y: float) -> tuple[float, float]:
            return 2 * x / width - 1, 2 * y / height - 1

        u0 = rect.left * fx / self._size[0]
        u1 = rect.right * fx / self._size[0]
        v0 = rect.bottom * fy / self._size[1]
        v1 = rect.top * fy / self._size[1]
        x0, y0 = ndc(rect.left, rect.bottom)
        x1, y1 = ndc(rect.right, rect.top)
        data = array("f", [x0, y0, u0, v0, x1, y0, u1, v0, x0, y1, u0, v1, x1, y1, u1, v1])
        buffer = self.ctx.buffer(data=data)
        return self.ctx.geometry(
            [arcade.gl.BufferDescription(buffer, "2f 2f", ["in_vert", "in_uv"])],
            mode=self.ctx.TRIANGLE_STRIP,
        )
