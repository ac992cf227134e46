"""A decision's words on demand: at large text the decision panel gives its title and its why
way before any dam gives up its pieces' size (:meth:`~tabletop_hamsterdam.table.layout.
TableLayout.panel_words`). The words it no longer holds open over the dams when the player asks:
the "Why?" button at the right of the panel's buttons, or its key, :data:`KEY_NAME`; the same
button, the key or a click on the words closes them. What the thing under the pointer is (a
special hamster, a town) opens the same way while the pointer rests on it, since the panel has
no room left for those words either.
"""

from __future__ import annotations

from typing import Any

from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.canvas import Canvas
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.giving_text import GivingText
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.sizing import heights_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import Surfaces
from tabletop_core.render.kit.texts import draw_texts
from tabletop_core.render.theme import Palette, Sizes
from tabletop_hamsterdam.table.choices import Ask
from tabletop_hamsterdam.table.layout import TableLayout
from tabletop_hamsterdam.table.panel_words import WHOLE, key_side, why_word

_, _ngettext = translator("tabletop_hamsterdam")

KEY_NAME = "W"
"""The key that opens and closes the words, as its cap shows it."""


def hidden(layout: TableLayout, ask: Ask | None) -> bool:
    """Whether ``ask`` has words the panel does not show (its title, or a why it has)."""
    if ask is None or not layout.wide_panel:
        return False
    title, why = layout.panel_words()
    return title != "whole" or (not why and bool(ask.help))


def hover_boxed(layout: TableLayout) -> bool:
    """Whether the words about the thing under the pointer open over the dams (the panel's why
    gave way) instead of standing in the panel."""
    return layout.wide_panel and layout.kept() is not None and not layout.panel_words()[1]


def _opened(layout: TableLayout, words: kit.Node) -> kit.Node:
    """Words opened over the dams, with their margins."""
    return Pad(words, across=Spacing(layout.scale).wide, down=14 * layout.scale)


def _hover_words(layout: TableLayout, words: str) -> kit.Node:
    return _opened(layout, GivingText(words, bold=True, lines=WHOLE))


def _ask_words(layout: TableLayout, ask: Ask) -> kit.Node:
    title = GivingText(ask.title, "heading", bold=True, lines=WHOLE)
    why = [GivingText(ask.help, lines=WHOLE)] if ask.help else []
    return _opened(layout, kit.Column(title, *why, gap=Spacing(layout.scale).snug))


def _over_dams(layout: TableLayout, sizes: Sizes, words: kit.Node, low: bool) -> Rect:
    """Where ``words`` open, as tall as they need: on the decision panel's top edge
    (``low``; up to the table's top), else hanging from the table's top."""
    sp = Spacing(layout.scale)
    panel = layout.panel
    height = heights_of(words, panel.width, layout.ctx)[1]
    if low:
        bottom = panel.top + sp.tight
        return Rect(
            panel.left, bottom, panel.width, min(height, layout.rect.top - sp.tight - bottom)
        )
    top = layout.rect.top - sp.tight
    return Rect(panel.left, top - height, panel.width, height)


def hover_rect(layout: TableLayout, sizes: Sizes, words: str, low: bool) -> Rect:
    """Where the words about the thing under the pointer open: at the table's top, or (``low``:
    the thing is up there, a smaller dam's town) on the decision panel's top edge."""
    return _over_dams(layout, sizes, _hover_words(layout, words), low)


def paint_hover(canvas: Canvas, layout: TableLayout, sizes: Sizes, words: str, low: bool) -> None:
    """The words about the thing under the pointer, opened over the dams."""
    tree = _hover_words(layout, words)
    box = _over_dams(layout, sizes, tree, low)
    Surfaces(layout.scale).panel(canvas, box, fill="PANEL_LIGHT")
    draw_texts(canvas, sizes, kit.lay_out(tree, box, layout.ctx))


def words_rect(layout: TableLayout, sizes: Sizes, ask: Ask) -> Rect:
    """Where the words open: over the dams, on the decision panel's top edge, as tall as they
    need (up to the table's top)."""
    return _over_dams(layout, sizes, _ask_words(layout, ask), low=True)


def paint_button(
    canvas: Canvas, layout: TableLayout, sizes: Sizes, ask: Ask, open_now: bool
) -> None:
    """The "Why?" button: its key cap and its word; lit while the words are open."""
    if not hidden(layout, ask):
        return
    s = layout.scale
    rect = layout.more_button()
    fill = "FOCUS" if open_now else "BUTTON"
    words = Surfaces(s).keyed_button(
        canvas, sizes, rect, KEY_NAME, fill=fill, cap_side=key_side(layout)
    )
    colour = Palette.TEXT_DARK if open_now else Palette.TEXT
    canvas.fitted_text(why_word(), words, sizes.body, colour, bold=True, align="left")


def paint_words(canvas: Canvas, layout: TableLayout, sizes: Sizes, ask: Ask) -> None:
    """The decision's title and its why, opened over the dams."""
    tree = _ask_words(layout, ask)
    box = _over_dams(layout, sizes, tree, low=True)
    Surfaces(layout.scale).panel(canvas, box, edge="FOCUS", width="mark")
    draw_texts(canvas, sizes, kit.lay_out(tree, box, layout.ctx))


def toggles(
    layout: TableLayout, sizes: Sizes, ask: Any, open_now: bool, x: float, y: float
) -> bool:
    """Whether a click at ``(x, y)`` opens or closes the words: on the button, or on the words
    while they are open."""
    if not hidden(layout, ask):
        return False
    if layout.more_button().contains(x, y):
        return True
    return open_now and words_rect(layout, sizes, ask).contains(x, y)
