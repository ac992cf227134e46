"""A played card travels from the hand to its seat's last-played place (it no longer just
vanishes) and lands there; a tip shakes the raft for a moment; both end, the same way each
time, and neither happens with reduced motion."""

from __future__ import annotations

import math
import random

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()


def _until(make_shell, driver, reduced: bool, wanted):
    """Ana against a random bot: random moves for whoever is to act, through the host (as the
    debug overlay plays them), until one returns an event of a ``wanted`` type; (host, event).

    The moves do not depend on what is drawn, so a first walk without frames finds the game and
    how many moves come before the wanted one; the second draws the table from the move before
    it on.
    """
    _host, _found, (seed, before) = _walk(make_shell, driver, reduced, wanted, range(5, 25))
    host, found, _where = _walk(make_shell, driver, reduced, wanted, [seed], draw_from=before - 1)
    return host, found


def _walk(make_shell, driver, reduced: bool, wanted, seeds, draw_from: float = math.inf):
    """The walk of :func:`_until` over the games of ``seeds``, drawing the frames of each move
    from move ``draw_from`` on; (host, event, (seed, how many moves came before))."""
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    shell = make_shell(reduced_motion=reduced)
    game = shell.registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    for seed in seeds:
        bots = {1: shell.registry.make_bot("mein_lieber_biber", "random")}
        host = shell.start_match(Match(game, seats, seed, None, bots=bots))
        rng = random.Random(seed)
        played = 0
        while not host.match.is_over:
            drawn = played >= draw_from
            if drawn:
                driver.draw()
            host.table.choreography.show.skip()
            host.table.choreography.flourish.finish()
            host.table.choreography.update(0)
            if drawn:
                driver.draw()
            view = host.match.view(host.match.to_act)
            events = host.act_for_seat_to_act(game.random_action(view, rng))
            found = next((e for e in events if isinstance(e, wanted)), None)
            if found is not None:
                return host, found, (seed, played)
            played += 1
    raise AssertionError(f"no {wanted}")


def _played():
    from tabletop_mein_lieber_biber.events import BeaverLifted, BeaverMoved, CardLaidDown

    return (BeaverLifted, BeaverMoved, CardLaidDown)


def test_a_played_card_flies_to_its_seat_and_lands_there(make_shell, driver):
    host, played = _until(make_shell, driver, False, _played())
    table = host.table
    glides = table.choreography.flourish.glides.glides
    assert len(glides) == 1
    glide, _stay = glides[0]
    sprite = glide.sprite
    end = table.scene.layout.seats.seat_parts(played.seat)["card"]
    seen = []
    for _ in range(60):
        driver.update(1 / 60)
        driver.draw()
        if table.choreography.flourish.glides.busy:
            seen.append((sprite.center_x, sprite.center_y, sprite.width))
        else:
            break
    assert len(set(seen)) > 10, "the card travels over many frames"
    assert seen[-1] == pytest.approx((end.center_x, end.center_y, end.width), abs=1.0)
    assert not table.choreography.flourish.glides.busy
    assert played.card not in table.choreography.arriving, "the seat shows the card it played again"


def test_a_tip_shakes_the_raft_then_stops(make_shell, driver):
    from tabletop_mein_lieber_biber.events import RaftTipped

    host, _tip = _until(make_shell, driver, False, RaftTipped)
    table = host.table
    offsets = []
    for frame in range(60 * 12):
        driver.update(1 / 60)
        if frame % 6 == 0:  # the shaking raft drawn ten times a second: the shake is the clock's
            driver.draw()
        offsets.append(table.choreography.flourish.offset)
        if not table.choreography.busy:
            break
    assert not host.failed, "the shaking raft was drawn"
    assert not table.choreography.busy
    assert max(abs(dx) for dx, _dy in offsets) > 1.0, "the raft shook"
    assert offsets[-1] == (0.0, 0.0)


def test_the_same_moves_fly_the_same_way(make_shell, driver):
    def run():
        host, _played_event = _until(make_shell, driver, False, _played())
        table = host.table
        seen = []
        for _ in range(20):
            driver.update(1 / 60)
            seen.extend(
                (s.center_x, s.center_y, s.width, s.angle)
                for s in table.choreography.flourish.glides.sprites
            )
        return seen

    first = run()
    assert first
    assert run() == first


def test_reduced_motion_plays_the_card_without_a_flight_or_a_shake(make_shell, driver):
    from tabletop_mein_lieber_biber.events import RaftTipped

    host, _played_event = _until(make_shell, driver, True, _played())
    assert not host.table.choreography.flourish.busy
    assert not host.table.choreography.arriving
    host, _tip = _until(make_shell, driver, True, RaftTipped)
    driver.update(1 / 60)
    flourish = host.table.choreography.flourish
    assert not flourish.busy and flourish.offset == (0.0, 0.0)
    assert (
        not host.table.choreography.show.busy
    )  # (the pause between rounds may still hold the bots)


def test_a_tip_splashes_water_over_the_low_rim(make_shell, driver):
    from tabletop_mein_lieber_biber.events import RaftTipped

    host, _tip = _until(make_shell, driver, False, RaftTipped)
    table = host.table
    splashed = 0
    for _ in range(60 * 12):
        driver.update(1 / 60)
        splashed = max(splashed, len(table.choreography.flourish.bursts.particles))
        if not table.choreography.busy:
            break
    assert splashed >= 18, "the 18 droplets of the splash fly"
    assert not table.choreography.flourish.bursts.particles


def test_a_stick_taken_flies_to_the_takers_heap_with_its_plus_one(make_shell, driver):
    from tabletop_mein_lieber_biber.events import StickTaken

    host, taken = _until(make_shell, driver, False, StickTaken)
    table = host.table
    parts = table.scene.layout.seats.seat_parts(taken.seat)
    assert [flyer.label.text for flyer in table.choreography.flourish.scores.flyers] == ["+1"]
    stick = table.choreography.flourish.glides.glides[-1][0]
    assert stick.end[:2] == pytest.approx((parts["stick"].center_x, parts["stick"].center_y))
    seen = set()
    for _ in range(120):
        driver.update(1 / 60)
        driver.draw()
        seen.add((round(stick.sprite.center_x), round(stick.sprite.center_y)))
        if not table.choreography.flourish.busy:
            break
    assert len(seen) > 10, "the stick travels"
    assert not table.choreography.flourish.busy
