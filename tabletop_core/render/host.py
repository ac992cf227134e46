"""The game host: the plugin's table inside the common frame, and the match they both show.

The frame is small parts, one module each under :mod:`tabletop_core.render.frame` (menu bar,
seat strip, log drawer, prompt bar, curtain, pause menu, end dialog, bot pacing, keys, undo);
the host holds one of each, lays the frame's bands out on the layout tree
(:mod:`tabletop_core.render.frame.bands`), paints the parts into them, routes each input event
to the part it is for, and passes actions between the table and the match.

Every call into the game's table is guarded: a table that raises does not close the window, it
sends the family to an error screen and back to the launcher (the match is autosaved).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from tabletop_core.game import Event, IllegalAction
from tabletop_core.i18n import _, package_of, translate
from tabletop_core.looking import SeatMatch, looking_seat, needs_handover
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.frame import Via
from tabletop_core.render.frame.bands import Bands, lay_out_bands
from tabletop_core.render.frame.bot_pacing import MAX_BOT_HOLD, BotPacing, BusyWatch
from tabletop_core.render.frame.curtain import Curtain
from tabletop_core.render.frame.end_dialog import EndDialog
from tabletop_core.render.frame.keys import GUARDED, FrameKeys
from tabletop_core.render.frame.log_drawer import LogDrawer
from tabletop_core.render.frame.menu_bar import MenuBar
from tabletop_core.render.frame.pause_menu import PauseMenu
from tabletop_core.render.frame.prompt_bar import PromptBar
from tabletop_core.render.frame.resting import Resting
from tabletop_core.render.frame.seat_strip import SeatStrip
from tabletop_core.render.frame.take_back import TakeBack
from tabletop_core.render.frame.telling import Telling
from tabletop_core.render.in_order import InOrder
from tabletop_core.render.parts import Controller, Table
from tabletop_core.render.save_banner import banner_text, close_and_tell, paint_banner
from tabletop_core.render.screen import Screen
from tabletop_core.render.table_adapter import parts_of
from tabletop_core.render.theme import Palette
from tabletop_core.render.toast import Toast
from tabletop_core.render.widgets.buttons import Control

__all__ = ["MAX_BOT_HOLD", "HostView"]

OVERLAYS = ("curtain", "menu", "rules", "end", "again", "restart")


class Ticking(Protocol):
    """A part of the frame with a clock: it is told each frame's time."""

    def tick(self, delta_time: float) -> None: ...


