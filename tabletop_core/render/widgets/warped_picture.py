"""A picture drawn through a plane projective transform: a board or a card seen tilted, with
perspective, as one textured quad.

A homography ``H`` (3×3, rows) maps picture coordinates ``(u, v, 1)``, ``u`` and ``v`` from -1
to 1 (v up), to homogeneous window pixels ``(X, Y, W)``; the pixel is ``(X / W, Y / W)``. The GPU
interpolates the texture perspective-correctly, so one quad is exact for any tilt. ``shade``
darkens (or lightens) the picture linearly over it: brightness ``1 + a·u + b·v + c`` — the low
side of a tilted raft in shadow, say. Updating the transform writes one small uniform: nothing is
rebuilt per frame.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Any

from tabletop_core.render.canvas import arcade

Matrix = Sequence[Sequence[float]]

_VERTEX = """
#version 330
uniform mat3 warp;
uniform vec2 window;
uniform vec3 shade;
in vec2 in_pos;
in vec2 in_uv;
out vec2 uv;
out float light;
void main() {
    vec3 p = warp * vec3(in_pos, 1.0);
    gl_Position = vec4(2.0 * p.x / window.x - p.z, 2.0 * p.y / window.y - p.z, 0.0, p.z);
    uv = in_uv;
    light = 1.0 + dot(shade, vec3(in_pos, 1.0));
}
"""
_FRAGMENT = """
#version 330
uniform sampler2D picture;
in vec2 uv;
in float light;
out vec4 color;
void main() {
    vec4 c = texture(picture, uv);
    color = vec4(c.rgb * clamp(light, 0.0, 1.6), c.a);
}
"""


class WarpedPicture:
    """One PIL image (RGBA) drawn through a homography; see the module's docstring."""

    def __init__(self, window: Any, image: Any) -> None:
        self.window = window
        ctx = window.ctx
        self.ctx = ctx
        rgba = image.convert("RGBA")
        self.size = rgba.size
        self.texture = ctx.texture(rgba.size, components=4, data=rgba.tobytes())
        self.texture.filter = ctx.NEAREST, ctx.NEAREST
        self.program = ctx.program(vertex_shader=_VERTEX, fragment_shader=_FRAGMENT)
        # PIL's first row is the top of the picture: v = 1 samples texture row 0
        data = array("f", [-1, -1, 0, 1, 1, -1, 1, 1, -1, 1, 0, 0, 1, 1, 1, 0])
        buffer = ctx.buffer(data=data)
        self.geometry = ctx.geometry(
            [arcade.gl.BufferDescription(buffer, "2f 2f", ["in_pos", "in_uv"])],
            mode=ctx.TRIANGLE_STRIP,
        )

    def release(self) -> None:
        self.texture.delete()

    def draw(self, warp: Matrix, shade: Sequence[float] = (0.0, 0.0, 0.0)) -> None:
        program = self.program
        # GLSL matrices are column-major: hand the transpose of the rows
        program["warp"] = tuple(warp[r][c] for c in range(3) for r in range(3))
        program["window"] = tuple(float(v) for v in self.window.get_size())
        program["shade"] = tuple(float(v) for v in shade)
        self.texture.use(0)
        ctx = self.ctx
        blending = ctx.is_enabled(ctx.BLEND)
        ctx.enable(ctx.BLEND)
        self.geometry.render(program)
        if not blending:
            ctx.disable(ctx.BLEND)
