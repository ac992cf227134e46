"""The view is framed on the dam: the box and the dam's pieces fill a good share of the scene
early and late, the camera widens as the dam grows (smoothly, never past its largest scale,
never cropping a piece), eases there unless motion is reduced, and a drag lands where the
pointer is under the camera the scene draws with, even while it moves."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek import preview
from tabletop_beaver_creek.actions import Place
from tabletop_beaver_creek.pieces import LOG_KINDS
from tabletop_beaver_creek.table.camera import BOX, dam_bounds
from tabletop_beaver_creek.table.layout import MOST_SCALE, TableLayout

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.geometry import Rect

pytestmark = pytest.mark.gl
arcade = load_arcade()

LEAST_SHARE = 0.2
"""The least share of the scene's area the dam's bounding box (box included) covers on screen;
before the camera was framed on the dam it covered about 11 % early and 15 % late (3 players,
1280×720)."""
LEAST_WIDTH = 0.45
"""The least share of the scene's width the box and the dam span (before: about 39 %)."""


def _match(shell, players: int, seed: int = 4):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = shell.registry.get("beaver_creek").game
    seats = [SeatSpec.human(name) for name in ("Ana", "Otto", "Benny", "Tina", "Max")[:players]]
    return game, Match(game, seats, seed, None, bots={})


def _play(host, game, moves: int, seed: int = 4) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if host.match.is_over:
            break
        host.act_for_seat_to_act(game.random_action(host.match.view(None), rng))
        host.table.choreography.playback.skip()


def _union(rects: list[Rect]) -> Rect:
    left = min(r.left for r in rects)
    bottom = min(r.bottom for r in rects)
    right = max(r.right for r in rects)
    top = max(r.top for r in rects)
    return Rect(left, bottom, right - left, top - bottom)


def _inside(inner: Rect, outer: Rect, slack: float = 0.5) -> bool:
    return (
        inner.left >= outer.left - slack
        and inner.right <= outer.right + slack
        and inner.bottom >= outer.bottom - slack
        and inner.top <= outer.top + slack
    )


@pytest.mark.parametrize(("players", "moves"), [(3, 2), (3, 40), (1, 30), (5, 60)])
def test_the_dam_fills_a_good_share_of_the_scene_and_no_piece_is_cropped(
    creek_shell, driver, players, moves
):
    game, match = _match(creek_shell, players)
    host = creek_shell.start_match(match)
    _play(host, game, moves)
    driver.update(1 / 60, frames=2)
    driver.draw()
    scene = host.table.scene
    area = scene.layout.scene
    camera = scene.camera
    pieces = [box for _key, box in scene.dam.pieces()]
    assert len(pieces) == len(match.state.pieces)
    for box in pieces:
        assert _inside(box, area), (box, area)
    dam = _union([camera.shows(BOX), *pieces])
    assert _inside(dam, area)
    share = dam.width * dam.height / (area.width * area.height)
    assert share >= LEAST_SHARE, share
    assert dam.width >= LEAST_WIDTH * area.width, dam.width / area.width


def test_the_camera_widens_smoothly_as_the_dam_grows_and_never_grows_an_empty_box():
    """Along whole games, without a window: the view never zooms in while the dam only grows,
    each piece higher widens it a little (no steps), it keeps every piece in the scene, and an
    empty box is drawn no larger than the declared largest scale."""
    from tabletop_beaver_creek.rules import BeaverCreek

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = BeaverCreek()
    layout = TableLayout(Rect(0, 56, 1280, 616), 3)
    area = layout.scene
    empty = layout.camera(dam_bounds(()))
    assert empty.k == pytest.approx(MOST_SCALE * layout.scale)
    assert empty.shows(BOX).width < 0.75 * area.width  # a box, not a giant
    widened = 0
    for seed in (1, 2, 3):
        seats = [SeatSpec.human(name) for name in ("Ana", "Otto", "Benny")]
        match = Match(game, seats, seed, None, bots={})
        rng = random.Random(seed)
        before: tuple[Rect, float] | None = None
        while not match.is_over:
            match.act(game.random_action(match.view(None), rng))
            pieces = match.state.pieces.values()
            bounds = dam_bounds((p.kind, p.x, p.y) for p in pieces)
            camera = layout.camera(bounds)
            assert camera.k <= MOST_SCALE * layout.scale + 1e-9
            for p in pieces:
                assert _inside(camera.shows(dam_bounds([(p.kind, p.x, p.y)])), area)
            if before is not None and _inside(before[0], bounds, 0.0) and bounds != before[0]:
                assert camera.k <= before[1] + 1e-9  # the dam grew: the view never closes in
                if bounds.top > before[0].top + 1 and before[1] < MOST_SCALE * layout.scale:
                    widened += camera.k < before[1]
            before = (bounds, camera.k)
    assert widened >= 10  # most of the growth widens the view at once, not in steps