class HostView(Screen):
    """Holds the match; the table draws it, the frame's parts everything around it."""

    # The host's face: what tables, tools and tests use, kept by the part that owns it.
    say = Via("prompt_bar")
    prompt_text = Via("prompt_bar")
    prompt_marked = Via("prompt_bar")
    _hint = Via("prompt_bar", "hint")
    curtain_for = Via("curtain", "seat")
    reveal = Via("curtain")
    log_open = Via("log_drawer", "open")
    toggle_log = Via("log_drawer", "toggle")
    seat_markers = Via("seat_strip", "markers")
    table_lists_seats = Via("seat_strip")
    _seat_labels = Via("seat_strip", "labels")
    _undo_button = Via("menu_bar", "undo_button")
    counted = Via("end_dialog")
    open_menu = Via("pause_menu")
    close_overlay = Via("pause_menu")
    toggle_rules = Via("pause_menu")
    restart = Via("pause_menu")
    play_again = Via("pause_menu")
    save_and_quit = Via("pause_menu")
    undo = Via("take_back")
    undo_refusal = Via("take_back")
    thinker = Via("bot_pacing")
    guarded = Via("keys")
    hold_progress = Via("keys")
    on_key_press = Via("keys", "press")
    on_key_release = Via("keys", "release")
    step_bot = Via("bot_pacing", "step")
    lives = Via("resting")
    life = Via("resting")
    still = Via("resting")
    life_clock = Via("resting", "clock")

    # The kinds of part a host of another kind swaps for its own (the online host's say more).
    prompt_bar_kind: type[PromptBar] = PromptBar
    seat_strip_kind: type[SeatStrip] = SeatStrip
    pause_menu_kind: type[PauseMenu] = PauseMenu

    def __init__(self, shell: Any, match: Any) -> None:
        super().__init__(shell)
        self.match = match
        self.settings = shell.settings
        self.registered = shell.registry.get(match.game.info.id)
        self.info = self.registered.info
        self.package = package_of(match.game)
        """The game's package: the catalogue of its title, score sheet and rules."""
        self.table: Any = None
        """What the game's view factory built (a :class:`Table`, or an older ``GameTable``)."""
        self.parts: Table | None = None
        """The table's three parts, which the host calls (:mod:`tabletop_core.render.parts`)."""
        self._overlay: str | None = None
        self._viewer: int | None = None
        self.seen = SeatMatch(self)
        """The match as the looking seat may see it: all the table gets."""
        self.failed = False
        self._banner = ""
        """The save banner's words as last drawn ("" for none)."""
        self._focus_overlay: str | None = None
        """The overlay the focus ring's controls were last set for."""
        self.overlay_canvas = Canvas()
        """Overlays get their own canvas: its text must cover the frame's text below."""
        self.backdrop_canvas = Canvas()
        """Between the frame and an overlay: the end dialog's shade and the celebration falling
        over it, so that nothing thrown ever covers the panel's words."""
        self.in_order = InOrder()
        """Events the table got whose animation has not reached them yet: their log lines,
        toast and sounds wait (:meth:`Choreography.reached`)."""
        self.toast = Toast()
        self.resting = Resting(self)
        self.busy = BusyWatch(self)
        self.keys = FrameKeys(self)
        self.prompt_bar = self.prompt_bar_kind(self)
        self.menu_bar = MenuBar(self)
        self.seat_strip = self.seat_strip_kind(self)
        self.log_drawer = LogDrawer(self)
        self.curtain = Curtain(self)
        self.pause_menu = self.pause_menu_kind(self)
        self.end_dialog = EndDialog(self)
        self.take_back = TakeBack(self)
        self.telling = Telling(self)
        self.bot_pacing = BotPacing(self)
        self.before_table: list[Ticking] = [self.keys, self.prompt_bar]
        """The parts told each frame's time before the table's own update."""
        self.after_table: list[Ticking] = [self.telling, self.end_dialog, self.bot_pacing]
        """... and after it (bots last: they wait for what the table still shows)."""
        from tabletop_core.render.debug_overlay import DebugOverlay, debug_enabled

        self.debug: DebugOverlay | None = (
            DebugOverlay(self) if debug_enabled(self.settings) else None
        )
        """The debug overlay (F12), in ``tabletop dev`` or with the ``debug_overlay`` setting."""

    # -- what tables use --------------------------------------------------------------------

    @property
    def overlay(self) -> str | None:
        """The overlay up ("curtain", "menu", "rules", "end", "again": play again?, "restart":
        restart this match?), or None."""
        return self._overlay

    @overlay.setter
    def overlay(self, value: str | None) -> None:
        if value in GUARDED and value != self._overlay:
            self.keys.gate.arm()
        self._overlay = value

    @property
    def title(self) -> str:
        return translate(self.package, self.info.title)

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def humans(self) -> list[int]:
        return [seat for seat, spec in enumerate(self.match.seats) if spec.kind == "human"]

    def can_act(self) -> bool:
        to_act = self.match.to_act
        return (
            self.overlay is None
            and self.match.read_only is None
            and to_act is not None
            and not self.match.is_bot(to_act)
            and to_act == self._viewer
            and not self.in_order.held
        )

    def send(self, action: Any) -> list[Event]:
        """Play an action for the seat to act; an illegal one becomes a hint, not an error."""
        if not self.can_act():
            self.say(_("Wait for your turn."))
            return []
        try:
            events = self.match.act(action)
        except IllegalAction as error:
            self.say(_("Not allowed: {reason}").format(reason=error))
            return []
        self.toast.read()  # the person's own move: older messages are behind them
        self._after_action(events)
        return events

    def act_for_seat_to_act(self, action: Any) -> list[Event]:
        """Play ``action`` for whoever is to act, a bot included (the debug overlay's moves).

        Raises :class:`IllegalAction` and changes nothing for an action the rules refuse.
        """
        events = self.match.act(action)
        self._after_action(events)
        return events

    # -- opening, replacing, who looks ---------------------------------------------------------

    def open_table(self) -> None:
        """Build the plugin's table (or the generic one) for the current match."""
        from tabletop_core.render.generic_table import GenericTable

        factory = self.registered.view_factory
        if factory is None:
            factory = GenericTable
        self._place_viewer(initial=True)
        self.table = self._guard(factory, self)
        if self.table is not None:
            warn = not isinstance(self.table, GenericTable)  # the core's own fallback
            self.parts = self._guard(partial(parts_of, self.table, warn=warn))
            self.table = self.table if self.parts is not None else None
        if self.table is None:  # the table cannot even be built: the game is out of play
            detail = (self.shell.last_error or "").split("\n")[0]
            reason = _("its table cannot be built: {detail}").format(detail=detail)
            self.shell.registry.mark_unavailable(self.match.game.info.id, reason)
        if self.match.is_over:  # a finished match opens on its result
            self.end_dialog.seen = True
            self.end_dialog.open()
        self.refresh()
        if self.window.current_view is self:  # shown before its table was built
            self.follow_ambience()

    def replace_match(self, match: Any) -> None:
        self.match = match
        self.overlay = None
        self.curtain.seat = None
        self.end_dialog.reset()
        self.prompt_bar.forget()
        self.telling.forget()
        self._place_viewer(initial=True)
        self.reset_table()
        self.refresh()

    def reset_table(self) -> None:
        """The match was replaced or rewound, or the text size changed: the table's parts
        start from the view."""
        if self.parts is not None:
            self._guard(self.parts.reset)

    def _place_viewer(self, initial: bool = False) -> None:
        """Decide who is looking (:func:`tabletop_core.looking.looking_seat`), closing the
        curtain when the device must change hands first."""
        previous = None if initial else self._viewer
        seat = looking_seat(self.match, previous)
        drawer = self.log_drawer  # its lines, open or about to be (and a few more: lines wrap)
        shown = drawer.shown if drawer.open else drawer.holds(seat)
        if needs_handover(self.match, previous, seat, shown + 5):
            self.curtain.close_for(seat)
        self._set_viewer(seat)

    def _set_viewer(self, seat: int | None) -> None:
        """Who looks now; a change is told to the table (``Controller.on_viewer_changed``)."""
        changed = seat != self._viewer
        self._viewer = seat
        if changed:  # the log and toast speak for one seat: nothing held over for the next
            self.telling.forget()
        if changed and self.parts is not None:
            self._guard(self.parts.controller.on_viewer_changed, seat)

    def _after_action(self, events: list[Event]) -> None:
        self.prompt_bar.forget()
        end = self.end_dialog
        if self.match.is_over and not end.seen:
            end.seen = end.due = True
            self._set_viewer(looking_seat(self.match, self._viewer))
        elif self.overlay is None:
            self._place_viewer()
        if self.parts is not None:
            self.telling.hand_over(events)
        end.tick(0.0)
        self.refresh()

    def _guard(self, call: Callable[..., Any], *args: Any) -> Any:
        if self.failed:
            return None
        try:
            return call(*args)
        except Exception as error:
            self.failed = True
            detail = traceback.format_exception_only(type(error), error)[-1].strip()
            self.shell.show_error(
                _("The table of {game} stopped working").format(game=self.title),
                _("{detail}\n\n{saved} If it happens again, tell the game's author.").format(
                    detail=detail, saved=close_and_tell(self.match)
                ),
            )
            return None

    # -- the frame ----------------------------------------------------------------------------

    def layout(self) -> Bands:
        """(menu bar, table, side panel, prompt bar). The side panel shows while the log
        drawer is open, or when the seats the frame lists do not fit in the menu bar."""
        closed = lay_out_bands(self.bounds, self.sizes, side=False)
        seats_left_out = self.seat_strip.shown() and not self.menu_bar.seats_fit(closed.bar)
        if self.log_drawer.open or seats_left_out:
            return lay_out_bands(self.bounds, self.sizes, side=True)
        return closed

    def build(self, canvas: Canvas) -> None:
        over = self.overlay_canvas
        over.clear()
        self.backdrop_canvas.clear()
        self.seat_strip.markers = []
        if self.overlay == "curtain":
            self.focus.set(self.curtain.paint(canvas), keep_focus=False)
            return
        bands = self.layout()
        in_bar = self.seat_strip.shown() and self.menu_bar.seats_fit(bands.bar)
        controls = self.menu_bar.paint(canvas, bands.bar, seats=in_bar)
        self.log_drawer.paint_side(canvas, bands.side, seats_in_bar=in_bar)
        self.prompt_bar.paint(canvas, bands.prompt)
        self._banner = banner_text(self.match)
        paint_banner(canvas, bands.table, self.sizes, self._banner)
        painters: dict[str | None, Callable[[Canvas], list[Control]]] = {
            "rules": self.pause_menu.paint_rules,
            "menu": self.pause_menu.paint_menu,
            "restart": self.pause_menu.paint_restart,
            "end": self.end_dialog.paint,
            "again": self.end_dialog.paint_again,
        }
        painter = painters.get(self.overlay)
        if painter is not None:
            controls = painter(over)
        # a rebuild keeps the focus where the arrows put it; a newly opened overlay starts at its top
        self.focus.set(controls, keep_focus=self.overlay in (None, self._focus_overlay))
        self._focus_overlay = self.overlay
        self.focus.show_focus = self.overlay is not None

    # -- drawing and time --------------------------------------------------------------------

    def on_draw(self) -> None:
        if self.failed or self.resting.life_frame():  # the kept picture, the touches over it
            return
        if self._dirty:
            self._guard(self.rebuild_now)  # the prompt asks the rules for the legal moves
            if self.failed:
                return
        self.window.clear(color=Palette.TABLE)
        bands = self.layout()
        table = bands.table
        parts = self.parts
        if self.overlay != "curtain" and parts is not None:
            self._guard(parts.scene.draw, table)
            self.telling.landing.saw_frame()
            if self.end_dialog.picture_table(table):  # the ending shows the table as it ended
                self._guard(self.rebuild_now)
        self.canvas.draw()
        if self.overlay is None and not self.log_drawer.open and parts is not None:
            below = 2 * self.sizes.line(self.sizes.small) + 14 * self.sizes.scale
            self.toast.draw(
                table,
                self.sizes,
                self.settings.reduced_motion,
                below if self._banner else 0,
                keep_clear=parts.scene.notices(),  # the table's own banner is never covered
                lane=self.menu_bar.message_lane(bands.bar),
            )
        self.backdrop_canvas.draw()
        self.overlay_canvas.draw()
        self.draw_dynamic()
        if self.debug is not None:
            self.debug.draw()
        self.resting.after_full_frame(table)

    def draw_dynamic(self) -> None:
        super().draw_dynamic()
        self.keys.draw_hold()

    def on_update(self, delta_time: float) -> None:
        parts = self.parts
        if self.failed or parts is None:
            return
        self.resting.tick(delta_time)
        for part in self.before_table:
            part.tick(delta_time)
        self._guard(parts.choreography.update, delta_time)
        for part in self.after_table:
            part.tick(delta_time)
        if self.debug is not None:
            self.debug.update()
        if banner_text(self.match) != self._banner:
            self.refresh()

    def needs_frame(self) -> bool:
        """Also while the table animates, a bot thinks or the debug overlay shows."""
        if self._dirty or self.thinker.pending or self.debug is not None and self.debug.visible:
            return True
        toast = self.toast.showing or self.toast.rect is not None  # just gone: one more frame
        landing = self.telling.landing.waiting or self.telling.landing.due  # sounds to come
        if (
            self.in_order.held
            or landing
            or (toast and self.overlay is None and not self.log_drawer.open)
        ):
            return True
        parts = self.parts
        return (
            parts is not None
            and not self.failed
            and bool(self._guard(lambda: parts.choreography.busy))
        )

    # -- input: each event to the part it is for --------------------------------------------

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> None:
        if self.failed or self.keys.press_pointer(x, y):
            return
        if self.debug is not None and self.debug.on_mouse_press(x, y):
            self.refresh()
        elif self.overlay is None and self.menu_bar.press_undo(x, y):
            return
        elif self.focus.press(x, y):
            self.refresh()
        elif self._to_table(lambda c: c.on_mouse_press(x, y, button, modifiers)):
            self.telling.release(0.0)  # a click may have skipped the animation

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> None:
        super().on_mouse_motion(x, y, dx, dy)
        if self.overlay is None and self.parts is not None and not self.failed:
            self._guard(self.parts.controller.on_mouse_motion, x, y)

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> None:
        if self.debug is not None and self.debug.on_mouse_drag(x, y):
            self.refresh()
            return
        self._to_table(lambda c: c.on_mouse_drag(x, y, dx, dy, buttons, modifiers))

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> None:
        self.keys.release_pointer()
        self._to_table(lambda c: c.on_mouse_release(x, y, button, modifiers))

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.debug is not None and self.debug.on_mouse_scroll(x, y, scroll_y):
            return
        if self.overlay is not None and self.focus.scroll(x, y, scroll_y):
            self.refresh()  # the rules page scrolls under the wheel
            return
        self._to_table(lambda c: c.on_mouse_scroll(x, y, scroll_x, scroll_y))

    def _to_table(self, handle: Callable[[Controller], bool]) -> bool:
        """Pass an input event to the table's controller while the table shows (no overlay,
        no failure); whether it took it (then the frame is drawn again)."""
        parts = self.parts
        if self.failed or self.overlay is not None or parts is None:
            return False
        taken = bool(self._guard(handle, parts.controller))
        if taken:
            self.refresh()
        return taken

    def on_show_view(self) -> None:
        super().on_show_view()
        if self.parts is not None:
            self.reset_table()  # text size or contrast may have changed meanwhile
