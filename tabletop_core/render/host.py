"""The game host: the plugin's table inside the common frame (menu bar, prompt bar, log), the
pass-the-device curtain, the rules overlay, the end screen, and paced bot turns.

Every call into the game's table is guarded: a table that raises does not close the window, it
sends the family to an error screen and back to the launcher (the match is autosaved).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_core.game import Event, IllegalAction, supports
from tabletop_core.i18n import _, localized_text, package_of, translate
from tabletop_core.keys import escape, plain
from tabletop_core.looking import (
    LOG_ON_SCREEN,
    SeatMatch,
    looking_seat,
    needs_handover,
    visible_events,
)
from tabletop_core.ranking import ranking_of
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.deliberate import POINTER, Deliberate
from tabletop_core.render.end_screen import paint_end
from tabletop_core.render.geometry import Rect
from tabletop_core.render.hint_fit import fit_hint, hint_wordings
from tabletop_core.render.in_order import InOrder
from tabletop_core.render.key_caps import lines_needed as marked_lines
from tabletop_core.render.key_caps import paint_marked
from tabletop_core.render.overlays import (
    paint_curtain,
    paint_menu,
    paint_play_again,
    paint_restart,
)
from tabletop_core.render.rules_overlay import paint_rules
from tabletop_core.render.save_banner import (
    banner_text,
    close_and_tell,
    paint_banner,
    save_failed_hint,
)
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette, frame_bands, seat_color, seat_shape
from tabletop_core.render.thinking import BotThinker
from tabletop_core.render.toast import Toast
from tabletop_core.render.widgets.buttons import Button, Control
from tabletop_core.sound import play_events

OVERLAYS = ("curtain", "menu", "rules", "end", "again", "restart")
BAR_BUTTONS = 4
"""Log, Undo, Rules, Menu."""
GUARDED = ("curtain", "end", "again", "restart")
FOCUS_KEYS = frozenset(getattr(arcade.key, name) for name in ("UP", "DOWN", "LEFT", "RIGHT", "TAB"))
"""Keys that only move the focus on an overlay: they confirm nothing, so need no hold."""
"""The overlays that guard a secret or end something: they take only a deliberate press
(:mod:`tabletop_core.render.deliberate`), never one meant for the screen before."""
COUNT_UP = 1.2
"""Seconds the end screen's totals take to count up (at once with reduced motion)."""
MAX_BOT_HOLD = 6.0
"""Seconds bots wait at most for a table that says it is busy animating."""
MAX_END_HOLD = 60.0
"""Seconds the end dialog waits at most for the table's last animation: a whole dam falling in
slow motion can take longer than a bot's wait, and nobody is kept waiting by watching it."""


def _has_own_prompt(table: Any) -> bool:
    """Whether ``table`` words its own prompts (then an empty one never becomes a move list)."""
    from tabletop_core.render.table import GameTable

    own = getattr(type(table), "prompt", None)
    return own is not None and own is not GameTable.prompt


