"""Large text: the decision panel declared as one tree of its words, laid out in the panel's
rect and measured in the language and at the text size in force: its title (whole, else its
short title, else none: it then opens on demand), its why (which gives way first), and at its
foot its choices (buttons side by side, else one above the other; the cards to pass; the
specials to keep; the hand to arrange) with the "Why?" button at their right. The table lays
the same tree out under the dams, so the panel is as tall as its words where the dams leave
the height, and what gives way is what the tree drops."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from tabletop_core.render import kit
from tabletop_core.render.kit.measured import FittingAcross, Measured
from tabletop_core.render.kit.pad import Pad
from tabletop_core.render.kit.sizing import widths_of
from tabletop_core.render.kit.spacing import Spacing
from tabletop_core.render.kit.surfaces import CAP_INSET
from tabletop_core.render.standard_size import standard_size
from tabletop_hamsterdam.table.dam_sizes import GAP, MARGIN, NARROW, PAD, SMALL_GAP
from tabletop_hamsterdam.table.keep_cell import keep_cell
from tabletop_hamsterdam.table.layout_panel import BUTTON_GAP, BUTTON_LEAST, STACKED_GAP
from tabletop_hamsterdam.table.panel_words import (
    WHOLE,
    Decision,
    key_side,
    offer_words,
    passing_slot,
    title_words,
    why_word,
)

if TYPE_CHECKING:
    from tabletop_hamsterdam.table.layout import TableLayout


def decision_panel(table: TableLayout, whole: bool = False) -> kit.Node:
    """The decision panel of ``table`` at large text (the waiting words while nobody here
    decides: their first heading line stays, the rest gives way). The specials to keep give
    up what they do when the panel is short, unless ``whole`` (as the table measures them: it
    folds the smaller dams first)."""
    s, decision = table.scale, table.words.decision
    if decision is None:
        waiting = kit.Text(table.words.waiting, "heading", bold=True, key="title")
        return _framed(s, waiting, kit.Space(grow=1, key="help"))
    titles = title_words(decision.title, True).options
    forms: list[kit.Node] = [kit.Box(form, key="whole") for form in titles]
    if decision.brief:
        forms.append(kit.Box(kit.Text(decision.brief, bold=True), key="brief"))
    title = FittingAcross(*forms, kit.Space(), key="title")
    why = kit.Text(decision.why, "small", lines=WHOLE) if decision.why else kit.Space()
    help_ = kit.Box(why, valign="start", key="help", grow=1, optional=bool(decision.why))
    foot: list[kit.Node] = []
    choices = _choices(table, decision, whole)
    if choices is not None:
        foot.append(kit.Box(choices, key="buttons", grow=1))
    more = _more(table)
    row = kit.Row(*foot, more, gap=kit.Gap(MARGIN * s, NARROW * s), align="end", justify="end")
    return _framed(s, title, help_, row)


def _framed(s: float, *parts: kit.Node) -> kit.Node:
    return Pad(
        kit.Column(*parts, gap=kit.Gap(NARROW * s, NARROW * s), key="inside"),
        across=MARGIN * s,
        down=kit.Gap(GAP * s, GAP * s),
    )


def _more(table: TableLayout) -> kit.Node:
    """The "Why?" button: its key cap, then its word."""
    s, snug = table.scale, Spacing(table.scale).snug
    word = widths_of(kit.Text(why_word(), bold=True), table.ctx)[1]
    width = snug + key_side(table) + snug + word + 10 * s
    return kit.Piece((width, table.line("body") + PAD * s), key="more")


def _least_button(table: TableLayout) -> float:
    return max(44 * table.scale, (table.line("body") + table.line("small")) * 0.95)


def _choices(table: TableLayout, decision: Decision, whole: bool) -> kit.Node | None:
    s, body = table.scale, table.line("body")
    sp = Spacing(s)
    if decision.arranging:  # the hand's cards at least as tall as at 100 % text
        hand = _hand_at_100_percent(table) + SMALL_GAP * s
        return kit.Piece((0, max(64 * s, body * 1.6, hand)))
    if decision.passing:
        slots = (
            kit.Stack(
                kit.Piece((0, _least_button(table))),
                kit.Box(passing_slot(words, chosen), pad=kit.Gap(sp.wide, sp.snug)),
                key=f"slot {k}",
                grow=1,
            )
            for k, (words, chosen) in enumerate(decision.passing)
        )
        return kit.Row(*slots, gap=10 * s)
    if decision.keep:
        cells = (
            Measured(keep_cell(n, kind, s, body, True), whole=whole, key=f"keep {n}")
            for n, kind in enumerate(decision.keep)
        )
        return kit.Column(*cells, gap=kit.Gap(GAP * s, GAP * s))
    if not decision.buttons:
        return None
    gap = widths_of(kit.Text("  "), table.ctx)[1]
    beside = (_button(table, n, offer_words(o, WHOLE, True, False, gap)) for n, o in
              enumerate(decision.buttons))  # fmt: skip
    above = (_button(table, n, offer_words(o, WHOLE, True, True, gap)) for n, o in
             enumerate(decision.buttons))  # fmt: skip
    # a single button takes half the row, more share it
    half = [kit.Piece((BUTTON_LEAST * s, 0), grow=1)] if len(decision.buttons) == 1 else []
    return kit.FirstFitting(
        kit.Row(*beside, *half, gap=kit.Gap(BUTTON_GAP * s, BUTTON_GAP * s)),
        kit.Column(*above, gap=kit.Gap(STACKED_GAP * s, STACKED_GAP * s), key="stacked"),
        valign="stretch",
    )


def _button(table: TableLayout, n: int, words: kit.Node) -> kit.Node:
    """Button ``n``: its key cap at its left, its ``words`` right of it (as the painter's
    :meth:`~tabletop_core.render.kit.surfaces.Surfaces.keyed_button` lays them out)."""
    s, sp = table.scale, Spacing(table.scale)
    inset, side = CAP_INSET * s, key_side(table)
    keyed = kit.Row(
        kit.Piece((2 * inset + side, side)),
        kit.Box(Measured(words, whole=True), pad=kit.Gap(sp.snug / 2, sp.snug / 2), grow=1),
        kit.Piece((inset * 2 / 3, sp.snug)),
        align="center",
    )
    return kit.Stack(
        kit.Piece((BUTTON_LEAST * s, _least_button(table))),
        kit.Box(keyed, pad=kit.Gap(0, 0)),
        key=f"button {n}",
        grow=1,
    )


def _hand_at_100_percent(table: TableLayout) -> float:
    """The height of a card of the hand to arrange as the same window shows it at 100 % text."""
    return _standard_hand(table.rect, table.others, table.words, table.text, table.language)


@functools.lru_cache(maxsize=16)
def _standard_hand(rect: Any, others: int, words: Any, _text: float, _language: str) -> float:
    """Cached by the text size and language in force too (the 100 % rect is worked out from
    the one, the words are measured in the other)."""
    from tabletop_hamsterdam.table.layout import TableLayout  # it lays this panel out

    return standard_size(
        lambda standard: TableLayout(standard, others, words).hand_card(0, 1).height, rect
    )
