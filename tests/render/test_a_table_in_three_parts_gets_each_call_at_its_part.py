"""A table of three parts (scene, choreography, controller) plays through real window events:
the scene draws into the table's rectangle, a click reaches the controller, which sends the
move; the move's events come back to the choreography, whose "busy" holds the bots and whose
"reached" holds the log line; the controller words the prompt. The older single-class table
still plays, and warns its author once."""

from __future__ import annotations

import warnings

import pytest

from tabletop_core.render import Choreography, Controller, GameTable, Scene, Table
from tabletop_core.render._arcade import load_arcade
from tabletop_core.render.driving import Driver
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
arcade = load_arcade()


class BidScene(Scene):
    def __init__(self) -> None:
        self.rects: list = []

    def draw(self, rect) -> None:
        self.rects.append(rect)

    def end_note(self) -> str:
        return "counted by the scene"


class BidChoreography(Choreography):
    def __init__(self) -> None:
        self.events: list = []
        self.playing = False
        self.shown = 0

    @property
    def busy(self) -> bool:
        return self.playing

    def on_events(self, events) -> None:
        self.events += events
        self.shown = 0

    def reached(self, event) -> bool:
        return self.shown > 0


class BidController(Controller):
    """A click anywhere bids the least the rules allow; B bids one more."""

    def __init__(self, host) -> None:
        self.host = host

    def prompt(self):
        return "click to bid"

    def on_mouse_press(self, x, y, button, modifiers) -> bool:
        self.host.send(self.host.seen.legal_actions()[0])
        return True

    def on_key_press(self, symbol, modifiers) -> bool:
        if symbol != arcade.key.B:
            return False
        self.host.send(self.host.seen.legal_actions()[1])
        return True


class BidTable(Table):
    def __init__(self, host) -> None:
        super().__init__(BidScene(), BidChoreography(), BidController(host))


def _start(shell, factory, seats):
    registered = shell.registry.get("beaver_bids")
    old_factory = registered.view_factory
    registered.view_factory = factory
    try:
        host = shell.start_match(shell.new_match("beaver_bids", seats, 5, None))
    finally:
        registered.view_factory = old_factory
    if host.overlay == "curtain":
        host.reveal()
    return host


def test_a_click_travels_from_the_controller_to_the_match_and_back_to_the_choreography(
    shell, driver
) -> None:
    shell.settings.bot_pacing = 0.0
    host = _start(shell, BidTable, [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")])
    table, drive = host.table, Driver(shell.window)
    assert host.parts is table
    drive.draw()
    assert table.scene.rects[-1] == host.layout().table, "the scene draws in the table's room"
    assert "click to bid" in host.prompt_text()

    table.choreography.playing = True
    before = len(host.match.actions)
    table_rect = host.layout().table
    drive.click_rect(table_rect)
    assert len(host.match.actions) == before + 1, "the click became the controller's bid"
    assert table.choreography.events, "the bid's events came back to the choreography"
    log_before = len(host.seen.log_lines())
    drive.update(0.1, frames=5)
    assert len(host.match.actions) == before + 1, "the bot waits while the choreography plays"
    assert len(host.seen.log_lines()) == log_before, "the log waits for the animation"

    table.choreography.playing, table.choreography.shown = False, 1
    drive.update(0.1, frames=5)
    assert len(host.seen.log_lines()) > log_before, "reached: the log line shows"
    assert len(host.match.actions) > before + 1, "still: the bot moved"


def test_a_key_reaches_the_controller_and_an_overlay_keeps_it_away(shell, driver) -> None:
    host = _start(shell, BidTable, [SeatSpec.human("Ana"), SeatSpec.human("Ben")])
    drive = Driver(shell.window)
    drive.draw()
    host.open_menu()
    drive.click_rect(host.layout().table)
    assert host.match.actions == [], "behind the menu the table takes no click"
    host.close_overlay()
    drive.key(arcade.key.B)
    assert [bid.tricks for _seat, bid in host.match.actions] == [1], "B bid one trick"


class OldBidTable(GameTable):
    def draw(self, rect) -> None:
        self.drawn = rect

    def on_mouse_press(self, x, y, button, modifiers) -> bool:
        self.host.send(self.match.legal_actions()[0])
        return True


def test_an_older_game_table_still_plays_and_warns_its_author_once(shell, driver) -> None:
    seats = [SeatSpec.human("Ana"), SeatSpec.human("Ben")]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _start(shell, OldBidTable, seats)
        host = _start(shell, OldBidTable, seats)  # a second match of the same table
    said = [str(w.message) for w in caught if issubclass(w.category, DeprecationWarning)]
    assert len(said) == 1 and "OldBidTable is a GameTable" in said[0], said
    assert "\n" not in said[0], "one line"
    drive = Driver(shell.window)
    drive.draw()
    assert host.table.drawn == host.layout().table
    drive.click_rect(host.layout().table)
    assert len(host.match.actions) == 1


def test_the_core_fallback_table_does_not_warn(shell, driver) -> None:
    registered = shell.registry.get("beaver_bids")
    assert registered.view_factory is None, "the example game has no table: the generic one"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _start(shell, None, [SeatSpec.human("Ana"), SeatSpec.human("Ben")])
    assert not [w for w in caught if issubclass(w.category, DeprecationWarning)]
