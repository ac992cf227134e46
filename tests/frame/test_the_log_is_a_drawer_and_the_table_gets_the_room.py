"""The frame gives the screen back to the table: the log is a drawer (F2 or the menu bar's Log
button), closed at the start, and the table then spans the window's width; each seat is named
in one place (the four games' tables list them, so the menu bar does not); the latest event
shows briefly over the table and fades (at once, with reduced motion, when its time is up)."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.legibility import reading_problems
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
key = load_arcade().key
GAMES = ("damit", "mein_lieber_biber", "beaver_creek", "hamsterdam")


def _with_bots(shell, game: str, players: int = 3, seed: int = 5, ana_first: bool = False):
    """Ana and bots; ``ana_first``: the first seed from ``seed`` on where Ana starts."""
    seats = [SeatSpec.human("Ana")] + [
        SeatSpec.bot(name, "random") for name in ("Otto", "Benny", "Tina", "Mila", "Hugo")
    ][: players - 1]
    match = shell.new_match(game, seats, seed, None)
    while ana_first and match.to_act != 0:
        seed += 1
        match = shell.new_match(game, seats, seed, None)
    return shell.start_match(match)


def _words_in(host, rect) -> list[str]:
    return [
        label.text
        for label in host.canvas.texts
        if label.visible and label.text and rect.contains(label.x, label.y)
    ]


@pytest.mark.parametrize("game", GAMES)
def test_the_log_opens_and_closes_and_the_table_takes_the_room(make_shell, driver, game):
    shell = make_shell(bot_pacing=10.0)
    host = _with_bots(shell, game, players=6 if game == "mein_lieber_biber" else 3)
    driver.draw()
    bar, table, log, prompt = host.layout()
    assert not host.log_open
    assert (table.left, table.right) == (0, host.bounds.right), "the table has the whole width"
    assert log.width == 0 and "Log" not in _words_in(host, table)
    # one place for seats: the table names them, the menu bar does not
    assert host.table_lists_seats() and host.seat_markers == []
    in_bar = _words_in(host, bar)
    assert not [w for w in in_bar if "Otto" in w or "Benny" in w], in_bar

    driver.key(key.F2)
    driver.draw()
    bar, narrower, log, prompt = host.layout()
    assert host.log_open and log.width > 0 and narrower.right == log.left
    lines = host.match.log_lines(host.viewer)
    shown = _words_in(host, log)
    assert "Log" in shown and (not lines or lines[-1] in shown), shown
    assert reading_problems([host.canvas], host.bounds) == []

    button = next(c for c in host.focus.controls if c.label == "Log")
    driver.click_rect(button.rect)
    driver.draw()
    assert not host.log_open and host.layout()[1] == table


def test_the_latest_event_shows_over_the_table_then_fades(make_shell, driver):
    shell = make_shell(bot_pacing=10.0, reduced_motion=False)
    host = _with_bots(shell, "damit", seed=3, ana_first=True)
    driver.draw()
    assert host.match.to_act == 0 and not host.toast.showing
    driver.key(key.KEY_1)  # Ana takes the free river card
    assert len(host.match.actions) == 1
    driver.draw()
    line = host.match.log_lines(0)[-1]
    assert host.toast.showing and host.toast.text == line
    bar = host.layout()[0]  # the messages' one place: the menu bar's free middle
    assert host.toast.rect is not None and bar.contains(*_centre(host.toast.rect))
    words = [t.text for t in host.toast.canvas.texts if t.visible]
    assert words == [line] and reading_problems([host.toast.canvas], bar) == []

    driver.update(0.1, frames=31)  # 3.1 s: fading
    driver.draw()
    assert 0 < host.toast.opacity(False) < 1
    driver.update(0.1, frames=6)
    driver.draw()
    assert not host.toast.showing and host.toast.rect is None

    driver.key(key.F2)  # with the drawer open the log says it; no toast over the table
    assert not host.toast.showing


def test_with_reduced_motion_the_toast_does_not_fade(make_shell, driver):
    shell = make_shell(bot_pacing=10.0, reduced_motion=True)
    host = _with_bots(shell, "damit", seed=3, ana_first=True)
    driver.draw()
    driver.key(key.KEY_1)
    driver.update(0.1, frames=34)
    driver.draw()
    assert host.toast.showing and host.toast.opacity(True) == 1
    driver.update(0.1, frames=2)
    assert not host.toast.showing


def test_between_two_people_the_toast_and_drawer_speak_for_the_one_looking(make_shell, driver):
    """Hidden hands: the toast tells the next person's own line, held behind the curtain until
    they look, and the drawer then shows their own log lines."""
    shell = make_shell()
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
    host = shell.start_match(shell.new_match("damit", seats, 4, None))
    if host.overlay == "curtain":
        driver.draw()
        driver.hold(key.ENTER)  # a deliberate press: held until the bar is full
    first = host.viewer
    assert first == host.match.to_act
    driver.key(key.KEY_1)  # the first river card
    assert len(host.match.actions) == 1
    assert host.overlay == "curtain" and host.curtain_for == 1 - first
    # the toast already speaks for the next person, and waits behind the curtain
    told = host.toast.text
    assert told and told in host.match.log_lines(1 - first)
    driver.draw()
    assert host.toast.rect is None, "nothing over the curtain"
    driver.update(0.1, frames=40)
    driver.hold(key.ENTER, settle=False)  # the next person's deliberate press
    assert host.viewer == 1 - first
    driver.draw()
    assert host.toast.text == told and host.toast.rect is not None
    driver.key(key.F2)
    driver.draw()
    drawn = set(_words_in(host, host.layout()[2]))
    mine = host.match.log_lines(host.viewer)
    assert mine and mine[-1] in drawn
    assert not (set(host.match.log_lines(first)) - set(mine)) & drawn


def _centre(rect):
    return rect.center_x, rect.center_y
