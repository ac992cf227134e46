"""An accident: the pieces that fall are tinted (no warning signs over them) and the dam shakes
for a moment as it starts; both end with the playback, the same way each time, and neither
happens with reduced motion."""

from __future__ import annotations

import random

import pytest
from tabletop_beaver_creek.events import Accident

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()


def _first_accident(shell, driver, reduced: bool):
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    shell.settings.reduced_motion = reduced
    game = shell.registry.get("beaver_creek").game
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Otto")]
    host = shell.start_match(Match(game, seats, 3, None, bots={}))
    rng = random.Random(3)
    for _ in range(200):
        driver.draw()
        host.table.choreography.playback.skip()
        host.table.choreography.flourish.finish()
        events = host.act_for_seat_to_act(game.random_action(host.match.view(None), rng))
        accident = next((e for e in events if isinstance(e, Accident)), None)
        if accident is not None and accident.fallen:
            return host, accident
    raise AssertionError("no accident")


def _tints(table):
    return {key: tuple(piece.tint) for key, piece in table.scene.dam.by_key.items()}


def test_fallen_pieces_are_tinted_and_the_dam_shakes_then_both_end(creek_shell, driver):
    host, accident = _first_accident(creek_shell, driver, reduced=False)
    table = host.table
    offsets = []
    for _ in range(6):  # the piece that falls enters the film after its first frame
        driver.update(1 / 60)
        offsets.append(table.choreography.flourish.offset)
    driver.draw()
    tints = _tints(table)
    fallen = set(accident.fallen) & set(tints)
    assert fallen
    assert all(tints[key] != (255, 255, 255) for key in fallen)
    assert all(tints[key] == (255, 255, 255) for key in set(tints) - fallen)
    assert table.controller.hand.held is None
    assert len(table.scene.live.shapes.shapes) == 0, (
        "no warning marker drawn over the falling pieces"
    )
    shaken = driver.frame()
    for _ in range(20):
        driver.update(1 / 60)
        offsets.append(table.choreography.flourish.offset)
    assert max(abs(dx) for dx, _dy in offsets) > 1.0, "the dam shakes"
    table.choreography.flourish.finish()
    still = driver.frame()
    scene = table.scene.layout.scene
    box = (int(scene.left), 720 - int(scene.top), int(scene.right), 720 - int(scene.bottom))
    assert shaken.crop(box).tobytes() != still.crop(box).tobytes(), "the shake moved the dam"
    for _ in range(60 * 30):
        driver.update(1 / 30)
        if not table.choreography.busy:
            break
    assert not table.choreography.busy
    driver.draw()
    assert set(_tints(table).values()) == {(255, 255, 255)}, "the settled dam is plain again"
    assert table.choreography.flourish.offset == (0.0, 0.0)


def test_the_same_accident_shakes_the_same_way(creek_shell, driver):
    def run(drawn_every: int):
        host, _accident = _first_accident(creek_shell, driver, reduced=False)
        table = host.table
        driver.draw()
        seen = []
        for frame in range(30):
            driver.update(1 / 60)
            if frame % drawn_every == 0:  # the shake is the clock's, drawn or not
                driver.draw()
            seen.append(table.choreography.flourish.offset)
        assert not host.failed, "the shaking dam was drawn"
        return seen

    first = run(drawn_every=1)
    assert any(offset != (0.0, 0.0) for offset in first)
    assert run(drawn_every=6) == first


def test_reduced_motion_neither_tints_nor_shakes(creek_shell, driver):
    host, _accident = _first_accident(creek_shell, driver, reduced=True)
    table = host.table
    driver.draw()
    assert not table.choreography.busy
    assert table.choreography.flourish.offset == (0.0, 0.0)
    assert set(_tints(table).values()) == {(255, 255, 255)}
