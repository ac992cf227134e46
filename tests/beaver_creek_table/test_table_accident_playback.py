"""An accident is played back in slow motion from the replayed world; a skip lands every piece
where the rules settled it; drags reach the table only while its host is on screen."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek.events import Accident

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()


def _first_accident(shell, driver):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    shell.settings.reduced_motion = False
    game = shell.registry.get("beaver_creek").game
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Otto")]
    host = shell.start_match(Match(game, seats, 3, None, bots={}))
    rng = random.Random(3)
    for _ in range(200):
        driver.draw()
        host.table.choreography.playback.skip()
        events = host.act_for_seat_to_act(game.random_action(host.match.view(None), rng))
        accident = next((e for e in events if isinstance(e, Accident)), None)
        if accident is not None and accident.fallen:
            return host, accident
    raise AssertionError("no accident")


def test_an_accident_plays_back_slowly_and_a_skip_shows_the_settled_dam(creek_shell, driver):
    host, accident = _first_accident(creek_shell, driver)
    table = host.table
    take = table.choreography.playback.current
    assert take is not None and take.slow and take.fallen == frozenset(accident.fallen)
    assert "Accident!" in table.choreography.banner and table.choreography.alarm
    driver.draw()
    fallen = next(iter(take.fallen))
    start = take.position
    driver.update(1 / 60, frames=30)
    driver.draw()
    steps = take.position - start
    assert 0 < steps < 0.5 * 30 * 2  # half a second of screen time: under a quarter-second of world
    assert fallen not in take.clip.frames[0] or take.clip.frames[0][fallen] != take.clip.frames[
        int(take.position)
    ].get(fallen)

    driver.key(arcade.key.SPACE)
    assert not table.choreography.playback.busy
    driver.draw()
    camera = table.scene.camera
    for key, piece in table.seat.view.pieces.items():
        sprite = table.scene.dam.by_key[key]
        x, y = camera.to_screen(piece.x, piece.y)
        assert sprite.center_x == pytest.approx(x) and sprite.center_y == pytest.approx(y)
    assert set(table.scene.dam.by_key) == set(table.seat.view.pieces)


def test_drags_reach_the_table_only_while_its_host_shows(creek_shell, driver):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = creek_shell.registry.get("beaver_creek").game
    host = creek_shell.start_match(Match(game, [SeatSpec.human("Ana")], 2, None, bots={}))
    table = host.table
    driver.draw()
    slot = dict(table.scene.slots)["beaver"]
    scene = table.scene.layout.scene
    left = arcade.MOUSE_BUTTON_LEFT
    driver._send(("on_mouse_press", int(slot.center_x), int(slot.center_y), left, 0))
    assert table.controller.hand.held == "beaver" and table.controller.hand.gesture.dragging
    driver._send(("on_mouse_drag", int(scene.center_x), int(scene.center_y), 5, 5, left, 0))
    assert table.controller.hand.hand_x == pytest.approx(
        table.scene.camera.to_world(scene.center_x, 0)[0], abs=1
    )
    driver.scroll(scene.center_x, scene.center_y, 2)
    assert table.controller.hand.angle == pytest.approx(6.0)
    creek_shell.show_launcher()
    driver._send(("on_mouse_release", int(scene.center_x), int(scene.center_y), left, 0))
    assert table.controller.hand.held == "beaver" and len(host.match.actions) == 0
