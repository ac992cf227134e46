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
from tabletop_core.render.theme import Palette, scale_for, seat_color, seat_shape
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
        sizes = scale_for(rect.width / 0.75, rect.height / 0.86)
        s = sizes.scale
        canvas = self.canvas
        seats_area, pond_area = rect.inset(16 * s).split_bottom(rect.height * 0.42)
        pond_box = pond_area.inset(0, 8 * s)
        canvas.rect(pond_box, (28, 74, 92, 255), border=(70, 130, 150, 255), chamfer=18 * s)
        title = "The pond" + (f"  ·  {len(view.deck)} fish still in the deck" if view.deck else "")
        canvas.text(
            title,
            pond_box.left + 18 * s,
            pond_box.top - 22 * s,
            sizes.body,
            Palette.TEXT,
            anchor_y="center",
            bold=True,
        )
        deck_width = int(62 * s)
        deck_area, cards_area = pond_box.inset(18 * s, 0).split_right(deck_width + 30 * s)
        Deck(len(view.deck), deck_width).paint(
            canvas, sizes, (deck_area.center_x, cards_area.center_y)
        )
        cards_rect = Rect(
            cards_area.left,
            cards_area.bottom + 64 * s,
            cards_area.width,
            cards_area.height - 128 * s,
        )
        self.pond = RowDisplay([card_of(f) if f else None for f in view.pond.items])
        legal = {take.position for take in self.match.legal_actions()} if self._my_turn() else set()
        selected = self.hover if self.hover in legal else None
        self.pond.paint(canvas, sizes, cards_rect, selected=selected)
        for position, card_rect in enumerate(self.pond.rects):
            fish = view.pond.items[position]
            if fish is None:
                continue
            canvas.text(
                fish.kind,
                card_rect.center_x,
                card_rect.bottom - 12 * s,
                sizes.small,
                Palette.TEXT,
                anchor_x="center",
                anchor_y="center",
            )
            cost = "free" if position == 0 else f"pay {position}"
            canvas.text(
                cost,
                card_rect.center_x,
                card_rect.top + 12 * s,
                sizes.small,
                Palette.ACCENT if position in legal else Palette.TEXT_MUTED,
                anchor_x="center",
                anchor_y="center",
                bold=position in legal,
            )
            tokens = view.pond.tokens[position]
            if tokens:
                paint_pile(
                    canvas,
                    sizes,
                    Rect(card_rect.left, card_rect.bottom - 52 * s, card_rect.width, 28 * s),
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
        s = sizes.scale
        acting = seat == view.turn
        canvas.rect(
            panel,
            Palette.PANEL_LIGHT if acting else Palette.PANEL,
            border=seat_color(seat) if acting else Palette.PANEL_EDGE,
            border_width=3 if acting else 1,
            chamfer=10 * s,
        )
        canvas.marker(
            seat_shape(seat), panel.left + 18 * s, panel.top - 18 * s, 8 * s, seat_color(seat)
        )
        sheet = score_sheet(view, seat)
        canvas.fitted_text(
            f"{self.match.names[seat]}  ·  {sum(sheet.values()):g} points",
            Rect(panel.left + 32 * s, panel.top - 32 * s, panel.width - 40 * s, 28 * s),
            sizes.body,
            Palette.TEXT,
            align="left",
            bold=acting,
        )
        paint_pile(
            canvas,
            sizes,
            Rect(
                panel.left + 12 * s, panel.top - 66 * s, min(panel.width - 24 * s, 150 * s), 26 * s
            ),
            "token",
            view.pebbles[seat],
            PEBBLE,
            max_shown=8,
        )
        catch = view.catches[seat]
        columns = Rect(
            panel.left + 8 * s, panel.bottom + 26 * s, panel.width - 16 * s, panel.height - 100 * s
        )
        card_width = int(min(columns.height * 0.8 / 1.45, columns.width / len(KINDS) * 0.6))
        for kind, column in zip(KINDS, columns.columns(len(KINDS)), strict=True):
            cards = [card_of(f) for f in sorted(catch) if f.kind == kind]
            if cards:
                Pile(cards, card_width, spread=min(9 * s, column.width / (len(cards) + 4))).paint(
                    canvas, (column.center_x, column.center_y), shown=8
                )
            canvas.text(
                f"{kind} ×{len(cards)}",
                column.center_x,
                panel.bottom + 14 * s,
                sizes.small,
                Palette.TEXT_MUTED,
                anchor_x="center",
                anchor_y="center",
            )
        sets = complete_sets(catch)
        if sets:
            canvas.text(
                f"{sets} set{'s' * (sets != 1)}",
                panel.right - 12 * s,
                panel.top - 54 * s,
                sizes.small,
                Palette.ACCENT,
                anchor_x="right",
                anchor_y="center",
                bold=True,
            )

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
