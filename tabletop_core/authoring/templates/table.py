"""The scaffolded game's table (its view), drawn with the widget kit.

Placeholders (see :mod:`tabletop_core.authoring.scaffold`): ``{{TITLE}}``, ``{{GAME_ID}}``,
``{{PACKAGE}}``, ``{{DIST}}``, ``{{CLASS}}``. The text is checked by ``tests/authoring``: a scaffold
must pass ``ruff check``, its own tests and ``tabletop check``.
"""

FILES: dict[str, str] = {}

FILES["{{PACKAGE}}/view.py"] = '''\
"""The table of {{TITLE}} in three parts: a scene that declares it on the kit's layout tree (the
tree decides what gives way when room is short) and paints each part where the layout put it, a
controller that turns a click on a fish (or 1-5) into Take, and the core's plain choreography.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import translator
from tabletop_core.render import Choreography, Controller, Host, Rect, Scene, Table
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.kit import Box, Column, Gap, Layout, Node, Piece, Row, Text, keys, lay_out
from tabletop_core.render.kit.measure import drawn_context
from tabletop_core.render.kit.texts import draw_text
from tabletop_core.render.theme import Palette, seat_color, seat_shape, table_scale, table_sizes
from tabletop_core.render.widgets import Deck, paint_card, paint_pile

from {{PACKAGE}}.pieces import KINDS, Fish, Take
from {{PACKAGE}}.rules import {{CLASS}}State, complete_sets, score_sheet

_, ngettext = translator("{{PACKAGE}}")

PEBBLE = (176, 186, 199, 255)
POND = (28, 74, 92, 255)
CARD = (44.0, 64.0)  # the least size of a card in the pond: its number and mark still read
SMALL_CARD = (22.0, 32.0)
PEBBLES = (60.0, 26.0)
NUMBER_KEYS = keys.numbered(5)


def card_of(fish: Fish) -> tuple[str, int]:
    """A fish as the widget kit's card: its value as the label, its kind as the suit."""
    return (str(fish.value), KINDS.index(fish.kind))


def counted(piece: Node, count: int | None) -> Node:
    """A piece and how many it stands for, "×3", beside it (nothing for none)."""
    return Row(piece, Text(f"×{count}" if count else "", "small", bold=True), gap=4, align="center")


def points_text(points: float) -> str:
    return ngettext("{points} point", "{points} points", int(points)).format(points=f"{points:g}")


class PondScene(Scene):
    def __init__(self, host: Host) -> None:
        self.host, self.canvas = host, Canvas()
        self.layout = Layout(Rect(0, 0, 0, 0))  # where each part was drawn: layout["fish 0"]
        self.hover: int | None = None
        self._drawn: Any = None

    def tree(self, view: {{CLASS}}State) -> Node:
        """The pond (per fish: its price, card, kind and pebbles; the deck), then the seats."""
        costs = [_("free")] + [_("pay {cost}").format(cost=p) for p in range(1, 5)]
        title = _("The pond")
        if view.deck:
            title = ngettext(
                "The pond  ·  {count} fish still in the deck",
                "The pond  ·  {count} fish still in the deck",
                len(view.deck),
            ).format(count=len(view.deck))
        fish = [
            Column(
                Text(cost, "small", bold=True, key=f"cost {n}"),
                Piece(CARD, (CARD[0] * 2, CARD[1] * 2), aspect=CARD[0] / CARD[1], key=f"fish {n}"),
                Text(_(f.kind) if f else "", "small", key=f"kind {n}"),
                counted(Piece(PEBBLES, key=f"tokens {n}"), view.pond.tokens[n]),
                grow=1,
            )
            for n, (f, cost) in enumerate(zip(view.pond.items, costs, strict=True))
        ]
        deck = Piece(CARD, (CARD[0] * 1.5, CARD[1] * 1.5), aspect=CARD[0] / CARD[1], key="deck")
        pond = Column(Text(title, bold=True, key="title"), Row(*fish, deck, gap=Gap(16, 6)))
        seats = (self.seat_row(view, seat) for seat in range(view.players))
        return Column(Box(pond, pad=10, key="pond"), *seats, gap=8)

    def seat_row(self, view: {{CLASS}}State, seat: int) -> Node:
        """A seat, left to right: name, points, pebbles, sets, then the catch by kind."""
        sets = complete_sets(view.catches[seat])
        words = ngettext("{count} set", "{count} sets", sets).format(count=sets) if sets else ""
        caught = {kind: sum(f.kind == kind for f in view.catches[seat]) for kind in KINDS}
        return Row(
            Piece((SMALL_CARD[1] / 2, SMALL_CARD[1] / 2), key=f"marker {seat}"),
            Text(self.host.seen.names[seat], bold=seat == view.turn, key=f"name {seat}", grow=1),
            Text(points_text(sum(score_sheet(view, seat).values())), key=f"points {seat}"),
            counted(Piece(PEBBLES, key=f"pebbles {seat}"), view.pebbles[seat]),
            Text(words, "small", bold=True, key=f"sets {seat}", optional=True),
            *(counted(Piece(SMALL_CARD, key=f"catch {seat} {k}"), caught[k]) for k in KINDS),
            gap=Gap(14, 4),
            align="center",
            key=f"seat {seat}",
        )

    def draw(self, rect: Rect) -> None:
        match, seat = self.host.seen, self.host.viewer
        key = (len(match.actions), seat, match.to_act, rect, self.hover)
        if key != self._drawn:
            self._drawn = key
            self.canvas.clear()
            self.paint(rect, match.view(seat))
        self.canvas.draw()

    def paint(self, rect: Rect, view: {{CLASS}}State) -> None:
        """Lay the tree out in ``rect``, then draw each part named in it where it was put."""
        sizes = table_sizes(table_scale(rect), body=14, small=11)
        self.layout = lay_out(self.tree(view), rect.inset(16), drawn_context(sizes))
        canvas = self.canvas
        moves = self.host.seen.legal_actions() if self.host.can_act() else []
        legal = {take.position for take in moves}
        for node, where in ((placed.node, placed.rect) for placed in self.layout.placed):
            name, _space, detail = (node.key or "").partition(" ")
            if name == "pond":
                canvas.rect(where, POND, chamfer=12)
            elif name == "seat" and int(detail) == view.turn:
                canvas.rect(where, Palette.PANEL_LIGHT, border=seat_color(view.turn), chamfer=6)
            elif isinstance(node, Text):
                lit = name == "sets" or (name == "cost" and int(detail) in legal)
                draw_text(canvas, sizes, node, where, Palette.ACCENT if lit else Palette.TEXT)
            elif name == "fish" and view.pond.items[int(detail)] is not None:
                paint_card(canvas, card_of(view.pond.items[int(detail)]), where)
                if int(detail) == self.hover and self.hover in legal:
                    canvas.rect(where, (0, 0, 0, 0), border=Palette.FOCUS, border_width=3)
            elif name in ("tokens", "pebbles"):  # on a fish in the pond, or a seat's
                count = (view.pond.tokens if name == "tokens" else view.pebbles)[int(detail)]
                paint_pile(canvas, sizes, where, "token", count, PEBBLE, count_at="none")
            elif name == "deck":
                Deck(len(view.deck), int(where.width)).paint(canvas, sizes, where.center)
            elif name == "marker":
                shape, colour = seat_shape(int(detail)), seat_color(int(detail))
                canvas.marker(shape, *where.center, where.height / 2, colour)
            elif name == "catch":
                seat, kind = detail.split(" ")
                best = max((f for f in view.catches[int(seat)] if f.kind == kind), default=None)
                if best is None:  # an empty place for the kind still to catch
                    canvas.rect(where, (0, 0, 0, 40), border=Palette.PANEL_EDGE, chamfer=3)
                else:
                    paint_card(canvas, card_of(best), where)

    def fish_at(self, x: float, y: float) -> int | None:
        places = ((n, self.layout.get(f"fish {n}")) for n in range(5))
        return next((n for n, rect in places if rect and rect.contains(x, y)), None)

    def reset(self) -> None:
        self._drawn = self.hover = None


class PondController(Controller):
    """Clicks and keys to Take; the rules' refusal, if any, shows in the prompt bar."""

    def __init__(self, host: Host, scene: PondScene) -> None:
        self.host, self.scene = host, scene

    def take(self, position: int | None) -> bool:
        if position is None or not self.host.can_act():
            return False
        self.host.send(Take(position))
        return True

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.take(self.scene.fish_at(x, y))

    def on_mouse_motion(self, x: float, y: float) -> None:
        self.scene.hover = self.scene.fish_at(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return self.take(NUMBER_KEYS.get(symbol))

    def prompt(self) -> str:
        if not self.host.can_act():
            return ""
        return _("take a fish (click it or press [1]–[5]); each fish you reach past costs a pebble")


class {{CLASS}}Table(Table):
    def __init__(self, host: Host) -> None:
        scene = PondScene(host)
        super().__init__(scene, Choreography(), PondController(host, scene))
'''
