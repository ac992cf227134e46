"""The table's parts that need no window: the raft camera, the aim, the release speed, the show's
timing, the layout and the pictures."""

from __future__ import annotations

import math
from itertools import combinations

import pytest
from PIL import ImageChops, ImageStat
from tabletop_mein_lieber_biber import Lift, MeinLieberBiber
from tabletop_mein_lieber_biber.cards import RING_COLOUR
from tabletop_mein_lieber_biber.events import BeaverLifted, BeaverMoved
from tabletop_mein_lieber_biber.fall import fall
from tabletop_mein_lieber_biber.raft import TIP_ANGLE, Beaver, Wobble, spot_xy
from tabletop_mein_lieber_biber.rules import playable
from tabletop_mein_lieber_biber.table import aim as aiming
from tabletop_mein_lieber_biber.table.art import tile_art
from tabletop_mein_lieber_biber.table.camera import RaftCamera, tilt_of
from tabletop_mein_lieber_biber.table.layout import TableLayout
from tabletop_mein_lieber_biber.table.motion import Fall, RaftShow, Rock, Swim, figures_of
from tabletop_mein_lieber_biber.table.pictures import card_image

from tabletop_core.render.geometry import Rect

GAME = MeinLieberBiber()


def test_the_camera_maps_raft_points_to_the_window_and_back_at_any_tilt():
    for angle, towards in ((0.0, 0.0), (0.1, 0.7), (0.33, -2.0), (0.6, 3.0)):
        camera = RaftCamera((400.0, 300.0), 200.0, angle, towards, 0.1)
        for u, v in ((0.0, 0.0), (0.5, -0.3), (-0.9, 0.2), (0.1, 0.95)):
            x, y, _k = camera.to_screen(u, v)
            assert camera.to_raft(x, y) == pytest.approx((u, v), abs=1e-9)
    level = RaftCamera((400.0, 300.0), 200.0)
    assert level.to_screen(1.0, 0.0)[:2] == pytest.approx((600.0, 300.0))


def test_a_leaning_raft_looks_smaller_and_darker_on_its_low_side():
    towards = math.radians(30)
    camera = RaftCamera((0.0, 0.0), 100.0, 0.2, towards)
    low = (math.cos(towards) * 0.9, math.sin(towards) * 0.9)
    high = (-low[0], -low[1])
    *_xy, low_scale = camera.to_screen(*low)
    *_xy, high_scale = camera.to_screen(*high)
    assert low_scale < 1.0 < high_scale
    a, b, c = camera.shade(1.0)
    assert a * low[0] + b * low[1] + c < 0 < a * high[0] + b * high[1] + c
    # the frame's lowest rim is where raft.tilt says
    assert tilt_of((-0.1 * math.cos(towards), -0.1 * math.sin(towards)))[1] == pytest.approx(
        towards
    )


def _state_with_a_play():
    state = GAME.new_state(3, 8)
    while True:
        moves = [m for m in playable(state) if m[2] is not None]
        if moves:
            return state, moves[0]
        GAME.apply(state, GAME.legal_actions(state)[0])


def test_an_aim_lifts_then_sets_down_what_it_shows():
    state, (card, beaver, ring) = _state_with_a_play()
    aim = aiming.first_aim(state, card).with_spot(0.6).with_tail(2.0).with_drop(0.3)
    lifted = GAME.apply(state, Lift(card, ""))
    assert lifted == [BeaverLifted(state.current, card, beaver, ring, aim.joker)]
    assert aiming.moves_of(state, card) == [(card, beaver, ring)]
    events = GAME.apply(state, aim.set_down())
    assert any(isinstance(e, BeaverMoved) and e.ring == ring for e in events)


def test_the_release_speed_and_the_lowering_time_set_the_drop():
    assert aiming.release_drop([]) == 0.0
    assert aiming.release_drop([0.5, 0.001, 0.001]) < 0.05  # slowed down before letting go
    assert aiming.release_drop([0.0, aiming.FAST_RELEASE]) == pytest.approx(0.5)
    assert aiming.release_drop([1.0, 1.0]) == 1.0
    assert aiming.lowering_drop(0.0) == 1.0
    assert aiming.lowering_drop(aiming.LOWER_SECONDS) == 0.0
    assert 0.0 < aiming.lowering_drop(aiming.LOWER_SECONDS * 1.3) < 0.5


