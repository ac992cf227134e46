"""The scaffolded game's table (its view), drawn with the widget kit.

Placeholders (see :mod:`tabletop_core.authoring.scaffold`): ``{{TITLE}}``, ``{{GAME_ID}}``,
``{{PACKAGE}}``, ``{{DIST}}``, ``{{CLASS}}``. The text is checked by ``tests/authoring``: a scaffold
must pass ``ruff check``, its own tests and ``tabletop check``.
"""

FILES: dict[str, str] = {}

FILES["{{PACKAGE}}/view.py"] = '''\
"""The table of {{TITLE}}, drawn with the core's widget kit (this module imports arcade).

The pond is a :class:`RowDisplay` of cards with the pebbles lying on them; below it every seat
has a panel with its pebbles and its catch. Click a fish (or press 1-5) to take it.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.render import GameTable, Rect
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.theme import Palette, seat_color, seat_shape, table_scale, table_sizes
from tabletop_core.render.widgets import Deck, Pile, RowDisplay, paint_pile

from {{PACKAGE}}.pieces import (
    KINDS,
    Fish,
    Take,
)
from {{PACKAGE}}.rules import (
    {{CLASS}}State,
    complete_sets,
    score_sheet,
)

PEBBLE = (176, 186, 199, 255)
NUMBER_KEYS = {getattr(arcade.key, f"KEY_{n + 1}"): n for n in range(5)}


def card_of(fish: Fish) -> tuple[str, int]:
    """A fish as the widget kit's card: its value as the label, its kind as the suit."""
    return (str(fish.value), KINDS.index(fish.kind))


class {{CLASS}}Table(GameTable):
    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.canvas = Canvas()
        self.pond = RowDisplay([])
        self.hover: int | None = None
        self._drawn: Any = None

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, rect: Rect) -> None:
        key = (len(self.match.actions), self.seat, self.match.to_act, rect, self.hover)
        if key != self._drawn:
            self._drawn = key
            self.canvas.clear()
            self._build(rect, self.match.view(self.seat))
        self.canvas.draw()

    def _build(self, rect: Rect, view: {{CLASS}}State) -> None:
        """Rows are sized from the type (``sizes.line``), so every word keeps its room when the
        player sets large text: the pictures shrink instead."""
        sizes = table_sizes(table_scale(rect), body=14, small=11)
        s = sizes.scale
        body, small = sizes.line(sizes.body), sizes.line(sizes.small)
        canvas = self.canvas
        seats_area, pond_area = rect.inset(16 * s).split_bottom(rect.height * 0.42)
        pond_box = pond_area.inset(0, 8 * s)
        canvas.rect(pond_box, (28, 74, 92, 255), border=(70, 130, 150, 255), chamfer=18 * s)
        title_row, pond_inside = pond_box.inset(18 * s, 6 * s).split_top(body)
        title = "The pond" + (f"  ·  {len(view.deck)} fish still in the deck" if view.deck else "")
        canvas.fitted_text(title, title_row, sizes.body, Palette.TEXT, bold=True, align="left")
        deck_width = int(62 * s)
        deck_area, cards_area = pond_inside.split_right(deck_width + 30 * s)
        Deck(len(view.deck), deck_width).paint(
            canvas, sizes, (deck_area.center_x, cards_area.center_y)
        )
        pebbles = max(28 * s, body)
        costs = ["free" if position == 0 else f"pay {position}" for position in range(5)]
        words = [*costs, *KINDS]
        pitch = max(Canvas.measure(w, sizes.small, bold=True) for w in words) + 8 * s
        cards_rect = Rect(
            cards_area.left,
            cards_area.bottom + small + pebbles + 4 * s,
            cards_area.width,
            cards_area.height - 2 * small - pebbles - 8 * s,
        )
        self.pond = RowDisplay([card_of(f) if f else None for f in view.pond.items])
        legal = {take.position for take in self.match.legal_actions()} if self._my_turn() else set()
        selected = self.hover if self.hover in legal else None
        self.pond.paint(canvas, sizes, cards_rect, selected=selected, pitch=pitch)
        rects = self.pond.rects
        slot = rects[1].left - rects[0].left if len(rects) > 1 else cards_area.width
        for position, card_rect in enumerate(rects):
            fish = view.pond.items[position]
            if fish is None:
                continue
            left = card_rect.center_x - slot / 2 + 2 * s
            canvas.fitted_text(
                fish.kind,
                Rect(left, card_rect.bottom - small - 2 * s, slot - 4 * s, small),
                sizes.small,
                Palette.TEXT,
            )
            canvas.fitted_text(
                costs[position],
                Rect(left, card_rect.top + 2 * s, slot - 4 * s, small),
                sizes.small,
                Palette.ACCENT if position in legal else Palette.TEXT_MUTED,
                bold=position in legal,
            )
            tokens = view.pond.tokens[position]
            if tokens:
                paint_pile(
                    canvas,
                    sizes,
                    Rect(card_rect.left, card_rect.bottom - small - pebbles, card_rect.width, pebbles),
                    "token",
                    tokens,
                    PEBBLE,
                    max_shown=6,
                )
        for seat, panel in enumerate(seats_area.columns(view.players, gap=12 * s)):
            self._paint_seat(canvas, sizes, panel, view, seat)

    def _paint_seat(
        self, canvas: Canvas, sizes: Any, panel: Rect, view: {{CLASS}}State, seat: int
    ) -> None:
        """A seat's panel, top to bottom: name and points (on two lines if need be), pebbles and
        sets, the catch by kind, and a count under each kind."""
        s = sizes.scale
        body, small = sizes.line(sizes.body), sizes.line(sizes.small)
        acting = seat == view.turn
        canvas.rect(
            panel,
            Palette.PANEL_LIGHT if acting else Palette.PANEL,
            border=seat_color(seat) if acting else Palette.PANEL_EDGE,
            border_width=3 if acting else 1,
            chamfer=10 * s,
        )
        inside = panel.inset(8 * s, 6 * s)
        sheet = score_sheet(view, seat)
        heading = f"{self.match.names[seat]}  ·  {sum(sheet.values()):g} points"
        name_width = inside.width - 26 * s
        rows = 1 if Canvas.measure(heading, sizes.body, bold=acting) <= name_width else 2
        head, rest = inside.split_top(rows * body)
        canvas.marker(
            seat_shape(seat), head.left + 10 * s, head.top - body / 2, 8 * s, seat_color(seat)
        )
        canvas.fitted_text(
            heading,
            Rect(head.left + 24 * s, head.bottom, name_width, head.height),
            sizes.body,
            Palette.TEXT,
            align="left",
            bold=acting,
            lines=2,
        )
        pebble_row, rest = rest.split_top(max(26 * s, small))
        sets = complete_sets(view.catches[seat])
        sets_text = f"{sets} set{'s' * (sets != 1)}" if sets else ""
        sets_width = Canvas.measure(sets_text, sizes.small, bold=True) + 4 * s if sets else 0
        paint_pile(
            canvas,
            sizes,
            Rect(
                pebble_row.left + 4 * s,
                pebble_row.bottom,
                min(pebble_row.width - sets_width - 8 * s, 150 * s),
                pebble_row.height,
            ),
            "token",
            view.pebbles[seat],
            PEBBLE,
            max_shown=8,
        )
        if sets:
            canvas.fitted_text(
                sets_text,
                Rect(pebble_row.right - sets_width, pebble_row.bottom, sets_width, pebble_row.height),
                sizes.small,
                Palette.ACCENT,
                bold=True,
            )
        catch = view.catches[seat]
        column_width = rest.width / len(KINDS)
        counts = [f"{kind} ×{sum(f.kind == kind for f in catch)}" for kind in KINDS]
        count_rows = 1 if all(Canvas.measure(c, sizes.small) <= column_width for c in counts) else 2
        counts_row, columns = rest.split_bottom(count_rows * small)
        card_width = int(min(columns.height * 0.8 / 1.45, column_width * 0.6))
        for kind, count, column, below in zip(
            KINDS,
            counts,
            columns.columns(len(KINDS)),
            counts_row.columns(len(KINDS)),
            strict=True,
        ):
            cards = [card_of(f) for f in sorted(catch) if f.kind == kind]
            if cards and card_width > 4:
                Pile(cards, card_width, spread=min(9 * s, column.width / (len(cards) + 4))).paint(
                    canvas, (column.center_x, column.center_y), shown=8
                )
            canvas.fitted_text(count, below, sizes.small, Palette.TEXT_MUTED, lines=2)

    # -- input ------------------------------------------------------------------------------

    def _my_turn(self) -> bool:
        to_act = self.match.to_act
        return to_act is not None and to_act == self.seat and not self.match.is_bot(to_act)

    def _take(self, position: int) -> bool:
        if not self._my_turn():
            return False
        self.host.send(Take(position))
        return True

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        position = self.pond.slot_at(x, y)
        return position is not None and self._take(position)

    def on_mouse_motion(self, x: float, y: float) -> None:
        self.hover = self.pond.slot_at(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        position = NUMBER_KEYS.get(symbol)
        return position is not None and self._take(position)

    def on_reset(self) -> None:
        self._drawn = None
        self.hover = None

    def prompt(self) -> str:
        if not self._my_turn():
            return ""
        return "take a fish (click it or press 1-5); each fish you reach past costs a pebble"
'''
