"""The decision panel's words, declared once: its title, a button's words and a card to pass. The painter lays
them out and draws them (:mod:`tabletop_hamsterdam.table.paint_panel`); at large text the
panel's tree holds the same declarations (:mod:`tabletop_hamsterdam.table.decision_panel`), so
the panel is as tall as what it draws."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tabletop_core.i18n import translator
from tabletop_core.render import kit
from tabletop_core.render.geometry import Rect
from tabletop_core.render.kit.giving_text import GivingText
from tabletop_core.render.kit.sizing import heights_of
from tabletop_core.render.kit.surfaces import CAP_LEAST, CAP_SHARE

WHOLE = 99
"""As many lines as words need (a text of this many lines is laid out whole)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """The decision's words the panel holds: its title, its short title, its why
    (none where its choices tell it) and its choices: the buttons' words, the two cards to pass
    (their words, and whether chosen), the kinds of special to keep, or cards to arrange."""

    title: str
    brief: str = ""
    why: str = ""
    buttons: tuple[Any, ...] = ()
    """Each button's words (a label and a line of why: :class:`~.choices.Offer`)."""
    passing: tuple[tuple[str, bool], ...] = ()
    keep: tuple[int, ...] = ()
    arranging: bool = False


_ = translator("tabletop_hamsterdam")[0]


def why_word() -> str:
    """The word of the button that opens the decision's words the panel has no room for
    (translated in the language in force)."""
    return _("Why?")


def key_side(layout: Any) -> float:
    """A button's key cap (a ``TableLayout``'s): as tall as a line of small text."""
    return max(CAP_LEAST * layout.scale, layout.line("small") * CAP_SHARE)


def title_words(title: str, wide: bool) -> kit.FirstFitting:
    """The decision's title: a heading on one line, else bold body type on one line, else
    wrapped (a heading on two lines; at large text, ``wide``, body type on all it needs)."""
    return kit.FirstFitting(
        kit.Text(title, "heading", bold=True),
        kit.Text(title, "body", bold=True),
        kit.Text(title, "body" if wide else "heading", bold=True, lines=WHOLE if wide else 2),
    )


def offer_words(offer: Any, lines: int, wide: bool, stacked: bool, gap: float) -> kit.Node:
    """A button's words, centred down it: its label in bold body type and under it its why in
    small type, which gives way first (each on up to ``lines`` lines at large text, ``wide``;
    on one otherwise, a label alone on ``lines``). Across a ``stacked`` button the why stands
    ``gap`` beside the label when both fit on one line."""
    if not offer.detail:
        return kit.Box(kit.Text(offer.label, bold=True, lines=lines), valign="center")
    label = kit.Text(offer.label, bold=True, lines=lines if wide else 1)
    detail = kit.Text(offer.detail, "small", lines=lines if wide else 1, key="detail",
                      optional=True)  # fmt: skip
    under = kit.Column(label, detail)
    if stacked:
        beside = kit.Row(kit.Text(offer.label, bold=True), kit.Text(offer.detail, "small",
                         key="detail"), gap=gap, align="center")  # fmt: skip
        return kit.Box(kit.FirstFitting(beside, under, valign="center"), valign="center")
    return kit.Box(under, valign="center")


def passing_slot(words: str, chosen: bool) -> kit.Box:
    """A card to pass, in words (which neighbour it goes to, which card), centred down its
    slot: bold once the card is chosen; its lines give way when the slot is short."""
    return kit.Box(GivingText(words, bold=chosen, lines=WHOLE), valign="center")


def needed(node: kit.Node, width: float, ctx: kit.Context) -> float:
    """The height ``node`` takes ``width`` wide with all its words (a :class:`kit.FirstFitting`
    in the form it takes at that width)."""
    while isinstance(node, kit.Box):
        node = node.child
    if isinstance(node, kit.FirstFitting):
        node = node.chosen(ctx, Rect(0, 0, width, math.inf))
    return heights_of(node, width, ctx)[1]
