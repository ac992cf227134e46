"""The camera of the Beaver Creek table: the view is framed on the dam.

The scene shows the world rectangle around the box and the dam's pieces (their bounds, with
:data:`SIDE_ROOM` either side and :data:`HEADROOM` above for the next piece and the one being
carried), as large as fits but never beyond :data:`MOST_SCALE`, so an empty box does not
become a giant. The table top stays where the backdrop's bank is (:func:`ground_line`): the
creek, the hills and the sky keep their own scale behind a dam that grows and widens. The
world to window mapping is the kit's :class:`~tabletop_core.render.kit.camera.Camera`, eased
by the choreography. No arcade.
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop_beaver_creek.pieces import BOX_TOP, BOX_WIDTH, HALF_HEIGHT, HALF_LENGTH
from tabletop_beaver_creek.table.proportions import (
    GROUND_SHARE,
    HEADROOM,
    LEAST_HEADROOM,
    SIDE_ROOM,
)
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.camera import Camera, fit

__all__ = ["Camera", "camera_for", "dam_bounds", "ground_line", "up_to"]

BOX = Rect(-BOX_WIDTH / 2, 0.0, BOX_WIDTH, BOX_TOP)
"""The box, in world units."""


def up_to(top: float) -> Rect:
    """The box and a dam on it ``top`` units high (world units)."""
    return Rect(BOX.left, 0.0, BOX.width, max(top, BOX.top))


def dam_bounds(poses: Iterable[tuple[str, float, float]]) -> Rect:
    """The world rectangle holding the box and every piece (kind, x, y), however turned."""
    left, right, top = BOX.left, BOX.right, BOX.top
    for kind, x, y in poses:
        reach = max(HALF_HEIGHT[kind], HALF_LENGTH[kind])
        left, right, top = min(left, x - reach), max(right, x + reach), max(top, y + reach)
    return Rect(left, 0.0, right - left, top)


def ground_line(scene: Rect, share: float = GROUND_SHARE) -> float:
    """The window y of the table top: fixed in the scene, where the backdrop has its bank
    (``share`` of the scene's height below it)."""
    return scene.bottom + share * scene.height


def camera_for(
    scene: Rect,
    dam: Rect,
    standard: Rect | None = None,
    most: float = 1e9,
    ground_share: float = GROUND_SHARE,
) -> Camera:
    """The camera that frames ``dam`` (world units, from :func:`dam_bounds`) with room around
    and above it, at no more than ``most`` pixels a unit.

    With ``standard`` (the scene the same window has at 100 % text) the pieces are drawn at
    least as large as that scene's camera draws them, as long as the dam and
    :data:`LEAST_HEADROOM` above it fit: the view then keeps less room beside the dam."""
    ground = ground_line(scene, ground_share)
    room = Rect(scene.left, ground, scene.width, scene.top - ground)
    world = Rect(dam.left - SIDE_ROOM, 0.0, dam.width + 2 * SIDE_ROOM, dam.top + HEADROOM)
    camera = fit(world, room, most=most, align=(0.5, 0.0))
    if standard is None:
        return camera
    wanted = camera_for(standard, dam, most=most).k
    tight = fit(Rect(dam.left, 0.0, dam.width, dam.top + LEAST_HEADROOM), room).k
    k = max(camera.k, min(wanted, tight))
    return Camera(k, room.center_x - (dam.left + dam.width / 2) * k, ground)
