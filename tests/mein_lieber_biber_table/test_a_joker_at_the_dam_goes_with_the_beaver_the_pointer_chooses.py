"""A wild card that could send either of two beavers ashore: dragged over the dam, each of them
has its own lit place there, the one nearest the pointer is shown on the dam before the mouse
lets go, and letting go sends that one (not the last of the list). Passing over the dam without
letting go plays nothing. All through real window events."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gl


def _two_ashore(registry):
    """Ana (seat 0) to play, holding a card that could send two beavers onto the dam:
    ``(match, card, beavers)``."""
    from tabletop_mein_lieber_biber.rules import playable
    from tabletop_mein_lieber_biber.state import PLAY

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    for seed in range(1, 60):
        bots = {1: registry.make_bot("mein_lieber_biber", "random")}
        match = Match(game, seats, seed, None, bots=bots, autosave=False)
        while not match.is_over:
            match.run_bots()
            state = match.state
            if match.is_over:
                break
            if state.phase == PLAY and match.to_act == 0:
                ashore: dict[int, list[int]] = {}
                for card, beaver, ring in playable(state):
                    if ring is None:
                        ashore.setdefault(card, []).append(beaver)
                for card, beavers in ashore.items():
                    if len(beavers) >= 2:
                        return match, card, beavers
            legal = match.legal_actions()
            match.act(legal[0])
    raise AssertionError("no turn with a card for two beavers ashore")


def _patch(image, point, half: int = 6):
    """The mean colour of a small square of the window around ``point`` (window pixels)."""
    x, y = int(point[0]), image.height - int(point[1])
    box = image.crop((x - half, y - half, x + half, y + half)).convert("RGB")
    pixels = list(box.getdata())
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def _apart(a, b) -> float:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


def test_the_pointer_chooses_which_beaver_a_joker_sends_ashore(make_shell, driver, biber_registry):
    from tabletop_mein_lieber_biber.actions import Lift
    from tabletop_mein_lieber_biber.cards import COLOURS

    match, card, beavers = _two_ashore(biber_registry)
    first, second = beavers[0], beavers[1]
    shell = make_shell()
    table = shell.start_match(match).table
    driver.draw()
    hand = table.scene.seat.view.hands[0]
    grab = table.scene.layout.hand.hit(hand.index(card), len(hand))
    start = (grab.center_x, grab.center_y)
    count = len(match.actions)

    driver.hover(*start)
    driver.press(*start)
    assert table.controller.held_card == card
    at_first, at_second = table.controller.dam_point(first), table.controller.dam_point(second)
    assert at_first is not None and at_second is not None
    assert abs(at_first[1] - at_second[1]) >= table.scene.layout.pond.dam.height / 8  # places apart

    # over the second's place: the second is in hand and shown there
    driver.drag_to(start, at_second)
    assert (
        table.controller.held is not None
        and table.controller.held.beaver == second
        and table.controller.held.ring is None
    )
    showing_second = driver.frame()
    # over the first's place: the first (the one the old table could never give)
    driver.drag_to(at_second, at_first, steps=3)
    assert table.controller.held is not None and table.controller.held.beaver == first
    showing_first = driver.frame()
    # what is drawn at each place follows the pointer's choice: a player sees it before letting go
    assert _apart(_patch(showing_first, at_first), _patch(showing_second, at_first)) > 30
    assert _apart(_patch(showing_first, at_second), _patch(showing_second, at_second)) > 30
    assert len(match.actions) == count  # nothing played while choosing

    driver.release(*at_first)
    made = [action for _seat, action in match.actions[count:]]
    assert made == [Lift(card, COLOURS[first])]
    assert first in table.scene.seat.view.dam and second not in table.scene.seat.view.dam


def test_passing_over_the_dam_without_letting_go_plays_nothing(make_shell, driver, biber_registry):
    match, card, beavers = _two_ashore(biber_registry)
    shell = make_shell()
    table = shell.start_match(match).table
    driver.draw()
    hand = table.scene.seat.view.hands[0]
    grab = table.scene.layout.hand.hit(hand.index(card), len(hand))
    start = (grab.center_x, grab.center_y)
    count = len(match.actions)

    driver.hover(*start)
    driver.press(*start)
    over = table.controller.dam_point(beavers[-1])
    assert over is not None
    driver.drag_to(start, over)
    assert table.controller.held is not None and table.controller.held.ring is None
    driver.drag_to(over, start)  # back to the hand: changed their mind
    driver.release(*start)
    assert len(match.actions) == count
    assert card in table.scene.seat.view.hands[0]
    assert not set(beavers) & set(table.scene.seat.view.dam)
