"""Passing messages go through one queue and one place: two raised in the same frame are never
drawn on each other (the second waits and shows when the first goes), and the place is the menu
bar's free middle, so no message covers the table (its own banners and notes, the player's
area, dice in flight) in any of the four games. Rects and pixels come from the real window."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop_core.render.driving import Driver, bot_move
from tabletop_core.render.toast import SHOWN
from tabletop_core.replay import SeatSpec

sys.path.insert(0, str(Path(__file__).parent))
from frame_tables import with_bots  # noqa: E402

pytestmark = pytest.mark.gl

GAMES = ("damit", "hamsterdam", "mein_lieber_biber", "beaver_creek")


def _shown(host, driver) -> tuple[str, object]:
    """The message the window shows now and where (after drawing a frame; nothing read back)."""
    driver.draw()
    toast = host.toast
    return (toast.text if toast.showing else ""), toast.rect


@pytest.mark.parametrize("game", GAMES)
def test_two_messages_of_one_frame_show_one_after_the_other(make_shell, window, game):
    host = with_bots(make_shell(), game)
    driver = Driver(window)
    driver.update(0.5, frames=12)  # the opening's messages have gone
    host.toast.show("Otto takes a stick")
    host.toast.show("Benny builds a dam")  # the same frame
    text, first = _shown(host, driver)
    assert text == "Otto takes a stick" and first is not None
    seen = {text}
    for _ in range(round(SHOWN * 10) + 2):  # the first's time, in tenths of a second
        driver.update(0.1)
        text, rect = _shown(host, driver)
        seen.add(text)
        if text == "Benny builds a dam":
            break
    assert text == "Benny builds a dam" and rect is not None
    assert seen <= {"Otto takes a stick", "Benny builds a dam"}  # never both, never none between


@pytest.mark.parametrize("game", GAMES)
def test_a_message_never_covers_the_table(make_shell, window, game):
    shell = make_shell(reduced_motion=False)
    seats = [SeatSpec.bot(name, "random") for name in ("Otto", "Benny", "Tina")]
    host = shell.start_match(shell.new_match(game, seats, 5, None))
    driver = Driver(window)
    table = host.layout().table
    seen = 0
    for _ in range(4):  # moves whose events raise the table's banners and the messages at once
        if host.match.is_over:
            break
        bot_move(host)
        for _ in range(30):
            driver.update(1 / 30)
            driver.draw()
            rect = host.toast.rect
            if host.toast.showing and rect is not None:
                seen += 1
                assert not rect.overlaps(table), (host.toast.text, rect, table)
                for note in host.parts.scene.notices():
                    assert not rect.overlaps(note)
    assert seen > 0


def test_a_persons_own_move_is_told_at_once_and_older_messages_go(make_shell, window):
    from tabletop_core.render._arcade import load_arcade

    host = with_bots(make_shell(bot_pacing=10.0), "damit")
    driver = Driver(window)
    driver.update(0.5, frames=12)
    host.toast.show("Otto takes a stick")
    host.toast.show("Benny builds a dam")  # waits behind Otto's
    assert host.match.to_act == 0
    driver.key(load_arcade().key.KEY_1)  # Ana takes the free river card
    driver.update(0.1)
    text, _rect = _shown(host, driver)
    assert text == host.match.log_lines(0)[-1] and not host.toast.waiting


def test_over_the_table_a_message_goes_below_beaver_creeks_banner(make_shell, window):
    """At the largest text a long message does not fit in the menu bar: it goes over the top
    of the table, and then below the banner Beaver Creek now reports (Biber's own test checks
    its banner)."""
    game = "beaver_creek"
    shell = make_shell(reduced_motion=False, text_size=200)
    seats = [SeatSpec.bot(name, "random") for name in ("Otto", "Benny", "Tina")]
    host = shell.start_match(shell.new_match(game, seats, 5, None))
    driver = Driver(window)
    long = "Otto turns a log over twice, looks at the dam and thinks again about where it goes"
    checked = 0
    for _ in range(6):
        if host.match.is_over:
            break
        bot_move(host)
        for _ in range(20):
            driver.update(1 / 30)
            host.toast.clear()
            host.toast.show(long)
            driver.draw()
            rect, notes = host.toast.rect, list(host.parts.scene.notices())
            bar = host.layout().bar
            if rect is not None and notes:
                checked += 1
                assert not rect.overlaps(bar)  # it did not fit there: over the table
                assert not any(rect.overlaps(note) for note in notes), (rect, notes)
    assert checked > 0


@pytest.mark.parametrize("text_size", [100, 150])
def test_a_line_longer_than_the_bar_holds_is_shortened_there(make_shell, window, text_size):
    host = with_bots(make_shell(text_size=text_size), "damit")
    driver = Driver(window)
    driver.update(0.5, frames=12)
    long = " ".join(["Otto takes the oak from the river and builds a dam of three cards"] * 3)
    host.toast.show(long)
    driver.draw()
    bar, rect = host.layout().bar, host.toast.rect
    assert rect is not None and bar.contains(*rect.center)  # in its place, not on the table
    assert rect.left >= bar.left and rect.right <= bar.right and rect.top <= bar.top
    shown = [label for label in host.toast.canvas.texts if label.visible]
    assert shown and shown[0].text.endswith("…") and shown[0] in host.toast.canvas.abridged
