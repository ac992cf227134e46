"""The outermost rings (27–30) are not hidden under the dam, level or leaning, and a raft leaning as far as it is
ever drawn (as when it tips) stays inside the table and under the one-line note of what just
happened that stands over the pond's top — at 2, 4 and 6 players, at 100 % and 200 % text, on
the table a real window draws."""

from __future__ import annotations

import math

import pytest

pytestmark = pytest.mark.gl


def _table_at(make_shell, registry, tmp_path, players: int, text_size: int):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    shell = make_shell(registry, text_size=text_size)
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(f"Bot {n}", "random") for n in range(1, players)
    ]
    bots = {seat: registry.make_bot("mein_lieber_biber", "random") for seat in range(1, players)}
    game = registry.get("mein_lieber_biber").game
    host = shell.start_match(Match(game, seats, 5, None, bots=bots, autosave=False))
    host.on_update(0.0)
    host.on_draw()
    return host


def _ring_box(camera, ring: int):
    from tabletop_mein_lieber_biber.table.art import _ring_xy, ring_radius

    from tabletop_core.render.geometry import Rect

    u, v = _ring_xy()[ring]
    r = ring_radius(ring)
    points = [
        camera.to_screen(u + r * math.cos(a), v + r * math.sin(a))
        for a in (2 * math.pi * k / 24 for k in range(24))
    ]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


@pytest.fixture()
def reset_text():
    yield
    from tabletop_core.render.theme import set_text_scale

    set_text_scale(1.0)


@pytest.mark.parametrize("text_size", (100, 200))
@pytest.mark.parametrize("players", (2, 4, 6))
def test_rings_27_to_30_stand_clear_of_the_dam(
    tabletop_shell, biber_registry, tmp_path, reset_text, players, text_size
):
    host = _table_at(tabletop_shell, biber_registry, tmp_path, players, text_size)
    table = host.table
    layout = table.scene.layout
    dam = layout.pond.dam
    cameras = [table.scene.camera()] + [
        layout.pond.camera(angle=1.0, towards=2 * math.pi * k / 36) for k in range(36)
    ]
    for camera in cameras:  # level, and leaning its most every way
        for ring in range(27, 31):
            box = _ring_box(camera, ring)
            assert box.left >= dam.right, (ring, box, dam, camera.towards)


@pytest.mark.parametrize("text_size", (100, 200))
@pytest.mark.parametrize("players", (2, 4, 6))
def test_a_raft_leaning_its_most_stays_under_the_note_of_what_happened(
    tabletop_shell, biber_registry, tmp_path, reset_text, players, text_size
):
    host = _table_at(tabletop_shell, biber_registry, tmp_path, players, text_size)
    layout = host.table.scene.layout
    top = layout.pond.raft_room.top
    if (
        layout.decision.news_room is None
    ):  # the note stands over the pond's top (else in the column)
        top = min(top, layout.pond.banner(1).bottom)
    highest = 0.0
    for k in range(36):
        camera = layout.pond.camera(angle=1.0, towards=2 * math.pi * k / 36)
        rim = max(camera.to_screen(math.cos(a), math.sin(a))[1] for a in _angles())
        rings = max(_ring_box(camera, ring).top for ring in range(1, 31))
        highest = max(highest, rim, rings)
    assert highest <= top, (highest, top)


def _angles():
    return [2 * math.pi * k / 72 for k in range(72)]
