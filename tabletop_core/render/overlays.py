"""The host's overlays: pass-the-device curtain, menu and the questions that end something.

Each paints into a canvas over the whole window and returns its buttons for the focus ring. The
rules page lives in :mod:`~tabletop_core.render.rules_overlay` and the end screen in
:mod:`~tabletop_core.render.end_screen`; their names are imported here too, where they used to be.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.end_screen import paint_end as paint_end
from tabletop_core.render.end_screen import tie_to_break as tie_to_break
from tabletop_core.render.end_screen import winners_line as winners_line
from tabletop_core.render.geometry import Rect
from tabletop_core.render.overlay_panel import buttons as _buttons
from tabletop_core.render.overlay_panel import panel as _panel
from tabletop_core.render.rules_overlay import RulesPage as RulesPage
from tabletop_core.render.rules_overlay import paint_rules as paint_rules
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import Button, Control


def hold_to_confirm() -> str:
    """How a guarded screen is confirmed (:mod:`tabletop_core.render.deliberate`)."""
    return _("Hold Enter, or hold the button, until its bar is full.")


def paint_curtain(
    canvas: Canvas, bounds: Rect, sizes: Sizes, seat: int, name: str, reveal: Callable[[], None]
) -> list[Control]:
    """A closed curtain: nothing of the table shows until ``name`` says they are ready."""
    s = sizes.scale
    canvas.rect(bounds, Palette.BACKGROUND)
    for i in range(0, int(bounds.width), int(64 * s) or 1):
        canvas.rect(Rect(i, 0, 30 * s, bounds.height), (34, 46, 66, 255))
    lines = [
        (_("Pass the device to"), sizes.heading, Palette.TEXT_MUTED, False),
        (name, sizes.title * 1.2, seat_color(seat), True),
        (_("Everyone else, please look away."), sizes.body, Palette.TEXT_MUTED, False),
        (hold_to_confirm(), sizes.small, Palette.TEXT_MUTED, False),
    ]
    words = max(Canvas.measure(text, size, bold=bold) for text, size, _c, bold in lines)
    width = min(max(620 * s, words + 80 * s), bounds.width - 40 * s)
    heights = [sizes.line(size) for _t, size, _c, _b in lines]
    height = 112 * s + sum(heights) + sizes.button_height + 40 * s
    panel = _panel(canvas, bounds, sizes, width / s, height / s)
    canvas.marker(seat_shape(seat), panel.center_x, panel.top - 58 * s, 26 * s, seat_color(seat))
    y = panel.top - 92 * s
    for (text, size, colour, bold), line in zip(lines, heights, strict=True):
        canvas.fitted_text(
            text,
            Rect(panel.left + 20 * s, y - line, panel.width - 40 * s, line),
            size,
            colour,
            bold=bold,
        )
        y -= line
    return _buttons(
        canvas, panel, sizes, [(_("I am {name}").format(name=name), reveal, True, _("hold Enter"))]
    )


def paint_menu(
    canvas: Canvas,
    bounds: Rect,
    sizes: Sizes,
    can_undo: bool,
    actions: dict[str, Callable[[], None]],
) -> list[Control]:
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    specs = [
        (_("Back to the game"), "resume", True, _("Esc")),
        (_("Undo my last move"), "undo", False, "U"),
        (_("Restart this match"), "restart", False, ""),
        (_("Codes for the seats"), "codes", False, ""),
        (_("Rules"), "rules", False, "F1"),
        (_("Settings"), "settings", False, ""),
        (_("Save and quit to games"), "quit", False, ""),
    ]
    specs = [spec for spec in specs if spec[1] in actions]  # a host offers what it can do
    words = max(Canvas.measure(label, sizes.body, bold=primary) for label, _k, primary, _h in specs)
    width = min(max(420 * (1 + 0.6 * (sizes.text - 1)), words / s + 112), bounds.width / s - 40)
    panel = _panel(canvas, bounds, sizes, width, 110 + len(specs) * (sizes.button_height / s + 14))
    canvas.text(
        _("Menu"),
        panel.center_x,
        panel.top - 40 * s,
        sizes.heading,
        Palette.TEXT,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    buttons: list[Control] = []
    y = panel.top - 84 * s
    for label, key, primary, hint in specs:
        button = Button(
            Rect(
                panel.left + 40 * s,
                y - sizes.button_height,
                panel.width - 80 * s,
                sizes.button_height,
            ),
            label,
            action=actions[key],
            primary=primary,
            hint=hint,
        )
        if key == "undo":
            button.enabled = can_undo
        button.paint(canvas, sizes)
        buttons.append(button)
        y -= sizes.button_height + 14 * s
    return buttons


def paint_play_again(
    canvas: Canvas, bounds: Rect, sizes: Sizes, again: Callable[[], None], stay: Callable[[], None]
) -> list[Control]:
    """Play again? asked before the result is left behind; staying is the default."""
    return paint_question(
        canvas,
        bounds,
        sizes,
        _("Play again?"),
        _("The same players start a new game; this game's score sheet closes."),
        (_("No, keep the result"), stay),
        (_("Yes, play again"), again),
    )


def paint_restart(
    canvas: Canvas,
    bounds: Rect,
    sizes: Sizes,
    restart: Callable[[], None],
    stay: Callable[[], None],
) -> list[Control]:
    """Restart this match? asked before the deal is left; keeping on playing is the default."""
    return paint_question(
        canvas,
        bounds,
        sizes,
        _("Restart this match?"),
        _(
            "The same players start the same deal again; this match is kept among the "
            "lobby's saved matches, marked abandoned."
        ),
        (_("No, keep playing"), stay),
        (_("Yes, restart"), restart),
    )


def paint_question(
    canvas: Canvas,
    bounds: Rect,
    sizes: Sizes,
    question: str,
    explained: str,
    stay: tuple[str, Callable[[], None]],
    go: tuple[str, Callable[[], None]],
) -> list[Control]:
    """A question before something ends: the harmless answer (``stay``) first and the
    default; both answers are deliberate presses (the host guards the overlay)."""
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    width = min(
        max(640 * s, Canvas.measure(question, sizes.heading) + 80 * s), bounds.width - 40 * s
    )
    text_lines = Canvas.lines_needed(explained, sizes.body, width - 48 * s)
    height = (
        100 * s
        + sizes.line(sizes.heading)
        + text_lines * sizes.line(sizes.body)
        + sizes.button_height
    )
    panel = _panel(canvas, bounds, sizes, width / s, height / s)
    y = panel.top - 20 * s - sizes.line(sizes.heading)
    canvas.fitted_text(
        question,
        Rect(panel.left + 24 * s, y, panel.width - 48 * s, sizes.line(sizes.heading)),
        sizes.heading,
        Palette.TEXT,
        bold=True,
    )
    body = text_lines * sizes.line(sizes.body)
    canvas.fitted_text(
        explained,
        Rect(panel.left + 24 * s, y - 8 * s - body, panel.width - 48 * s, body),
        sizes.body,
        Palette.TEXT_MUTED,
        lines=text_lines,
    )
    return _buttons(
        canvas,
        panel,
        sizes,
        [(stay[0], stay[1], True, _("hold Esc")), (go[0], go[1], False, "")],
    )
