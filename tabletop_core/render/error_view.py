"""What a person sees when a game's table fails: the reason, and the way back."""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.screen import Screen
from tabletop_core.render.theme import Palette
from tabletop_core.render.widgets.buttons import Button


class ErrorView(Screen):
    def __init__(self, shell: Any, title: str, message: str) -> None:
        super().__init__(shell)
        self.title = title
        self.message = message

    def build(self, canvas: Canvas) -> None:
        sizes = self.sizes
        s = sizes.scale
        panel = Rect(
            self.bounds.center_x - 420 * s, self.bounds.center_y - 170 * s, 840 * s, 340 * s
        )
        canvas.rect(panel, Palette.PANEL, border=Palette.DANGER, border_width=3, chamfer=12 * s)
        canvas.marker("triangle", panel.left + 52 * s, panel.top - 56 * s, 26 * s, Palette.DANGER)
        canvas.text(
            "!",
            panel.left + 52 * s,
            panel.top - 62 * s,
            sizes.heading,
            Palette.TEXT_DARK,
            anchor_x="center",
            anchor_y="center",
            bold=True,
        )
        canvas.text(
            self.title,
            panel.left + 96 * s,
            panel.top - 56 * s,
            sizes.heading,
            Palette.TEXT,
            anchor_y="center",
            bold=True,
        )
        canvas.text(
            self.message,
            panel.left + 40 * s,
            panel.top - 110 * s,
            sizes.body,
            Palette.TEXT_MUTED,
            anchor_y="top",
            width=panel.width - 80 * s,
            multiline=True,
        )
        button = Button(
            Rect(panel.center_x - 150 * s, panel.bottom + 28 * s, 300 * s, sizes.button_height),
            _("Back to the games"),
            primary=True,
            action=self.shell.show_launcher,
            hint=_("Enter"),
        )
        button.paint(canvas, sizes)
        self.focus.set([button])

    def on_back(self) -> None:
        self.shell.show_launcher()
