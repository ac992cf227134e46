"""The host hands a table every pointer event it needs, and holds the bots while it animates."""

from __future__ import annotations

import pytest

from tabletop_core.render import GameTable
from tabletop_core.render._arcade import load_arcade
from tabletop_core.replay import SeatSpec

pytestmark = pytest.mark.gl
arcade = load_arcade()


class RecordingTable(GameTable):
    """Remembers the input it was given; says it is busy while ``animating`` is set."""

    def __init__(self, host) -> None:
        super().__init__(host)
        self.seen: list[tuple] = []
        self.animating = False

    def draw(self, rect) -> None:
        pass

    def on_mouse_drag(self, x, y, dx, dy, buttons, modifiers) -> bool:
        self.seen.append(("drag", x, y))
        return True

    def on_mouse_release(self, x, y, button, modifiers) -> bool:
        self.seen.append(("release", x, y))
        return True

    def on_mouse_scroll(self, x, y, scroll_x, scroll_y) -> bool:
        self.seen.append(("scroll", scroll_y))
        return True

    @property
    def busy(self) -> bool:
        return self.animating


def _host_with_recording_table(shell, seats):
    registered = shell.registry.get("beaver_bids")
    old_factory = registered.view_factory
    registered.view_factory = RecordingTable
    try:
        return shell.start_match(shell.new_match("beaver_bids", seats, 5, None))
    finally:
        registered.view_factory = old_factory


def test_drag_release_and_wheel_reach_the_table_through_the_host(shell, driver) -> None:
    host = _host_with_recording_table(
        shell, [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    )
    if host.overlay == "curtain":
        host.reveal()
    window = shell.window
    window.dispatch_event("on_mouse_press", 400, 300, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_drag", 420, 310, 20, 10, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", 420, 310, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_scroll", 420, 310, 0, 1)
    window.dispatch_events()
    assert host.table.seen == [("drag", 420, 310), ("release", 420, 310), ("scroll", 1)]


def test_an_overlay_keeps_pointer_events_from_the_table(shell, driver) -> None:
    host = _host_with_recording_table(
        shell, [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")]
    )
    if host.overlay == "curtain":
        host.reveal()
    host.open_menu()
    shell.window.dispatch_event("on_mouse_drag", 420, 310, 20, 10, arcade.MOUSE_BUTTON_LEFT, 0)
    shell.window.dispatch_events()
    assert host.table.seen == []


def test_bots_wait_while_the_table_is_busy_but_not_forever(shell, driver) -> None:
    from tabletop_core.render.host import MAX_BOT_HOLD

    shell.settings.bot_pacing = 0.0
    host = _host_with_recording_table(
        shell, [SeatSpec.bot("Otto", "random"), SeatSpec.bot("Tina", "random")]
    )
    table = host.table
    table.animating = True
    before = len(host.match.actions)
    for _ in range(int(MAX_BOT_HOLD * 10) - 2):
        host.on_update(0.1)
    assert len(host.match.actions) == before, "bots must wait for the animation"
    for _ in range(5):
        host.on_update(0.1)
    assert len(host.match.actions) > before, "a table stuck busy must not stop the game"
    table.animating = False
    moved = len(host.match.actions)
    host.on_update(0.1)
    assert len(host.match.actions) == moved + 1


class WordyTable(RecordingTable):
    """Asks in two wordings: the long one fits two lines at 100 % text, not at 200 %."""

    LONG = "place every one of your beavers " * 4 + "(arrows choose, Enter places)"
    SHORT = "place your beavers"

    def prompt(self):
        return (self.LONG, self.SHORT)


def _prompt_bar_words(host) -> str:
    """The words the prompt bar shows, line after line (each line is a label of its own)."""
    prompt = host.layout()[3]
    shown = [t for t in host.canvas.texts if t.visible and t.text and prompt.contains(t.x, t.y)]
    return " ".join(t.text.strip() for t in sorted(shown, key=lambda t: (-t.y, t.x)))


def test_the_prompt_bar_shows_the_longest_wording_that_fits(shell, driver) -> None:
    from tabletop_core.render.theme import set_text_scale

    registered = shell.registry.get("beaver_bids")
    old_factory = registered.view_factory
    registered.view_factory = WordyTable
    try:
        host = shell.start_match(
            shell.new_match(
                "beaver_bids", [SeatSpec.human("Ana"), SeatSpec.bot("Otto", "random")], 5, None
            )
        )
    finally:
        registered.view_factory = old_factory
    if host.overlay == "curtain":
        host.reveal()
    try:
        set_text_scale(1.0)
        host.rebuild_now()
        assert _prompt_bar_words(host) == f"Ana: {WordyTable.LONG}"
        set_text_scale(2.0)
        host.rebuild_now()
        assert _prompt_bar_words(host) == f"Ana: {WordyTable.SHORT}"
        assert not host.canvas.cut
    finally:
        set_text_scale(1.0)
