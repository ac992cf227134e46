"""The debug overlay (F12 in ``tabletop dev``, or with the ``debug_overlay`` setting).

A panel over the right of the game host with four tabs:

- **State** — the looking seat's view as a tree; click a row to open or close it;
- **Moves** — the legal actions of the seat to act; clicking one plays it, for a bot seat too;
- **Log** — the log as the looking seat reads it, and a slider to travel to any earlier action
  (bots wait while you are in the past; playing a move there continues the match from that point);
- **Bot** — what the last bot to move considered: ``ISMCTSBot.last_search`` (visits, mean reward).

It shows what the looking seat may know (:mod:`tabletop_core.looking`) and no more: in a game
with hidden information and a person seated, the State tab is that seat's view, the Moves and
Bot tabs only show a seat's own moves, and time travel between several people is refused. It
stays closed behind the pass-the-device curtain. With only bots seated (or nothing hidden)
nobody's secret is at stake, and it shows the full state and every move.

Everything is also reachable from code (``rows()``, ``toggle(path)``, ``moves()``, ``play(i)``,
``travel(n)``, ``searches``), which is how the headless tests drive it.
"""

from __future__ import annotations

import dataclasses
import os
import random
from dataclasses import dataclass
from functools import partial
from typing import Any

from tabletop_core.game import IllegalAction
from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.debug_panes import PANES
from tabletop_core.render.generic_table import action_label
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.buttons import Button

TABS = ("state", "moves", "log", "bot")
ENV = "TABLETOP_DEBUG_OVERLAY"
MAX_CHILDREN = 200


def debug_enabled(settings: Any) -> bool:
    """Whether F12 opens the overlay outside ``tabletop dev``: the setting or the environment."""
    return bool(getattr(settings, "debug_overlay", False) or os.environ.get(ENV))


@dataclass(frozen=True, slots=True)
class TreeRow:
    """One line of the state tree."""

    path: str
    depth: int
    text: str
    expandable: bool
    expanded: bool


def _children(value: Any) -> list[tuple[str, Any]] | None:
    """The named parts of a value, or None for a leaf."""
    if isinstance(value, (str, bytes, int, float, bool, type(None), random.Random)):
        return None
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return None  # a named tuple reads best on one line (a card, a position)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [(f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    if isinstance(value, dict):
        return [(repr(k), v) for k, v in value.items()]
    if isinstance(value, (list, tuple)):
        return [(f"[{i}]", v) for i, v in enumerate(value)]
    if isinstance(value, (set, frozenset)):
        return [(f"<{i}>", v) for i, v in enumerate(sorted(value, key=repr))]
    names: list[str] = []
    for cls in type(value).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    parts = [(n, getattr(value, n)) for n in names if not n.startswith("__") and hasattr(value, n)]
    if hasattr(value, "__dict__"):
        parts.extend((k, v) for k, v in vars(value).items() if not k.startswith("_"))
    return parts or None


def _summary(value: Any, limit: int = 70) -> str:
    if isinstance(value, random.Random):
        return "Random (seeded)"
    kids = _children(value)
    if kids is None:
        text = str(value) if isinstance(value, tuple) and hasattr(value, "_fields") else repr(value)
        return text if len(text) <= limit else text[: limit - 1] + "…"
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        inner = repr(value)
        if len(inner) <= 40:
            return inner
        return f"{type(value).__name__} of {len(kids)}"
    return f"{type(value).__name__}"


def tree_rows(
    value: Any, expanded: set[str], path: str = "state", name: str = "state", depth: int = 0
) -> list[TreeRow]:
    """The visible rows of ``value``'s tree, given which paths are open."""
    kids = _children(value)
    is_open = kids is not None and path in expanded
    rows = [TreeRow(path, depth, f"{name}: {_summary(value)}", kids is not None, is_open)]
    if is_open and kids is not None:
        for child_name, child in kids[:MAX_CHILDREN]:
            rows.extend(tree_rows(child, expanded, f"{path}.{child_name}", child_name, depth + 1))
        if len(kids) > MAX_CHILDREN:
            rows.append(
                TreeRow(f"{path}.…", depth + 1, f"… {len(kids) - MAX_CHILDREN} more", False, False)
            )
    return rows


