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

from tabletop_core.i18n import translator
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

_, ngettext = translator("{{PACKAGE}}")

PEBBLE = (176, 186, 199, 255)
KIND_COLOURS = ((230, 160, 20, 255), (80, 170, 230, 255), (20, 150, 110, 255))
"""The edge of an empty place in a catch, in the colour of the kind's cards."""
NUMBER_KEYS = {getattr(arcade.key, f"KEY_{n + 1}"): n for n in range(5)}


def points_text(points: float) -> str:
    return ngettext("{points} point", "{points} points", int(points)).format(points=f"{points:g}")


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
        seats_height = min(
            rect.height * 0.55, max(rect.height * 0.4, view.players * (body + 8 * s))
        )
        seats_area, pond_area = rect.inset(16 * s).split_bottom(seats_height)
        pond_box = pond_area.inset(0, 8 * s)
        canvas.rect(pond_box, (28, 74, 92, 255), border=(70, 130, 150, 255), chamfer=18 * s)
        title_row, pond_inside = pond_box.inset(18 * s, 6 * s).split_top(body)
        title = _("The pond")
        if view.deck:
            title = ngettext(
                "The pond  ·  {count} fish still in the deck",
                "The pond  ·  {count} fish still in the deck",
                len(view.deck),
            ).format(count=len(view.deck))
        canvas.fitted_text(title, title_row, sizes.body, Palette.TEXT, bold=True, align="left")
        deck_width = int(62 * s)
        deck_area, cards_area = pond_inside.split_right(deck_width + 30 * s)
        Deck(len(view.deck), deck_width).paint(
            canvas, sizes, (deck_area.center_x, cards_area.center_y)
        )
        pebbles = max(28 * s, body)
        costs = [_("free")] + [_("pay {cost}").format(cost=p) for p in range(1, 5)]
        words = [*costs, *(_(kind) for kind in KINDS)]
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
                _(fish.kind),
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
                    Rect(
                        card_rect.left, card_rect.bottom - small - pebbles, card_rect.width, pebbles
                    ),
                    "token",
                    tokens,
                    PEBBLE,
                    max_shown=6,
                )
        rows = seats_area.rows(view.players, gap=4 * s)
        columns = self._seat_columns(sizes, view)
        for seat, row in enumerate(rows):
            self._paint_seat(canvas, sizes, row, columns, view, seat)

    def _seat_columns(self, sizes: Any, view: {{CLASS}}State) -> tuple[float, float]:
        """(name, points) column widths: as wide as the longest name and score, so each seat's
        row lines up with the others' at every text size and in every language."""
        s = sizes.scale
        name = max(Canvas.measure(n, sizes.body, bold=True) for n in self.match.names)
        points = max(
            Canvas.measure(points_text(sum(score_sheet(view, seat).values())), sizes.body)
            for seat in range(view.players)
        )
        return name + 30 * s, points + 12 * s

    def _paint_seat(
        self,
        canvas: Canvas,
        sizes: Any,
        row: Rect,
        columns: tuple[float, float],
        view: {{CLASS}}State,
        seat: int,
    ) -> None:
        """A seat's row, left to right: name, points, pebbles and sets, then the catch by kind
        (a count, and the cards when the row has room for them)."""
        s = sizes.scale
        acting = seat == view.turn
        canvas.rect(
            row,
            Palette.PANEL_LIGHT if acting else Palette.PANEL,
            border=seat_color(seat) if acting else Palette.PANEL_EDGE,
            border_width=3 if acting else 1,
            chamfer=6 * s,
        )
        inside = row.inset(8 * s, 2 * s)
        name_width, points_width = columns
        canvas.marker(
            seat_shape(seat), inside.left + 8 * s, inside.center_y, 7 * s, seat_color(seat)
        )
        left = inside.left + 22 * s
        canvas.fitted_text(
            self.match.names[seat],
            Rect(left, inside.bottom, name_width - 22 * s, inside.height),
            sizes.body,
            Palette.TEXT,
            align="left",
            bold=acting,
        )
        left = inside.left + name_width
        points = sum(score_sheet(view, seat).values())
        canvas.fitted_text(
            points_text(points),
            Rect(left, inside.bottom, points_width, inside.height),
            sizes.body,
            Palette.TEXT,
            align="left",
        )
        left += points_width
        pebble_height = min(inside.height, 30 * s)
        pebbles_width = 5 * pebble_height * 0.45 + Canvas.measure("×99", sizes.body, bold=True)
        paint_pile(
            canvas,
            sizes,
            Rect(left, inside.center_y - pebble_height / 2, pebbles_width + 12 * s, pebble_height),
            "token",
            view.pebbles[seat],
            PEBBLE,
            max_shown=5,
            count_at="after",
        )
        left += pebbles_width + 22 * s
        sets = complete_sets(view.catches[seat])
        if sets:
            sets_text = ngettext("{count} set", "{count} sets", sets).format(count=sets)
            width = Canvas.measure(sets_text, sizes.small, bold=True) + 8 * s
            canvas.fitted_text(
                sets_text,
                Rect(left, inside.bottom, width, inside.height),
                sizes.small,
                Palette.ACCENT,
                bold=True,
                align="left",
            )
        widest = ngettext("{count} set", "{count} sets", 9).format(count=9)
        left += Canvas.measure(widest, sizes.small, bold=True) + 12 * s
        # the catch by kind: a pile of cards and "×N" for each
        catch = view.catches[seat]
        room = Rect(left, inside.bottom, inside.right - left, inside.height)
        card_width = int(min(room.height * 0.9 / 1.45, 40 * s))
        for kind, column in zip(KINDS, room.columns(len(KINDS), gap=6 * s), strict=True):
            self._paint_kind(canvas, sizes, column, catch, kind, card_width)

    @staticmethod
    def _paint_kind(
        canvas: Canvas, sizes: Any, column: Rect, catch: list[Fish], kind: str, card_width: int
    ) -> None:
        """One kind of a seat's catch: its cards fanned (their colour and mark name the kind, as
        in the pond above) and how many, "×2"."""
        s = sizes.scale
        cards = [card_of(f) for f in sorted(catch) if f.kind == kind]
        count = f"×{len(cards)}"
        count_width = Canvas.measure(count, sizes.small, bold=True) + 4 * s
        room = column.width - count_width - 4 * s
        height = card_width * 1.45
        if cards:
            shown = cards[-8:]
            spread = min(9 * s, max(0.0, room - card_width) / max(1, len(shown) - 1))
            width = card_width + spread * (len(shown) - 1)
            Pile(shown, card_width, spread=spread).paint(
                canvas, (column.left + width / 2, column.center_y), shown=8
            )
        else:
            width = card_width
            canvas.rect(
                Rect(column.left, column.center_y - height / 2, card_width, height),
                (0, 0, 0, 40),
                border=KIND_COLOURS[KINDS.index(kind)],
                chamfer=3 * s,
            )
        canvas.fitted_text(
            count,
            Rect(column.left + width + 4 * s, column.bottom, count_width, column.height),
            sizes.small,
            Palette.TEXT_MUTED,
            align="left",
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
        return _("take a fish (click it or press [1]–[5]); each fish you reach past costs a pebble")
'''
