"""The keyboard's lowering has a visible cue: after a card's letter and Enter, a meter beside
the beaver shows how high it hangs over the raft. Read from the window's pixels, its mark sinks
towards the raft's line as time passes, sits in the gentle band just as the beaver touches, and
goes below the line when the hand waits too long; letting go in the band sets the beaver down
gently (the drop the rules get), and then the meter is gone."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def _ana_to_play_onto_a_ring(ana_and_bots):
    from tabletop_mein_lieber_biber.rules import playable

    for seed in range(1, 30):
        match = ana_and_bots(2, seed)
        match.run_bots()
        state = match.state
        if match.to_act != 0:
            continue
        onto_rings = [card for card, _beaver, ring in playable(state) if ring is not None]
        if onto_rings and len({c // 8 for c in state.hands[0]}) == len(state.hands[0]):
            return match, onto_rings[0]
    raise AssertionError("no turn of Ana's with a card onto a ring")


def _mark_y(driver, track) -> float:
    """Window y of the meter's mark, from the pixels inside its track (and the mark's reach)."""
    from tabletop_core.render.kit.lowering_gauge import MARK

    image = driver.frame()
    height = image.height
    rows = []
    left, right = int(track.left) - 3, int(track.right) + 3
    for row in range(int(height - track.top) - 4, int(height - track.bottom) + 5):
        hits = sum(image.getpixel((x, row)) == MARK[:3] for x in range(left, right))
        if hits >= (right - left) // 2:
            rows.append(height - row)
    assert rows, "no mark drawn in the meter"
    return sum(rows) / len(rows)


def test_the_lowering_meter_shows_when_to_let_go(make_shell, driver, ana_and_bots):
    from tabletop_mein_lieber_biber.actions import SetDown
    from tabletop_mein_lieber_biber.table.aim import LOWER_SECONDS
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    from tabletop_core.render.kit.lowering_gauge import GENTLE

    match, card = _ana_to_play_onto_a_ring(ana_and_bots)
    host = make_shell().start_match(match)
    table = host.table
    driver.draw()
    driver.key(getattr(key, HAND_KEYS[match.state.hands[0].index(card)]))
    driver.draw()
    assert table.scene.meter is None  # nothing lowered yet
    driver.key(key.ENTER)  # begin lowering
    driver.update(0.1)
    driver.draw()
    meter = table.scene.meter
    assert meter is not None
    assert host.bounds.contains(meter.track.left, meter.track.bottom)
    assert host.bounds.contains(meter.track.right, meter.track.top)
    high = _mark_y(driver, meter.track)
    assert high > meter.band.top  # high above the raft: letting go now drops it
    driver.update(0.4)
    lower = _mark_y(driver, meter.track)
    assert meter.band.top < lower < high
    driver.update(LOWER_SECONDS - 0.5)
    touching = _mark_y(driver, meter.track)
    assert meter.band.bottom < touching < meter.band.top
    assert abs(touching - meter.line_y) <= 3
    actions = len(match.actions)
    driver.key(key.ENTER)  # let go as it touches
    driver.draw()
    set_down = [action for _seat, action in match.actions[actions:]]
    assert len(set_down) == 1 and isinstance(set_down[0], SetDown)
    assert set_down[0].drop < GENTLE
    assert table.scene.meter is None


def test_waiting_too_long_takes_the_mark_below_the_line(make_shell, driver, ana_and_bots):
    from tabletop_mein_lieber_biber.table.aim import LOWER_SECONDS
    from tabletop_mein_lieber_biber.table.words import HAND_KEYS

    match, card = _ana_to_play_onto_a_ring(ana_and_bots)
    host = make_shell().start_match(match)
    table = host.table
    driver.draw()
    driver.key(getattr(key, HAND_KEYS[match.state.hands[0].index(card)]))
    driver.key(key.ENTER)
    driver.update(LOWER_SECONDS * 1.5)
    driver.draw()
    meter = table.scene.meter
    assert _mark_y(driver, meter.track) < meter.band.bottom