class DebugOverlay:
    """The overlay of one game host (see the module docstring)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self.visible = False
        self.tab = "state"
        self.expanded: set[str] = {"state"}
        self.scroll = 0
        self.canvas = Canvas()
        self.message = ""
        self.notice = ""
        """Why F12 was refused (shown as a note until the overlay may open)."""
        self._notice_canvas = Canvas()
        self._notice_key: Any = None
        self.present: Any = None
        """The match as it stands now, while the host shows an earlier point of it."""
        self.past: Any = None
        self.searches: dict[int, tuple[int, list[tuple[str, int, float]], int]] = {}
        """Per action number: (seat, [(action, visits, mean reward)], iterations) of each bot
        decision seen, the actions described in the position the bot saw."""
        self._key: Any = None
        self._seen_actions = 0
        self._before: tuple[int, Any] | None = None
        self._travel_point = -1
        self._row_rects: list[tuple[Rect, str]] = []
        self._buttons: list[Button] = []
        self.slider = Rect(0, 0, 0, 0)

    # -- what the host calls -------------------------------------------------------------------

    @property
    def holds_bots(self) -> bool:
        """Bots wait while the host shows the past."""
        return self.present is not None

    def toggle(self) -> None:
        reason = self.refusal()
        if reason is not None:
            self.visible, self.notice = False, reason
            return
        self.visible = not self.visible
        self.notice = ""
        self._key = None

    @property
    def sees_all(self) -> bool:
        """Whether nobody's secret is at stake: only bots are seated, or nothing is hidden."""
        return not self.host.humans or not self.host.info.hidden_information

    def refusal(self) -> str | None:
        """Why the overlay may not open now, or None."""
        if self.host.overlay == "curtain":
            return _("No debug overlay behind the curtain: the next person's secrets would show.")
        return None

    def hides_seat(self, seat: int | None) -> bool:
        """Whether what ``seat`` holds is hidden from the looking seat."""
        return not self.sees_all and seat != self.host.viewer

    def update(self) -> None:
        """Notice new actions: remember what each bot considered, end time travel on a branch."""
        match = self.host.match
        if self.past is not None and match is not self.past:
            self.present = self.past = None
        if self.past is not None and len(match.actions) != self._travel_point:
            match.autosave = self.present.autosave
            self.present = self.past = None  # a move in the past: the match goes on from there
        count = len(match.actions)
        if count == self._seen_actions + 1 and match.actions:
            seat = match.actions[-1][0]
            bot = match.bots.get(seat) if match.is_bot(seat) else None
            lines = getattr(bot, "last_search", None)
            if lines:
                self.searches[count] = (
                    seat,
                    self._labelled(lines),
                    getattr(bot, "last_iterations", 0),
                )
        elif count < self._seen_actions and self.present is None:
            self.searches = {k: v for k, v in self.searches.items() if k <= count}
        self._seen_actions = count
        seat = match.to_act
        if match.is_bot(seat) and (self._before is None or self._before[0] != count):
            self._before = (count, match.view(seat))

    def _labelled(self, lines: list[Any]) -> list[tuple[str, int, float]]:
        """Search lines with readable actions, described in the position the bot saw."""
        match = self.host.match
        view = (
            self._before[1] if self._before and self._before[0] == len(match.actions) - 1 else None
        )
        labelled = []
        for line in lines:
            try:
                label = action_label(match.game, view, line.action, match.names)
            except Exception:
                label = repr(line.action)
            labelled.append((label, line.visits, line.mean_reward))
        return labelled

    def draw(self) -> None:
        reason = self.refusal()
        if reason is not None and self.visible:
            self.visible, self.notice = False, reason
        if reason is None:
            self.notice = ""
        if self.notice:
            self._draw_notice()
        if not self.visible:
            return
        self.update()
        key = (
            self.tab,
            id(self.host.match),
            len(self.host.match.actions),
            self.host.match.to_act,
            frozenset(self.expanded),
            self.scroll,
            self.message,
            self.present is not None,
            self.host.window.width,
            self.host.window.height,
        )
        if key != self._key:
            self._key = key
            self.canvas.clear()
            self._build()
        self.canvas.draw()

    def _draw_notice(self) -> None:
        key = (self.notice, self.host.window.width, self.host.window.height)
        if key != self._notice_key:
            self._notice_key = key
            canvas, sizes = self._notice_canvas, self.host.sizes
            canvas.clear()
            s = sizes.scale
            bounds = self.host.bounds
            note = Rect(bounds.left + 20 * s, bounds.bottom + 20 * s, bounds.width - 40 * s, 34 * s)
            canvas.rect(note, (16, 22, 34, 240), border=Palette.ACCENT, border_width=2)
            canvas.fitted_text(self.notice, note.inset(10 * s, 4 * s), sizes.small, Palette.TEXT)
        self._notice_canvas.draw()

    def on_mouse_press(self, x: float, y: float) -> bool:
        if not self.visible or not self.area().contains(x, y):
            return False
        for button in self._buttons:
            if button.rect.contains(x, y):
                button.activate()
                self._key = None
                return True
        if self.tab == "log" and self.slider.inset(-4, -8).contains(x, y):
            self._slide_to(x)
            return True
        if self.tab == "state":
            for rect, path in self._row_rects:
                if rect.contains(x, y):
                    self.toggle_path(path)
                    return True
        return True  # the panel swallows clicks so they do not reach the table below

    def on_mouse_drag(self, x: float, y: float) -> bool:
        if self.visible and self.tab == "log" and self.slider.inset(-4, -12).contains(x, y):
            self._slide_to(x)
            return True
        return False

    def on_mouse_scroll(self, x: float, y: float, scroll_y: float) -> bool:
        if not self.visible or not self.area().contains(x, y):
            return False
        self.scroll = max(0, self.scroll - int(scroll_y) * 3)
        return True

    # -- what the tabs do (also the API the tests use) -------------------------------------------

    def show(self, tab: str) -> None:
        if tab not in TABS:
            raise ValueError(f"no tab {tab!r} (tabs: {', '.join(TABS)})")
        self.tab, self.scroll, self.visible = tab, 0, True
        self._key = None

    def shown_state(self) -> Any:
        """What the State tab shows: the looking seat's view (the full state when nobody's
        secret is at stake)."""
        match = self.host.match
        return match.state if self.sees_all else match.view(self.host.viewer)

    def rows(self) -> list[TreeRow]:
        return tree_rows(self.shown_state(), self.expanded)

    def toggle_path(self, path: str) -> None:
        if path in self.expanded:
            self.expanded = {p for p in self.expanded if p != path and not p.startswith(path + ".")}
        else:
            self.expanded.add(path)

    def moves(self) -> list[tuple[str, Any]]:
        match = self.host.match
        seat = match.to_act
        if seat is None or self.hides_seat(seat):
            return []
        view = match.view(seat)
        return [(action_label(match.game, view, a, match.names), a) for a in match.legal_actions()]

    def play(self, index: int) -> None:
        """Play the ``index``-th legal action for the seat to act (bots included)."""
        _label, action = self.moves()[index]
        try:
            self.host.act_for_seat_to_act(action)
        except IllegalAction as error:
            self.message = f"Refused: {error}"
        else:
            self.message = ""
        self.update()

    @property
    def position(self) -> int:
        return len(self.host.match.actions)

    @property
    def length(self) -> int:
        return len((self.present or self.host.match).actions)

    def travel(self, position: int) -> None:
        """Show the match after its first ``position`` actions (the end returns to now)."""
        from tabletop_core.match import Match

        if not self.sees_all and len(self.host.humans) > 1:
            self.message = _("No time travel between several people: another's secrets would show.")
            return
        present = self.present or self.host.match
        position = max(0, min(position, len(present.actions)))
        if position == len(present.actions):
            if self.present is not None:
                self.present = self.past = None
                self.host.replace_match(present)
            return
        replay = present.to_replay()
        past = Match.from_replay(
            replay, present.game, bots=present.bots, upto=position, match_id=present.match_id
        )
        past.autosave = False  # the past must not overwrite the autosave of the present
        self.present, self.past = present, past
        self._travel_point = position
        self.host.replace_match(past)
        self._seen_actions = position

    def back_to_now(self) -> None:
        self.travel(self.length)

    def search_shown(self) -> tuple[int, int, list[Any], int] | None:
        """(action number, seat, lines, iterations) of the last bot decision up to now."""
        numbers = [n for n in self.searches if n <= self.position]
        if not numbers:
            return None
        number = max(numbers)
        seat, lines, iterations = self.searches[number]
        if self.hides_seat(seat):
            return None
        return number, seat, lines, iterations

    # -- painting --------------------------------------------------------------------------------

    def area(self) -> Rect:
        _bar, table, log, _prompt = self.host.layout()
        width = (table.width + log.width) * 0.55
        return Rect(log.right - width, table.bottom, width, table.height)

    def _build(self) -> None:
        canvas = self.canvas
        sizes = self.host.sizes
        s = sizes.scale
        area = self.area()
        canvas.rect(area, (16, 22, 34, 240), border=Palette.ACCENT, border_width=2)
        tabs_row, body = area.inset(10 * s).split_top(34 * s)
        self._buttons = []
        for tab, rect in zip(TABS, tabs_row.columns(len(TABS), gap=6 * s), strict=True):
            button = Button(rect, tab.capitalize(), action=partial(self.show, tab))
            button.primary = tab == self.tab
            button.paint(canvas, sizes)
            self._buttons.append(button)
        body = Rect(body.left, body.bottom, body.width, body.height - 8 * s)
        if self.message:
            note, body = body.split_bottom(24 * s)
            canvas.fitted_text(self.message, note, sizes.small, Palette.ACCENT, align="left")
        PANES[self.tab](self, canvas, body)

    def _slide_to(self, x: float) -> None:
        total = self.length
        if self.slider.width <= 0:
            return
        fraction = min(1.0, max(0.0, (x - self.slider.left) / self.slider.width))
        self.travel(round(fraction * total))
        self._key = None
