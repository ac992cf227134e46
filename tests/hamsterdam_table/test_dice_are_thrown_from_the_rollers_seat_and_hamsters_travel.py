"""The dice are thrown from the roller's place and come to rest on the dice panel on the rolled
faces (they no longer swap faces in place); a deployed hamster travels from the tray onto its
card and a moved one from card to card; all of it ends, the same each time, and none of it
plays with reduced motion."""

from __future__ import annotations

import math
import random

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import bot_move

pytestmark = pytest.mark.gl
arcade = load_arcade()


def _shell(make_shell, registry, reduced: bool):
    return make_shell(registry, bot_pacing=10, reduced_motion=reduced)


def _until(shell, registry, driver, wanted, seed=3):
    """Ana and two random bots, one move at a time through the host, until a move returns an
    event of type ``wanted`` that the table animates; (host, events).

    The moves do not depend on what is drawn, so a first walk without frames finds how many
    come before the wanted one; the second draws the table from the move before it on.
    """
    _host, _events, before = _walk(shell, registry, driver, wanted, seed, draw_from=math.inf)
    host, events, _before = _walk(shell, registry, driver, wanted, seed, draw_from=before - 1)
    return host, events


def _walk(shell, registry, driver, wanted, seed, draw_from):
    """The walk of :func:`_until`, drawing a frame before each move from move ``draw_from`` on;
    (host, events, how many moves came before)."""
    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random"), SeatSpec.bot("Ida", "random")]
    bots = {i: registry.make_bot("hamsterdam", "random") for i in (1, 2)}
    game = registry.get("hamsterdam").game
    host = shell.start_match(Match(game, seats, seed, None, bots=bots, autosave=False))
    rng = random.Random(seed)
    driver.draw()
    played = 0
    while not host.match.is_over:
        host.table.choreography.fx.finish()
        if played >= draw_from:
            driver.draw()
        match = host.match
        if match.is_bot(match.to_act):
            events = bot_move(host)
        else:
            legal = match.legal_actions()
            events = host.act_for_seat_to_act(legal[rng.randrange(len(legal))])
        if any(type(e) is wanted for e in events):
            return host, events, played
        played += 1
    raise AssertionError(f"no {wanted.__name__}")


def _dice_legs(table):
    from tabletop_hamsterdam.table.fx import ROLL

    return [
        seg
        for seg in table.choreography.fx.segments
        if seg.sprite.picture is not None
        and seg.sprite.picture.file_path is None
        and str(seg.sprite.picture.atlas_name).startswith("tabletop-die-")
        and seg.finish <= ROLL + 0.2
    ]


def test_the_dice_fly_from_the_rollers_place_and_rest_on_the_rolled_faces(
    window, tabletop_shell, hamsterdam_registry, driver
):
    from tabletop_hamsterdam.events import Rolled

    shell = _shell(tabletop_shell, hamsterdam_registry, reduced=False)
    host, events = _until(shell, hamsterdam_registry, driver, Rolled)
    table = host.table
    roll = next(e for e in events if type(e) is Rolled)
    legs = _dice_legs(table)
    assert legs, "the dice are in the air"
    assert table.choreography.fx.thrown
    place = table.scene.layout.town(_row(table, roll.seat))
    first = min(legs, key=lambda seg: seg.begin)
    assert math.dist(first.start[:2], (place.center_x, place.center_y)) < place.width
    rests = [seg for seg in legs if seg.hold]
    assert len(rests) == 2
    assert [seg.sprite.picture.atlas_name.split("-")[2] for seg in rests] == [
        str(face) for face in roll.dice
    ]
    path = []
    for _ in range(30):
        driver.update(1 / 60)
        driver.draw()
        shown = [seg.sprite for seg in legs if seg.sprite.visible]
        if shown:
            path.append((round(shown[0].center_x), round(shown[0].center_y)))
    assert len(set(path)) > 8, "a die travels over many frames"
    for _ in range(400):
        if not table.choreography.busy:
            break
        driver.update(1 / 30)
    assert not table.choreography.busy
    driver.draw()
    assert [die.value for die in table.choreography.dice] == list(roll.dice)
    window.show_view(arcade.View(window))


def _row(table, seat):
    from tabletop_hamsterdam.table.paint import row_of

    return row_of(table.scene.shown, seat)


