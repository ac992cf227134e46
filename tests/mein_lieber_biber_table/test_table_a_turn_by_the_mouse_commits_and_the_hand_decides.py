"""A Biber turn played by real mouse events: lifting the beaver plays its card, no word on the
table says what the raft will do, and the speed of the pointer as it lets go is how hard the
beaver lands (a slow release lowers it, a flick plants it)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()

VERDICT_WORDS = ("would", "sways up to", "will tip", "will hold")
"""How a verdict of a planned placement reads (the log of past moves may say "holds")."""


def _turn(registry):
    """A match at seat 0's move, with a card whose (own) beaver goes onto a ring."""
    from tabletop_mein_lieber_biber.rules import playable
    from tabletop_mein_lieber_biber.state import PLAY
    from tabletop_mein_lieber_biber.table.aim import first_aim

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "hard")]
    match = Match(game, seats, 5, None, bots={1: registry.make_bot("mein_lieber_biber", "hard")})
    while True:
        match.run_bots()
        state = match.state
        if state.phase == PLAY and match.to_act == 0:
            for card in sorted({m[0] for m in playable(state)}):
                aim = first_aim(state, card)
                if aim is not None and aim.ring is not None and not aim.joker:
                    return match, card
        legal = match.legal_actions()
        match.act(legal[0])


def _words(table) -> list[str]:
    from tabletop_core.render.legibility import canvases_of, visible_labels

    return [label.text.lower() for label in visible_labels(canvases_of(table, depth=3))]


def _play_by_mouse(make_shell, driver, registry, *, last_steps: int, rest_frames: int):
    """Lift the card's beaver, carry it near its ring, then bring it onto the ring in
    ``last_steps`` motions, rest ``rest_frames`` frames and let go. Returns the actions made."""
    from tabletop_mein_lieber_biber.actions import Lift
    from tabletop_mein_lieber_biber.cards import COLOURS
    from tabletop_mein_lieber_biber.raft import spot_xy
    from tabletop_mein_lieber_biber.state import PLACE
    from tabletop_mein_lieber_biber.table.aim import moves_of

    match, card = _turn(registry)
    shell = make_shell()
    table = shell.start_match(match).table
    driver.draw()
    view = table.scene.seat.view
    hand = view.hands[0]
    _c, beaver, ring = moves_of(view, card)[0]
    count = len(match.actions)
    grab = table.scene.layout.hand.hit(hand.index(card), len(hand))
    start = (grab.center_x, grab.center_y)
    driver.hover(*start)
    driver.press(*start)
    # the beaver is lifted: the card is played at once, before it reaches the raft
    assert [made for _s, made in match.actions[count:]] == [Lift(card, COLOURS[beaver])]
    assert match.state.phase == PLACE
    u, v = spot_xy(table.scene.seat.view.raft, beaver, ring, 0.0)
    target = table.scene.camera().to_screen(u, v)[:2]
    away = (target[0] - 0.5 * table.scene.layout.pond.raft_radius, target[1])
    driver.drag_to(start, away, steps=8)
    driver.update(frames=2)
    driver.drag_to(away, target, steps=last_steps)
    assert table.controller.held is not None and table.controller.held.ring == ring
    driver.update(frames=rest_frames)
    driver.draw()
    words = _words(table)
    assert words, "the table drew no words"
    assert not [w for w in words if any(v in w for v in VERDICT_WORDS)], words
    driver.release(*target)
    return [made for _s, made in match.actions[count:]]


def test_a_slow_release_lowers_the_beaver_and_a_flick_plants_it(make_shell, driver, biber_registry):
    from tabletop_mein_lieber_biber.actions import Lift, SetDown

    slow = _play_by_mouse(make_shell, driver, biber_registry, last_steps=60, rest_frames=3)
    fast = _play_by_mouse(make_shell, driver, biber_registry, last_steps=1, rest_frames=0)
    assert isinstance(slow[0], Lift) and slow[0] == fast[0]
    gentle, hard = slow[1], fast[1]
    assert isinstance(gentle, SetDown) and isinstance(hard, SetDown)
    assert gentle.drop < 0.1 < 0.9 < hard.drop
    assert (gentle.spot, gentle.tail) == pytest.approx((hard.spot, hard.tail), abs=0.05)


def test_letting_go_off_the_raft_keeps_the_played_card_in_hand(make_shell, driver, biber_registry):
    from tabletop_mein_lieber_biber.state import PLACE

    match, card = _turn(biber_registry)
    shell = make_shell()
    host = shell.start_match(match)
    table = host.table
    driver.draw()
    hand = table.scene.seat.view.hands[0]
    grab = table.scene.layout.hand.hit(hand.index(card), len(hand))
    start = (grab.center_x, grab.center_y)
    outside = (table.scene.layout.column.center_x, table.scene.layout.column.center_y)
    driver.drag(start, outside)
    assert match.state.phase == PLACE and table.controller.held_card == card
    driver.key(arcade.key.BACKSPACE)  # putting it back is refused
    assert match.state.phase == PLACE and table.controller.held_card == card
    assert "must be carried out" in host._hint  # the host's prompt line says why
