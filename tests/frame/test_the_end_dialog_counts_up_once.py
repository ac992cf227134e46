"""The end dialog: once the match is over and the table is still it opens by itself, the totals
counting up over about a second of frames; Esc closes it over the finished table and Esc brings
it back as it was (no second count); Play again is asked first, and Esc keeps the result."""

from __future__ import annotations

import pytest

from tabletop_core.render._arcade import load_arcade

pytestmark = pytest.mark.gl
key = load_arcade().key


def test_the_end_dialog_opens_counts_up_and_comes_back(make_shell, driver):
    from tabletop_core.render.driving import bot_move
    from tabletop_core.render.frame.end_dialog import COUNT_UP
    from tabletop_core.replay import SeatSpec

    shell = make_shell(reduced_motion=False)
    seats = [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Benny", "random")]
    host = shell.start_match(shell.new_match("damit", seats, 4, None))
    while not host.match.is_over:
        bot_move(host)
    for _ in range(600):  # the table's last animation first
        if host.overlay == "end":
            break
        driver.update(1 / 10)
    assert host.overlay == "end" and host.counted < 1
    driver.update(COUNT_UP / 4)
    assert 0 < host.counted < 1
    driver.update(1 / 10, frames=int(COUNT_UP * 10) + 2)
    assert host.counted == 1
    driver.update(1 / 10, frames=3)  # settled: a deliberate key is one held down
    driver.hold(key.ESCAPE)
    assert host.overlay is None
    driver.key(key.ESCAPE)
    assert host.overlay == "end" and host.counted == 1
    host.end_dialog.ask_play_again()
    assert host.overlay == "again"
    driver.hold(key.ESCAPE)
    assert host.overlay == "end" and host.match.is_over
