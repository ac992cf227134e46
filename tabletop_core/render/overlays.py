"""The host's overlays: pass-the-device curtain, rules, menu and end screen.

Each paints into a canvas over the whole window and returns its buttons for the focus ring.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tabletop_core.game import Result
from tabletop_core.i18n import _
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.theme import Palette, Sizes, seat_color, seat_shape
from tabletop_core.render.widgets.buttons import Button


def _panel(canvas: Canvas, bounds: Rect, sizes: Sizes, width: float, height: float) -> Rect:
    s = sizes.scale
    panel = Rect(
        bounds.center_x - width * s / 2, bounds.center_y - height * s / 2, width * s, height * s
    )
    canvas.rect(panel, Palette.PANEL, border=Palette.PANEL_EDGE, border_width=2, chamfer=14 * s)
    return panel


def _buttons(
    canvas: Canvas,
    panel: Rect,
    sizes: Sizes,
    specs: Sequence[tuple[str, Callable[[], None], bool, str]],
) -> list[Button]:
    s = sizes.scale
    width = min(260 * s, (panel.width - 40 * s) / len(specs) - 12 * s)
    total = len(specs) * width + (len(specs) - 1) * 16 * s
    x = panel.center_x - total / 2
    buttons = []
    for label, action, primary, hint in specs:
        buttons.append(
            Button(
                Rect(x, panel.bottom + 26 * s, width, sizes.button_height),
                label,
                action=action,
                primary=primary,
                hint=hint,
            )
        )
        x += width + 16 * s
    for button in buttons:
        button.paint(canvas, sizes)
    return buttons


def paint_curtain(
    canvas: Canvas, bounds: Rect, sizes: Sizes, seat: int, name: str, reveal: Callable[[], None]
) -> list[Button]:
    """A closed curtain: nothing of the table shows until ``name`` says they are ready."""
    s = sizes.scale
    canvas.rect(bounds, Palette.BACKGROUND)
    for i in range(0, int(bounds.width), int(64 * s) or 1):
        canvas.rect(Rect(i, 0, 30 * s, bounds.height), (34, 46, 66, 255))
    panel = _panel(canvas, bounds, sizes, 620, 300)
    canvas.marker(seat_shape(seat), panel.center_x, panel.top - 58 * s, 26 * s, seat_color(seat))
    canvas.text(
        _("Pass the device to"),
        panel.center_x,
        panel.top - 112 * s,
        sizes.heading,
        Palette.TEXT_MUTED,
        anchor_x="center",
        anchor_y="center",
    )
    canvas.text(
        name,
        panel.center_x,
        panel.top - 158 * s,
        sizes.title * 1.2,
        seat_color(seat),
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    canvas.text(
        _("Everyone else, please look away."),
        panel.center_x,
        panel.top - 200 * s,
        sizes.body,
        Palette.TEXT_MUTED,
        anchor_x="center",
        anchor_y="center",
    )
    return _buttons(
        canvas, panel, sizes, [(_("I am {name}").format(name=name), reveal, True, "Enter")]
    )


def paint_rules(
    canvas: Canvas, bounds: Rect, sizes: Sizes, title: str, rules: str, close: Callable[[], None]
) -> list[Button]:
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    panel = _panel(canvas, bounds, sizes, 900, 640)
    canvas.text(
        _("Rules of {game}").format(game=title),
        panel.left + 32 * s,
        panel.top - 36 * s,
        sizes.heading,
        Palette.ACCENT,
        anchor_y="center",
        bold=True,
    )
    y = panel.top - 70 * s
    width = panel.width - 64 * s
    limit = panel.bottom + 40 * s + sizes.button_height + sizes.line(sizes.small)
    for kind, text in markdown_blocks(rules or _("This game has no written rules.")):
        if y < limit + 20 * s:
            canvas.text(
                _("… (more in the game's RULES.md)"),
                panel.left + 32 * s,
                y,
                sizes.small,
                Palette.TEXT_MUTED,
                anchor_y="top",
            )
            break
        if kind == "heading":
            label = canvas.text(
                text,
                panel.left + 32 * s,
                y,
                sizes.heading,
                Palette.TEXT,
                anchor_y="top",
                bold=True,
                width=width,
                multiline=True,
            )
        else:
            label = canvas.text(
                text,
                panel.left + 32 * s,
                y,
                sizes.body,
                Palette.TEXT,
                anchor_y="top",
                width=width,
                multiline=True,
            )
        if y - label.content_height < limit:  # a block never runs into the button
            label.text = ""
            canvas.text(
                _("… (more in the game's RULES.md)"),
                panel.left + 32 * s,
                y,
                sizes.small,
                Palette.TEXT_MUTED,
                anchor_y="top",
            )
            break
        y -= label.content_height + 10 * s
    return _buttons(canvas, panel, sizes, [(_("Back to the game"), close, True, "F1")])


def markdown_blocks(markdown: str) -> list[tuple[str, str]]:
    """Headings and paragraphs of simple markdown, with emphasis marks removed."""
    blocks: list[tuple[str, str]] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(("text", " ".join(paragraph)))
            paragraph.clear()

    for raw in markdown.splitlines():
        line = re.sub(r"(\*\*|__|`)", "", raw.strip())
        if not line:
            flush()
        elif line.startswith("#"):
            flush()
            blocks.append(("heading", line.lstrip("#").strip()))
        elif re.match(r"^([-*]|\d+\.)\s", line):
            flush()
            paragraph.append(
                "• " + re.sub(r"^([-*]|\d+\.)\s+", "", line) if line[0] in "-*" else line
            )
        else:
            paragraph.append(line)
    flush()
    return blocks


def paint_menu(
    canvas: Canvas,
    bounds: Rect,
    sizes: Sizes,
    can_undo: bool,
    actions: dict[str, Callable[[], None]],
) -> list[Button]:
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    rows = 6
    panel = _panel(
        canvas,
        bounds,
        sizes,
        420 * (1 + 0.6 * (sizes.text - 1)),
        110 + rows * (sizes.button_height / s + 14),
    )
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
    specs = [
        (_("Back to the game"), "resume", True, "Esc"),
        (_("Undo my last move"), "undo", False, "U"),
        (_("Restart this match"), "restart", False, ""),
        (_("Rules"), "rules", False, "F1"),
        (_("Settings"), "settings", False, ""),
        (_("Save and quit to games"), "quit", False, ""),
    ]
    buttons = []
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


def winners_line(result: Result, names: Sequence[str]) -> str:
    winners = [names[s] for s in result.winners]
    if not winners:
        return _("Nobody wins this time")
    if len(winners) == 1:
        return _("{name} wins!").format(name=winners[0])
    return _("{names} and {last} share the win!").format(
        names=", ".join(winners[:-1]), last=winners[-1]
    )


def paint_end(
    canvas: Canvas,
    bounds: Rect,
    sizes: Sizes,
    result: Result,
    names: Sequence[str],
    actions: dict[str, Callable[[], None]],
    label: Callable[[str], str] = str,
) -> list[Button]:
    """Each seat's score sheet, the winner(s), and the ways on.

    ``label`` shows a breakdown key (data in the Result, English) in the current language.
    """
    s = sizes.scale
    canvas.rect(bounds, Palette.SHADE)
    players = len(names)
    panel = _panel(canvas, bounds, sizes, min(1160, 380 + 180 * players), 560)
    canvas.text(
        winners_line(result, names),
        panel.center_x,
        panel.top - 46 * s,
        sizes.title,
        Palette.ACCENT,
        anchor_x="center",
        anchor_y="center",
        bold=True,
    )
    lines: list[str] = []
    for sheet in result.breakdown:
        for key in sheet:
            if key not in lines:
                lines.append(key)
    table = Rect(
        panel.left + 32 * s, panel.bottom + 96 * s, panel.width - 64 * s, panel.height - 190 * s
    )
    label_w = 220 * s
    col_w = (table.width - label_w) / max(1, players)
    row_h = min(36 * s, table.height / (len(lines) + 2))
    y = table.top
    rows = len(lines) + (4.1 if result.tiebreak is not None else 3)
    for seat, name in enumerate(names):
        x = table.left + label_w + seat * col_w
        if seat in result.winners:
            canvas.rect(
                Rect(x + 4 * s, y - row_h * rows, col_w - 8 * s, row_h * rows),
                (230, 159, 0, 48),
                chamfer=8 * s,
            )
        canvas.marker(seat_shape(seat), x + col_w / 2, y - row_h * 0.35, 9 * s, seat_color(seat))
        canvas.fitted_text(
            name, Rect(x, y - row_h * 1.3, col_w, row_h), sizes.body, Palette.TEXT, bold=True
        )
    y -= row_h * 1.5
    for line in lines:
        canvas.fitted_text(
            label(line),
            Rect(table.left, y - row_h, label_w, row_h),
            sizes.body,
            Palette.TEXT_MUTED,
            align="left",
        )
        for seat in range(players):
            value = result.breakdown[seat].get(line) if seat < len(result.breakdown) else None
            shown = "" if value is None else f"{value:g}"
            canvas.fitted_text(
                shown,
                Rect(table.left + label_w + seat * col_w, y - row_h, col_w, row_h),
                sizes.body,
                Palette.TEXT,
            )
        y -= row_h
    canvas.line(table.left, y - 4 * s, table.right, y - 4 * s, Palette.PANEL_EDGE, 2)
    y -= 8 * s
    canvas.fitted_text(
        _("Total"),
        Rect(table.left, y - row_h, label_w, row_h),
        sizes.body,
        Palette.TEXT,
        align="left",
        bold=True,
    )
    for seat in range(players):
        score = result.scores[seat] if seat < len(result.scores) else 0
        text = f"{score:g}" + ("  ★" if seat in result.winners else "")
        canvas.fitted_text(
            text,
            Rect(table.left + label_w + seat * col_w, y - row_h, col_w, row_h),
            sizes.heading,
            Palette.ACCENT if seat in result.winners else Palette.TEXT,
            bold=True,
        )
    if result.tiebreak is not None:
        y -= row_h * 1.1
        canvas.fitted_text(
            _("Tie-break"),
            Rect(table.left, y - row_h, label_w, row_h),
            sizes.body,
            Palette.TEXT_MUTED,
            align="left",
        )
        for seat, value in enumerate(result.tiebreak[:players]):
            canvas.fitted_text(
                f"{value:g}",
                Rect(table.left + label_w + seat * col_w, y - row_h, col_w, row_h),
                sizes.body,
                Palette.TEXT_MUTED,
            )
    return _buttons(
        canvas,
        panel,
        sizes,
        [
            (_("Play again"), actions["again"], True, "Enter"),
            (_("Look at the table"), actions["close"], False, "Esc"),
            (_("Back to games"), actions["quit"], False, ""),
        ],
    )
