"""A tip is the simulation: the raft heels over and the beavers slide into the water as the
rules simulated and recorded the fall; and a beaver in hand shows its ring but never a verdict."""

from __future__ import annotations

import math

import pytest
from tabletop_mein_lieber_biber.table.captions import verdict

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _tipping_turn(registry):
    """A match where Ana (seat 0) is to play and a keyboard-reachable placement let fall
    tips the raft however the hand trembles: (match, aim, up-presses, left-presses). The test
    (not the table, not a player) asks the simulation to find it."""
    from tabletop_mein_lieber_biber.raft import wobble
    from tabletop_mein_lieber_biber.rules import playable, preview
    from tabletop_mein_lieber_biber.state import PLAY
    from tabletop_mein_lieber_biber.table import aim as aiming

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

    def tips_surely(state, aim) -> bool:
        for spot in (aim.spot - 0.3, aim.spot, aim.spot + 0.3):
            for turn in (-0.2, 0.0, 0.2):
                beavers, placed = preview(
                    state, aim.move, max(-1.0, min(1.0, spot)), aim.tail + turn
                )
                if not wobble(state.poses, beavers, placed, 0.85).tipped:
                    return False
        return True

    game = registry.get("mein_lieber_biber").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random"), SeatSpec.bot("Ida", "random")]
    for seed in range(1, 40):
        bots = {i: registry.make_bot("mein_lieber_biber", "random") for i in (1, 2)}
        match = Match(game, seats, seed, None, bots=bots)
        while not match.is_over:
            match.run_bots()
            state = match.state
            if match.is_over:
                break
            if state.phase == PLAY:
                for card in sorted({m[0] for m in playable(state)}):
                    first = aiming.first_aim(state, card)
                    if first is None or first.ring is None or first.joker:
                        continue
                    for ups in (10, -10, 0):
                        for lefts in (0, 9, 18, 27):
                            aim = first.with_spot(ups / 10).with_tail(
                                first.tail + math.radians(10) * lefts
                            )
                            if tips_surely(state, aim):
                                return match, aim, ups, lefts
            legal = [a for a in match.legal_actions() if getattr(a, "drop", 0.0) == 0.0]
            match.act(legal[len(legal) // 2])
    raise AssertionError("no tipping placement found")


def test_a_tip_shows_the_simulated_fall_that_the_events_recorded(
    make_shell, driver, biber_registry
):
    from tabletop_mein_lieber_biber.events import RaftTipped, RoundStarted
    from tabletop_mein_lieber_biber.table.motion import FRAME_RATE, waiting_figure
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    match, aim, ups, lefts = _tipping_turn(biber_registry)
    shell = make_shell(reduced_motion=False)
    host = shell.start_match(match)
    table = host.table
    hand = table.scene.seat.view.hands[0]
    driver.key(getattr(key, HAND_KEYS[hand.index(aim.card)]))
    for _ in range(abs(ups)):
        driver.key(key.UP if ups > 0 else key.DOWN)
    for _ in range(lefts):
        driver.key(key.LEFT)
    assert table.controller.held.ring == aim.ring
    assert table.controller.held.spot == pytest.approx(aim.spot)
    driver.update(frames=30)
    assert verdict(table.choreography.show) is None  # a tipping placement is not announced

    sticks_before = match.state.sticks[0]["stick"]
    rounds_before = match.state.round
    driver.key(key.ENTER)  # lowering starts high above the raft ...
    driver.key(key.ENTER)  # ... and letting go at once lets the beaver fall
    events = match.log[-1].events
    tipped = next(e for e in events if isinstance(e, RaftTipped))
    assert table.choreography.show.busy
    for _ in range(120):
        driver.update(1 / 60)
        if table.choreography.show.tipping:
            break
    assert table.choreography.show.tipping
    fall = table.choreography.show.queue[0]
    assert fall.frames == tipped.frames  # the table plays the recorded fall
    for _ in range(10):
        driver.update(1 / 30)
        picture = table.scene.picture()
        index = min(len(tipped.frames) - 1, int(table.choreography.show.clock * FRAME_RATE))
        lean, sink, beavers = tipped.frames[index]
        assert math.hypot(*picture.frame) == pytest.approx(lean)
        assert picture.sink == sink
        # a beaver waiting in the middle is drawn on its own slot, so its simulated slide is
        # shown from there: the same motion, moved by where it was drawn waiting
        start = {colour: (u, v) for colour, u, v, _a in tipped.frames[0][2]}
        shown = []
        for f in picture.figures:
            dx, dy = (0.0, 0.0)
            if f.scale != 1.0:
                waiting = waiting_figure(f.colour)
                dx, dy = waiting.x - start[f.colour][0], waiting.y - start[f.colour][1]
            shown.append((f.colour, round(f.x - dx, 9), round(f.y - dy, 9), f.alpha))
        assert shown == [(c, round(u, 9), round(v, 9), a) for c, u, v, a in beavers]
    assert "tipped" in table.choreography.banner
    assert max(frame[0] for frame in tipped.frames) > 0.4  # it heels over, past the tip
    assert all(alpha == 0.0 for *_c, alpha in tipped.frames[-1][2])  # all in the water
    for _ in range(400):
        driver.update(1 / 30)
        if not table.choreography.show.busy:
            break
    assert not table.choreography.show.busy
    if any(isinstance(e, RoundStarted) for e in events):
        assert match.state.round == rounds_before + 1
    # after the show the table draws the raft as the rules left it (bots may have moved on)
    from tabletop_mein_lieber_biber.raft import layout as raft_layout
    from tabletop_mein_lieber_biber.table.motion import figures_of

    view = table.scene.seat.view
    drawn = {(f.colour, round(f.x, 6), round(f.y, 6)) for f in table.scene.picture().figures}
    beavers = figures_of(raft_layout(view.raft, view.placements, range(6)))
    assert drawn == {(b.colour, round(b.x, 6), round(b.y, 6)) for b in beavers}
    assert all(f.alpha == 1.0 for f in table.scene.picture().figures)
    assert match.state.sticks[0]["stick"] == max(0, sticks_before - 2)


def test_dragging_a_beaver_shows_its_ring_but_no_verdict_and_it_cannot_go_back(
    make_shell, driver, biber_registry
):
    from tabletop_mein_lieber_biber.actions import Lift, SetDown
    from tabletop_mein_lieber_biber.cards import COLOURS
    from tabletop_mein_lieber_biber.raft import spot_xy
    from tabletop_mein_lieber_biber.state import PLACE
    from tabletop_mein_lieber_biber.table.aim import moves_of

    match, aim, _ups, _lefts = _tipping_turn(biber_registry)
    shell = make_shell()
    host = shell.start_match(match)
    table = host.table
    driver.draw()
    view = table.scene.seat.view
    hand = view.hands[0]
    card = aim.card
    index = hand.index(card)
    _c, beaver, ring = moves_of(view, card)[0]
    count = len(match.actions)
    grab = table.scene.layout.hand.hit(index, len(hand))
    start = (grab.center_x, grab.center_y)
    driver.press(*start)
    assert [made for _seat, made in match.actions[count:]] == [Lift(card, COLOURS[beaver])]
    assert match.state.phase == PLACE  # picked up: the card is played
    middle = (table.scene.layout.pond.raft_area.center_x, table.scene.layout.pond.raft_area.top - 5)
    driver.drag_to(start, middle)
    assert (
        table.controller.held_card == card and table.controller.held is None
    )  # carried, away from its ring
    u, v = spot_xy(table.scene.seat.view.raft, beaver, ring, -0.5)
    target = table.scene.camera().to_screen(u, v)[:2]
    driver.drag_to(middle, target)
    assert table.controller.held is not None and table.controller.held.ring == ring
    assert table.controller.held.spot == pytest.approx(-0.5, abs=0.05)
    driver.update(frames=6)
    driver.draw()
    assert verdict(table.choreography.show) is None
    assert any(glow.visible for glow in table.scene.sprites.glows)
    outside = (table.scene.layout.column.center_x, table.scene.layout.column.center_y)
    driver.drag_to(target, outside)
    driver.release(*outside)
    # let go off the raft: the beaver stays in hand, the card stays played
    assert table.controller.held_card == card and match.state.phase == PLACE
    assert len(match.actions) == count + 1
    driver.key(key.BACKSPACE)
    assert table.controller.held_card == card and match.state.phase == PLACE
    driver.hover(*target)
    driver.update(frames=3)
    driver.press(*target)
    assert isinstance(match.actions[count + 1][1], SetDown)
