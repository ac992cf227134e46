"""In order: while a table animates, the log and the toast wait for the animation to reach the
event — Hamsterdam's flood lines when the wave reaches the card, Mein lieber Biber's tip when the
raft heels over (and its "Splash!" banner with it), Beaver Creek's accident once its slow motion
has shown the pieces fall — and the next move waits too."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.legibility import canvases_of
from tabletop_core.replay import SeatSpec

pytestmark = [pytest.mark.gl, pytest.mark.slow]
key = load_arcade().key


def _bots(shell, game: str, seed: int):
    seats = [SeatSpec.bot(name, "random") for name in ("Otto", "Benny", "Tina")]
    return shell.start_match(shell.new_match(game, seats, seed, None))


def _log_words(host) -> set[str]:
    log = host.layout()[2]
    return {t.text for t in host.canvas.texts if t.visible and log.contains(t.x, t.y)}


def _until_an_action_with(host, driver, kinds, most: int = 4000):
    """Frames until a bot's move brings an event of one of ``kinds``; its events."""
    for _ in range(most):
        before = len(host.match.log)
        driver.update()
        driver.draw()  # a table animates what it has drawn
        if len(host.match.log) > before:
            events = host.match.log[-1].events
            if any(type(e).__name__ in kinds for e in events):
                return events
        assert not host.match.is_over
    raise AssertionError(f"no {kinds} in {most} frames")


def test_hamsterdam_tells_the_flood_when_the_wave_reaches_the_card(make_shell, driver):
    shell = make_shell(reduced_motion=False)
    host = _bots(shell, "hamsterdam", 2)
    driver.key(key.F2)
    events = _until_an_action_with(host, driver, {"Seeped", "TokenLanded"})
    strike = next(e for e in events if type(e).__name__ in ("Seeped", "TokenLanded"))
    line = strike.describe(host.match.names)
    driver.draw()
    assert host.table.choreography.busy, "the wave is still on its way"
    assert line not in _log_words(host) and host.toast.text != line
    assert host.prompt_text() == "Watch the table…"
    frames = 0
    while line not in _log_words(host):
        driver.update()
        driver.draw()
        frames += 1
        assert frames < 400
    # it appears once the wave has got there: a good part of a second later, not at once
    assert frames >= 10
    assert host.table.choreography.fx.reached(strike)


def test_biber_tells_the_tip_when_the_raft_heels_over(make_shell, driver):
    shell = make_shell(reduced_motion=False)
    host = _bots(shell, "mein_lieber_biber", 1)
    driver.key(key.F2)
    events = _until_an_action_with(host, driver, {"RaftTipped"})
    tipped = next(e for e in events if type(e).__name__ == "RaftTipped")
    line = tipped.describe(host.match.names)
    driver.draw()
    table = host.table
    assert table.choreography.show.busy and not table.choreography.show.tipping, (
        "the beaver swims first"
    )
    assert line not in _log_words(host)
    assert "Splash" not in (table.choreography.banner or ""), "the splash waits for the tip"
    saw_tipping = False
    frames = 0
    while line not in _log_words(host):
        saw_tipping = saw_tipping or table.choreography.show.tipping
        if not table.choreography.show.tipping:
            assert "Splash" not in (table.choreography.banner or "")
        driver.update()
        driver.draw()
        frames += 1
        assert frames < 600
    assert saw_tipping, "the line came after the raft heeled over"
    assert "Splash" in table.choreography.banner


def test_beaver_creek_tells_an_accident_once_its_slow_motion_has_played(make_shell, driver):
    shell = make_shell(reduced_motion=False)
    host = _bots(shell, "beaver_creek", 2)
    driver.key(key.F2)
    events = _until_an_action_with(host, driver, {"Accident"})
    accident = next(e for e in events if type(e).__name__ == "Accident")
    line = accident.describe(host.match.names)
    driver.draw()
    playback = host.table.choreography.playback
    assert playback.busy and line not in _log_words(host)
    frames = 0
    while line not in _log_words(host):
        take = playback.current
        assert take is not None and accident in take.shows, "told only once its clip has played"
        driver.update()
        driver.draw()
        frames += 1
        assert frames < 900
    assert frames >= 10


def test_hamsterdam_lights_no_button_while_the_last_roll_still_plays(make_shell, driver):
    """Ana rolls: while the dice and the wave play over the picture from before, the panel's
    "Roll the dice" is out, and nobody (she or a bot) moves until the wave has told its news."""
    from tabletop_hamsterdam.state import KEEP, ROLLING

    shell = make_shell(reduced_motion=False)
    seats = [SeatSpec.human("Ana")] + [SeatSpec.bot(n, "random") for n in ("Otto", "Rosa")]
    host = shell.start_match(shell.new_match("hamsterdam", seats, 8, None))
    match, table = host.match, host.table
    for _ in range(6000):
        driver.update()
        driver.draw()
        if match.to_act == 0 and match.state.stage == ROLLING and not table.choreography.fx.busy:
            break
        if match.to_act == 0 and host.can_act() and match.state.stage != ROLLING:
            driver.key(key.KEY_1 if match.state.stage == KEEP else key.ENTER)
    else:
        raise AssertionError("Ana never got to roll")
    driver.draw()
    assert (
        host.can_act()
        and table.scene.shown.ask is not None
        and "Roll the dice" in table.scene.shown.ask.title
    )
    driver.key(key.KEY_1)
    driver.draw()
    assert table.choreography.fx.busy and host.in_order.held
    assert table.scene.shown.ask is None, "no lit button over the animation"
    words = {t.text for c in canvases_of(table) for t in c.texts if t.visible}
    assert "Roll the dice" not in words
    assert not host.can_act() and host.prompt_text() == "Watch the table…"
