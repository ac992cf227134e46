"""The table of a game without a view: the seat's view as text, the legal actions as buttons.

It makes every game playable in the window from its rules alone (the example game, a new game
still without art).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from tabletop_core.describe import action_label, describe_view
from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas, arcade
from tabletop_core.render.geometry import Rect
from tabletop_core.render.table import GameTable
from tabletop_core.render.theme import FONT_MONO, Palette, scale_for
from tabletop_core.render.widgets.buttons import Button, Control, FocusRing

PAGE_LIMIT = 24


class GenericTable(GameTable):
    """Text and buttons; arrows and Enter work as well as the mouse."""

    def __init__(self, host: Any) -> None:
        super().__init__(host)
        self.canvas = Canvas()
        self.focus = FocusRing()
        self.page = 0
        self._key: Any = None

    def on_reset(self) -> None:
        self._key = None
        self.page = 0

    def on_viewer_changed(self, seat: int | None) -> None:
        """The next person starts on the first move of the first page, not on the last one's."""
        self.focus.focus = 0
        self.focus.hover = None
        self.page = 0
        self._key = None

    def on_events(self, events: list[Any]) -> None:
        self.page = 0
        self._key = None

    def draw(self, rect: Rect) -> None:
        key = (
            len(self.match.actions),
            self.seat,
            self._my_turn(),
            rect,
            self.page,
            self.match.to_act,
        )
        if key != self._key:
            self._key = key
            self.canvas.clear()
            self._build(rect)
        self.canvas.draw()
        self.focus.draw_highlight(scale_for(rect.width + 320, rect.height + 104).scale)

    def _build(self, rect: Rect) -> None:
        sizes = scale_for(rect.width / 0.75, rect.height / 0.86)
        s = sizes.scale
        canvas = self.canvas
        area = rect.inset(18 * s)
        actions_area, view_area = area.split_right(area.width * 0.4)
        view_area = Rect(
            view_area.left, view_area.bottom, view_area.width - 18 * s, view_area.height
        )
        canvas.rect(
            view_area, (24, 58, 54, 255), border=(60, 110, 100, 255), border_width=1, chamfer=8 * s
        )
        seat = self.seat
        canvas.text(
            _("The table as everyone sees it")
            if seat is None
            else _("The table as {name} sees it").format(name=self.match.names[seat]),
            view_area.left + 14 * s,
            view_area.top - 22 * s,
            sizes.body,
            Palette.TEXT_MUTED,
            anchor_y="center",
            bold=True,
        )
        y = view_area.top - 50 * s
        for line in describe_view(self.match.view(seat)):
            label = canvas.text(
                line,
                view_area.left + 14 * s,
                y,
                sizes.small,
                Palette.TEXT,
                anchor_y="top",
                width=view_area.width - 28 * s,
                multiline=True,
                font=FONT_MONO,
            )
            if y - label.content_height < view_area.bottom + 4 * s:
                label.visible = False  # no room for the whole line: none of it, rather than cut
                break
            y -= label.content_height + 4 * s
            if y < view_area.bottom + 20 * s:
                break
        canvas.text(
            _("Moves"),
            actions_area.left,
            actions_area.top - 22 * s,
            sizes.body,
            Palette.TEXT_MUTED,
            anchor_y="center",
            bold=True,
        )
        buttons: list[Control] = []
        if self._my_turn():
            legal = self.match.legal_actions()
            view = self.match.view(seat)
            pages = max(1, (len(legal) + PAGE_LIMIT - 1) // PAGE_LIMIT)
            self.page %= pages
            shown = legal[self.page * PAGE_LIMIT : (self.page + 1) * PAGE_LIMIT]
            columns = 2 if len(shown) > 8 else 1
            col_w = (actions_area.width - (columns - 1) * 8 * s) / columns
            row_h = min(
                sizes.button_height,
                (actions_area.height - 100 * s) / max(1, (len(shown) + columns - 1) // columns)
                - 6 * s,
            )
            for index, action in enumerate(shown):
                row, col = divmod(index, columns)
                button_rect = Rect(
                    actions_area.left + col * (col_w + 8 * s),
                    actions_area.top - 48 * s - (row + 1) * (row_h + 6 * s),
                    col_w,
                    row_h,
                )
                words = action_label(self.match.game, view, action, self.match.names)
                buttons.append(Button(button_rect, words, action=partial(self.host.send, action)))
            if pages > 1:
                more = Button(
                    Rect(
                        actions_area.left,
                        actions_area.bottom,
                        actions_area.width,
                        sizes.button_height,
                    ),
                    _("More moves ({page}/{pages})").format(page=self.page + 1, pages=pages),
                    action=self._next_page,
                )
                buttons.append(more)
        else:
            to_act = self.match.to_act
            text = (
                ""
                if to_act is None
                else _("Waiting for {name}…").format(name=self.match.names[to_act])
            )
            canvas.text(
                text,
                actions_area.left,
                actions_area.top - 60 * s,
                sizes.body,
                Palette.TEXT_MUTED,
                anchor_y="center",
            )
        for button in buttons:
            button.paint(canvas, sizes)
        self.focus.set(buttons)

    def _my_turn(self) -> bool:
        to_act = self.match.to_act
        return to_act is not None and to_act == self.seat and not self.match.is_bot(to_act)

    def _next_page(self) -> None:
        self.page += 1
        self._key = None

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool:
        return self.focus.press(x, y)

    def on_mouse_motion(self, x: float, y: float) -> None:
        self.focus.point(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            self.focus.move(-1 if symbol == arcade.key.LEFT else 1)
            return True
        return self.focus.key(symbol)
