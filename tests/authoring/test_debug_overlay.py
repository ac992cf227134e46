"""The debug overlay, driven with real window events on a scaffolded game: the state tree, the
legal moves, time travel along the log, and what the search bot considered."""

from __future__ import annotations

import pytest

from tabletop_core.match import Match
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl


class Events:
    def __init__(self, window) -> None:
        from tabletop_core.render._arcade import load_arcade

        self.window = window
        self.arcade = load_arcade()

    def key(self, symbol: int) -> None:
        self.window.dispatch_event("on_key_press", symbol, 0)
        self.window.dispatch_events()

    def click(self, x: float, y: float) -> None:
        button = self.arcade.MOUSE_BUTTON_LEFT
        self.window.dispatch_event("on_mouse_press", int(x), int(y), button, 0)
        self.window.dispatch_event("on_mouse_release", int(x), int(y), button, 0)
        self.window.dispatch_events()

    def frame(self) -> None:
        self.window.dispatch_event("on_update", 1 / 60)
        self.window.dispatch_events()
        self.window.current_view.on_draw()


@pytest.fixture()
def host(scaffold, shell_for, monkeypatch):
    monkeypatch.setenv("TABLETOP_DEBUG_OVERLAY", "1")
    registry = scaffold.load_registry()
    game = registry.get("reload_pond").game
    seats = [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "hard")]
    match = Match(game, seats, 9, None, bots={1: registry.make_bot("reload_pond", "hard")})
    return shell_for(registry).start_match(match)


def test_f12_opens_the_state_tree_and_a_click_opens_a_row(host, window) -> None:
    events = Events(window)
    events.frame()
    assert host.debug is not None and not host.debug.visible
    events.key(events.arcade.key.F12)
    events.frame()
    overlay = host.debug
    assert overlay.visible and overlay.tab == "state"
    paths = [row.path for row in overlay.rows()]
    assert "state.pebbles" in paths and "state.pebbles.[0]" not in paths

    rect = next(rect for rect, path in overlay._row_rects if path == "state.pebbles")
    events.click(rect.center_x, rect.center_y)
    events.frame()
    texts = [row.text for row in overlay.rows()]
    assert "[0]: 3" in texts and "[1]: 3" in texts


def test_a_click_on_a_legal_move_plays_it_and_the_bot_tab_shows_its_search(host, window) -> None:
    events = Events(window)
    events.key(events.arcade.key.F12)
    events.frame()
    overlay = host.debug
    moves_tab = next(b for b in overlay._buttons if b.label == "Moves")
    events.click(moves_tab.rect.center_x, moves_tab.rect.center_y)
    events.frame()
    assert overlay.tab == "moves"
    labels = [label for label, _action in overlay.moves()]
    assert labels[0].startswith("take ")
    first = next(b for b in overlay._buttons if b.label == labels[0])
    events.click(first.rect.center_x, first.rect.center_y)
    assert len(host.match.actions) == 1

    for _ in range(5):  # the bot (ISMCTS) answers on the next updates
        events.frame()
        if len(host.match.actions) == 2:
            break
    assert len(host.match.actions) == 2
    overlay.show("bot")
    events.frame()
    number, seat, lines, iterations = overlay.search_shown()
    assert (number, seat, iterations) == (2, 1, 200)
    assert sum(visits for _label, visits, _mean in lines) == iterations
    assert all(label.startswith("take ") for label, _visits, _mean in lines)
    before = Match(host.match.game, host.match.seats, 9)
    before.act(host.match.actions[0][1])
    chosen = host.match.actions[1][1]
    said = host.match.game.describe_action(before.state, chosen, host.match.names)
    assert lines[0][0] == said, "the most visited candidate is the move the bot played"


def test_the_log_slider_travels_back_holds_the_bots_and_a_move_branches(host, window) -> None:
    events = Events(window)
    game = host.match.game
    take = type(host.match.legal_actions()[0])
    for _ in range(3):
        host.send(take(0))
        host.match.run_bots()
    assert len(host.match.actions) == 6
    present = host.match
    events.key(events.arcade.key.F12)
    host.debug.show("log")
    events.frame()
    slider = host.debug.slider
    events.click(slider.left + slider.width * 2 / 6, slider.center_y)
    events.frame()
    assert len(host.match.actions) == 2 and host.debug.present is present
    fresh = Match(game, present.seats, 9)
    for _seat, action in present.actions[:2]:
        fresh.act(action)
    assert host.match.state.pebbles == fresh.state.pebbles

    for _ in range(3):
        events.frame()
    assert len(host.match.actions) == 2, "bots wait while the host shows the past"

    now = next(b for b in host.debug._buttons if b.label == "Now")
    events.click(now.rect.center_x, now.rect.center_y)
    events.frame()
    assert host.match is present and host.debug.present is None

    host.debug.travel(4)
    host.debug.show("moves")
    events.frame()
    host.debug.play(1)
    events.frame()
    assert host.debug.present is None, "a move in the past continues the match from there"
    assert len(host.match.actions) >= 5 and host.match.actions[4][1] == take(1)