def test_the_same_roll_is_thrown_the_same_way(window, tabletop_shell, hamsterdam_registry, driver):
    from tabletop_hamsterdam.events import Rolled

    def run():
        shell = _shell(tabletop_shell, hamsterdam_registry, reduced=False)
        host, _events = _until(shell, hamsterdam_registry, driver, Rolled)
        seen = []
        for _ in range(20):
            driver.update(1 / 60)
            seen.extend(
                (seg.sprite.center_x, seg.sprite.center_y, seg.sprite.visible)
                for seg in _dice_legs(host.table)
            )
        return seen

    first = run()
    assert first
    assert run() == first
    window.show_view(arcade.View(window))


def test_a_moved_hamster_hops_from_card_to_card(
    window, tabletop_shell, hamsterdam_registry, driver
):
    from tabletop_hamsterdam.events import Moved
    from tabletop_hamsterdam.table.textures import hamster_texture

    shell = _shell(tabletop_shell, hamsterdam_registry, reduced=False)
    host, events = _until(shell, hamsterdam_registry, driver, Moved)
    table = host.table
    moves = [e for e in events if type(e) is Moved]
    hops = [
        seg
        for seg in table.choreography.fx.segments
        if seg.sprite.picture in {hamster_texture(move.piece) for move in moves} and seg.hold
    ]
    assert len(hops) >= len(moves)
    hop = hops[0]
    start = (hop.sprite.center_x, hop.sprite.center_y)
    for _ in range(400):
        if not table.choreography.busy:
            break
        driver.update(1 / 60)
    assert (hop.sprite.center_x, hop.sprite.center_y) != start
    assert not table.choreography.busy
    window.show_view(arcade.View(window))


def test_reduced_motion_shows_the_roll_without_a_throw(
    window, tabletop_shell, hamsterdam_registry, driver
):
    from tabletop_hamsterdam.events import Rolled

    shell = _shell(tabletop_shell, hamsterdam_registry, reduced=True)
    host, events = _until(shell, hamsterdam_registry, driver, Rolled)
    roll = next(e for e in events if type(e) is Rolled)
    assert not host.table.choreography.fx.busy and not host.table.choreography.fx.thrown
    driver.draw()
    assert [die.value for die in host.table.choreography.dice] == list(roll.dice)
    window.show_view(arcade.View(window))


def test_the_flood_throws_up_water_where_it_strikes(
    window, tabletop_shell, hamsterdam_registry, driver
):
    from tabletop_hamsterdam.events import FloodHeld

    shell = _shell(tabletop_shell, hamsterdam_registry, reduced=False)
    host, _events = _until(shell, hamsterdam_registry, driver, FloodHeld)
    table = host.table
    flying = 0
    for _ in range(600):
        if not table.choreography.busy:
            break
        driver.update(1 / 60)
        driver.draw()
        flying = max(
            flying, sum(1 for p in table.choreography.fx.droplets.particles if p.sprite.visible)
        )
    assert flying >= 8, "droplets fly where the wave strikes"
    assert not table.choreography.busy and not table.choreography.fx.droplets.particles
    window.show_view(arcade.View(window))


def test_the_roll_is_named_only_once_the_dice_show_it(
    window, tabletop_shell, hamsterdam_registry, driver
):
    """ "rolled 5" appears beside the dice when they have come to rest on a 3 and a 2, not while
    they still tumble through other faces."""
    from tabletop_hamsterdam.events import Rolled

    shell = _shell(tabletop_shell, hamsterdam_registry, reduced=False)
    host, events = _until(shell, hamsterdam_registry, driver, Rolled)
    choreography = host.table.choreography
    roll = next(e for e in events if type(e) is Rolled)
    words = f"rolled {roll.value}"
    named_while_busy = 0
    for _ in range(400):
        if not choreography.busy:
            break
        driver.update(1 / 60)
        driver.draw()
        if words in [label.text for label in choreography._dice_canvas.texts]:
            named_while_busy += 1
            assert [die.shown for die in choreography.dice] == list(roll.dice), (
                "the roll is named while the dice still show other faces"
            )
    assert named_while_busy, "the roll is named before the animation ends"
    window.show_view(arcade.View(window))