class HostView(Screen):
    """Holds the match; the table draws it, everything else is the frame around it."""

    def __init__(self, shell: Any, match: Any) -> None:
        super().__init__(shell)
        self.match = match
        self.settings = shell.settings
        self.registered = shell.registry.get(match.game.info.id)
        self.info = self.registered.info
        self.package = package_of(match.game)
        """The game's package: the catalogue of its title, score sheet and rules."""
        self.table: Any = None
        self.gate = Deliberate()
        """Keys and buttons down, and the hold a guarded overlay waits for."""
        self._overlay: str | None = None
        self.overlay: str | None = None
        self.curtain_for: int | None = None
        self._log_shown = LOG_ON_SCREEN
        """Log lines the panel showed at its last paint (how far back a secret could be read)."""
        self._viewer: int | None = None
        self.seen = SeatMatch(self)
        """The match as the looking seat may see it: all the table gets (``GameTable.match``)."""
        self._bot_wait = 0.0
        self._busy_for = 0.0
        self._end_due = False
        """The match has ended; the end dialog opens once the table's last animation is done."""
        self.thinker = BotThinker()
        self._hint = ""
        self._hint_wordings: tuple[str, ...] = ()
        """The hint in all its wordings, longest first (``_hint`` is the longest)."""
        self._hint_left: float | None = None
        """Seconds the hint has left (``None``: until the next action)."""
        self._frame_controls: list[Control] = []
        self._undo_button: Button | None = None
        """The menu bar's Undo: greyed when refused, yet a click on it still says why."""
        self.seat_markers: list[Rect] = []
        self._focus_overlay: str | None = None
        """Where each seat's marker sits in the seat strip (for checks of colour-blind safety)."""
        self._end_seen = False
        self.failed = False
        self._banner = ""
        """The save banner's words as last drawn ("" for none)."""
        self.overlay_canvas = Canvas()
        """Overlays get their own canvas: its text must cover the frame's text below."""
        self.log_open = False
        """The log drawer (F2, the menu bar's Log): closed, the table has the whole width and
        the latest event shows briefly over it (:attr:`toast`)."""
        self.in_order = InOrder()
        """Events the table got whose animation has not reached them yet: their log lines,
        toast and sounds wait (:meth:`GameTable.reached`)."""
        self._heard: set[str] = set()
        """The effects this action has sounded so far: each sounds once per action."""
        self.toast = Toast()
        self.counted = 1.0
        """How far the end screen's totals have counted up (0 to 1)."""
        self._end_picture: Any = None
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
            self.gate.arm()
        self._overlay = value

    @property
    def guarded(self) -> bool:
        """Whether the overlay up takes only a deliberate press (the curtain, the end dialog)."""
        return self.overlay in GUARDED

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
        self._after_action(events)
        return events

    def act_for_seat_to_act(self, action: Any) -> list[Event]:
        """Play ``action`` for whoever is to act, a bot included (the debug overlay's moves).

        Raises :class:`IllegalAction` and changes nothing for an action the rules refuse.
        """
        events = self.match.act(action)
        self._after_action(events)
        return events

    def say(self, text: str | Sequence[str], seconds: float | None = None) -> None:
        """A hint under the prompt until the next action (or, given ``seconds``, until they
        have passed): one wording, or several longest first (the longest that fits is shown,
        wrapped onto the whole bar when it must)."""
        self._hint_wordings = hint_wordings(text)
        self._hint = self._hint_wordings[0] if self._hint_wordings else ""
        self._hint_left = seconds
        self.refresh()

    # -- opening, replacing -----------------------------------------------------------------

    def open_table(self) -> None:
        """Build the plugin's table (or the generic one) for the current match."""
        factory = self.registered.view_factory
        if factory is None:
            from tabletop_core.render.generic_table import GenericTable

            factory = GenericTable
        self._place_viewer(initial=True)
        self.table = self._guard(factory, self)
        if self.table is None:  # the table cannot even be built: the game is out of play
            detail = (self.shell.last_error or "").split("\n")[0]
            reason = _("its table cannot be built: {detail}").format(detail=detail)
            self.shell.registry.mark_unavailable(self.match.game.info.id, reason)
        if self.match.is_over:  # a finished match opens on its result
            self._end_seen = True
            self.overlay = "end"
            self._count_up()
        self.refresh()

    def replace_match(self, match: Any) -> None:
        self.match = match
        self.overlay = None
        self.curtain_for = None
        self._end_seen = False
        self._end_due = False
        self._hint = ""
        self._hint_wordings = ()
        self._hint_left = None
        self.in_order.flush()
        self.toast.clear()
        self._place_viewer(initial=True)
        self._guard(self.table.on_reset)
        self.refresh()

    def _place_viewer(self, initial: bool = False) -> None:
        """Decide who is looking (:func:`tabletop_core.looking.looking_seat`), closing the
        curtain when the device must change hands first."""
        previous = None if initial else self._viewer
        seat = looking_seat(self.match, previous)
        # the drawer's lines, open or about to be (and a few more: lines wrap apart)
        shown = self._log_shown if self.log_open else self._drawer_holds(seat)
        if needs_handover(self.match, previous, seat, shown + 5):
            self.curtain_for = seat
            self.overlay = "curtain"
        self._set_viewer(seat)

    def _drawer_holds(self, seat: int | None) -> int:
        """How many of ``seat``'s last log lines the drawer would show if it were opened now
        (what the next person could read with one key, curtain or not)."""
        sizes = self.sizes
        s = sizes.scale
        bar, rest = self.bounds.split_top(max(48 * s, sizes.line(sizes.body) + 16 * s))
        _prompt, rest = rest.split_bottom(max(56 * s, 2 * sizes.line(sizes.body) + 6 * s))
        log = rest.split_right(min(320 * s, rest.width * 0.3))[0]
        room = log.height - max(40 * s, sizes.line(sizes.body) + 8 * s) - 10 * s
        line = sizes.line(sizes.small)
        shown = 0
        for text in reversed(self.match.log_lines(seat)[-LOG_ON_SCREEN:]):
            room -= Canvas.lines_needed(text, sizes.small, log.width - 28 * s) * line + 5 * s
            if room < 0:
                break
            shown += 1
        return shown

    def _set_viewer(self, seat: int | None) -> None:
        """Who looks now; a change is told to the table (``GameTable.on_viewer_changed``)."""
        changed = seat != self._viewer
        self._viewer = seat
        if changed:  # the log and toast speak for one seat: nothing held over for the next
            self.in_order.flush()
            self.toast.clear()
        if changed and self.table is not None:
            hook = getattr(self.table, "on_viewer_changed", None)
            if callable(hook):
                self._guard(hook, seat)

    def _after_action(self, events: list[Event]) -> None:
        self._hint = ""
        self._hint_wordings = ()
        self._hint_left = None
        if self.match.is_over and not self._end_seen:
            self._end_seen = self._end_due = True
            self._set_viewer(looking_seat(self.match, self._viewer))
        elif self.overlay is None:
            self._place_viewer()
        if self.table is not None:
            visible = visible_events(events, self._viewer)
            self._guard(self.table.on_events, visible)
            self._heard = set()
            self.in_order.add(visible)
            self._release_reached(0.0)
        self._open_end_when_still(0.0)
        self.refresh()

    def _tell_in_order(self, delta_time: float) -> None:
        """Each frame, after the table's own update: the toast's clock, and the events the
        table's animation has reached since."""
        if self.overlay is None:  # behind the curtain or a dialog the toast waits to be seen
            self.toast.update(delta_time)
        self._release_reached(delta_time)

    def _release_reached(self, delta_time: float) -> None:
        """Tell the events the table's animation has reached: their log lines appear, and the
        newest shows over the table while the drawer is closed."""
        hook = getattr(self.table, "reached", None)

        def reached(event: Event) -> bool:
            return not callable(hook) or self._guard(hook, event) is not False

        released = self.in_order.release(reached, delta_time)
        if released:
            seats = len(self.match.names)
            self._guard(play_events, self.table, released, seats, self.settings, self._heard)
            self.toast.show(released[-1].describe(self.match.names))
            self.refresh()

    def _open_end_when_still(self, delta_time: float) -> None:
        """The end dialog waits for the table's last animation (a collapse in slow motion),
        but at most :data:`MAX_END_HOLD` seconds."""
        if self._end_due and (self.table is None or not self._table_busy(delta_time, MAX_END_HOLD)):
            self._end_due = False
            self.overlay = "end"
            self._count_up()
            self.refresh()

    def _count_up(self) -> None:
        """The winner moment begins: the totals count up from nothing (reduced motion: the
        final scores at once)."""
        self.counted = 1.0 if self.settings.reduced_motion else 0.0

    def _end_note(self) -> str:
        """The line under the winners: the table's word on the match (:meth:`GameTable.end_note`)
        and, for a practice match, that every move could be taken back."""
        notes = [self._guard(self.table.end_note) or ""] if self.table is not None else []
        if self.match.practice:
            notes.append(_("Played in practice mode: every move could be taken back."))
        return " · ".join(note for note in notes if note)

    def end_picture(self) -> Any:
        """The game's own tile picture for the end screen (made once, from the launcher's
        cache), or None when it cannot be had."""
        if self._end_picture is None:
            try:
                self._end_picture = self.shell.tile_texture(self.registered, 224, 168)
            except Exception:  # the end screen reads whole without it
                self._end_picture = False
        return self._end_picture or None

    # -- guarded calls into the table --------------------------------------------------------

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

    # -- frame ------------------------------------------------------------------------------

    def layout(self) -> tuple[Rect, Rect, Rect, Rect]:
        """(menu bar, table, side panel, prompt bar). The side panel holds the log, and the
        seats too when large text leaves them no room in the bar (:meth:`seats_in_bar`)."""
        sizes = self.sizes
        s = sizes.scale
        bar_height, prompt_height = frame_bands(sizes)
        bar, rest = self.bounds.split_top(bar_height)
        prompt, rest = rest.split_bottom(prompt_height)
        if not self._side_panel(bar):  # the drawer is closed: the table has the whole width
            return bar, rest, Rect(rest.right, rest.bottom, 0, rest.height), prompt
        log, table = rest.split_right(min(320 * s, rest.width * 0.3))
        return bar, table, log, prompt

    def _side_panel(self, bar: Rect) -> bool:
        """Whether the side panel shows: the log drawer is open, or the seats the frame lists
        (for a table that does not list them itself) do not fit in the menu bar."""
        return self.log_open or (not self.table_lists_seats() and not self._seats_fit(bar))

    def table_lists_seats(self) -> bool:
        """Whether the game's table shows the seats itself (``GameTable.lists_seats``): then
        the frame does not list them a second time."""
        return bool(getattr(self.table, "lists_seats", False))

    def _bar_room(self, bar: Rect) -> tuple[Rect, Rect, list[float]]:
        """(title, seat strip, button widths) in the menu bar: each button as wide as its own
        words need (Menu, Rules, Undo, Log), sharing what room is spare; the title as wide as
        its words, the seats in what is left (:meth:`seats_in_bar` says whether they fit)."""
        sizes = self.sizes
        s = sizes.scale
        words = Canvas.measure(self.title, sizes.heading, bold=True) + 8 * s
        least = [Canvas.measure(label, sizes.body) + 28 * s for label in self._bar_labels()]
        spare = max(0.0, bar.width - 12 * s - 60 * s - words - sum(least)) / BAR_BUTTONS
        most = 130 * s * (1 + 0.65 * (sizes.text - 1))
        widths = [max(need, min(most, need + spare)) for need in least]
        buttons_left = bar.right - 12 * s - sum(widths)
        room = buttons_left - bar.left - 40 * s
        title = Rect(bar.left + 20 * s, bar.bottom, min(max(232 * s, words), room), bar.height)
        strip = Rect(
            title.right + 8 * s, bar.bottom, buttons_left - title.right - 28 * s, bar.height
        )
        return title, strip, widths

    @staticmethod
    def _bar_labels() -> tuple[str, ...]:
        return (_("Menu"), _("Rules"), _("Undo"), _("Log"))

    def _seat_labels(self) -> list[str]:
        return [
            name + (_(" (bot)") if self.match.is_bot(seat) else "")
            for seat, name in enumerate(self.match.names)
        ]

    def seats_in_bar(self) -> bool:
        """Whether the frame lists the seats in the menu bar: the table does not list them
        itself and every seat's name fits whole in the bar's strip."""
        return not self.table_lists_seats() and self._seats_fit(self.layout()[0])

    def _seats_fit(self, bar: Rect) -> bool:
        _title, strip, _width = self._bar_room(bar)
        sizes = self.sizes
        s = sizes.scale
        cell = strip.width / max(1, len(self.match.names)) - 36 * s
        return all(
            Canvas.measure(label, sizes.small, bold=True) <= cell for label in self._seat_labels()
        )

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        bar, table_area, log, prompt = self.layout()
        controls: list[Control] = []
        over = self.overlay_canvas
        over.clear()
        if self.overlay == "curtain":
            seat = self.curtain_for if self.curtain_for is not None else 0
            controls = paint_curtain(
                canvas, self.bounds, sizes, seat, self.match.names[seat], self.reveal
            )
            self.focus.set(controls, keep_focus=False)
            return
        canvas.rect(bar, Palette.PANEL)
        canvas.rect(Rect(bar.left, bar.bottom, bar.width, 2 * s), Palette.ACCENT)
        in_bar = self.seats_in_bar()
        title, strip, widths = self._bar_room(bar)
        canvas.fitted_text(
            self.title, title, sizes.heading, Palette.TEXT, bold=True, align="left", lines=1
        )
        specs = [
            (_("Menu"), self.open_menu, _("Esc")),
            (_("Rules"), self.toggle_rules, "F1"),
            (_("Undo"), self.undo, "U"),
            (_("Log"), self.toggle_log, "F2"),
        ]
        x = bar.right - 12 * s
        for (label, action, hint), width in zip(specs, widths, strict=True):
            x -= width
            button = Button(
                Rect(x, bar.bottom + 7 * s, width - 8 * s, bar.height - 14 * s),
                label,
                action=action,
                hint=hint,
            )
            if action == self.undo:
                button.enabled = self.undo_refusal() is None
                self._undo_button = button
            button.paint(canvas, sizes)
            controls.append(button)
        self.seat_markers = []
        if in_bar:
            self._paint_seats(canvas, strip)
        elif log.width > 0:
            canvas.rect(log, Palette.PANEL)
        if not in_bar and not self.table_lists_seats() and log.width > 0:
            heights = self._stacked_seat_heights(log.width - 16 * s)
            seats, log = log.split_top(sum(heights) + 4 * s * (len(heights) - 1) + 12 * s)
            self._paint_seats(canvas, seats.inset(8 * s, 6 * s), stacked=heights)
            if self.log_open:
                canvas.rect(
                    Rect(log.left + 10 * s, log.top - 1, log.width - 20 * s, 2),
                    Palette.PANEL_EDGE,
                )
        if self.log_open:
            self._paint_log(canvas, log)
        self._paint_prompt(canvas, prompt)
        self._banner = banner_text(self.match)
        paint_banner(canvas, table_area, sizes, self._banner)
        if self.overlay == "rules":
            controls = paint_rules(
                over,
                self.bounds,
                sizes,
                self.title,
                localized_text(self.package, "RULES.md", fallback=self.info.rules),
                self.toggle_rules,
            )
        elif self.overlay == "menu":
            controls = paint_menu(
                over, self.bounds, sizes, self.undo_refusal() is None, self._menu_actions()
            )
        elif self.overlay == "end" and self.match.result is not None:
            controls = paint_end(
                over,
                self.bounds,
                sizes,
                self.match.result,
                self.match.names,
                {
                    "again": self.ask_play_again,
                    "close": self.close_overlay,
                    "quit": self.save_and_quit,
                },
                label=lambda key: translate(self.package, key),
                ranking=ranking_of(self.info),
                note=self._end_note(),
                counted=self.counted,
                picture=self.end_picture(),
                tiebreak=translate(self.package, self.info.tiebreak) if self.info.tiebreak else "",
            )
        elif self.overlay == "again":
            controls = paint_play_again(over, self.bounds, sizes, self.play_again, self.back_to_end)
        elif self.overlay == "restart":
            controls = paint_restart(over, self.bounds, sizes, self.restart, self.open_menu)
        # a rebuild keeps the focus where the arrows put it; a newly opened overlay starts at its top
        self.focus.set(controls, keep_focus=self.overlay in (None, self._focus_overlay))
        self._focus_overlay = self.overlay
        self.focus.show_focus = self.overlay is not None

    def _stacked_seat_heights(self, width: float) -> list[float]:
        """The height of each seat's row in the side panel: a line, or two for a long name."""
        sizes = self.sizes
        s = sizes.scale
        line = sizes.line(sizes.small)
        return [
            min(2, Canvas.lines_needed(label, sizes.small, width - 30 * s, bold=True)) * line
            + 4 * s
            for label in self._seat_labels()
        ]

    def _paint_seats(
        self, canvas: Canvas, area: Rect, *, stacked: list[float] | None = None
    ) -> None:
        """A tab per seat, side by side in the bar (or one under the other in the side panel,
        ``stacked`` giving each row's height): its marker, its name, and a frame around the seat
        to act."""
        sizes = self.sizes
        s = sizes.scale
        labels = self._seat_labels()
        if area.width <= 0:
            return
        if stacked:
            cells, top = [], area.top
            for height in stacked:
                cells.append(Rect(area.left, top - height, area.width, height))
                top -= height + 4 * s
        else:
            cells = [
                Rect(cell.left, cell.bottom + 8 * s, cell.width - 6 * s, cell.height - 16 * s)
                for cell in area.columns(len(labels))
            ]
        to_act = self.match.to_act
        self.seat_markers = []
        for seat, (label, cell) in enumerate(zip(labels, cells, strict=True)):
            if seat == to_act:
                canvas.rect(
                    cell,
                    Palette.PANEL_LIGHT,
                    border=seat_color(seat),
                    border_width=2,
                    chamfer=5 * s,
                )
            marker = min(7 * s, cell.height * 0.32)
            canvas.marker(
                seat_shape(seat), cell.left + 14 * s, cell.center_y, marker, seat_color(seat)
            )
            self.seat_markers.append(
                Rect(cell.left + 14 * s - 9 * s, cell.center_y - 9 * s, 18 * s, 18 * s)
            )
            canvas.fitted_text(
                label,
                Rect(cell.left + 26 * s, cell.bottom, cell.width - 30 * s, cell.height),
                sizes.small,
                Palette.TEXT if seat == to_act else Palette.TEXT_MUTED,
                align="left",
                bold=seat == to_act,
                lines=2,
            )

    def _paint_log(self, canvas: Canvas, area: Rect) -> None:
        sizes = self.sizes
        s = sizes.scale
        heading = max(40 * s, sizes.line(sizes.body) + 8 * s)
        canvas.text(
            _("Log"),
            area.left + 14 * s,
            area.top - heading / 2,
            sizes.body,
            Palette.TEXT_MUTED,
            anchor_y="center",
            bold=True,
        )
        lines = self.match.log_lines(self._viewer)
        if self.in_order.held:  # the table has not shown these yet
            lines = lines[: max(0, len(lines) - len(self.in_order.held))]
        self._log_shown = 0
        y = area.bottom + 10 * s
        width = area.width - 28 * s
        top = area.top - heading
        for line in reversed(lines[-LOG_ON_SCREEN:]):
            label = canvas.text(
                line,
                area.left + 14 * s,
                y,
                sizes.small,
                Palette.TEXT,
                anchor_y="bottom",
                width=width,
                multiline=True,
            )
            if y + label.content_height > top:
                label.text = ""
                break
            self._log_shown += 1
            y += label.content_height + 5 * s

    def prompt_text(self, most: int = 5, variant: int = 0) -> str:
        """The prompt as readable text: keys by their names, without the caps' markup."""
        return plain(self.prompt_marked(most, variant))

    def prompt_marked(self, most: int = 5, variant: int = 0) -> str:
        """What the seat to act is asked, or who is thinking, with its keys marked for caps
        (:mod:`tabletop_core.keys`); a table's own prompt if it has one (its ``variant``-th
        wording, when it offers several, longest first), else up to ``most`` of the legal
        moves described."""
        match = self.match
        to_act = match.to_act
        if to_act is None:
            result = match.result
            from tabletop_core.render.end_screen import winners_line

            return (
                _("The game is over. {winners}").format(
                    winners=escape(winners_line(result, match.names))
                )
                if result
                else _("The game is over.")
            )
        name = escape(match.names[to_act])
        if self.in_order.held:  # the table is still showing the last move
            return _("Watch the table…")
        if match.is_bot(to_act):
            return _("{name} (bot) is thinking…").format(name=name)
        aside = self._overlay_prompt()
        if aside:
            return aside
        custom = getattr(self.table, "prompt", None)
        if callable(custom):
            text = self._guard(custom)
            if text and not isinstance(text, str):
                wordings = list(text)
                text = wordings[min(variant, len(wordings) - 1)] if wordings else ""
            if text:
                return _("{name}: {prompt}").format(name=name, prompt=text)
            if _has_own_prompt(self.table):  # a table that asks on the table: no list of moves
                return _("{name}, your turn: choose on the table.").format(name=name)
        return _("{name}, your turn: {choices}").format(name=name, choices=self._choices_text(most))

    def _overlay_prompt(self) -> str:
        """What the open overlay is for and the way back (the moves wait behind it)."""
        if self.overlay == "rules":
            return _("Reading the rules: F1 or Esc goes back to the game.")
        if self.overlay == "menu":
            return _("The game is paused: Esc goes back to it.")
        if self.overlay == "again":
            return _("Play again? Esc keeps this result.")
        if self.overlay == "restart":
            return _("Restart this match? Esc keeps playing.")
        return ""

    def _choices_text(self, most: int = 5) -> str:
        legal = self.match.legal_actions()
        if not legal:
            return _("nothing to do")
        if supports(self.match.game, "describe_action"):
            view = self.match.view(self._viewer)
            words = []
            for action in legal[:most]:
                try:
                    said = self.match.game.describe_action(view, action, self.match.names)
                    words.append(escape(said))
                except Exception:
                    words.append(type(action).__name__.lower())
            more = (
                _(" (or {count} more)").format(count=len(legal) - most) if len(legal) > most else ""
            )
            return " · ".join(words) + more
        kinds: dict[str, int] = {}
        for action in legal:
            kinds[type(action).__name__] = kinds.get(type(action).__name__, 0) + 1
        return _(" or ").join(f"{kind.lower()} ({count})" for kind, count in kinds.items())

    def _paint_prompt(self, canvas: Canvas, area: Rect) -> None:
        sizes = self.sizes
        s = sizes.scale
        canvas.rect(area, Palette.PANEL)
        to_act = self.match.to_act
        if to_act is not None:
            canvas.rect(Rect(area.left, area.top - 3 * s, area.width, 3 * s), seat_color(to_act))
            canvas.marker(
                seat_shape(to_act), area.left + 28 * s, area.center_y, 12 * s, seat_color(to_act)
            )
        text_area = Rect(area.left + 52 * s, area.bottom, area.width - 70 * s, area.height)
        hint, hint_lines = fit_hint(self._hint_wordings, text_area.width, sizes.small)
        if hint and hint_lines > 1:  # a long hint (a reason) takes the bar until the next action
            canvas.fitted_text(
                hint, text_area, sizes.small, Palette.ACCENT, align="left", lines=hint_lines
            )
        elif hint:
            top, bottom = text_area.rows(2)
            paint_marked(canvas, self._prompt_within(top.width, 1), top, sizes.body,
                         Palette.TEXT, bold=True)  # fmt: skip
            canvas.fitted_text(hint, bottom, sizes.small, Palette.ACCENT, align="left")
        else:
            paint_marked(canvas, self._prompt_within(text_area.width, 2), text_area, sizes.body,
                         Palette.TEXT, bold=True, lines=2)  # fmt: skip

    def _prompt_within(self, width: float, lines: int) -> str:
        """The prompt (marked) in the wording that fits on ``lines`` lines of ``width`` pixels,
        its key caps measured as drawn: a table's shorter wording, or fewer of the moves
        listed, rather than a cut sentence."""
        sizes = self.sizes

        def fits(text: str) -> bool:
            return marked_lines(text, sizes.body, width, bold=True) <= lines

        text = self.prompt_marked()
        variant = 0
        while not fits(text) and self.prompt_marked(variant=variant + 1) != text:
            variant += 1
            text = self.prompt_marked(variant=variant)
        most = 5
        while most > 1 and not fits(text):
            most -= 1
            text = self.prompt_marked(most, variant)
        return text

    # -- drawing and time --------------------------------------------------------------------

    def on_draw(self) -> None:
        if self.failed:
            return
        if self._dirty:
            self._guard(self.rebuild_now)  # the prompt asks the rules for the legal moves
            if self.failed:
                return
        self.window.clear(color=Palette.TABLE)
        if self.overlay != "curtain" and self.table is not None:
            _bar, table_rect, _log, _prompt = self.layout()
            self._guard(self.table.draw, table_rect)
        self.canvas.draw()
        if self.overlay is None and not self.log_open and self.table is not None:
            below = 2 * self.sizes.line(self.sizes.small) + 14 * self.sizes.scale
            self.toast.draw(
                table_rect,
                self.sizes,
                self.settings.reduced_motion,
                below if self._banner else 0,
                keep_clear=self.table.notices(),  # the table's own banner is never covered
            )
        self.overlay_canvas.draw()
        self.draw_dynamic()
        if self.debug is not None:
            self.debug.draw()

    def draw_dynamic(self) -> None:
        super().draw_dynamic()
        control, progress = self.hold_progress()
        if control is not None and progress > 0:
            r = control.rect.inset(3 * self.sizes.scale)
            band = max(4.0, r.height * 0.18)
            arcade.draw_lrbt_rectangle_filled(
                r.left, r.left + r.width * progress, r.bottom, r.bottom + band, Palette.ACCENT
            )

    def on_update(self, delta_time: float) -> None:
        if self.failed or self.table is None:
            return
        self._tick_gate(delta_time)
        if self._hint_left is not None:
            self._hint_left -= delta_time
            if self._hint_left <= 0:
                self.say("")
        self._guard(self.table.on_update, delta_time)
        self._tell_in_order(delta_time)
        self._open_end_when_still(delta_time)
        if self.overlay == "end" and self.counted < 1:
            self.counted = min(1.0, self.counted + delta_time / COUNT_UP)
            self.refresh()
        if self.debug is not None:
            self.debug.update()
        match = self.match
        if banner_text(match) != self._banner:
            self.refresh()
        held = (self.debug is not None and self.debug.holds_bots) or match.read_only is not None
        if held or self.overlay is not None or match.is_over or not match.is_bot(match.to_act):
            self._bot_wait = 0.0
            return
        if self.thinker.pending:
            self.step_bot()
            return
        if self._table_busy(delta_time):
            return
        self._bot_wait += delta_time
        if self._bot_wait >= self._bot_pause():
            self._bot_wait = 0.0
            self.step_bot()

    def _bot_pause(self) -> float:
        """The pause before the next bot move: the setting, or what the table makes of it
        (``GameTable.bot_pause``: shorter for a move nobody sees)."""
        standard = self.settings.bot_pacing
        pause = getattr(self.table, "bot_pause", None)
        if not callable(pause):
            return standard
        chosen = self._guard(pause, standard)
        return standard if chosen is None else min(standard, max(0.0, float(chosen)))

    def needs_frame(self) -> bool:
        """Also while the table animates, a bot thinks or the debug overlay shows."""
        if self._dirty or self.thinker.pending or self.debug is not None and self.debug.visible:
            return True
        toast = self.toast.showing or self.toast.rect is not None  # just gone: one more frame
        if self.in_order.held or (toast and self.overlay is None and not self.log_open):
            return True
        return (
            self.table is not None
            and not self.failed
            and bool(self._guard(lambda: self.table.busy))
        )

    def _table_busy(self, delta_time: float, hold: float = MAX_BOT_HOLD) -> bool:
        """Whether the table is still animating; bots wait for it, but never for more than
        ``hold`` seconds in a row (a table stuck busy must not stop the game); events the table
        has not shown yet (:attr:`in_order`) count as busy."""
        busy = bool(self._guard(lambda: self.table.busy)) or bool(self.in_order.held)
        self._busy_for = self._busy_for + delta_time if busy else 0.0
        return busy and self._busy_for < hold

    def step_bot(self) -> list[Event]:
        """Play the next bot move, or poll the bot thinking about it in the background."""
        try:
            events = self.thinker.step(self.match)
            if events is None:
                return []
        except Exception as error:
            self.failed = True
            reason = str(error).splitlines()[0] if str(error) else type(error).__name__
            self.shell.show_error(
                _("A bot could not move"),
                _("{reason}\n\n{saved}").format(reason=reason, saved=close_and_tell(self.match)),
            )
            return []
        self._after_action(events)
        return events

    # -- input ------------------------------------------------------------------------------

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> None:
        if self.failed:
            return
        if self.guarded:  # a button of a guarded overlay is held, not clicked
            self.gate.press(POINTER, (x, y))
            self.refresh()
            return
        self.gate.press(POINTER)
        if self.debug is not None and self.debug.on_mouse_press(x, y):
            self.refresh()
            return
        undo = self._undo_button
        if self.overlay is None and undo is not None and undo.rect.contains(x, y):
            self.ui_sound("ui_press" if undo.enabled else "ui_refused")
            self.undo()  # also when greyed (the focus ring ignores that): it then says why not
            return
        if self.focus.press(x, y):
            self.refresh()
            return
        if (
            self.overlay is None
            and self.table is not None
            and self._guard(self.table.on_mouse_press, x, y, button, modifiers)
        ):
            self._release_reached(0.0)  # a click may have skipped the animation
            self.refresh()

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> None:
        super().on_mouse_motion(x, y, dx, dy)
        if self.overlay is None and self.table is not None and not self.failed:
            self._guard(self.table.on_mouse_motion, x, y)

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> None:
        if self.debug is not None and self.debug.on_mouse_drag(x, y):
            self.refresh()
            return
        self._to_table("on_mouse_drag", x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> None:
        self.gate.release(POINTER)
        self._to_table("on_mouse_release", x, y, button, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        if self.debug is not None and self.debug.on_mouse_scroll(x, y, scroll_y):
            return
        if self.overlay is not None and self.focus.scroll(x, y, scroll_y):
            self.refresh()  # the rules page scrolls under the wheel
            return
        self._to_table("on_mouse_scroll", x, y, scroll_x, scroll_y)

    def _to_table(self, handler: str, *args: Any) -> None:
        """Pass an input event to the table while it shows (no overlay, no failure)."""
        if self.failed or self.overlay is not None or self.table is None:
            return
        if self._guard(getattr(self.table, handler), *args):
            self.refresh()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        key = arcade.key
        if self.failed:
            return
        if self.guarded and symbol != key.F12:  # F12 shows nothing secret
            if self.gate.press(symbol) and symbol in FOCUS_KEYS:
                self.gate.cancel()  # moving the focus confirms nothing: it needs no hold
                if self.focus.key(symbol):
                    self.refresh()
            elif self.gate.holding is not None:
                self.refresh()  # the button starts to fill
            return
        self.gate.press(symbol)
        self._key(symbol, modifiers)

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        if self.gate.holding == symbol:
            self.refresh()  # let go too soon: the button empties
        self.gate.release(symbol)

    def _tick_gate(self, delta_time: float) -> None:
        """Each frame: the hold on a guarded overlay grows, and once long enough it confirms
        (the key's own meaning there, or the button the pointer holds)."""
        if not self.guarded:
            return
        confirmed = self.gate.tick(delta_time)
        if self.gate.holding is not None:
            self.refresh()  # the filling bar
        if confirmed is not None and self._dirty:
            self._guard(self.rebuild_now)  # the overlay's buttons, as the next frame shows them
        if confirmed == POINTER and self.gate.where is not None:
            if self.focus.press(*self.gate.where):
                self.refresh()
        elif confirmed is not None:
            self._key(confirmed, 0)

    def hold_progress(self) -> tuple[Control | None, float]:
        """The control a hold will confirm and how far the hold is (0 to 1)."""
        gate = self.gate
        if not self.guarded or gate.holding is None:
            return None, 0.0
        if gate.holding == POINTER:
            where = gate.where
            control = None if where is None else self.focus.at(*where)
        else:
            control = self.focus.focused
        return control, gate.progress

    def _key(self, symbol: int, modifiers: int) -> None:
        """What a key does once it counts (at once, or after its hold on a guarded overlay)."""
        key = arcade.key
        if symbol == key.F12 and self.debug is not None:
            self.debug.toggle()
        elif symbol == key.F1 and self.overlay != "curtain":
            self.toggle_rules()
        elif symbol == key.ESCAPE:
            if self.overlay == "again":
                self.back_to_end()
            elif self.overlay == "restart":
                self.open_menu()
            elif self.overlay in ("menu", "rules", "end"):
                self.close_overlay()
            elif self.overlay is None and self.match.is_over:
                self._end_due = False
                self.overlay = "end"
                self.refresh()
            elif self.overlay is None:
                self.open_menu()
        elif self.overlay is None and symbol == key.U:
            self.undo()
        elif self.overlay is None and symbol == key.F2:
            self.toggle_log()
        elif (
            (
                self.overlay is None
                and self.table is not None
                and self._guard(self.table.on_key_press, symbol, modifiers)
            )
            or self.overlay is not None
            and self.focus.key(symbol)
        ):
            self._release_reached(0.0)  # a key may have skipped the animation (Space)
            self.refresh()

    # -- frame actions -------------------------------------------------------------------------

    def reveal(self) -> None:
        self.overlay = None
        self.curtain_for = None
        self.refresh()

    def open_menu(self) -> None:
        self.overlay = "menu"
        self.focus.focus = 0
        self.refresh()

    def toggle_log(self) -> None:
        """Open or close the log drawer (the table lays itself out again in its new room)."""
        self.log_open = not self.log_open
        self.toast.clear()
        self.refresh()

    def toggle_rules(self) -> None:
        self.overlay = None if self.overlay == "rules" else "rules"
        self.refresh()

    def close_overlay(self) -> None:
        self.overlay = None
        self.refresh()

    def undo_refusal(self) -> str | None:
        """Why the seat looking may not undo now (the undo policy's words), or None."""
        if self.match.read_only is not None:
            return _("the match is open in another window")
        if self._viewer is None:
            return _("only a person can take back a move")
        return self.match.undo_refusal(self._viewer)

    def undo(self) -> None:
        """Take back the looking seat's last decision, or say in the prompt bar why not."""
        refusal = self.undo_refusal()
        if refusal is not None:
            self.say(_("No undo: {reason}.").format(reason=refusal))
            return
        self.match.undo(self._viewer)
        self.overlay = None
        self._end_seen = False
        self.in_order.flush()
        self.toast.clear()
        self._guard(self.table.on_reset)
        self._place_viewer()
        self.refresh()

    def restart(self) -> None:
        """The same seats, options and seed: the same deal again."""
        self._restart(self.match.seed)

    def play_again(self) -> None:
        """The same seats and options, a new deal."""
        self._restart(None)

    def ask_restart(self) -> None:
        """The menu's Restart this match: asked first, keeping on playing the default."""
        self.overlay = "restart"
        self.refresh()

    def ask_play_again(self) -> None:
        """The end dialog's Play again: asked first, the harmless answer the default."""
        self.overlay = "again"
        self.refresh()

    def back_to_end(self) -> None:
        self.overlay = "end"
        self.refresh()

    def _restart(self, seed: int | None) -> None:
        """A new match of the same seats and options; the one left unfinished is kept, marked
        abandoned (the lobby lists it with the finished ones, apart from those to go on with)."""
        match = self.match
        new = self.shell.new_match(
            match.game.info.id, list(match.seats), seed, match.options, practice=match.practice
        )
        error = match.save_and_close()
        if error is None and match.read_only is None and not match.is_over:
            from tabletop_core.storage import abandon

            abandon(match.autosave_path)
        self.replace_match(new)

    def save_and_quit(self) -> None:
        """Back to the games once the match is on disk; if it cannot be written, stay, and say
        why (the banner stays too)."""
        error = self.match.save_and_close()
        if error is not None:
            self.overlay = None
            self.say(save_failed_hint(error))
            return
        self.shell.show_launcher()

    def _menu_actions(self) -> dict[str, Callable[[], None]]:
        return {
            "resume": self.close_overlay,
            "undo": self.undo,
            "restart": self.ask_restart,
            "rules": self.toggle_rules,
            "settings": self.open_settings,
            "quit": self.save_and_quit,
        }

    def open_settings(self) -> None:
        """The settings screen; its Back returns here (with the menu still open)."""
        self.shell.show_settings(back=self)

    def on_show_view(self) -> None:
        super().on_show_view()
        if self.table is not None:
            self._guard(self.table.on_reset)  # text size or contrast may have changed meanwhile
