"""Frames drawn unseen: every draw call made, no pixel rasterised.

Most window tests check what a frame decides (where a message goes, what a button says, which
sound plays when, what a still picture holds), not its pixels. On Mesa's software renderer,
rasterising the pixels nobody reads was about a quarter of such a test's CPU. A window switched
to draw unseen (:func:`draw_unseen`; this repository's tests do it for their shared window) draws
each frame of :func:`draw_frame` under a one-pixel scissor: views, tables and widgets run the
same code and make the same GL calls, and the renderer fills one pixel.

Three guarantees keep a check from reading a picture that was never drawn:

- a cache of pixels (a still layer's picture, the idle window's copy, the end dialog's picture
  of the table) asks :func:`drawing_unseen` when it is made, and makes itself again in the next
  frame drawn with pixels;
- reading the window's pixels after an unseen frame raises :class:`NothingDrawn` (until a
  frame is drawn with pixels: one of :func:`draw_frame` outside :func:`draw_unseen`, or one a
  test begins by clearing the window itself);
- :func:`seen` (which ``Driver.frame()`` uses) draws with pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

ONE_PIXEL = (0, 0, 1, 1)


class NothingDrawn(RuntimeError):
    """The window's pixels were read after a frame drawn unseen."""


@dataclass
class _Unseen:
    on: bool = False
    """Frames of :func:`draw_frame` are drawn unseen."""
    now: bool = False
    """A frame is being drawn unseen."""
    last: bool = False
    """The last frame of :func:`draw_frame` was drawn unseen."""
    held: int = 0
    """How many :func:`seen` blocks are open."""


def _state(window: Any) -> _Unseen | None:
    return getattr(window, "_tabletop_unseen", None)


def draw_unseen(window: Any, on: bool = True) -> None:
    """From now on draw ``window``'s frames of :func:`draw_frame` without pixels (or, ``on``
    false, with them again), and refuse to read its pixels after such a frame."""
    state = _state(window)
    if state is None:
        state = _Unseen()
        window._tabletop_unseen = state
        _guard_reads(window, state)
    state.on = on
    if not on:
        state.last = False


def drawing_unseen(window: Any) -> bool:
    """Whether the frame being drawn now rasterises nothing (a cache of pixels made now must be
    made again in a frame drawn with pixels)."""
    state = _state(window)
    return state is not None and state.now


def lift_scissor(window: Any) -> None:
    """Clear the scissor a drawing set: back to none, or to the one pixel of an unseen frame."""
    window.ctx.scissor = ONE_PIXEL if drawing_unseen(window) else None


def draw_frame(window: Any) -> None:
    """Draw the current view of ``window``: unseen when it draws unseen (see the module)."""
    view = window.current_view
    state = _state(window)
    if state is None or not state.on or state.held:
        draw_seen(window, view.on_draw)
        return
    screen = window.ctx.screen
    state.now = True
    screen.scissor = ONE_PIXEL
    try:
        view.on_draw()
    finally:
        screen.scissor = None
        state.now = False
        state.last = True


def draw_seen(window: Any, draw: Callable[[], None]) -> None:
    """Draw a frame with every pixel by calling ``draw`` (a view's ``on_draw``): what reads the
    window's pixels afterwards (a screenshot, a recording) reads this frame."""
    state = _state(window)
    if state is not None:
        state.last = False
    draw()


@contextmanager
def seen(window: Any) -> Iterator[None]:
    """Frames of :func:`draw_frame` inside are drawn with every pixel."""
    state = _state(window)
    if state is None:
        yield
        return
    state.held += 1
    try:
        yield
    finally:
        state.held -= 1


def _guard_reads(window: Any, state: _Unseen) -> None:
    """Reading the screen after an unseen frame raises; a frame begun by clearing the screen
    outside :func:`draw_frame` (a test painting a canvas itself) is drawn with pixels."""
    screen = window.ctx.screen
    read: Callable[..., bytes] = screen.read
    clear: Callable[..., None] = screen.clear

    def clearing(*args: Any, **kwargs: Any) -> None:
        if state.now:
            kwargs["viewport"] = ONE_PIXEL  # a clear ignores the scissor: the one pixel only
        else:
            state.last = False
        clear(*args, **kwargs)

    def guarded(*args: Any, **kwargs: Any) -> bytes:
        if state.last and not state.now:
            raise NothingDrawn(
                "the window's last frame was drawn unseen (no pixels): draw it with pixels "
                "first (Driver.frame(), or Driver.draw() inside unseen.seen(window))"
            )
        return read(*args, **kwargs)

    screen.read = guarded
    screen.clear = clearing
