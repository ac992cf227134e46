"""Building a dam: the dam card flies to the builder's row with an overshoot, swells as it lands,
throws wood chips and sends its points to the builder's name; everything ends where the rules
put the card, the same way each time, and not at all with reduced motion."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()


def _to_a_build(shell, reduced: bool):
    """Ana against a bot; both take cards (through the host, as the debug overlay plays) until
    Ana may build; returns the host and her dearest build."""
    from tabletop_damit.actions import Build, Take

    from tabletop_core.replay import SeatSpec

    shell.settings.reduced_motion = reduced
    shell.settings.bot_pacing = 10.0
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "easy")]
    match = shell.new_match("damit", seats, 7, {"first_player": 0})
    host = shell.start_match(match)
    for _ in range(80):
        legal = host.match.legal_actions()
        builds = [a for a in legal if isinstance(a, Build)]
        if builds and host.match.to_act == 0:
            return host, max(builds, key=lambda b: (b.cost, len(b.cards)))
        take = next(a for a in legal if isinstance(a, Take))
        host.act_for_seat_to_act(take)
        host.table.choreography.flourish.finish()
        host.table.choreography.motion.finish()
    raise AssertionError("no build came up")


def _play_build(shell, driver, reduced: bool):
    host, build = _to_a_build(shell, reduced)
    table = host.table
    driver.draw()
    table.choreography.motion.finish()
    table.choreography.flourish.finish()
    driver.draw()
    events = host.send(build)
    driver.draw()
    return host, table, build, events


def _dam_sprite(table, seat: int, vp: int):
    return next(
        table.scene.sprites.dams[key]
        for key, owner in table.scene.sprites.dam_owner.items()
        if owner == seat and key[1] == vp
    )


def test_a_built_dam_pops_throws_chips_and_lands_where_the_rules_put_it(damit_shell, driver):
    from tabletop_damit.events import DamBuilt

    host, table, build, events = _play_build(damit_shell, driver, reduced=False)
    built = next(e for e in events if isinstance(e, DamBuilt))
    sprite = _dam_sprite(table, built.seat, built.vp)
    index = table.scene.view.dams[built.seat].index(built.vp)
    rest = table.scene.layout.panel_dam(built.seat, index, len(table.scene.view.dams[built.seat]))
    positions, widths = [], []
    particles, scores = 0, 0
    for _ in range(120):
        driver.update(1 / 30)
        driver.draw()
        positions.append((sprite.center_x, sprite.center_y))
        widths.append(sprite.width)
        particles = max(particles, len(table.choreography.flourish.bursts.particles))
        scores = max(scores, len(table.choreography.flourish.scores.flyers))
        if not table.choreography.busy:
            break
    assert not table.choreography.busy, "the build's motion ends"
    assert len(set(positions)) > 10, "the dam card travels over many frames"
    assert particles >= 10, "wood chips fly when the card lands"
    assert scores == 1, "its points fly to the builder"
    assert max(widths) > rest.width * 1.1, "the card swells as it lands"
    assert (sprite.center_x, sprite.center_y, sprite.width) == pytest.approx(
        (rest.center_x, rest.center_y, rest.width)
    )
    assert not table.choreography.flourish.bursts.sprites, "no chip is left lying on the table"


def test_the_same_build_draws_the_same_frames(damit_shell, driver):
    def run():
        host, table, build, events = _play_build(damit_shell, driver, reduced=False)
        frames = []
        for _ in range(60):
            driver.update(1 / 30)
            driver.draw()
            frames.append(
                tuple(
                    (round(s.center_x, 3), round(s.center_y, 3), round(s.angle, 3), s.alpha)
                    for s in table.choreography.flourish.bursts.sprites
                )
            )
        return frames

    first = run()
    assert any(first), "chips flew"
    assert run() == first


def test_reduced_motion_builds_without_a_pop_or_chips(damit_shell, driver):
    from tabletop_damit.events import DamBuilt

    host, table, build, events = _play_build(damit_shell, driver, reduced=True)
    built = next(e for e in events if isinstance(e, DamBuilt))
    sprite = _dam_sprite(table, built.seat, built.vp)
    index = table.scene.view.dams[built.seat].index(built.vp)
    rest = table.scene.layout.panel_dam(built.seat, index, len(table.scene.view.dams[built.seat]))
    assert not table.choreography.busy
    assert (
        not table.choreography.flourish.bursts.particles
        and not table.choreography.flourish.scores.flyers
    )
    assert (sprite.center_x, sprite.center_y, sprite.width) == pytest.approx(
        (rest.center_x, rest.center_y, rest.width)
    )
