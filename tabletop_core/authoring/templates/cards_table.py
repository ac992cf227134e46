"""The hidden-hands scaffold's table (``tabletop new --template cards``), drawn with the kit.

Placeholders as in :mod:`tabletop_core.authoring.scaffold`.
"""

FILES: dict[str, str] = {}

FILES["{{PACKAGE}}/view.py"] = '''\
"""The table of {{TITLE}} in three parts: a scene drawn with the core's widget kit, a controller
for clicks and keys (named by the kit's ``keys``), and the core's plain choreography.

At the top the deck (its size) and the secret card (face down until you peek: click it or press
P); in the middle a row per seat with its points, its hand (backs for the others) and the cards
it played; at the bottom your hand: click a card (or press 1-3) to play it.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import translator
from tabletop_core.render import Choreography, Controller, Host, Rect, Scene, Table
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit import keys
from tabletop_core.render.theme import Palette, seat_color, seat_shape, table_scale, table_sizes
from tabletop_core.render.widgets import Deck, RowDisplay, paint_card

from {{PACKAGE}}.pieces import HIDDEN, Peek, Play
from {{PACKAGE}}.rules import {{CLASS}}State, score_sheet

_, ngettext = translator("{{PACKAGE}}")

NUMBER_KEYS = keys.numbered(9)
ASPECT = 1.45
"""A card's height per width."""


def face(card: int) -> tuple[str, None] | None:
    """A card as the widget kit paints it: its number alone (the cards have no suit); None is
    its back."""
    return None if card == HIDDEN else (str(card), None)


class CardsScene(Scene):
    def __init__(self, host: Host) -> None:
        self.host = host
        self.canvas = Canvas()
        self.hand = RowDisplay([])
        self.secret_rect = Rect(0, 0, 0, 0)
        self._drawn: Any = None

    def draw(self, rect: Rect) -> None:
        key = (len(self.host.seen.actions), self.host.viewer, self.host.seen.to_act, rect)
        if key != self._drawn:
            self._drawn = key
            self.canvas.clear()
            self._build(rect, self.host.seen.view(self.host.viewer))
        self.canvas.draw()

    def _build(self, rect: Rect, view: {{CLASS}}State) -> None:
        """Rows are sized from the type (``sizes.line``): with large text the cards shrink."""
        sizes = table_sizes(table_scale(rect), body=14, small=11)
        s, body, small = sizes.scale, sizes.line(sizes.body), sizes.line(sizes.small)
        canvas = self.canvas
        area = rect.inset(16 * s)
        seats_height = min(area.height * 0.5, max(area.height * 0.3, view.players * (body + 6 * s)))
        hand_height = (area.height - seats_height) * 0.55 if self.host.viewer is not None else 0
        hand_area, upper = area.split_bottom(hand_height)
        seats, top = upper.split_bottom(seats_height)
        # the deck (its size below it) and the secret card, side by side
        title, cards = top.inset(0, 4 * s).split_top(body)
        canvas.fitted_text(_("The deck and the secret card"), title, sizes.body, Palette.TEXT)
        width = min((cards.height - small - 4 * s) / ASPECT, 90 * s)
        height = width * ASPECT
        Deck(len(view.deck), int(width)).paint(
            canvas, sizes, (cards.center_x - width * 0.75, cards.top - height / 2)
        )
        self.secret_rect = Rect(cards.center_x + width * 0.25, cards.top - height, width, height)
        paint_card(canvas, face(view.secret.card), self.secret_rect)
        if self.host.can_act() and Peek() in self.host.seen.legal_actions():
            canvas.outline(self.secret_rect.inset(-4 * s), Palette.FOCUS, 3)
        widest = max(
            Canvas.measure(self._seat_words(view, seat), sizes.body, bold=True)
            for seat in range(view.players)
        )
        name_width = min(widest + 12 * s, seats.width * 0.7)
        for seat, row in enumerate(seats.rows(view.players, gap=4 * s)):
            self._paint_seat(canvas, sizes, row, view, seat, name_width)
        if self.host.viewer is not None:
            label, cards_area = hand_area.inset(0, 4 * s).split_top(body)
            canvas.fitted_text(_("Your hand"), label, sizes.body, Palette.TEXT, align="left")
            self.hand = RowDisplay([face(card) for card in view.hands[self.host.viewer]])
            self.hand.paint(canvas, sizes, cards_area.inset(0, 4 * s))

    def _paint_seat(
        self,
        canvas: Canvas,
        sizes: Any,
        row: Rect,
        view: {{CLASS}}State,
        seat: int,
        name_width: float,
    ) -> None:
        """A seat's row: name and points, its hand (backs, or faces for the looking seat), and
        the cards it played."""
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
        canvas.marker(
            seat_shape(seat), inside.left + 8 * s, inside.center_y, 7 * s, seat_color(seat)
        )
        beside = inside.inset(22 * s, 0)
        rest, name = beside.split_right(max(0.0, beside.width - name_width))
        canvas.fitted_text(
            self._seat_words(view, seat),
            name,
            sizes.body,
            Palette.TEXT,
            align="left",
            bold=acting,
        )
        played_room, hand_room = rest.split_right(rest.width * 0.6)
        width = min(rest.height * 0.9 / ASPECT, 40 * s)
        for cards, room in ((view.hands[seat], hand_room), (view.played[seat], played_room)):
            step = min(width + 3 * s, (room.width - width) / max(1, len(cards) - 1))
            for i, card in enumerate(cards):
                left = room.left + i * step
                paint_card(
                    canvas,
                    face(card),
                    Rect(left, room.center_y - width * ASPECT / 2, width, width * ASPECT),
                )

    def _seat_words(self, view: {{CLASS}}State, seat: int) -> str:
        points = int(sum(score_sheet(view, seat).values()))
        words = ngettext("{points} point", "{points} points", points).format(points=points)
        if view.peeked[seat]:
            words += "  ·  " + _("peeked")
        return f"{self.host.seen.names[seat]}  ·  {words}"

    def reset(self) -> None:
        self._drawn = None


class CardsController(Controller):
    """Clicks and keys to Play and Peek, only those the rules list as legal now."""

    def __init__(self, host: Host, scene: CardsScene) -> None:
        self.host, self.scene = host, scene

    def _legal(self) -> list[Any]:
        return self.host.seen.legal_actions() if self.host.can_act() else []

    def _send(self, action: Any) -> bool:
        if action not in self._legal():
            return False
        self.host.send(action)
        return True

    def _play(self, position: int | None) -> bool:
        seat = self.host.viewer
        if position is None or seat is None:
            return False
        hand = self.host.seen.view(seat).hands[seat]
        return position < len(hand) and self._send(Play(hand[position]))

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        if self.scene.secret_rect.contains(x, y):
            return self._send(Peek())
        return self._play(self.scene.hand.slot_at(x, y))

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == keys.P:
            return self._send(Peek())
        return self._play(NUMBER_KEYS.get(symbol))

    def prompt(self) -> str:
        if not self._legal():
            return ""
        if Peek() in self._legal():
            return _("play a card (click it or press [1]–[3]) or peek at the secret card ([P])")
        return _("play a card (click it or press [1]–[3])")


class {{CLASS}}Table(Table):
    def __init__(self, host: Host) -> None:
        scene = CardsScene(host)
        super().__init__(scene, Choreography(), CardsController(host, scene))
'''