def test_a_point_on_the_raft_asks_for_a_spot_within_the_ring():
    state, (card, beaver, ring) = _state_with_a_play()
    for spot in (-1.0, -0.4, 0.0, 0.7, 1.0):
        u, v = spot_xy(state.raft, beaver, ring, spot)
        asked, distance = aiming.spot_at(state, ring, u, v)
        assert asked == pytest.approx(spot) and distance <= aiming.CATCH
    x, y = state.raft.coordinates(ring)
    assert aiming.spot_at(state, ring, x * 1.5, y * 1.5)[0] == 1.0
    aim = aiming.first_aim(state, card)
    assert aim.action().beaver and RING_COLOUR[ring] >= 0


def test_the_show_swims_rocks_tips_and_honours_reduced_motion():
    beavers = (Beaver(0, 3, 0.3, 0.2, 0.0), Beaver(1, 9, -0.4, 0.5, 1.0))
    figures = figures_of(beavers)
    show = RaftShow(speed=2.0)
    show.add(Swim(0, ((0.0, 0.0), (0.2, 0.1), (0.3, 0.2)), (0.0, 1.0), figures[1:], (0, 0)))
    show.add(Rock(((0.01, 0.0), (0.02, 0.01), (0.03, 0.02)), figures))
    assert show.busy and not show.tipping
    swim = show.queue[0]
    show.update(swim.duration / 2 / 2.0)
    half = show.picture()
    assert half.figures[-1].colour == 0 and 0.0 < half.figures[-1].x < 0.3
    show.update(swim.duration / 2 / 2.0 + 0.001)
    assert isinstance(show.queue[0], Rock)
    towards, frames = fall(Wobble(((0.3, 0.0), (0.34, 0.05)), 9, (), 0.34, False), beavers)
    show.add(Fall(towards, frames, figures))
    show.update(0.2)
    assert show.tipping
    heeled = show.picture()
    assert math.hypot(*heeled.frame) > TIP_ANGLE  # the simulated raft heels past its tip
    show.update(len(frames) / 30 / 2)  # the whole fall at double speed
    late = show.picture()
    assert late.tipping and all(f.alpha == 0.0 for f in late.figures)
    assert all(math.hypot(f.x, f.y) > 1.0 for f in late.figures)  # slid off the raft
    show.update(10.0)
    assert not show.busy and show.picture() is None

    calm = RaftShow(reduced_motion=True)
    calm.add(Fall(towards, frames, figures))
    assert not calm.busy


def test_the_layout_keeps_the_column_inside_the_table_and_apart():
    for players in (2, 4, 6):
        for rect in (Rect(0, 56, 960, 616), Rect(0, 40, 1400, 900)):
            layout = TableLayout(rect, players)
            places = [layout.seats.seat_row(seat) for seat in range(players)]
            places += [
                layout.piles.pile(0),
                layout.piles.pile(1),
                layout.supply.rect,
                layout.decision.row,
            ]
            places += [layout.hand.slot(0, 9, lifted=True), layout.hand.slot(8, 9)]
            for place in places:
                assert rect.contains(place.left, place.bottom), (players, place)
                assert rect.contains(place.right, place.top), (players, place)
            for a, b in combinations(places[:-2], 2):
                apart = (
                    a.right <= b.left or b.right <= a.left or a.top <= b.bottom or b.top <= a.bottom
                )
                assert apart, (players, a, b)
            cx, cy = layout.pond.raft_centre
            radius = layout.pond.raft_radius
            assert layout.pond.raft_area.contains(cx + radius, cy + radius)
            assert layout.pond.dam.right < cx - radius


def test_cards_of_every_colour_differ_in_grey_and_the_tile_draws():
    faces = [card_image(colour * 8 + 3, 64, 91).convert("L") for colour in range(6)]
    for a, b in combinations(range(6), 2):
        assert ImageStat.Stat(ImageChops.difference(faces[a], faces[b])).mean[0] > 3, (a, b)
    assert tile_art(320, 200).size == (320, 200)


def test_the_hooks_register_the_table_and_the_art(biber_registry):
    registered = biber_registry.get("mein_lieber_biber")
    assert callable(registered.view_factory)
    assert registered.art is not None