def _start_moving(creek_shell, driver):
    """A two-seat match with motion on, played until a placement made the camera move."""
    creek_shell.settings.reduced_motion = False
    game, match = _match(creek_shell, 2, seed=7)
    host = creek_shell.start_match(match)
    table = host.table
    table.choreography.reduced_motion = table.choreography.playback.reduced_motion = False
    table.choreography.follow.reduced_motion = False
    rng = random.Random(7)
    for _ in range(200):
        driver.draw()
        events = host.act_for_seat_to_act(game.random_action(match.view(None), rng))
        table.choreography.playback.skip()
        driver.update(1 / 60)
        driver.draw()
        follow = table.choreography.follow
        placed = any(type(e).__name__ == "Placed" for e in events)
        if placed and follow.moving and match.state.phase == "place":
            kinds = table.seat.placeable()
            if any(kind in LOG_KINDS for kind in kinds):
                return host, table
    pytest.fail("no placement moved the camera with a log to place next")


def test_the_camera_eases_to_the_grown_dam_and_keeps_the_bots_waiting_meanwhile(
    creek_shell, driver
):
    host, table = _start_moving(creek_shell, driver)
    follow = table.choreography.follow
    start, target = follow.camera, follow.target
    assert table.choreography.busy  # frames keep coming, the next bot waits
    driver.update(1 / 60, frames=3)
    driver.draw()
    middle = follow.camera
    assert middle not in (start, target)
    assert min(start.k, target.k) <= middle.k <= max(start.k, target.k)
    driver.update(1 / 60, frames=120)
    driver.draw()
    assert follow.camera == target and not follow.moving
    assert table.scene.camera == target


def test_under_reduced_motion_the_camera_jumps(creek_shell, driver):
    game, match = _match(creek_shell, 2, seed=7)
    host = creek_shell.start_match(match)
    rng = random.Random(7)
    follow = host.table.choreography.follow
    for _ in range(40):
        host.act_for_seat_to_act(game.random_action(match.view(None), rng))
        driver.draw()
        assert not follow.moving and follow.camera == follow.target


def test_a_drag_lets_go_where_the_pointer_is_while_the_camera_moves(creek_shell, driver):
    host, table = _start_moving(creek_shell, driver)
    driver.update(1 / 60, frames=2)
    driver.draw()
    assert table.choreography.follow.moving
    kind = next(kind for kind in table.seat.placeable() if kind in LOG_KINDS)
    view = table.seat.view
    offered = [(x, float(round(d))) for x, d in preview.suggested_aims(view, kind)]
    candidates = offered + [(float(x), 0.0) for x in range(-150, 151, 6)]
    aim = next(
        a
        for a in (preview.aim(view, kind, x, d) for x, d in candidates)
        if a.problem is None and abs(a.angle) < 0.5
    )
    camera = table.scene.camera  # the camera drawn this frame, mid-ease
    target = camera.to_screen(aim.hand_x, aim.y + 30.0)
    slot = dict(table.scene.slots)[kind]
    start = (slot.center_x, slot.center_y)
    played = len(host.match.actions)
    driver.hover(*start)
    driver.press(*start)
    driver.drag_to(start, target)
    driver.release(*target)
    assert len(host.match.actions) == played + 1
    _seat, action = host.match.actions[-1]
    assert isinstance(action, Place) and action.piece == kind
    assert action.x == pytest.approx(aim.hand_x, abs=0.01)


def test_skipping_the_animation_brings_the_camera_to_the_dam_at_once(creek_shell, driver):
    """Space skips what is left to watch, the camera's easing included: the table is not busy
    afterwards (a keyboard player's whole game pressed Space and waited on the camera)."""
    host, table = _start_moving(creek_shell, driver)
    assert table.choreography.follow.moving
    table.choreography.skip()
    assert not table.choreography.busy
    assert table.choreography.follow.camera == table.choreography.follow.target
