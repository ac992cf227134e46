"""The window's last full picture, kept on the GPU so a life frame costs one quad.

Software rendering spends 10–30 ms drawing a whole table (its pictures, cards and words); a life
frame (:mod:`tabletop_core.render.kit.life`) only moves a few glints over it. So the idle table's
picture is copied once into a texture of its own, and each life frame draws that texture back
as one full-window quad and the touches over it: a small layer over the retained picture, not
the table again. The picture is only trusted while the window stays idle: any frame drawn while
it is awake forgets it, and the pacer's heartbeat draws the whole table (and takes it anew).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from tabletop_core.render import unseen
from tabletop_core.render.geometry import Rect


class Still:
    """A copy of the window's framebuffer, taken after a full idle frame."""

    def __init__(self) -> None:
        self._framebuffer: Any = None
        self._quad: Any = None
        self.fresh = False
        """Whether the copy shows the window as it would be drawn now."""
        self.shown = 0
        """How many frames drew the copy instead of the window's screen."""
        self._parts: list[tuple[int, int, int, int]] | None = None
        """The pixels copied (left, bottom, width, height each), or None: the whole window."""
        self._unseen = False
        """The copy was taken of a frame drawn unseen (:mod:`tabletop_core.render.unseen`)."""

    def take(self, window: Any, boxes: Sequence[Rect] = ()) -> None:
        """Copy what the window has just drawn: all of it, or (``boxes``, on a window whose
        picture stays between frames) only the parts life frames draw again."""
        ctx = window.ctx
        size = tuple(window.get_framebuffer_size())
        if self._framebuffer is None or tuple(self._framebuffer.size) != size:
            texture = ctx.texture(size, components=4)
            self._framebuffer = ctx.framebuffer(color_attachments=[texture])
        parts = [_pixels(window, box) for box in boxes] if boxes and _keeps_picture() else None
        for part in parts or [(0, 0, *size)]:
            _blit(ctx.screen, self._framebuffer, part)
        self._parts = parts
        self._unseen = unseen.drawing_unseen(window)
        self.fresh = True

    def show(self, window: Any, boxes: Sequence[Rect] = ()) -> bool:
        """Draw the copy over the window; False (nothing drawn) when there is none fresh at the
        window's size. With ``boxes`` (window units) and a window whose picture stays between
        frames (headless: one buffer, nothing swapped away), only those parts are drawn again:
        the rest of the window still shows the last frame. A window with a front and a back
        buffer gets the whole copy, since its back buffer after a swap may hold anything."""
        framebuffer = self._framebuffer
        if self._unseen and not unseen.drawing_unseen(window):
            self.fresh = False  # a copy of nothing: the whole window is drawn with pixels
        if not self.fresh or framebuffer is None:
            return False
        if tuple(framebuffer.size) != tuple(window.get_framebuffer_size()):
            self.fresh = False
            return False
        wanted = [_pixels(window, box) for box in boxes] if boxes and _keeps_picture() else None
        taken = self._parts
        if taken is not None and (
            wanted is None or not all(any(_within(w, t) for t in taken) for w in wanted)
        ):
            return False  # only parts were copied, and not all that must be drawn now
        from arcade.gl import geometry

        ctx = window.ctx
        if self._quad is None:
            self._quad = geometry.quad_2d_fs()
        blending = ctx.is_enabled(ctx.BLEND)
        ctx.disable(ctx.BLEND)  # the copy is opaque: each pixel as it was, not mixed again
        try:
            framebuffer.color_attachments[0].use(0)
            scissors: list[tuple[int, int, int, int] | None] = list(wanted) if wanted else [None]
            for part in scissors:
                ctx.scissor = part
                self._quad.render(ctx.utility_textured_quad_program)
        finally:
            unseen.lift_scissor(window)
            if blending:
                ctx.enable(ctx.BLEND)
        self.shown += 1
        return True

    def forget(self) -> None:
        self.fresh = False


def _pixels(window: Any, box: Rect) -> tuple[int, int, int, int]:
    """``box`` in the framebuffer's pixels (left, bottom, width, height), a pixel wider."""
    ratio = window.get_pixel_ratio()
    left, bottom = int(box.left * ratio) - 2, int(box.bottom * ratio) - 2
    return left, bottom, int(box.width * ratio) + 4, int(box.height * ratio) + 4


def _within(inner: tuple[int, int, int, int], outer: tuple[int, int, int, int]) -> bool:
    return (
        inner[0] >= outer[0]
        and inner[1] >= outer[1]
        and inner[0] + inner[2] <= outer[0] + outer[2]
        and inner[1] + inner[3] <= outer[1] + outer[3]
    )


def _blit(screen: Any, framebuffer: Any, part: tuple[int, ...]) -> None:
    """Copy the window's back buffer into ``framebuffer`` (resolving multisampling).

    Not ``ctx.copy_framebuffer``: it names a colour attachment as the read buffer, which the
    window's own framebuffer does not have (it reads from its back buffer)."""
    from pyglet import gl

    left, bottom, width, height = part
    right, top = left + width, bottom + height
    gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, screen.glo)
    gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, framebuffer.glo)
    if screen.is_default:
        gl.glReadBuffer(gl.GL_BACK)
    gl.glBlitFramebuffer(
        left, bottom, right, top, left, bottom, right, top, gl.GL_COLOR_BUFFER_BIT, gl.GL_NEAREST
    )
    gl.glBindFramebuffer(gl.GL_FRAMEBUFFER, screen.glo)  # drawing goes on to the window


@cache
def _keeps_picture() -> bool:
    """Whether the window's picture stays from one frame to the next (a headless pbuffer)."""
    import arcade

    return bool(arcade.headless)
