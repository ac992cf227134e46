"""The raft answers live while a beaver is in hand, and a tip is a spectacle: the raft heels
over, the beavers slide into the water, then the next round starts with them in the middle."""

from __future__ import annotations

import math

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
arcade = load_arcade()
key = arcade.key


def _tipping_turn(registry):
    """A match where Ana (seat 0) is to play and one of her keyboard-reachable placements tips
    the raft: (match, aim, up-presses, left-presses)."""
    from tabletop_mein_lieber_biber.rules import playable
    from tabletop_mein_lieber_biber.state import PLAY
    from tabletop_mein_lieber_biber.table import aim as aiming

    from tabletop_core.match import Match
    from tabletop_core.replay import SeatSpec

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
                    for ups in (10, -10, 5, -5, 0):
                        for lefts in (0, 9, 18, 27):
                            aim = first.with_spot(ups / 10).with_tail(
                                first.tail + math.radians(10) * lefts
                            )
                            if aiming.predict(state, aim).tipped:
                                return match, aim, ups, lefts
            legal = match.legal_actions()
            match.act(legal[len(legal) // 2])
    raise AssertionError("no tipping placement found")


def test_the_raft_leans_as_predicted_then_tips_and_the_beavers_fall_in(
    make_shell, driver, biber_registry
):
    from tabletop_mein_lieber_biber.events import RaftWobbled, RoundStarted
    from tabletop_mein_lieber_biber.table.paint import HAND_KEYS

    match, aim, ups, lefts = _tipping_turn(biber_registry)
    shell = make_shell(reduced_motion=False)
    host = shell.start_match(match)
    table = host.table
    before = driver.frame()
    hand = table.view.hands[0]
    driver.key(getattr(key, HAND_KEYS[hand.index(aim.card)]))
    for _ in range(abs(ups)):
        driver.key(key.UP if ups > 0 else key.DOWN)
    for _ in range(lefts):
        driver.key(key.LEFT)
    assert table.held.ring == aim.ring
    assert table.held.spot == pytest.approx(aim.spot)
    driver.update(frames=30)
    assert table.prediction is not None and table.prediction.tipped
    assert "TIP" in table._verdict()[0]
    leaning = driver.frame()
    # the raft leans towards the predicted tip: the picture of the raft changed
    cx, cy = table.layout.raft_centre
    radius = table.layout.raft_radius
    box = (int(cx - radius), 720 - int(cy + radius), int(cx + radius), 720 - int(cy - radius))
    assert before.crop(box).tobytes() != leaning.crop(box).tobytes()

    sticks_before = match.state.sticks[0]["stick"]
    rounds_before = match.state.round
    driver.key(key.ENTER)
    events = match.log[-1].events
    assert any(isinstance(e, RaftWobbled) and e.tipped_at for e in events)
    assert table.show.busy
    for _ in range(90):
        driver.update(1 / 30)
        if table.show.tipping:
            break
    assert table.show.tipping
    driver.update(1 / 30, frames=25)
    picture = table.picture()
    assert picture.tipping and math.degrees(math.hypot(*picture.frame)) > 19
    assert "tipped" in table.banner
    for _ in range(300):
        driver.update(1 / 30)
        if not table.show.busy:
            break
    assert not table.show.busy
    if any(isinstance(e, RoundStarted) for e in events):
        assert match.state.round == rounds_before + 1
    # after the show the table draws the raft as the rules left it (bots may have moved on)
    from tabletop_mein_lieber_biber.raft import layout as raft_layout

    view = table.view
    drawn = {(f.colour, round(f.x, 6), round(f.y, 6)) for f in table.picture().figures}
    beavers = raft_layout(view.raft, view.placements, range(6))
    assert drawn == {(b.colour, round(b.x, 6), round(b.y, 6)) for b in beavers}
    assert all(f.alpha == 1.0 for f in table.picture().figures)
    assert match.state.sticks[0]["stick"] == max(0, sticks_before - 2)


def test_dragging_a_beaver_shows_its_ring_and_the_prediction_then_putting_it_back(
    make_shell, driver, biber_registry
):
    from tabletop_mein_lieber_biber.raft import spot_xy
    from tabletop_mein_lieber_biber.table.aim import moves_of

    match, aim, _ups, _lefts = _tipping_turn(biber_registry)
    shell = make_shell()
    host = shell.start_match(match)
    table = host.table
    driver.frame()
    view = table.view
    hand = view.hands[0]
    index = next(i for i, card in enumerate(hand) if card in table.playable_cards())
    card = hand[index]
    _c, beaver, ring = moves_of(view, card)[0]
    grab = table.layout.hand_hit(index, len(hand))
    start = (grab.center_x, grab.center_y)
    driver.press(*start)
    middle = (table.layout.raft_area.center_x, table.layout.raft_area.top - 5)
    driver.drag_to(start, middle)
    assert table.held_card == card and table.held is None  # carried, away from its ring
    if ring is not None:
        u, v = spot_xy(view.raft, beaver, ring, -0.5)
        target = table.camera().to_screen(u, v)[:2]
        driver.drag_to(middle, target)
        assert table.held is not None and table.held.ring == ring
        assert table.held.spot == pytest.approx(-0.5, abs=0.05)
        driver.update(frames=6)
        assert table.prediction is not None and table._verdict() is not None
        driver.frame()
        assert any(glow.visible for glow in table.glows)
    outside = (table.layout.column.center_x, table.layout.column.center_y)
    driver.drag_to(target if ring is not None else middle, outside)
    driver.release(*outside)
    assert table.held_card is None and len(match.actions) == len(match.log)
    assert match.to_act == 0
